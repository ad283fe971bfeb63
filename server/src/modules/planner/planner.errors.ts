import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';
import { messagesOf } from './writer/messages.js';

export enum PlannerErrorCode {
  LOCATION_NOT_FOUND = 'PLAN_LOCATION_NOT_FOUND',
  TOO_FEW_DAYS = 'PLAN_TOO_FEW_DAYS',
  NO_ROUTE = 'PLAN_NO_ROUTE',
  NOT_FOUND = 'PLAN_NOT_FOUND',
  TOO_MANY_PLANS = 'PLAN_RATE_LIMITED',
}

const categoryOf: Record<PlannerErrorCode, ErrorCategory> = {
  [PlannerErrorCode.LOCATION_NOT_FOUND]: 'BAD_USER_INPUT',
  [PlannerErrorCode.TOO_FEW_DAYS]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NO_ROUTE]: 'BAD_USER_INPUT',
  [PlannerErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [PlannerErrorCode.TOO_MANY_PLANS]: 'TOO_MANY_REQUESTS',
};

/** The planner's failures, each with a message a traveller can act on. */
export class PlannerError extends DomainError<PlannerErrorCode> {
  static locationNotFound(place: string, field: 'start' | 'end' | `stops.${number}`): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(PlannerErrorCode.LOCATION_NOT_FOUND, `Could not find location: ${place}`, field);
  }

  static tooFewDays(days: number, from: string, to: string, hours: number, needed: number): PlannerError {
    return new PlannerError(PlannerErrorCode.TOO_FEW_DAYS, messagesOf().errors.tooFewDays({ days, from, to, hours, needed }), 'days');
  }

  static noRoute(): PlannerError {
    // Spec §8, word for word.
    return new PlannerError(PlannerErrorCode.NO_ROUTE, 'Could not find route between the locations');
  }

  static notFound(): PlannerError {
    return new PlannerError(PlannerErrorCode.NOT_FOUND, 'Trip plan not found. It may have been deleted, or it expired before it was saved.');
  }

  static tooMany(retryAfterSeconds: number): PlannerError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new PlannerError(PlannerErrorCode.TOO_MANY_PLANS, messagesOf().errors.tooManyPlans(minutes), undefined, retryAfterSeconds);
  }

  private constructor(code: PlannerErrorCode, message: string, field?: string, retryAfterSeconds?: number) {
    super(categoryOf[code], code, message, { field, retryAfterSeconds });
  }
}
