import type { PlaceRecord } from './geo.data.js';

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
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
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
const kindWeight: Record<PlaceRecord['kind'], number> = { town: 6, airport: 5, suburb: 4, locality: 3.5, sight: 3, station: 2, junction: 1 };

type Key = { readonly text: string; readonly place: number };

/** In "Name, District", a place of that district outranks any other match except an exact name elsewhere. */
const IN_DISTRICT_BONUS = 0.25;

export type GeocodeMatch = { readonly place: PlaceRecord; readonly score: number; readonly label: string };

/** "Nuwara Eliya District" and "Moneragala" (GeoNames' spelling) name the districts the data calls Nuwara Eliya and Monaragala. */
const districtKey = (text: string): string => compact(normalise(text).replace(/\bdistrict\b/g, ' ')).replace(/^moneragala$/, 'monaragala');

/**
 * Free text to places: exact names and aliases first (spaces ignored, so "Nuwaraeliya" finds Nuwara Eliya), then names
 * that start with the text, then names within a small edit distance ("Kandyy"). Airport codes are aliases. In "Name,
 * District" that district's places come first; a name that places in different districts share is labelled with the
 * district ("Wattegama, Monaragala"). Indexed once, when the engine is built at boot.
 */
export class Geocoder {
  private readonly keys: Key[] = [];
  private readonly exact = new Map<string, number[]>();
  private readonly labels: string[];
  private readonly districts: Set<string>;
  private readonly placeDistricts: readonly string[];

  constructor(private readonly places: readonly PlaceRecord[]) {
    const districtsOfName = new Map<string, Set<string>>();
    places.forEach((place, index) => {
      for (const name of [place.name, ...place.aliases]) {
        const text = compact(normalise(name));
        if (!text) continue;
        this.keys.push({ text, place: index });
        const list = this.exact.get(text);
        if (list) {
          if (!list.includes(index)) list.push(index);
        } else this.exact.set(text, [index]);
      }
      const own = compact(normalise(place.name));
      districtsOfName.set(own, (districtsOfName.get(own) ?? new Set()).add(place.district));
    });
    this.labels = places.map((p) => (districtsOfName.get(compact(normalise(p.name)))!.size > 1 ? `${p.name}, ${p.district}` : p.name));
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
    const found = this.exact.get(compact(normalise(name))) ?? [];
    const inDistrict = (index: number) => (within && this.placeDistricts[index] === within ? 1 : 0);
    return [...found]
      .sort((a, b) => {
        const [pa, pb] = [this.places[a]!, this.places[b]!];
        return inDistrict(b) - inDistrict(a) || kindWeight[pb.kind] - kindWeight[pa.kind] || Number(pb.districtCapital) - Number(pa.districtCapital) || pa.name.localeCompare(pb.name);
      })
      .map((index) => ({ place: this.places[index]!, score: 1 + inDistrict(index), label: this.labels[index]! }));
  }

  search(query: string, limit = 5): GeocodeMatch[] {
    // "Wattegama, Monaragala": after the last comma a district, whose places come first; GeoNames' own district may
    // differ from the Survey Department's near a boundary, so a place elsewhere still answers when none there does.
    const comma = query.lastIndexOf(',');
    const district = comma > 0 ? districtKey(query.slice(comma + 1)) : '';
    if (this.districts.has(district)) return this.searchName(query.slice(0, comma), limit, district);
    const found = this.searchName(query, limit);
    // "Galle Fort, Galle" or "Arugam Bay, Pottuvil": the part before the first comma names the place.
    if (found.length === 0 && query.includes(',')) return this.searchName(query.slice(0, query.indexOf(',')), limit);
    return found;
  }

  private searchName(name: string, limit: number, district?: string): GeocodeMatch[] {
    const found = this.searchText(name, limit, district);
    // "Devinuwara (Dondra)", as GeoNames writes it: the name outside the brackets.
    return found.length === 0 && name.includes('(') ? this.searchText(name.replace(/\([^)]*\)?/g, ' '), limit, district) : found;
  }

  private searchText(query: string, limit: number, district?: string): GeocodeMatch[] {
    const text = compact(normalise(query));
    if (text.length < 2) return [];
    const scores = new Map<number, number>();
    const offer = (place: number, score: number) => {
      // Only an exact name in the district outranks an exact name elsewhere.
      const s = district && this.placeDistricts[place] === district ? Math.min(score + IN_DISTRICT_BONUS, score === 1 ? 2 : 0.99) : score;
      if ((scores.get(place) ?? 0) < s) scores.set(place, s);
    };
    for (const place of this.exact.get(text) ?? []) offer(place, 1);
    const maxEdits = text.length <= 4 ? 1 : text.length <= 8 ? 2 : 3;
    for (const key of this.keys) {
      if (key.text === text) continue;
      if (text.length >= 3 && key.text.startsWith(text)) offer(key.place, 0.85 - (key.text.length - text.length) * 0.005);
      else if (text.length >= 4 && key.text.includes(text)) offer(key.place, 0.7);
      else {
        const d = editDistance(text, key.text, maxEdits);
        if (d <= maxEdits) offer(key.place, 0.8 - d * 0.1);
      }
    }
    return [...scores.entries()]
      .map(([place, score]) => ({ index: place, place: this.places[place]!, score }))
      .sort((a, b) => b.score - a.score || kindWeight[b.place.kind] - kindWeight[a.place.kind] || Number(b.place.districtCapital) - Number(a.place.districtCapital) || a.place.name.localeCompare(b.place.name))
      .slice(0, limit)
      .map(({ index, place, score }) => ({ place, score, label: this.labels[index]! }));
  }
}
