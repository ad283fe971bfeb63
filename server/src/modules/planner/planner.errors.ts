import { DomainError, type ErrorCategory, type MessageParams } from '../../lib/errors/domain-error.js';
import { messagesOf } from './writer/messages.js';

export enum PlannerErrorCode {
  LOCATION_NOT_FOUND = 'PLAN_LOCATION_NOT_FOUND',
  TOO_FEW_DAYS = 'PLAN_TOO_FEW_DAYS',
  NO_ROUTE = 'PLAN_NO_ROUTE',
  NOT_FOUND = 'PLAN_NOT_FOUND',
  TOO_MANY_PLANS = 'PLAN_RATE_LIMITED',
  BAD_EDIT = 'PLAN_BAD_EDIT',
  VERSION_CONFLICT = 'PLAN_VERSION_CONFLICT',
  IDEMPOTENCY_KEY_REUSED = 'PLAN_IDEMPOTENCY_KEY_REUSED',
  NOT_SAVED = 'PLAN_NOT_SAVED',
  NO_DATES = 'PLAN_NO_DATES',
  TOO_MANY_EDITS = 'PLAN_EDITS_RATE_LIMITED',
  TOO_MANY_OPENS = 'PLAN_SHARE_RATE_LIMITED',
}

const categoryOf: Record<PlannerErrorCode, ErrorCategory> = {
  [PlannerErrorCode.LOCATION_NOT_FOUND]: 'BAD_USER_INPUT',
  [PlannerErrorCode.TOO_FEW_DAYS]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NO_ROUTE]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [PlannerErrorCode.TOO_MANY_PLANS]: 'TOO_MANY_REQUESTS',
  [PlannerErrorCode.BAD_EDIT]: 'BAD_USER_INPUT',
  [PlannerErrorCode.VERSION_CONFLICT]: 'CONFLICT',
  [PlannerErrorCode.IDEMPOTENCY_KEY_REUSED]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NOT_SAVED]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NO_DATES]: 'BAD_USER_INPUT',
  [PlannerErrorCode.TOO_MANY_EDITS]: 'TOO_MANY_REQUESTS',
  [PlannerErrorCode.TOO_MANY_OPENS]: 'TOO_MANY_REQUESTS',
};

/** Why an edit cannot apply to the plan as it is (plan-edits.ts, plan-replan.ts); `badEditMessage` words it in English. */
export type BadEdit =
  /** `what` is the English words for the value wanted ("the stop to move"); other languages say it by kind and field. */
  | { readonly why: 'NEEDS'; readonly kind: string; readonly field: string; readonly what: string }
  | { readonly why: 'DAY_OUT_OF_RANGE'; readonly day: number; readonly days: number }
  | { readonly why: 'INDEX_OUT_OF_RANGE'; readonly index: number; readonly day: number; readonly length: number }
  | { readonly why: 'DAY_FULL'; readonly day: number; readonly max: number }
  | { readonly why: 'NOT_A_STOP'; readonly name: string }
  | { readonly why: 'NO_SUCH_STOP'; readonly id: string }
  | { readonly why: 'NOT_A_BASE'; readonly placeId: string; readonly bases: readonly string[] }
  | { readonly why: 'DAY_TRIP' }
  | { readonly why: 'BASE_TWICE'; readonly name: string }
  | { readonly why: 'ONE_NIGHT'; readonly name: string }
  | { readonly why: 'NOT_AROUND'; readonly day: number; readonly name: string; readonly first: number; readonly last: number }
  | { readonly why: 'NO_SUCH_PLACE'; readonly id: string }
  | { readonly why: 'ALREADY_IN_PLAN'; readonly name: string; readonly day: number }
  | { readonly why: 'MAX_DAYS'; readonly max: number }
  | { readonly why: 'DAYS_HAVE_STOPS'; readonly name: string; readonly first: number; readonly last: number }
  | { readonly why: 'DAY_HAS_STOPS'; readonly day: number; readonly stops: readonly string[] }
  | { readonly why: 'SWAP_WITH_ITSELF'; readonly day: number }
  | { readonly why: 'UNREACHABLE'; readonly name: string; readonly day: number };

/** A refused edit in English, the API's words. */
export function badEditMessage(edit: BadEdit): string {
  switch (edit.why) {
    case 'NEEDS':
      return `${edit.kind} needs ${edit.field}: ${edit.what}.`;
    case 'DAY_OUT_OF_RANGE':
      return `Day ${edit.day} is out of range: this plan has days 1 to ${edit.days}.`;
    case 'INDEX_OUT_OF_RANGE':
      return `Index ${edit.index} is out of range: day ${edit.day} would have ${edit.length} ${edit.length === 1 ? 'stop' : 'stops'} before it, so 0 to ${edit.length}.`;
    case 'DAY_FULL':
      return `Day ${edit.day} already has ${edit.max} stops, the most a day can hold: move one elsewhere first.`;
    case 'NOT_A_STOP':
      return `${edit.name} is not a stop of this plan.`;
    case 'NO_SUCH_STOP':
      return `There is no stop "${edit.id}" in this plan.`;
    case 'NOT_A_BASE':
      return `This plan does not stay at "${edit.placeId}": its bases are ${edit.bases.join(', ')}.`;
    case 'DAY_TRIP':
      return 'This plan has no nights: it is a day trip.';
    case 'BASE_TWICE':
      return `This plan stays at ${edit.name} twice: say which day.`;
    case 'ONE_NIGHT':
      return `${edit.name} has one night only: a base keeps at least one night.`;
    case 'NOT_AROUND':
      return `Day ${edit.day} is not a day around ${edit.name}: choose a day from ${edit.first} to ${edit.last}.`;
    case 'NO_SUCH_PLACE':
      return `There is no place "${edit.id}" in TripMate's data: choose one from the attraction search.`;
    case 'ALREADY_IN_PLAN':
      return `${edit.name} is already on day ${edit.day}: move it instead.`;
    case 'MAX_DAYS':
      return `A plan has at most ${edit.max} days: remove a night elsewhere first.`;
    case 'DAYS_HAVE_STOPS':
      return `Every day around ${edit.name} (${edit.first === edit.last ? `day ${edit.first}` : `days ${edit.first} to ${edit.last}`}) has stops: move or remove them first, or say which day to remove.`;
    case 'DAY_HAS_STOPS': {
      const one = edit.stops.length === 1;
      return `Day ${edit.day} still has ${one ? 'a stop' : `${edit.stops.length} stops`} (${edit.stops.join(', ')}): move or remove ${one ? 'it' : 'them'} first.`;
    }
    case 'SWAP_WITH_ITSELF':
      return `Day ${edit.day} cannot be swapped with itself: choose another day.`;
    case 'UNREACHABLE':
      return `${edit.name} cannot be reached by road from day ${edit.day}'s route.`;
  }
}

/** What a message says besides its code (server/src/messages/ says it in other languages); other codes say nothing more. */
export type PlannerErrorParams = {
  readonly [PlannerErrorCode.LOCATION_NOT_FOUND]: { readonly place: string };
  readonly [PlannerErrorCode.TOO_FEW_DAYS]: { readonly days: number; readonly from: string; readonly to: string; readonly hours: number; readonly needed: number };
  /** `shared`: a share link that does not open, rather than the caller's own plan. */
  readonly [PlannerErrorCode.NOT_FOUND]: { readonly shared: boolean };
  readonly [PlannerErrorCode.TOO_MANY_PLANS]: { readonly minutes: number };
  readonly [PlannerErrorCode.BAD_EDIT]: { readonly edit: BadEdit };
  readonly [PlannerErrorCode.VERSION_CONFLICT]: { readonly current: number };
  readonly [PlannerErrorCode.TOO_MANY_EDITS]: { readonly seconds: number };
  readonly [PlannerErrorCode.TOO_MANY_OPENS]: { readonly seconds: number };
};

/** The planner's failures, each with a message a traveller can act on. */
export class PlannerError extends DomainError<PlannerErrorCode> {
  static locationNotFound(place: string, field: 'start' | 'end' | `stops.${number}`): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(PlannerErrorCode.LOCATION_NOT_FOUND, `Could not find location: ${place}`, field, undefined, { place });
  }

  static tooFewDays(days: number, from: string, to: string, hours: number, needed: number): PlannerError {
    const params = { days, from, to, hours, needed };
    return new PlannerError(PlannerErrorCode.TOO_FEW_DAYS, messagesOf().errors.tooFewDays(params), 'days', undefined, params);
  }

  static noRoute(): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(PlannerErrorCode.NO_ROUTE, 'Could not find route between the locations');
  }

  static notFound(): PlannerError {
    return new PlannerError(PlannerErrorCode.NOT_FOUND, 'Trip plan not found. It may have been deleted, or it expired before it was saved.', undefined, undefined, { shared: false });
  }

  static tooMany(retryAfterSeconds: number): PlannerError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new PlannerError(PlannerErrorCode.TOO_MANY_PLANS, messagesOf().errors.tooManyPlans(minutes), undefined, retryAfterSeconds, { minutes });
  }

  /** An edit that cannot apply to the plan as it is: what is wrong, and the edit's field (`edits.<i>.<field>`). */
  static badEdit(edit: BadEdit, field: string): PlannerError {
    return new PlannerError(PlannerErrorCode.BAD_EDIT, badEditMessage(edit), field, undefined, { edit });
  }

  /** The plan changed since the caller's copy (another tab, another device): nothing was changed. */
  static versionConflict(current: number): PlannerError {
    return new PlannerError(
      PlannerErrorCode.VERSION_CONFLICT,
      `This plan was changed somewhere else (another tab or device) since you opened it; it is now at version ${current}. Nothing was changed: reload the plan and make your edit again.`,
      'version',
      undefined,
      { current },
    );
  }

  /** A key already used on this plan for another change: a retry must send the same change with the same key. */
  static idempotencyKeyReused(): PlannerError {
    return new PlannerError(
      PlannerErrorCode.IDEMPOTENCY_KEY_REUSED,
      'This idempotency key was already used for a different change to this plan. Send each new change with a new key, and a retry with the key and edits of the first try.',
      'idempotencyKey',
    );
  }

  /** An unknown, mistyped or revoked share link: all alike, so a link's existence is not told. */
  static shareNotFound(): PlannerError {
    return new PlannerError(PlannerErrorCode.NOT_FOUND, 'This shared plan is not available: the link may be mistyped, or its owner stopped sharing it.', undefined, undefined, { shared: true });
  }

  static notSaved(): PlannerError {
    return new PlannerError(PlannerErrorCode.NOT_SAVED, 'Save the plan before sharing it: an unsaved plan is removed after a day.');
  }

  static noDates(): PlannerError {
    return new PlannerError(PlannerErrorCode.NO_DATES, 'This plan has no start date, so its days have no dates: add ?start=YYYY-MM-DD to the address to put it in a calendar from that day.', 'start');
  }

  static tooManyEdits(retryAfterSeconds: number): PlannerError {
    const seconds = Math.max(1, retryAfterSeconds);
    return new PlannerError(PlannerErrorCode.TOO_MANY_EDITS, `You have made many edits in a short time. Please try again in ${seconds} seconds.`, undefined, retryAfterSeconds, { seconds });
  }

  static tooManyOpens(retryAfterSeconds: number): PlannerError {
    const seconds = Math.max(1, retryAfterSeconds);
    return new PlannerError(PlannerErrorCode.TOO_MANY_OPENS, `Too many shared plans opened from your address in a short time. Please try again in ${seconds} seconds.`, undefined, retryAfterSeconds, { seconds });
  }

  private constructor(code: PlannerErrorCode, message: string, field?: string, retryAfterSeconds?: number, params: MessageParams = {}) {
    super(categoryOf[code], code, message, { field, retryAfterSeconds }, params);
  }
}
