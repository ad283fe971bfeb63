import { describe, expect, it } from 'vitest';
import { placeLabels, type Box } from './label-placement';
import type { LabelRow } from './map-data';

// A flat 1:1 projection: a degree is 100 px, so the tests can reason in pixels.
const toPixel = (lng: number, lat: number) => ({ x: lng * 100, y: lat * 100 });
const measure = (text: string) => text.length * 7;
const options = { zoom: 9, width: 400, height: 300, toPixel, measure };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('placeLabels', () => {
  it('places no two labels over each other, even where places crowd', () => {
    // 300 places in a pseudo-random scatter (a fixed sequence, so the test always sees the same map).
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const rows: LabelRow[] = Array.from({ length: 300 }, (_, i) => [
      `Place ${i}`,
      next() * 4,
      next() * 3,
      7 + (i % 3),
      'town',
    ]);
    const placed = placeLabels(rows, options);
    expect(placed.length).toBeGreaterThan(20);
    expect(placed.length).toBeLessThan(300);
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++)
        expect(overlaps(placed[i]!.box, placed[j]!.box), `${placed[i]!.name} / ${placed[j]!.name}`).toBe(false);
      const { box } = placed[i]!;
      expect(box.x >= 0 && box.y >= 0 && box.x + box.w <= 400 && box.y + box.h <= 300).toBe(true);
    }
  });

  it('names the more important place where two compete, and a label that does not fit on the right on its left', () => {
    const rows: LabelRow[] = [
      ['Kandy', 1, 1, 7, 'capital'],
      ['Peradeniya', 1.5, 1, 8, 'town'],
      ['Batticaloa', 3.9, 2, 7, 'capital'],
    ];
    const placed = placeLabels(rows, options);
    expect(placed.map((p) => [p.name, p.side])).toEqual([
      ['Kandy', 'right'],
      ['Peradeniya', 'right'],
      ['Batticaloa', 'left'],
    ]);
    // So close that Peradeniya's dot lies under Kandy's label: only Kandy is named.
    const crowded = placeLabels([rows[0]!, ['Peradeniya', 1.15, 1, 8, 'town']], options);
    expect(crowded.map((p) => p.name)).toEqual(['Kandy']);
  });

  it('shows a place only from its zoom on, only inside the map, and never over reserved room', () => {
    const rows: LabelRow[] = [
      ['Sigiriya', 2, 1, 11, 'sight'],
      ['Outside', 9, 1, 7, 'town'],
      ['Dambulla', 1, 2, 7, 'town'],
    ];
    expect(placeLabels(rows, options).map((p) => p.name)).toEqual(['Dambulla']);
    expect(placeLabels(rows, { ...options, zoom: 11 }).map((p) => p.name)).toEqual(['Sigiriya', 'Dambulla']);
    // A route marker over Dambulla's dot: it is not named.
    const marker: Box = { x: 86, y: 186, w: 28, h: 28 };
    expect(placeLabels(rows, { ...options, reserved: [marker] }).map((p) => p.name)).toEqual([]);
  });
});
