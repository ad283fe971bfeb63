import { BASE_TEXTS } from './data-texts/bases.js';
import type { DataLanguage, DataText } from './data-texts/data-text.js';
import { MONTH_NOTES } from './data-texts/months.js';
import { RATE_TEXTS } from './data-texts/rates.js';
import { SEASON_TEXTS } from './data-texts/seasons.js';
import { SUN_TEXTS } from './data-texts/sun.js';
import { TIP_TEXTS } from './data-texts/tips.js';

/**
 * The curated data's texts in Sinhala and Tamil, one table for the plans and the assistant alike: each text is keyed
 * by the exact English it translates, so a text changed in the data is said in its new English until it is translated
 * again (`data-texts.test.ts` names any text a plan carries without a translation; the chat's `languages.test.ts` the
 * ones its answers quote). Place names stay as the data spells them, as everywhere in the catalogues; figures in LKR
 * stay as the data writes them.
 *
 * The tables, by data file: a base's `why` (bases.json), the curated tips (tips.json), the monsoon calendar's month
 * notes, the closures' notes and the seasonal items' `what` and `note` (seasons.json), the sun-timed sights' notes
 * (sun.json), and the rates' texts the assistant quotes (rates.json: what, per what, notes, sources).
 */
export const DATA_TEXT_TABLES = {
  bases: BASE_TEXTS,
  tips: TIP_TEXTS,
  months: MONTH_NOTES,
  seasons: SEASON_TEXTS,
  sun: SUN_TEXTS,
  rates: RATE_TEXTS,
} as const satisfies Record<string, readonly DataText[]>;

const ALL: readonly DataText[] = Object.values(DATA_TEXT_TABLES).flat();
const BY_ENGLISH = new Map(ALL.map((t) => [t.en, t]));

/** The English texts translated here, for the tests that look for the data's texts among them. */
export const TRANSLATED_DATA_TEXTS: ReadonlySet<string> = new Set(BY_ENGLISH.keys());

/** The translations a speaker of the language should check, by their English. */
export const DATA_TEXTS_REVIEW: Readonly<Record<DataLanguage, readonly string[]>> = {
  si: ALL.filter((t) => t.review?.includes('si')).map((t) => t.en),
  ta: ALL.filter((t) => t.review?.includes('ta')).map((t) => t.en),
};

/**
 * A text of the curated data in a language: its translation when there is one for exactly this English, else the
 * English as the data holds it (English plans and answers, a text changed since it was translated, a place's name).
 */
export function dataText(language: string, english: string): string {
  const text = BY_ENGLISH.get(english);
  return text && (language === 'si' || language === 'ta') ? text[language] : english;
}
