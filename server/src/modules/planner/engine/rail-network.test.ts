import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { builtInPlanner } from '../../../test/geo.js';
import { haversineKm } from '../../geo/geo.module.js';
import { TravelMode } from '../plan.types.js';
import { planTripSchema } from '../planner.schema.js';
import { writePlan } from '../writer/write-plan.js';

const engine = builtInPlanner();
const { world } = engine;
const stop = (line: string, station: string) =>
  world.geo.rail.find((l) => l.id === line)!.stops.find((s) => s.station === station)!;
const along = (points: readonly (readonly number[])[]) =>
  points.slice(1).reduce((sum, [lng, lat], i) => sum + haversineKm(points[i]![1]!, points[i]![0]!, lat!, lng!), 0);

describe('trains along the track', () => {
  it('measures Kandy to Ella along the track: the Kandy branch, then the Main Line from Peradeniya', () => {
    const trip = world.travel.train('kandy', 'ella')!;
    const expected =
      stop('kandy-branch', 'kandy').km -
      stop('kandy-branch', 'peradeniya').km +
      stop('main', 'ella').km -
      stop('main', 'peradeniya').km;
    expect(trip.km).toBe(Math.round(expected));
    expect(trip.lines).toEqual(['Main Line (Kandy branch)', 'Main Line']);
    // Its line starts at Kandy's platform, ends at Ella's, and runs along the track (about as long, simplified).
    expect(trip.geometry[0]).toEqual([stop('matale', 'kandy').lng, stop('matale', 'kandy').lat]);
    expect(trip.geometry.at(-1)).toEqual([stop('main', 'ella').lng, stop('main', 'ella').lat]);
    expect(along(trip.geometry)).toBeGreaterThan(expected * 0.97);
    expect(along(trip.geometry)).toBeLessThan(expected * 1.001);
    const kandy = world.placeById.get('kandy')!;
    const ella = world.placeById.get('ella')!;
    expect(trip.km).toBeGreaterThan(haversineKm(kandy.lat, kandy.lng, ella.lat, ella.lng) * 1.5);
  });

  it('draws the same track both ways', () => {
    const there = world.travel.train('colombo-fort', 'galle')!;
    const back = world.travel.train('galle', 'colombo-fort')!;
    expect(back.km).toBe(there.km);
    expect([...back.geometry].reverse()).toEqual(there.geometry);
  });

  it('answers no train between a station and itself, or a place without one', () => {
    expect(world.travel.train('kandy', 'kandy')).toBeNull();
    expect(world.travel.train('kandy', 'sigiriya')).toBeNull();
  });

  it('returns a train leg of a plan with its line along the track, and road legs with theirs along the roads', () => {
    const plan = writePlan(
      engine.plan(
        planTripSchema.parse({
          people: 2,
          budget: 600_000,
          start: 'Colombo',
          end: 'Ella',
          days: 7,
          notes: 'a 7-day family trip to Kandy and Ella with beaches',
        }),
      ),
    );
    const legs = plan.dayPlans.flatMap((d) => d.legs);
    const train = legs.find((l) => l.mode === TravelMode.TRAIN && l.from === 'Kandy' && l.to === 'Ella')!;
    expect(train.geometry!.length).toBeGreaterThan(100);
    expect(train.distanceKm).toBe(world.travel.train('kandy', 'ella')!.km);
    // A road leg runs from where it leaves to where it arrives, along the road graph; one that does not move has none.
    const road = legs.filter((l) => l.mode !== TravelMode.TRAIN);
    for (const leg of road) {
      if (leg.distanceKm === 0) expect(leg.geometry).toBeNull();
      else expect(leg.geometry!.length).toBeGreaterThanOrEqual(2);
    }
    expect(Math.max(...road.map((l) => l.geometry?.length ?? 0))).toBeGreaterThan(10);
  });
});
