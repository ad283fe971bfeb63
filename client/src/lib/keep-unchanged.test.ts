import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

const plan = () => ({
  id: 'p1',
  version: 3,
  dayPlans: [
    {
      __typename: 'PlanDay',
      day: 1,
      costLkr: 100,
      stops: [
        { name: 'A', at: [1, 2] },
        { name: 'B', at: [3, 4] },
      ],
      legs: [],
    },
    {
      __typename: 'PlanDay',
      day: 2,
      costLkr: 200,
      stops: [{ name: 'C', at: [5, 6] }],
      legs: [
        {
          mode: 'CAR',
          line: [
            [1, 2],
            [3, 4],
          ],
        },
      ],
    },
  ],
});

describe('keepUnchanged', () => {
  it('gives back the previous object when nothing changed, whatever the order of the keys', () => {
    const before = plan();
    const { dayPlans, ...rest } = plan();
    const reordered = { dayPlans: dayPlans.map(({ __typename, ...day }) => ({ ...day, __typename })), ...rest };
    expect(keepUnchanged(before, reordered)).toBe(before);
  });

  it('shares every unchanged part with the previous answer, and takes the changed ones', () => {
    const before = plan();
    const next = plan();
    next.version = 4;
    next.dayPlans[1]!.costLkr = 250;
    const kept = keepUnchanged(before, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(before);
    expect(kept.dayPlans[0]).toBe(before.dayPlans[0]);
    expect(kept.dayPlans[1]).not.toBe(before.dayPlans[1]);
    expect(kept.dayPlans[1]!.costLkr).toBe(250);
    // The changed day's unchanged stops and legs are the previous ones.
    expect(kept.dayPlans[1]!.stops).toBe(before.dayPlans[1]!.stops);
    expect(kept.dayPlans[1]!.legs).toBe(before.dayPlans[1]!.legs);
  });

  it('matches array items by position, and sees items added, removed and keys dropped', () => {
    const before = plan();
    const next = plan();
    const moved = next.dayPlans[0]!.stops.pop()!;
    next.dayPlans[1]!.stops.push(moved);
    const kept = keepUnchanged(before, next);
    expect(kept).toEqual(next);
    expect(kept.dayPlans[0]!.stops[0]).toBe(before.dayPlans[0]!.stops[0]);
    expect(kept.dayPlans[0]!.stops).toHaveLength(1);
    expect(kept.dayPlans[1]!.stops[0]).toBe(before.dayPlans[1]!.stops[0]);
    expect(kept.dayPlans[1]!.stops[1]).toEqual(moved);

    const withExtra = { ...plan(), note: null };
    expect(keepUnchanged(withExtra, plan())).not.toBe(withExtra);
    expect(keepUnchanged(plan(), withExtra)).toEqual(withExtra);
  });

  it('takes the new value where the kind differs', () => {
    expect(keepUnchanged({ a: 1 }, [1])).toEqual([1]);
    expect(keepUnchanged([1], { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged(null, { a: 1 })).toEqual({ a: 1 });
    expect(keepUnchanged({ a: null }, { a: 0 })).toEqual({ a: 0 });
    expect(keepUnchanged(Number.NaN, Number.NaN)).toBeNaN();
  });
});
