import { normalise } from '../../geo/geo.module.js';
import type { AttractionRecord } from '../../geo/geo.module.js';

/** One attraction a traveller can add to their list. */
export type AttractionChoiceFacts = Pick<AttractionRecord, 'id' | 'name' | 'category' | 'lat' | 'lng' | 'nearestTown' | 'rating'>;

/**
 * "Add a place": every attraction by its name or any alias, each word of the query starting a word of the name
 * ("nine arch", "tooth", "adams"). A whole name matched comes first, then names that start with the query, then the
 * better rated.
 */
export class AttractionSearch {
  private readonly entries: { attraction: AttractionRecord; names: string[][] }[];

  constructor(attractions: readonly AttractionRecord[]) {
    this.entries = attractions.map((attraction) => ({
      attraction,
      names: [attraction.name, ...attraction.aliases].map((n) => normalise(n.replace(/['’]s\b/g, 's')).split(' ').filter(Boolean)),
    }));
  }

  find(query: string, limit: number): AttractionChoiceFacts[] {
    const words = normalise(query.replace(/['’]s\b/g, 's')).split(' ').filter(Boolean);
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
    return hits.slice(0, limit).map(({ a }) => ({ id: a.id, name: a.name, category: a.category, lat: a.lat, lng: a.lng, nearestTown: a.nearestTown, rating: a.rating }));
  }
}
