import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

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
  customPlaces: ['Nine Arch Bridge', 'Auntie Malini’s house in Ella'],
};
const SHARE = 'mutation($id: ID!) { shareTripPlan(id: $id) { planId title url token calendarUrl createdAt } }';
const REVOKE = 'mutation($id: ID!) { revokeTripPlanShare(id: $id) { planId revoked } }';
const SHARED =
  'query($t: String!) { sharedTripPlan(token: $t) { title itineraryText calendarUrl plan { days startDate customPlaces { requested } notices dayPlans { stops { attractionId } legs { mode } } } } }';
type Link = { planId: string; title: string; url: string; token: string; calendarUrl: string; createdAt: string };
type Shared = {
  title: string;
  itineraryText: string;
  calendarUrl: string;
  plan: { days: number; customPlaces: unknown[]; notices: string[]; dayPlans: { stops: unknown[]; legs: unknown[] }[] };
};

async function aSharedPlan() {
  const owner = await signUp(server, { name: 'Priya Fernando' });
  const { id } = await aPlan(server, owner.token, TRIP, { title: 'Priya and Dev’s honeymoon' });
  const shared = await gql<{ shareTripPlan: Link }>(server, SHARE, { id }, { token: owner.token });
  expect(shared.errors).toBeUndefined();
  return { owner, id, link: shared.data!.shareTripPlan };
}

const eventsOf = (body: string) => new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');

describe('share links', () => {
  it('makes one unguessable link per plan, gives the same one again, and lists it on the dashboard', async () => {
    const { owner, id, link } = await aSharedPlan();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`/shared/${link.token}$`));
    expect(link.calendarUrl).toMatch(new RegExp(`/api/shared/${link.token}/calendar\\.ics$`));
    const again = await gql<{ shareTripPlan: Link }>(server, SHARE, { id }, { token: owner.token });
    expect(again.data!.shareTripPlan).toEqual(link);
    const listed = await gql<{ mySharedTripPlans: Link[] }>(
      server,
      '{ mySharedTripPlans { planId token url } }',
      {},
      { token: owner.token },
    );
    expect(listed.data!.mySharedTripPlans).toEqual([{ planId: id, token: link.token, url: link.url }]);
    // Only the token's hash is stored.
    const rows = (await server.orm.em
      .fork()
      .getConnection()
      .execute('select * from trip_plan_share where plan_id = ?', [id])) as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens signed out, in GraphQL and REST, with the trip and nothing about its owner', async () => {
    const { owner, id, link } = await aSharedPlan();
    const answer = await gql<{ sharedTripPlan: Shared }>(server, SHARED, { t: link.token });
    expect(answer.errors).toBeUndefined();
    const shared = answer.data!.sharedTripPlan;
    expect(shared.plan.days).toBe(5);
    expect(shared.title).toBe('Colombo to Ella, 5 days');
    expect(shared.plan.customPlaces).toEqual([]);
    const response = await rest(server, 'GET', `/api/shared/${link.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    for (const text of [JSON.stringify(answer.data), body]) {
      for (const personal of [owner.userId, owner.email, owner.username, 'Priya', 'honeymoon', id, 'Auntie Malini'])
        expect(text, personal).not.toContain(personal);
    }
    expect(JSON.parse(body)).toMatchObject({ title: shared.title, itineraryText: shared.itineraryText });
  });

  it('answers NOT_FOUND and 404 for an unknown link, and for a revoked one from the moment it is revoked', async () => {
    const { owner, id, link } = await aSharedPlan();
    for (const token of ['A'.repeat(43), 'not a token', link.token.slice(0, -1)]) {
      const answer = await gql(server, SHARED, { t: token });
      expect(answer.errors![0]!.extensions!.code).toBe('NOT_FOUND');
      expect((await rest(server, 'GET', `/api/shared/${encodeURIComponent(token)}`)).status).toBe(404);
    }
    const stranger = await signUp(server);
    const notTheirs = await gql(server, REVOKE, { id }, { token: stranger.token });
    expect(notTheirs.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await gql(server, SHARED, { t: link.token })).errors).toBeUndefined();

    const revoked = await gql<{ revokeTripPlanShare: { revoked: boolean } }>(
      server,
      REVOKE,
      { id },
      { token: owner.token },
    );
    expect(revoked.data!.revokeTripPlanShare.revoked).toBe(true);
    const gone = await gql(server, SHARED, { t: link.token });
    expect(gone.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const goneRest = await rest(server, 'GET', `/api/shared/${link.token}`);
    expect(goneRest.status).toBe(404);
    expect(await goneRest.json()).toMatchObject({ message: expect.stringContaining('not available') });
    expect((await rest(server, 'GET', `/api/shared/${link.token}/calendar.ics`)).status).toBe(404);
    const listed = await gql<{ mySharedTripPlans: unknown[] }>(
      server,
      '{ mySharedTripPlans { planId } }',
      {},
      { token: owner.token },
    );
    expect(listed.data!.mySharedTripPlans).toEqual([]);

    // Sharing again makes a new link; the old one stays closed.
    const fresh = await gql<{ shareTripPlan: Link }>(server, SHARE, { id }, { token: owner.token });
    expect(fresh.data!.shareTripPlan.token).not.toBe(link.token);
    expect((await gql(server, SHARED, { t: link.token })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('shares only a saved plan of the caller’s, signed in', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, TRIP);
    const unsaved = await gql(server, SHARE, { id }, { token: owner.token });
    expect(unsaved.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(unsaved.errors![0]!.message).toContain('Save the plan');
    expect((await gql(server, SHARE, { id })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const stranger = await signUp(server);
    expect((await gql(server, SHARE, { id }, { token: stranger.token })).errors![0]!.extensions!.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('GET calendar.ics', () => {
  it('gives the owner the plan as iCalendar: an event per stop and per leg, Colombo time, GEO on each', async () => {
    const { owner, id, link } = await aSharedPlan();
    const plan = await gql<{ tripPlan: { plan: { dayPlans: { stops: unknown[]; legs: unknown[] }[] } } }>(
      server,
      'query($id: ID!) { tripPlan(id: $id) { plan { dayPlans { stops { attractionId } legs { mode } } } } }',
      { id },
      { token: owner.token },
    );
    const expected = plan.data!.tripPlan.plan.dayPlans.reduce((n, d) => n + d.stops.length + d.legs.length, 0);
    for (const [path, token] of [
      [`/api/plans/${id}/calendar.ics`, owner.token],
      [`/api/shared/${link.token}/calendar.ics`, undefined],
    ] as const) {
      const response = await rest(server, 'GET', path, undefined, { token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tripmate-[a-z0-9-]+\.ics"$/);
      const body = await response.text();
      expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const events = eventsOf(body);
      expect(events).toHaveLength(expected);
      for (const e of events) {
        expect(e.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Colombo');
        expect(e.getFirstPropertyValue('geo')).toHaveLength(2);
        expect(e.getFirstPropertyValue('location')).toBeTruthy();
      }
      expect(body).toContain('TZID:Asia/Colombo');
      // The owner's calendar is named as they named the plan; the shared one by the trip.
      if (token) expect(body).toContain('honeymoon');
      else expect(body).not.toContain('honeymoon');
    }
  });

  it('answers 404 to another account and for an unknown plan, 401 signed out, and 400 for a plan without dates', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, TRIP, { saved: true });
    const stranger = await signUp(server);
    const theirs = await rest(server, 'GET', `/api/plans/${id}/calendar.ics`, undefined, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({
      message: expect.stringContaining('not found'),
      requestId: expect.any(String),
    });
    expect(
      (await rest(server, 'GET', '/api/plans/not-a-plan/calendar.ics', undefined, { token: owner.token })).status,
    ).toBe(404);
    expect((await rest(server, 'GET', `/api/plans/${id}/calendar.ics`)).status).toBe(401);

    const { id: undated } = await aPlan(server, owner.token, { ...TRIP, startDate: null }, { saved: true });
    const noDates = await rest(server, 'GET', `/api/plans/${undated}/calendar.ics`, undefined, { token: owner.token });
    expect(noDates.status).toBe(400);
    expect(await noDates.json()).toMatchObject({
      field: 'start',
      message: expect.stringContaining('?start=YYYY-MM-DD'),
    });
    const dated = await rest(server, 'GET', `/api/plans/${undated}/calendar.ics?start=2027-01-10`, undefined, {
      token: owner.token,
    });
    expect(dated.status).toBe(200);
    expect(await dated.text()).toContain('DTSTART;TZID=Asia/Colombo:20270110T');
  });
});
