import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum BusinessErrorCode {
  EMAIL_TAKEN = 'BUSINESS_EMAIL_TAKEN',
  NOT_FOUND = 'BUSINESS_NOT_FOUND',
  SIGN_IN_REQUIRED = 'BUSINESS_SIGN_IN_REQUIRED',
  NOT_OWNER = 'BUSINESS_NOT_OWNER',
  INVALID_CURSOR = 'BUSINESS_INVALID_CURSOR',
  TOO_MANY_REGISTRATIONS = 'BUSINESS_TOO_MANY_REGISTRATIONS',
  OWNER_LIMIT_REACHED = 'BUSINESS_OWNER_LIMIT_REACHED',
}

const categoryOf: Record<BusinessErrorCode, ErrorCategory> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'CONFLICT',
  [BusinessErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [BusinessErrorCode.SIGN_IN_REQUIRED]: 'UNAUTHENTICATED',
  [BusinessErrorCode.NOT_OWNER]: 'FORBIDDEN',
  [BusinessErrorCode.INVALID_CURSOR]: 'BAD_USER_INPUT',
  [BusinessErrorCode.TOO_MANY_REGISTRATIONS]: 'TOO_MANY_REQUESTS',
  // Not 409: the contract keeps 409 for a duplicate email, which clients may treat as such.
  [BusinessErrorCode.OWNER_LIMIT_REACHED]: 'FORBIDDEN',
};

/** Messages; `{limit}` is replaced by the limit that was reached. */
const messageOf: Record<BusinessErrorCode, string> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'A business with this email is already registered.',
  [BusinessErrorCode.NOT_FOUND]: 'Business not found.',
  [BusinessErrorCode.SIGN_IN_REQUIRED]: 'Sign in to delete a business.',
  [BusinessErrorCode.NOT_OWNER]: 'Only the account that registered this business can delete it.',
  [BusinessErrorCode.INVALID_CURSOR]: 'after is not a valid cursor.',
  [BusinessErrorCode.TOO_MANY_REGISTRATIONS]: 'Too many businesses were registered from this address. Please try again later.',
  [BusinessErrorCode.OWNER_LIMIT_REACHED]: 'An account may list at most {limit} businesses. Delete one of yours to register another.',
};

const fieldOf: Partial<Record<BusinessErrorCode, string>> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'email',
  [BusinessErrorCode.INVALID_CURSOR]: 'after',
};

export class BusinessError extends DomainError<BusinessErrorCode> {
  constructor(code: BusinessErrorCode, details: { retryAfterSeconds?: number; limit?: number } = {}) {
    super(categoryOf[code], code, messageOf[code].replace('{limit}', String(details.limit)), {
      field: fieldOf[code],
      retryAfterSeconds: details.retryAfterSeconds,
    });
  }
}
