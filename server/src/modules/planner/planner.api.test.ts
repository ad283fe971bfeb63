import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type GraphQLResult, type TestServer } from '../../test/test-server.js';
import { HEADINGS } from './writer/itinerary-text.js';
import { PLANS_PER_WINDOW } from './planner.module.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const postPlan = (body: unknown, token?: string) => rest(server, 'POST', '/api/trip/plan', body, { token });

const SPEC_PAYLOAD = {
  start: 'Colombo',
  end: 'Ella',
  days: 7,
  people: 4,
  budget: 600000,
  notes: 'a 7-day family trip to Kandy and Ella with beaches',
  customPlaces: ['Temple of the Sacred Tooth Relic', 'Nine Arch Bridge'],
};

const PLAN = `mutation($i: PlanTripInput!) { planTrip(input: $i) {
  id title source savedAt itineraryText
  plan { days people interests summary notices
    bases { place { id name } nights }
    dayPlans { day title base { id } stops { attractionId start visitMinutes } legs { mode distanceKm minutes } costLkr activeMinutes limitMinutes }
    places { attractionId reason day }
    budget { comfort totalLkr withinBudget lines { category amountLkr } totals { category amountLkr } exchangeRates { currency lkrPerUnit year } }
    tips { category text }
    customPlaces { requested included day reason } } } }`;

describe('POST /api/trip/plan (the spec’s call)', () => {
  it('answers a signed-in traveller with the plan and its text under the five headings', async () => {
    const { token } = await signUp(server);
    const response = await postPlan(SPEC_PAYLOAD, token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      itineraryText: string;
      plan: { dayPlans: unknown[]; budget: { totalLkr: number } };
      source: string;
    };
    expect(body.source).toBe('BUILT_IN');
    expect(body.plan.dayPlans).toHaveLength(7);
    // A client written for the spec splits the text on these headings, in this order.
    const at = Object.values(HEADINGS).map((h) => body.itineraryText.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(body.itineraryText).toContain(`LKR ${body.plan.budget.totalLkr.toLocaleString('en-US')}`);
  });

  it('answers 401 without a token and 400 naming the field for bad input', async () => {
    expect((await postPlan(SPEC_PAYLOAD)).status).toBe(401);
    const { token } = await signUp(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ days: 0 }, 'days', 'Days must be a whole number from 1 to 30.'],
      [{ days: 31 }, 'days', 'Days must be a whole number from 1 to 30.'],
      [{ people: 21 }, 'people', 'People must be a whole number from 1 to 20.'],
      [{ budget: 999 }, 'budget', 'Budget must be a whole number of LKR, at least 1,000.'],
      [{ budget: 1_000_000_001 }, 'budget', 'Budget must be at most 1,000,000,000 LKR.'],
      [{ budget: '50000' }, 'budget', 'Budget must be a whole number of LKR, at least 1,000.'],
      [{ customPlaces: 'Sigiriya' }, 'customPlaces', 'Custom places must be a list of names.'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters.'],
      [
        { customPlaces: Array.from({ length: 11 }, (_, i) => `Place ${i}`) },
        'customPlaces',
        'At most 10 custom places.',
      ],
      [{ start: ' ' }, 'start', 'Start is required.'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a date (YYYY-MM-DD).'],
      [{ start: 'Atlantis' }, 'start', 'Could not find location: Atlantis'],
      [{ end: 'Qqqzzz' }, 'end', 'Could not find location: Qqqzzz'],
      [{ stops: ['Kandy', 'Qqqzzz'] }, 'stops.1', 'Could not find location: Qqqzzz'],
      [{ stops: [''] }, 'stops.0', 'A stop cannot be empty: name a town or remove the stop.'],
      [{ traveller: { residency: 'ALIEN' } }, 'traveller.residency', 'Residency must be FOREIGN, SAARC or RESIDENT.'],
      [
        { traveller: { childAges: [-1] } },
        'traveller.childAges.0',
        "Each child's age must be a whole number from 0 to 17.",
      ],
      [
        { traveller: { childAges: [1, 2, 3, 4] } },
        'traveller.childAges',
        'With 4 travellers, at most 3 can be children: at least one adult travels.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await postPlan({ ...SPEC_PAYLOAD, ...change }, token);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ message, field });
    }
    const notJson = await server.fetch('/api/trip/plan', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'Colombo to Ella',
    });
    expect(notJson.status).toBe(415);
  });
});

describe('planTrip with stops and a traveller profile (GraphQL)', () => {
  const CHOICES = `mutation($i: PlanTripInput!) { planTrip(input: $i) { plan {
    customPlaces { requested matched included day reason requestedBy }
    dayPlans { day stops { attractionId ticketsLkr ticketPriceKnown } }
    budget { unknownFees lines { category label amountLkr priceKnown } } notices } } }`;
  type Answer = {
    planTrip: {
      plan: {
        customPlaces: { requested: string; included: boolean; day: number | null; requestedBy: string }[];
        dayPlans: { stops: { attractionId: string; ticketPriceKnown: boolean }[] }[];
        budget: { unknownFees: string[]; lines: { category: string; label: string; priceKnown: boolean }[] };
        notices: string[];
      };
    };
  };

  it('takes stops and residency, answers an outcome for every picked, named and stop place, and flags unknown fees', async () => {
    const { token } = await signUp(server);
    const input = {
      start: 'Colombo',
      end: 'Ella',
      days: 8,
      people: 3,
      budget: 900_000,
      notes: 'we would love to see Nine Arch Bridge',
      customPlaces: ['Sigiriya Rock Fortress'],
      stops: ['Kandy'],
      traveller: { residency: 'RESIDENT', childAges: [8] },
    };
    const answer = await gql<Answer>(server, CHOICES, { i: input }, { token });
    expect(answer.errors).toBeUndefined();
    const { customPlaces, budget, dayPlans } = answer.data!.planTrip.plan;
    expect(customPlaces.map((c) => [c.requested, c.requestedBy])).toEqual([
      ['Sigiriya Rock Fortress', 'PICKED'],
      ['Nine Arch Bridge', 'NOTES'],
      ['Kandy', 'STOP'],
    ]);
    for (const c of customPlaces) if (c.included) expect(c.day).toBeGreaterThan(0);
    const unknown = dayPlans.flatMap((d) => d.stops).filter((s) => !s.ticketPriceKnown);
    expect(unknown.length).toBe(budget.lines.filter((l) => l.category === 'TICKETS' && !l.priceKnown).length);
    expect(budget.lines.filter((l) => !l.priceKnown).every((l) => l.label.includes('price unknown'))).toBe(true);
    if (unknown.length > 0) expect(budget.unknownFees.length).toBeGreaterThan(0);
  });

  it('opens a plan saved before stops, residency and unknown fees existed, every field answered', async () => {
    const { token } = await signUp(server);
    const { id } = await aPlan(server, token, { ...SPEC_PAYLOAD, days: 2 }, { saved: true });
    const connection = server.orm.em.fork().getConnection();
    type Stored = {
      dayPlans: { stops: { ticketPriceKnown?: boolean }[] }[];
      budget: { lines: { priceKnown?: boolean }[]; unknownFees?: string[] };
      customPlaces: unknown[];
    };
    const [row] = (await connection.execute('select plan from trip_plan where id = ?', [id])) as { plan: Stored }[];
    const old = row!.plan;
    for (const day of old.dayPlans) for (const stop of day.stops) delete stop.ticketPriceKnown;
    for (const line of old.budget.lines) delete line.priceKnown;
    delete old.budget.unknownFees;
    old.customPlaces = [
      { requested: 'Nine Arch Bridge', matched: 'Nine Arch Bridge', included: false, day: null, reason: 'Too far.' },
    ];
    await connection.execute('update trip_plan set plan = ? where id = ?', [JSON.stringify(old), id]);
    type Opened = {
      customPlaces: { requested: string; requestedBy: string }[];
      dayPlans: { stops: { ticketsLkr: number; ticketPriceKnown: boolean }[] }[];
      budget: { unknownFees: string[] };
    };
    const opened = await gql<{ tripPlan: { plan: Opened } }>(
      server,
      `query($id: ID!) { tripPlan(id: $id) { plan {
      customPlaces { requested requestedBy } dayPlans { stops { ticketsLkr ticketPriceKnown } } budget { unknownFees lines { priceKnown } } } } }`,
      { id },
      { token },
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.tripPlan.plan.customPlaces).toEqual([{ requested: 'Nine Arch Bridge', requestedBy: 'PICKED' }]);
    expect(opened.data!.tripPlan.plan.budget.unknownFees).toEqual([]);
    for (const stop of opened.data!.tripPlan.plan.dayPlans.flatMap((d) => d.stops))
      expect(stop.ticketPriceKnown).toBe(stop.ticketsLkr > 0);
  });

  it('answers BAD_USER_INPUT naming the stop or profile field', async () => {
    const { token } = await signUp(server);
    const base = { start: 'Colombo', end: 'Ella', days: 5, people: 2, budget: 300_000 };
    const stop = await gql(server, CHOICES, { i: { ...base, stops: ['Kandy', 'Nowhere Xyzzy'] } }, { token });
    expect(stop.errors?.[0]).toMatchObject({
      message: 'Could not find location: Nowhere Xyzzy',
      extensions: { code: 'BAD_USER_INPUT', field: 'stops.1' },
    });
    const kids = await gql(server, CHOICES, { i: { ...base, traveller: { childAges: [3, 5] } } }, { token });
    expect(kids.errors?.[0]).toMatchObject({
      message: 'With 2 travellers, at most 1 can be children: at least one adult travels.',
      extensions: { code: 'BAD_USER_INPUT', field: 'traveller.childAges' },
    });
  });
});

describe('searchAttractions ("add a place")', () => {
  const SEARCH = 'query($q: String!, $n: Int) { searchAttractions(query: $q, first: $n) { id name nearestTown } }';
  type Found = { searchAttractions: { id: string; name: string }[] };

  it('finds every attraction by name, alias or a common spelling, best match first', async () => {
    for (const [query, id] of [
      ['tooth', 'temple-of-the-sacred-tooth-relic'],
      ['Adams Peak', 'adam-s-peak'],
      ['nine arches', 'nine-arch-bridge'],
      ['yala', 'yala-national-park'],
      ['Dalada', 'temple-of-the-sacred-tooth-relic'],
    ] as const) {
      const answer = await gql<Found>(server, SEARCH, { q: query });
      expect(answer.errors, query).toBeUndefined();
      expect(answer.data!.searchAttractions[0]?.id, query).toBe(id);
    }
    expect((await gql<Found>(server, SEARCH, { q: 'falls', n: 3 })).data!.searchAttractions).toHaveLength(3);
    expect((await gql<Found>(server, SEARCH, { q: '   ' })).data!.searchAttractions).toEqual([]);
    expect((await gql<Found>(server, SEARCH, { q: 'qqzzxx' })).data!.searchAttractions).toEqual([]);
  });

  it('refuses a long query or a bad count with a clear message', async () => {
    const long = await gql(server, SEARCH, { q: 'x'.repeat(101) });
    expect(long.errors?.[0]).toMatchObject({
      message: 'Query must be at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'query' },
    });
    const many = await gql(server, SEARCH, { q: 'falls', n: 50 });
    expect(many.errors?.[0]).toMatchObject({
      message: 'First must be a whole number from 1 to 20.',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
  });
});

describe('planTrip and saved plans (GraphQL)', () => {
  it('plans, keeps the plan unsaved until saved, then lists, opens and deletes it', async () => {
    const { token } = await signUp(server);
    const planned = await gql<{
      planTrip: {
        id: string;
        title: string;
        savedAt: string | null;
        plan: { customPlaces: { included: boolean }[]; budget: { totalLkr: number } };
      };
    }>(server, PLAN, { i: SPEC_PAYLOAD }, { token });
    expect(planned.errors).toBeUndefined();
    const result = planned.data!.planTrip;
    expect(result).toMatchObject({ title: 'Colombo to Ella, 7 days', savedAt: null });
    expect(result.plan.customPlaces.every((c) => c.included)).toBe(true);

    // Not saved yet: not on the dashboard, but the traveller can open it.
    expect(
      (await gql<{ myTripPlans: unknown[] }>(server, '{ myTripPlans { id } }', {}, { token })).data?.myTripPlans,
    ).toEqual([]);
    const saved = await gql<{ saveTripPlan: { savedAt: string; title: string } }>(
      server,
      'mutation($id: ID!, $t: String) { saveTripPlan(id: $id, title: $t) { savedAt title } }',
      { id: result.id, t: 'Family Sri Lanka' },
      { token },
    );
    expect(saved.data?.saveTripPlan.title).toBe('Family Sri Lanka');
    expect(saved.data?.saveTripPlan.savedAt).toEqual(expect.any(String));

    const list = await gql<{
      myTripPlans: { id: string; title: string; days: number; people: number; totalLkr: number }[];
    }>(server, '{ myTripPlans { id title days people totalLkr } }', {}, { token });
    expect(list.data?.myTripPlans).toEqual([
      { id: result.id, title: 'Family Sri Lanka', days: 7, people: 4, totalLkr: result.plan.budget.totalLkr },
    ]);

    const opened = await gql<{ tripPlan: { plan: { dayPlans: unknown[] }; itineraryText: string } }>(
      server,
      'query($id: ID!) { tripPlan(id: $id) { itineraryText plan { dayPlans { day } } } }',
      { id: result.id },
      { token },
    );
    expect(opened.data?.tripPlan.plan.dayPlans).toHaveLength(7);
    expect(opened.data?.tripPlan.itineraryText).toContain(HEADINGS.budget);

    expect(
      (await gql(server, 'mutation($id: ID!) { deleteTripPlan(id: $id) { id } }', { id: result.id }, { token })).data,
    ).toEqual({ deleteTripPlan: { id: result.id } });
    expect(
      (await gql<{ myTripPlans: unknown[] }>(server, '{ myTripPlans { id } }', {}, { token })).data?.myTripPlans,
    ).toEqual([]);
    const gone = await gql(server, 'query($id: ID!) { tripPlan(id: $id) { id } }', { id: result.id }, { token });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("keeps each traveller's plans their own", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { id } = await aPlan(server, owner.token, { ...SPEC_PAYLOAD, days: 2, customPlaces: [] });
    for (const [query, vars] of [
      ['query($id: ID!) { tripPlan(id: $id) { id } }', { id }],
      ['mutation($id: ID!) { saveTripPlan(id: $id) { id } }', { id }],
      ['mutation($id: ID!) { deleteTripPlan(id: $id) { id } }', { id }],
      ['query($id: ID!) { tripPlan(id: $id) { id } }', { id: 'not-a-uuid' }],
    ] as const) {
      const answer = await gql(server, query, vars, other);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toMatch(/^Trip plan not found/);
    }
    expect(
      (await gql(server, 'mutation($id: ID!) { saveTripPlan(id: $id) { id } }', { id }, owner)).errors,
    ).toBeUndefined();
    const signedOut = await gql(server, PLAN, { i: SPEC_PAYLOAD });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const longTitle = await gql(
      server,
      'mutation($id: ID!, $t: String) { saveTripPlan(id: $id, title: $t) { id } }',
      { id, t: 'x'.repeat(201) },
      owner,
    );
    expect(longTitle.errors?.[0]).toMatchObject({
      message: 'Title must be at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'title' },
    });
  });

  it('removes plans nobody saved after a day, and keeps saved ones; once in ten minutes per process', async () => {
    const { token } = await signUp(server);
    const plan = async (via = server) => (await aPlan(via, token, { ...SPEC_PAYLOAD, days: 2 })).id;
    const age = (ids: string[]) =>
      server.orm.em
        .fork()
        .getConnection()
        .execute(
          `update trip_plan set created_at = now() - interval '25 hours' where id in (${ids.map((id) => `'${id}'`).join(', ')})`,
        );
    const exists = async (id: string) =>
      (await gql(server, 'query($id: ID!) { tripPlan(id: $id) { id } }', { id }, { token })).errors === undefined;
    const saved = (await aPlan(server, token, { ...SPEC_PAYLOAD, days: 2 }, { saved: true })).id;
    const unsaved = await plan();
    await age([saved, unsaved]);
    // A new process purges on its first plan.
    const fresh = await startTestServer();
    try {
      await plan(fresh);
      expect(await exists(saved)).toBe(true);
      expect(await exists(unsaved)).toBe(false);
      // Within ten minutes it does not purge again.
      const later = await plan(fresh);
      await age([later]);
      await plan(fresh);
      expect(await exists(later)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('limits how many plans one account generates in ten minutes', async () => {
    const { token } = await signUp(server);
    let last: GraphQLResult<unknown> = {};
    for (let i = 0; i <= PLANS_PER_WINDOW; i++)
      last = await gql(server, PLAN, { i: { ...SPEC_PAYLOAD, days: 1, end: 'Kandy', customPlaces: [] } }, { token });
    expect(last.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(last.errors?.[0]?.message).toMatch(
      /^You have generated many plans in a short time\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('the database refuses a plan outside the bounds, whatever the code does', async () => {
    const em = server.orm.em.fork();
    await expect(
      em
        .getConnection()
        .execute(
          `insert into trip_plan (id, owner_id, title, source, days, people, total_lkr, request, plan, itinerary_text) select gen_random_uuid(), id, 't', 'BUILT_IN', 31, 2, 0, '{}', '{}', '' from app_user limit 1`,
        ),
    ).rejects.toThrow(/trip_plan_days_check/);
  });
});
