import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isRefusal, serverErrorFor, serverErrorsOf, serverMessageOf } from './server-errors';

const answer = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('serverErrorFor, the mapping of a server answer onto a form', () => {
  it('picks the error about one of the form’s fields, even when another came first', () => {
    const error = answer(
      { message: 'Slow down.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      { message: 'Email is taken.', extensions: { code: 'CONFLICT', field: 'email' } },
    );
    expect(serverErrorFor(error, ['name', 'email'])).toEqual({
      message: 'Email is taken.',
      code: 'CONFLICT',
      field: 'email',
    });
  });

  it('falls back to the first error, with no field, when none names a field of the form', () => {
    const error = answer(
      { message: 'Slow down.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      { message: 'Bad input.', extensions: { code: 'BAD_USER_INPUT', field: 'input.other' } },
    );
    expect(serverErrorFor(error, ['name', 'email'])).toEqual({
      message: 'Slow down.',
      code: 'TOO_MANY_REQUESTS',
      field: null,
    });
  });

  it('follows aliases: the server’s username is the sign-up form’s email', () => {
    const error = answer({
      message: 'An account with this username already exists.',
      extensions: { code: 'CONFLICT', field: 'username' },
    });
    expect(serverErrorFor(error, ['name', 'email', 'password'], { username: 'email' })?.field).toBe('email');
    expect(serverErrorFor(error, ['name', 'email', 'password'])?.field).toBeNull();
  });

  it('answers null for a network failure or an HTTP error without GraphQL errors', () => {
    expect(serverErrorFor(new TypeError('Failed to fetch'), ['email'])).toBeNull();
    expect(
      serverErrorFor(new ServerError('Unauthorized', { response: new Response(null, { status: 401 }), bodyText: '' }), [
        'email',
      ]),
    ).toBeNull();
    expect(serverErrorFor(null, ['email'])).toBeNull();
  });
});

describe('serverErrorsOf and friends', () => {
  it('reads message, code and field of every error, from Apollo’s error or from a raw GraphQL body', () => {
    const errors = [
      { message: 'No.', extensions: { code: 'FORBIDDEN' } },
      { message: 'Too short.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } },
    ];
    const read = [
      { message: 'No.', code: 'FORBIDDEN', field: null },
      { message: 'Too short.', code: 'BAD_USER_INPUT', field: 'password' },
    ];
    expect(serverErrorsOf(answer(...errors))).toEqual(read);
    expect(serverErrorsOf({ data: null, errors })).toEqual(read);
    expect(serverErrorsOf({ errors: [new Error('not a GraphQL error'), 'nor this'] })).toEqual([]);
  });

  it('tells a refusal (the person can act on it) from a crash', () => {
    const [refused, crashed] = serverErrorsOf(
      answer(
        { message: 'Too short.', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ),
    );
    expect(isRefusal(refused ?? null)).toBe(true);
    expect(isRefusal(crashed ?? null)).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });

  it('gives the first message the server sent, or null', () => {
    expect(
      serverMessageOf(answer({ message: 'Current password is incorrect.', extensions: { code: 'BAD_USER_INPUT' } })),
    ).toBe('Current password is incorrect.');
    expect(serverMessageOf(new Error('offline'))).toBeNull();
  });
});
