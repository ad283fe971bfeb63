import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum TripErrorCode {
  NOT_FOUND = 'TRIP_NOT_FOUND',
  IDEMPOTENCY_KEY_REUSED = 'TRIP_IDEMPOTENCY_KEY_REUSED',
}

const categoryOf: Record<TripErrorCode, ErrorCategory> = {
  [TripErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [TripErrorCode.IDEMPOTENCY_KEY_REUSED]: 'BAD_USER_INPUT',
};
const messageOf: Record<TripErrorCode, string> = {
  [TripErrorCode.NOT_FOUND]: 'Trip not found.',
  [TripErrorCode.IDEMPOTENCY_KEY_REUSED]:
    'This idempotency key was already used for a different trip. Send each new trip with a new key, and a retry with the key and details of the first try.',
};
const fieldOf: Partial<Record<TripErrorCode, string>> = { [TripErrorCode.IDEMPOTENCY_KEY_REUSED]: 'idempotencyKey' };

export class TripError extends DomainError<TripErrorCode> {
  constructor(code: TripErrorCode) {
    super(categoryOf[code], code, messageOf[code], fieldOf[code] ? { field: fieldOf[code] } : {});
  }
}
