import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanTripMutationVariables } from '../../../gql/graphql';
import { tripPlanResult } from '../../../test/fixtures';
import { api, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { findRoute, pageLoad, plannerConfig, routeServer, signedIn } from '../planner-test-support';
import { savedPlanServer, shareLink } from './share-test-support';

vi.mock('../map/JourneyMap', () => import('../planner-test-support').then((m) => ({ default: m.FakeMap })));

afterEach(() => {
  vi.restoreAllMocks();
});

/** shareTripPlan and revokeTripPlanShare, each answering or failing. */
function shareServer({ shareFails = false, revokeFails = false } = {}) {
  const shared: string[] = [];
  const revoked: string[] = [];
  server.use(
    api.mutation<object, { id: string }>('ShareTripPlan', ({ variables }) => {
      shared.push(variables.id);
      if (shareFails)
        return HttpResponse.json({
          errors: [{ message: 'Save the plan before sharing it.', extensions: { code: 'BAD_USER_INPUT' } }],
        });
      return HttpResponse.json({ data: { shareTripPlan: shareLink(variables.id) } });
    }),
    api.mutation<object, { id: string }>('RevokeTripPlanShare', ({ variables }) => {
      revoked.push(variables.id);
      if (revokeFails)
        return HttpResponse.json({
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      return HttpResponse.json({
        data: {
          revokeTripPlanShare: { __typename: 'RevokeTripPlanSharePayload', planId: variables.id, revoked: true },
        },
      });
    }),
  );
  return { shared, revoked };
}

async function openShareDialog(path = '/plans/plan-7') {
  renderApp(path, signedIn);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share' }, pageLoad));
  const dialog = await screen.findByRole('dialog', { name: 'Share this plan' });
  return { user, dialog };
}

describe('sharing a saved plan', () => {
  it('makes the read-only link and shows it with Copy, which copies it', async () => {
    savedPlanServer();
    const calls = shareServer();
    const { user, dialog } = await openShareDialog();
    expect(calls.shared).toEqual(['plan-7']);
    expect(within(dialog).queryByText(/Anyone with this link can read the plan/)).not.toBeNull();
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: 'The link to Colombo to Ella, 3 days',
    });
    expect(field.value).toBe('http://localhost:3000/shared/tok-123');
    expect(field.readOnly).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Copy the link to Colombo to Ella, 3 days' }));
    await screen.findByText('Link copied');
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/shared/tok-123');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects the link for Ctrl+C when the browser refuses the clipboard', async () => {
    savedPlanServer();
    shareServer();
    const { user, dialog } = await openShareDialog();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: /^Copy the link/ }));
    await screen.findByText('Copy the link');
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^The link to/ });
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('says so in a toast when the link cannot be made', async () => {
    savedPlanServer();
    shareServer({ shareFails: true });
    renderApp('/plans/plan-7', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }, pageLoad));
    await screen.findByText('Could not share the plan. Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops sharing after asking, with a toast', async () => {
    savedPlanServer();
    const calls = shareServer();
    const { user, dialog } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing this plan?' });
    expect(confirm.textContent).toContain('The link to Colombo to Ella, 3 days will stop working at once');

    // Cancel goes back to the link, nothing ended.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Share this plan' });
    expect(calls.revoked).toEqual([]);
    // The question may still be leaving (its own Stop sharing with it): ask from the share dialog once it has gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(within(again).getByRole('button', { name: 'Stop sharing' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Sharing stopped');
    expect(calls.revoked).toEqual(['plan-7']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the question open and says so when stopping fails', async () => {
    savedPlanServer();
    shareServer({ revokeFails: true });
    const { user, dialog } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Could not stop sharing the plan. Please try again.');
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
  });
});

describe('sharing a fresh plan', () => {
  function planServer(saveFails = false) {
    const saved: string[] = [];
    server.use(
      api.mutation<object, PlanTripMutationVariables>('PlanTrip', () =>
        HttpResponse.json({ data: { planTrip: tripPlanResult() } }),
      ),
      api.mutation<object, { id: string }>('SaveTripPlan', ({ variables }) => {
        saved.push(variables.id);
        if (saveFails)
          return HttpResponse.json({
            errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
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
    return saved;
  }

  async function planned() {
    plannerConfig();
    routeServer();
    renderApp('/planner', signedIn);
    const user = userEvent.setup();
    await findRoute(user);
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    await screen.findByTestId('plan-result', {}, pageLoad);
    return user;
  }

  it('saves it first, then shares it', async () => {
    const saved = planServer();
    const calls = shareServer();
    const user = await planned();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Share this plan' });
    expect(saved).toEqual(['plan-1']);
    expect(calls.shared).toEqual(['plan-1']);
    // Behind the dialog, the plan says it is saved.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saved', hidden: true }).disabled).toBe(true);
  });

  it('does not share a plan it could not save', async () => {
    planServer(true);
    const calls = shareServer();
    const user = await planned();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByText('Could not save the plan. Please try again.');
    expect(calls.shared).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
