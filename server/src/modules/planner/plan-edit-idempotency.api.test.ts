import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, signUp } from '../../test/factories.js';
import { startTestServer, type GraphQLResult, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 5,
  people: 2,
  budget: 400000,
  notes: 'temples and tea',
  startDate: '2026-12-20',
};

const EDIT = `mutation($id: ID!, $v: Int!, $e: [PlanEditInput!]!, $k: String) { editTripPlan(id: $id, version: $v, edits: $e, idempotencyKey: $k) {
  version replayed plan { id version plan { bases { place { id } nights } dayPlans { stops { attractionId } } } }
  applied { edit { kind attractionId placeId } inverse { kind attractionId placeId day index } } undo { kind attractionId placeId day index } } }`;

type Plan = {
  id: string;
  version: number;
  plan: { bases: { place: { id: string }; nights: number }[]; dayPlans: { stops: { attractionId: string }[] }[] };
};
type Edit = { kind: string; attractionId?: string; placeId?: string; day?: number; index?: number };
type Edited = { editTripPlan: { version: number; replayed: boolean; plan: Plan; applied: unknown[]; undo: unknown[] } };

const edit = (
  id: string,
  version: number,
  edits: Edit[],
  token: string,
  key?: string | null,
): Promise<GraphQLResult<Edited>> => gql<Edited>(server, EDIT, { id, v: version, e: edits, k: key ?? null }, { token });
const stored = async (id: string, token: string): Promise<Plan> => {
  const answer = await gql<{ tripPlan: Plan }>(
    server,
    'query($id: ID!) { tripPlan(id: $id) { id version plan { bases { place { id } nights } dayPlans { stops { attractionId } } } } }',
    { id },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.tripPlan;
};
const stopsOf = (p: Plan) => p.plan.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId));
const nightsIn = (p: Plan, place: string) => p.plan.bases.find((b) => b.place.id === place)?.nights;

async function aTrip() {
  const owner = await signUp(server);
  const { id } = await aPlan(server, owner.token, TRIP, { saved: true });
  return { owner, id, before: await stored(id, owner.token) };
}

describe('editTripPlan with an idempotency key', () => {
  it('applies a change sent twice with the same key once, and answers the repeat as the first', async () => {
    const { owner, id } = await aTrip();
    const key = randomUUID();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    const first = await edit(id, 1, night, owner.token, key);
    expect(first.errors).toBeUndefined();
    expect(first.data!.editTripPlan).toMatchObject({ version: 2, replayed: false });

    // The answer was lost on the way (a train into a tunnel): the client sends the same request again.
    const again = await edit(id, 1, night, owner.token, key);
    expect(again.errors).toBeUndefined();
    expect(again.data!.editTripPlan).toMatchObject({ version: 2, replayed: true });
    expect(again.data!.editTripPlan.applied).toEqual(first.data!.editTripPlan.applied);
    expect(again.data!.editTripPlan.undo).toEqual(first.data!.editTripPlan.undo);
    expect(again.data!.editTripPlan.plan).toEqual(first.data!.editTripPlan.plan);

    const now = await stored(id, owner.token);
    expect(now.version).toBe(2);
    expect(nightsIn(now, 'ella')).toBe(4);
  });

  it('answers a late repeat with the plan as it is now, after later edits, still applying nothing', async () => {
    const { owner, id, before } = await aTrip();
    const key = randomUUID();
    const [a, b] = stopsOf(before);
    expect(
      (await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: a! }], owner.token, key)).data!.editTripPlan.version,
    ).toBe(2);
    expect(
      (await edit(id, 2, [{ kind: 'REMOVE_STOP', attractionId: b! }], owner.token, randomUUID())).data!.editTripPlan
        .version,
    ).toBe(3);

    const late = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: a! }], owner.token, key);
    expect(late.errors).toBeUndefined();
    expect(late.data!.editTripPlan).toMatchObject({ version: 3, replayed: true });
    expect(late.data!.editTripPlan.plan.version).toBe(3);
    expect((await stored(id, owner.token)).version).toBe(3);
  });

  it('applies two changes with different keys twice, each on the version before it', async () => {
    const { owner, id } = await aTrip();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    expect((await edit(id, 1, night, owner.token, randomUUID())).data!.editTripPlan).toMatchObject({
      version: 2,
      replayed: false,
    });
    expect((await edit(id, 2, night, owner.token, randomUUID())).data!.editTripPlan).toMatchObject({
      version: 3,
      replayed: false,
    });
    const now = await stored(id, owner.token);
    expect(now.version).toBe(3);
    expect(nightsIn(now, 'ella')).toBe(5);
  });

  it('still refuses a new key on a version the plan has left: the key makes a retry safe, not a stale edit', async () => {
    const { owner, id } = await aTrip();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    await edit(id, 1, night, owner.token, randomUUID());
    const stale = await edit(id, 1, night, owner.token, randomUUID());
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PLAN_VERSION_CONFLICT' });
    expect((await stored(id, owner.token)).version).toBe(2);
  });

  it('keeps a key to its plan: the same key on another plan is another change', async () => {
    const { owner, id } = await aTrip();
    const { id: other } = await aPlan(server, owner.token, TRIP, { saved: true });
    const key = randomUUID();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    expect((await edit(id, 1, night, owner.token, key)).data!.editTripPlan).toMatchObject({
      version: 2,
      replayed: false,
    });
    expect((await edit(other, 1, night, owner.token, key)).data!.editTripPlan).toMatchObject({
      version: 2,
      replayed: false,
    });
    expect(nightsIn(await stored(id, owner.token), 'ella')).toBe(4);
    expect(nightsIn(await stored(other, owner.token), 'ella')).toBe(4);
  });

  it('applies one of two identical requests sent at once and answers both', async () => {
    const { owner, id } = await aTrip();
    const key = randomUUID();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    const answers = await Promise.all([edit(id, 1, night, owner.token, key), edit(id, 1, night, owner.token, key)]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(answers.map((a) => a.data!.editTripPlan.version)).toEqual([2, 2]);
    expect(answers.map((a) => a.data!.editTripPlan.replayed).sort()).toEqual([false, true]);
    const now = await stored(id, owner.token);
    expect(now.version).toBe(2);
    expect(nightsIn(now, 'ella')).toBe(4);
  });

  it('refuses a key already used for a different change, changing nothing', async () => {
    const { owner, id } = await aTrip();
    const key = randomUUID();
    await edit(id, 1, [{ kind: 'ADD_NIGHT', placeId: 'ella' }], owner.token, key);
    const different = await edit(id, 2, [{ kind: 'ADD_NIGHT', placeId: 'ella' }], owner.token, key);
    expect(different.data).toBeNull();
    expect(different.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'PLAN_IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
    expect(different.errors?.[0]?.message).toMatch(/already used for a different change/);
    expect((await stored(id, owner.token)).version).toBe(2);
  });

  it('leaves no receipt when the edit meets a conflict, so the change made again with the key goes through', async () => {
    const { owner, id } = await aTrip();
    await edit(id, 1, [{ kind: 'ADD_NIGHT', placeId: 'ella' }], owner.token, randomUUID());
    const key = randomUUID();
    const conflicted = await edit(id, 1, [{ kind: 'REMOVE_NIGHT', placeId: 'ella' }], owner.token, key);
    expect(conflicted.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const onLatest = await edit(id, 2, [{ kind: 'REMOVE_NIGHT', placeId: 'ella' }], owner.token, key);
    expect(onLatest.errors).toBeUndefined();
    expect(onLatest.data!.editTripPlan).toMatchObject({ version: 3, replayed: false });
  });

  it('answers another account NOT_FOUND with the owner’s key, and refuses a key that is not one', async () => {
    const { owner, id } = await aTrip();
    const key = randomUUID();
    const night = [{ kind: 'ADD_NIGHT', placeId: 'ella' }];
    await edit(id, 1, night, owner.token, key);
    const stranger = await signUp(server);
    expect((await edit(id, 1, night, stranger.token, key)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const bad of ['short', 'has spaces in it, sixteen+', 'x'.repeat(101)]) {
      const answer = await edit(id, 2, night, owner.token, bad);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    }
    expect((await stored(id, owner.token)).version).toBe(2);
  });
});
