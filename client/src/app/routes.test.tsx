import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../test/msw-server';
import { accountUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const guarded = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/features', title: 'Premium Features' },
  { path: '/account', title: 'Profile Settings' },
  { path: '/planner', title: 'Trip Planner' },
  { path: '/create-trip', title: 'Create a New Trip' },
];

describe('the route table', () => {
  it.each(guarded)('sends a signed-out visitor of $path to sign-in, replacing the entry', async ({ path, title }) => {
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it.each(guarded)('shows $path to a signed-in person', async ({ path, title }) => {
    // The planner asks which map to draw as it opens.
    server.use(
      api.query('PlannerRouteQuery', () =>
        HttpResponse.json({
          data: {
            mapConfig: { __typename: 'MapConfig', kind: 'LEAFLET', browserKey: null, layersUrl: '/api/geo/layers' },
          },
        }),
      ),
    );
    server.use(api.query('AccountRouteQuery', () => HttpResponse.json({ data: { me: accountUser() } })));
    const { router } = renderApp(path, { session: { token: 't-1' } });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(router.state.location.pathname).toBe(path);
  });

  it('lists Feature A, B and C on the premium page', async () => {
    renderApp('/features', { session: { token: 't-1' } });
    await screen.findByText('Feature A');
    expect(screen.queryByText('Feature B')).not.toBeNull();
    expect(screen.queryByText('Feature C')).not.toBeNull();
  });

  it.each([
    { path: '/help', title: 'Help Center' },
    { path: '/feedback', title: 'Give Feedback' },
    { path: '/destinations/ella', title: 'Ella' },
  ])('opens $path without signing in', async ({ path, title }) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
  });

  it('shows the sign-up screen inside the auth layout, with the logo linking home', async () => {
    renderApp('/auth/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(screen.getByRole('link', { name: 'TripMate home' }).getAttribute('href')).toBe('/');
  });

  it('answers an unknown address with a not-found page that links home', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('/oauth-success', () => {
  it('signs in with the token from the query string and lands on the dashboard, replacing history', async () => {
    const { router } = renderApp('/oauth-success?token=from-google');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('token')).toBe('from-google');
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeNull();
  });

  it('exchanges the one-time code for the session, without a token, and lands on the dashboard', async () => {
    const sent: { variables: unknown; authorization: string | null }[] = [];
    server.use(
      api.mutation('ExchangeOAuthCode', ({ variables, request }) => {
        sent.push({ variables, authorization: request.headers.get('authorization') });
        const user = {
          __typename: 'User',
          id: 'u-9',
          username: 'nimal',
          email: 'nimal@gmail.com',
          name: 'Nimal Silva',
          profilePictureUrl: '',
        };
        return HttpResponse.json({
          data: { exchangeOAuthCode: { __typename: 'AuthPayload', token: 'from-code', user } },
        });
      }),
    );
    const { router } = renderApp('/oauth-success?code=one-time');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('token')).toBe('from-code');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ name: 'Nimal Silva' });
    expect(sent).toEqual([{ variables: { code: 'one-time' }, authorization: null }]);
  });

  it('goes back to sign-in saying why when the code is refused', async () => {
    server.use(
      api.mutation('ExchangeOAuthCode', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'This sign-in link has expired.', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ),
    );
    const { router } = renderApp('/oauth-success?code=spent');
    await screen.findByText('That sign-in link expired or was opened in another browser. Please sign in again.');
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says sign-in could not be completed, not that the link expired, when the exchange fails on the way', async () => {
    server.use(
      api.mutation('ExchangeOAuthCode', () =>
        HttpResponse.json(
          { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
          { status: 500 },
        ),
      ),
    );
    const { router } = renderApp('/oauth-success?code=fresh');
    await screen.findByText('Signing in could not be completed. Please try again.');
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('goes home without a token and stays signed out', async () => {
    const { router } = renderApp('/oauth-success');
    await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('the API client', () => {
  it('sends the session token and, when the server says the session is over, signs out and goes to sign-in', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      api.query('BusinessesRouteQuery', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }),
    );
    const { router } = renderApp('/business', { session: { token: 'expired-token', user: { name: 'Ana' } } });

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(authorizations[0]).toBe('Bearer expired-token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('sends no authorization header when signed out, and an UNAUTHENTICATED answer then moves nobody', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      api.query('BusinessesRouteQuery', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }),
    );
    const { router } = renderApp('/business');
    await screen.findByText('No businesses registered yet.');
    await waitFor(() => expect(authorizations).toEqual([null]));
    expect(router.state.location.pathname).toBe('/business');
  });
});
