import english from 'virtual:messages/planner/en';
import type { PlanLanguage } from '../../gql/graphql';
import { defineMessages, englishTranslator, type Locale, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type PlannerKey = keyof typeof englishSource;
export type PlannerT = Translate<PlannerKey>;

/** The planner's and the plan workspace's labels (the plan's own words come from the server) (messages/<locale>.json). */
/** The planner's English, for functions that word something outside a component (and their tests). */
export const plannerEnglish: PlannerT = englishTranslator<PlannerKey>(english);

export const usePlannerT = defineMessages<PlannerKey>(english, {
  si: () => import('virtual:messages/planner/si'),
  ta: () => import('virtual:messages/planner/ta'),
});

/** The language a plan is written in for each interface language, and back. */
export const PLAN_LANGUAGE: Readonly<Record<Locale, PlanLanguage>> = { en: 'EN', si: 'SI', ta: 'TA' };
export const LOCALE_OF_PLAN: Readonly<Record<PlanLanguage, Locale>> = { EN: 'en', SI: 'si', TA: 'ta' };
