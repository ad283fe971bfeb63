import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { builtInGeo } from '../../test/geo.js';
import { geoDataDir } from './geo.data.js';
import { provinces, referencePairs } from './reference-routes.js';

const { data, engine } = builtInGeo();
const place = (text: string) => engine.geocodeNow(text)!.best;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;

// The calibration report the build writes beside the edges, and the RDA's list read here on its own.
type Calibration = {
  rda: string;
  road: string;
  description: string;
  ends: [string, string] | null;
  endStandIn: boolean;
  note: string | null;
  problem?: string;
};
const roadsFile = JSON.parse(readFileSync(path.join(geoDataDir, 'roads.json'), 'utf8')) as {
  calibration: Calibration[];
  interchanges: string[];
};
const official = new Map(
  readFileSync(path.join(paths.root, 'scripts/geo-data/sources/rda-roads.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length === 3)
    .map(([id, , km]) => [id!.trim(), Number(km)] as const),
);

/** Length of the shortest chain of edges numbered `road` between two nodes, or null when the road does not join them. */
function lengthAlong(road: string, from: string, to: string): number | null {
  const dist = new Map([[from, 0]]);
  const open = new Set([from]);
  while (open.size > 0) {
    const u = [...open].reduce((a, b) => (dist.get(a)! <= dist.get(b)! ? a : b));
    open.delete(u);
    if (u === to) return dist.get(u)!;
    for (const e of data.edges) {
      if (e.road !== road || (e.from !== u && e.to !== u)) continue;
      const v = e.from === u ? e.to : e.from;
      const d = dist.get(u)! + e.lengthKm;
      if (d < (dist.get(v) ?? Infinity)) {
        dist.set(v, d);
        open.add(v);
      }
    }
  }
  return null;
}

describe('roads against the RDA', () => {
  it('keeps every A road whose ends are known and modelled within 10% of its official length', () => {
    const ids = new Set(data.places.map((p) => p.id));
    const aRoads = [...official.keys()].filter((id) => /^AA\d{3}$/.test(id));
    const rows = aRoads.map((rda) => {
      const c = roadsFile.calibration.find((x) => x.rda === rda);
      const ends = c?.ends && !c.endStandIn && c.ends.every((id) => ids.has(id)) ? c.ends : null;
      const km = ends && c ? lengthAlong(c.road, ends[0], ends[1]) : null;
      const off = ends && km !== null ? km / official.get(rda)! - 1 : null;
      return { rda, road: c?.road ?? '?', ends, km, off, why: c?.problem ?? c?.note ?? '' };
    });
    const qualifying = rows.filter((r) => r.km !== null);
    const passing = qualifying.filter((r) => Math.abs(r.off!) <= 0.1);
    const lines = rows.map((r) =>
      r.km === null
        ? `  ${r.road.padEnd(4)} not checked: ${r.why}`
        : `  ${r.road.padEnd(4)} ${r.ends!.join(' - ').padEnd(40)} ${r.km.toFixed(1).padStart(6)} km, official ${official.get(r.rda)} (${pct(r.off!)})${Math.abs(r.off!) > 0.1 ? `  FAILS: ${r.why}` : ''}`,
    );
    console.log(
      `A roads in the RDA list: ${rows.length}; ends known and modelled: ${qualifying.length}; within 10%: ${passing.length}\n${lines.join('\n')}`,
    );
    expect(qualifying.length).toBeGreaterThanOrEqual(28);
    // A road may fail only where the build found its modelled places farther apart than its official length (a
    // GeoNames point or a junction that is not where the road ends), which scaling cannot honestly fix.
    for (const r of qualifying.filter((x) => Math.abs(x.off!) > 0.1)) expect(r.why, r.road).toMatch(/straight line/);
    expect(qualifying.length - passing.length).toBeLessThanOrEqual(1);
  });

  it('enters and leaves expressways only at their interchanges', () => {
    const byId = new Map(data.places.map((p) => [p.id, p]));
    const interchanges = new Set(roadsFile.interchanges);
    for (const id of interchanges) expect(byId.get(id)?.kind, id).toBe('junction');
    const expresswayEnds = data.edges.filter((e) => e.class === 'expressway').flatMap((e) => [e.from, e.to]);
    expect(expresswayEnds.filter((id) => !interchanges.has(id))).toEqual([]);
  });

  it('takes an expressway where it shortens the trip, and not on a long detour', () => {
    const toGalle = engine.routeNow(place('Colombo'), place('Galle'), [], false)!;
    expect(toGalle.legs[0]!.roads).toContain('E01');
    const toElla = engine.routeNow(place('Colombo'), place('Ella'), [], false)!;
    expect(toElla.distanceKm).toBeLessThan(240);
    const toBentota = engine.routeNow(place('Colombo'), place('Bentota'), [], false)!;
    expect(toBentota.legs[0]!.roads).not.toContain('E01');
    expect(toBentota.distanceKm).toBeLessThan(75);
  });
});

describe('accuracy on the reference routes', () => {
  it('covers at least 60 town pairs in all nine provinces, each with its source', () => {
    expect(referencePairs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(referencePairs.flatMap((r) => r.provinces))).toEqual(new Set(provinces));
    for (const r of referencePairs) expect(['google', 'rda']).toContain(r.source);
  });

  it('keeps the routes within 12% of the published distance and 25% of the typical time, and prints the figure', () => {
    const rows = referencePairs.map((ref) => {
      const route = engine.routeNow(place(ref.from), place(ref.to), [], false)!;
      const km = route.distanceKm / ref.km - 1;
      const time = route.durationMinutes / (ref.hours * 60) - 1;
      return { ref, route, km, time, ok: Math.abs(km) <= 0.12 && Math.abs(time) <= 0.25 };
    });
    const share = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    const both = share((r) => r.ok);
    const worst = [...rows].sort(
      (a, b) =>
        Math.max(Math.abs(b.km) / 0.12, Math.abs(b.time) / 0.25) -
        Math.max(Math.abs(a.km) / 0.12, Math.abs(a.time) / 0.25),
    );
    console.log(
      `reference routes: ${rows.length}; within 12% on distance ${(share((r) => Math.abs(r.km) <= 0.12) * 100).toFixed(1)}%, ` +
        `within 25% on time ${(share((r) => Math.abs(r.time) <= 0.25) * 100).toFixed(1)}%, both ${(both * 100).toFixed(1)}%\nworst:\n` +
        worst
          .slice(0, 10)
          .map(
            (r) =>
              `  ${`${r.ref.from} - ${r.ref.to}`.padEnd(45)} ${r.route.distanceKm} km vs ${r.ref.km} (${pct(r.km)}), ${r.route.durationMinutes} min vs ${Math.round(r.ref.hours * 60)} (${pct(r.time)})`,
          )
          .join('\n'),
    );
    // The issue asks for 95%; the model reaches 82 of 85 (96.5%). The floor is that figure, so a pair lost fails.
    expect(both).toBeGreaterThanOrEqual(0.964);
    expect(share((r) => Math.abs(r.time) <= 0.25)).toBeGreaterThanOrEqual(0.95);
  });
});
