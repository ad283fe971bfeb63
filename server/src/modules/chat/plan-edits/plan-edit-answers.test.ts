import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { builtInGeo, builtInPlanner } from '../../../test/geo.js';
import { editableDraft, type EditablePlan } from '../../planner/planner.module.js';
import { builtInParts } from '../chat.module.js';
import { clausesOf, editAsks } from './edit-asks.js';

const { planEdits, money } = builtInParts(builtInGeo());
/** Nuwara Eliya one night, Tissamaharama two (Yala on day 3), Ella two; February, so Yala is open. */
const TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 6,
  people: 2,
  budget: 600_000,
  notes: 'wildlife safari and tea',
  customPlaces: ['Yala National Park'],
  startDate: '2027-02-10',
};
const plan = editableDraft(builtInPlanner(), TRIP);
const stops = (p: EditablePlan['plan']) => p.dayPlans.map((d) => d.stops.map((s) => s.attractionId));

function ask(message: string, on: EditablePlan = plan) {
  const asks = planEdits.asks(message);
  expect(asks.length, `"${message}" is a request to change the plan`).toBeGreaterThan(0);
  return planEdits.answer(asks, on, money.for(null));
}

describe('reading what the traveller asks to change', () => {
  it('reads nights, day swaps, moves, removals, additions and replacements, polite or terse', () => {
    expect(editAsks('add a night in Ella')).toEqual([{ kind: 'nights', base: ['ella'], change: 1 }]);
    expect(editAsks('Could you please add two more nights at Nuwara Eliya?')).toEqual([
      { kind: 'nights', base: ['nuwara', 'eliya'], change: 2 },
    ]);
    expect(editAsks('one night less in Kandy')).toEqual([{ kind: 'nights', base: ['kandy'], change: -1 }]);
    expect(editAsks('leave Kandy a day early')).toEqual([{ kind: 'nights', base: ['kandy'], change: -1 }]);
    expect(editAsks('make it 3 nights in Ella')).toEqual([{ kind: 'set-nights', base: ['ella'], nights: 3 }]);
    expect(editAsks('swap days 3 and 4')).toEqual([{ kind: 'swap-days', day: 3, otherDay: 4 }]);
    expect(editAsks('switch the third day with the fourth')).toEqual([{ kind: 'swap-days', day: 3, otherDay: 4 }]);
    expect(editAsks('Move Sigiriya to day 3')).toEqual([{ kind: 'move', stop: ['sigiriya'], day: 3 }]);
    expect(editAsks('Can you remove Galle Fort from my plan?')).toEqual([{ kind: 'remove', stop: ['galle', 'fort'] }]);
    expect(editAsks('please add Yala to day 2 of my itinerary')).toEqual([{ kind: 'add', place: ['yala'], day: 2 }]);
    expect(editAsks('replace Yala with Udawalawe')).toEqual([
      { kind: 'replace', stop: ['yala'], place: ['udawalawe'], day: null },
    ]);
    expect(editAsks('Udawalawe instead of Yala')).toEqual([
      { kind: 'replace', stop: ['yala'], place: ['udawalawe'], day: null },
    ]);
  });

  it('splits combined requests at "and" only where a new command starts', () => {
    expect(clausesOf('drop Yala, add Udawalawe')).toEqual([
      ['drop', 'yala'],
      ['add', 'udawalawe'],
    ]);
    expect(clausesOf('drop Yala and add Udawalawe on day 4')).toEqual([
      ['drop', 'yala'],
      ['add', 'udawalawe', 'on', 'day', '4'],
    ]);
    expect(clausesOf('drop Horton Plains and one night less in Ella')).toEqual([
      ['drop', 'horton', 'plains'],
      ['one', 'night', 'less', 'in', 'ella'],
    ]);
    expect(editAsks('drop Yala and Bundala')).toEqual([
      { kind: 'remove', stop: ['yala'] },
      { kind: 'remove', stop: ['bundala'] },
    ]);
    expect(editAsks('swap day 1 and day 2')).toEqual([{ kind: 'swap-days', day: 1, otherDay: 2 }]);
  });

  it('leaves questions alone: advice, how-to and travel questions are not commands', () => {
    for (const question of [
      'Should we skip Yala?',
      'How do I add a place to my plan?',
      'Is Yala open in September?',
      'We have 2 nights in Kandy, what should we see?',
      'What is there to do in Ella?',
      'undo my last change',
    ])
      expect(editAsks(question), question).toEqual([]);
  });
});

describe('proposing a change to the plan', () => {
  it('"drop Yala, add Udawalawe": the new park takes the old one’s day, and the diff says so', () => {
    const { text, proposal } = ask('drop Yala, add Udawalawe');
    expect(proposal).toMatchObject({
      planId: 'draft',
      version: 1,
      edits: [
        { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
        { kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 3, index: 0 },
      ],
    });
    expect(proposal!.changes).toContain('Day 3: − Yala National Park; + Udawalawe National Park');
    expect(proposal!.changes.at(-1)).toMatch(/^Total: LKR [\d,]+ → LKR [\d,]+$/);
    expect(text).toContain('Nothing is changed until you apply it');
    expect(text).toContain('Day 3: − Yala National Park; + Udawalawe National Park');
  });

  it('"add a night in Ella": one more night there, a new day around it, and the later days move on', () => {
    const { proposal } = ask('add a night in Ella');
    expect(proposal!.edits).toEqual([{ kind: 'ADD_NIGHT', placeId: 'ella' }]);
    expect(proposal!.changes.slice(0, 3)).toEqual([
      'Ella: 2 → 3 nights',
      'Day 6 (new, at Ella): a day with nothing planned yet',
      'The day after it moves one day later, otherwise unchanged.',
    ]);
  });

  it('"swap days 3 and 4" and "make it 3 nights in Nuwara Eliya" use the edit engine’s own edits', () => {
    expect(ask('swap days 3 and 4').proposal!.changes.slice(0, 2)).toEqual([
      'Day 3: − Yala National Park',
      'Day 4: + Yala National Park',
    ]);
    expect(ask('make it 3 nights in Nuwara Eliya').proposal!.edits).toEqual([
      { kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' },
      { kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' },
    ]);
  });

  it('"remove day 5": its stops, then its night, the later day moving one earlier', () => {
    const { proposal } = ask('remove day 5');
    expect(proposal!.edits).toEqual([
      { kind: 'REMOVE_STOP', attractionId: 'horton-plains-national-park' },
      { kind: 'REMOVE_NIGHT', placeId: 'ella', day: 5 },
    ]);
    expect(proposal!.changes.slice(0, 3)).toEqual([
      'Ella: 2 → 1 night',
      'Day 5 (at Ella): taken out; − Horton Plains National Park',
      'The day after it moves one day earlier, otherwise unchanged.',
    ]);
    expect(ask('remove day 9').text).toBe('Your plan has days 1 to 6, so there is no day 9.');
  });

  it('"add a night" needs no place when the plan stays in one place only', () => {
    const ella = editableDraft(builtInPlanner(), {
      start: 'Ella',
      end: 'Ella',
      days: 3,
      people: 2,
      budget: 300_000,
      notes: 'tea',
    });
    expect(ask('add a night', ella).proposal!.edits).toEqual([{ kind: 'ADD_NIGHT', placeId: 'ella' }]);
    expect(ask('one night less', ella).proposal!.changes.slice(0, 2)).toEqual([
      'Ella: 2 → 1 night',
      'Day 2 (at Ella): taken out',
    ]);
  });

  it('the diff is the change applying the edits makes (tried on a copy, the plan untouched)', () => {
    const before = JSON.stringify(plan.plan);
    const { proposal } = ask('replace Horton Plains with Ravana Falls and swap days 1 and 2');
    const after = plan.preview(proposal!.edits).plan;
    expect(stops(after)[4]).toEqual(['ravana-falls']);
    expect(stops(after)[0]).toEqual(stops(plan.plan)[1]);
    expect(proposal!.changes).toContain('Day 5: − Horton Plains National Park; + Ravana Falls');
    expect(JSON.stringify(plan.plan)).toBe(before);
  });

  it('a place not in the plan: nothing to take out; moving it adds it; adding one already there says where it is', () => {
    expect(ask('remove Galle Fort').text).toBe('Galle Fort is not in your plan, so there is nothing to take out.');
    expect(ask('remove Galle Fort').proposal).toBeNull();
    const moved = ask('move Sigiriya to day 2');
    expect(moved.proposal!.edits).toEqual([{ kind: 'ADD_STOP', attractionId: 'sigiriya-rock-fortress', day: 2 }]);
    expect(moved.text).toContain('Sigiriya Rock Fortress was not in your plan yet, so I added it to day 2.');
    expect(ask('add Yala').text).toBe('Yala National Park is already on day 3 of your plan.');
    expect(ask('add Yala to day 2').proposal!.edits).toEqual([
      { kind: 'MOVE_STOP', attractionId: 'yala-national-park', day: 2 },
    ]);
  });

  it('an unknown or ambiguous place, or a town the plan sleeps in, is asked about and nothing is proposed', () => {
    const unknown = ask('drop Yala, add Atlantis');
    expect(unknown).toEqual({
      text: 'I couldn’t find “atlantis” in your plan or among TripMate’s places. Try the name as it is on the map, or use “Add a place to day” on the plan.\nI have changed nothing.',
      proposal: null,
    });
    const ambiguous = ask('remove the tea factory');
    expect(ambiguous.proposal).toBeNull();
    // Pedro Tea Estate is also known as Pedro Tea Factory.
    expect(ambiguous.text).toBe(
      '“tea factory” could be Pedro Tea Estate (day 1), Dambatenne Tea Factory (day 2) or Halpewatte Tea Factory (day 2). Which one do you mean?',
    );
    expect(ask('remove the Halpewatte tea factory').proposal!.edits).toEqual([
      { kind: 'REMOVE_STOP', attractionId: 'halpewatte-tea-factory' },
    ]);
    expect(ask('drop Ella').text).toMatch(/^Ella is where you stay \(2 nights\), not a stop\./);
    expect(ask('add another night').text).toBe(
      'Where should that be? You stay in Nuwara Eliya, Tissamaharama and Ella: say, for example, “one more night in Nuwara Eliya”.',
    );
    expect(ask('add a night in Mirissa').text).toBe(
      'Your plan does not stay in Mirissa: you stay in Nuwara Eliya, Tissamaharama and Ella. I can add or take away nights at one of those.',
    );
  });

  it('what the edit engine refuses is said in its words, and nothing is proposed', () => {
    expect(ask('one night less in Nuwara Eliya')).toEqual({
      text: 'I can’t make that change: Nuwara Eliya has one night only: a base keeps at least one night.',
      proposal: null,
    });
    expect(ask('swap days 2 and 9').text).toBe(
      'I can’t make that change: Day 9 is out of range: this plan has days 1 to 6.',
    );
    expect(ask('move Yala').text).toBe(
      'Which day should Yala National Park move to? For example: “move Yala National Park to day 2”.',
    );
  });
});
