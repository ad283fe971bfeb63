import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum BusinessErrorCode {
  EMAIL_TAKEN = 'BUSINESS_EMAIL_TAKEN',
  NOT_FOUND = 'BUSINESS_NOT_FOUND',
  SIGN_IN_REQUIRED = 'BUSINESS_SIGN_IN_REQUIRED',
  NOT_OWNER = 'BUSINESS_NOT_OWNER',
  INVALID_CURSOR = 'BUSINESS_INVALID_CURSOR',
  TOO_MANY_REGISTRATIONS = 'BUSINESS_TOO_MANY_REGISTRATIONS',
  OWNER_LIMIT_REACHED = 'BUSINESS_OWNER_LIMIT_REACHED',
  WRONG_MANAGEMENT_CODE = 'BUSINESS_WRONG_MANAGEMENT_CODE',
  TOO_MANY_CODE_ATTEMPTS = 'BUSINESS_TOO_MANY_CODE_ATTEMPTS',
  ALREADY_CLAIMED = 'BUSINESS_ALREADY_CLAIMED',
  PIN_NOT_ON_LAND = 'BUSINESS_PIN_NOT_ON_LAND',
  ALREADY_REPORTED = 'BUSINESS_ALREADY_REPORTED',
  TOO_MANY_REPORTS = 'BUSINESS_TOO_MANY_REPORTS',
  ADMIN_ONLY = 'BUSINESS_ADMIN_ONLY',
  CODES_ADMIN_ONLY = 'BUSINESS_CODES_ADMIN_ONLY',
  NOT_HIDDEN = 'BUSINESS_NOT_HIDDEN',
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
  [BusinessErrorCode.WRONG_MANAGEMENT_CODE]: 'FORBIDDEN',
  [BusinessErrorCode.TOO_MANY_CODE_ATTEMPTS]: 'TOO_MANY_REQUESTS',
  [BusinessErrorCode.ALREADY_CLAIMED]: 'CONFLICT',
  [BusinessErrorCode.PIN_NOT_ON_LAND]: 'BAD_USER_INPUT',
  [BusinessErrorCode.ALREADY_REPORTED]: 'CONFLICT',
  [BusinessErrorCode.TOO_MANY_REPORTS]: 'TOO_MANY_REQUESTS',
  [BusinessErrorCode.ADMIN_ONLY]: 'FORBIDDEN',
  [BusinessErrorCode.CODES_ADMIN_ONLY]: 'FORBIDDEN',
  [BusinessErrorCode.NOT_HIDDEN]: 'CONFLICT',
};

/** What an owner may do to a listing, as the messages name it. */
export type BusinessAction = 'edit' | 'delete' | 'claim';

/** What a message says besides its code (server/src/messages/ says it in other languages); other codes say nothing more. */
export type BusinessErrorParams = {
  readonly [BusinessErrorCode.SIGN_IN_REQUIRED]: { readonly action: BusinessAction | 'change' };
  readonly [BusinessErrorCode.NOT_OWNER]: { readonly action: BusinessAction | 'change' };
  readonly [BusinessErrorCode.OWNER_LIMIT_REACHED]: { readonly limit: number };
};

/** Messages; `{limit}` is replaced by the limit that was reached, `{action}` by what was refused. */
const messageOf: Record<BusinessErrorCode, string> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'A business with this email is already registered.',
  [BusinessErrorCode.NOT_FOUND]: 'Business not found.',
  [BusinessErrorCode.SIGN_IN_REQUIRED]: 'Sign in to {action} a business.',
  [BusinessErrorCode.NOT_OWNER]: 'Only the account that registered this business can {action} it.',
  [BusinessErrorCode.INVALID_CURSOR]: 'after is not a valid cursor.',
  [BusinessErrorCode.TOO_MANY_REGISTRATIONS]:
    'Too many businesses were registered from this address. Please try again later.',
  [BusinessErrorCode.OWNER_LIMIT_REACHED]:
    'An account may list at most {limit} businesses. Delete one of yours to register another.',
  [BusinessErrorCode.WRONG_MANAGEMENT_CODE]:
    'This management code does not match the business. Check it and try again.',
  [BusinessErrorCode.TOO_MANY_CODE_ATTEMPTS]:
    'Too many management code attempts from this address. Please try again in a few minutes.',
  [BusinessErrorCode.ALREADY_CLAIMED]: 'This business already belongs to an account.',
  [BusinessErrorCode.PIN_NOT_ON_LAND]:
    'Location must be on land in Sri Lanka: this map pin is in the sea or outside the country. Move it onto the island.',
  [BusinessErrorCode.ALREADY_REPORTED]: 'You have already reported this listing. Thank you: it will be reviewed.',
  [BusinessErrorCode.TOO_MANY_REPORTS]: 'Too many reports were sent. Please try again later.',
  [BusinessErrorCode.ADMIN_ONLY]: 'Only an administrator can review reported listings.',
  [BusinessErrorCode.CODES_ADMIN_ONLY]: 'Only an administrator can issue a new management code.',
  [BusinessErrorCode.NOT_HIDDEN]: 'This listing is shown in the directory: there is nothing to review.',
};

const fieldOf: Partial<Record<BusinessErrorCode, string>> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'email',
  [BusinessErrorCode.INVALID_CURSOR]: 'after',
  [BusinessErrorCode.WRONG_MANAGEMENT_CODE]: 'managementCode',
  [BusinessErrorCode.PIN_NOT_ON_LAND]: 'location',
};

export class BusinessError extends DomainError<BusinessErrorCode> {
  constructor(
    code: BusinessErrorCode,
    details: { retryAfterSeconds?: number; limit?: number; action?: BusinessAction } = {},
  ) {
    const action = details.action ?? 'change';
    const message = messageOf[code].replace('{limit}', String(details.limit)).replace('{action}', action);
    const params =
      code === BusinessErrorCode.OWNER_LIMIT_REACHED
        ? { limit: details.limit }
        : code === BusinessErrorCode.SIGN_IN_REQUIRED || code === BusinessErrorCode.NOT_OWNER
          ? { action }
          : {};
    super(
      categoryOf[code],
      code,
      message,
      { field: fieldOf[code], retryAfterSeconds: details.retryAfterSeconds },
      params,
    );
  }
}
