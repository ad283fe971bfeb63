import { builtInGeo, builtInPlanner } from '../../test/geo.js';
import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { appUpstream } from '../../test/upstream.js';
import { GOOGLE_MAPS_BASE, GoogleGeoProvider } from '../geo/geo.module.js';
import { TravelMode, type TripPlan } from './plan.types.js';
import { planTripSchema } from './planner.schema.js';
import { measureRoads } from './road-measure.js';
import { messagesOf } from './writer/messages.js';
import { writePlan } from './writer/write-plan.js';

/**
 * The planner with GOOGLE_MAPS_API_KEY set, through the real app: Google's Directions API lives at the HTTP edge
 * (msw answers in its documented format, built on the fixture in ../geo/fixtures/); the app itself is reached for
 * real; a request no handler answers fails the test.
 */
const KEY = 'maps-server-key';
const DIRECTIONS = `${GOOGLE_MAPS_BASE}/directions/json`;
const template = JSON.parse(
  readFileSync(new URL('../geo/fixtures/google-directions-colombo-kandy.json', import.meta.url), 'utf8'),
) as { routes: Record<string, unknown>[] };
/** What Google answers for every leg here: 50 km, 72 minutes, on the A77 (numbers no built-in road gives). */
const GOOGLE_KM = 50;
const GOOGLE_MINUTES = 72;

const { upstream, unhandled, listen } = appUpstream();
const calls: URL[] = [];
let server: TestServer;

beforeAll(() => listen());
// A server per test: the geo module remembers Google's answers for a while, so one test's answers would be
// another's.
beforeEach(async () => {
  server = await startTestServer({ GOOGLE_MAPS_API_KEY: KEY });
});
afterEach(async () => {
  await server.close();
  upstream.resetHandlers();
  calls.length = 0;
  expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
});
afterAll(() => upstream.close());

/** A Directions answer with one leg per stop after the origin, each GOOGLE_KM and GOOGLE_MINUTES. */
function directions(url: URL) {
  const waypoints = url.searchParams.get('waypoints');
  const legCount = (waypoints ? waypoints.split('|').length : 0) + 1;
  const leg = {
    distance: { text: `${GOOGLE_KM} km`, value: GOOGLE_KM * 1000 },
    duration: { text: `${GOOGLE_MINUTES} mins`, value: GOOGLE_MINUTES * 60 },
    steps: [{ html_instructions: 'Continue onto <b>A77</b>' }],
  };
  return { ...template, routes: [{ ...template.routes[0], legs: Array.from({ length: legCount }, () => leg) }] };
}

const PAYLOAD = { start: 'Colombo', end: 'Ella', days: 5, people: 2, budget: 5_000_000, notes: 'tea and trains' };
const PLAN = `mutation($i: PlanTripInput!) { planTrip(input: $i) { plan { notices
  dayPlans { day startTime endTime stops { start visitMinutes } legs { mode depart distanceKm minutes via } }
  budget { lines { label } } } } }`;
type Planned = Pick<TripPlan, 'notices' | 'dayPlans' | 'budget'>;

async function planTrip(): Promise<Planned> {
  const body = await gql<{ planTrip: { plan: Planned } }>(server, PLAN, { i: PAYLOAD }, await signUp(server));
  expect(body.errors).toBeUndefined();
  return body.data!.planTrip.plan;
}

/** The same trip on the built-in engine's figures alone. */
const builtIn = () => writePlan(builtInPlanner().plan(planTripSchema.parse(PAYLOAD)));
const estimatedNotice = messagesOf().notice({ code: 'ESTIMATED_TRAVEL_TIMES' });

describe('the planner with Google Maps configured', () => {
  it('times and prices the plan’s road legs with Google’s figures, one Directions call per day and transport at most', async () => {
    upstream.use(
      http.get(DIRECTIONS, ({ request }) => {
        const url = new URL(request.url);
        calls.push(url);
        return HttpResponse.json(directions(url));
      }),
    );
    const plan = await planTrip();
    const expected = builtIn();

    expect(plan.notices).not.toContain(estimatedNotice);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThanOrEqual(2 * PAYLOAD.days);
    for (const call of calls) expect(call.searchParams.get('key')).toBe(KEY);

    const roadLegs = plan.dayPlans.flatMap((d) => d.legs).filter((l) => l.mode !== TravelMode.TRAIN);
    expect(roadLegs.length).toBeGreaterThan(0);
    for (const leg of roadLegs) {
      expect(leg).toMatchObject({ mode: TravelMode.CAR, distanceKm: GOOGLE_KM, minutes: GOOGLE_MINUTES, via: ['A77'] });
    }
    // Trains keep the railway's times; the days are the engine's, re-timed: every stop starts when its leg arrives.
    expect(plan.dayPlans.some((d) => d.legs.some((l) => l.mode === TravelMode.TRAIN))).toBe(true);
    plan.dayPlans.forEach((day, d) => {
      day.legs.forEach((leg, l) => {
        if (leg.mode === TravelMode.TRAIN) expect(leg.minutes).toBe(expected.dayPlans[d]!.legs[l]!.minutes);
      });
      for (const stop of day.stops) {
        const [h, m] = stop.start.split(':').map(Number);
        expect(
          day.legs.some(
            (leg) =>
              leg.mode !== TravelMode.TRAIN &&
              Number(leg.depart.slice(0, 2)) * 60 + Number(leg.depart.slice(3)) + leg.minutes === h! * 60 + m!,
          ),
          `day ${day.day} ${stop.start}`,
        ).toBe(true);
      }
    });
    expect(JSON.stringify(plan.dayPlans.map((d) => d.endTime))).not.toBe(
      JSON.stringify(expected.dayPlans.map((d) => d.endTime)),
    );
    // The driver is paid by Google's kilometres.
    const driven = plan.budget.lines.filter((l) => l.label.startsWith('Car with driver:'));
    expect(driven.length).toBe(roadLegs.length);
    for (const line of driven) expect(line.label).toMatch(new RegExp(`, ${GOOGLE_KM} km$`));
  });

  it('falls back to the built-in figures, and says so, when Google fails', async () => {
    upstream.use(
      http.get(DIRECTIONS, ({ request }) => {
        calls.push(new URL(request.url));
        return HttpResponse.json({ status: 'OVER_QUERY_LIMIT', routes: [] });
      }),
    );
    const plan = await planTrip();
    const expected = builtIn();
    expect(calls.length).toBeGreaterThan(0);
    expect(plan.notices).toContain(estimatedNotice);
    expect(plan.dayPlans.map((d) => d.legs)).toEqual(
      expected.dayPlans.map((d) =>
        d.legs.map(({ mode, depart, distanceKm, minutes, via }) => ({ mode, depart, distanceKm, minutes, via })),
      ),
    );
    expect(plan.dayPlans.map((d) => d.endTime)).toEqual(expected.dayPlans.map((d) => d.endTime));
  });

  it('stops waiting for Google at its deadline', async () => {
    upstream.use(
      http.get(DIRECTIONS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const engine = builtInPlanner();
    const chains = engine.roadLegs(engine.prepare(planTripSchema.parse(PAYLOAD)));
    const started = Date.now();
    await expect(measureRoads(chains, new GoogleGeoProvider(KEY, builtInGeo().engine), 200)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
