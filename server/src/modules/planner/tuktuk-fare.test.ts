import { builtInGeo, builtInPlanner } from '../../test/geo.js';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { planTripSchema } from './planner.schema.js';
import { plannerData, tuktukFare } from './planner.module.js';

const table = plannerData(builtInGeo().data).rates.get('transport.tuktuk')!.fare!;

describe('the tuk-tuk fare table (rates.json, issue 28)', () => {
  it('holds the Western Province meter tariff with its month, a minimum and sourced tourist quotes', () => {
    expect(table).toMatchObject({ firstKmLkr: 80, perKmAfterLkr: 60, minimumLkr: 300, asOf: '2026-05' });
    expect(table.touristQuotes[0]).toEqual({ fromKm: 0, toKm: 2, fromLkr: 300, toLkr: 500 });
  });

  it('prices a ride as the meter does (first km, each km after, rounded up to LKR 5) and counts it at the minimum at least', () => {
    expect(tuktukFare(table, 0.4)).toEqual({
      meterLkr: 80,
      countedLkr: 300,
      touristQuote: { fromLkr: 300, toLkr: 500 },
    });
    // The short ride: LKR 210 before (2.1 km × LKR 100); LKR 146 on the meter, LKR 300 counted.
    expect(tuktukFare(table, 2.1)).toMatchObject({ meterLkr: 150, countedLkr: 300 });
    expect(tuktukFare(table, 7.5)).toEqual({
      meterLkr: 470,
      countedLkr: 470,
      touristQuote: { fromLkr: 600, toLkr: 1200 },
    });
    expect(tuktukFare(table, 12)).toEqual({ meterLkr: 740, countedLkr: 740, touristQuote: null });
  });

  it("counts every tuk-tuk ride of a plan's budget by the same table: the meter's fare, never under the minimum", () => {
    const engine = builtInPlanner();
    const facts = engine.plan(
      planTripSchema.parse({
        start: 'Colombo',
        end: 'Ella',
        days: 6,
        people: 4,
        budget: 60_000,
        notes: 'hiking and tea',
      }),
    );
    const rides = facts.budget.lines.filter((l) => l.item.code === 'TUKTUK');
    expect(rides.length).toBeGreaterThan(0);
    for (const line of rides) {
      if (line.item.code !== 'TUKTUK') continue;
      expect(line.amountLkr).toBe(line.item.count * tuktukFare(table, line.item.route.km).countedLkr);
      expect(line.amountLkr).toBeGreaterThanOrEqual(line.item.count * 300);
    }
  });
});
