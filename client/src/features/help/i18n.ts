import english from 'virtual:messages/help/en';
import { defineMessages } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

/** The help page's messages (messages/<locale>.json). */
export const useHelpT = defineMessages<keyof typeof englishSource>(english, {
  si: () => import('virtual:messages/help/si'),
  ta: () => import('virtual:messages/help/ta'),
});
