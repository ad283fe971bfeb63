import { builtInGeo } from '../../test/geo.js';
import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo.math.js';

const { data, engine } = builtInGeo();
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
      expect.arrayContaining([
        'Main Line',
        'Coastal Line',
        'Northern Line',
        'Matale Line',
        'Kelani Valley Line',
        'Batticaloa Line',
        'Trincomalee Line',
      ]),
    );
    const districtCapitals = data.places.filter((p) => p.districtCapital).map((p) => p.name);
    expect(districtCapitals).toHaveLength(25);
  });

  // The only point off the Survey Department's outline: Pigeon Island, an islet about 1 km off Nilaveli that the
  // simplified outline has lost (no part of it within 2 km); its sight stands where the island is.
  const islets = new Set(['Pigeon Island National Park']);

  it('puts every place and attraction on the island or its islets (HDX outline, 391 parts)', () => {
    expect(engine.land.partCount).toBe(391);
    const points = [...data.places, ...data.attractions];
    expect(data.places.length).toBeGreaterThan(1500);
    const offLand = points.filter((p) => !engine.land.contains(p.lat, p.lng));
    expect(offLand.map((p) => p.name)).toEqual([...islets, ...islets]);
    for (const p of offLand) expect(engine.land.coastKm(p.lat, p.lng)).toBeLessThan(3);
    const nainativu = data.attractions.find((a) => a.name === 'Nagadeepa Purana Vihara')!;
    expect(engine.land.contains(nainativu.lat, nainativu.lng)).toBe(true);
  });

  it('knows the sea from the land', () => {
    expect(engine.land.contains(7.2906, 80.6337)).toBe(true); // Kandy
    expect(engine.land.contains(9.6135, 79.772)).toBe(true); // Nainativu, an islet off Jaffna
    expect(engine.land.contains(6.9, 79.8)).toBe(false); // the sea off Colombo
    expect(engine.land.contains(9.0, 79.5)).toBe(false); // the Gulf of Mannar
  });

  // The Mannar line crosses to Mannar island on a causeway and bridge, over the water between the outline's parts.
  const overTheWater = (line: (typeof data.rail)[number]) => {
    if (line.id !== 'mannar') return line.geometry;
    const at = (id: string) => line.stops.find((s) => s.station === id)!.vertex;
    return [...line.geometry.slice(0, at('murunkan') + 1), ...line.geometry.slice(at('mannar'))];
  };

  it('puts every road and rail point inside Sri Lanka (rail: but for the causeway to Mannar island)', () => {
    const points = [...data.edges.flatMap((e) => e.geometry), ...data.rail.flatMap(overTheWater)];
    const outside = points.filter(
      ([lng, lat]) => !engine.land.contains(lat, lng) && engine.land.coastKm(lat, lng) > 1.5,
    );
    expect(outside).toEqual([]);
  });

  it('makes every edge at least as long as the straight line between its ends, with a realistic speed', () => {
    const byId = new Map(data.places.map((p) => [p.id, p]));
    for (const e of data.edges) {
      const a = byId.get(e.from)!;
      const b = byId.get(e.to)!;
      expect(e.lengthKm, `${e.from}-${e.to}`).toBeGreaterThanOrEqual(haversineKm(a.lat, a.lng, b.lat, b.lng) * 0.999);
      expect(e.speedKmh).toBeLessThanOrEqual(e.class === 'expressway' ? 100 : 60);
      // Hill roads average at most 36 km/h (the calibrated speed is 35, from typical times such as Ella - Wellawaya).
      if (e.terrain === 'hill') expect(e.speedKmh).toBeLessThanOrEqual(36);
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
  it('answers legs with road numbers and a line from start to end', () => {
    const route = engine.routeNow(place('Colombo'), place('Ella'), [place('Kandy')], false)!;
    expect(route.legs).toHaveLength(2);
    expect(route.legs[0]!.roads).toContain('A1');
    expect(route.legs[1]!.roads).toContain('A5');
    expect(route.geometry[0]).toEqual([place('Colombo').lng, place('Colombo').lat]);
    expect(route.geometry.at(-1)).toEqual([place('Ella').lng, place('Ella').lat]);
    expect(route.distanceKm).toBeCloseTo(
      route.legs.reduce((s, l) => s + l.distanceKm, 0),
      0,
    );
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
