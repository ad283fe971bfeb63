import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { MultiPolygon, Position } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import { outDir, readInputs, serialise } from '../../../../scripts/map-data/build.mjs';
import { BANDS, buildMapData, FILE_BUDGET_GZIP } from '../../../../scripts/map-data/layers.mjs';
import { chainLines, ringArea, simplifyRing } from '../../../../scripts/map-data/simplify.mjs';

const committed = (name: string) => readFileSync(path.join(outDir, name), 'utf8');
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const land = (band: number) =>
  JSON.parse(committed(`land-z${band}.json`)) as {
    coast: { geometry: MultiPolygon };
    districts: { geometry: { coordinates: Position[][] } };
  };
const vertices = (polygons: Position[][][]) => polygons.flat().reduce((sum, ring) => sum + ring.length, 0);

describe('the offline map data (scripts/map-data)', () => {
  let rebuilt: Record<string, string>;
  beforeAll(() => {
    rebuilt = serialise(buildMapData(readInputs()));
  });

  it('is committed exactly as the builder makes it from today’s inputs (else run `npm run map:data`)', () => {
    expect(readdirSync(outDir).sort()).toEqual(Object.keys(rebuilt).sort());
    for (const [name, text] of Object.entries(rebuilt)) expect(committed(name), name).toBe(text);
  });

  it('keeps every coastline ring closed, with the main island whole, and simplifies more the further out the band', () => {
    const counts = BANDS.map(({ band }) => {
      const polygons = land(band).coast.geometry.coordinates;
      for (const ring of polygons.flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[ring.length - 1]).toEqual(ring[0]);
      }
      // The main island is about 65,600 km², some 5.4 square degrees at this latitude.
      const largest = Math.max(...polygons.map((p) => ringArea(p[0]!)));
      expect(largest).toBeGreaterThan(5.2);
      expect(largest).toBeLessThan(5.6);
      return { rings: polygons.length, points: vertices(polygons) };
    });
    for (let i = 1; i < counts.length; i++) {
      expect(counts[i]!.points).toBeGreaterThan(counts[i - 1]!.points);
      expect(counts[i]!.rings).toBeGreaterThanOrEqual(counts[i - 1]!.rings);
    }
  });

  it('draws the lines between districts, not their coasts', () => {
    for (const { band } of BANDS) {
      const lines = land(band).districts.geometry.coordinates;
      expect(lines.length).toBeGreaterThan(10);
      for (const line of lines) expect(line.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps every file within its size budget, and what the island view needs small', () => {
    for (const [name, text] of Object.entries(rebuilt)) expect(gzip(text), name).toBeLessThanOrEqual(FILE_BUDGET_GZIP);
    // What a route fitted at zoom 9-10 may need on top of the first band: the rest of the 300 KB is the map's code.
    const firstTwo = Object.entries(rebuilt).filter(([name]) => /-z[01]\.json$/.test(name));
    expect(firstTwo.reduce((sum, [, text]) => sum + gzip(text), 0)).toBeLessThan(150 * 1024);
  });

  it('keeps the railway (ODbL) in files of its own, credited to OpenStreetMap', () => {
    for (const { band } of BANDS) {
      const rail = JSON.parse(committed(`rail-z${band}.json`)) as {
        attribution: { text: string; licence: string };
        rail: { features: unknown[] };
      };
      expect(rail.attribution).toMatchObject({ text: '© OpenStreetMap contributors', licence: 'ODbL-1.0' });
      expect(rail.rail.features.length).toBeGreaterThan(0);
      expect(committed(`land-z${band}.json`)).not.toContain('OpenStreetMap');
      expect(committed(`roads-z${band}.json`)).not.toContain('OpenStreetMap');
    }
  });

  it('names all 25 district capitals from the island view, every place closer in, each in the band of its zoom', () => {
    const rows = BANDS.map(
      ({ band }) =>
        (JSON.parse(committed(`labels-z${band}.json`)) as { labels: [string, number, number, number, string][] })
          .labels,
    );
    expect(rows[0]!.filter((row) => row[4] === 'capital')).toHaveLength(25);
    expect(rows[0]!.map((row) => row[0])).toEqual(
      expect.arrayContaining(['Colombo', 'Kandy', 'Jaffna', 'Galle', 'Trincomalee']),
    );
    BANDS.forEach(({ minZoom, maxZoom }, i) => {
      for (const row of rows[i]!) expect(row[3]).toSatisfy((zoom: number) => zoom >= minZoom && zoom <= maxZoom);
    });
    // Every place of the gazetteer, sights included, is named once the map is close enough.
    const { gazetteer } = readInputs() as { gazetteer: { places: { name: string }[] } };
    expect(
      rows
        .flat()
        .map((row) => row[0])
        .sort(),
    ).toEqual(gazetteer.places.map((place) => place.name).sort());
  });
});

describe('simplification', () => {
  const circle = Array.from({ length: 200 }, (_, i) => [
    80 + Math.cos((i / 200) * 2 * Math.PI),
    7 + Math.sin((i / 200) * 2 * Math.PI),
  ]);

  it('keeps a ring closed and near its shape, and drops one too small to draw', () => {
    const ring = simplifyRing(circle, { tolerance: 0.01, decimals: 3 })!;
    expect(ring.length).toBeLessThan(60);
    expect(ring[ring.length - 1]).toEqual(ring[0]);
    expect(ringArea(ring)).toBeCloseTo(Math.PI, 1);
    expect(simplifyRing(circle, { tolerance: 0.01, decimals: 3, minArea: 4 })).toBeNull();
    expect(
      simplifyRing(
        circle.map(([x, y]) => [x! / 1e4, y! / 1e4]),
        { tolerance: 0.01, decimals: 3 },
      ),
    ).toBeNull();
  });

  it('joins lines that meet end to end, reversing one where needed', () => {
    const joined = chainLines([
      [
        [0, 0],
        [1, 0],
      ],
      [
        [2, 0],
        [1, 0],
      ],
      [
        [5, 5],
        [6, 6],
      ],
    ]);
    expect(joined).toEqual([
      [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      [
        [5, 5],
        [6, 6],
      ],
    ]);
  });
});
