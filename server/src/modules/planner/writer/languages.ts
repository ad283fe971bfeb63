import type { Catalogue } from './catalogue.js';
import { english } from './en.js';
import { sinhala } from './si.js';
import { tamil } from './ta.js';

/** The languages a plan can be written in, by their BCP 47 primary language subtag. */
export const PLAN_LANGUAGES = ['en', 'si', 'ta'] as const;
export type PlanLanguageCode = (typeof PLAN_LANGUAGES)[number];

/** Every language's catalogue: adding a language to PLAN_LANGUAGES without one is a compile error. */
export const CATALOGUES: Readonly<Record<PlanLanguageCode, Catalogue>> = { en: english, si: sinhala, ta: tamil };

export const isPlanLanguage = (value: unknown): value is PlanLanguageCode =>
  typeof value === 'string' && (PLAN_LANGUAGES as readonly string[]).includes(value);

/** The catalogue of a plan's language; English for a plan stored before plans had one. */
export function catalogueOf(language: string | null | undefined): Catalogue {
  return isPlanLanguage(language) ? CATALOGUES[language] : english;
}

/** The language a stored plan was written in, from its stored request (English before plans had a language). */
export function languageOfRequest(request: Readonly<Record<string, unknown>>): PlanLanguageCode {
  return isPlanLanguage(request.language) ? request.language : 'en';
}
