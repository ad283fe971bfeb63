import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInput } from '../../lib/errors/validation.js';
import { aPlan, gql, signUp } from '../../test/factories.js';
import { builtInPlanner } from '../../test/geo.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { TripPlan } from './plan.types.js';
import { planTripSchema } from './planner.schema.js';
import { catalogueOf } from './writer/languages.js';
import { writePlan } from './writer/write-plan.js';

/** Issue 28, item 3: the traveller's comfort level is never dropped without a word, and no day ends late unexplained. */

const engine = builtInPlanner();
const TRIP = {
  start: 'Colombo',
  end: 'Colombo',
  days: 8,
  people: 2,
  notes: 'culture and tea',
  startDate: '2027-02-03',
};
const plan = (input: Record<string, unknown>): TripPlan =>
  writePlan(engine.plan(parseInput(planTripSchema, { ...TRIP, budget: 5_000_000, ...input })));
const priceOf = (p: TripPlan, comfort: string) => p.budget.options.find((o) => o.comfort === comfort)!.totalLkr;

describe('the comfort level', () => {
  const rich = plan({});
  const midrange = priceOf(rich, 'MIDRANGE');
  const cheapest = priceOf(rich, 'BUDGET');

  it('is the most comfortable within the budget when the traveller names none, as before', () => {
    const p = plan({ budget: midrange });
    expect(p.budget).toMatchObject({
      comfort: 'MIDRANGE',
      withinBudget: true,
      overByLkr: 0,
      fitsInDays: null,
      fitsInDaysTotalLkr: null,
    });
  });

  it('stays mid-range when mid-range is only a little over the budget, and says by how much and what would fit', () => {
    const budget = Math.round(midrange / 1.02);
    const p = plan({ budget });
    expect(p.budget).toMatchObject({ comfort: 'MIDRANGE', withinBudget: false, overByLkr: midrange - budget });
    expect(p.budget.summary).toContain(`LKR ${(midrange - budget).toLocaleString('en-US')} (2%) over your LKR`);
    expect(p.budget.summary).toContain(`at LKR ${cheapest.toLocaleString('en-US')}`);
    expect(p.budget.summary).toContain(`raise your budget to LKR ${midrange.toLocaleString('en-US')}`);
  });

  it('drops to the next level only when the budget is more than about 5% short of it', () => {
    expect(plan({ budget: Math.round(midrange / 1.08) }).budget.comfort).not.toBe('MIDRANGE');
  });

  it('is kept as the traveller chose it, with fewer days, a cheaper level or a higher budget offered at their prices', () => {
    const comfortLevel = priceOf(rich, 'COMFORT');
    const budget = Math.round(midrange * 0.98);
    const p = plan({ budget, comfort: 'COMFORT' });
    expect(p.budget).toMatchObject({ comfort: 'COMFORT', totalLkr: comfortLevel, overByLkr: comfortLevel - budget });
    const days = p.budget.fitsInDays!;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThan(TRIP.days);
    // About that many days at this level fit; one more would not.
    expect((comfortLevel * days) / TRIP.days).toBeLessThanOrEqual(budget);
    expect((comfortLevel * (days + 1)) / TRIP.days).toBeGreaterThan(budget);
    // Its price is given as a figure for the planner's buttons, the same one the words say.
    const fewer = p.budget.fitsInDaysTotalLkr!;
    expect(fewer).toBeLessThanOrEqual(budget);
    expect(fewer).toBe(Math.round((comfortLevel * days) / TRIP.days));
    expect(p.budget.summary).toContain(`plan ${days} days (about LKR ${fewer.toLocaleString('en-US')})`);
    expect(p.budget.summary).toContain(`at LKR ${cheapest.toLocaleString('en-US')}`);
    // Its days are a car-and-driver trip, not buses.
    expect(p.dayPlans.flatMap((d) => d.legs.map((l) => l.mode))).not.toContain('BUS');
  });

  it('says so in Sinhala and Tamil too', () => {
    for (const language of ['si', 'ta']) {
      const p = writePlan(
        engine.plan(parseInput(planTripSchema, { ...TRIP, budget: Math.round(midrange / 1.015), language })),
        catalogueOf(language),
      );
      expect(p.budget.comfort).toBe('MIDRANGE');
      expect(p.budget.summary).toContain('%');
      expect(p.budget.summary).not.toMatch(/[A-Za-z]{4,}/);
    }
  });
});

describe('a day that ends late on the road', () => {
  it('is always named in a notice with its arrival and the length of its journey', () => {
    let late = 0;
    for (const trip of [
      { start: 'Jaffna', end: 'Galle', days: 3, budget: 100_000 },
      { start: 'Mirissa', end: 'Arugam Bay', days: 2, budget: 2_000_000 },
      { start: 'Galle', end: 'Trincomalee', days: 3, budget: 2_000_000 },
      { start: 'Colombo', end: 'Ella', days: 6, budget: 900_000 },
    ]) {
      const p = plan({ ...trip, notes: '' });
      for (const day of p.dayPlans) {
        if (day.legs.length === 0) continue;
        const last = day.legs.reduce((a, b) =>
          minutesOf(b.depart) + b.minutes > minutesOf(a.depart) + a.minutes ? b : a,
        );
        const ends = minutesOf(last.depart) + last.minutes;
        const named = p.notices.filter((n) => n.startsWith(`Day ${day.day} ends on the road at `));
        if (ends > 21 * 60) {
          late++;
          expect(named, `${trip.start}–${trip.end} day ${day.day}`).toHaveLength(1);
          const hours = Math.floor(last.minutes / 60);
          expect(named[0]).toMatch(
            new RegExp(
              `^Day ${day.day} ends on the road at ${String(Math.floor(ends / 60) % 24).padStart(2, '0')}:${String(ends % 60).padStart(2, '0')}: the last (drive|journey).* takes ${hours ? `${hours} h` : `${last.minutes} min`}`,
            ),
          );
        } else expect(named).toEqual([]);
      }
    }
    // Days with sights now end by 21:00 (planner.hours.test.ts): a late day is a long journey, named when it happens.
    void late;
  });
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('a saved plan at mid-range, edited over its budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps mid-range when a night is added, and says how far over the budget it now is', async () => {
    const rich = plan({ start: 'Colombo', end: 'Ella', days: 5 });
    const budget = priceOf(rich, 'MIDRANGE') + 1000;
    const owner = await signUp(server);
    const { id } = await aPlan(
      server,
      owner.token,
      { start: 'Colombo', end: 'Ella', days: 5, people: 2, budget, notes: 'culture and tea', startDate: '2027-02-03' },
      { saved: true },
    );
    type Budget = {
      comfort: string;
      withinBudget: boolean;
      overByLkr: number;
      fitsInDays: number | null;
      fitsInDaysTotalLkr: number | null;
      summary: string;
    };
    const before = await gql<{ tripPlan: { version: number; plan: { budget: Budget } } }>(
      server,
      'query($id: ID!) { tripPlan(id: $id) { version plan { budget { comfort withinBudget overByLkr summary } } } }',
      { id },
      owner,
    );
    expect(before.data!.tripPlan.plan.budget).toMatchObject({ comfort: 'MIDRANGE', withinBudget: true });
    const edited = await gql<{ editTripPlan: { plan: { plan: { budget: Budget } } } }>(
      server,
      'mutation($id: ID!, $v: Int!) { editTripPlan(id: $id, version: $v, edits: [{ kind: ADD_NIGHT, placeId: "ella" }]) { plan { plan { budget { comfort withinBudget overByLkr fitsInDays fitsInDaysTotalLkr summary } } } } }',
      { id, v: before.data!.tripPlan.version },
      owner,
    );
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.editTripPlan.plan.plan.budget;
    expect(after).toMatchObject({ comfort: 'MIDRANGE', withinBudget: false });
    expect(after.overByLkr).toBeGreaterThan(0);
    expect(after.summary).toMatch(/over your LKR/);
    // The fewer days that fit are priced within the budget, as the planner's button offers them.
    expect(after.fitsInDays).toBe(5);
    expect(after.fitsInDaysTotalLkr).toBeLessThanOrEqual(budget);
  });
});
