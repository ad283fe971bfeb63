import { DomainError, type ErrorCategory, type MessageParams } from '../../lib/errors/domain-error.js';
import { badEditMessage, type BadEdit } from './bad-edit.js';
import { messagesOf } from './writer/messages.js';

export { badEditMessage, type BadEdit } from './bad-edit.js';

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

/** What a message says besides its code (server/src/messages/ says it in other languages); other codes say nothing more. */
export type PlannerErrorParams = {
  readonly [PlannerErrorCode.LOCATION_NOT_FOUND]: { readonly place: string };
  readonly [PlannerErrorCode.TOO_FEW_DAYS]: {
    readonly days: number;
    readonly from: string;
    readonly to: string;
    readonly hours: number;
    readonly needed: number;
  };
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
  /** `suggestions`: the names of places like it, for "did you mean". */
  static locationNotFound(
    place: string,
    field: 'start' | 'end' | `stops.${number}`,
    suggestions: readonly string[] = [],
  ): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(
      PlannerErrorCode.LOCATION_NOT_FOUND,
      `Could not find location: ${place}`,
      field,
      undefined,
      { place },
      suggestions,
    );
  }

  static tooFewDays(days: number, from: string, to: string, hours: number, needed: number): PlannerError {
    const params = { days, from, to, hours, needed };
    return new PlannerError(
      PlannerErrorCode.TOO_FEW_DAYS,
      messagesOf().errors.tooFewDays(params),
      'days',
      undefined,
      params,
    );
  }

  static noRoute(): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(PlannerErrorCode.NO_ROUTE, 'Could not find route between the locations');
  }

  static notFound(): PlannerError {
    return new PlannerError(
      PlannerErrorCode.NOT_FOUND,
      'Trip plan not found. It may have been deleted, or it expired before it was saved.',
      undefined,
      undefined,
      { shared: false },
    );
  }

  static tooMany(retryAfterSeconds: number): PlannerError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new PlannerError(
      PlannerErrorCode.TOO_MANY_PLANS,
      messagesOf().errors.tooManyPlans(minutes),
      undefined,
      retryAfterSeconds,
      { minutes },
    );
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
    return new PlannerError(
      PlannerErrorCode.NOT_FOUND,
      'This shared plan is not available: the link may be mistyped, or its owner stopped sharing it.',
      undefined,
      undefined,
      { shared: true },
    );
  }

  static notSaved(): PlannerError {
    return new PlannerError(
      PlannerErrorCode.NOT_SAVED,
      'Save the plan before sharing it: an unsaved plan is removed after a day.',
    );
  }

  static noDates(): PlannerError {
    return new PlannerError(
      PlannerErrorCode.NO_DATES,
      'This plan has no start date, so its days have no dates: add ?start=YYYY-MM-DD to the address to put it in a calendar from that day.',
      'start',
    );
  }

  static tooManyEdits(retryAfterSeconds: number): PlannerError {
    const seconds = Math.max(1, retryAfterSeconds);
    return new PlannerError(
      PlannerErrorCode.TOO_MANY_EDITS,
      `You have made many edits in a short time. Please try again in ${seconds} seconds.`,
      undefined,
      retryAfterSeconds,
      { seconds },
    );
  }

  static tooManyOpens(retryAfterSeconds: number): PlannerError {
    const seconds = Math.max(1, retryAfterSeconds);
    return new PlannerError(
      PlannerErrorCode.TOO_MANY_OPENS,
      `Too many shared plans opened from your address in a short time. Please try again in ${seconds} seconds.`,
      undefined,
      retryAfterSeconds,
      { seconds },
    );
  }

  private constructor(
    code: PlannerErrorCode,
    message: string,
    field?: string,
    retryAfterSeconds?: number,
    params: MessageParams = {},
    suggestions?: readonly string[],
  ) {
    super(categoryOf[code], code, message, { field, retryAfterSeconds, suggestions }, params);
  }
}
