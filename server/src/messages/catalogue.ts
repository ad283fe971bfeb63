import type { SharedErrorCode } from '../lib/errors/shared-codes.js';
import type { ValidationReason } from '../lib/errors/validation.js';
import type { AuthErrorCode } from '../modules/accounts/auth.errors.js';
import type { BusinessErrorCode, BusinessErrorParams } from '../modules/business/business.errors.js';
import type { PhotoErrorCode, PhotoErrorParams } from '../modules/business/business.module.js';
import type { ChatErrorCode } from '../modules/chat/chat.errors.js';
import type { FeedbackErrorCode } from '../modules/feedback/feedback.errors.js';
import type { GeoErrorCode, GeoErrorParams } from '../modules/geo/geo.errors.js';
import type { Format } from '../modules/planner/planner.module.js';
import type { PlannerErrorCode, PlannerErrorParams } from '../modules/planner/planner.errors.js';
import type { TripErrorCode } from '../modules/trips/trip.errors.js';

/** Every code a client can be refused with: each module's enum and the shared layer's. */
export type ErrorCode =
  | AuthErrorCode
  | BusinessErrorCode
  | PhotoErrorCode
  | ChatErrorCode
  | FeedbackErrorCode
  | GeoErrorCode
  | PlannerErrorCode
  | TripErrorCode
  | SharedErrorCode;

/** What the shared layer's messages say besides their code. */
type SharedErrorParams = {
  readonly [SharedErrorCode.INVALID_INPUT]: { readonly reason: ValidationReason };
  readonly [SharedErrorCode.ROUTE_NOT_FOUND]: { readonly method: string; readonly path: string };
  readonly [SharedErrorCode.BODY_TOO_LARGE]: { readonly limit: string };
  /** `stalled`: nothing came for `seconds` (an upload); else the body was not whole after `seconds`. */
  readonly [SharedErrorCode.REQUEST_TIMEOUT]: { readonly stalled: boolean; readonly seconds: number };
};

type ParamsByCode = BusinessErrorParams & PhotoErrorParams & GeoErrorParams & PlannerErrorParams & SharedErrorParams;
/** A code's parameters: what its English message says besides its fixed words (nothing, for most). */
export type ParamsOf<C extends ErrorCode> = C extends keyof ParamsByCode
  ? ParamsByCode[C]
  : Readonly<Record<string, never>>;

/** The English words of a ValidationError (the schema's own) and the field it is about (`stops.0`, `email`). */
export type FieldProblem = { readonly english: string; readonly field: string | null };

/** The confirmations a write answers with: REST's `{ message }` (DESIGN §5) and GraphQL's `…Payload.message` and `locationNotice`. */
export type Confirmation =
  | 'passwordChanged'
  | 'photoAdded'
  | 'photoRemoved'
  | 'businessRegistered'
  | 'businessUpdated'
  | 'businessClaimed'
  | 'businessReported'
  | 'reviewRequested'
  | 'addressNotOnMap'
  | 'listingRestored'
  | 'listingRemoved'
  | 'managementCodeReissued'
  | 'feedbackThanks'
  | 'signedOutEverywhere';

/**
 * Everything the server says of its own in one language besides plans and the assistant's answers (their writers have
 * their catalogues): refusals by code, input rules by kind, the confirmations of writes. The English is the modules' own (each
 * error's message, the spec's words); a catalogue says the same in another language. TypeScript checks that a catalogue
 * has a message for every code of every module, with that code's parameters.
 */
export type ServerMessages = {
  readonly errors: { readonly [C in Exclude<ErrorCode, SharedErrorCode.INVALID_INPUT>]: (p: ParamsOf<C>) => string };
  readonly validation: {
    /** A field as a person reads it, by its name in the API (the last named part of its path); null: not known. */
    field(name: string): string | null;
    /** A field whose name is not known, said with its name in the API: `radiusKm`. */
    unnamed(name: string): string;
    /** A broken rule, about the field `label` (null: the body as a whole). */
    rule(reason: ValidationReason, label: string | null): string;
    /** A schema's own rule (a refine) by its English words, where translated; else `rule` says it is not valid. */
    readonly own: Readonly<Record<string, string>>;
  };
  readonly confirmations: Readonly<Record<Confirmation, string>>;
};

/** A message of a catalogue by its path (`errors.AUTH_INVALID_CREDENTIALS`, `validation.own`), to mark it for review. */
export type ServerMessageKey =
  | `errors.${Exclude<ErrorCode, SharedErrorCode.INVALID_INPUT>}`
  | 'validation.field'
  | 'validation.rule'
  | `validation.own`
  | `confirmations.${Confirmation}`;

export type ServerCatalogue = {
  /** A BCP 47 tag, for Intl. */
  readonly locale: string;
  readonly grouping?: 'thousands';
  readonly months?: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  readonly messages: (f: Format) => ServerMessages;
  /** Messages whose wording a speaker of the language should check (see each catalogue). */
  readonly review: readonly ServerMessageKey[];
};
