import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInGeo } from '../../test/geo.js';
import { geoDataDir } from './geo.data.js';
import { haversineKm } from './geo.math.js';
import { RECALLED_TOLERANCE, railReferences, TOLERANCE } from './rail-reference.js';

const { data } = builtInGeo();
const placeOf = new Map(data.places.map((p) => [p.id, p]));

/** Km along the track between two stations, over every line (the stations' km along their lines). */
function trackKm(from: string, to: string): number {
  const next = new Map<string, { to: string; km: number }[]>();
  const link = (a: string, b: string, km: number) => next.set(a, [...(next.get(a) ?? []), { to: b, km }]);
  for (const line of data.rail) {
    line.stops.slice(1).forEach((stop, i) => {
      const prev = line.stops[i]!;
      link(prev.station, stop.station, stop.km - prev.km);
      link(stop.station, prev.station, stop.km - prev.km);
    });
  }
  const best = new Map([[from, 0]]);
  const open = new Set([from]);
  while (open.size > 0) {
    const here = [...open].reduce((a, b) => (best.get(a)! <= best.get(b)! ? a : b));
    open.delete(here);
    if (here === to) return best.get(to)!;
    for (const step of next.get(here) ?? []) {
      const km = best.get(here)! + step.km;
      if (km < (best.get(step.to) ?? Infinity)) {
        best.set(step.to, km);
        open.add(step.to);
      }
    }
  }
  return NaN;
}

const lineKm = (line: readonly (readonly [number, number])[]) =>
  line.slice(1).reduce((sum, [lng, lat], i) => sum + haversineKm(line[i]![1], line[i]![0], lat, lng), 0);

describe('rail on its track', () => {
  it('measures the lines within the tolerance of the published distances (prints the table)', () => {
    const rows = railReferences.map((ref) => {
      const km = trackKm(ref.from, ref.to);
      const off = km / ref.km - 1;
      return {
        ...ref,
        measured: Math.round(km * 10) / 10,
        off,
        limit: ref.confidence === 'sure' ? TOLERANCE : RECALLED_TOLERANCE,
      };
    });
    console.log(
      [
        'rail distance, measured along the OpenStreetMap track vs published:',
        ...rows.map(
          (r) =>
            `  ${`${r.from} - ${r.to}`.padEnd(34)} ${r.measured.toFixed(1).padStart(6)} km vs ${r.km.toFixed(1).padStart(6)} km  ${(r.off * 100).toFixed(1).padStart(5)}%  (limit ${r.limit * 100}%, ${r.confidence})`,
        ),
      ].join('\n'),
    );
    for (const r of rows)
      expect(Math.abs(r.off), `${r.from}-${r.to}: ${r.measured} km against ${r.km} km`).toBeLessThanOrEqual(r.limit);
    expect(rows.filter((r) => r.confidence === 'sure').length).toBeGreaterThanOrEqual(8);
  });

  it('puts every station on its line, near its gazetteer point, in order along the track', () => {
    const snaps: number[] = [];
    for (const line of data.rail) {
      for (const [i, stop] of line.stops.entries()) {
        expect(stop.station).toBe(line.stations[i]);
        expect(line.geometry[stop.vertex]).toEqual([stop.lng, stop.lat]);
        const place = placeOf.get(stop.station)!;
        const moved = haversineKm(place.lat, place.lng, stop.lat, stop.lng) * 1000;
        expect(Math.abs(moved - stop.snapM), `${line.id} ${stop.station}`).toBeLessThanOrEqual(2);
        // Curated town points can be a few km from their station (Gal Oya Junction, Medawachchiya), never more.
        expect(stop.snapM, `${line.id} ${stop.station}`).toBeLessThanOrEqual(7000);
        snaps.push(stop.snapM);
      }
      expect(line.stops.at(-1)!.km).toBe(line.lengthKm);
      // The drawn line is simplified, so a little shorter than the measured one, never longer, never much shorter.
      const drawn = lineKm(line.geometry);
      expect(drawn, line.id).toBeLessThanOrEqual(line.lengthKm * 1.001);
      expect(drawn, line.id).toBeGreaterThanOrEqual(line.lengthKm * 0.97);
    }
    snaps.sort((a, b) => a - b);
    console.log(
      `station snap distances: ${snaps.length} stops, median ${snaps[snaps.length >> 1]} m, max ${snaps.at(-1)} m`,
    );
  });

  it('follows the track, not the straight line between stations (the hills wind)', () => {
    const main = data.rail.find((l) => l.id === 'main')!;
    const at = (id: string) => main.stops.find((s) => s.station === id)!;
    const [nanuOya, ella] = [at('nanu-oya'), at('ella')];
    const straight = haversineKm(nanuOya.lat, nanuOya.lng, ella.lat, ella.lng);
    expect(ella.km - nanuOya.km).toBeGreaterThan(straight * 1.4);
    expect(ella.vertex - nanuOya.vertex).toBeGreaterThan(50);
  });

  it('keeps the OpenStreetMap data in its own file, with its licence and credit, and lists every hole it jumps', () => {
    const file = JSON.parse(readFileSync(path.join(geoDataDir, 'rail.json'), 'utf8')) as {
      licence: string;
      attribution: string;
      jumps: { kind: string; km: number; line: string }[];
    };
    expect(file.licence).toMatch(/^ODbL 1\.0/);
    expect(file.attribution).toBe('© OpenStreetMap contributors');
    expect(data.railSource.attribution).toBe('© OpenStreetMap contributors');
    const holes = file.jumps.filter((j) => j.kind === 'hole');
    console.log(
      `holes in the OSM track jumped: ${holes.length}, ${holes.reduce((s, j) => s + j.km, 0).toFixed(1)} km in all, the longest ${Math.max(...holes.map((j) => j.km))} km`,
    );
    for (const j of file.jumps) expect(data.rail.some((l) => l.id === j.line)).toBe(true);
    // No other data file carries OpenStreetMap data.
    for (const other of ['gazetteer.json', 'roads.json', 'attractions.json', 'outline.json'])
      expect(readFileSync(path.join(geoDataDir, other), 'utf8')).not.toMatch(/openstreetmap/i);
  });
});
