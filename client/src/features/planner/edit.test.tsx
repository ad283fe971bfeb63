import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  EditTripPlanMutationVariables,
  PlanEditInput,
  PlanResult_ResultFragment,
  RewriteTripPlanMutationVariables,
} from '../../gql/graphql';
import { savedPlanRoute, tripPlanResult } from '../../test/fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { pageLoad, signedIn } from './planner-test-support';

vi.mock('./map/JourneyMap', () => import('./planner-test-support').then((m) => ({ default: m.FakeMap })));

type Result = PlanResult_ResultFragment;
type Day = Result['plan']['dayPlans'][number];

const saved = (version = 1) =>
  tripPlanResult({ id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version });

/** The plan with Sight 2 moved from day 2 to day 1, as the server answers the move. */
function withSight2OnDay1(version: number): Result {
  const plan = saved(version).plan;
  const [day1, day2] = plan.dayPlans as [Day, Day];
  const moved = { ...day2.stops[0]!, start: '17:30' };
  return {
    ...saved(version),
    plan: {
      ...plan,
      dayPlans: [
        {
          ...day1,
          stops: [...day1.stops, moved],
          warnings: [
            {
              attractionId: 'place-2',
              code: 'STOP_PAST_DAY_END',
              message: 'Sight 2 ends at 19:00, after the day’s 18:00 end.',
            },
          ],
        },
        { ...day2, stops: [], legs: [] },
      ],
    },
  };
}

/** The saved plan at /plans/plan-7, and an editTripPlan that answers each call with `answers` in turn. */
function editServer(answers: ((vars: EditTripPlanMutationVariables) => Result | { errors: object[] })[]) {
  const calls: EditTripPlanMutationVariables[] = [];
  server.use(
    api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(saved()))),
    api.mutation<object, EditTripPlanMutationVariables>('EditTripPlan', ({ variables }) => {
      calls.push(variables);
      const answer = answers[calls.length - 1]!(variables);
      if ('errors' in answer) return HttpResponse.json({ errors: answer.errors });
      const undo: PlanEditInput[] = [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 2, index: 0 }];
      return HttpResponse.json({
        data: {
          editTripPlan: {
            __typename: 'EditTripPlanPayload',
            version: answer.version,
            undo: undo.map((e) => ({ __typename: 'PlanEdit', placeId: null, ...e })),
            plan: answer,
          },
        },
      });
    }),
  );
  return calls;
}

const dayList = (day: number) => screen.getByRole('list', { name: `Day ${day} timeline` });
const stopsOn = (day: number) =>
  within(dayList(day))
    .getAllByTestId('plan-stop')
    .map((stop) => within(stop).getByText(/^(Sight|Nine)/).textContent);

async function openPlan() {
  renderApp('/plans/plan-7', signedIn);
  await screen.findByRole('heading', { name: 'Tea country' }, pageLoad);
}

/** Opens a stop's Change menu from the keyboard, goes down to `item` with the arrow keys and chooses it with Enter. */
async function moveByKeyboard(user: UserEvent, stop: string, item: string) {
  screen.getByRole('button', { name: `Change ${stop}` }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: item });
  // The menu takes focus a frame after it opens; an arrow pressed before that goes to the trigger and is lost.
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  const items = () => within(menu).queryAllByRole('menuitem');
  const highlighted = () => items().findIndex((element) => element.hasAttribute('data-highlighted'));
  const target = items().findIndex((element) => element.textContent === item);
  expect(target).toBeGreaterThanOrEqual(0);
  // Step towards the item one key at a time, looking after each press. A busy machine may take a while to move the
  // highlight, and a press can be lost while the menu settles; stepping by direction from where the highlight is now
  // (rather than counting presses) reaches the item whichever of the two happened.
  for (let i = 0; i < 40 && highlighted() !== target; i++) {
    const current = highlighted();
    await user.keyboard(current < target ? '{ArrowDown}' : '{ArrowUp}');
    await waitFor(() => expect(highlighted()).not.toBe(current), { timeout: 3_000 }).catch(() => undefined);
  }
  expect(within(menu).getByRole('menuitem', { name: item }).hasAttribute('data-highlighted')).toBe(true);
  await user.keyboard('{Enter}');
}

describe('editing a plan in its timeline', () => {
  it('moves a stop to another day by keyboard, shows the recomputed plan and what no longer fits, then undoes and redoes it', async () => {
    const calls = editServer([() => withSight2OnDay1(2), () => saved(3), () => withSight2OnDay1(4)]);
    await openPlan();
    const user = userEvent.setup();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(true);

    await moveByKeyboard(user, 'Sight 2', 'Move to day 1');
    await waitFor(() => expect(stopsOn(1)).toEqual(['Nine Arch Bridge', 'Sight 2']));
    // Each change carries its own idempotency key, so a retry after a lost answer is made once.
    expect(calls[0]).toEqual({
      id: 'plan-7',
      version: 1,
      edits: [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 1 }],
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(within(dayList(1)).getByRole('list', { name: 'Does not fit' }).textContent).toBe(
      '⚠ Sight 2 ends at 19:00, after the day’s 18:00 end.',
    );

    // Undo sends the edits the server said undo it, on the version it answered; redo makes the move again.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stopsOn(2)).toEqual(['Sight 2']));
    expect(calls[1]).toMatchObject({
      id: 'plan-7',
      version: 2,
      edits: [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 2, index: 0 }],
    });
    expect(calls[1]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(stopsOn(1)).toEqual(['Nine Arch Bridge', 'Sight 2']));
    expect(calls[2]!.version).toBe(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Redo' }).disabled).toBe(true);
  });

  it('keeps keyboard focus on the moved stop: its Change button in its new place, once the plan shows the move', async () => {
    editServer([() => withSight2OnDay1(2)]);
    await openPlan();
    const user = userEvent.setup();
    await moveByKeyboard(user, 'Sight 2', 'Move to day 1');
    await waitFor(() => expect(stopsOn(1)).toEqual(['Nine Arch Bridge', 'Sight 2']));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dayList(1)).getByRole('button', { name: 'Change Sight 2' })),
    );
  });

  it('keeps Remove apart from the moves, last in the menu after a separator', async () => {
    editServer([]);
    await openPlan();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change Nine Arch Bridge' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Move up',
      'Move down',
      'Move to day 2',
      'Remove from the plan',
    ]);
    // The moves are one group, labelled; Remove comes after the separator that ends it.
    const group = within(menu).getByRole('group', { name: 'Move' });
    expect(within(group).queryByRole('menuitem', { name: 'Remove from the plan' })).toBeNull();
    expect(group.nextElementSibling?.getAttribute('role')).toBe('separator');
    expect(group.nextElementSibling?.nextElementSibling).toBe(items.at(-1));
  });

  it('says a removal with Undo in the notice; Undo puts the stop back and focus on it, and focus waits on its day meanwhile', async () => {
    const withoutSight2 = (version: number): Result => {
      const plan = saved(version).plan;
      const [day1, day2] = plan.dayPlans as [Day, Day];
      return { ...saved(version), plan: { ...plan, dayPlans: [day1, { ...day2, stops: [], legs: [] }] } };
    };
    const calls = editServer([() => withoutSight2(2), () => saved(3)]);
    await openPlan();
    const user = userEvent.setup();
    await moveByKeyboard(user, 'Sight 2', 'Remove from the plan');
    const notice = await screen.findByText('Sight 2 is no longer in the plan.');
    expect(calls[0]!.edits).toEqual([{ kind: 'REMOVE_STOP', attractionId: 'place-2' }]);
    // Day 2 has no stop left: focus goes to its heading, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Day 2/ })));
    const toastRoot = notice.closest<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
    await user.click(within(toastRoot).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      version: 2,
      edits: [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 2, index: 0 }],
    });
    await waitFor(() => expect(stopsOn(2)).toEqual(['Sight 2']));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dayList(2)).getByRole('button', { name: 'Change Sight 2' })),
    );
  });

  it('undoes with Ctrl+Z outside text fields', async () => {
    const calls = editServer([() => withSight2OnDay1(2), () => saved(3)]);
    await openPlan();
    const user = userEvent.setup();
    await moveByKeyboard(user, 'Sight 2', 'Move to day 1');
    await waitFor(() => expect(stopsOn(1)).toHaveLength(2));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.edits).toEqual([{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 2, index: 0 }]);
  });

  it('moves a stop by dragging it onto another day', async () => {
    const calls = editServer([() => withSight2OnDay1(2)]);
    await openPlan();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    const sight2 = within(dayList(2)).getByTestId('plan-stop');
    fireEvent.dragStart(sight2, { dataTransfer });
    const day1 = screen.getAllByTestId('day-plan')[0]!;
    fireEvent.dragOver(day1, { dataTransfer });
    fireEvent.drop(day1, { dataTransfer });
    await waitFor(() => expect(calls).toHaveLength(1));
    // Dropped on the day, after its last stop.
    expect(calls[0]!.edits).toEqual([{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 1, index: 1 }]);
  });

  it('removes a stop, adds a place to a day through search, and adds or removes a night at a base', async () => {
    const calls = editServer([() => saved(2), () => saved(3), () => saved(4), () => saved(5)]);
    server.use(
      api.query('SearchAttractions', () =>
        HttpResponse.json({
          data: {
            searchAttractions: [
              {
                __typename: 'Attraction',
                id: 'sigiriya',
                name: 'Sigiriya Rock',
                category: 'heritage',
                lat: 7.957,
                lng: 80.7603,
                nearestTown: 'Dambulla',
                rating: 4.8,
              },
            ],
          },
        }),
      ),
    );
    await openPlan();
    const user = userEvent.setup();
    await moveByKeyboard(user, 'Nine Arch Bridge', 'Remove from the plan');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.edits).toEqual([{ kind: 'REMOVE_STOP', attractionId: 'place-1' }]);

    await user.click(screen.getByRole('button', { name: 'Add a place to day 2' }));
    await user.type(screen.getByLabelText('Find a place for day 2'), 'sigi');
    await user.click(await screen.findByRole('button', { name: 'Add Sigiriya Rock to day 2' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.edits).toEqual([{ kind: 'ADD_STOP', attractionId: 'sigiriya', day: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.edits).toEqual([{ kind: 'ADD_NIGHT', placeId: 'ella' }]);
    await user.click(screen.getByRole('button', { name: 'Remove a night in Ella' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]!.edits).toEqual([{ kind: 'REMOVE_NIGHT', placeId: 'ella' }]);
  });

  it('says what the server refuses, in its words, and keeps the plan as it was', async () => {
    editServer([
      () => ({
        errors: [
          {
            message: 'Ella has one night only: a base keeps at least one night.',
            extensions: { code: 'BAD_USER_INPUT', field: 'edits.0.placeId' },
          },
        ],
      }),
    ]);
    await openPlan();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a night in Ella' }));
    await screen.findByText('Ella has one night only: a base keeps at least one night.');
    expect(stopsOn(2)).toEqual(['Sight 2']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Undo' }).disabled).toBe(true);
  });

  it('explains a change made in another tab first, and makes the change again on the latest plan', async () => {
    const conflict = {
      errors: [
        {
          message:
            'This plan was changed somewhere else (another tab or device) since you opened it; it is now at version 5. Nothing was changed: reload the plan and make your edit again.',
          extensions: { code: 'CONFLICT', reason: 'PLAN_VERSION_CONFLICT' },
        },
      ],
    };
    const calls = editServer([() => conflict, () => withSight2OnDay1(6)]);
    let reloaded = 0;
    server.use(
      api.query('LatestTripPlan', () => {
        reloaded += 1;
        return HttpResponse.json({ data: { tripPlan: saved(5) } });
      }),
    );
    await openPlan();
    const user = userEvent.setup();
    await moveByKeyboard(user, 'Sight 2', 'Move to day 1');
    const alert = await screen.findByTestId('edit-conflict');
    expect(alert.textContent).toContain('This plan was changed in another tab or window');
    expect(alert.textContent).toContain('Your change was not made, so nothing was lost.');
    expect(stopsOn(2)).toEqual(['Sight 2']);

    await user.click(within(alert).getByRole('button', { name: 'Load the latest version and make my change' }));
    await waitFor(() => expect(stopsOn(1)).toEqual(['Nine Arch Bridge', 'Sight 2']));
    expect(reloaded).toBe(1);
    // The same change again, on the latest version; the conflict made nothing, so its key is still its own.
    expect(calls[1]).toEqual({
      id: 'plan-7',
      version: 5,
      edits: [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 1 }],
      idempotencyKey: calls[0]!.idempotencyKey,
    });
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });

  it('offers to write a plan in another language again in the page’s, and shows the plan it gets', async () => {
    const calls: RewriteTripPlanMutationVariables[] = [];
    // As the server keeps it: Tamil, then, once written again, English (with TripMate's title in English too).
    let stored: Result = { ...saved(), language: 'TA', title: 'Colombo இலிருந்து Ella வரை, 3 நாட்கள்' };
    server.use(
      api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute(stored))),
      api.mutation<object, RewriteTripPlanMutationVariables>('RewriteTripPlan', ({ variables }) => {
        calls.push(variables);
        stored = tripPlanResult(
          { id: 'plan-7', title: 'Tea country', savedAt: '2026-11-21T10:05:00.000Z', version: 2, language: 'EN' },
          { summary: 'A 3-day trip, written again.' },
        );
        return HttpResponse.json({ data: { rewriteTripPlan: stored } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/plans/plan-7', signedIn);
    const notice = await screen.findByTestId('plan-language', {}, pageLoad);
    expect(notice.textContent).toContain('This plan is written in தமிழ்.');
    await user.click(within(notice).getByRole('button', { name: 'Write it in English' }));
    await screen.findByText('A 3-day trip, written again.');
    await screen.findByRole('heading', { name: 'Tea country' });
    expect(calls).toEqual([{ id: 'plan-7', version: 1, language: 'EN' }]);
    expect(screen.queryByTestId('plan-language')).toBeNull();
  });

  it('says so when the plan was changed elsewhere before it could be written again', async () => {
    server.use(
      api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute({ ...saved(), language: 'SI' }))),
      api.mutation('RewriteTripPlan', () =>
        HttpResponse.json({
          errors: [{ message: 'This plan was changed since version 1.', extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/plans/plan-7', signedIn);
    const notice = await screen.findByTestId('plan-language', {}, pageLoad);
    await user.click(within(notice).getByRole('button', { name: 'Write it in English' }));
    await screen.findByText('This plan was changed in another tab or window. Reload the page and try again.');
    expect(screen.getByTestId('plan-language')).toBeTruthy();
  });

  it('sends a change made while the plan is being written again on the version the rewrite makes', async () => {
    let answerRewrite: () => void = () => undefined;
    const rewritten = new Promise<void>((resolve) => (answerRewrite = resolve));
    const calls = editServer([(vars) => ({ ...withSight2OnDay1(vars.version + 1), language: 'EN' })]);
    server.use(
      api.query('SavedPlanRouteQuery', () => HttpResponse.json(savedPlanRoute({ ...saved(), language: 'TA' }))),
      api.mutation('RewriteTripPlan', async () => {
        await rewritten;
        return HttpResponse.json({ data: { rewriteTripPlan: { ...saved(2), language: 'EN' } } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/plans/plan-7', signedIn);
    const notice = await screen.findByTestId('plan-language', {}, pageLoad);
    await user.click(within(notice).getByRole('button', { name: 'Write it in English' }));
    await moveByKeyboard(user, 'Sight 2', 'Move to day 1');
    expect(calls).toEqual([]);
    answerRewrite();
    await waitFor(() => expect(stopsOn(1)).toEqual(['Nine Arch Bridge', 'Sight 2']));
    expect(calls).toEqual([
      expect.objectContaining({ version: 2, edits: [{ kind: 'MOVE_STOP', attractionId: 'place-2', day: 1 }] }),
    ]);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });
});
