import english from 'virtual:messages/components/en';
import { defineMessages, type Translate } from '../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type ComponentsKey = keyof typeof englishSource;
export type ComponentsT = Translate<ComponentsKey>;

/** The shared components' words: dialogs, a copied link, a listing's category and price range (messages/<locale>.json). */
export const useComponentsT = defineMessages<ComponentsKey>(english, {
  si: () => import('virtual:messages/components/si'),
  ta: () => import('virtual:messages/components/ta'),
});
