import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditTripPlanMutationVariables, PlanResult_ResultFragment } from '../gql/graphql';
import { chatStream, replyEvents, streamOf } from '../features/chat/chat-test-support';
import type { PlanProposal } from '../features/chat/stream-chat-reply';
import { savedPlanRoute, tripPlanResult } from '../test/fixtures';
import { api, server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

// Leaflet needs a real layout engine; the planner's fake map says what it would draw.
vi.mock('../features/planner/map/JourneyMap', () =>
  import('../features/planner/planner-test-support').then((m) => ({ default: m.FakeMap })),
);

afterEach(() => window.sessionStorage.clear());

type Result = PlanResult_ResultFragment;
const saved = (version = 1): Result =>
  tripPlanResult({ id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version });
/** The plan without Sight 2, as editTripPlan answers the removal. */
function withoutSight2(version: number): Result {
  const plan = saved(version).plan;
  return {
    ...saved(version),
    plan: {
      ...plan,
      dayPlans: plan.dayPlans.map((d) => (d.day === 2 ? { ...d, stops: [], legs: [], activities: [] } : d)),
    },
  };
}
const DROP: PlanProposal = {
  planId: 'plan-7',
  version: 1,
  edits: [{ kind: 'REMOVE_STOP', attractionId: 'place-2' }],
  changes: ['Day 2: − Sight 2', 'Total: LKR 33,000 → LKR 27,000'],
};
const LEAD = 'Here is what would change in your plan. Nothing is changed until you apply it:';

/** The saved plan at /plans/plan-7, an editTripPlan that removes Sight 2, and a bot that proposes `proposals` in turn. */
function planAndBot(proposals: PlanProposal[]) {
  const edits: EditTripPlanMutationVariables[] = [];
  const asked: { plan?: unknown }[] = [];
  server.use(
    api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(saved()))),
    api.mutation<object, EditTripPlanMutationVariables>('EditTripPlan', ({ variables }) => {
      edits.push(variables);
      const undo = {
        __typename: 'PlanEdit',
        kind: 'ADD_STOP',
        attractionId: 'place-2',
        placeId: null,
        day: 2,
        index: 0,
        otherDay: null,
      };
      return HttpResponse.json({
        data: {
          editTripPlan: {
            __typename: 'EditTripPlanPayload',
            version: variables.version + 1,
            undo: [undo],
            plan: withoutSight2(variables.version + 1),
          },
        },
      });
    }),
    http.post(chatStream, async ({ request }) => {
      asked.push((await request.json()) as { plan?: unknown });
      const proposal = proposals[asked.length - 1]!;
      return streamOf(replyEvents([LEAD, ...proposal.changes].join('\n'), { proposal }));
    }),
  );
  return { edits, asked };
}

async function openPlanAndAsk(text: string) {
  renderApp('/plans/plan-7', { session: { token: 'token-1', user: { name: 'Asha' } } });
  await screen.findByRole('heading', { name: 'Tea country' }, { timeout: 10_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the Sri Lanka Travel Bot' }));
  const panel = await screen.findByRole('dialog', { name: 'Sri Lanka Travel Bot' });
  await user.type(await within(panel).findByLabelText('Your message'), `${text}{Enter}`);
  return { user, panel };
}

const stopsOnDay2 = () => within(screen.getByRole('list', { name: 'Day 2 timeline' })).queryAllByTestId('plan-stop');

describe('the travel bot on a plan’s page (issue 18, item 3)', () => {
  it('is told which plan is shown, proposes a change as a diff, and Apply makes it through the plan’s own editor', async () => {
    const { edits, asked } = planAndBot([DROP]);
    const { user, panel } = await openPlanAndAsk('drop Sight 2');
    const card = await within(panel).findByRole('group', { name: 'Proposed change to your plan' });
    expect(asked[0]!.plan).toEqual({ id: 'plan-7', version: 1 });
    expect(within(card).queryByText(LEAD)).not.toBeNull();
    expect(
      within(within(card).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(DROP.changes);
    // Nothing is changed until the traveller applies it.
    expect(stopsOnDay2()).toHaveLength(1);
    expect(edits).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Apply changes' }));
    await within(card).findByText('Applied to your plan.');
    expect(edits).toEqual([
      {
        id: 'plan-7',
        version: 1,
        edits: [{ kind: 'REMOVE_STOP', attractionId: 'place-2' }],
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    // The workspace shows the new plan, and the change is one Undo away, as the timeline's own edits are.
    await waitFor(() => expect(stopsOnDay2()).toHaveLength(0));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(false);
    expect(within(card).queryByRole('button', { name: 'Apply changes' })).toBeNull();
  });

  it('Cancel leaves the plan as it is; a proposal made on a version the plan has left is no longer offered', async () => {
    const { edits } = planAndBot([DROP, DROP, DROP]);
    const { user, panel } = await openPlanAndAsk('drop Sight 2');
    const cards = () => within(panel).getAllByRole('group', { name: 'Proposed change to your plan' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Cancel' }));
    await within(cards()[0]!).findByText('Cancelled: your plan is as it was.');
    expect(edits).toEqual([]);
    expect(stopsOnDay2()).toHaveLength(1);

    for (const text of ['drop Sight 2 please', 'remove Sight 2']) {
      const count = cards().length;
      await user.type(within(panel).getByLabelText('Your message'), `${text}{Enter}`);
      await waitFor(() => expect(cards()).toHaveLength(count + 1));
    }
    await user.click(within(cards()[2]!).getByRole('button', { name: 'Apply changes' }));
    await within(cards()[2]!).findByText('Applied to your plan.');
    // The plan is at version 2 once the answer is drawn (a transition): the second card was made on version 1, and
    // is not offered any more.
    await within(cards()[1]!).findByText(
      'Your plan has changed since this was suggested. Ask again to see the change on the plan as it is now.',
    );
    expect(within(cards()[1]!).queryByRole('button', { name: 'Apply changes' })).toBeNull();
    expect(edits).toHaveLength(1);
  });
});
