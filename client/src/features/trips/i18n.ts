import english from 'virtual:messages/trips/en';
import { defineMessages, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type TripsKey = keyof typeof englishSource;
export type TripsT = Translate<TripsKey>;

/** The dashboard's and the trip form's text (messages/<locale>.json). */
export const useTripsT = defineMessages<TripsKey>(english, {
  si: () => import('virtual:messages/trips/si'),
  ta: () => import('virtual:messages/trips/ta'),
});
