import { isSinhalaOrTamil, normalise, normaliseNative } from '../../geo/geo.module.js';
import type { AttractionRecord, PlaceRecord } from '../../geo/geo.module.js';

/** One attraction a traveller can add to their list. */
export type AttractionChoiceFacts = Pick<
  AttractionRecord,
  'id' | 'name' | 'category' | 'lat' | 'lng' | 'nearestTown' | 'rating'
>;

/**
 * The words of sights' names in Sinhala and Tamil, as the English words the attractions' names use: a Sinhala or Tamil
 * query is read as its place names (the gazetteer's Sinhala and Tamil names) and these words ("ගාල්ල බලකොටුව" is
 * "galle fort"). The sights themselves have no Sinhala or Tamil names in the data: no openly licensed source of them
 * was found.
 */
const SIGHT_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ['බලකොටුව', 'fort'],
    ['කොටුව', 'fort'],
    ['වැව', 'lake'],
    ['විල', 'lake'],
    ['පන්සල', 'temple'],
    ['විහාරය', 'temple'],
    ['විහාරස්ථානය', 'temple'],
    ['දේවාලය', 'temple'],
    ['කෝවිල', 'temple'],
    ['වෙරළ', 'beach'],
    ['ජාතික', 'national'],
    ['වනෝද්‍යානය', 'park'],
    ['උද්‍යානය', 'park'],
    ['දියඇල්ල', 'falls'],
    ['පාලම', 'bridge'],
    ['කන්ද', 'peak'],
    ['පර්වතය', 'rock'],
    ['ගල', 'rock'],
    ['කෞතුකාගාරය', 'museum'],
    ['ප්‍රදීපාගාරය', 'lighthouse'],
    ['ලෙන', 'cave'],
    ['ගුහාව', 'cave'],
    ['கோட்டை', 'fort'],
    ['ஏரி', 'lake'],
    ['கோவில்', 'temple'],
    ['கோயில்', 'temple'],
    ['விகாரை', 'temple'],
    ['கடற்கரை', 'beach'],
    ['தேசிய', 'national'],
    ['பூங்கா', 'park'],
    ['நீர்வீழ்ச்சி', 'falls'],
    ['பாலம்', 'bridge'],
    ['மலை', 'peak'],
    ['பாறை', 'rock'],
    ['அருங்காட்சியகம்', 'museum'],
    ['கலங்கரை', 'lighthouse'],
    ['குகை', 'cave'],
  ].map(([word, english]) => [normaliseNative(word!), english!]),
);

/** The most words a place's Sinhala or Tamil name has, for reading a query's longest name first. */
const LONGEST_NATIVE_NAME = 4;

/**
 * "Add a place": every attraction by its name or any alias, each word of the query starting a word of the name
 * ("nine arch", "tooth", "adams"). A whole name matched comes first, then names that start with the query, then the
 * better rated.
 */
export class AttractionSearch {
  private readonly entries: { attraction: AttractionRecord; names: string[][] }[];

  constructor(
    attractions: readonly AttractionRecord[],
    /** The place a Sinhala or Tamil name is exactly, or null (the geo engine's gazetteer). */
    private readonly placeNamed: (name: string) => PlaceRecord | null = () => null,
  ) {
    this.entries = attractions.map((attraction) => ({
      attraction,
      names: [attraction.name, ...attraction.aliases].map((n) =>
        normalise(n.replace(/['’]s\b/g, 's'))
          .split(' ')
          .filter(Boolean),
      ),
    }));
  }

  find(query: string, limit: number): AttractionChoiceFacts[] {
    if (!isSinhalaOrTamil(query)) return this.findEnglish(query, limit);
    // In Sinhala or Tamil: the sights of the names and words asked for, else the sights of the places named.
    const { english, places, onlyPlaces } = this.inEnglish(query);
    const found = english ? this.findEnglish(english, limit) : [];
    if (!onlyPlaces || places.length === 0) return found;
    // A town alone: the sights named after it, then its other sights, the better rated first.
    const towns = new Set(places.map((p) => p.name));
    const ids = new Set(found.map((a) => a.id));
    const around = this.entries
      .map((e) => e.attraction)
      .filter((a) => towns.has(a.nearestTown) && !ids.has(a.id))
      .sort((x, y) => y.rating - x.rating || x.name.localeCompare(y.name))
      .map(choiceOf);
    return [...found, ...around].slice(0, limit);
  }

  /** A Sinhala or Tamil query as English words: its place names (longest first) and sights' words; the places named, and whether it is nothing else. */
  private inEnglish(query: string): { english: string; places: PlaceRecord[]; onlyPlaces: boolean } {
    const words = normaliseNative(query).split(' ').filter(Boolean);
    const english: string[] = [];
    const places: PlaceRecord[] = [];
    for (let i = 0; i < words.length;) {
      let taken = 0;
      for (let n = Math.min(LONGEST_NATIVE_NAME, words.length - i); n >= 1 && !taken; n--) {
        // A word of the sights' names is that word, even where a village bears it as its name (ගල, "rock").
        const place = n === 1 && SIGHT_WORDS.has(words[i]!) ? null : this.placeNamed(words.slice(i, i + n).join(' '));
        if (!place) continue;
        english.push(place.name);
        places.push(place);
        taken = n;
      }
      if (!taken) {
        const word = words[i]!;
        const pair = words[i + 1] ? SIGHT_WORDS.get(word + words[i + 1]) : undefined;
        if (pair) {
          english.push(pair);
          taken = 2;
        } else {
          const sight =
            SIGHT_WORDS.get(word) ??
            [...SIGHT_WORDS].find(([native]) => native.length >= 3 && word.startsWith(native))?.[1];
          if (sight) english.push(sight);
          else if (/^[a-z0-9]+$/.test(word)) english.push(word);
          taken = 1;
        }
      }
      i += taken;
    }
    return { english: english.join(' '), places, onlyPlaces: english.length === places.length };
  }

  private findEnglish(query: string, limit: number): AttractionChoiceFacts[] {
    const words = normalise(query.replace(/['’]s\b/g, 's'))
      .split(' ')
      .filter(Boolean);
    if (words.length === 0) return [];
    const hits: { a: AttractionRecord; rank: number }[] = [];
    for (const { attraction, names } of this.entries) {
      let rank = Infinity;
      for (const [i, name] of names.entries()) {
        if (!words.every((w) => name.some((part) => part.startsWith(w)))) continue;
        // The whole name first, then a name that starts with the query, then the rest; its own name before an alias.
        const fit = name.join(' ') === words.join(' ') ? 0 : name[0]!.startsWith(words[0]!) ? 1 : 2;
        rank = Math.min(rank, fit + (i > 0 ? 0.5 : 0));
      }
      if (rank < Infinity) hits.push({ a: attraction, rank });
    }
    hits.sort((x, y) => x.rank - y.rank || y.a.rating - x.a.rating || x.a.name.localeCompare(y.a.name));
    return hits.slice(0, limit).map(({ a }) => choiceOf(a));
  }
}

const choiceOf = (a: AttractionRecord): AttractionChoiceFacts => ({
  id: a.id,
  name: a.name,
  category: a.category,
  lat: a.lat,
  lng: a.lng,
  nearestTown: a.nearestTown,
  rating: a.rating,
});
