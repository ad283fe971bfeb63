import { builtInPlanner } from '../../../test/geo.js';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { PlanFacts } from '../engine/facts.js';
import type { TripPlan } from '../plan.types.js';
import { PlannerError } from '../planner.errors.js';
import { planTripSchema } from '../planner.schema.js';
import type { Catalogue, Messages } from './catalogue.js';
import { english } from './en.js';
import { Format } from './format.js';
import { HEADINGS, itineraryText } from './itinerary-text.js';
import { messagesOf } from './messages.js';
import { writePlan } from './write-plan.js';

const en = messagesOf(english);
const facts = (input: Record<string, unknown>): PlanFacts =>
  builtInPlanner().plan(planTripSchema.parse({ people: 2, budget: 500_000, ...input }));

/** Every message of a catalogue, wrapped in ⟦ ⟧: whatever the writer says without the catalogue shows up unwrapped. */
function wrapped<T>(value: T): T {
  if (typeof value === 'string') return `⟦${value}⟧` as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => `⟦${(value as (...a: unknown[]) => string)(...args)}⟧`) as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, wrapped(v)])) as T;
}

/**
 * A second language for tests only: German number and date formats, the English words wrapped. It is only a
 * catalogue; the writer and the itinerary text are the same code as for English.
 */
const pseudo: Catalogue = {
  locale: 'de-DE',
  messages: (f: Format): Messages => wrapped(english.messages(f)),
  review: [],
};

/** What is left of a text when every wrapped message is taken out: words the writer wrote itself. */
function outsideCatalogue(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest.trim();
}

/** Every text of a written plan a catalogue writes (a base's `why` is the curated data's own text). */
function texts(plan: TripPlan): string[] {
  return [
    plan.summary,
    plan.budget.summary,
    ...plan.budget.lines.map((l) => l.label),
    ...plan.dayPlans.flatMap((d) => [
      d.title,
      d.narrative,
      ...d.stops.map((s) => s.note),
      ...d.legs.flatMap((l) => (l.note ? [l.note] : [])),
      ...d.activities.map((a) => a.name),
    ]),
    ...plan.places.map((p) => p.reason),
    ...plan.tips.map((t) => t.text),
    ...plan.customPlaces.map((c) => c.reason),
    ...plan.notices,
  ];
}

describe('the plan writer', () => {
  it('writes plurals through the language’s plural rules', () => {
    for (const [n, text] of [
      [1, 'You stay in Kandy for 1 night.'],
      [2, 'You stay in Kandy for 2 nights.'],
    ] as const) {
      expect(en.customOutcome({ code: 'STAYING', base: 'Kandy', nights: n })).toBe(text);
    }
    expect(en.lineLabel({ code: 'NIGHT', place: 'Ella', rooms: 1 })).toBe('Night in Ella: 1 room');
    expect(en.lineLabel({ code: 'NIGHT', place: 'Ella', rooms: 3 })).toBe('Night in Ella: 3 rooms');
    expect(en.lineLabel({ code: 'ACTIVITY', activity: { kind: 'safari', at: 'Yala National Park' }, units: 1 })).toBe(
      'Half-day jeep safari in Yala National Park: 1 jeep',
    );
    expect(en.lineLabel({ code: 'ACTIVITY', activity: { kind: 'cooking', at: 'Galle' }, units: 1 })).toBe(
      'Sri Lankan cooking class in Galle (late afternoon): 1 person',
    );
    expect(en.tripTitle({ start: 'Kandy', end: 'Ella', days: 1 })).toBe('Kandy to Ella, 1 day');
    // Hand-written plurals said "about 1 hours".
    expect(PlannerError.tooFewDays(1, 'Jaffna', 'Galle', 1, 2).message).toBe(
      '1 day is too short to travel from Jaffna to Galle (about 1 hour on the road). Allow at least 2 days.',
    );
    expect(PlannerError.tooFewDays(2, 'Jaffna', 'Galle', 9, 3).message).toBe(
      '2 days are too short to travel from Jaffna to Galle (about 9 hours on the road). Allow at least 3 days.',
    );
    // A language with more forms than English chooses among them by the same rules.
    const polish = new Format('pl');
    const nights = (n: number) => polish.plural(n, { one: '# noc', few: '# noce', many: '# nocy', other: '# nocy' });
    expect([1, 2, 5, 22].map(nights)).toEqual(['1 noc', '2 noce', '5 nocy', '22 noce']);
  });

  it('formats rupees, distances, ratings and percentages with Intl, with plain spaces', () => {
    const f = new Format('en-GB');
    expect(f.lkr(1_234_567.4)).toBe('LKR 1,234,567');
    expect(f.km(1234.4)).toBe('1,234 km');
    expect(f.km(115.5)).toBe('116 km');
    expect(f.decimal(4.55)).toBe('4.6');
    expect(f.percent(10)).toBe('10%');
    expect(en.placeReason({ code: 'RATED', rating: 4.7 })).toBe('Rated 4.7 out of 5 (TripMate’s indicative rating).');
    expect(en.lineLabel({ code: 'TUKTUK', count: 2, route: { from: 'Ella', to: 'Little Adam’s Peak', km: 4.4 } })).toBe(
      'Tuk-tuk × 2: Ella → Little Adam’s Peak, 4 km',
    );
    expect(en.duration(45)).toBe('45 min');
    expect(en.duration(150)).toBe('2 h 30 min');
    const german = new Format('de-DE');
    expect(german.lkr(1_234_567)).toBe('1.234.567 LKR');
    expect(german.km(1234)).toBe('1.234 km');
  });

  it('names months and dates with Intl, in the catalogue’s language', () => {
    const f = new Format('en-GB');
    expect(f.month(6)).toBe('June');
    expect(f.date('2026-07-04')).toBe('4 July 2026');
    expect(new Format('de-DE').date('2026-07-04')).toBe('4. Juli 2026');
    expect(new Format('si-LK').month(6)).toBe(
      new Intl.DateTimeFormat('si-LK', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, 5, 1)),
    );
    expect(en.placeReason({ code: 'GOOD_MONTH', month: 1 })).toBe('January is a good month for it.');
    expect(
      en.tip({
        code: 'CLOSURE',
        attractionId: 'x',
        attraction: 'Yala National Park',
        months: [9, 10],
        note: 'The park rests.',
      }),
    ).toBe('Yala National Park is usually closed in September and October. The park rests.');
    const dated = writePlan(
      facts({ start: 'Colombo', end: 'Galle', days: 3, notes: 'beaches', startDate: '2027-01-09' }),
    );
    expect(dated.tips.some((t) => t.text.startsWith('January: '))).toBe(true);
  });

  it('writes a whole plan in a second language given only its catalogue, leaving every fact as it was', () => {
    const input = {
      start: 'Colombo',
      end: 'Arugam Bay',
      days: 9,
      people: 3,
      notes: 'surfing, wildlife and relaxation',
      startDate: '2026-08-15',
      customPlaces: ['Sigiriya Rock Fortress', 'Yala National Park', 'Nowhere Special Xyz'],
    };
    const plan = facts(input);
    const inEnglish = writePlan(plan);
    const other = writePlan(plan, pseudo);
    for (const text of texts(other)) expect(outsideCatalogue(text), text).toBe('');
    for (const text of texts(inEnglish)) expect(text).not.toContain('⟦');
    // Numbers in the catalogue's language: German groups thousands with a dot and puts the currency after.
    expect(inEnglish.budget.summary).toContain('LKR 500,000');
    expect(other.budget.summary).toContain('500.000 LKR');
    // The structure is the engine's, whatever the language.
    const structure = (p: TripPlan) => ({
      ...p,
      summary: null,
      budget: { ...p.budget, summary: null, lines: p.budget.lines.map((l) => ({ ...l, label: null })) },
      dayPlans: p.dayPlans.map((d) => ({
        ...d,
        title: null,
        narrative: null,
        stops: d.stops.map((s) => ({ ...s, note: null })),
        legs: d.legs.map((l) => ({ ...l, note: null })),
        activities: d.activities.map((a) => ({ ...a, name: null })),
      })),
      places: p.places.map((x) => ({ ...x, reason: null })),
      tips: p.tips.map((t) => ({ ...t, text: null })),
      customPlaces: p.customPlaces.map((c) => ({ ...c, reason: null })),
      notices: p.notices.length,
    });
    expect(structure(other)).toEqual(structure(inEnglish));
    // The itinerary text keeps the spec's five headings, and everything else under them is the catalogue's.
    const text = itineraryText(other, pseudo);
    for (const heading of Object.values(HEADINGS)) expect(text).toContain(heading);
    const itinerary = text.slice(0, text.indexOf(HEADINGS.json)).split('\n').slice(1).filter(Boolean);
    for (const line of itinerary) expect(line, line).toMatch(/^(- (\d\d:\d\d )?)?⟦/);
  });
});
