import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { builtInGeo } from '../../test/geo.js';
import { haversineKm } from './geo.math.js';

// Every accuracy-4 row of GeoNames' postal places, read here from the source file, not from the built data.
const rows = readFileSync(path.join(paths.root, 'scripts/geo-data/sources/geonames-postal-LK.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((f) => f[11]?.trim() === '4')
  .map((f) => ({ name: f[2]!, district: f[5]!, lat: Number(f[9]), lng: Number(f[10]) }));

const { data, engine } = builtInGeo();

/** mulberry32: the same typos on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo of the kinds people make: a letter wrong (two in a long name), one missing or extra, two swapped, a space. */
function typo(name: string, next: () => number): string {
  const pick = (n: number) => Math.floor(next() * n);
  const letters = [...name].flatMap((c, i) => (/[a-z]/i.test(c) ? [i] : []));
  const at = letters[pick(letters.length)]!;
  const other = (c: string) => {
    const choices = LETTERS.replace(c.toLowerCase(), '');
    return choices[pick(choices.length)]!;
  };
  const kinds = ['wrong', 'missing', 'extra', 'swapped', 'space', ...(letters.length >= 8 ? ['twoWrong'] : [])];
  switch (kinds[pick(kinds.length)]) {
    case 'wrong':
      return name.slice(0, at) + other(name[at]!) + name.slice(at + 1);
    case 'missing':
      return name.slice(0, at) + name.slice(at + 1);
    case 'extra':
      return name.slice(0, at) + LETTERS[pick(26)] + name.slice(at);
    case 'swapped':
      return at + 1 < name.length
        ? name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
        : name.slice(0, at - 1) + name[at] + name[at - 1];
    case 'space':
      return name.includes(' ') ? name.replace(' ', '') : name.slice(0, at) + ' ' + name.slice(at);
    default: {
      const second = letters.filter((i) => Math.abs(i - at) > 1)[pick(letters.length - 3)] ?? letters[0]!;
      const once = name.slice(0, at) + other(name[at]!) + name.slice(at + 1);
      return once.slice(0, second) + other(once[second]!) + once.slice(second + 1);
    }
  }
}

type Row = (typeof rows)[number];
const hitKm = (query: string, row: Row): number => {
  const best = engine.geocodeNow(query)?.best;
  return best ? haversineKm(best.lat, best.lng, row.lat, row.lng) : Infinity;
};
const percent = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;

describe('the GeoNames gazetteer', () => {
  it('reads all 1,237 accuracy-4 rows of the source', () => {
    expect(rows).toHaveLength(1237);
  });

  it('finds every GeoNames place by its exact name within 1 km of its point', () => {
    const km = rows.map((row) => hitKm(row.name, row));
    const misses = rows.flatMap((row, i) => (km[i]! > 1 ? [`${row.name} (${km[i]!.toFixed(1)} km)`] : []));
    const worst = Math.max(...km.filter((d) => d <= 1));
    console.log(
      `geocoder, exact names: ${rows.length - misses.length}/${rows.length} (${percent(rows.length - misses.length)}) within 1 km; worst hit ${(worst * 1000).toFixed(0)} m; misses: ${misses.join(', ') || 'none'}`,
    );
    // Colpetty (Kollupitiya) alone: GeoNames' point is in the sea 3 km south of it (scripts/geo-data/geonames.mjs).
    expect(rows.filter((_, i) => km[i]! > 1).map((r) => r.name)).toEqual(['Colpetty']);
  });

  it('finds them with a typo in the name (seeded), and says how often', () => {
    const next = random(15);
    const tried = rows.map((row) => ({ row, query: typo(row.name, next) }));
    const misses = tried.filter(({ row, query }) => hitKm(query, row) > 1);
    console.log(
      `geocoder, one typo per name (seed 15): ${rows.length - misses.length}/${rows.length} (${percent(rows.length - misses.length)}) within 1 km; e.g. ${misses
        .slice(0, 12)
        .map((m) => `${m.query} (${m.row.name})`)
        .join(', ')}`,
    );
    expect(rows.length - misses.length).toBeGreaterThanOrEqual(Math.ceil(rows.length * 0.9));
  });

  it('finds every place as "Name, District"', () => {
    const misses = rows.filter((row) => row.name !== 'Colpetty' && hitKm(`${row.name}, ${row.district}`, row) > 1);
    expect(misses.map((r) => r.name)).toEqual([]);
  });

  it('labels a name that places in different districts share with its district, and "Name, District" picks one', () => {
    const wattegama = engine.geocodeNow('Wattegama')!;
    expect(
      [wattegama.best, ...wattegama.alternatives]
        .filter((p) => p.name === 'Wattegama')
        .map((p) => p.label)
        .sort(),
    ).toEqual(['Wattegama, Kandy', 'Wattegama, Monaragala']);
    expect(engine.geocodeNow('Wattegama, Monaragala')!.best).toMatchObject({
      label: 'Wattegama, Monaragala',
      district: 'Monaragala',
      province: 'Uva',
    });
    expect(engine.geocodeNow('Wattegama, Kandy District')!.best).toMatchObject({
      label: 'Wattegama, Kandy',
      district: 'Kandy',
    });
    expect(engine.geocodeNow('Kotagala, Nuwara Eliya')!.best).toMatchObject({
      name: 'Kotagala',
      label: 'Kotagala',
      district: 'Nuwara Eliya',
    });
    expect(engine.geocodeNow('Kandy')!.best.label).toBe('Kandy');
  });

  it('gives every place a district and province of the Survey Department', () => {
    const districts = new Set(data.places.map((p) => p.district));
    expect(districts.size).toBe(25);
    for (const p of [...data.places, ...data.attractions])
      expect(p.province, p.name).toMatch(
        /^(Western|Central|Southern|Northern|Eastern|North Western|North Central|Uva|Sabaragamuwa)$/,
      );
    expect(data.places.find((p) => p.name === 'Kotagala')).toMatchObject({
      district: 'Nuwara Eliya',
      province: 'Central',
      source: 'geonames',
      precision: 'geonames-postal',
    });
  });

  it('answers a lookup quickly once indexed (figures printed, not asserted: machines differ)', () => {
    const next = random(7);
    const queries = rows.slice(0, 400).map((row) => typo(row.name, next));
    const times = queries.map((q) => {
      const t = performance.now();
      engine.geocodeNow(q);
      return performance.now() - t;
    });
    times.sort((a, b) => a - b);
    console.log(`geocoder lookup (typo queries): p50 ${times[200]!.toFixed(3)} ms, p95 ${times[380]!.toFixed(3)} ms`);
    expect(times.length).toBe(400);
  });
});
