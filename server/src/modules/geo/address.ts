import type { PlaceRecord } from './geo.data.js';
import { normalise, type GeocodeMatch, type Geocoder } from './geocoder.js';

/** Words that make a part of an address a street: its name often names another town ("Galle Road", "Kandy Road"). */
const STREET =
  /\b(road|rd|street|st|mawatha|mw|lane|ln|avenue|ave|drive|terrace|passage|veediya|vidiya|para|patumaga|gardens|place)\b\.?/gi;
/** House numbers as Sri Lankan addresses write them: "No. 12", "12/3", "45A", "No 7B". */
const HOUSE_NUMBER = /\b(no\.?\s*)?\d+[a-z]?(\/\d+[a-z]?)*\b/gi;
const POSTCODE = /\b\d{5}\b/g;
/** The longest run of words tried as a name inside a part of an address. */
const MAX_WORDS = 3;
/** A near miss ("Unawatuan") is used only when no part names a place exactly, and only this close. */
const MIN_FUZZY_SCORE = 0.7;

/** `whole`: a whole part of the address; otherwise a run of words inside one. */
type Candidate = { readonly text: string; readonly whole: boolean };

/**
 * The names an address may give its place by, most specific first: each comma-separated part (house numbers and
 * postcodes taken out; a street's name left out, but for words after its street word, "12 Main Street Ella"), then
 * runs of up to three words inside each part, last words first ("Near the clock tower Kandy"), the last part's first:
 * the first part is often the business's own name ("Kandy House, Gunnepana").
 */
function candidatesOf(parts: readonly string[]): Candidate[] {
  const whole: Candidate[] = [];
  const runs: Candidate[][] = [];
  for (const part of parts) {
    const inPart: Candidate[] = [];
    runs.unshift(inPart);
    let text = part.replace(POSTCODE, ' ').replace(HOUSE_NUMBER, ' ');
    const streetWords = [...text.matchAll(STREET)];
    if (streetWords.length > 0) {
      const last = streetWords.at(-1)!;
      text = text.slice(last.index + last[0].length);
    }
    const words = text.split(/[\s()/&-]+/).filter((w) => /[\p{L}]/u.test(w));
    if (words.length === 0) continue;
    if (streetWords.length === 0) whole.push({ text: words.join(' '), whole: true });
    for (let size = Math.min(MAX_WORDS, words.length - (streetWords.length === 0 ? 1 : 0)); size >= 1; size--) {
      for (let start = words.length - size; start >= 0; start--) {
        inPart.push({ text: words.slice(start, start + size).join(' '), whole: false });
      }
    }
  }
  return [...whole, ...runs.flat()];
}

/**
 * Reads a free-form Sri Lankan address ("No. 12, Temple Road, Unawatuna, Galle 80600") for the place it is in, with
 * the built-in gazetteer: a part that names a place exactly wins (in the district the address ends with, when it
 * ends with one), then a postcode GeoNames knows, then a part within a small spelling mistake of a place. Null when
 * nothing in it is a place TripMate knows. The answer is the place's point (a town's centre), not the door.
 */
export function placeOfAddress(
  address: string,
  geocoder: Geocoder,
  places: readonly PlaceRecord[],
): GeocodeMatch | null {
  const parts = address
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part && !/^(sri lanka|ceylon)$/i.test(part));
  if (parts.length === 0) return null;
  const lastPart = parts.at(-1)!.replace(POSTCODE, '').trim();
  const district = parts.length > 1 && geocoder.isDistrict(lastPart) ? lastPart : undefined;
  const candidates = candidatesOf(parts);

  // An exact name in the address's district, then an exact name anywhere. One word inside a longer part counts only
  // as a place's own name, never an alias: aliases include airport codes ("BIA") and "Fort" (Colombo Fort).
  const exact = candidates
    .map((candidate) => {
      const [match] = geocoder.exactly(candidate.text, district);
      const oneWord = !candidate.whole && !candidate.text.includes(' ');
      return match && (!oneWord || normalise(match.place.name) === normalise(candidate.text)) ? match : undefined;
    })
    .filter((match) => match !== undefined);
  const best = exact.find((match) => match.score > 1) ?? exact[0];
  if (best) return best;

  for (const code of address.match(POSTCODE) ?? []) {
    const place = places.find((p) => p.postcode === code);
    if (place) return { place, score: 1, label: place.name };
  }

  let fuzzy: GeocodeMatch | null = null;
  for (const candidate of candidates.filter((c) => c.whole)) {
    const [match] = geocoder.search(
      district && candidate.text !== district ? `${candidate.text}, ${district}` : candidate.text,
      1,
    );
    if (match && match.score >= MIN_FUZZY_SCORE && (!fuzzy || match.score > fuzzy.score)) fuzzy = match;
  }
  return fuzzy;
}
