import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardRouteQueryQuery } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const signedIn = { session: { token: 'token-1', user: { name: 'Ama' } } };
type Share = DashboardRouteQueryQuery['mySharedTripPlans'][number] & { __typename: 'TripPlanShareLink' };

const share = (planId: string, title: string, createdAt: string): Share => ({
  __typename: 'TripPlanShareLink',
  planId,
  title,
  url: `http://localhost:3000/shared/tok-${planId}`,
  createdAt,
});

/** The dashboard with these share links, and revokeTripPlanShare ending them (or failing). */
function sharesServer(initial: Share[], revokeFails = false) {
  const shares = [...initial];
  const revoked: string[] = [];
  server.use(
    api.query('DashboardRouteQuery', () =>
      HttpResponse.json({ data: { myTrips: [], myTripPlans: [], mySharedTripPlans: shares } }),
    ),
    api.mutation<object, { id: string }>('StopSharingPlan', ({ variables }) => {
      revoked.push(variables.id);
      if (revokeFails)
        return HttpResponse.json({
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      shares.splice(
        shares.findIndex((s) => s.planId === variables.id),
        1,
      );
      return HttpResponse.json({
        data: {
          revokeTripPlanShare: { __typename: 'RevokeTripPlanSharePayload', planId: variables.id, revoked: true },
        },
      });
    }),
  );
  return revoked;
}

const sharedPlans = async () => (await screen.findByRole('heading', { name: 'Shared Plans' })).closest('section')!;

describe('the dashboard’s shared plans', () => {
  it('lists each shared plan with its title (to its page), its link, when it was shared, Copy and Stop sharing', async () => {
    sharesServer([
      share('p-2', 'Kandy to Galle, 4 days', '2026-11-23T08:00:00.000Z'),
      share('p-1', 'Colombo to Ella, 3 days', '2026-11-20T08:00:00.000Z'),
    ]);
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    const section = await sharedPlans();
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Kandy to Galle, 4 days',
      'Colombo to Ella, 3 days',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Kandy to Galle, 4 days' }).getAttribute('href')).toBe(
      '/plans/p-2',
    );
    expect(within(cards[0]!).queryByText('Shared 23 Nov 2026')).not.toBeNull();
    expect(
      within(cards[0]!).getByRole<HTMLInputElement>('textbox', { name: 'The link to Kandy to Galle, 4 days' }).value,
    ).toBe('http://localhost:3000/shared/tok-p-2');

    await user.click(within(cards[1]!).getByRole('button', { name: 'Copy the link to Colombo to Ella, 3 days' }));
    await screen.findByText('Link copied');
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/shared/tok-p-1');
  });

  it('says how to share when nothing is shared', async () => {
    sharesServer([]);
    renderApp('/dashboard', signedIn);
    const section = await sharedPlans();
    expect(section.textContent).toContain('Share a saved plan from its page and its link appears here');
  });

  it('stops sharing after asking, and the plan leaves the list', async () => {
    const revoked = sharesServer([share('p-1', 'Colombo to Ella, 3 days', '2026-11-20T08:00:00.000Z')]);
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    const section = await sharedPlans();
    await user.click(within(section).getByRole('button', { name: 'Stop sharing Colombo to Ella, 3 days' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing this plan?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Sharing stopped');
    expect(revoked).toEqual(['p-1']);
    await waitFor(() => expect(within(section).queryAllByRole('article')).toHaveLength(0));
  });

  it('keeps the plan and says so when stopping fails', async () => {
    sharesServer([share('p-1', 'Colombo to Ella, 3 days', '2026-11-20T08:00:00.000Z')], true);
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    const section = await sharedPlans();
    await user.click(within(section).getByRole('button', { name: 'Stop sharing Colombo to Ella, 3 days' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Could not stop sharing the plan. Please try again.');
    expect(within(section).getAllByRole('article', { hidden: true })).toHaveLength(1);
  });
});
