import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../lib/rate-limit.js';
import { aPlan, businessInput, gql, rest, signUp, type SignedUp } from '../../test/factories.js';
import { builtInGeo } from '../../test/geo.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { GeoModule } from '../geo/geo.module.js';
import { BusinessCategory } from './business-category.js';
import { BusinessPriceRange } from './business-details.js';
import { BusinessModule, createPhotoStorage } from './business.module.js';
import { typicalRoomNightLkr } from './stay-prices.js';
import { random } from '../../test/random.js';

let server: TestServer;
let owner: SignedUp;
/** Listings this file made; deleted at the end, so a later run's "nearest" is not this run's. */
const made: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
});
afterAll(async () => {
  for (const id of made.splice(0))
    await rest(server, 'DELETE', `/api/business/${id}`, undefined, { token: owner.token });
  await server.close();
});

type Point = { lat: number; lng: number };
/** A point `km` north and `eastKm` east of `from` (flat, fine over a few km). */
const offset = (from: Point, km: number, eastKm = 0): Point => ({
  lat: Math.round((from.lat + km / 110.95) * 1e6) / 1e6,
  lng: Math.round((from.lng + eastKm / (111.32 * Math.cos((from.lat * Math.PI) / 180))) * 1e6) / 1e6,
});

async function listing(overrides: Record<string, unknown>): Promise<string> {
  const response = await rest(server, 'POST', '/api/business/register', businessInput(overrides), {
    token: owner.token,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = ((await response.json()) as { business: { id: string } }).business;
  made.push(id);
  return id;
}

async function remove(id: string): Promise<void> {
  expect((await rest(server, 'DELETE', `/api/business/${id}`, undefined, { token: owner.token })).status).toBe(204);
  made.splice(made.indexOf(id), 1);
}

/** The service as the resolvers get it, on the test server's database. */
function businessService() {
  const limits = {
    limiter: new MemoryRateLimiter(),
    registrationsPerAddress: 100,
    perOwner: 100,
    photoUploadsPerAddress: 100,
  };
  const module = new BusinessModule(
    limits,
    createPhotoStorage({ folder: '/tmp/tripmate-unused-photos', logger: pino({ level: 'silent' }) }),
    new GeoModule(builtInGeo()).locator,
    {
      ...limits,
      perAddress: 100,
      perAccount: 100,
      threshold: 3,
      reporterMinAccountDays: 7,
      hidingAllowed: true,
      addressSecret: 'unused',
    },
  );
  return module.service(() => server.orm.em.fork());
}

describe('near()', () => {
  // Somewhere inland between Kurunegala and Matale, different on each run, so no other test's listings are near.
  const centre = { lat: 7.45 + random() * 0.2, lng: 80.45 + random() * 0.2 };

  it('answers the live listings within the radius, nearest first, of the categories asked for', async () => {
    const at1 = await listing({ category: 'guesthouse', location: offset(centre, 1) });
    const at3 = await listing({ category: 'restaurant', location: offset(centre, -2, 2) });
    const at8 = await listing({ category: 'guesthouse', location: offset(centre, 0, -8) });
    const at12 = await listing({ category: 'guesthouse', location: offset(centre, 12) });
    const gone = await listing({ category: 'guesthouse', location: offset(centre, 0.5) });
    await remove(gone);
    const service = businessService();
    const ours = (found: { business: { id: string } }[]) =>
      found.map((f) => f.business.id).filter((id) => [at1, at3, at8, at12, gone].includes(id));

    const within10 = await service.near(centre, 10, [], 10);
    expect(ours(within10)).toEqual([at1, at3, at8]);
    const distances = Object.fromEntries(within10.map((f) => [f.business.id, f.distanceKm]));
    expect(distances[at1]).toBeCloseTo(1, 1);
    expect(distances[at3]).toBeCloseTo(Math.hypot(2, 2), 1);
    expect(distances[at8]).toBeCloseTo(8, 1);

    expect(ours(await service.near(centre, 15, [BusinessCategory.GUESTHOUSE], 10))).toEqual([at1, at8, at12]);
    expect(ours(await service.near(centre, 10, [BusinessCategory.RESTAURANT, BusinessCategory.CAFE], 10))).toEqual([
      at3,
    ]);
    expect(ours(await service.near(centre, 2.5, [], 10))).toEqual([at1]);
    expect((await service.near(centre, 10, [], 2)).map((f) => f.business.id)).toEqual([at1, at3]);
  });

  it('finds its candidates on a GiST index of the pins', async () => {
    const em = server.orm.em.fork();
    const plan = await em.transactional(async (tx) => {
      // With sequential scans priced out, the plan shows whether the query can use the index at all.
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(
        `explain select "id" from "business" where "deleted_at" is null and "lat" is not null and point("lng", "lat") <@ box(point(80.4, 7.4), point(80.5, 7.5))`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // The pins', the categories' pins' or the pins-and-words' index: each holds every live pin.
    expect(plan).toMatch(/business_live_(category_)?location(_words)?_idx/);
  });
});

const NEARBY = /* GraphQL */ `
  query ($slug: ID!, $first: Int) {
    destination(slug: $slug) { name location { lat lng } nearbyBusinesses(first: $first) { distanceKm business { id name category priceRange } } }
  }
`;
type Nearby = {
  destination: {
    name: string;
    location: Point;
    nearbyBusinesses: { distanceKm: number; business: { id: string; category: string } }[];
  };
};

describe('a destination guide', () => {
  it('lists the places to stay and eat within 15 km, nearest first, and nothing else', async () => {
    // Yala's guide stands at the park's Palatupana gate.
    const gate = { lat: 6.276, lng: 81.404 };
    const stay = await listing({ category: 'guesthouse', priceRange: '$$', location: offset(gate, 0, -2) });
    const eat = await listing({ category: 'cafe', location: offset(gate, 0, -6) });
    const shop = await listing({ category: 'shop', location: offset(gate, 0, -1) });
    const far = await listing({ category: 'hotel', location: offset(gate, 0, -20) });
    const closed = await listing({ category: 'restaurant', location: offset(gate, 0, -3) });
    await remove(closed);

    const body = await gql<Nearby>(server, NEARBY, { slug: 'yala' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.destination.location).toEqual(gate);
    const listed = body.data!.destination.nearbyBusinesses;
    const ours = listed.filter((n) => [stay, eat, shop, far, closed].includes(n.business.id));
    expect(ours.map((n) => n.business.id)).toEqual([stay, eat]);
    expect(ours.map((n) => n.business.category)).toEqual(['GUESTHOUSE', 'CAFE']);
    expect(ours[0]!.distanceKm).toBeCloseTo(2, 1);
    expect(listed.length).toBeLessThanOrEqual(6);

    const first = await gql<Nearby>(server, NEARBY, { slug: 'yala', first: 13 });
    expect(first.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 12.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

const PLAN = /* GraphQL */ `
  query ($id: ID!) {
    tripPlan(id: $id) { plan { bases { place { id lat lng } nights stayBudget { rooms perRoomPerNightLkr } suggestedListing { id name priceRange } } } }
  }
`;
type Base = {
  place: { id: string; lat: number; lng: number };
  nights: number;
  stayBudget: { rooms: number; perRoomPerNightLkr: number } | null;
  suggestedListing: { id: string } | null;
};
type PlanAnswer = { tripPlan: { plan: { bases: Base[] } } };

async function basesOf(planId: string, token: string): Promise<Base[]> {
  const body = await gql<PlanAnswer>(server, PLAN, { id: planId }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.tripPlan.plan.bases;
}

/** The dearest price range a room budget covers, and the next dearer one (which it does not). */
function rangesAround(perRoomLkr: number): { fits: BusinessPriceRange; tooDear: BusinessPriceRange } {
  const ranges = Object.values(BusinessPriceRange);
  const fitting = ranges.filter((r) => typicalRoomNightLkr[r] <= perRoomLkr);
  expect(fitting.length, `a budget of LKR ${perRoomLkr} a room covers some range`).toBeGreaterThan(0);
  expect(fitting.length, `a budget of LKR ${perRoomLkr} a room leaves a dearer range`).toBeLessThan(ranges.length);
  return { fits: fitting.at(-1)!, tooDear: ranges[fitting.length]! };
}

describe('a plan’s bases', () => {
  it('suggest the nearest stay within 10 km that fits the budget, read when the plan is: a new listing appears, a deleted one goes', async () => {
    const traveller = await signUp(server);
    // Kurunegala to Anuradhapura: inland bases no other test puts listings near.
    const { id } = await aPlan(
      server,
      traveller.token,
      { start: 'Kurunegala', end: 'Anuradhapura', days: 3, people: 2, budget: 150000, notes: '' },
      { saved: true },
    );
    const [base] = await basesOf(id, traveller.token);
    expect(base!.stayBudget).toMatchObject({ rooms: 1 });
    const { fits, tooDear } = rangesAround(base!.stayBudget!.perRoomPerNightLkr);

    const dear = await listing({ category: 'hotel', priceRange: tooDear, location: offset(base!.place, 0.3) });
    const noPrice = await listing({ category: 'guesthouse', location: offset(base!.place, 0.4) });
    const notAStay = await listing({ category: 'restaurant', priceRange: '$', location: offset(base!.place, 0.5) });
    const beyond = await listing({ category: 'homestay', priceRange: '$', location: offset(base!.place, 11) });
    expect([dear, noPrice, notAStay, beyond]).not.toContain(
      (await basesOf(id, traveller.token))[0]!.suggestedListing?.id,
    );

    const fitting = await listing({ category: 'homestay', priceRange: fits, location: offset(base!.place, 2) });
    const nearerFitting = await listing({ category: 'guesthouse', priceRange: '$', location: offset(base!.place, 1) });
    expect((await basesOf(id, traveller.token))[0]!.suggestedListing?.id).toBe(nearerFitting);

    // A shared plan shows it too.
    const share = await gql<{ shareTripPlan: { token: string } }>(
      server,
      'mutation($id: ID!) { shareTripPlan(id: $id) { token } }',
      { id },
      { token: traveller.token },
    );
    const shared = await gql<{ sharedTripPlan: { plan: { bases: Base[] } } }>(
      server,
      'query($t: String!) { sharedTripPlan(token: $t) { plan { bases { suggestedListing { id name } } } } }',
      {
        t: share.data!.shareTripPlan.token,
      },
    );
    expect(shared.data!.sharedTripPlan.plan.bases[0]!.suggestedListing?.id).toBe(nearerFitting);

    await remove(nearerFitting);
    expect((await basesOf(id, traveller.token))[0]!.suggestedListing?.id).toBe(fitting);
    await remove(fitting);
    expect((await basesOf(id, traveller.token))[0]!.suggestedListing).toBeNull();
  });

  it('suggest nothing when no stay near the base fits the budget', async () => {
    const traveller = await signUp(server);
    // So small a budget that even a $ room is beyond it.
    const { id } = await aPlan(server, traveller.token, {
      start: 'Kurunegala',
      end: 'Anuradhapura',
      days: 3,
      people: 4,
      budget: 20000,
      notes: '',
    });
    const [base] = await basesOf(id, traveller.token);
    expect(base!.stayBudget!.rooms).toBe(2);
    expect(base!.stayBudget!.perRoomPerNightLkr).toBeLessThan(typicalRoomNightLkr[BusinessPriceRange.BUDGET]);
    const cheapest = await listing({ category: 'guesthouse', priceRange: '$', location: offset(base!.place, 0.2) });
    const [after] = await basesOf(id, traveller.token);
    expect(after!.suggestedListing).toBeNull();
    await remove(cheapest);
  });
});
