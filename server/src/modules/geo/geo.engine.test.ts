import { builtInGeo } from '../../test/geo.js';
import { describe, expect, it } from 'vitest';
import { distanceToRingsKm, haversineKm, pointInMultiPolygon } from './geo.math.js';
import { referencePairs } from './reference-routes.js';

const { data, engine } = builtInGeo();
const outline = data.outline.geometry.coordinates;
const place = (text: string) => {
  const answer = engine.geocodeNow(text);
  if (!answer) throw new Error(`no place for ${text}`);
  return answer.best;
};

describe('the data', () => {
  it('has the sizes the issue asks for', () => {
    expect(data.places.length).toBeGreaterThanOrEqual(250);
    expect(data.edges.length).toBeGreaterThanOrEqual(300);
    expect(data.attractions.length).toBeGreaterThanOrEqual(150);
    expect(data.rail.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Main Line', 'Coastal Line', 'Northern Line', 'Matale Line', 'Kelani Valley Line', 'Batticaloa Line', 'Trincomalee Line']),
    );
    const districtCapitals = data.places.filter((p) => p.districtCapital).map((p) => p.name);
    expect(districtCapitals).toHaveLength(25);
  });

  // Natural Earth's 1:10m outline leaves out the smallest islands; these two sights stand on them.
  const onSmallIslands = new Set(['Nagadeepa Purana Vihara', 'Pigeon Island National Park']);

  it('puts every place and attraction inside Sri Lanka (coastal points within 1.5 km of the Natural Earth outline)', () => {
    const outside = [...data.places, ...data.attractions].filter(
      (p) => !onSmallIslands.has(p.name) && !pointInMultiPolygon(p.lng, p.lat, outline) && distanceToRingsKm(p.lng, p.lat, outline) > 1.5,
    );
    expect(outside.map((p) => p.name)).toEqual([]);
  });

  // The Mannar line crosses to Mannar island on a causeway and bridge, out over the water of the generalised outline.
  const overTheWater = (line: (typeof data.rail)[number]) => {
    if (line.id !== 'mannar') return line.geometry;
    const at = (id: string) => line.stops.find((s) => s.station === id)!.vertex;
    return [...line.geometry.slice(0, at('murunkan') + 1), ...line.geometry.slice(at('mannar'))];
  };

  it('puts every road and rail point inside Sri Lanka (rail: but for the causeway to Mannar island)', () => {
    const points = [...data.edges.flatMap((e) => e.geometry), ...data.rail.flatMap(overTheWater)];
    const outside = points.filter(([lng, lat]) => !pointInMultiPolygon(lng, lat, outline) && distanceToRingsKm(lng, lat, outline) > 1.5);
    expect(outside).toEqual([]);
  });

  it('makes every edge at least as long as the straight line between its ends, with a realistic speed', () => {
    const byId = new Map(data.places.map((p) => [p.id, p]));
    for (const e of data.edges) {
      const a = byId.get(e.from)!;
      const b = byId.get(e.to)!;
      expect(e.lengthKm, `${e.from}-${e.to}`).toBeGreaterThanOrEqual(haversineKm(a.lat, a.lng, b.lat, b.lng) * 0.999);
      expect(e.speedKmh).toBeLessThanOrEqual(e.class === 'expressway' ? 100 : 60);
      if (e.terrain === 'hill') expect(e.speedKmh).toBeLessThanOrEqual(30);
    }
  });

  it('is one connected road network', () => {
    const adjacency = new Map<string, string[]>();
    for (const e of data.edges) {
      adjacency.set(e.from, [...(adjacency.get(e.from) ?? []), e.to]);
      adjacency.set(e.to, [...(adjacency.get(e.to) ?? []), e.from]);
    }
    const start = data.edges[0]!.from;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const next of adjacency.get(queue.pop()!)!) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(seen.size).toBe(adjacency.size);
  });

  it('gives every attraction its facts, with indicative ratings marked as ours', () => {
    for (const a of data.attractions) {
      expect(a.rating).toBeGreaterThanOrEqual(1);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a.ratingSource).toBe('tripmate-indicative');
      expect(a.bestMonths.length).toBeGreaterThan(0);
      expect(data.places.some((p) => p.name === a.nearestTown)).toBe(true);
      if (a.entryFee) expect(a.entryFee.year).toBeGreaterThanOrEqual(2020);
    }
  });
});

describe('geocoding', () => {
  it.each([
    ['Kandy', 'Kandy'],
    ['kandy', 'Kandy'],
    ['Kandyy', 'Kandy'],
    ['KANDY, Sri Lanka', 'Kandy'],
    ['Nuwaraeliya', 'Nuwara Eliya'],
    ['nuwara-eliya', 'Nuwara Eliya'],
    ['Arugam Bay', 'Arugam Bay'],
    ['Arugambay', 'Arugam Bay'],
    ['Galle Fort', 'Galle Fort'],
    ['Colombo Fort', 'Colombo Fort'],
    ['CMB', 'Bandaranaike International Airport'],
    ['cmb', 'Bandaranaike International Airport'],
    ['Sigirya', 'Sigiriya'],
    ['Trinco', 'Trincomalee'],
    ['Anuradapura', 'Anuradhapura'],
    ['Polonaruwa', 'Polonnaruwa'],
    ['Tissa', 'Tissamaharama'],
    ['Temple of the Tooth', 'Temple of the Sacred Tooth Relic'],
    ['Nine Arch Bridge', 'Nine Arch Bridge'],
    ['Yala', 'Yala National Park'],
    ['Jaffná', 'Jaffna'],
    ['Galle Fort, Galle', 'Galle Fort'],
    ['Arugam Bay, Pottuvil', 'Arugam Bay'],
    ['Pottuvil', 'Pottuvil'],
  ])('finds %s as %s', (text, name) => {
    expect(place(text).name).toBe(name);
  });

  it('offers alternatives and finds nothing for nonsense', () => {
    expect(engine.geocodeNow('Ella')!.alternatives.length).toBeGreaterThan(0);
    expect(engine.geocodeNow('Atlantis Xyzzy')).toBeNull();
    expect(engine.geocodeNow('Paris')).toBeNull();
  });

  it('places every district capital within 2 km of its GeoNames point where GeoNames has it', () => {
    for (const p of data.places.filter((x) => x.source === 'geonames')) expect(p.approximate).toBe(false);
  });
});

describe('routing', () => {
  it.each(referencePairs.map((r) => [`${r.from} to ${r.to}`, r] as const))(
    '%s is within 12%% of the published distance and 25%% of the time',
    (_label, ref) => {
      const route = engine.routeNow(place(ref.from), place(ref.to), [], false)!;
      expect(route).not.toBeNull();
      expect(Math.abs(route.distanceKm / ref.km - 1)).toBeLessThanOrEqual(0.12);
      expect(Math.abs(route.durationMinutes / (ref.hours * 60) - 1)).toBeLessThanOrEqual(0.25);
    },
  );

  it('answers legs with road numbers and a line from start to end', () => {
    const route = engine.routeNow(place('Colombo'), place('Ella'), [place('Kandy')], false)!;
    expect(route.legs).toHaveLength(2);
    expect(route.legs[0]!.roads).toContain('A1');
    expect(route.legs[1]!.roads).toContain('A5');
    expect(route.geometry[0]).toEqual([place('Colombo').lng, place('Colombo').lat]);
    expect(route.geometry.at(-1)).toEqual([place('Ella').lng, place('Ella').lat]);
    expect(route.distanceKm).toBeCloseTo(route.legs.reduce((s, l) => s + l.distanceKm, 0), 0);
  });

  it('reaches sights off the road network', () => {
    const route = engine.routeNow(place('Kandy'), place('Sigiriya Rock Fortress'), [], false)!;
    expect(route.distanceKm).toBeGreaterThan(80);
    expect(route.distanceKm).toBeLessThan(110);
  });

  it('orders up to 8 waypoints for the least time, never worse than the order given', () => {
    const stops = ['Galle', 'Kandy', 'Mirissa', 'Nuwara Eliya', 'Sigiriya', 'Ella', 'Dambulla', 'Negombo'].map(place);
    const given = engine.routeNow(place('Colombo'), place('Colombo Fort'), stops, false)!;
    const best = engine.routeNow(place('Colombo'), place('Colombo Fort'), stops, true)!;
    expect([...best.waypointOrder].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(best.durationMinutes).toBeLessThan(given.durationMinutes);
    expect(best.legs).toHaveLength(9);
  });
});

describe('attractions along a route', () => {
  it('lists at most 20 distinct sights within 20 km, by priority', () => {
    const route = engine.routeNow(place('Colombo'), place('Ella'), [], false)!;
    const found = engine.attractionsAlongRouteNow(route.geometry, 20, 20);
    expect(found.length).toBe(20);
    expect(new Set(found.map((a) => a.id)).size).toBe(found.length);
    for (const a of found) {
      expect(a.distanceFromRouteKm).toBeLessThanOrEqual(20);
      expect(a.priority).toBeCloseTo((a.rating ?? 3) + a.ratingCount / 1000, 3);
    }
    expect(found.map((a) => a.priority)).toEqual([...found.map((a) => a.priority)].sort((x, y) => y - x));
    expect(found.map((a) => a.name)).toContain('Nine Arch Bridge');
  });

  it('finds nothing far from every sight', () => {
    expect(engine.attractionsAlongRouteNow([[81.95, 9.85]], 5, 20)).toEqual([]);
  });
});
