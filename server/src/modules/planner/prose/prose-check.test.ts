import { builtInGeo } from '../../../test/geo.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '../plan.types.js';
import { planBrief } from './prose-brief.js';
import { checkProse, clockTimes, PlaceNameCheck } from './prose-check.js';

const plan = JSON.parse(readFileSync(new URL('./fixtures/plan.json', import.meta.url), 'utf8')) as TripPlan;
const names = new PlaceNameCheck(builtInGeo().data);
const brief = planBrief(plan);

const prose = (day1: string, extra: Partial<{ days: unknown[]; places: unknown[]; summary: string }> = {}) =>
  JSON.stringify({
    summary: 'Three days from Kandy to Ella, with temples, tea and the train.',
    days: [
      { day: 1, title: 'Kandy', narrative: day1 },
      { day: 2, title: 'The train', narrative: 'Board the 08:00 train in Kandy and ride the Main Line up to Ella.' },
      { day: 3, title: 'Around Ella', narrative: 'A day among the tea estates and temples around Ella and Haputale.' },
    ],
    places: [],
    ...extra,
  });
const problem = (answer: string) => {
  const checked = checkProse(answer, plan, brief, names);
  return checked.ok ? null : checked.problem;
};

describe('checking a model’s prose against the plan', () => {
  it('reads clock times in the ways people write them', () => {
    expect(clockTimes('at 8:30 am, 1 p.m., 14:05, 7.15pm and 12 am; not 1.5 hours, 12 amazing sights or 2:1')).toEqual([
      '08:30',
      '13:00',
      '19:15',
      '00:00',
      '14:05',
    ]);
  });

  it.each([
    ['LKR 2,000 per person', 'states a price'],
    ['about Rs. 500', 'states a price'],
    ['Rs 1500 a ride', 'states a price'],
    ['a $30 ticket', 'states a price'],
    ['5,000 rupees for the jeep', 'states a price'],
    ['USD 25 for foreigners', 'states a price'],
    ['leave at 07:30 sharp', "gives a time that is not the plan's: 07:30"],
    ['leave at 9 am sharp', "gives a time that is not the plan's: 09:00"],
    ['lunch at the Sunset Beach Bar', 'names a place TripMate does not know: Sunset Beach Bar'],
    ['a detour to Crystal Lagoon', 'names a place TripMate does not know: Crystal Lagoon'],
    ['then on to Kirigalpotta', 'names a place TripMate does not know: Kirigalpotta'],
  ])('rejects “%s”', (text, expected) => {
    expect(problem(prose(`Start at 08:00 in Kandy, ${text}, and end the day in Kandy.`))).toBe(
      `day 1's narrative ${expected}`,
    );
  });

  it.each([
    'Set off at 08:00 for the Temple of the Tooth, the island’s most revered shrine in Sri Lanka.',
    'Start at 8 am at the Temple of the Sacred Tooth Relic, then walk around Kandy Lake in the cool of the morning.',
    'Leave the Tudor-style Adisham Bungalow and head to the South Coast? No: today stays in the Hill Country, near Kandy.',
    'Visit Sri Muthumariamman Temple and Aluvihare Rock Temple, back in Kandy by 15:59 for a Poya day in February.',
    'Explore Kandy, Matale and Gampola at an easy pace, with the Ceylon Tea Museum on the way.',
  ])('accepts “%s”', (text) => {
    expect(problem(prose(text))).toBeNull();
  });

  it('reads a name at the start of a sentence when the sentence opens with the word that puts it', () => {
    expect(
      problem(prose('In Kirigalpotta the air is cool. Visit Crystal Lagoon after lunch. Kandy is calm by evening.')),
    ).toBe("day 1's narrative names a place TripMate does not know: Kirigalpotta, Crystal Lagoon");
    expect(problem(prose('In Kandy the air is cool. Visit Kandy Lake after lunch. Leave Kandy refreshed.'))).toBeNull();
  });

  it('holds the answer to the plan’s days and places, and to sane lengths', () => {
    expect(problem('{"summary": "cut off')).toBe('the answer is not JSON');
    expect(problem(prose('Fine day in Kandy with temples and tea.', { days: [] }))).toBe(
      "the answer's days () are not the plan's",
    );
    expect(
      problem(
        prose('Fine day in Kandy with temples and tea.', {
          places: [{ attractionId: 'galle-fort', reason: 'A fine old fort town by the sea.' }],
        }),
      ),
    ).toBe('the answer gives a reason for a place not in the plan: galle-fort');
    expect(problem(prose('Too short.'))).toMatch(/^the answer does not fit the schema at days\.0\.narrative: /);
    expect(problem(prose('x'.repeat(1300)))).toMatch(/^the answer does not fit the schema at days\.0\.narrative: /);
  });
});
