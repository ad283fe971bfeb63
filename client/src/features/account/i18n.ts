import english from 'virtual:messages/account/en';
import { defineMessages } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

/** The account pages' messages (messages/<locale>.json). */
export const useAccountT = defineMessages<keyof typeof englishSource>(english, {
  si: () => import('virtual:messages/account/si'),
  ta: () => import('virtual:messages/account/ta'),
});
