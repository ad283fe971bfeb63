import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PlanResult_ResultFragment, PlanTripMutationVariables } from '../../gql/graphql';
import { savedPlanRoute, tripPlanResult } from '../../test/fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { approximate } from './result/currency';
import { stepsOf } from './result/DayPlansTab';
import { noticesOf } from './result/PlanResult';
import { findRoute, pageLoad, plannerConfig, routeServer, signedIn } from './planner-test-support';
import { enter } from '../../test/enter';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

/** planTrip answers `answer` (a plan, or a GraphQL error) once `release` is called, or at once without a gate. */
function planServer(answer: PlanResult_ResultFragment | GraphQLError = tripPlanResult(), gated = false) {
  const requests: PlanTripMutationVariables[] = [];
  const saved: string[] = [];
  let release = () => {};
  const gate = gated ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    api.mutation<object, PlanTripMutationVariables>('PlanTrip', async ({ variables }) => {
      requests.push(variables);
      await gate;
      if (answer instanceof GraphQLError) return HttpResponse.json({ errors: [answer.toJSON()] });
      return HttpResponse.json({ data: { planTrip: answer } });
    }),
    api.mutation<object, { id: string }>('SaveTripPlan', ({ variables }) => {
      saved.push(variables.id);
      return HttpResponse.json({
        data: {
          saveTripPlan: {
            __typename: 'TripPlanResult',
            id: variables.id,
            title: 'Colombo to Ella, 3 days',
            savedAt: '2026-11-21T10:05:00.000Z',
          },
        },
      });
    }),
  );
  return { requests, saved, release: () => release() };
}

async function generate(user: UserEvent) {
  await findRoute(user);
  await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
}

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  // The panel of that tab, by its name: the one it replaces may still be leaving.
  return screen.findByRole('tabpanel', { name });
}

const alertText = () => screen.getByRole('alert').textContent;

/** The planner with Kandy to Ella found and the plan generated; answers the user. */
async function showPlan(currency: 'USD' | 'EUR' | 'GBP' = 'USD') {
  plannerConfig(currency);
  routeServer();
  planServer();
  renderApp('/planner', signedIn);
  const user = userEvent.setup();
  await generate(user);
  await screen.findByTestId('plan-result', {}, pageLoad);
  return user;
}

describe('planner step 3: Generate Plan', () => {
  it('sends the trip with only the places ticked (none by default), shows Planning... at 100%, then the plan in place of the form', async () => {
    plannerConfig();
    routeServer();
    const calls = planServer(tripPlanResult(), true);
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await enter(user, screen.getByLabelText(/^Notes/), 'trains and tea');
    await enter(user, screen.getByLabelText('Start date (optional)'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));

    const planning = await screen.findByRole('button', { name: /Planning\.\.\./ });
    expect((planning as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() => expect(calls.requests).toHaveLength(1));
    expect(calls.requests[0]!.input).toEqual({
      start: 'Kandy',
      end: 'Ella',
      days: 3,
      people: 2,
      budget: 50000,
      notes: 'trains and tea',
      customPlaces: [],
      stops: [],
      traveller: { residency: 'FOREIGN', childAges: [] },
      language: 'EN',
      startDate: '2026-12-20',
    });

    calls.release();
    await screen.findByRole('heading', { name: 'Colombo to Ella, 3 days' });
    expect(screen.queryByRole('heading', { name: 'Your Trip Details' })).toBeNull();
    expect(screen.getByTestId('plan-summary').textContent).toContain(
      'A 3-day trip from Colombo to Ella for 2 travellers, for trains and tea.',
    );
    expect(screen.getByTestId('plan-notices').textContent).toContain('Day 1 is a long day on the road');
    expect(screen.getByTestId('plan-notices').textContent).toContain(
      'Galle Fort: It is 1 h 59 min each way from Colombo',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Day Plans',
      'Places',
      'Budget',
      'Travel Tips',
    ]);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Plan sections');
    expect(screen.getByRole('tab', { name: 'Day Plans' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends no start date when none is given', async () => {
    plannerConfig();
    routeServer();
    const calls = planServer();
    renderApp('/planner', signedIn);
    await generate(userEvent.setup());
    await screen.findByTestId('plan-result');
    expect(calls.requests[0]!.input).not.toHaveProperty('startDate');
  });

  it('checks the required fields and the bounds before sending anything', async () => {
    plannerConfig();
    routeServer();
    const calls = planServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    const cases = [
      [/^From/, ''],
      [/^Days/, ''],
      [/^Days/, '31'],
      [/^Days/, '2.5'],
      [/^Travelers/, '0'],
      [/^Travelers/, '21'],
      [/^Budget/, '999'],
    ] as const;
    for (const [label, value] of cases) {
      const field = screen.getByLabelText<HTMLInputElement>(label);
      const before = field.value;
      await user.clear(field);
      if (value) await enter(user, field, value);
      await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
      expect(alertText()).toBe('Please fill all required fields');
      await user.clear(field);
      await enter(user, field, before);
    }
    expect(calls.requests).toEqual([]);
  });

  it('says "Failed to generate trip plan. Please try again." for a failed call and for an empty plan', async () => {
    plannerConfig();
    routeServer();
    planServer(new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }));
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await generate(user);
    await waitFor(() => expect(alertText()).toBe('Failed to generate trip plan. Please try again.'));
    expect(screen.queryByRole('heading', { name: 'Your Trip Details' })).not.toBeNull();

    planServer(tripPlanResult({}, { dayPlans: [] }));
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Planning/ })).toBeNull());
    expect(alertText()).toBe('Failed to generate trip plan. Please try again.');
    expect(screen.queryByTestId('plan-result')).toBeNull();
  });

  it('shows the server’s own message when it names the problem', async () => {
    plannerConfig();
    routeServer();
    planServer(
      new GraphQLError('Could not find location: Atlantis', { extensions: { code: 'BAD_USER_INPUT', field: 'end' } }),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await generate(user);
    await waitFor(() => expect(alertText()).toBe('Could not find location: Atlantis'));

    const limited = 'You have generated many plans in a short time. Please try again in 4 minutes.';
    planServer(new GraphQLError(limited, { extensions: { code: 'TOO_MANY_REQUESTS' } }));
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    await waitFor(() => expect(alertText()).toBe(limited));
  });
});

describe('the plan’s tabs', () => {
  it('Day Plans: each day’s title, date, times, legs and stops in time order, activities and cost', async () => {
    const user = await showPlan();
    const panel = await openTab(user, 'Day Plans');
    expect(within(panel).getByText('Ella').parentElement!.textContent).toBe(
      'Ella (2 nights)A small hill village famous for the train ride in.',
    );
    const [day1, day2] = within(panel).getAllByTestId('day-plan');
    expect(within(day1!).getByRole('heading').textContent).toBe('Day 1: Colombo to Ella by train');
    expect(day1!.textContent).toContain(
      'Sun 20 Dec 2026 · 06:00–17:15 · 11 h 5 min of travel and visits (at most 12 h)',
    );
    const steps = within(within(day1!).getByRole('list', { name: 'Day 1 timeline' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      '06:00TrainColombo → Ella272 km, 9 h 55 min · on the Main LineReserve seats ahead with Sri Lanka Railways.',
      '16:05Tuk-tukElla → Nine Arch Bridge2.1 km, 5 min',
      '16:10Nine Arch BridgeChange1 h visit · free entryWatch a train cross.',
      '17:10Tuk-tukNine Arch Bridge → Ella2.1 km, 5 min',
    ]);
    expect(day1!.textContent).toContain('Day costLKR 21,000');
    expect(day2!.textContent).toContain('1 h 30 min visit · tickets LKR 3,000');
    expect(day2!.textContent).toContain('23 km, 20 min · via A16');
    expect(day2!.textContent).toContain('Tea factory tour at Sight 2LKR 1,000');
    expect(day2!.textContent).toContain('Day costLKR 19,500');
  });

  it('Places: each place’s name, category, rating, day and reason, and what became of the places sent', async () => {
    const user = await showPlan();
    const panel = await openTab(user, 'Places');
    const places = within(within(panel).getByTestId('plan-places')).getAllByRole('listitem');
    expect(places).toHaveLength(9);
    expect(places[0]!.textContent).toBe(
      'Nine Arch BridgeViewpoint★ 4.7Day 2Rated 4.7 out of 5 (TripMate’s indicative rating). A short trip from Ella on day 2.',
    );
    expect(places[1]!.textContent).toContain('Tea estate');
    const requested = within(within(panel).getByTestId('requested-places'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(requested).toEqual([
      'Nine Arch BridgeIncluded, day 1you picked it',
      'Galle FortNot includednamed in your notesIt is 1 h 59 min each way from Colombo; add a day or choose a place nearer the route.',
    ]);
    expect(within(panel).getByRole('heading', { name: 'On your list' })).not.toBeNull();
  });

  it('Budget: the chart, total and per person, within budget, summary, comfort levels and the lines by day', async () => {
    const user = await showPlan();
    const panel = await openTab(user, 'Budget');
    expect(within(panel).getByTestId('budget-total').textContent).toBe('LKR 33,000');
    expect(within(panel).getByTestId('budget-per-person').textContent).toBe('LKR 16,500');
    expect(within(panel).queryByText('Within your budget')).not.toBeNull();
    expect(within(panel).getByTestId('budget-summary').textContent).toBe(
      'LKR 33,000 for 2 people over 3 days at the budget level, within your LKR 150,000.',
    );
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toBe(
      'Budget by category: Stay LKR 8,800 (27%), Food LKR 6,000 (18%), Transport LKR 12,200 (37%), Tickets LKR 3,000 (9%), Activities LKR 0 (0%), Buffer LKR 3,000 (9%).',
    );
    const legend = within(within(panel).getByRole('list', { name: 'Budget by category' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toContain('TransportLKR 12,20037%');
    const options = within(within(panel).getByTestId('budget-options'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options).toEqual([
      'Budget (this plan)guesthouses, buses and trainsLKR 33,000within budget',
      'Mid-range3-star hotels and a car with driverLKR 99,000within budget',
      'Comfort4-star or boutique hotels, a car with driver, first-class trainsLKR 210,000over budget',
    ]);
    const lines = within(panel).getByTestId('budget-lines').textContent;
    expect(lines).toBe(
      'Day 1LKR 21,000Stay: Night in Ella: 1 roomLKR 8,800Transport: Train for 2: Colombo → EllaLKR 12,200' +
        'Day 2LKR 9,000Food: Meals for 2LKR 6,000Tickets: Sight 2: 2 ticketsLKR 3,000' +
        'Whole tripLKR 3,000Buffer: Buffer for the unexpected (10%)LKR 3,000',
    );
  });

  it('Budget: says when the plan is over the traveller’s budget', async () => {
    plannerConfig();
    routeServer();
    const over = tripPlanResult();
    planServer(
      tripPlanResult(
        {},
        {
          budget: {
            ...over.plan.budget,
            withinBudget: false,
            requestedLkr: 20000,
            summary: 'Your budget of LKR 20,000 does not cover this trip.',
          },
        },
      ),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await generate(user);
    await screen.findByTestId('plan-result', {}, pageLoad);
    const panel = await openTab(user, 'Budget');
    expect(within(panel).queryByText('Over your budget')).not.toBeNull();
    expect(within(panel).queryByText('Your budget: LKR 20,000')).not.toBeNull();
  });

  it('Budget: the total in the account’s preferred currency, approximate, with the rates’ year', async () => {
    const user = await showPlan('EUR');
    const panel = await openTab(user, 'Budget');
    expect(within(panel).getByTestId('budget-approximate').textContent).toBe(
      'About €94 at LKR 350 per EUR, rate of October 2025 (approximate)',
    );
  });

  it('Travel Tips: grouped by category', async () => {
    const user = await showPlan();
    const panel = await openTab(user, 'Travel Tips');
    const groups = within(panel)
      .getAllByRole('region')
      .map((group) => [
        within(group).getByRole('heading').textContent,
        within(group)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ]);
    expect(groups).toEqual([
      ['Season and weather', ['December: the west and south coasts dry out.']],
      ['Money', ['Agree the tuk-tuk fare before you set off.', 'Carry rupees in cash.']],
      ['Safety', ['Avoid long drives after dark.']],
    ]);
  });
});

describe('after the plan', () => {
  it('draws the plan itself on the map: its bases numbered, its legs by mode, and the day picked in the timeline', async () => {
    const user = await showPlan();
    const map = () => screen.getByTestId('fake-map').textContent;
    // The train along its track (3 points); legs without a line of their own run straight between their places.
    await waitFor(() =>
      expect(map()).toBe('plan: bases 1 Ella; legs TRAIN 3, TUKTUK 2, TUKTUK 2, CAR 2, CAR 2; whole trip'),
    );
    expect(screen.getByTestId('route-summary').textContent).toBe('Colombo to Ella: 3 days, sleeping in Ella');
    const legend = within(screen.getByRole('list', { name: 'Map legend' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['1Where you sleep, in order', 'AStops of the day', 'Car', 'Train', 'Tuk-tuk']);

    const days = within(screen.getByRole('navigation', { name: 'Days' }));
    expect(days.getAllByRole('button').map((b) => b.textContent)).toEqual(['Whole trip', 'Day 120 Dec', 'Day 221 Dec']);
    await user.click(days.getByRole('button', { name: /^Day 2/ }));
    expect(map()).toBe('plan: bases 1 Ella; legs TRAIN 3, TUKTUK 2, TUKTUK 2, CAR 2, CAR 2; day 2: A Sight 2');
    expect(screen.getByTestId('route-summary').textContent).toBe('Day 2: Ella and around');
    expect(days.getByRole('button', { name: /^Day 2/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('day-plan').map((day) => day.getAttribute('data-picked'))).toEqual([null, 'true']);
    await user.click(days.getByRole('button', { name: 'Whole trip' }));
    expect(map()).toContain('whole trip');
  });

  it('folds and unfolds days, one at a time or all at once', async () => {
    const user = await showPlan();
    const panel = await screen.findByRole('tabpanel', { name: 'Day Plans' }, pageLoad);
    const timeline = (day: number) => within(panel).queryByRole('list', { name: `Day ${day} timeline` });
    expect(timeline(1)).not.toBeNull();
    const hide = within(panel).getByRole('button', { name: 'Hide day 1' });
    await user.click(hide);
    expect(timeline(1)).toBeNull();
    expect(hide.getAttribute('aria-expanded')).toBe('false');
    expect(hide.textContent).toBe('Show day 1');
    // The day's heading and cost stay, so the folded day still says what it is.
    expect(within(panel).getByRole('heading', { name: 'Day 1: Colombo to Ella by train' })).not.toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Fold all' }));
    expect([timeline(1), timeline(2)]).toEqual([null, null]);
    await user.click(within(panel).getByRole('button', { name: 'Unfold all' }));
    expect(timeline(1)).not.toBeNull();
    expect(timeline(2)).not.toBeNull();
    // Picking a folded day unfolds it.
    await user.click(within(panel).getByRole('button', { name: 'Hide day 2' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Days' })).getByRole('button', { name: /^Day 2/ }));
    expect(timeline(2)).not.toBeNull();
  });

  it('prints from "Print or save as PDF"', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await showPlan();
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }, pageLoad));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('saves the plan with a toast, then shows Saved', async () => {
    plannerConfig();
    routeServer();
    const calls = planServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await generate(user);
    await user.click(await screen.findByRole('button', { name: 'Save' }, pageLoad));
    await screen.findByText('Plan saved');
    expect(screen.queryByText('Find it on your dashboard.')).not.toBeNull();
    const saved = screen.getByRole<HTMLButtonElement>('button', { name: 'Saved' });
    expect(saved.disabled).toBe(true);
    expect(calls.saved).toEqual(['plan-1']);
  });

  it('Start Over returns to step 1 with the fields, route, attractions, plan and errors cleared', async () => {
    plannerConfig();
    routeServer();
    planServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await user.type(screen.getByLabelText(/^Notes/), 'tea');
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    await user.click(await screen.findByRole('button', { name: 'Start Over' }, pageLoad));

    expect(screen.queryByRole('heading', { name: 'Your Trip Details' })).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByLabelText<HTMLInputElement>(/^From/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^To/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Notes/).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText(/^From/));
    expect(screen.queryByTestId('plan-result')).toBeNull();
    expect(screen.queryByTestId('attractions')).toBeNull();
    expect(screen.queryByTestId('route-summary')).toBeNull();
    expect(screen.getByTestId('fake-map').textContent).toBe('no route');

    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(alertText()).toBe('Please find route and attractions first');
  });
});

describe('a saved plan at /plans/:id', () => {
  it('shows the same tabs, read-only, with the plan on the map', async () => {
    server.use(
      api.query('SavedPlanRouteQuery', ({ variables }) =>
        HttpResponse.json(
          savedPlanRoute(
            tripPlanResult({ id: variables.id as string, title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z' }),
            'GBP',
          ),
        ),
      ),
    );
    renderApp('/plans/plan-7', signedIn);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Tea country' }, pageLoad);
    expect(screen.queryByText('Saved 21 Nov 2026')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Over' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const budget = await openTab(user, 'Budget');
    expect(within(budget).getByTestId('budget-approximate').textContent).toBe(
      'About £83 at LKR 400 per GBP, rate of October 2025 (approximate)',
    );
    await waitFor(() => expect(screen.getByTestId('fake-map').textContent).toContain('plan: bases 1 Ella;'));
  });

  it('is gone once deleted from the dashboard, even after it was opened', async () => {
    let stored = true;
    server.use(
      api.query('SavedPlanRouteQuery', ({ variables }) =>
        stored
          ? HttpResponse.json(
              savedPlanRoute(tripPlanResult({ id: variables.id as string, savedAt: '2026-11-21T10:05:00.000Z' })),
            )
          : HttpResponse.json({ errors: [{ message: 'Trip plan not found.', extensions: { code: 'NOT_FOUND' } }] }),
      ),
      api.query('DashboardRouteQuery', () =>
        HttpResponse.json({
          data: {
            myTrips: [],
            myTripPlans: stored
              ? [
                  {
                    __typename: 'TripPlanSummary',
                    id: 'plan-1',
                    title: 'Colombo to Ella, 3 days',
                    days: 3,
                    people: 2,
                    totalLkr: 33000,
                    startDate: null,
                    savedAt: '2026-11-21T10:05:00.000Z',
                  },
                ]
              : [],
            mySharedTripPlans: [],
          },
        }),
      ),
      api.mutation('DeleteTripPlan', () => {
        stored = false;
        return HttpResponse.json({ data: { deleteTripPlan: { __typename: 'DeleteTripPlanPayload', id: 'plan-1' } } });
      }),
      api.query('FindRoute', () =>
        HttpResponse.json({ errors: [{ message: 'not needed here', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    const { router } = renderApp('/plans/plan-1', signedIn);
    const user = userEvent.setup();
    await screen.findByTestId('plan-result', {}, pageLoad);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the plan Colombo to Ella, 3 days' }, pageLoad));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Plans you save in the planner appear here.');
    await router.navigate('/plans/plan-1');
    await screen.findByRole('heading', { name: 'Plan not found' }, pageLoad);
  });

  it('says when there is no such plan', async () => {
    server.use(
      api.query('SavedPlanRouteQuery', () =>
        HttpResponse.json({ errors: [{ message: 'Trip plan not found.', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    renderApp('/plans/nope', signedIn);
    await screen.findByRole('heading', { name: 'Plan not found' }, pageLoad);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('plan helpers', () => {
  it('converts rupees at the plan’s dated rate, in cents under ten units, and gives nothing without one', () => {
    const rates = tripPlanResult().plan.budget.exchangeRates;
    expect(approximate(54098, 'USD', rates)).toEqual({
      amount: '$180',
      rate: '300',
      currency: 'USD',
      asOf: 'October 2025',
    });
    // LKR 100 is a third of a dollar, never "USD 1".
    expect(approximate(100, 'USD', rates)?.amount).toBe('$0.33');
    expect(approximate(990, 'USD', rates)?.amount).toBe('$3.30');
    expect(approximate(54098, 'USD', rates, 'ta')?.asOf).toBe('அக்டோபர் 2025');
    expect(approximate(54098, 'USD', rates, 'si')?.asOf).toMatch(/^2025 ඔක්තෝබර්$/);
    expect(approximate(54098, 'USD', [{ ...rates[0]!, asOf: null }])?.asOf).toBe('2025');
    expect(approximate(54098, 'GBP', rates)?.amount).toBe('£135');
    expect(approximate(54098, 'EUR', rates.slice(0, 1))).toBeNull();
  });

  it('orders a day by time even when two legs follow each other', () => {
    const day = tripPlanResult().plan.dayPlans[0]!;
    expect(
      stepsOf(day).map((step) =>
        step.kind === 'leg' ? `${step.at} ${step.leg.to}` : `${step.at} at ${step.stop.name}`,
      ),
    ).toEqual(['06:00 Ella', '16:05 Nine Arch Bridge', '16:10 at Nine Arch Bridge', '17:10 Ella']);
  });

  it('lists a day that runs past midnight as it happens: the times after midnight last, said to be the next day', () => {
    const day = tripPlanResult().plan.dayPlans[1]!;
    const leg = day.legs[0]!;
    const stop = day.stops[0]!;
    const late = {
      legs: [
        { ...leg, to: 'Far temple', depart: '08:00' },
        { ...leg, from: 'Far temple', to: 'Sight 2', depart: '21:50' },
        { ...leg, from: 'Sight 2', to: 'Ella', depart: '00:58' },
      ],
      stops: [
        { ...stop, name: 'Far temple', start: '13:11' },
        { ...stop, name: 'Sight 2', start: '23:03' },
      ],
    };
    expect(
      stepsOf(late).map(
        (step) =>
          `${step.at}${step.nextDay ? ' +1' : ''} ${step.kind === 'leg' ? step.leg.to : `at ${step.stop.name}`}`,
      ),
    ).toEqual(['08:00 Far temple', '13:11 at Far temple', '21:50 Sight 2', '23:03 at Sight 2', '00:58 +1 Ella']);
  });

  it('drops a notice the summary already says, and folds many left-out places into one', () => {
    const outcome = (requested: string) => ({
      __typename: 'CustomPlaceOutcome' as const,
      requested,
      matched: requested,
      included: false,
      day: null,
      reason: 'Too far.',
      requestedBy: 'PICKED' as const,
    });
    const plan = {
      summary: 'A trip. Your budget of LKR 1,000 does not cover this trip.',
      notices: [
        'Your budget of LKR 1,000 does not cover this trip.',
        'A: Too far.',
        'B: Too far.',
        'Day 2 is long.',
        'C: Too far.',
      ],
      customPlaces: [outcome('A'), outcome('B'), outcome('C')],
    };
    expect(noticesOf(plan)).toEqual([
      'Day 2 is long.',
      '3 places on your list did not fit this plan: A, B, C. The Places tab says why.',
    ]);
    expect(
      noticesOf({ ...plan, notices: plan.notices.slice(0, 4), customPlaces: plan.customPlaces.slice(0, 2) }),
    ).toEqual(['A: Too far.', 'B: Too far.', 'Day 2 is long.']);
  });
});
