import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, signUp } from '../../test/factories.js';
import { startTestServer, type GraphQLResult, type TestServer } from '../../test/test-server.js';
import { MAX_EDITS_PER_CALL } from './planner.schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Colombo, one night, then Ella for three: days 3 and 4 are days out from Ella, day 5 ends there. */
const TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 5,
  people: 2,
  budget: 400000,
  notes: 'temples and tea',
  startDate: '2026-12-20',
};

const PLAN_FIELDS = `id version source itineraryText plan { days
  bases { place { id } nights }
  dayPlans { day activeMinutes limitMinutes costLkr stops { attractionId start } legs { from to depart } warnings { code attractionId message } }
  budget { totalLkr } customPlaces { matched included reason } }`;
const EDIT = `mutation($id: ID!, $v: Int!, $e: [PlanEditInput!]!) { editTripPlan(id: $id, version: $v, edits: $e) {
  version plan { ${PLAN_FIELDS} } applied { edit { kind attractionId placeId day index otherDay } inverse { kind attractionId placeId day index otherDay } }
  undo { kind attractionId placeId day index otherDay } } }`;

type Day = {
  day: number;
  activeMinutes: number;
  limitMinutes: number;
  costLkr: number;
  stops: { attractionId: string; start: string }[];
  legs: { from: string; to: string; depart: string }[];
  warnings: { code: string; attractionId: string | null; message: string }[];
};
type Plan = {
  id: string;
  version: number;
  source: string;
  itineraryText: string;
  plan: {
    days: number;
    bases: { place: { id: string }; nights: number }[];
    dayPlans: Day[];
    budget: { totalLkr: number };
    customPlaces: { matched: string | null; included: boolean; reason: string }[];
  };
};
type Edit = {
  kind: string;
  attractionId?: string | null;
  placeId?: string | null;
  day?: number | null;
  index?: number | null;
  otherDay?: number | null;
};
type Edited = { editTripPlan: { version: number; plan: Plan; applied: { edit: Edit; inverse: Edit }[]; undo: Edit[] } };

const open = async (id: string, token: string): Promise<Plan> => {
  const answer = await gql<{ tripPlan: Plan }>(
    server,
    `query($id: ID!) { tripPlan(id: $id) { ${PLAN_FIELDS} } }`,
    { id },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.tripPlan;
};
const edit = (id: string, version: number, edits: Edit[], token?: string): Promise<GraphQLResult<Edited>> =>
  gql<Edited>(server, EDIT, { id, v: version, e: edits }, { token });
const stopsOf = (p: Plan) => p.plan.dayPlans.map((d) => d.stops.map((s) => s.attractionId));
/** The edits as a client sends them back: no nulls it did not mean. */
const asInput = (edits: Edit[]) =>
  edits.map((e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null)) as Edit);

async function aTrip(overrides: Record<string, unknown> = {}, saved = true) {
  const owner = await signUp(server);
  const { id } = await aPlan(server, owner.token, { ...TRIP, ...overrides }, { saved });
  return { owner, id, before: await open(id, owner.token) };
}

describe('editTripPlan: each kind of edit, recomputed, with its inverse', () => {
  it('moves a stop within its day and to another day, re-timing both days, and the undo puts it back', async () => {
    const { owner, id, before } = await aTrip();
    expect(before.version).toBe(1);
    const day1 = stopsOf(before)[0]!;
    expect(day1.length).toBeGreaterThanOrEqual(3);
    const [first, second] = day1;
    const within = await edit(id, 1, [{ kind: 'MOVE_STOP', attractionId: second, day: 1, index: 0 }], owner.token);
    expect(within.errors).toBeUndefined();
    const moved = within.data!.editTripPlan;
    expect(moved.version).toBe(2);
    expect(moved.plan.version).toBe(2);
    expect(stopsOf(moved.plan)[0]!.slice(0, 2)).toEqual([second, first]);
    // Re-timed: the stops' times change (the first may start at its sight's opening either way).
    const starts = (p: Plan) => p.plan.dayPlans[0]!.stops.map((s) => `${s.attractionId} ${s.start}`);
    expect(starts(moved.plan)).not.toEqual(starts(before));
    expect(moved.plan.plan.dayPlans[0]!.stops[1]!.start).not.toBe(before.plan.dayPlans[0]!.stops[1]!.start);
    expect(moved.applied).toEqual([
      {
        edit: { kind: 'MOVE_STOP', attractionId: second, placeId: null, day: 1, index: 0, otherDay: null },
        inverse: { kind: 'MOVE_STOP', attractionId: second, placeId: null, day: 1, index: 1, otherDay: null },
      },
    ]);

    const across = await edit(id, 2, [{ kind: 'MOVE_STOP', attractionId: first, day: 3 }], owner.token);
    expect(across.errors).toBeUndefined();
    const after = across.data!.editTripPlan.plan;
    expect(stopsOf(after)[2]!.at(-1)).toBe(first);
    expect(stopsOf(after)[0]).not.toContain(first);
    // The legs follow the stops: the day's last stop is reached by a leg and left by the leg to the base.
    const day3 = after.plan.dayPlans[2]!;
    expect(day3.legs.some((l) => l.to === day3.legs.at(-1)!.from)).toBe(true);

    const undone = await edit(id, 3, asInput(across.data!.editTripPlan.undo), owner.token);
    expect(undone.errors).toBeUndefined();
    expect(stopsOf(undone.data!.editTripPlan.plan)).toEqual(stopsOf(moved.plan));
    expect(undone.data!.editTripPlan.version).toBe(4);
    expect((await open(id, owner.token)).version).toBe(4);
  });

  it('keeps a day that a move makes run past midnight in time order: the legs and stops after midnight come last', async () => {
    const { owner, id, before } = await aTrip();
    // A temple near Colombo (day 1) first thing on a day out from Ella: the day runs into the small hours.
    const far = stopsOf(before)[0]![0]!;
    const moved = await edit(id, 1, [{ kind: 'MOVE_STOP', attractionId: far, day: 3, index: 0 }], owner.token);
    expect(moved.errors).toBeUndefined();
    const { plan, itineraryText } = moved.data!.editTripPlan.plan;
    const day3 = plan.dayPlans[2]!;
    expect(day3.stops[0]!.attractionId).toBe(far);
    expect(day3.warnings.map((w) => w.code)).toContain('DAY_TOO_LONG');
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    // Every leg departs after the one before it (a leg past midnight at 24:xx), each stop after the leg reaching it.
    const departs = day3.legs.map((l) => minutes(l.depart));
    const afterMidnight = departs.map((m, i) => departs.slice(0, i).some((earlier) => earlier > m));
    expect(afterMidnight).toContain(true);
    // The plan's text lists the day as it happens: the times climb to midnight once, then go on from 00:00.
    const lines = itineraryText.split('\n');
    const start = lines.findIndex((line) => line.startsWith('Day 3'));
    const times: number[] = [];
    for (const line of lines.slice(start + 1)) {
      if (line === '') break;
      const time = /^- (\d\d:\d\d) /.exec(line)?.[1];
      if (time) times.push(minutes(time));
    }
    expect(times.length).toBe(day3.legs.length + day3.stops.length);
    const drops = times.filter((m, i) => i > 0 && m < times[i - 1]!).length;
    expect(drops).toBe(1);
    expect(times[0]).toBe(minutes(day3.legs[0]!.depart));
    expect(times.at(-1)).toBe(minutes(day3.legs.at(-1)!.depart));
  });

  it('removes a stop (the budget and times change) and adds it back with the inverse', async () => {
    const { owner, id, before } = await aTrip();
    const removedId = stopsOf(before)[2]![0]!;
    const removed = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: removedId }], owner.token);
    expect(removed.errors).toBeUndefined();
    const { plan, applied } = removed.data!.editTripPlan;
    expect(stopsOf(plan).flat()).not.toContain(removedId);
    expect(plan.plan.dayPlans[2]!.activeMinutes).toBeLessThan(before.plan.dayPlans[2]!.activeMinutes);
    expect(plan.plan.budget.totalLkr).toBeLessThanOrEqual(before.plan.budget.totalLkr);
    expect(plan.source).toBe('BUILT_IN');
    expect(plan.itineraryText).not.toContain(`${before.plan.dayPlans[2]!.stops[0]!.attractionId}`);
    expect(applied[0]!.inverse).toEqual({
      kind: 'ADD_STOP',
      attractionId: removedId,
      placeId: null,
      day: 3,
      index: 0,
      otherDay: null,
    });

    const back = await edit(id, 2, asInput([applied[0]!.inverse]), owner.token);
    expect(back.errors).toBeUndefined();
    expect(stopsOf(back.data!.editTripPlan.plan)).toEqual(stopsOf(before));
    expect(back.data!.editTripPlan.plan.plan.budget.totalLkr).toBe(before.plan.budget.totalLkr);
  });

  it('adds a place from the attraction search; one too far for the day is kept and marked, not dropped', async () => {
    const { owner, id, before } = await aTrip();
    const search = await gql<{ searchAttractions: { id: string }[] }>(
      server,
      'query { searchAttractions(query: "Yala") { id } }',
    );
    const yala = search.data!.searchAttractions[0]!.id;
    expect(before.plan.dayPlans[2]!.warnings).toEqual([]);
    const added = await edit(id, 1, [{ kind: 'ADD_STOP', attractionId: yala, day: 3, index: 1 }], owner.token);
    expect(added.errors).toBeUndefined();
    const day3 = added.data!.editTripPlan.plan.plan.dayPlans[2]!;
    expect(day3.stops[1]!.attractionId).toBe(yala);
    expect(day3.stops.length).toBe(before.plan.dayPlans[2]!.stops.length + 1);
    expect(day3.activeMinutes).toBeGreaterThan(day3.limitMinutes);
    const codes = day3.warnings.map((w) => w.code);
    expect(codes).toContain('DAY_TOO_LONG');
    expect(day3.warnings.filter((w) => w.code === 'STOP_PAST_DAY_END').length).toBeGreaterThan(0);
    for (const w of day3.warnings) expect(w.message.length).toBeGreaterThan(20);
    expect(added.data!.editTripPlan.applied[0]!.inverse).toEqual({
      kind: 'REMOVE_STOP',
      attractionId: yala,
      placeId: null,
      day: null,
      index: null,
      otherDay: null,
    });
    // The other days are as they were.
    expect(added.data!.editTripPlan.plan.plan.dayPlans[0]!.warnings).toEqual([]);
  });

  it('adds a night at a base (one more day, around it) and removes it again', async () => {
    const { owner, id, before } = await aTrip();
    expect(before.plan.bases.map((b) => [b.place.id, b.nights])).toEqual([
      ['colombo', 1],
      ['ella', 3],
    ]);
    const longer = await edit(id, 1, [{ kind: 'ADD_NIGHT', placeId: 'ella' }], owner.token);
    expect(longer.errors).toBeUndefined();
    const { plan, applied } = longer.data!.editTripPlan;
    expect(plan.plan.days).toBe(6);
    expect(plan.plan.bases.map((b) => [b.place.id, b.nights])).toEqual([
      ['colombo', 1],
      ['ella', 4],
    ]);
    expect(applied[0]!.edit).toEqual({
      kind: 'ADD_NIGHT',
      placeId: 'ella',
      attractionId: null,
      day: 5,
      index: null,
      otherDay: null,
    });
    expect(plan.plan.dayPlans[4]!.stops).toEqual([]);
    expect(stopsOf(plan).slice(0, 4)).toEqual(stopsOf(before).slice(0, 4));
    expect(plan.plan.budget.totalLkr).toBeGreaterThan(before.plan.budget.totalLkr);

    const shorter = await edit(id, 2, asInput([applied[0]!.inverse]), owner.token);
    expect(shorter.errors).toBeUndefined();
    expect(shorter.data!.editTripPlan.plan.plan.days).toBe(5);
    expect(stopsOf(shorter.data!.editTripPlan.plan)).toEqual(stopsOf(before));
    expect(shorter.data!.editTripPlan.plan.plan.budget.totalLkr).toBe(before.plan.budget.totalLkr);
  });

  it('swaps what two days visit (the nights stay), re-timing both, and the same swap undoes it', async () => {
    const { owner, id, before } = await aTrip();
    const swapped = await edit(id, 1, [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }], owner.token);
    expect(swapped.errors).toBeUndefined();
    const { plan, applied, undo } = swapped.data!.editTripPlan;
    expect(stopsOf(plan)[2]).toEqual(stopsOf(before)[3]);
    expect(stopsOf(plan)[3]).toEqual(stopsOf(before)[2]);
    expect(plan.plan.bases.map((b) => [b.place.id, b.nights])).toEqual([
      ['colombo', 1],
      ['ella', 3],
    ]);
    expect(applied[0]!.edit).toMatchObject({ kind: 'SWAP_DAYS', day: 3, otherDay: 4 });
    const back = await edit(id, 2, asInput(undo), owner.token);
    expect(back.errors).toBeUndefined();
    expect(stopsOf(back.data!.editTripPlan.plan)).toEqual(stopsOf(before));
  });

  it('edits a fresh plan not saved yet, for the traveller who made it', async () => {
    const { owner, id, before } = await aTrip({}, false);
    const removed = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: stopsOf(before)[0]![0] }], owner.token);
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.editTripPlan.version).toBe(2);
  });

  it('edits a plan stored before stops and the traveller profile were part of the request', async () => {
    const { owner, id, before } = await aTrip();
    const connection = server.orm.em.fork().getConnection();
    await connection.execute(`update trip_plan set request = request - 'stops' - 'traveller' where id = ?`, [id]);
    const removed = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: stopsOf(before)[0]![0] }], owner.token);
    expect(removed.errors).toBeUndefined();
  });

  it('says a place asked for was taken out by the traveller, not why the planner left it out', async () => {
    const { owner, id, before } = await aTrip({ customPlaces: ['Nine Arch Bridge'] });
    const nineArch = before.plan.customPlaces.find((c) => c.matched === 'Nine Arch Bridge')!;
    expect(nineArch.included).toBe(true);
    const removed = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: 'nine-arch-bridge' }], owner.token);
    expect(removed.errors).toBeUndefined();
    expect(
      removed.data!.editTripPlan.plan.plan.customPlaces.find((c) => c.matched === 'Nine Arch Bridge'),
    ).toMatchObject({ included: false, reason: 'You took it out of the plan.' });
  });
});

describe('editTripPlan: versions', () => {
  it('refuses the second of two edits made on the same version, and the stored plan is the first’s', async () => {
    const { owner, id, before } = await aTrip();
    const [a, b] = stopsOf(before)[0]!;
    const first = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: a }], owner.token);
    expect(first.errors).toBeUndefined();
    const second = await edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: b }], owner.token);
    expect(second.data).toBeNull();
    expect(second.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PLAN_VERSION_CONFLICT' });
    expect(second.errors![0]!.message).toContain('changed somewhere else');
    expect(second.errors![0]!.message).toContain('reload');
    const stored = await open(id, owner.token);
    expect(stored).toEqual(first.data!.editTripPlan.plan);
    expect(stored.version).toBe(2);
  });

  it('lets exactly one of two simultaneous edits on one version through', async () => {
    const { owner, id, before } = await aTrip();
    const [a, b] = stopsOf(before)[0]!;
    const answers = await Promise.all([
      edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: a }], owner.token),
      edit(id, 1, [{ kind: 'REMOVE_STOP', attractionId: b }], owner.token),
    ]);
    const won = answers.filter((x) => !x.errors);
    expect(won).toHaveLength(1);
    expect(answers.find((x) => x.errors)!.errors![0]!.extensions!.reason).toBe('PLAN_VERSION_CONFLICT');
    expect(await open(id, owner.token)).toEqual(won[0]!.data!.editTripPlan.plan);
  });
});

describe('editTripPlan: who may edit, and what is refused', () => {
  it('answers NOT_FOUND to another account and UNAUTHENTICATED signed out, changing nothing', async () => {
    const { owner, id, before } = await aTrip();
    const stranger = await signUp(server);
    const change = [{ kind: 'REMOVE_STOP', attractionId: stopsOf(before)[0]![0] }];
    const theirs = await edit(id, 1, change, stranger.token);
    expect(theirs.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const anonymous = await edit(id, 1, change);
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(await open(id, owner.token)).toEqual(before);
  });

  it('names the problem and the edit, and applies none of a batch with a bad edit', async () => {
    const { owner, id, before } = await aTrip();
    const [a, b] = stopsOf(before)[0]!;
    const cases: [Edit[], string, string][] = [
      [
        [{ kind: 'REMOVE_STOP', attractionId: 'sigiriya-rock-fortress' }],
        'edits.0.attractionId',
        'Sigiriya Rock Fortress is not a stop of this plan.',
      ],
      [
        [{ kind: 'REMOVE_STOP', attractionId: 'no-such-place' }],
        'edits.0.attractionId',
        'There is no stop "no-such-place" in this plan.',
      ],
      [[{ kind: 'REMOVE_STOP' }], 'edits.0.attractionId', 'REMOVE_STOP needs attractionId: the stop to remove.'],
      [
        [{ kind: 'MOVE_STOP', attractionId: a, day: 9 }],
        'edits.0.day',
        'Day 9 is out of range: this plan has days 1 to 5.',
      ],
      [
        [{ kind: 'MOVE_STOP', attractionId: a, day: 2, index: 7 }],
        'edits.0.index',
        `Index 7 is out of range: day 2 would have ${before.plan.dayPlans[1]!.stops.length} stops before it, so 0 to ${before.plan.dayPlans[1]!.stops.length}.`,
      ],
      [
        [{ kind: 'ADD_STOP', attractionId: 'atlantis', day: 2 }],
        'edits.0.attractionId',
        'There is no place "atlantis" in TripMate\'s data: choose one from the attraction search.',
      ],
      [
        [{ kind: 'ADD_STOP', attractionId: a, day: 2 }],
        'edits.0.attractionId',
        'is already on day 1: move it instead.',
      ],
      [
        [{ kind: 'REMOVE_NIGHT', placeId: 'colombo' }],
        'edits.0.placeId',
        'Colombo has one night only: a base keeps at least one night.',
      ],
      [
        [{ kind: 'ADD_NIGHT', placeId: 'kandy' }],
        'edits.0.placeId',
        'This plan does not stay at "kandy": its bases are Colombo, Ella.',
      ],
      [[{ kind: 'REMOVE_NIGHT', placeId: 'ella', day: 3 }], 'edits.0.day', `Day 3 still has`],
      [
        [
          { kind: 'REMOVE_STOP', attractionId: b },
          { kind: 'REMOVE_STOP', attractionId: b },
        ],
        'edits.1.attractionId',
        'is not a stop of this plan.',
      ],
      [
        Array.from({ length: MAX_EDITS_PER_CALL + 1 }, () => ({ kind: 'REMOVE_STOP', attractionId: a })),
        'edits',
        `At most ${MAX_EDITS_PER_CALL} edits at a time.`,
      ],
    ];
    for (const [edits, field, message] of cases) {
      const answer = await edit(id, 1, edits, owner.token);
      expect(answer.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors![0]!.message, field).toContain(message);
    }
    expect(await open(id, owner.token)).toEqual(before);
  });
});
