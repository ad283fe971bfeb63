import type { DomainError } from '../lib/errors/domain-error.js';
import { SharedErrorCode } from '../lib/errors/shared-codes.js';
import { ValidationError, type ValidationReason } from '../lib/errors/validation.js';
import type { SayError } from '../lib/http/error-handler.js';
import type { MessageLanguage } from '../lib/language.js';
import { PASSWORD_CHANGED, SIGNED_OUT_EVERYWHERE } from '../modules/accounts/profile.service.js';
import {
  ADDRESS_NOT_ON_MAP,
  BUSINESS_CLAIMED,
  BUSINESS_REGISTERED,
  BUSINESS_REPORTED,
  BUSINESS_UPDATED,
  MANAGEMENT_CODE_REISSUED,
  PHOTO_ADDED,
  PHOTO_REMOVED,
  REPORTS_REVIEWED,
  REVIEW_REQUESTED,
} from '../modules/business/business.module.js';
import { FEEDBACK_THANKS } from '../modules/feedback/feedback.resolver.js';
import { catalogueBinder } from '../modules/planner/planner.module.js';
import type { Confirmation, ServerCatalogue, ServerMessages } from './catalogue.js';
import { sinhala } from './si.js';
import { tamil } from './ta.js';

/** The languages with a catalogue here: English is each error's own message, the modules' words. */
export type TranslatedLanguage = Exclude<MessageLanguage, 'en'>;

/** Every language's catalogue: a language the server speaks without one is a compile error. */
export const SERVER_CATALOGUES: Readonly<Record<TranslatedLanguage, ServerCatalogue>> = { si: sinhala, ta: tamil };

/** The confirmations of writes in English, the modules' words (for REST, word for word as DESIGN §5 and the spec have them). */
export const ENGLISH_CONFIRMATIONS: Readonly<Record<Confirmation, string>> = {
  passwordChanged: PASSWORD_CHANGED,
  photoAdded: PHOTO_ADDED,
  businessRegistered: BUSINESS_REGISTERED,
  businessUpdated: BUSINESS_UPDATED,
  businessClaimed: BUSINESS_CLAIMED,
  businessReported: BUSINESS_REPORTED,
  reviewRequested: REVIEW_REQUESTED,
  addressNotOnMap: ADDRESS_NOT_ON_MAP,
  photoRemoved: PHOTO_REMOVED,
  listingRestored: REPORTS_REVIEWED.restore,
  listingRemoved: REPORTS_REVIEWED.remove,
  managementCodeReissued: MANAGEMENT_CODE_REISSUED,
  feedbackThanks: FEEDBACK_THANKS,
  signedOutEverywhere: SIGNED_OUT_EVERYWHERE,
};

/** Each confirmation by its English words, for answers whose module wrote the English (GraphQL's payloads). */
const CONFIRMATION_BY_ENGLISH: ReadonlyMap<string, Confirmation> = new Map(
  Object.entries(ENGLISH_CONFIRMATIONS).map(([key, text]) => [text, key as Confirmation]),
);

/** A catalogue's messages bound to its language's formats, built once per catalogue. */
export const serverMessagesOf: (catalogue: ServerCatalogue) => ServerMessages = catalogueBinder<ServerMessages>();

type AnyMessage = (params: unknown) => string;

/**
 * A refusal in the reader's language, by its code and parameters; English is the error's own message, word for word.
 * A code a catalogue does not know (none, while TypeScript checks the catalogues) is said in English.
 */
export const sayError: SayError = (error: DomainError, language: MessageLanguage) => {
  if (language === 'en') return error.message;
  const messages = serverMessagesOf(SERVER_CATALOGUES[language]);
  if (error.code === SharedErrorCode.INVALID_INPUT) return sayInvalidInput(messages, error);
  const say = (messages.errors as unknown as Readonly<Record<string, AnyMessage | undefined>>)[error.code];
  return say ? say(error.params) : error.message;
};

/**
 * An input rule in the reader's language: a schema's own rule by its English words where translated, else the rule's
 * kind said of the field, named as the language names it (or by its API name, `radiusKm`, when it has no name there).
 */
function sayInvalidInput(messages: ServerMessages, error: DomainError): string {
  // A schema's own words, whatever rule says them (a refine, or a regex, which zod reports as a format).
  const own = messages.validation.own[error.message];
  if (own) return own;
  const reason: ValidationReason = error instanceof ValidationError ? error.reason : { kind: 'invalid' };
  const name = error.details.field
    ?.split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  const label = name === undefined ? null : (messages.validation.field(name) ?? messages.validation.unnamed(name));
  return messages.validation.rule(reason, label);
}

/** A REST confirmation in the reader's language. */
export function confirmation(key: Confirmation, language: MessageLanguage): string {
  return language === 'en'
    ? ENGLISH_CONFIRMATIONS[key]
    : serverMessagesOf(SERVER_CATALOGUES[language]).confirmations[key];
}

/** A module's English confirmation in the reader's language; any other text as it is. */
export function sayConfirmation(english: string, language: MessageLanguage): string {
  const key = language === 'en' ? undefined : CONFIRMATION_BY_ENGLISH.get(english);
  return key === undefined ? english : confirmation(key, language);
}
