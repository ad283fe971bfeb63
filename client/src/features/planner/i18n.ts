import english from 'virtual:messages/planner/en';
import { defineMessages, englishTranslator, type Translate } from '../../lib/i18n/i18n';
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
