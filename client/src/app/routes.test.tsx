import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../test/msw-server';
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
    expect(await screen.findByText('Sign-in arrives with TripMate accounts soon.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it.each(guarded)('shows $path to a signed-in person', async ({ path, title }) => {
    const { router } = renderApp(path, { session: { token: 't-1' } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lists Feature A, B and C on the premium page', async () => {
    renderApp('/features', { session: { token: 't-1' } });
    expect(await screen.findByText('Feature A')).toBeTruthy();
    expect(screen.getByText('Feature B')).toBeTruthy();
    expect(screen.getByText('Feature C')).toBeTruthy();
  });

  it.each([
    { path: '/help', title: 'Help Center' },
    { path: '/feedback', title: 'Give Feedback' },
    { path: '/destinations/ella', title: 'Ella' },
  ])('opens $path without signing in', async ({ path, title }) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('shows the sign-up notice inside the auth layout, with the logo linking home', async () => {
    renderApp('/auth/signup');
    expect(await screen.findByText('Sign-up arrives with TripMate accounts soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TripMate home' }).getAttribute('href')).toBe('/');
  });

  it('answers an unknown address with a not-found page that links home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('/oauth-success', () => {
  it('signs in with the token from the query string and lands on the dashboard, replacing history', async () => {
    const { router } = renderApp('/oauth-success?token=from-google');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('token')).toBe('from-google');
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('goes home without a token and stays signed out', async () => {
    const { router } = renderApp('/oauth-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover the Magic of Sri Lanka' })).toBeTruthy();
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
        return HttpResponse.json({ data: null, errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] });
      }),
    );
    const { router } = renderApp('/business', { session: { token: 'expired-token', user: { name: 'Ana' } } });

    expect(await screen.findByText('Sign-in arrives with TripMate accounts soon.')).toBeTruthy();
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
        return HttpResponse.json({ data: null, errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] });
      }),
    );
    const { router } = renderApp('/business');
    expect(await screen.findByText('No businesses registered yet.')).toBeTruthy();
    await waitFor(() => expect(authorizations).toEqual([null]));
    expect(router.state.location.pathname).toBe('/business');
  });
});
