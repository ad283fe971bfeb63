import english from 'virtual:messages/chat/en';
import { defineMessages, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type ChatKey = keyof typeof englishSource;
export type ChatT = Translate<ChatKey>;

/** The chat panel's own text (the replies come from the server) (messages/<locale>.json). */
export const useChatT = defineMessages<ChatKey>(english, {
  si: () => import('virtual:messages/chat/si'),
  ta: () => import('virtual:messages/chat/ta'),
});
