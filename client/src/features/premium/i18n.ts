import english from 'virtual:messages/premium/en';
import { defineMessages } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

/** The premium page's messages (messages/<locale>.json). */
export const usePremiumT = defineMessages<keyof typeof englishSource>(english, {
  si: () => import('virtual:messages/premium/si'),
  ta: () => import('virtual:messages/premium/ta'),
});
