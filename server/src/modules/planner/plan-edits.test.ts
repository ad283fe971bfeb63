import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../lib/errors/domain-error.js';
import { PlanEditKind, type PlanEdit } from './plan-edit.types.js';
import { applyEdits } from './plan-edits.js';
import type { PlanLayout } from './engine/planner.engine.js';

/** Colombo one night, Ella two: day 1 ends in Colombo, days 2 and 3 sleep in Ella. */
const LAYOUT: PlanLayout = {
  stays: [
    { placeId: 'colombo', nights: 1 },
    { placeId: 'ella', nights: 2 },
  ],
  stops: [['gangaramaya'], ['nine-arch', 'little-adams'], ['ravana-falls']],
  removed: [],
};
const NAMES: Record<string, string> = {
  gangaramaya: 'Gangaramaya Temple',
  'nine-arch': 'Nine Arch Bridge',
  'little-adams': 'Little Adam’s Peak',
  'ravana-falls': 'Ravana Falls',
  colombo: 'Colombo',
  ella: 'Ella',
};
const names = { attraction: (id: string) => NAMES[id], place: (id: string) => NAMES[id] };
const swap = (day: number | null, otherDay: number | null): PlanEdit => ({
  kind: PlanEditKind.SWAP_DAYS,
  day,
  otherDay,
});

function refusal(edits: PlanEdit[]): { message: string; field?: string } {
  try {
    applyEdits(LAYOUT, edits, names);
  } catch (error) {
    if (isDomainError(error)) return { message: error.message, field: error.details.field };
    throw error;
  }
  throw new Error('the edits were applied');
}

describe('SWAP_DAYS', () => {
  it('swaps what two days visit, keeps the nights, and is its own inverse', () => {
    const { layout, applied } = applyEdits(LAYOUT, [swap(3, 2)], names);
    expect(layout.stops).toEqual([['gangaramaya'], ['ravana-falls'], ['nine-arch', 'little-adams']]);
    expect(layout.stays).toEqual(LAYOUT.stays);
    expect(applied).toEqual([
      { edit: { kind: 'SWAP_DAYS', day: 3, otherDay: 2 }, inverse: { kind: 'SWAP_DAYS', day: 3, otherDay: 2 } },
    ]);
    expect(applyEdits(layout, [applied[0]!.inverse], names).layout.stops).toEqual(LAYOUT.stops);
  });

  it('swaps with a day without stops, and combines with the other edits in order', () => {
    const { layout } = applyEdits(LAYOUT, [{ kind: PlanEditKind.ADD_NIGHT, placeId: 'ella' }, swap(2, 4)], names);
    expect(layout.stops).toEqual([['gangaramaya'], [], ['ravana-falls'], ['nine-arch', 'little-adams']]);
  });

  it('names what is wrong: a missing or out-of-range day, or a day swapped with itself', () => {
    expect(refusal([swap(null, 2)])).toEqual({
      message: 'SWAP_DAYS needs day: the first of the two days.',
      field: 'edits.0.day',
    });
    expect(refusal([swap(2, null)])).toEqual({
      message: 'SWAP_DAYS needs otherDay: the day to swap it with.',
      field: 'edits.0.otherDay',
    });
    expect(refusal([swap(1, 4)])).toEqual({
      message: 'Day 4 is out of range: this plan has days 1 to 3.',
      field: 'edits.0.otherDay',
    });
    expect(refusal([swap(2, 2)])).toEqual({
      message: 'Day 2 cannot be swapped with itself: choose another day.',
      field: 'edits.0.otherDay',
    });
  });
});
