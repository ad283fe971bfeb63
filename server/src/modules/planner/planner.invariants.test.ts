import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../lib/errors/domain-error.js';
import { haversineKm } from '../geo/geo.module.js';
import {
  baseOrder,
  checkInvariants,
  checkSunTimes,
  dayPath,
  engine,
  missingMustSees,
  planFacts,
  request,
  world,
} from '../../test/plan-checks.js';
import { Comfort } from './plan.types.js';
import { MAX_DETOUR } from './engine/days.js';

/**
 * Issue 16, item 5: a seeded random sample of 500 requests, each checked for the invariants of every plan and for the
 * guide's properties that hold whatever was asked (base order, stop order, sun times, no empty day beside a refusal).
 */
const towns = world.geo.places.filter((p) => p.kind === 'town' || p.kind === 'airport').map((p) => p.name);
const sights = world.geo.attractions.map((a) => a.name);
const words = [
  'beaches',
  'wildlife',
  'history',
  'hiking',
  'tea',
  'surfing',
  'food',
  'family',
  'relaxation',
  'trains',
  'photography',
];

const requestArb = fc.record({
  start: fc.constantFrom(...towns, 'CMB', 'Colombo', 'Kandy'),
  end: fc.constantFrom(...towns, 'CMB', 'Colombo', 'Galle'),
  days: fc.integer({ min: 1, max: 16 }),
  people: fc.integer({ min: 1, max: 12 }),
  budget: fc.integer({ min: 1000, max: 3_000_000 }),
  notes: fc.subarray(words, { maxLength: 4 }).map((w) => w.join(', ')),
  startDate: fc.option(
    fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { nil: undefined },
  ),
  customPlaces: fc.subarray([...sights.slice(0, 60), 'Nowhere Special Xyz'], { maxLength: 3 }),
});

describe('the built-in planner on 500 random requests (seeded)', () => {
  it('keeps every invariant, or refuses with a clear error', () => {
    let planned = 0;
    let refused = 0;
    fc.assert(
      fc.property(requestArb, (input) => {
        let p;
        try {
          p = planFacts(input);
        } catch (error) {
          // Only a trip too short for its distance, or between places no road joins, may be refused.
          expect(
            isDomainError(error) && ['PLAN_TOO_FEW_DAYS', 'PLAN_NO_ROUTE'].includes(error.code),
            `${JSON.stringify(input)}: ${String(error)}`,
          ).toBe(true);
          refused++;
          return;
        }
        planned++;
        const label = JSON.stringify(input);
        checkInvariants(p, input);
        checkSunTimes(p, label);
        // By car, the must-sees of every base with a full day there (by bus and tuk-tuk a distant park may not fit a day).
        if (p.budget.comfort !== Comfort.BUDGET) expect(missingMustSees(p), `${label}: must-sees`).toEqual([]);
        if (p.bases.length <= 8) {
          const order = baseOrder(p);
          expect(order.km, `${label}: bases in order`).toBeLessThanOrEqual(1.2 * order.bestKm + 1e-6);
        }
        for (const d of p.dayPlans) {
          const path = dayPath(d);
          if (!path) continue;
          expect(path.km, `${label} day ${d.day}: stops in order`).toBeLessThanOrEqual(1.2 * path.bestKm + 1e-6);
          const wanted = d.stops.some((s) => s.notes.some((n) => n.code === 'ON_YOUR_LIST'));
          if (d.kind === 'transfer' && !wanted)
            expect(path.km, `${label} day ${d.day}: no detour`).toBeLessThanOrEqual(MAX_DETOUR * path.directKm + 1e-6);
        }
      }),
      { seed: 16, numRuns: 500 },
    );
    expect(planned + refused).toBe(500);
    expect(planned).toBeGreaterThan(400);
  }, 120_000);

  it('spends no night where the trip starts to break a drive, and a first night near the airport only after a flight from abroad', () => {
    const figures = { plans: 0, breaks: 0, arrivals: 0, fromAirfields: 0 };
    fc.assert(
      fc.property(requestArb, (input) => {
        let draft;
        try {
          draft = engine.prepare(request(input));
        } catch {
          return;
        }
        figures.plans++;
        const { ctx, stays } = draft;
        const label = `${JSON.stringify(input)}: ${stays.map((s) => `${s.base.name} (${s.role})`).join(', ')}`;
        const fromAbroad = world.data.arrivalAirports.has(ctx.start.id);
        if (ctx.start.kind === 'airport' && !fromAbroad) figures.fromAirfields++;
        for (const s of stays) {
          const atStart =
            ctx.start.id !== ctx.end.id &&
            haversineKm(s.base.place.lat, s.base.place.lng, ctx.start.lat, ctx.start.lng) < 15;
          if (s.role === 'break') {
            figures.breaks++;
            expect(atStart, `${label}: a break in a drive where the trip starts`).toBe(false);
          }
          if (s.role === 'arrival') {
            figures.arrivals++;
            expect(fromAbroad, `${label}: a first night near an airport no one flies in to from abroad`).toBe(true);
          }
        }
      }),
      { seed: 16, numRuns: 500 },
    );
    // The sample has long drives broken, arrivals from abroad and trips from domestic airfields.
    expect(figures.breaks).toBeGreaterThan(20);
    expect(figures.arrivals).toBeGreaterThan(0);
    expect(figures.fromAirfields).toBeGreaterThan(10);
  }, 120_000);
});
