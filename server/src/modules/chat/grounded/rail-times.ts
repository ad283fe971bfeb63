import { haversineKm, type GeoData, type PlaceRecord } from '../../geo/geo.module.js';

/** Typical train minutes between key stations, over every line (junctions join them). */
export class RailTimes {
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
          best.set(step.to, {
            minutes,
            lines: here.lines.at(-1) === step.line ? here.lines : [...here.lines, step.line],
          });
          open.add(step.to);
        }
      }
    }
    return null;
  }
}
