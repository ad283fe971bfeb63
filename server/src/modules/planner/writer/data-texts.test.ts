import { builtInGeo, builtInPlanner } from '../../../test/geo.js';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '../plan.types.js';
import { plannerData } from '../planner.module.js';
import { planTripSchema } from '../planner.schema.js';
import { DATA_TEXT_TABLES, DATA_TEXTS_REVIEW, dataText, TRANSLATED_DATA_TEXTS } from './data-texts.js';
import { itineraryText } from './itinerary-text.js';
import { sinhala } from './si.js';
import { tamil } from './ta.js';
import { writePlan } from './write-plan.js';

const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;
const LANGUAGES = [
  ['si', sinhala],
  ['ta', tamil],
] as const;
const data = plannerData(builtInGeo().data);

/** Every text of the curated data a plan can carry, by where it comes from (see the planner README). */
const PLAN_DATA_TEXTS = {
  'bases.json why': data.bases.map((b) => b.why),
  'tips.json text': data.tips.map((t) => t.text),
  'seasons.json months[].note': data.seasons.months.map((m) => m.note),
  'seasons.json closures[].note': data.seasons.closures.map((c) => c.note),
  'seasons.json seasonal[].what and note': data.seasons.seasonal.flatMap((s) => [s.what, s.note]),
  'sun.json sights[].note': [...data.sun.values()].map((s) => s.note),
};
const ENGLISH_TEXTS = Object.values(PLAN_DATA_TEXTS).flat();

/** Trips that between them carry every kind of data text: a closure in September, sunrise and sunset sights, seasons. */
const TRIPS = [
  {
    start: 'Colombo',
    end: 'Galle',
    days: 8,
    people: 2,
    budget: 600_000,
    notes: 'wildlife, whales, hiking and beaches',
    startDate: '2026-09-08',
    customPlaces: ['Yala National Park', 'Mirissa Whale Watching', "Little Adam's Peak"],
  },
  {
    start: 'Colombo',
    end: 'Arugam Bay',
    days: 9,
    people: 3,
    budget: 500_000,
    notes: 'surfing, wildlife and relaxation',
    startDate: '2026-08-15',
    customPlaces: ['Sigiriya Rock Fortress', 'Pidurangala Rock'],
  },
  {
    start: 'CMB',
    end: 'CMB',
    days: 12,
    people: 4,
    budget: 2_000_000,
    notes: 'whales, hiking, photography, food, trains',
    startDate: '2027-01-09',
    traveller: { residency: 'FOREIGN', childAges: [5, 9] },
  },
  {
    start: 'Kandy',
    end: 'Jaffna',
    days: 7,
    people: 2,
    budget: 400_000,
    notes: 'temples, culture and history',
    customPlaces: ['Coconut Tree Hill'],
  },
];

/** The texts of a plan that quote the curated data: the bases' why, the tips, the stops' notes, the outcomes. */
const quoting = (plan: TripPlan): string[] => [
  ...plan.bases.map((b) => b.why),
  ...plan.tips.map((t) => t.text),
  ...plan.dayPlans.flatMap((d) => d.stops.map((s) => s.note)),
  ...plan.customPlaces.map((c) => c.reason),
];

/** Words of two letters or more in the Latin script. */
const latinWords = (text: string): string[] => text.match(/[A-Za-z]{2,}/g) ?? [];

describe("the curated data's texts in Sinhala and Tamil", () => {
  it('translates every data text a plan can carry, naming any without a translation', () => {
    const missing = Object.entries(PLAN_DATA_TEXTS).flatMap(([where, texts]) =>
      texts.filter((t) => !TRANSLATED_DATA_TEXTS.has(t)).map((t) => `${where}: ${t}`),
    );
    expect(missing).toEqual([]);
    console.info(
      `Data texts translated: ${JSON.stringify(Object.fromEntries(Object.entries(DATA_TEXT_TABLES).map(([table, texts]) => [table, texts.length])))}, of which a plan can carry ${ENGLISH_TEXTS.length}`,
    );
  });

  it('keeps no translation of a text the data no longer holds (a changed text is translated again, not kept twice)', () => {
    const held = new Set(ENGLISH_TEXTS);
    const { rates: _quotedByTheAssistant, ...planTables } = DATA_TEXT_TABLES;
    expect(
      Object.values(planTables)
        .flat()
        .filter((t) => !held.has(t.en))
        .map((t) => t.en),
    ).toEqual([]);
    const all = Object.values(DATA_TEXT_TABLES).flat();
    expect(new Set(all.map((t) => t.en)).size, 'an English text in two tables').toBe(all.length);
  });

  it("writes each translation in the language's script, with no Latin word but the English's own (place names, UNESCO, ATM)", () => {
    const strays: string[] = [];
    for (const text of Object.values(DATA_TEXT_TABLES).flat()) {
      const englishWords = latinWords(text.en).map((w) => w.toLowerCase());
      for (const [code] of LANGUAGES) {
        expect(text[code], text.en).toMatch(SCRIPTS[code]);
        for (const word of latinWords(text[code]))
          if (!englishWords.some((e) => e.startsWith(word.toLowerCase())))
            strays.push(`${code} "${word}": ${text[code]}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('marks the translations a speaker should check, each one a text of the tables', () => {
    for (const [code] of LANGUAGES)
      for (const english of DATA_TEXTS_REVIEW[code]) expect(TRANSLATED_DATA_TEXTS.has(english), english).toBe(true);
  });

  it('says a text in English when it has no translation (English, a text changed in the data, a name)', () => {
    expect(dataText('si', 'A sentence the data does not hold.')).toBe('A sentence the data does not hold.');
    expect(dataText('en', data.tips[0]!.text)).toBe(data.tips[0]!.text);
    expect(dataText('si', data.tips[0]!.text)).toMatch(SCRIPTS.si);
    expect(dataText('ta', 'Yala National Park')).toBe('Yala National Park');
  });

  for (const [code, catalogue] of LANGUAGES) {
    it(`writes a ${code} plan's bases, tips, stop notes and outcomes with no English sentence of the data`, () => {
      const reached = new Set<string>();
      for (const trip of TRIPS) {
        const facts = builtInPlanner().plan(planTripSchema.parse(trip));
        const plan = writePlan(facts, catalogue);
        const inEnglish = writePlan(facts);
        for (const [where, texts] of Object.entries(PLAN_DATA_TEXTS))
          if (quoting(inEnglish).some((t) => texts.some((x) => t.includes(x)))) reached.add(where);
        const text = itineraryText(plan, catalogue);
        for (const line of [...quoting(plan), text])
          for (const english of ENGLISH_TEXTS) expect(line, `"${english}" in ${line}`).not.toContain(english);
        for (const base of plan.bases) expect(base.why).toMatch(SCRIPTS[code]);
        for (const tip of plan.tips) expect(tip.text).toMatch(SCRIPTS[code]);
        // English plans carry the data's texts word for word, as before.
        expect(inEnglish.bases.map((b) => b.why)).toEqual(facts.bases.map((b) => b.why));
        // …and every curated tip as the data has it (tips.json).
        for (const tip of facts.tips)
          if (tip.text.code === 'CURATED') expect(inEnglish.tips.map((t) => t.text)).toContain(tip.text.text);
      }
      expect([...reached].sort()).toEqual(Object.keys(PLAN_DATA_TEXTS).sort());
    });
  }
});
