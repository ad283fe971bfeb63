import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EditTripPlanMutationVariables, PlanResult_ResultFragment } from '../../gql/graphql';
import { WAITING_EDITS_KEY } from '../../lib/waiting-edits';
import { savedPlanRoute, tripPlanResult } from '../../test/fixtures';
import { emulateConnection } from '../../test/connection';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { pageLoad, signedIn } from './planner-test-support';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

type Result = PlanResult_ResultFragment;

const CONFLICT = {
  errors: [
    {
      message:
        'This plan was changed somewhere else (another tab or device) since you opened it; it is now at version 2.',
      extensions: { code: 'CONFLICT', reason: 'PLAN_VERSION_CONFLICT' },
    },
  ],
};

/** The saved plan at version `version`, sleeping `nights` nights in Ella. */
function planAt(version: number, nights = 2): Result {
  const plan = tripPlanResult({ id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version });
  return { ...plan, plan: { ...plan.plan, bases: plan.plan.bases.map((base) => ({ ...base, nights })) } };
}

type Answer = Result | { errors: object[] } | 'no answer';

/** /plans/plan-7 at version 1, and an editTripPlan that answers each call with `answers` in turn. */
function editServer(answers: ((vars: EditTripPlanMutationVariables) => Answer)[], latest: Result = planAt(1)) {
  const calls: EditTripPlanMutationVariables[] = [];
  server.use(
    api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(planAt(1)))),
    api.query('LatestTripPlan', () => HttpResponse.json({ data: { tripPlan: latest } })),
    api.mutation<object, EditTripPlanMutationVariables>('EditTripPlan', ({ variables }) => {
      calls.push(variables);
      const answer = answers[calls.length - 1]!(variables);
      if (answer === 'no answer') return HttpResponse.error();
      if ('errors' in answer) return HttpResponse.json({ errors: answer.errors });
      return HttpResponse.json({
        data: {
          editTripPlan: {
            __typename: 'EditTripPlanPayload',
            version: answer.version,
            undo: [
              {
                __typename: 'PlanEdit',
                kind: 'REMOVE_NIGHT',
                placeId: 'ella',
                attractionId: null,
                day: null,
                index: null,
                otherDay: null,
              },
            ],
            plan: answer,
          },
        },
      });
    }),
  );
  return calls;
}

const setOnline = emulateConnection();

const nightsInElla = () => screen.getByText(/\(\d+ nights?\)/).textContent;
const waitingNotice = () => screen.getByTestId('waiting-edits');
const stored = () =>
  JSON.parse(window.localStorage.getItem(WAITING_EDITS_KEY) ?? '[]') as { key: string; version: number | null }[];

async function openPlan() {
  const view = renderApp('/plans/plan-7', signedIn);
  await screen.findByRole('heading', { name: 'Tea country' }, pageLoad);
  return view;
}

describe('changing a plan offline', () => {
  it('keeps a change made offline on the device, shows it waiting, and sends it once when back online', async () => {
    const calls = editServer([() => planAt(2, 3)]);
    await openPlan();
    const user = userEvent.setup();
    setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    expect(within(waitingNotice()).getByText('1 change waits to be sent')).toBeTruthy();
    expect(waitingNotice().textContent).toContain('sent when you are back online');
    expect(calls).toHaveLength(0);
    expect(stored()).toHaveLength(1);
    // Undo is the server's to give: nothing may be undone while a change waits.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(true);

    const [waiting] = stored();
    setOnline(true);
    await waitFor(() => expect(nightsInElla()).toBe('(3 nights)'));
    expect(calls).toEqual([
      { id: 'plan-7', version: 1, edits: [{ kind: 'ADD_NIGHT', placeId: 'ella' }], idempotencyKey: waiting!.key },
    ]);
    expect(waitingNotice().textContent).toBe('');
    expect(stored()).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(false);
  });

  it('still has the change after a reload, and sends it with the key it was made with', async () => {
    const calls = editServer([() => planAt(2, 3)]);
    setOnline(false);
    const first = await openPlan();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    const [waiting] = stored();
    first.unmount();

    await openPlan();
    expect(within(waitingNotice()).getByText('1 change waits to be sent')).toBeTruthy();
    setOnline(true);
    await waitFor(() => expect(nightsInElla()).toBe('(3 nights)'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(waiting!.key);
  });

  it('sends a change whose answer never came again with the same key and version, so the server makes it once', async () => {
    const calls = editServer([() => 'no answer', () => planAt(2, 3)]);
    await openPlan();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    await waitFor(() => expect(within(waitingNotice()).getByText('1 change waits to be sent')).toBeTruthy());
    expect(waitingNotice().textContent).toContain('The server could not be reached');
    expect(nightsInElla()).toBe('(2 nights)');

    await user.click(within(waitingNotice()).getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(nightsInElla()).toBe('(3 nights)'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });

  it('sends changes made offline in order, each on the version the one before made', async () => {
    const calls = editServer([() => planAt(2, 3), () => planAt(3, 4)]);
    await openPlan();
    const user = userEvent.setup();
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    expect(within(waitingNotice()).getByText('2 changes wait to be sent')).toBeTruthy();

    setOnline(true);
    await waitFor(() => expect(nightsInElla()).toBe('(4 nights)'));
    expect(calls.map((c) => c.version)).toEqual([1, 2]);
    expect(calls[0]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey);
  });

  it('explains a change made offline that meets an edit made elsewhere, keeps it, and makes it on the latest plan', async () => {
    const calls = editServer([() => CONFLICT, () => planAt(3, 4)], planAt(2, 3));
    await openPlan();
    const user = userEvent.setup();
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    setOnline(true);

    const alert = await screen.findByTestId('edit-conflict');
    expect(alert.textContent).toContain('This plan was changed somewhere else while you were offline');
    expect(alert.textContent).toContain('Your change was not made, so nothing was lost: it is kept on this device.');
    expect(stored()).toHaveLength(1);
    expect(waitingNotice().textContent).toBe('');

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version and make my change' }));
    await waitFor(() => expect(nightsInElla()).toBe('(4 nights)'));
    expect(calls.map((c) => c.version)).toEqual([1, 2]);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('drops a change the server refuses for good, saying why', async () => {
    editServer([
      () => ({
        errors: [
          {
            message: 'Ella has no day without stops to take a night from.',
            extensions: { code: 'BAD_USER_INPUT', field: 'edits.0.placeId' },
          },
        ],
      }),
    ]);
    await openPlan();
    setOnline(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    setOnline(true);
    await screen.findByText('Ella has no day without stops to take a night from.');
    expect(stored()).toEqual([]);
    expect(nightsInElla()).toBe('(2 nights)');
  });
});
