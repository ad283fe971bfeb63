import english from 'virtual:messages/feedback/en';
import { defineMessages } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

/** The feedback page's messages (messages/<locale>.json). */
export const useFeedbackT = defineMessages<keyof typeof englishSource>(english, {
  si: () => import('virtual:messages/feedback/si'),
  ta: () => import('virtual:messages/feedback/ta'),
});
