import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  FindRouteQueryVariables,
  PlanTripMutationVariables,
  SearchAttractionsQueryVariables,
} from '../../gql/graphql';
import { tripPlanResult } from '../../test/fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { findRoute, pageLoad, plannerConfig, route, routeServer, signedIn } from './planner-test-support';
import { enter } from '../../test/enter';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

/** planTrip and searchAttractions answers; what was sent is recorded. */
function choicesServer(plan = tripPlanResult()) {
  const plans: PlanTripMutationVariables[] = [];
  const routes: FindRouteQueryVariables[] = [];
  const searches: string[] = [];
  server.use(
    api.mutation<object, PlanTripMutationVariables>('PlanTrip', ({ variables }) => {
      plans.push(variables);
      return HttpResponse.json({ data: { planTrip: plan } });
    }),
    api.query<object, SearchAttractionsQueryVariables>('SearchAttractions', ({ variables }) => {
      searches.push(variables.query);
      const found = /tooth/i.test(variables.query)
        ? [
            {
              __typename: 'AttractionChoice',
              id: 'temple-of-the-sacred-tooth-relic',
              name: 'Temple of the Sacred Tooth Relic',
              category: 'temple',
              lat: 7.29,
              lng: 80.64,
              nearestTown: 'Kandy',
              rating: 4.7,
            },
          ]
        : [];
      return HttpResponse.json({ data: { searchAttractions: found } });
    }),
    api.query<object, FindRouteQueryVariables>('FindRoute', ({ variables }) => {
      routes.push(variables);
      return HttpResponse.json({ data: { route } });
    }),
  );
  return { plans, routes, searches };
}

const generate = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Generate Plan' }));

describe('the traveller’s choices in the planner', () => {
  it('ticks none of the attractions along the route; only the ticked ones go with the plan, as "On your list"', async () => {
    plannerConfig();
    routeServer();
    const calls = choicesServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    const boxes = within(screen.getByTestId('attractions')).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText(/Nothing yet\./)).not.toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Sight 2/ }));
    await user.click(screen.getByRole('checkbox', { name: /Sight 5/ }));
    await user.click(screen.getByRole('checkbox', { name: /Sight 2/ }));
    expect(
      within(screen.getByTestId('picked-places'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sight 5✕']);
    await generate(user);
    await waitFor(() => expect(calls.plans).toHaveLength(1));
    expect(calls.plans[0]!.input.customPlaces).toEqual(['Sight 5']);
  });

  it('adds any attraction by searching, and removes it again', async () => {
    plannerConfig();
    routeServer();
    const calls = choicesServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await user.type(screen.getByLabelText('Add a place'), 'tooth');
    const results = await screen.findByTestId('place-results', {}, pageLoad);
    expect(calls.searches.at(-1)).toBe('tooth');
    await user.click(within(results).getByRole('button', { name: 'Add Temple of the Sacred Tooth Relic' }));
    expect(within(results).getByRole('button', { name: 'Add Temple of the Sacred Tooth Relic' }).textContent).toBe(
      'Added',
    );
    await user.click(screen.getByRole('checkbox', { name: /Sight 1\b/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Sight 1 from your list' }));
    expect((screen.getByRole('checkbox', { name: /Sight 1\b/ }) as HTMLInputElement).checked).toBe(false);
    await user.clear(screen.getByLabelText('Add a place'));
    await user.type(screen.getByLabelText('Add a place'), 'qqzz');
    await screen.findByText('No attraction by that name.', {}, pageLoad);
    await generate(user);
    await waitFor(() => expect(calls.plans).toHaveLength(1));
    expect(calls.plans[0]!.input.customPlaces).toEqual(['Temple of the Sacred Tooth Relic']);
  });

  it('adds, orders and removes stops; the route goes through them and the plan gets them in order', async () => {
    plannerConfig();
    const calls = choicesServer();
    server.use(api.query('AttractionsAlongRoute', () => HttpResponse.json({ data: { attractionsAlongRoute: [] } })));
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), 'Colombo');
    await enter(user, screen.getByLabelText(/^To/), 'Ella');
    for (const stop of ['Sigiriya', 'Galle', 'Kandy']) {
      await user.click(screen.getByRole('button', { name: 'Add a stop' }));
      const inputs = within(screen.getByTestId('stops')).getAllByRole('combobox');
      await enter(user, inputs.at(-1)!, stop);
    }
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    await user.click(screen.getByRole('button', { name: 'Move stop 2 earlier' }));
    expect(
      within(screen.getByTestId('stops'))
        .getAllByRole<HTMLInputElement>('combobox')
        .map((i) => i.value),
    ).toEqual(['Kandy', 'Sigiriya']);
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    await screen.findByText('No attractions found near this route.', {}, pageLoad);
    expect(calls.routes[0]!.input.waypoints).toEqual([{ text: 'Kandy' }, { text: 'Sigiriya' }]);
    await generate(user);
    await waitFor(() => expect(calls.plans).toHaveLength(1));
    expect(calls.plans[0]!.input.stops).toEqual(['Kandy', 'Sigiriya']);
    // Written in the language the page is read in.
    expect(calls.plans[0]!.input.language).toBe('EN');
  });

  it('names a stop the map cannot find in the spec’s words', async () => {
    plannerConfig();
    server.use(
      api.query('FindRoute', () =>
        HttpResponse.json({
          errors: [
            { message: 'Could not find location: Atlantis', extensions: { code: 'NOT_FOUND', field: 'waypoints.0' } },
          ],
        }),
      ),
    );
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), 'Colombo');
    await enter(user, screen.getByLabelText(/^To/), 'Ella');
    await user.click(screen.getByRole('button', { name: 'Add a stop' }));
    await enter(user, screen.getByLabelText('Stop 1'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Find Route' }));
    expect((await screen.findByRole('alert', {}, pageLoad)).textContent).toBe('Could not find location: Atlantis');
  });

  it('sends who travels: residency and the children’s ages, and refuses ages that are not ages', async () => {
    plannerConfig();
    routeServer();
    const calls = choicesServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await user.selectOptions(screen.getByLabelText('Who is travelling'), 'SAARC');
    await user.clear(screen.getByLabelText(/^Travelers/));
    await user.type(screen.getByLabelText(/^Travelers/), '4');
    await enter(user, screen.getByLabelText("Children's ages (optional)"), '4, x');
    expect(
      screen.getByText("Give each child's age as a whole number from 0 to 17, separated by commas."),
    ).not.toBeNull();
    await generate(user);
    expect(screen.getByRole('alert').textContent).toBe('Please fill all required fields');
    expect(calls.plans).toHaveLength(0);
    await user.clear(screen.getByLabelText("Children's ages (optional)"));
    await enter(user, screen.getByLabelText("Children's ages (optional)"), '4, 9, 11, 13');
    expect(screen.getByText('Children count among the travelers: at least one traveler is an adult.')).not.toBeNull();
    await user.clear(screen.getByLabelText("Children's ages (optional)"));
    await enter(user, screen.getByLabelText("Children's ages (optional)"), '4, 9');
    await generate(user);
    await waitFor(() => expect(calls.plans).toHaveLength(1));
    expect(calls.plans[0]!.input).toMatchObject({ people: 4, traveller: { residency: 'SAARC', childAges: [4, 9] } });
  });

  it('fills From, To, stops, dates, travelers and budget from a trip on the dashboard', async () => {
    plannerConfig();
    const { router } = renderApp('/', signedIn);
    await router.navigate('/planner', {
      state: {
        trip: {
          from: 'Colombo',
          to: 'Trincomalee',
          stops: ['Sigiriya'],
          startDate: '2027-01-12',
          days: 10,
          travelers: 3,
          budget: 400000,
        },
      },
    });
    const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await screen.findByLabelText(/^From/, {}, pageLoad);
    expect([
      value(/^From/),
      value(/^To/),
      value('Stop 1'),
      value('Start date (optional)'),
      value(/^Days/),
      value(/^Travelers/),
      value(/^Budget/),
    ]).toEqual(['Colombo', 'Trincomalee', 'Sigiriya', '2027-01-12', '10', '3', '400000']);
  });

  it('shows a ticket price it does not know as unknown, in the day and in the budget, never as LKR 0', async () => {
    plannerConfig();
    routeServer();
    const base = tripPlanResult();
    const [day1, ...rest] = base.plan.dayPlans;
    const unknownStop = { ...day1!.stops[0]!, ticketsLkr: 0, ticketPriceKnown: false };
    const plan = {
      ...base,
      plan: {
        ...base.plan,
        dayPlans: [{ ...day1!, stops: [unknownStop] }, ...rest],
        budget: {
          ...base.plan.budget,
          unknownFees: ['Nine Arch Bridge'],
          lines: [
            ...base.plan.budget.lines,
            {
              __typename: 'BudgetLine' as const,
              category: 'TICKETS' as const,
              day: 1,
              label: 'Nine Arch Bridge (foreign visitors): 2 adults price unknown',
              amountLkr: 0,
              rateId: 'fees.json',
              priceKnown: false,
              fee: {
                __typename: 'FeeCitation' as const,
                rowId: 'nine-arch-bridge',
                year: 2019,
                confidence: 'low',
                about: true,
                sourceUrl: null,
                publisher: null,
                sourceDate: null,
              },
            },
            {
              __typename: 'BudgetLine' as const,
              category: 'TICKETS' as const,
              day: 1,
              label: 'Sigiriya Rock Fortress (foreign visitors): 2 adults × about LKR 10,800 (2024 price)',
              amountLkr: 21600,
              rateId: 'fees.json',
              priceKnown: true,
              fee: {
                __typename: 'FeeCitation' as const,
                rowId: 'sigiriya-rock-fortress',
                year: 2024,
                confidence: 'low',
                about: true,
                sourceUrl: 'https://rockscapes.net/sigiriya-lion-rock',
                publisher: 'Rockscapes (travel blog)',
                sourceDate: '2024-03',
              },
            },
          ],
        },
      },
    };
    choicesServer(plan);
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await generate(user);
    await screen.findByTestId('plan-result', {}, pageLoad);
    expect(screen.getAllByTestId('day-plan')[0]!.textContent).toContain('1 h visit · ticket price unknown');
    await user.click(screen.getByRole('tab', { name: 'Budget' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Budget' });
    expect(within(panel).getByTestId('budget-unknown-fees').textContent).toBe(
      'Entry fees unknown for Nine Arch Bridge: not in the total.',
    );
    expect(within(panel).getByTestId('budget-lines').textContent).toContain(
      'Nine Arch Bridge (foreign visitors): 2 adults price unknown',
    );
    // Each fee says its year and source, "about" for a weak one, and links a report of a wrong price naming its row.
    const [none, sigiriya] = within(panel).getAllByTestId('budget-fee-source');
    expect(none!.textContent).toBe('No published source found for this price · Report a wrong price');
    expect(sigiriya!.textContent).toBe(
      'about: 2024 price from a weak or old source · source: Rockscapes (travel blog), 2024-03 · Report a wrong price',
    );
    expect(
      within(sigiriya!)
        .getByRole('link', { name: /2024 price/ })
        .getAttribute('href'),
    ).toBe('https://rockscapes.net/sigiriya-lion-rock');
    expect(within(sigiriya!).getByRole('link', { name: 'Report a wrong price' }).getAttribute('href')).toBe(
      '/feedback?fee=sigiriya-rock-fortress',
    );
  });
});
