import { builtInPlanner } from '../../../test/geo.js';
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlanFacts } from '../engine/facts.js';
import { calendarOf } from '../plan-calendar.js';
import type { TripPlan } from '../plan.types.js';
import { planTripSchema } from '../planner.schema.js';
import type { Catalogue } from './catalogue.js';
import { english } from './en.js';
import { Format } from './format.js';
import { HEADINGS, itineraryText } from './itinerary-text.js';
import { CATALOGUES } from './languages.js';
import { messagesOf } from './messages.js';
import { sinhala } from './si.js';
import { tamil } from './ta.js';
import { writePlan } from './write-plan.js';

const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;
const LANGUAGES = [
  ['si', sinhala],
  ['ta', tamil],
] as const;

/** Trips that between them reach most of the catalogue: seasons, closures, trains, safaris, children, a short budget. */
const TRIPS = [
  {
    start: 'Colombo',
    end: 'Arugam Bay',
    days: 9,
    people: 3,
    budget: 500_000,
    notes: 'surfing, wildlife and relaxation',
    startDate: '2026-08-15',
    customPlaces: ['Sigiriya Rock Fortress', 'Yala National Park', 'Nowhere Special Xyz'],
  },
  {
    start: 'Kandy',
    end: 'Galle',
    days: 6,
    people: 4,
    budget: 60_000,
    notes: 'trains, tea, history and beaches',
    traveller: { residency: 'FOREIGN', childAges: [4, 9] },
    customPlaces: ['Jaffna Fort'],
  },
  {
    start: 'CMB',
    end: 'CMB',
    days: 12,
    people: 2,
    budget: 2_000_000,
    notes: 'whales, hiking, photography, food',
    startDate: '2027-01-09',
    stops: ['Ella'],
  },
];
const facts = (input: Record<string, unknown>): PlanFacts => builtInPlanner().plan(planTripSchema.parse(input));

/** The English catalogue's own words: the fixed parts of its messages (two words or more), read from its source. */
const ENGLISH_FRAGMENTS = readFileSync(new URL('./en.ts', import.meta.url), 'utf8')
  .split(/[`'{}$]/)
  .map((s) => s.trim())
  .filter(
    (s) =>
      /^[A-Za-z ,.:;’()×-]+$/.test(s) &&
      !/\b(switch|import|type|string|number|Catalogue|Messages|Comfort|Vehicle)\b/.test(s),
  )
  .filter((s) => s.length >= 8 && s.split(/\s+/).filter((w) => /[A-Za-z]{2}/.test(w)).length >= 2);

/** Every text the facts carry from TripMate's data (names, curated notes and tips), longest first. */
function dataTexts(value: unknown, out = new Set<string>()): string[] {
  if (typeof value === 'string' && value.length >= 2) out.add(value);
  else if (Array.isArray(value)) for (const v of value) dataTexts(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) dataTexts(v, out);
  return [...out].sort((a, b) => b.length - a.length);
}

/** What a catalogue wrote in a text: the text with the data's own words taken out. */
function catalogueWords(text: string, data: readonly string[]): string {
  let rest = text;
  for (const d of data) rest = rest.split(d).join(' ');
  return rest;
}

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
      ...d.warnings.map((w) => w.message),
    ]),
    ...plan.places.map((p) => p.reason),
    ...plan.tips.map((t) => t.text),
    ...plan.customPlaces.map((c) => c.reason),
    ...plan.notices,
  ];
}

/** The shape of a catalogue's messages: each key with the kind of its value, nested. */
function shape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, shape(v)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe('plans in Sinhala and Tamil', () => {
  it('has every English message in every language (TypeScript checks it too: a Catalogue must return all of Messages)', () => {
    const en = shape(messagesOf(english));
    expect(Object.keys(CATALOGUES).sort()).toEqual(['en', 'si', 'ta']);
    for (const [code, catalogue] of Object.entries(CATALOGUES)) expect(shape(messagesOf(catalogue)), code).toEqual(en);
  });

  it('marks the messages a speaker should check, each one a message of the catalogue', () => {
    const keys = new Set(Object.keys(messagesOf(english)));
    for (const [, catalogue] of LANGUAGES)
      for (const key of catalogue.review) expect(keys.has(key.split('.')[0]!), key).toBe(true);
    expect(CATALOGUES.en.review).toEqual([]);
  });

  for (const [code, catalogue] of LANGUAGES) {
    it(`writes headings, labels and template prose in ${code}'s script, with no English sentence of the catalogue left`, () => {
      let checked = 0;
      for (const trip of TRIPS) {
        const planned = facts(trip);
        const data = dataTexts(planned);
        const plan = writePlan(planned, catalogue);
        const text = itineraryText(plan, catalogue);
        const lines = [
          ...texts(plan),
          ...text.slice(0, text.indexOf(HEADINGS.json)).split('\n'),
          ...text.slice(text.indexOf(HEADINGS.budget)).split('\n'),
        ].filter((l) => !Object.values(HEADINGS).includes(l as never));
        for (const line of lines) {
          const own = catalogueWords(line, data);
          for (const fragment of ENGLISH_FRAGMENTS) expect(own, `"${fragment}" in ${line}`).not.toContain(fragment);
          // Whatever the catalogue wrote in words is in the language's script (a line of data, numbers and LKR aside).
          if (/\p{L}{3,}/u.test(own.replace(/\b(LKR|TripMate|AI|km)\b/g, '').replace(/\b[A-Z]\d+\b/g, '')))
            expect(line, line).toMatch(SCRIPTS[code]);
          checked++;
        }
        for (const t of [
          plan.summary,
          plan.budget.summary,
          ...plan.dayPlans.flatMap((d) => [d.title, d.narrative]),
          ...plan.budget.lines.map((l) => l.label),
        ])
          expect(t, t).toMatch(SCRIPTS[code]);
        // The structure is the engine's, whatever the language.
        const english = writePlan(planned);
        expect(plan.budget.totalLkr).toBe(english.budget.totalLkr);
        expect(plan.dayPlans.map((d) => d.stops.map((s) => s.attractionId))).toEqual(
          english.dayPlans.map((d) => d.stops.map((s) => s.attractionId)),
        );
      }
      expect(checked).toBeGreaterThan(200);
      expect(ENGLISH_FRAGMENTS.length).toBeGreaterThan(100);
    });
  }

  it('formats numbers, money and dates for the locale, grouping by thousands as Sri Lanka does', () => {
    const si = new Format(sinhala.locale, sinhala.grouping, sinhala.months);
    const ta = new Format(tamil.locale, tamil.grouping);
    expect(si.lkr(1_234_567)).toBe('LKR 1,234,567');
    expect(si.km(115)).toBe('කි.මී 115');
    expect(si.plural(1, { one: '# one', other: '# other' })).toBe('1 one');
    // Intl's Tamil groups lakhs, as India writes numbers; Sri Lanka groups thousands in Tamil too.
    expect(new Intl.NumberFormat('ta-LK').format(1_234_567)).toBe('12,34,567');
    expect(ta.lkr(1_234_567)).toBe('LKR 1,234,567');
    expect(ta.number(12_345_678)).toBe('12,345,678');
    expect(ta.km(1234.4)).toBe('1,234 கி.மீ.');
    expect(ta.decimal(4.55)).toBe('4.6');
    expect(ta.percent(10)).toBe('10%');
    expect(ta.date('2026-07-04')).toBe('4 ஜூலை, 2026');
    expect(ta.month(1)).toBe('ஜனவரி');
    // Intl's Sinhala months are the traditional lunar names (ඇසළ for July); the plan names the calendar's months.
    expect(new Intl.DateTimeFormat('si-LK', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, 6, 1))).toBe(
      'ඇසළ',
    );
    expect(si.month(7)).toBe('ජූලි');
    expect(si.date('2026-07-04')).toBe('2026 ජූලි 4');
    const plan = (c: Catalogue) => writePlan(facts(TRIPS[0]!), c);
    expect(plan(sinhala).budget.summary).toContain('LKR 500,000');
    expect(plan(tamil).budget.summary).toContain('LKR 500,000');
    expect(messagesOf(tamil).customOutcome({ code: 'STAYING', base: 'Kandy', nights: 1 })).toBe(
      'நீங்கள் Kandy இல் 1 இரவு தங்குகிறீர்கள்.',
    );
    expect(messagesOf(tamil).customOutcome({ code: 'STAYING', base: 'Kandy', nights: 3 })).toBe(
      'நீங்கள் Kandy இல் 3 இரவுகள் தங்குகிறீர்கள்.',
    );
    expect(messagesOf(sinhala).customOutcome({ code: 'STAYING', base: 'Kandy', nights: 3 })).toBe(
      'ඔබ Kandy හි රාත්‍රී 3ක් නවාතැන් ගනී.',
    );
  });

  it('writes the calendar’s words in the plan’s language, and English as before', () => {
    const planned = facts(TRIPS[1]!);
    for (const [code, catalogue] of LANGUAGES) {
      const ics = calendarOf(writePlan(planned, catalogue), {
        planId: 'x',
        title: 'trip',
        start: '2026-12-01',
        catalogue,
      })!;
      const legs = ics.body
        .replaceAll('\r\n ', '')
        .split('BEGIN:VEVENT')
        .filter((e) => e.includes('UID:leg-'));
      expect(legs.length).toBeGreaterThan(3);
      for (const leg of legs)
        expect(leg.split('\r\n').find((l) => l.startsWith('DESCRIPTION:'))).toMatch(SCRIPTS[code]);
    }
    const english = calendarOf(writePlan(planned), { planId: 'x', title: 'trip', start: '2026-12-01' })!;
    expect(english.body).toMatch(/DESCRIPTION:(car|train|bus|tuktuk)\\, \d+(\.\d+)? km/);
  });
});
