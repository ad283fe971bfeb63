import type { PlaceNames, PlaceRecord } from './geo.data.js';

/** Lower case, no diacritics, words separated by one space; "Sri Lanka" and punctuation dropped. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(sri lanka|srilanka|ceylon|lk)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const compact = (normalised: string): string => normalised.replace(/ /g, '');

/** Sinhala or Tamil letters: such a text is read by its own index, of the places' Sinhala and Tamil names. */
const NATIVE_SCRIPT = /[\u0D80-\u0DFF\u0B80-\u0BFF]/u;

/** Does the text hold Sinhala or Tamil letters? */
export const isSinhalaOrTamil = (text: string): boolean => NATIVE_SCRIPT.test(text);

/**
 * Sinhala or Tamil text as names are compared: NFC (a vowel sign stored in two parts is one), without zero-width
 * joiners (ශ්‍රී and ශ්රී are typed both ways and read the same), Latin letters lower case, words separated by one
 * space, punctuation dropped.
 */
export function normaliseNative(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// One matrix reused by every comparison: geocoding compares the text with a thousand names.
let matrix = new Uint16Array(64 * 64);

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  if (matrix.length < rows * cols) matrix = new Uint16Array(rows * cols * 2);
  const d = matrix;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1]!;
}

// When two places match equally well, a town beats a sight of the same name, and so on; a GeoNames village beats a
// junction or station named after it (the interchange keeps its own name, "Dodangoda Interchange").
const kindWeight: Record<PlaceRecord['kind'], number> = {
  town: 6,
  airport: 5,
  suburb: 4,
  locality: 3.5,
  sight: 3,
  station: 2,
  junction: 1,
};

/**
 * Words people add to a place's name that do not name it ("Kandy city", "Bandaranaike Airport", "Matara district"),
 * in English, Sinhala and Tamil; some say what kind of place is meant. A text of nothing else ("airport") asks for
 * the best-known place of that kind. Sinhala and Tamil words are kept here without their zero-width joiners.
 */
const FILLER_KIND: ReadonlyMap<string, PlaceRecord['kind'] | null> = new Map(
  [
    ...[
      'city',
      'town',
      'area',
      'fort',
      'district',
      'junction',
      'village',
      'suburb',
      'centre',
      'center',
      'province',
      'region',
      'international',
      'the',
      'of',
      'in',
      'near',
      'downtown',
    ].map((w) => [w, null] as const),
    ...['airport', 'airfield', 'aerodrome'].map((w) => [w, 'airport'] as const),
    ...['station', 'railway', 'rail'].map((w) => [w, 'station'] as const),
    // Sinhala: city, town, area, fort, district, junction, village, international, railway, station; e.g. ("උදා.")
    ...[
      'නගරය',
      'නගර',
      'නගරයේ',
      'පුරය',
      'ප්‍රදේශය',
      'ප්‍රදේශයේ',
      'බලකොටුව',
      'කොටුව',
      'දිස්ත්‍රික්කය',
      'දිස්ත්‍රික්ක',
      'හන්දිය',
      'ගම්මානය',
      'ජාත්‍යන්තර',
      'දුම්රිය',
      'ස්ථානය',
      'උදා',
    ].map((w) => [w, null] as const),
    ...['ගුවන්තොටුපළ', 'ගුවන්තොටුපල', 'ගුවන්', 'තොටුපළ', 'ගුවන්තොටුපළට'].map((w) => [w, 'airport'] as const),
    // Tamil: city, town, area, fort, district, junction, village, international, railway, station; e.g. ("எ.கா.")
    ...[
      'நகரம்',
      'நகர்',
      'மாநகரம்',
      'பட்டணம்',
      'பகுதி',
      'கோட்டை',
      'மாவட்டம்',
      'சந்தி',
      'கிராமம்',
      'சர்வதேச',
      'புகையிரத',
      'தொடருந்து',
      'ரயில்',
      'எ',
      'கா',
    ].map((w) => [w, null] as const),
    ...['விமான', 'விமானநிலையம்', 'வானூர்தி', 'தளம்', 'விமானத்தளம்'].map((w) => [w, 'airport'] as const),
    ...['நிலையம்'].map((w) => [w, null] as const),
  ].map(([word, kind]) => [normaliseNative(word), kind]),
);

/** An airport this near a town named with "airport" is that town's airport ("Katunayake airport"). */
const TOWN_AIRPORT_KM = 25;

/** One name of a place, as the index holds it. */
type Key = {
  /** The name without spaces: "nuwaraeliya". */
  readonly text: string;
  /** Its words that name it and the words that say what it is ("airport"), apart. */
  readonly core: readonly string[];
  readonly fillers: readonly string[];
  readonly place: number;
};

/** The names of one script: Latin (names and aliases), or Sinhala and Tamil (place-names*.json). */
class NameIndex {
  readonly keys: Key[] = [];
  /** Each word of a name, to the keys that hold it. */
  readonly byWord = new Map<string, number[]>();
  vocabulary: string[] = [];

  add(text: string, words: readonly string[], place: number): void {
    if (!text) return;
    const index = this.keys.length;
    this.keys.push({
      text,
      core: words.filter((w) => !FILLER_KIND.has(w)),
      fillers: words.filter((w) => FILLER_KIND.has(w)),
      place,
    });
    for (const word of new Set(words)) {
      const list = this.byWord.get(word);
      if (list) list.push(index);
      else this.byWord.set(word, [index]);
    }
  }

  /** Done adding: the vocabulary that a word typed is compared with. */
  seal(): void {
    this.vocabulary = [...this.byWord.keys()];
  }
}

/** How a text is read: its words that name a place, the words that do not, and what kind of place they ask for. */
type Reading = {
  readonly native: boolean;
  readonly text: string;
  readonly core: readonly string[];
  readonly fillers: readonly string[];
  readonly kind: PlaceRecord['kind'] | null;
};

/** A name's or a text's words; a possessive is one word ("Adam's Peak": adams, peak), as people type it without its apostrophe. */
const wordsOf = (text: string, native: boolean): string[] =>
  (native ? normaliseNative(text) : normalise(text.replace(/(\w)['’]s\b/g, '$1s'))).split(' ').filter(Boolean);

function read(query: string): Reading {
  const native = isSinhalaOrTamil(query);
  const words = wordsOf(query, native);
  const core = words.filter((w) => !FILLER_KIND.has(w));
  const fillers = words.filter((w) => FILLER_KIND.has(w));
  const kind = fillers.map((w) => FILLER_KIND.get(w)).find((k) => k) ?? null;
  return { native, text: words.join(''), core, fillers, kind };
}

/** How many typing mistakes a word or name of this length may hold and still be the same (Sinhala and Tamil letters take more code units). */
const maxEditsOf = (length: number, native: boolean): number =>
  native ? (length < 6 ? 0 : length < 12 ? 1 : 2) : length <= 4 ? 1 : length <= 8 ? 2 : 3;

/** For one word of a name: the same word, or one typing mistake in a long word. */
const wordEditsOf = (length: number, native: boolean): number =>
  native ? (length < 8 ? 0 : 1) : length < 5 ? 0 : length < 8 ? 1 : 2;

/** In "Name, District", a place of that district outranks any other match except an exact name elsewhere. */
const IN_DISTRICT_BONUS = 0.25;

export type GeocodeMatch = { readonly place: PlaceRecord; readonly score: number; readonly label: string };

/** "Nuwara Eliya District" and "Moneragala" (GeoNames' spelling) name the districts the data calls Nuwara Eliya and Monaragala. */
const districtKey = (text: string): string =>
  compact(normalise(text).replace(/\bdistrict\b/g, ' ')).replace(/^moneragala$/, 'monaragala');

/** How a search treats the text: as typed so far (the last word may be the start of one), or as a whole place, or loosely, for "did you mean". */
type Mode = 'whole' | 'typing' | 'loose';

/**
 * Free text to places, in Latin, Sinhala or Tamil script: exact names and aliases first (spaces ignored, so
 * "Nuwaraeliya" finds Nuwara Eliya), then names whose words the text's words are, in any order, with words such as
 * "city", "airport" or "district" tolerated ("Kandy city", "Bandaranaike Airport"), then names that start with the
 * text, then names within a small edit distance ("Kandyy"). Airport codes are aliases; "airport" alone is the
 * best-known airport. In "Name, District" that district's places come first; a name that places in different
 * districts share is labelled with the district ("Wattegama, Monaragala"). Indexed once, when the engine is built at
 * boot; a Latin text never reads the Sinhala and Tamil names, nor the other way round.
 */
export class Geocoder {
  private readonly latin = new NameIndex();
  private readonly native = new NameIndex();
  private readonly exact = new Map<string, number[]>();
  private readonly labels: string[];
  private readonly districts: Set<string>;
  private readonly placeDistricts: readonly string[];

  constructor(
    private readonly places: readonly PlaceRecord[],
    names: readonly PlaceNames[] = [],
  ) {
    const districtsOfName = new Map<string, Set<string>>();
    const indexOf = new Map(places.map((p, i) => [p.id, i]));
    const addExact = (text: string, index: number) => {
      const list = this.exact.get(text);
      if (list) {
        if (!list.includes(index)) list.push(index);
      } else this.exact.set(text, [index]);
    };
    places.forEach((place, index) => {
      for (const name of [place.name, ...place.aliases]) {
        const words = wordsOf(name, false);
        const text = words.join('');
        if (!text) continue;
        this.latin.add(text, words, index);
        addExact(text, index);
      }
      const own = compact(normalise(place.name));
      districtsOfName.set(own, (districtsOfName.get(own) ?? new Set()).add(place.district));
    });
    for (const entry of names) {
      const index = indexOf.get(entry.place)!;
      for (const name of [...entry.si, ...entry.ta]) {
        const words = wordsOf(name, true);
        const text = words.join('');
        if (!text) continue;
        this.native.add(text, words, index);
        addExact(text, index);
      }
    }
    this.latin.seal();
    this.native.seal();
    this.labels = places.map((p) =>
      districtsOfName.get(compact(normalise(p.name)))!.size > 1 ? `${p.name}, ${p.district}` : p.name,
    );
    this.placeDistricts = places.map((p) => districtKey(p.district));
    this.districts = new Set(this.placeDistricts);
  }

  /** Is this text (any spelling the geocoder accepts, "Nuwara Eliya District") one of the 25 districts? */
  isDistrict(text: string): boolean {
    return this.districts.has(districtKey(text));
  }

  /**
   * Places named exactly `name` (a name or an alias, spaces ignored), no near misses: those of `district` first, then
   * by kind (a town before a sight of the same name) and district capitals first. For reading addresses, where
   * every word is a guess and only an exact name is evidence.
   */
  exactly(name: string, district?: string): GeocodeMatch[] {
    const within = district ? districtKey(district) : '';
    const found = this.exact.get(read(name).text) ?? [];
    const inDistrict = (index: number) => (within && this.placeDistricts[index] === within ? 1 : 0);
    return [...found]
      .sort((a, b) => {
        const [pa, pb] = [this.places[a]!, this.places[b]!];
        return (
          inDistrict(b) - inDistrict(a) ||
          kindWeight[pb.kind] - kindWeight[pa.kind] ||
          Number(pb.districtCapital) - Number(pa.districtCapital) ||
          pa.name.localeCompare(pb.name)
        );
      })
      .map((index) => ({ place: this.places[index]!, score: 1 + inDistrict(index), label: this.labels[index]! }));
  }

  search(query: string, limit = 5, mode: Mode = 'whole'): GeocodeMatch[] {
    // "Wattegama, Monaragala": after the last comma a district, whose places come first; GeoNames' own district may
    // differ from the Survey Department's near a boundary, so a place elsewhere still answers when none there does.
    const comma = query.lastIndexOf(',');
    const district = comma > 0 ? districtKey(query.slice(comma + 1)) : '';
    if (this.districts.has(district)) return this.searchName(query.slice(0, comma), limit, mode, district);
    const found = this.searchName(query, limit, mode);
    // "Galle Fort, Galle" or "Arugam Bay, Pottuvil": the part before the first comma names the place.
    if (found.length === 0 && query.includes(','))
      return this.searchName(query.slice(0, query.indexOf(',')), limit, mode);
    return found;
  }

  /** Places as a traveller types: the text so far, its last word perhaps unfinished ("Bandaranaike Air"). */
  suggest(query: string, limit: number): GeocodeMatch[] {
    return this.search(query, limit, 'typing');
  }

  /** For a text that found nothing: places with a name like it ("did you mean"), a word of it or a longer slip. */
  nearMisses(query: string, limit: number): GeocodeMatch[] {
    return this.search(query, limit, 'loose');
  }

  private searchName(name: string, limit: number, mode: Mode, district?: string): GeocodeMatch[] {
    const found = this.searchText(name, limit, mode, district);
    // "Devinuwara (Dondra)", as GeoNames writes it: the name outside the brackets.
    return found.length === 0 && name.includes('(')
      ? this.searchText(name.replace(/\([^)]*\)?/g, ' '), limit, mode, district)
      : found;
  }

  private searchText(query: string, limit: number, mode: Mode, district?: string): GeocodeMatch[] {
    const reading = read(query);
    const { text, native } = reading;
    if (text.length < 2) return [];
    const index = native ? this.native : this.latin;
    const scores = new Map<number, number>();
    const offer = (place: number, score: number) => {
      // Only an exact name in the district outranks an exact name elsewhere.
      const s =
        district && this.placeDistricts[place] === district
          ? Math.min(score + IN_DISTRICT_BONUS, score === 1 ? 2 : 0.99)
          : score;
      if ((scores.get(place) ?? 0) < s) scores.set(place, s);
    };
    for (const place of this.exact.get(text) ?? []) offer(place, 1);
    this.byWords(index, reading, mode, offer);
    this.byText(index, text, native, mode, offer, 0);
    // "Kandy city", "Matara district": the name without the words that only say what it is.
    const core = reading.core.join('');
    if (reading.fillers.length > 0 && core.length >= 2 && core !== text) {
      for (const place of this.exact.get(core) ?? []) offer(place, 0.97);
      this.byText(index, core, native, mode, offer, 0.03);
    }
    if (reading.kind) this.ofKind(reading, offer);
    return [...scores.entries()]
      .map(([place, score]) => ({ index: place, place: this.places[place]!, score }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          kindWeight[b.place.kind] - kindWeight[a.place.kind] ||
          (b.place.prominence ?? 0) - (a.place.prominence ?? 0) ||
          Number(b.place.districtCapital) - Number(a.place.districtCapital) ||
          a.place.name.localeCompare(b.place.name),
      )
      .slice(0, limit)
      .map(({ index, place, score }) => ({ place, score, label: this.labels[index]! }));
  }

  /**
   * Names whose words are the text's words, in any order: each word of the text that names something is a word of
   * the name (the same word, a typing mistake in a long one, or, for the word being typed, its start); words such as
   * "airport" are tolerated when the name lacks them and count a little when it has them. A name with more words
   * than asked for ranks lower ("Kandy" before "Kandy Lake"). Loosely, one word of the text found is enough.
   */
  private byWords(index: NameIndex, reading: Reading, mode: Mode, offer: (place: number, score: number) => void): void {
    const { core, fillers, native } = reading;
    if (core.length === 0) return;
    const costs = new Map<number, { cost: number; matched: number }>();
    core.forEach((word, position) => {
      const typing = mode === 'typing' && position === core.length - 1;
      const minPrefix = native ? 2 : 3;
      const edits = wordEditsOf(word.length, native) + (mode === 'loose' && word.length >= 6 ? 1 : 0);
      const best = new Map<number, number>();
      const take = (vocabularyWord: string, cost: number) => {
        for (const key of index.byWord.get(vocabularyWord)!)
          if ((best.get(key) ?? Infinity) > cost) best.set(key, cost);
      };
      const known = index.byWord.has(word);
      if (known) take(word, 0);
      // A word the names hold is that word; only a word being typed, or a loose search, looks further. A text of one
      // word is compared with whole names too (byText), which finds its slips: the words need not be.
      if ((!known && core.length > 1) || typing || mode === 'loose') {
        for (const candidate of index.vocabulary) {
          if (candidate === word) continue;
          if ((typing || mode === 'loose') && word.length >= minPrefix && candidate.startsWith(word))
            take(candidate, 0.02);
          else if (edits > 0 && word.length >= 4) {
            const d = editDistance(word, candidate, edits);
            if (d <= edits) take(candidate, 0.05 * d);
          }
        }
      }
      for (const [key, cost] of best) {
        const seen = costs.get(key);
        costs.set(key, seen ? { cost: seen.cost + cost, matched: seen.matched + 1 } : { cost, matched: 1 });
      }
    });
    for (const [keyIndex, { cost, matched }] of costs) {
      if (mode !== 'loose' && matched < core.length) continue;
      const key = index.keys[keyIndex]!;
      const extra = Math.max(0, key.core.length - core.length);
      const said = fillers.filter((w) => key.fillers.includes(w)).length;
      const unsaid = key.fillers.filter((w) => !fillers.includes(w)).length;
      const missing = core.length - matched;
      const kindFits = reading.kind && this.places[key.place]!.kind === reading.kind ? 0.02 : 0;
      offer(
        key.place,
        Math.min(0.98, 0.95 - cost - 0.03 * extra - 0.005 * unsaid + 0.01 * said + kindFits - 0.2 * missing),
      );
    }
  }

  /** The whole text against whole names: names that start with it, hold it, or are a small slip from it. */
  private byText(
    index: NameIndex,
    text: string,
    native: boolean,
    mode: Mode,
    offer: (place: number, score: number) => void,
    less: number,
  ): void {
    const maxEdits = maxEditsOf(text.length, native) + (mode === 'loose' ? 1 : 0);
    const minPrefix = native ? 2 : 3;
    for (const key of index.keys) {
      if (key.text === text) continue;
      if (text.length >= minPrefix && key.text.startsWith(text))
        offer(key.place, 0.85 - (key.text.length - text.length) * 0.005 - less);
      else if (text.length >= 4 && key.text.includes(text)) offer(key.place, 0.7 - less);
      else if (maxEdits > 0) {
        const d = editDistance(text, key.text, maxEdits);
        if (d <= maxEdits) offer(key.place, 0.8 - d * 0.1 - less);
      }
    }
  }

  /**
   * A text that says what kind of place it means: "airport" alone is the best-known airport; "Katunayake airport"
   * is the airport of the town it names, when the name is not an airport's own.
   */
  private ofKind(reading: Reading, offer: (place: number, score: number) => void): void {
    if (reading.kind !== 'airport') return;
    const airports = this.places.flatMap((p, i) => (p.kind === 'airport' ? [i] : []));
    if (reading.core.length === 0) {
      for (const i of airports) offer(i, 0.9);
      return;
    }
    const towns = this.exact.get(reading.core.join('')) ?? [];
    for (const town of towns) {
      const t = this.places[town]!;
      if (t.kind === 'airport') continue;
      const nearest = airports
        .map((i) => ({ i, km: approxKm(t, this.places[i]!) }))
        .filter((a) => a.km <= TOWN_AIRPORT_KM)
        .sort((a, b) => a.km - b.km)[0];
      if (nearest) offer(nearest.i, 0.975);
    }
  }
}

/** A short distance in km, for "the airport of this town" (equirectangular: exact enough within 25 km). */
function approxKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180)) * 111.32;
  const y = (b.lat - a.lat) * 110.57;
  return Math.hypot(x, y);
}
