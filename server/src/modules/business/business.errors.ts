import { DomainError, type ErrorCategory } from '../../errors/domain-error.js';

export enum BusinessErrorCode {
  EMAIL_TAKEN = 'BUSINESS_EMAIL_TAKEN',
  NOT_FOUND = 'BUSINESS_NOT_FOUND',
  SIGN_IN_REQUIRED = 'BUSINESS_SIGN_IN_REQUIRED',
  NOT_OWNER = 'BUSINESS_NOT_OWNER',
  INVALID_CURSOR = 'BUSINESS_INVALID_CURSOR',
}

const categoryOf: Record<BusinessErrorCode, ErrorCategory> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'CONFLICT',
  [BusinessErrorCode.NOT_FOUND]: 'NOT_FOUND',
  [BusinessErrorCode.SIGN_IN_REQUIRED]: 'UNAUTHENTICATED',
  [BusinessErrorCode.NOT_OWNER]: 'FORBIDDEN',
  [BusinessErrorCode.INVALID_CURSOR]: 'BAD_USER_INPUT',
};

const messageOf: Record<BusinessErrorCode, string> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'A business with this email is already registered.',
  [BusinessErrorCode.NOT_FOUND]: 'Business not found.',
  [BusinessErrorCode.SIGN_IN_REQUIRED]: 'Sign in to delete a business.',
  [BusinessErrorCode.NOT_OWNER]: 'Only the account that registered this business can delete it.',
  [BusinessErrorCode.INVALID_CURSOR]: 'after is not a valid cursor.',
};

const fieldOf: Partial<Record<BusinessErrorCode, string>> = {
  [BusinessErrorCode.EMAIL_TAKEN]: 'email',
  [BusinessErrorCode.INVALID_CURSOR]: 'after',
};

export class BusinessError extends DomainError<BusinessErrorCode> {
  constructor(code: BusinessErrorCode) {
    super(categoryOf[code], code, messageOf[code], { field: fieldOf[code] });
  }
}
