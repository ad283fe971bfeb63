import {
  editDistance,
  haversineKm,
  normalise,
  type AttractionRecord,
  type BuiltInGeoProvider,
  type GeoData,
  type PlaceRecord,
} from '../../geo/geo.module.js';

export type FoundPlace = { readonly place: PlaceRecord; readonly attraction: AttractionRecord | null };

/** Words of travel questions that are never read as a place name on their own, though a town or alias may be spelt so. */
const COMMON = new Set(
  `a about after again all also am an and any anything are around as at be beach beaches before best between big bus but by can car cost costs could day days
  did do does drive driving during each east entry far fee fees for from get getting go going good has have how i if in is it its just km kms know like long
  many me month months more most my near need next north not now of on one open or our park parks place places plan please price rain safe season see
  should so some south tea than that the their there these they this time to today train trains trip tuktuk travel two up us very visit want was way we
  weather week well west what when where which who why will with would you your fort rock city town lake bay hill temple station airport beach falls peak
  view garden market island point coast old new hills kids children family open closed close ticket tickets fare fares cheap much hours hour route safe
  distance first second third class whale whales dolphin dolphins surf surfing safari safaris leopard leopards elephant elephants turtle turtles festival perahera esala poson vesak poya pilgrimage gathering sri lanka help account password share save print business guesthouse hotel money cash card visa malaria dengue health water food`.split(
    /\s+/,
  ),
);
const MAX_WORDS = 5;
/** A town's namesake sight is in it or within this many km (Bundala village and its national park). */
const NAMESAKE_KM = 15;

/**
 * Finds the places a question names, from the geo engine's gazetteer (names and aliases, longest phrase first), and
 * misspelt ones through the engine's own fuzzy geocoder. Each place comes with its sight, when it is one or a town's
 * namesake sight (Sigiriya the town: Sigiriya Rock Fortress).
 */
export class PlaceFinder {
  private readonly byName = new Map<string, string>();
  private readonly places = new Map<string, PlaceRecord>();

  constructor(
    private readonly engine: BuiltInGeoProvider,
    private readonly data: GeoData,
  ) {
    for (const place of data.places) {
      this.places.set(place.id, place);
      for (const name of [place.name, ...place.aliases]) {
        const key = normalise(name);
        if (key && !this.byName.has(key)) this.byName.set(key, name);
      }
    }
  }

  find(words: readonly string[]): FoundPlace[] {
    const found: FoundPlace[] = [];
    for (let i = 0; i < words.length;) {
      const hit = this.match(words, i);
      if (hit) {
        if (!found.some((f) => f.place.id === hit.place.id)) found.push(this.withSight(hit.place));
        i += hit.length;
      } else i++;
    }
    return found;
  }

  private match(words: readonly string[], i: number): { place: PlaceRecord; length: number } | null {
    for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (n === 1 && COMMON.has(phrase)) continue;
      if (this.byName.has(phrase)) {
        const place = this.resolve(phrase);
        if (place) return { place, length: n };
      }
    }
    const word = words[i]!;
    if (word.length < 5 || COMMON.has(word) || /\d/.test(word)) return null;
    // A misspelt name ("Sigirya", "Pasikuda"): the engine's fuzzy match, kept only when it is close to the word typed.
    const pair = words[i + 1] && !COMMON.has(words[i + 1]!) ? `${word} ${words[i + 1]}` : null;
    for (const [text, length] of pair
      ? ([
          [pair, 2],
          [word, 1],
        ] as const)
      : ([[word, 1]] as const)) {
      const place = this.resolve(text);
      // Two letters off only in a longer word: "first" is not "Fort", but "Sigirya" is Sigiriya.
      // Only towns, sights, airports and the like: a thousand villages would turn "esala" into Ekala and "perahera" into Elahera.
      const allowed = text.length <= 6 ? 1 : 2;
      if (
        place &&
        place.kind !== 'locality' &&
        [place.name, ...place.aliases].some(
          (name) => editDistance(normalise(name).split(' ').slice(0, length).join(' '), text, allowed) <= allowed,
        )
      )
        return { place, length };
    }
    return null;
  }

  private resolve(text: string): PlaceRecord | null {
    const best = this.engine.geocodeNow(text)?.best;
    return best ? (this.places.get(best.id) ?? null) : null;
  }

  private withSight(place: PlaceRecord): FoundPlace {
    const own = place.attractionId ? this.data.attractions.find((a) => a.id === place.attractionId) : undefined;
    const key = normalise(place.name);
    const namesake = this.data.attractions
      // Its namesake: named after it, and in it or close by (Bundala the village: Bundala National Park).
      .filter(
        (a) =>
          normalise(a.name).startsWith(`${key} `) &&
          (normalise(a.nearestTown) === key || haversineKm(place.lat, place.lng, a.lat, a.lng) <= NAMESAKE_KM),
      )
      .sort((a, b) => b.ratingCount - a.ratingCount)[0];
    return { place, attraction: own ?? namesake ?? null };
  }
}
