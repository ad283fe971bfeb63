import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SignInMutationVariables, SignUpMutationVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { enter } from '../../test/enter';

const sessionUser = {
  __typename: 'User' as const,
  id: 'u-1',
  username: 'ana@example.lk',
  email: 'ana@example.lk',
  name: 'Ana Perera',
  profilePictureUrl: '',
};

function graphQLError(message: string, code: string, extensions: Record<string, unknown> = {}): Response {
  return HttpResponse.json({ data: null, errors: [{ message, extensions: { code, ...extensions } }] });
}

async function toastWith(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  await waitFor(() => expect(within(region).queryByText(title)).not.toBeNull());
  expect(within(region).queryByText(description)).not.toBeNull();
}

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, username = 'ana', password = 'secret1') {
  await enter(user, await screen.findByLabelText('Username'), username);
  await enter(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('checks the fields before sending anything (spec §5)', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signin');
    await enter(user, await screen.findByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByText('Username is required.')).not.toBeNull();
    expect(screen.queryByText('Password must be at least 6 characters.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows Signing In... while pending, stores the session, goes home and says Welcome back!', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent: { variables: SignInMutationVariables; authorization: string | null }[] = [];
    server.use(
      api.mutation<Record<string, unknown>, SignInMutationVariables>('SignIn', async ({ variables, request }) => {
        sent.push({ variables, authorization: request.headers.get('authorization') });
        await answered;
        return HttpResponse.json({
          data: { signIn: { __typename: 'AuthPayload', token: 'new-token', user: sessionUser } },
        });
      }),
    );
    const { router } = renderApp('/auth/signin');
    await fillSignIn(user, ' ana@example.lk ', 'secret1');

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign in with Google' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    await toastWith('Welcome back!', 'Successfully signed in to TripMate.');
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual([
      { variables: { input: { username: 'ana@example.lk', password: 'secret1' } }, authorization: null },
    ]);
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({
      name: 'Ana Perera',
      email: 'ana@example.lk',
    });
    await screen.findByRole('button', { name: 'Account' });
  });

  it.each([
    {
      case: 'UNAUTHENTICATED (401)',
      answer: () => graphQLError('Invalid username or password', 'UNAUTHENTICATED'),
      text: 'Invalid username or password.',
    },
    { case: 'NOT_FOUND (404)', answer: () => graphQLError('No such user', 'NOT_FOUND'), text: 'User not found.' },
    {
      case: 'an HTTP 401',
      answer: () => HttpResponse.json({ message: 'nope' }, { status: 401 }),
      text: 'Invalid username or password.',
    },
    {
      case: 'any other refusal',
      answer: () =>
        graphQLError('Too many sign-in attempts. Please wait a few minutes and try again.', 'TOO_MANY_REQUESTS', {
          retryAfterSeconds: 60,
        }),
      text: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    },
    {
      case: 'an answer without a token',
      answer: () =>
        HttpResponse.json({ data: { signIn: { __typename: 'AuthPayload', token: '', user: sessionUser } } }),
      text: 'No token received',
    },
    {
      case: 'a network failure',
      answer: () => HttpResponse.error(),
      text: 'Failed to sign in. Please check credentials.',
    },
  ])('says "$text" in an Error toast for $case, and stays signed out on the page', async ({ answer, text }) => {
    const user = userEvent.setup();
    server.use(api.mutation('SignIn', answer as () => Response));
    const { router } = renderApp('/auth/signin');
    await fillSignIn(user);
    await toastWith('Error', text);
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
    // The form is back and can be sent again.
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves an existing session alone when a sign-in attempt is refused', async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SignIn', () => graphQLError('Invalid username or password', 'UNAUTHENTICATED')));
    renderApp('/auth/signin', { session: { token: 'still-mine', user: { name: 'Ana' } } });
    await fillSignIn(user);
    await toastWith('Error', 'Invalid username or password.');
    expect(window.localStorage.getItem('token')).toBe('still-mine');
  });

  it('links to sign-up', async () => {
    renderApp('/auth/signin');
    expect((await screen.findByRole('link', { name: 'Sign Up' })).getAttribute('href')).toBe('/auth/signup');
  });
});

describe('Google and GitHub buttons', () => {
  it('explain that a provider is not configured on this server', async () => {
    renderApp('/auth/signin');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(google.getAttribute('aria-describedby')).toBeTruthy());
    expect((google as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(google.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Google sign-in is not configured on this server.',
    );
    expect(screen.queryByText('GitHub sign-in is not configured on this server.')).not.toBeNull();
  });

  it('lead to the server’s start address of a configured provider, as a full page navigation', async () => {
    server.use(
      api.query('SignInOptions', () =>
        HttpResponse.json({
          data: {
            signInOptions: [
              {
                __typename: 'SignInOption',
                provider: 'GOOGLE',
                enabled: true,
                startUrl: '/oauth2/authorization/google',
              },
              {
                __typename: 'SignInOption',
                provider: 'GITHUB',
                enabled: false,
                startUrl: '/oauth2/authorization/github',
              },
            ],
          },
        }),
      ),
    );
    renderApp('/auth/signup');
    const google = await screen.findByRole('link', { name: 'Sign up with Google' });
    expect(google.getAttribute('href')).toBe('/oauth2/authorization/google');
    expect(screen.queryByRole('button', { name: 'Sign up with GitHub' })).not.toBeNull();
  });
});

describe('social sign-in failures coming back to /auth/signin', () => {
  it.each([
    { query: 'error=not_configured&provider=google', text: 'Google sign-in is not configured on this server.' },
    { query: 'error=denied&provider=github', text: 'GitHub sign-in was cancelled.' },
    {
      query: 'error=state&provider=google',
      text: 'That sign-in link expired or was not started here. Please try again.',
    },
    { query: 'error=failed&provider=google', text: 'Could not sign in with Google. Please try again.' },
    { query: 'error=failed&provider=github', text: 'Could not sign in with GitHub. Please try again.' },
    {
      query: 'error=account_exists&provider=google',
      text: 'An account with this email already exists. Sign in to it the way you signed up, then connect Google from your profile.',
    },
  ])('show one Error toast for $query and clean the address', async ({ query, text }) => {
    const { router } = renderApp(`/auth/signin?${query}`);
    await toastWith('Error', text);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(within(screen.getByRole('region', { name: /Notifications/ })).getAllByText(text)).toHaveLength(1);
  });
});

describe('sign-up', () => {
  async function fillSignUp(
    user: ReturnType<typeof userEvent.setup>,
    values = { name: 'Ana Perera', email: 'ana@example.lk', password: 'secret1' },
  ) {
    await enter(user, await screen.findByLabelText('Full Name'), values.name);
    await enter(user, screen.getByLabelText('Email'), values.email);
    await enter(user, screen.getByLabelText('Password'), values.password);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('checks the fields before sending anything (spec §5)', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signup');
    await fillSignUp(user, { name: 'A', email: 'ana@example', password: '123' });
    expect(screen.queryByText('Full name must be at least 2 characters.')).not.toBeNull();
    expect(screen.queryByText('Invalid email address.')).not.toBeNull();
    expect(screen.queryByText('Password must be at least 6 characters.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
  });

  it('sends the email as the username, shows Creating Account..., then goes home with Welcome to TripMate!', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent: SignUpMutationVariables[] = [];
    server.use(
      api.mutation<Record<string, unknown>, SignUpMutationVariables>('SignUp', async ({ variables }) => {
        sent.push(variables);
        await answered;
        return HttpResponse.json({
          data: { signUp: { __typename: 'AuthPayload', token: 'fresh', user: sessionUser } },
        });
      }),
    );
    const { router } = renderApp('/auth/signup');
    await fillSignUp(user);
    expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release();

    await toastWith('Welcome to TripMate!', 'Your account has been created successfully.');
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual([
      {
        input: {
          name: 'Ana Perera',
          email: 'ana@example.lk',
          username: 'ana@example.lk',
          password: 'secret1',
          language: 'ENGLISH',
        },
      },
    ]);
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
  });

  it('says Account Created! and goes to sign-in when the answer has no token', async () => {
    const user = userEvent.setup();
    server.use(
      api.mutation('SignUp', () =>
        HttpResponse.json({ data: { signUp: { __typename: 'AuthPayload', token: '', user: sessionUser } } }),
      ),
    );
    const { router } = renderApp('/auth/signup');
    await fillSignUp(user);
    await toastWith('Account Created!', 'Please sign in with your new account.');
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    {
      case: 'the server’s reason',
      answer: () => graphQLError('An account with this email already exists.', 'CONFLICT', { field: 'email' }),
      text: 'An account with this email already exists.',
    },
    {
      case: 'a refusal without a message',
      answer: () => HttpResponse.json({ message: 'x' }, { status: 400 }),
      text: 'Registration failed',
    },
    {
      case: 'a network failure',
      answer: () => HttpResponse.error(),
      text: 'Failed to create account. Please try again.',
    },
  ])('shows $case in an Error toast', async ({ answer, text }) => {
    const user = userEvent.setup();
    server.use(api.mutation('SignUp', answer as () => Response));
    const { router } = renderApp('/auth/signup');
    await fillSignUp(user);
    await toastWith('Error', text);
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it('marks the email field when the server says the email is taken', async () => {
    const user = userEvent.setup();
    server.use(
      api.mutation('SignUp', () =>
        graphQLError('An account with this email already exists.', 'CONFLICT', { field: 'email' }),
      ),
    );
    renderApp('/auth/signup');
    await fillSignUp(user);
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
  });

  it('links to sign-in', async () => {
    renderApp('/auth/signup');
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/auth/signin');
  });
});

describe('the session and the API client', () => {
  it('clears the session and goes to sign-in on an HTTP 401', async () => {
    server.use(
      http.post(new URL('/graphql', window.location.origin).href, () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/account', { session: { token: 'revoked', user: { name: 'Ana' } } });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('restores a stored session with a corrupt user as signed in, without a name', async () => {
    window.localStorage.setItem('authenticated', 'true');
    window.localStorage.setItem('token', 't-1');
    window.localStorage.setItem('user', '{broken');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/help');
    await screen.findByRole('button', { name: 'Account' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('does not restore a session from a token without the flag', async () => {
    window.localStorage.setItem('token', 't-1');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  });
});
