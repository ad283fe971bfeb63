import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedPlanRouteQueryDocument } from '../features/planner/queries';
import { WAITING_EDITS_KEY } from '../lib/waiting-edits';
import { savedPlanRoute, tripPlanResult } from '../test/fixtures';
import { emulateConnection } from '../test/connection';
import { api, server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { createApolloClient } from './apollo';
import type { AnswerStore } from './offline-answers';
import { appUpdate } from './pwa/app-update';
import { createSessionStore } from './session';

const setOnline = emulateConnection();
afterEach(() => act(() => appUpdate.dismiss()));

describe('the offline banner', () => {
  it('says what still works while offline, and that the connection is back when it is', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { level: 1 });
    const status = screen.getByTestId('connection-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    setOnline(false);
    expect(status.textContent).toBe(
      'You are offline. Your saved plans and the guides still open; changes to a plan are sent when you are back online.',
    );
    setOnline(true);
    expect(status.textContent).toBe('You are back online.');
    await waitFor(() => expect(status.textContent).toBe(''), { timeout: 6_000 });
  });
});

describe('a new version of the app', () => {
  it('is announced with Reload, which takes it, and Later, which puts it away', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('A new version is ready')).toBeNull();

    const takeUpdate = vi.fn();
    act(() => appUpdate.offer(takeUpdate));
    const prompt = screen.getByTestId('update-prompt');
    expect(within(prompt).queryByText('A new version is ready')).not.toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(takeUpdate).toHaveBeenCalledOnce();

    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});

/** A session token whose payload names account `sub` (the client reads it only to file answers under). */
const tokenFor = (sub: string) => `header.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.signature`;

function memoryStore(): AnswerStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => entries.get(key),
    put: async (key, value) => void entries.set(key, value),
    delete: async (key) => void entries.delete(key),
    clear: async () => entries.clear(),
  };
}

function clientFor(token: string | null, keptAnswers: AnswerStore) {
  const session = createSessionStore(window.localStorage);
  if (token) session.login(token, { name: 'Asha' });
  return createApolloClient({ session, onSessionExpired: () => {}, keptAnswers });
}

const savedPlan = (version: number) =>
  tripPlanResult({ id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version });
const readPlan = (client: ReturnType<typeof clientFor>) =>
  client.query({ query: SavedPlanRouteQueryDocument, variables: { id: 'plan-7' }, fetchPolicy: 'network-only' });

describe('answers kept for reading offline', () => {
  it('answers a saved plan as last seen when the network does not answer, and only to the account that saw it', async () => {
    const kept = memoryStore();
    server.use(api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(savedPlan(3)))));
    await readPlan(clientFor(tokenFor('user-1'), kept));
    expect(kept.entries.size).toBe(1);

    server.use(api.query('SavedPlanRouteQuery', () => HttpResponse.error()));
    const offline = await readPlan(clientFor(tokenFor('user-1'), kept));
    expect(offline.data?.tripPlan.version).toBe(3);
    expect(offline.data?.tripPlan.title).toBe('Tea country');

    const someoneElse = await readPlan(clientFor(tokenFor('user-2'), kept)).catch((error: unknown) => error);
    expect(someoneElse).toBeInstanceOf(Error);
  });

  it('keeps the plan an edit answered, passes errors on, and forgets a plan the server no longer has', async () => {
    const kept = memoryStore();
    const client = clientFor(tokenFor('user-1'), kept);
    server.use(api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(savedPlan(1)))));
    await readPlan(client);
    server.use(
      api.mutation('EditTripPlan', () =>
        HttpResponse.json({
          data: { editTripPlan: { __typename: 'EditTripPlanPayload', version: 2, undo: [], plan: savedPlan(2) } },
        }),
      ),
    );
    const { EditTripPlanDocument } = await import('../features/planner/edit/edit-queries');
    await client.mutate({
      mutation: EditTripPlanDocument,
      variables: { id: 'plan-7', version: 1, edits: [{ kind: 'ADD_NIGHT', placeId: 'ella' }] },
    });
    await waitFor(async () =>
      expect(
        ((await kept.get([...kept.entries.keys()][0]!)) as { data: { tripPlan: { version: number } } }).data.tripPlan
          .version,
      ).toBe(2),
    );

    // An answer is not a missing network: a server error reaches the page as it is.
    server.use(
      api.query('SavedPlanRouteQuery', () =>
        HttpResponse.json({ errors: [{ message: 'Trip plan not found.', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    await expect(readPlan(client)).rejects.toThrow('Trip plan not found.');
    expect(kept.entries.size).toBe(0);
  });

  it('keeps nothing for a signed-out visitor', async () => {
    const kept = memoryStore();
    server.use(api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(savedPlan(1)))));
    await readPlan(clientFor(null, kept));
    expect(kept.entries.size).toBe(0);
  });
});

describe('signing out', () => {
  it('forgets the changes the account left waiting on this device', async () => {
    // The account menu and what signing out runs load on demand, the first time in this file: on a busy machine their
    // first transform alone can take seconds, which is not what this test waits for.
    const loading = { timeout: 12_000 };
    const user = userEvent.setup();
    window.localStorage.setItem(
      WAITING_EDITS_KEY,
      JSON.stringify([
        {
          key: 'k'.repeat(32),
          planId: 'plan-7',
          edits: [{ kind: 'ADD_NIGHT', placeId: 'ella' }],
          version: 1,
          role: 'edit',
          conflict: false,
          waited: true,
        },
      ]),
    );
    renderApp('/help', { session: { token: 't-1', user: { name: 'Ana' } } });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }, loading));
    await waitFor(() => expect(window.localStorage.getItem(WAITING_EDITS_KEY)).toBeNull(), loading);
  }, 30_000);
});
