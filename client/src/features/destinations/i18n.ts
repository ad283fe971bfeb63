import english from 'virtual:messages/destinations/en';
import { defineMessages, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type DestinationsKey = keyof typeof englishSource;
export type DestinationsT = Translate<DestinationsKey>;

/** The destination guides' interface text (not the guides themselves) (messages/<locale>.json). */
export const useDestinationsT = defineMessages<DestinationsKey>(english, {
  si: () => import('virtual:messages/destinations/si'),
  ta: () => import('virtual:messages/destinations/ta'),
});
