import { catalogueBinder, isPlanLanguage, type PlanLanguageCode } from '../../planner/planner.module.js';
import type { ChatCatalogue, ChatMessages } from './catalogue.js';
import { english } from './en.js';
import { sinhala } from './si.js';
import { tamil } from './ta.js';

/** The languages the assistant answers in: the planner's (English, Sinhala, Tamil). */
export type ChatLanguage = PlanLanguageCode;

/** Every language's catalogue: a language the planner writes without one here is a compile error. */
export const CHAT_CATALOGUES: Readonly<Record<ChatLanguage, ChatCatalogue>> = { en: english, si: sinhala, ta: tamil };

/** A catalogue's messages bound to its language's formats, built once per catalogue. */
export const chatMessagesOf: (catalogue: ChatCatalogue) => ChatMessages = catalogueBinder<ChatMessages>();

/** What the assistant says in a language; English when none is given (or one it does not speak). */
export function sayIn(language: string | null | undefined): ChatMessages {
  return chatMessagesOf(isPlanLanguage(language) ? CHAT_CATALOGUES[language] : english);
}
