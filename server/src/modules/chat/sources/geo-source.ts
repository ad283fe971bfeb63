import { haversineKm, type AttractionRecord, type BuiltInGeoProvider, type GeoData, type PlaceRecord } from '../../geo/geo.module.js';
import type { ChatLink, KnowledgeHit, KnowledgeSource } from '../builtin-assistant.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Intent answers outrank keyword matches of the general entries. */
const INTENT_SCORE = 10;

/** "December to April" for [12, 1, 2, 3, 4]; runs are found around the year's end too. */
export function monthRanges(months: readonly number[]): string {
  const set = new Set(months);
  if (set.size === 12) return 'all year';
  const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
  return starts
    .map((start) => {
      let end = start;
      while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start) end = end === 12 ? 1 : end + 1;
      return start === end ? MONTHS[start - 1] : `${MONTHS[start - 1]} to ${MONTHS[end - 1]}`;
    })
    .join(' and ');
}

export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round((minutes % 60) / 5) * 5;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Typical train minutes between key stations, over every line (junctions join them). */
class RailTimes {
  private readonly next = new Map<string, { to: string; minutes: number; line: string }[]>();

  constructor(readonly data: GeoData) {
    for (const line of data.rail) {
      for (const { from, to, minutes } of line.typicalMinutes) {
        this.link(from, to, minutes, line.name);
        this.link(to, from, minutes, line.name);
      }
    }
  }

  private link(from: string, to: string, minutes: number, line: string) {
    this.next.set(from, [...(this.next.get(from) ?? []), { to, minutes, line }]);
  }

  /** The key station within 10 km of a place, if any. */
  stationNear(place: { lat: number; lng: number; id: string }): PlaceRecord | null {
    let best: PlaceRecord | null = null;
    let bestKm = 10;
    for (const id of this.next.keys()) {
      const station = this.data.places.find((p) => p.id === id);
      if (!station) continue;
      const km = id === place.id ? 0 : haversineKm(place.lat, place.lng, station.lat, station.lng);
      if (km < bestKm) [best, bestKm] = [station, km];
    }
    return best;
  }

  /** Fewest minutes from one key station to another (Dijkstra over a few dozen stations), with the lines used. */
  between(from: string, to: string): { minutes: number; lines: string[] } | null {
    const best = new Map<string, { minutes: number; lines: string[] }>([[from, { minutes: 0, lines: [] }]]);
    const open = new Set([from]);
    while (open.size) {
      const current = [...open].reduce((a, b) => (best.get(a)!.minutes <= best.get(b)!.minutes ? a : b));
      open.delete(current);
      if (current === to) return best.get(to)!;
      for (const step of this.next.get(current) ?? []) {
        const here = best.get(current)!;
        const minutes = here.minutes + step.minutes;
        if (minutes < (best.get(step.to)?.minutes ?? Infinity)) {
          best.set(step.to, { minutes, lines: here.lines.at(-1) === step.line ? here.lines : [...here.lines, step.line] });
          open.add(step.to);
        }
      }
    }
    return null;
  }
}

/**
 * Answers from the geo engine: getting from A to B (road distance and driving time, and the train where both ends
 * have a station), what to see around a place, and the best months for a sight.
 */
export class GeoKnowledgeSource implements KnowledgeSource {
  private readonly rail: RailTimes;

  constructor(
    private readonly engine: BuiltInGeoProvider,
    private readonly destinationSlugs: ReadonlySet<string> = new Set(),
  ) {
    this.rail = new RailTimes(engine.data);
  }

  retrieve(question: string): KnowledgeHit[] {
    const q = question.replace(/[?!.]+\s*$/, '').trim();
    const howFar = /\bhow far is\s+(.+?)\s+from\s+(.+)$/i.exec(q);
    const route =
      /\bfrom\s+(.+?)\s+to\s+(.+?)(?:\s+by\s+\w+|\s+on\s+.+)?$/i.exec(q) ??
      /\bbetween\s+(.+?)\s+and\s+(.+)$/i.exec(q) ??
      /^(?:.*?\b)?([\p{L} ]+?)\s+to\s+([\p{L} ]+?)(?:\s+(?:by\s+)?(?:train|bus|car|road))?$/iu.exec(q);
    if (howFar) {
      const hit = this.routeAnswer(howFar[2]!, howFar[1]!);
      if (hit) return [hit];
    } else if (route && !/\b(what|wear|best time|when)\b/i.test(q)) {
      const hit = this.routeAnswer(route[1]!, route[2]!);
      if (hit) return [hit];
    }
    const todo = /\b(?:what to (?:do|see)|things to (?:do|see)|sights|attractions|places to visit|what is there)\b.*?\b(?:in|around|near|at)\s+(.+)$/i.exec(q);
    if (todo) {
      const hit = this.thingsToDo(todo[1]!);
      if (hit) return [hit];
    }
    const when = /\b(?:best time|best months?|when)\b.*?\b(?:to visit|to go to|to go|visit|for|in)\s+(.+)$/i.exec(q);
    if (when) {
      const hit = this.bestTime(when[1]!);
      if (hit) return [hit];
    }
    return [];
  }

  private routeAnswer(fromText: string, toText: string): KnowledgeHit | null {
    const from = this.engine.geocodeNow(fromText)?.best;
    const to = this.engine.geocodeNow(toText)?.best;
    if (!from || !to || from.id === to.id) return null;
    const road = this.engine.routeNow(from, to, [], false);
    if (!road) return null;
    // Numbered roads only (A9, E01); unnumbered local links say nothing to a traveller.
    const roads = [...new Set(road.legs.flatMap((leg) => leg.roads))].filter((r) => /^[AEB]\d/.test(r)).slice(0, 4).join(', ');
    let text = `By road, ${from.name} to ${to.name} is about ${Math.round(road.distanceKm)} km — roughly ${duration(road.durationMinutes)} of driving${roads ? ` (${roads})` : ''}, more with stops and traffic.`;
    const a = this.rail.stationNear(from);
    const b = this.rail.stationNear(to);
    const train = a && b && a.id !== b.id ? this.rail.between(a.id, b.id) : null;
    if (a && b && train) {
      const stations = a.name === from.name && b.name === to.name ? '' : ` (from ${a.name} station to ${b.name})`;
      text += ` By train it takes about ${duration(train.minutes)} on the ${train.lines.join(' and ')}${stations}; reserve seats early in the high season.`;
    }
    return { score: INTENT_SCORE, answer: text, link: { label: `Plan ${from.name} to ${to.name}`, href: '/planner' } };
  }

  private thingsToDo(placeText: string): KnowledgeHit | null {
    const place = this.engine.geocodeNow(placeText)?.best;
    if (!place) return null;
    const near = this.engine.data.attractions
      .map((a) => ({ a, km: haversineKm(place.lat, place.lng, a.lat, a.lng) }))
      .filter(({ km }) => km <= 25)
      .sort((x, y) => y.a.rating + y.a.ratingCount / 1000 - (x.a.rating + x.a.ratingCount / 1000))
      .slice(0, 5);
    if (near.length === 0) return null;
    const list = near.map(({ a }) => `${a.name} (${a.category.replace('-', ' ')}, about ${a.visitHours} h)`).join('; ');
    return { score: INTENT_SCORE, answer: `Around ${place.name}, travellers rate these highest: ${list}.`, link: this.guideLink(place.name) };
  }

  private bestTime(placeText: string): KnowledgeHit | null {
    const place = this.engine.geocodeNow(placeText)?.best;
    if (!place) return null;
    const sight: AttractionRecord | undefined =
      this.engine.data.attractions.find((a) => a.name === place.name || a.id === place.id) ??
      this.engine.data.attractions
        .filter((a) => a.nearestTown.toLowerCase() === place.name.toLowerCase())
        .sort((x, y) => y.ratingCount - x.ratingCount)[0];
    if (!sight) return null;
    const season = `${place.name} is at its best from ${monthRanges(sight.bestMonths)}`;
    const because = sight.name === place.name ? '' : ` — the season of ${sight.name}`;
    const outside =
      sight.category === 'beach'
        ? 'Outside those months the sea on that coast is often rough and swimming can be unsafe.'
        : sight.category === 'national-park'
          ? 'Outside them you can still visit, but expect more rain; parks also close for some weeks in some years, so check with the Department of Wildlife Conservation before you go.'
          : 'Outside them you can still visit, but expect more rain.';
    return { score: INTENT_SCORE, answer: `${season}${because}. ${outside}`, link: this.guideLink(place.name) };
  }

  private guideLink(name: string): ChatLink {
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    return this.destinationSlugs.has(slug) ? { label: `${name} guide`, href: `/destinations/${slug}` } : { label: 'Open the planner', href: '/planner' };
  }
}
