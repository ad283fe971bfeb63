import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../lib/keep-unchanged';
import { tripPlanResult } from '../../../test/fixtures';
import { focusOf, planShapes } from './plan-shapes';

const plan = tripPlanResult().plan;

describe('what the map draws of a plan', () => {
  it('numbers the bases in order and letters each day’s stops in visiting order', () => {
    const twoBases = {
      ...plan,
      bases: [
        { ...plan.bases[0]!, place: { ...plan.start, id: 'kandy', name: 'Kandy', lat: 7.2906, lng: 80.6337 } },
        plan.bases[0]!,
      ],
    };
    const shapes = planShapes(twoBases);
    expect(shapes.bases.map((b) => `${b.label} ${b.name}`)).toEqual(['1 Kandy', '2 Ella']);
    expect(shapes.days.map((d) => d.stops.map((s) => `${s.label} ${s.name}`))).toEqual([
      ['A Nine Arch Bridge'],
      ['A Sight 2'],
    ]);
  });

  it('draws a leg along its own line, or straight between its two places when it has none, and skips a leg it cannot place', () => {
    const day1 = plan.dayPlans[0]!;
    const withUnknown = {
      ...plan,
      dayPlans: [{ ...day1, legs: [...day1.legs, { ...day1.legs[1]!, from: 'Atlantis', geometry: null }] }],
    };
    const [day] = planShapes(withUnknown).days;
    expect(day!.legs.map((leg) => [leg.mode, leg.line.length])).toEqual([
      ['TRAIN', 3],
      ['TUKTUK', 2],
      ['TUKTUK', 2],
    ]);
    // Ella to Nine Arch Bridge, from the places the plan names.
    expect(day!.legs[1]!.line).toEqual([
      [81.0466, 6.8667],
      [81.0608, 6.8768],
    ]);
  });

  it('lists only the ways of travel the plan uses, in the legend’s order', () => {
    expect(planShapes(plan).modes).toEqual(['CAR', 'TRAIN', 'TUKTUK']);
  });

  it('fits the whole trip, or the picked day, and the whole trip for a day with nothing to draw', () => {
    const shapes = planShapes(plan);
    // Colombo's station (the train's first point) to Nine Arch Bridge.
    expect(focusOf(shapes, null)).toEqual({ south: 6.8667, west: 79.8503, north: 7.2906, east: 81.0608 });
    expect(focusOf(shapes, 2)).toEqual({ south: 6.8667, west: 81.0, north: 6.9, east: 81.0466 });
    const empty = planShapes({ ...plan, dayPlans: [{ ...plan.dayPlans[1]!, stops: [], legs: [] }] });
    expect(focusOf(empty, 2)).toEqual(empty.bounds);
    expect(empty.bounds).toEqual({ south: 6.8667, west: 81.0466, north: 6.8667, east: 81.0466 });
  });

  it('keeps the shapes of what an edit did not change as the same objects, so the map redraws only the rest', () => {
    const before = planShapes(plan);
    // The server's next answer: a fresh copy, with the first day's cost and the second day's visit changed.
    const answer = structuredClone(plan);
    answer.dayPlans[0]!.costLkr += 1000;
    answer.dayPlans[1]!.stops[0]!.visitMinutes += 30;
    const after = planShapes(keepUnchanged(plan, answer));
    expect(after.days[0]).toBe(before.days[0]);
    expect(after.days[1]).not.toBe(before.days[1]);
    expect(after.days[1]).toEqual(before.days[1]);
    // Its legs' lines are not worked out again.
    expect(after.days[1]!.legs.length).toBeGreaterThan(0);
    expect(after.days[1]!.legs.every((leg, i) => leg === before.days[1]!.legs[i])).toBe(true);
  });
});
