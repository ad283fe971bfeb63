import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum AuthErrorCode {
  INVALID_CREDENTIALS = 'AUTH_INVALID_CREDENTIALS',
  TOO_MANY_SIGN_INS = 'AUTH_TOO_MANY_SIGN_INS',
  TOO_MANY_SIGN_UPS = 'AUTH_TOO_MANY_SIGN_UPS',
  TOO_MANY_WRONG_PASSWORDS = 'AUTH_TOO_MANY_WRONG_PASSWORDS',
  TOO_MANY_EMAIL_CHANGES = 'AUTH_TOO_MANY_EMAIL_CHANGES',
  SIGN_IN_REQUIRED = 'AUTH_SIGN_IN_REQUIRED',
  SESSION_EXPIRED = 'AUTH_SESSION_EXPIRED',
  USERNAME_TAKEN = 'AUTH_USERNAME_TAKEN',
  EMAIL_TAKEN = 'AUTH_EMAIL_TAKEN',
  WRONG_PASSWORD = 'AUTH_WRONG_PASSWORD',
  PASSWORD_MISMATCH = 'AUTH_PASSWORD_MISMATCH',
  NO_PASSWORD = 'AUTH_NO_PASSWORD',
  OAUTH_CODE_INVALID = 'AUTH_OAUTH_CODE_INVALID',
  PROVIDER_NOT_CONFIGURED = 'AUTH_PROVIDER_NOT_CONFIGURED',
  IDENTITY_TAKEN = 'AUTH_IDENTITY_TAKEN',
  CONNECT_OTHER_ACCOUNT = 'AUTH_CONNECT_OTHER_ACCOUNT',
}

const categoryOf: Record<AuthErrorCode, ErrorCategory> = {
  [AuthErrorCode.INVALID_CREDENTIALS]: 'UNAUTHENTICATED',
  [AuthErrorCode.TOO_MANY_SIGN_INS]: 'TOO_MANY_REQUESTS',
  [AuthErrorCode.TOO_MANY_SIGN_UPS]: 'TOO_MANY_REQUESTS',
  [AuthErrorCode.TOO_MANY_WRONG_PASSWORDS]: 'TOO_MANY_REQUESTS',
  [AuthErrorCode.TOO_MANY_EMAIL_CHANGES]: 'TOO_MANY_REQUESTS',
  [AuthErrorCode.SIGN_IN_REQUIRED]: 'UNAUTHENTICATED',
  [AuthErrorCode.SESSION_EXPIRED]: 'UNAUTHENTICATED',
  [AuthErrorCode.USERNAME_TAKEN]: 'CONFLICT',
  [AuthErrorCode.EMAIL_TAKEN]: 'CONFLICT',
  [AuthErrorCode.WRONG_PASSWORD]: 'BAD_USER_INPUT',
  [AuthErrorCode.PASSWORD_MISMATCH]: 'BAD_USER_INPUT',
  [AuthErrorCode.NO_PASSWORD]: 'BAD_USER_INPUT',
  // Not UNAUTHENTICATED: a spent code must not end the session of the account connecting a provider.
  [AuthErrorCode.OAUTH_CODE_INVALID]: 'BAD_USER_INPUT',
  [AuthErrorCode.PROVIDER_NOT_CONFIGURED]: 'BAD_USER_INPUT',
  [AuthErrorCode.IDENTITY_TAKEN]: 'CONFLICT',
  [AuthErrorCode.CONNECT_OTHER_ACCOUNT]: 'FORBIDDEN',
};

const messageOf: Record<AuthErrorCode, string> = {
  [AuthErrorCode.INVALID_CREDENTIALS]: 'Invalid username or password',
  [AuthErrorCode.TOO_MANY_SIGN_INS]: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  [AuthErrorCode.TOO_MANY_SIGN_UPS]: 'Too many accounts were created from this address. Please try again later.',
  [AuthErrorCode.TOO_MANY_WRONG_PASSWORDS]:
    'Too many wrong passwords for this account. Please wait a few minutes and try again.',
  [AuthErrorCode.TOO_MANY_EMAIL_CHANGES]: 'Too many email address changes for this account. Please try again tomorrow.',
  [AuthErrorCode.SIGN_IN_REQUIRED]: 'Please sign in first.',
  [AuthErrorCode.SESSION_EXPIRED]: 'Your session has expired. Please sign in again.',
  [AuthErrorCode.USERNAME_TAKEN]: 'This username is already taken.',
  [AuthErrorCode.EMAIL_TAKEN]: 'An account with this email already exists.',
  [AuthErrorCode.WRONG_PASSWORD]: 'Current password is incorrect.',
  [AuthErrorCode.PASSWORD_MISMATCH]: 'New password and confirmation do not match.',
  [AuthErrorCode.NO_PASSWORD]: 'This account signs in with Google or GitHub and has no password to change.',
  [AuthErrorCode.OAUTH_CODE_INVALID]:
    'This sign-in link has expired, was already used or was opened in another browser. Please try again.',
  [AuthErrorCode.PROVIDER_NOT_CONFIGURED]: 'That provider is not configured on this server.',
  [AuthErrorCode.IDENTITY_TAKEN]: 'That account is already connected to another TripMate account.',
  [AuthErrorCode.CONNECT_OTHER_ACCOUNT]: 'This connection was started from another TripMate account. Please try again.',
};

const fieldOf: Partial<Record<AuthErrorCode, string>> = {
  [AuthErrorCode.USERNAME_TAKEN]: 'username',
  [AuthErrorCode.EMAIL_TAKEN]: 'email',
  [AuthErrorCode.WRONG_PASSWORD]: 'currentPassword',
  [AuthErrorCode.TOO_MANY_WRONG_PASSWORDS]: 'currentPassword',
  [AuthErrorCode.TOO_MANY_EMAIL_CHANGES]: 'email',
  [AuthErrorCode.PASSWORD_MISMATCH]: 'confirmPassword',
};

export class AuthError extends DomainError<AuthErrorCode> {
  constructor(code: AuthErrorCode, details: { retryAfterSeconds?: number } = {}) {
    super(categoryOf[code], code, messageOf[code], { field: fieldOf[code], ...details });
  }
}

/** Whether `error` is a bearer token refused (invalid, expired or revoked): on a public read, the caller is a visitor. */
export function isRefusedToken(error: unknown): boolean {
  return error instanceof AuthError && error.code === AuthErrorCode.SESSION_EXPIRED;
}
