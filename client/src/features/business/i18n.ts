import english from 'virtual:messages/business/en';
import { defineMessages, englishTranslator, type Translate } from '../../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type BusinessKey = keyof typeof englishSource;
export type BusinessT = Translate<BusinessKey>;

/** The business directory's English, for functions that word something outside a component (and their tests). */
export const businessEnglish: BusinessT = englishTranslator<BusinessKey>(english);

/** The business directory's pages: list, register, edit, photos, pin, report, codes, review (messages/<locale>.json). */
export const useBusinessT = defineMessages<BusinessKey>(english, {
  si: () => import('virtual:messages/business/si'),
  ta: () => import('virtual:messages/business/ta'),
});
