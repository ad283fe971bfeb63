import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateTripMutationVariables, DashboardRouteQueryQuery } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { parseTravelers } from './CreateTripPage';
import { plannerTrip, tripDays } from './trip-text';
import { enter } from '../../test/enter';

const signedIn = { session: { token: 'token-1', user: { name: 'Ama' } } };
type Trip = DashboardRouteQueryQuery['myTrips'][number] & { __typename: 'Trip' };

type SavedPlan = DashboardRouteQueryQuery['myTripPlans'][number] & { __typename: 'TripPlanSummary' };

/** The account's trips and saved plans as a tiny in-memory server. */
function tripsServer(initial: Trip[] = [], initialPlans: SavedPlan[] = []) {
  const trips = [...initial];
  const plans = [...initialPlans];
  const created: CreateTripMutationVariables[] = [];
  const deleted: string[] = [];
  const deletedPlans: string[] = [];
  server.use(
    api.query('DashboardRouteQuery', () =>
      HttpResponse.json({ data: { myTrips: trips, myTripPlans: plans, mySharedTripPlans: [] } }),
    ),
    api.mutation<object, { id: string }>('DeleteTripPlan', ({ variables }) => {
      deletedPlans.push(variables.id);
      plans.splice(
        plans.findIndex((p) => p.id === variables.id),
        1,
      );
      return HttpResponse.json({ data: { deleteTripPlan: { __typename: 'DeleteTripPlanPayload', id: variables.id } } });
    }),
    api.mutation<object, CreateTripMutationVariables>('CreateTrip', ({ variables }) => {
      created.push(variables);
      const input = variables.input;
      trips.unshift({
        __typename: 'Trip',
        id: `trip-${created.length}`,
        startingLocation: input.startingLocation,
        stops: input.stops,
        finalDestination: input.finalDestination,
        travelers: input.travelers,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        budget: input.budget ?? 0,
        createdAt: '2026-11-21T10:00:00.000Z',
      });
      return HttpResponse.json({ data: { createTrip: { __typename: 'Trip', id: `trip-${created.length}` } } });
    }),
    api.mutation<object, { id: string }>('DeleteTrip', ({ variables }) => {
      deleted.push(variables.id);
      trips.splice(
        trips.findIndex((t) => t.id === variables.id),
        1,
      );
      return HttpResponse.json({ data: { deleteTrip: { __typename: 'DeleteTripPayload', id: variables.id } } });
    }),
  );
  return { created, deleted, deletedPlans };
}

describe('Create a New Trip', () => {
  it('shows "End date must be after start date" as soon as a date makes it so, and blocks saving', async () => {
    const calls = tripsServer();
    renderApp('/create-trip', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/Starting Location/), 'Colombo');
    await enter(user, screen.getByLabelText('Stop 1'), 'Kandy');
    await enter(user, screen.getByLabelText(/Final Destination/), 'Ella');
    await enter(user, screen.getByLabelText('End Date'), '2026-12-20');
    expect(screen.queryByText('End date must be after start date')).toBeNull();
    await enter(user, screen.getByLabelText('Start Date'), '2026-12-22');
    await screen.findByText('End date must be after start date');

    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    expect(calls.created).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Create a New Trip' })).not.toBeNull();

    await user.clear(screen.getByLabelText('End Date'));
    await enter(user, screen.getByLabelText('End Date'), '2026-12-29');
    await waitFor(() => expect(screen.queryByText('End date must be after start date')).toBeNull());
  });

  it('keeps travelers at 1 or more, whatever is typed', () => {
    expect(parseTravelers('abc')).toBe(1);
    expect(parseTravelers('')).toBe(1);
    expect(parseTravelers('0')).toBe(1);
    expect(parseTravelers('-3')).toBe(1);
    expect(parseTravelers('4')).toBe(4);
  });

  it('adds and removes stops, drops blank ones, saves to the account and lands on the dashboard', async () => {
    const calls = tripsServer();
    renderApp('/create-trip', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/Starting Location/), 'Colombo');
    await enter(user, screen.getByLabelText('Stop 1'), 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    await enter(user, screen.getByLabelText('Stop 3'), 'Nuwara Eliya');
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    await enter(user, screen.getByLabelText('Stop 4'), 'Haputale');
    await user.click(screen.getByRole('button', { name: 'Remove stop 4' }));
    await enter(user, screen.getByLabelText(/Final Destination/), 'Ella');
    const travelers = screen.getByLabelText('Travelers');
    await user.clear(travelers);
    await user.type(travelers, '3');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(calls.created[0]!.input).toMatchObject({
      startingLocation: 'Colombo',
      stops: ['Kandy', 'Nuwara Eliya'],
      finalDestination: 'Ella',
      travelers: 3,
      budget: 0,
      startDate: null,
      endDate: null,
    });
    await screen.findByRole('heading', { name: 'Colombo → Kandy → Nuwara Eliya → Ella' });
  });

  it.each([
    {
      answer: { message: 'Starting location must be at most 200 characters.', extensions: { code: 'BAD_USER_INPUT' } },
      shown: 'Starting location must be at most 200 characters.',
    },
    // A crash's message is not for people.
    {
      answer: { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      shown: 'Could not save the trip. Please try again.',
    },
  ])(
    'stays on the form and says why when the trip is not saved ($answer.extensions.code)',
    async ({ answer, shown }) => {
      tripsServer();
      server.use(api.mutation('CreateTrip', () => HttpResponse.json({ data: null, errors: [answer] })));
      renderApp('/create-trip', signedIn);
      const user = userEvent.setup();
      await enter(user, await screen.findByLabelText(/Starting Location/), 'Colombo');
      await enter(user, screen.getByLabelText(/Final Destination/), 'Ella');
      await user.click(screen.getByRole('button', { name: 'Save Trip' }));
      expect((await screen.findByRole('alert')).textContent).toBe(shown);
      expect((screen.getByLabelText(/Starting Location/) as HTMLInputElement).value).toBe('Colombo');
    },
  );

  it('sends the same idempotency key when the same trip is saved again after a lost answer, and a new one for a changed trip', async () => {
    tripsServer();
    const keys: (string | null | undefined)[] = [];
    server.use(
      api.mutation<object, CreateTripMutationVariables>('CreateTrip', ({ variables }) => {
        keys.push(variables.idempotencyKey);
        return HttpResponse.error();
      }),
    );
    renderApp('/create-trip', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/Starting Location/), 'Colombo');
    await enter(user, screen.getByLabelText(/Final Destination/), 'Ella');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.type(screen.getByLabelText(/Final Destination/), ' Town');
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('leads back to the dashboard', async () => {
    tripsServer();
    renderApp('/create-trip', signedIn);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});

describe('Dashboard', () => {
  const trip: Trip = {
    __typename: 'Trip',
    id: 'trip-9',
    startingLocation: 'Colombo',
    stops: ['Sigiriya'],
    finalDestination: 'Trincomalee',
    travelers: 2,
    startDate: '2026-07-01',
    endDate: '2026-07-06',
    budget: 180000,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('offers Create Trip and the planner when there are no trips', async () => {
    tripsServer();
    renderApp('/dashboard', signedIn);
    await screen.findByText('No trips yet.');
    expect(screen.getByRole('link', { name: 'Create a Trip' }).getAttribute('href')).toBe('/create-trip');
    expect(screen.getAllByRole('link', { name: 'Open the Planner' })[0]!.getAttribute('href')).toBe('/planner');
  });

  it('shows each trip’s route, dates, travelers and budget, and deletes one only after confirmation', async () => {
    const calls = tripsServer([trip]);
    renderApp('/dashboard', signedIn);
    const card = (await screen.findByRole('heading', { name: 'Colombo → Sigiriya → Trincomalee' })).closest('article')!;
    expect(within(card as HTMLElement).queryByText('1 Jul 2026 – 6 Jul 2026 · 6 days')).not.toBeNull();
    expect(within(card as HTMLElement).queryByText('2 travelers')).not.toBeNull();
    expect(within(card as HTMLElement).queryByText('LKR 180,000')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(within(card as HTMLElement).getByRole('button', { name: /Delete the trip/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this trip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deleted).toEqual([]);

    await user.click(within(card as HTMLElement).getByRole('button', { name: /Delete the trip/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No trips yet.');
    expect(calls.deleted).toEqual(['trip-9']);
  });

  const savedPlan: SavedPlan = {
    __typename: 'TripPlanSummary',
    id: 'plan-3',
    title: 'Colombo to Ella, 3 days',
    days: 3,
    people: 2,
    totalLkr: 54098,
    startDate: '2026-12-20',
    savedAt: '2026-11-21T10:05:00.000Z',
  };

  it('says where saved plans will appear before there are any', async () => {
    tripsServer();
    renderApp('/dashboard', signedIn);
    const section = await screen.findByRole('region', { name: 'Saved Plans' });
    expect(section.textContent).toContain('Plans you save in the planner appear here.');
  });

  it('lists saved plans with days, travelers, total and saved date, and opens one', async () => {
    tripsServer([], [savedPlan]);
    server.use(
      api.query('SavedPlanRouteQuery', () =>
        HttpResponse.json({ errors: [{ message: 'stop here', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    const { router } = renderApp('/dashboard', signedIn);
    const card = (await screen.findByRole('heading', { name: 'Colombo to Ella, 3 days' })).closest(
      'article',
    )! as HTMLElement;
    expect(within(card).queryByText('3 days · 2 travelers · from 20 Dec 2026')).not.toBeNull();
    expect(within(card).queryByText('LKR 54,098')).not.toBeNull();
    expect(within(card).queryByText('Saved 21 Nov 2026')).not.toBeNull();
    const open = within(card).getByRole('link', { name: 'Open Colombo to Ella, 3 days' });
    expect(open.textContent).toBe('Open');
    await userEvent.setup().click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/plan-3'));
  });

  it('deletes a saved plan only after confirmation, and the list updates', async () => {
    const calls = tripsServer([], [savedPlan]);
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete the plan Colombo to Ella, 3 days' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this plan?' });
    expect(dialog.textContent).toContain('Colombo to Ella, 3 days will be removed from your saved plans.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deletedPlans).toEqual([]);

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Plans you save in the planner appear here.');
    expect(screen.queryByText('Plan deleted')).not.toBeNull();
    expect(calls.deletedPlans).toEqual(['plan-3']);
  });

  it('lists the destinations saved with the Save toggle in this browser', async () => {
    tripsServer();
    window.localStorage.setItem('tripmate.savedDestinations', JSON.stringify(['ella', 'not-a-guide', 'kandy']));
    renderApp('/dashboard', signedIn);
    const section = await screen.findByRole('region', { name: 'Saved Destinations' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ella', '/destinations/ella'],
      ['Kandy', '/destinations/kandy'],
    ]);
  });

  it('opens the planner with the trip’s From, To, stops, dates, travelers and budget', async () => {
    tripsServer([trip]);
    const { router } = renderApp('/dashboard', signedIn);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Plan this trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planner'));
    expect(router.state.location.state).toEqual({
      trip: {
        from: 'Colombo',
        to: 'Trincomalee',
        stops: ['Sigiriya'],
        startDate: '2026-07-01',
        days: 6,
        travelers: 2,
        budget: 180000,
      },
    });
  });

  it('counts a trip’s days inclusively: 12–21 January is 10 days, one date alone is 1 day', () => {
    expect(tripDays({ startDate: '2027-01-12', endDate: '2027-01-21' })).toBe(10);
    expect(tripDays({ startDate: '2027-01-12', endDate: '2027-01-12' })).toBe(1);
    expect(tripDays({ startDate: '2027-01-12', endDate: null })).toBeNull();
    expect(plannerTrip({ ...trip, budget: 0, startDate: null, endDate: null })).toEqual({
      from: 'Colombo',
      to: 'Trincomalee',
      stops: ['Sigiriya'],
      travelers: 2,
    });
  });
});
