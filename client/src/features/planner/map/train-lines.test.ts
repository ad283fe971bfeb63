import { describe, expect, it } from 'vitest';
import { tripPlanResult } from '../../../test/fixtures';
import { trainLinesOf } from './train-lines';

const track = [
  [80.6337, 7.2906],
  [80.61, 7.25],
  [81.0466, 6.8667],
];

describe('the train legs the map draws', () => {
  it('draws each train leg that has its line along the track, once, labelled with its line', () => {
    const { plan } = tripPlanResult();
    const dayPlans = plan.dayPlans.map((d) => ({ ...d, legs: d.legs.map((l) => (l.mode === 'TRAIN' ? { ...l, geometry: track } : { ...l, geometry: null })) }));
    const lines = trainLinesOf({ dayPlans: [...dayPlans, dayPlans[0]!] });
    expect(lines).toEqual([{ label: 'Train: Colombo to Ella (Main Line)', line: track }]);
  });

  it('draws nothing for a plan saved before train legs had a line, or without trains', () => {
    const { plan } = tripPlanResult();
    expect(trainLinesOf(plan)).toEqual([]);
    const noTrain = plan.dayPlans.map((d) => ({ ...d, legs: d.legs.filter((l) => l.mode !== 'TRAIN') }));
    expect(trainLinesOf({ dayPlans: noTrain })).toEqual([]);
  });
});
