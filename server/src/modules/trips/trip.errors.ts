import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum TripErrorCode {
  NOT_FOUND = 'TRIP_NOT_FOUND',
}

const categoryOf: Record<TripErrorCode, ErrorCategory> = { [TripErrorCode.NOT_FOUND]: 'NOT_FOUND' };
const messageOf: Record<TripErrorCode, string> = { [TripErrorCode.NOT_FOUND]: 'Trip not found.' };

export class TripError extends DomainError<TripErrorCode> {
  constructor(code: TripErrorCode) {
    super(categoryOf[code], code, messageOf[code]);
  }
}
