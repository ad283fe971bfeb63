import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  ReissueManagementCodeMutationVariables,
  ReportBusinessMutationVariables,
  RequestBusinessReviewMutationVariables,
  ReviewBusinessReportsMutationVariables,
} from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing } from './business.test-helpers';
import { enter } from '../../test/enter';

const signedIn = { session: { token: 'owner-token', user: { name: 'Nimal' } } };
const REPORTED = 'Thank you for your report. We will review this listing.';

async function toastWith(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  await waitFor(() => expect(within(region).queryByText(title)).not.toBeNull());
  expect(within(region).queryByText(description)).not.toBeNull();
}

/** One listing's page, a stranger's unless told, and the reports sent; `refuse` answers every report with that error. */
function listingPage(
  fields: { ownedByViewer?: boolean; hiddenPendingReview?: boolean } = {},
  refuse?: { message: string; code: string; field?: string },
) {
  const reports: ReportBusinessMutationVariables[] = [];
  server.use(
    api.query('BusinessListingRouteQuery', () =>
      HttpResponse.json({
        data: { business: aStoredListing({ ownedByViewer: false, hiddenPendingReview: false, ...fields }) },
      }),
    ),
    api.mutation<Record<string, unknown>, ReportBusinessMutationVariables>('ReportBusiness', ({ variables }) => {
      reports.push(variables);
      if (refuse)
        return HttpResponse.json({
          errors: [{ message: refuse.message, extensions: { code: refuse.code, field: refuse.field } }],
        });
      return HttpResponse.json({
        data: {
          reportBusiness: {
            __typename: 'ReportBusinessPayload',
            message: REPORTED,
            businessId: variables.input.businessId,
          },
        },
      });
    }),
  );
  return { reports };
}

async function openReportDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
}

describe('Report this listing', () => {
  it('asks for a reason, sends the report with its detail, thanks the reporter and closes', async () => {
    const { reports } = listingPage();
    renderApp('/business/b1');
    const user = userEvent.setup();
    const dialog = await openReportDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByText('Choose a reason.')).not.toBeNull();
    expect(reports).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'The business has closed');
    await user.type(within(dialog).getByLabelText('Detail (optional)'), '  Shut since the monsoon.  ');
    expect(within(dialog).getByText('27/500 characters')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));

    await toastWith('Report sent', REPORTED);
    expect(reports).toEqual([{ input: { businessId: 'b1', reason: 'CLOSED', detail: 'Shut since the monsoon.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this listing' })).toBeNull());
  });

  it('says when the server refuses the report, and keeps the dialog open', async () => {
    listingPage(
      {},
      { message: 'You have already reported this listing. Thank you: it will be reviewed.', code: 'CONFLICT' },
    );
    renderApp('/business/b1');
    const user = userEvent.setup();
    const dialog = await openReportDialog(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'A scam or fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await toastWith('Error', 'You have already reported this listing. Thank you: it will be reviewed.');
    expect(screen.queryByRole('dialog', { name: 'Report this listing' })).not.toBeNull();
  });

  it('puts a refused detail under its field', async () => {
    listingPage({}, { message: 'Detail must be at most 500 characters.', code: 'BAD_USER_INPUT', field: 'detail' });
    renderApp('/business/b1');
    const user = userEvent.setup();
    const dialog = await openReportDialog(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Something else');
    await user.type(within(dialog).getByLabelText('Detail (optional)'), 'Too long, says the server.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await within(dialog).findByText('Detail must be at most 500 characters.');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Detail (optional)'));
  });

  it('is not offered to the owner, who is told the listing is hidden pending review', async () => {
    listingPage({ ownedByViewer: true, hiddenPendingReview: true });
    renderApp('/business/b1', signedIn);
    await screen.findByText('Hidden pending review');
    expect(screen.getByRole('heading', { name: 'Ella View', level: 1 })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});

const pendingReview = (reviewRequestedAt: string | null) => ({
  __typename: 'BusinessPendingReview',
  reportCount: 3,
  reasons: [
    { __typename: 'BusinessReportReasonCount', reason: 'SCAM', count: 2 },
    { __typename: 'BusinessReportReasonCount', reason: 'SPAM', count: 1 },
  ],
  reviewRequestedAt,
});
const mine = (id: string, name: string, hiddenPendingReview: boolean) => ({
  __typename: 'Business',
  id,
  name,
  address: 'Ella',
  category: 'HOTEL',
  hiddenPendingReview,
  pendingReview: hiddenPendingReview ? pendingReview(null) : null,
});
const REVIEW_ASKED =
  'Review requested. An administrator will look at your listing and show it again if the reports are wrong.';

describe('/dashboard: moderation', () => {
  it('marks the owner’s hidden listing "Hidden pending review" with its reports by reason, and no other', async () => {
    server.use(
      api.query('MyBusinessesQuery', () =>
        HttpResponse.json({ data: { myBusinesses: [mine('b1', 'Ella View', true), mine('b2', 'Kandy Rest', false)] } }),
      ),
    );
    renderApp('/dashboard', signedIn);
    const section = await screen.findByRole('region', { name: 'My Businesses' });
    const hidden = await within(section).findByRole('article', { name: 'Ella View' });
    expect(within(hidden).queryByText('Hidden pending review')).not.toBeNull();
    expect(within(hidden).queryByText('3 open reports:')).not.toBeNull();
    expect(
      within(hidden)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A scam or fraud: 2', 'Spam, or not a real business: 1']);
    const shown = within(section).getByRole('article', { name: 'Kandy Rest' });
    expect(within(shown).queryByText('Hidden pending review')).toBeNull();
    expect(within(shown).queryByRole('button', { name: /Ask for a review/ })).toBeNull();
  });

  it('lets the owner ask for a review of a hidden listing, then says when they asked', async () => {
    const asked: RequestBusinessReviewMutationVariables[] = [];
    server.use(
      api.query('MyBusinessesQuery', () =>
        HttpResponse.json({ data: { myBusinesses: [mine('b1', 'Ella View', true)] } }),
      ),
      api.mutation<Record<string, unknown>, RequestBusinessReviewMutationVariables>(
        'RequestBusinessReview',
        ({ variables }) => {
          asked.push(variables);
          const business = {
            ...mine('b1', 'Ella View', true),
            pendingReview: pendingReview('2026-12-01T08:15:00.000Z'),
          };
          return HttpResponse.json({
            data: {
              requestBusinessReview: { __typename: 'RequestBusinessReviewPayload', message: REVIEW_ASKED, business },
            },
          });
        },
      ),
    );
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    const hidden = await screen.findByRole('article', { name: 'Ella View' });
    await user.click(within(hidden).getByRole('button', { name: 'Ask for a review of Ella View' }));
    await toastWith('Review requested', REVIEW_ASKED);
    expect(asked).toEqual([{ id: 'b1' }]);
    await within(hidden).findByText('You asked for a review on 1 Dec 2026. An administrator will look at it.');
    expect(within(hidden).queryByRole('button', { name: 'Ask for a review of Ella View' })).toBeNull();
  });

  it('says when the server refuses the request for review', async () => {
    server.use(
      api.query('MyBusinessesQuery', () =>
        HttpResponse.json({ data: { myBusinesses: [mine('b1', 'Ella View', true)] } }),
      ),
      api.mutation('RequestBusinessReview', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'This listing is shown in the directory: there is nothing to review.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    renderApp('/dashboard', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a review of Ella View' }));
    await toastWith('Error', 'This listing is shown in the directory: there is nothing to review.');
  });

  it('links the review of reported listings for admins only', async () => {
    let asked = 0;
    server.use(
      api.query(
        'ViewerRolesQuery',
        () => (asked++, HttpResponse.json({ data: { me: { __typename: 'User', id: 'u-1', isAdmin: false } } })),
      ),
    );
    const first = renderApp('/dashboard', signedIn);
    await screen.findByRole('region', { name: 'My Businesses' });
    // The roles were asked for and answered "no admin"; give the answer a moment to render.
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Review reported listings' })).toBeNull();
    first.unmount();

    server.use(
      api.query('ViewerRolesQuery', () =>
        HttpResponse.json({ data: { me: { __typename: 'User', id: 'u-1', isAdmin: true } } }),
      ),
    );
    renderApp('/dashboard', signedIn);
    expect((await screen.findByRole('link', { name: 'Review reported listings' })).getAttribute('href')).toBe(
      '/admin/reports',
    );
  });
});

type Entry = {
  id: string;
  name: string;
  hidden: boolean;
  reviewRequestedAt?: string;
  reports: { reason: string; detail: string | null; fromAccount: boolean }[];
};

/** The review queue as a tiny server: a decision takes the listing out of it. */
function queueServer(entries: Entry[]) {
  let queue = [...entries];
  const decisions: ReviewBusinessReportsMutationVariables[] = [];
  server.use(
    api.query('ReviewReportsRouteQuery', () =>
      HttpResponse.json({
        data: {
          reportedBusinesses: queue.map((entry) => ({
            __typename: 'ReportedBusiness',
            reportCount: entry.reports.length,
            reporterCount: entry.reports.length,
            lastReportedAt: '2026-11-27T09:30:00.000Z',
            reviewRequestedAt: entry.reviewRequestedAt ?? null,
            business: {
              __typename: 'Business',
              id: entry.id,
              name: entry.name,
              address: 'Galle Fort',
              category: 'SHOP',
              hiddenPendingReview: entry.hidden,
            },
            reports: entry.reports.map((report, i) => ({
              __typename: 'BusinessReport',
              id: `${entry.id}-r${i}`,
              createdAt: '2026-11-27T09:30:00.000Z',
              ...report,
            })),
          })),
        },
      }),
    ),
    api.mutation<Record<string, unknown>, ReviewBusinessReportsMutationVariables>(
      'ReviewBusinessReports',
      ({ variables }) => {
        decisions.push(variables);
        queue = queue.filter((entry) => entry.id !== variables.input.businessId);
        const message =
          variables.input.decision === 'RESTORE'
            ? 'Listing restored: it is shown again and its reports are closed.'
            : 'Listing removed from the directory.';
        return HttpResponse.json({
          data: {
            reviewBusinessReports: {
              __typename: 'ReviewBusinessReportsPayload',
              message,
              businessId: variables.input.businessId,
              decision: variables.input.decision,
            },
          },
        });
      },
    ),
  );
  return { decisions };
}

const scamReports = [
  { reason: 'SCAM', detail: 'Took a deposit, no room.', fromAccount: true },
  { reason: 'WRONG_DETAILS', detail: null, fromAccount: false },
  { reason: 'SPAM', detail: null, fromAccount: false },
];

describe('/admin/reports', () => {
  it('lists reported listings with their reports, and restores one', async () => {
    const { decisions } = queueServer([
      {
        id: 'b1',
        name: 'Fort Gems',
        hidden: true,
        reviewRequestedAt: '2026-11-28T10:05:00.000Z',
        reports: scamReports,
      },
      {
        id: 'b2',
        name: 'Lagoon Tours',
        hidden: false,
        reports: [{ reason: 'CLOSED', detail: null, fromAccount: true }],
      },
    ]);
    renderApp('/admin/reports', signedIn);
    const user = userEvent.setup();
    const hidden = await screen.findByRole('article', { name: 'Fort Gems' });
    expect(within(hidden).queryByText('Hidden pending review')).not.toBeNull();
    expect(within(hidden).queryByText('3 reports from 3 people')).not.toBeNull();
    expect(within(hidden).queryByText('A scam or fraud')).not.toBeNull();
    expect(within(hidden).queryByText('Took a deposit, no room.')).not.toBeNull();
    expect(within(hidden).queryByText('27 Nov 2026, 09:30 · from an account')).not.toBeNull();
    expect(within(hidden).getByRole('link', { name: 'Fort Gems' }).getAttribute('href')).toBe('/business/b1');
    expect(within(hidden).queryByText('Its owner asked for a review on 28 Nov 2026, 10:05.')).not.toBeNull();
    const shown = screen.getByRole('article', { name: 'Lagoon Tours' });
    expect(within(shown).queryByText('Shown')).not.toBeNull();
    expect(within(shown).queryByText(/asked for a review/)).toBeNull();
    expect(within(shown).queryByText('1 report from 1 person')).not.toBeNull();

    await user.click(within(hidden).getByRole('button', { name: 'Restore Fort Gems' }));
    await toastWith('Listing restored', 'Listing restored: it is shown again and its reports are closed.');
    expect(decisions).toEqual([{ input: { businessId: 'b1', decision: 'RESTORE' } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fort Gems' })).toBeNull());
    expect(screen.queryByRole('article', { name: 'Lagoon Tours' })).not.toBeNull();
  });

  it('removes a listing after asking, and not when the admin cancels', async () => {
    const { decisions } = queueServer([{ id: 'b1', name: 'Fort Gems', hidden: true, reports: scamReports }]);
    renderApp('/admin/reports', signedIn);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Fort Gems' });

    await user.click(within(card).getByRole('button', { name: 'Remove Fort Gems' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove this listing?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(decisions).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Remove Fort Gems' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this listing?' });
    expect(
      within(confirm).queryByText(
        'Fort Gems will be removed from the directory, with its photos. This cannot be undone.',
      ),
    ).not.toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await toastWith('Listing removed', 'Fort Gems was removed from the directory.');
    expect(decisions).toEqual([{ input: { businessId: 'b1', decision: 'REMOVE' } }]);
    await screen.findByText('No reported listings. Nothing waits for review.');
  });

  it('tells an account that is not an admin the server’s refusal, and shows nothing else', async () => {
    server.use(
      api.query('ReviewReportsRouteQuery', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'Only an administrator can review reported listings.', extensions: { code: 'FORBIDDEN' } },
          ],
        }),
      ),
    );
    renderApp('/admin/reports', signedIn);
    await screen.findByText('Only an administrator can review reported listings.');
    expect(screen.queryByRole('button', { name: /^(Restore|Remove) / })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Issue a new management code' })).toBeNull();
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderApp('/admin/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it('issues a new management code for a listing named by its link, after checking what was typed, and shows the code once', async () => {
    queueServer([]);
    const ID = '3f2a9c1e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
    const sent: ReissueManagementCodeMutationVariables[] = [];
    server.use(
      api.mutation<Record<string, unknown>, ReissueManagementCodeMutationVariables>(
        'ReissueManagementCode',
        ({ variables }) => {
          sent.push(variables);
          if (sent.length === 1)
            return HttpResponse.json({
              errors: [{ message: 'This business already belongs to an account.', extensions: { code: 'CONFLICT' } }],
            });
          return HttpResponse.json({
            data: {
              reissueManagementCode: {
                __typename: 'ReissueManagementCodePayload',
                message: 'New management code issued.',
                businessId: variables.id,
                managementCode: 'new-code-43',
              },
            },
          });
        },
      ),
    );
    renderApp('/admin/reports', signedIn);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Issue a new management code' });
    const listing = within(form).getByLabelText('Listing');

    await user.click(within(form).getByRole('button', { name: 'Issue New Code' }));
    expect(within(form).queryByText('Listing is required.')).not.toBeNull();
    await enter(user, listing, 'the one in Galle');
    await user.click(within(form).getByRole('button', { name: 'Issue New Code' }));
    expect(within(form).queryByText('Listing must be a link to the listing or its ID.')).not.toBeNull();
    expect(sent).toEqual([]);

    await user.clear(listing);
    await user.type(listing, `https://tripmate.lk/business/${ID.toUpperCase()}/edit`);
    await user.click(within(form).getByRole('button', { name: 'Issue New Code' }));
    await toastWith('Error', 'This business already belongs to an account.');
    expect(screen.queryByLabelText('New management code')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Issue New Code' }));
    expect((await screen.findByLabelText<HTMLInputElement>('New management code')).value).toBe('new-code-43');
    expect(screen.queryByText('New management code issued.')).not.toBeNull();
    expect(sent).toEqual([{ id: ID }, { id: ID }]);
  });
});
