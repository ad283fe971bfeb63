import english from 'virtual:messages/auth/en';
import { defineMessages, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type AuthKey = keyof typeof englishSource;
export type AuthT = Translate<AuthKey>;

/** Sign-in and sign-up's messages (messages/<locale>.json). */
export const useAuthT = defineMessages<AuthKey>(english, {
  si: () => import('virtual:messages/auth/si'),
  ta: () => import('virtual:messages/auth/ta'),
});
