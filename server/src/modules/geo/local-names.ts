import type { GeoData, PlaceRecord } from './geo.data.js';

/** The scripts a place's name is kept in besides English. */
export type LocalScript = 'si' | 'ta';

/**
 * How much a source's name is to be trusted as what a place is called, best first: the Survey Department's district
 * and DS-division names (given to the town they are named after: LK21 Kandy, LK2103 …), OpenStreetMap's `name:si` and
 * `name:ta` of the town itself, then a GN division's name (a smaller unit named after a village, matched by name within
 * a few km: good for finding a place, less sure as its name).
 */
function rank(from: readonly string[]): number {
  const ranks = from.map((code) =>
    /^LK\d{2}$/.test(code) ? 0 : /^LK\d{4}$/.test(code) ? 1 : /^LK\d+$/.test(code) ? 3 : 2,
  );
  return Math.min(...ranks, 4);
}

/**
 * The Sinhala and Tamil names of TripMate's places, for readers of those languages (the geocoder reads every name; a
 * reader is shown one): from the Survey Department's administrative names (CC BY-IGO, data/place-names.json) and
 * OpenStreetMap's (ODbL, data/place-names-osm.json), both described in data/README.md. A place without a name in the
 * script has none here, and is said as the data spells it.
 */
export class LocalNames {
  private readonly names = new Map<
    string,
    { si?: { name: string; rank: number }; ta?: { name: string; rank: number } }
  >();
  private readonly byEnglish = new Map<string, PlaceRecord>();

  constructor(data: Pick<GeoData, 'placeNames' | 'places'>) {
    const english = new Map(data.places.map((p) => [p.id, p.name]));
    for (const entry of data.placeNames) {
      const r = rank(entry.from);
      const known = this.names.get(entry.place) ?? {};
      for (const script of ['si', 'ta'] as const) {
        const name = entry[script][0];
        // A GN division's name only where it names the whole place: "Fort" (කොටුව) is not all of "Colombo Fort".
        const words = (text: string) => text.trim().split(/\s+/).length;
        if (r === 3 && name && words(name) < words(english.get(entry.place) ?? '')) continue;
        if (name && (!known[script] || r < known[script].rank)) known[script] = { name, rank: r };
      }
      this.names.set(entry.place, known);
    }
    // A place named in English as the attractions' nearest towns are: the town (or suburb) of that name first.
    const order = ['town', 'suburb', 'locality', 'station', 'airport', 'junction', 'sight'];
    for (const place of [...data.places].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))) {
      const key = place.name.toLowerCase();
      if (!this.byEnglish.has(key)) this.byEnglish.set(key, place);
    }
  }

  /** A place's name in the script, by its id; null when no source gives one. */
  of(placeId: string, script: LocalScript): string | null {
    return this.names.get(placeId)?.[script]?.name ?? null;
  }

  /** A place's name in the script, by its English name as the data spells it (a sight's nearest town); null when none. */
  ofName(english: string, script: LocalScript): string | null {
    const place = this.byEnglish.get(english.toLowerCase());
    return place ? this.of(place.id, script) : null;
  }
}
