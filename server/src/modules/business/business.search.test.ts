import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInput, gql, rest, signUp, type SignedUp } from '../../test/factories.js';
import { builtInGeo } from '../../test/geo.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { DISTRICT_NAMES } from '../geo/geo.module.js';
import { random } from '../../test/random.js';

/** Directory search (issue 19, item 7) through GraphQL and REST, against the real PostgreSQL and its indexes. */

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

/** A word of `length` letters from `alphabet` no other run has used: each test searches for its own words. */
function word(alphabet: string, length = 9): string {
  const letters = [...alphabet];
  return Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
}
const latin = () => word('bcdfghjklmnpqrstvwxz');
/** Sinhala consonants, each one code point (no vowel signs), so a letter can be swapped for a typo. */
const sinhala = () => word('කගචජටඩතදපබමයරලවසහ');
const tamil = () => word('கசடதபறயரலவழள');
/** The same word with its last letter changed (to `replacement`, or `other` when it was that): a typo no word search finds. */
const typo = (text: string, replacement: string, other: string) =>
  [...text]
    .map((letter, i, letters) => (i === letters.length - 1 ? (letter === replacement ? other : replacement) : letter))
    .join('');

const KANDY = { lat: 7.2936, lng: 80.6413 };
const GALLE = { lat: 6.0329, lng: 80.2168 };

async function listing(overrides: Record<string, unknown>): Promise<string> {
  const response = await rest(
    server,
    'POST',
    '/api/business/register',
    businessInput({ location: KANDY, ...overrides }),
    { token: owner.token },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = ((await response.json()) as { business: { id: string } }).business;
  made.push(id);
  return id;
}

const SEARCH = /* GraphQL */ `
  query Search($first: Int, $after: String, $query: String, $category: BusinessCategory, $district: String, $near: NearPointInput) {
    businesses(first: $first, after: $after, query: $query, category: $category, district: $district, near: $near) {
      edges { cursor distanceKm node { id name category district } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;
type Page = {
  edges: {
    cursor: string;
    distanceKm: number | null;
    node: { id: string; name: string; category: string; district: string | null };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function search(variables: Record<string, unknown>): Promise<Page> {
  const body = await gql<{ businesses: Page }>(server, SEARCH, { first: 20, ...variables });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.businesses;
}
const idsOf = (page: Page) => page.edges.map((edge) => edge.node.id);

async function searchError(variables: Record<string, unknown>) {
  const body = await gql(server, SEARCH, { first: 20, ...variables });
  expect(body.data?.businesses ?? null).toBeNull();
  const [error] = body.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code, field: error?.extensions?.field };
}

describe('businesses(query)', () => {
  it('finds every word in the name, address or description, the name first, and a word cut short', async () => {
    const term = latin();
    const inName = await listing({ name: `${term} Guest House`, description: 'Rooms with a view.' });
    const inDescription = await listing({ name: 'Hill Top Rooms', description: `Ask for ${term} at the desk.` });
    const inAddress = await listing({ name: 'Lake Cafe', address: `12 ${term} Road, Kandy`, category: 'cafe' });
    const other = await listing({ name: `${latin()} Guest House` });

    const found = idsOf(await search({ query: term }));
    expect(found[0]).toBe(inName);
    expect(found).toEqual(expect.arrayContaining([inName, inDescription, inAddress]));
    expect(found).not.toContain(other);
    // Every word must be there; "guest" is in one name only; the last word may be cut short.
    expect(idsOf(await search({ query: `${term} guest` }))).toEqual([inName]);
    expect(idsOf(await search({ query: `${term.slice(0, 6)} hou` }))).toEqual([inName]);
    // Case and punctuation do not matter; the category and district are words of the listing too.
    expect(idsOf(await search({ query: `  ${term.toUpperCase()}!! cafe` }))).toEqual([inAddress]);
    expect(idsOf(await search({ query: `${term} kandy guest` }))).toEqual([inName]);
  });

  it('finds a name with a typo or spelled a little differently, best first', async () => {
    const term = latin();
    const ellaView = await listing({ name: `Ella View ${term}` });
    const unrelated = await listing({ name: `Sea Breeze ${latin()}` });
    const found = idsOf(await search({ query: `Ela View ${term}` }));
    expect(found[0]).toBe(ellaView);
    expect(found).not.toContain(unrelated);
    expect(idsOf(await search({ query: typo(term, 'a', 'e') }))[0]).toBe(ellaView);
    // A word listings use ("ela" of Ja-Ela) still stands for the words most like it too.
    const jaEla = await listing({ name: `Ja-Ela ${term} Inn` });
    expect(idsOf(await search({ query: `Ela ${term}` }))).toEqual(expect.arrayContaining([ellaView, jaEla]));
    // A word that is not in the name at all is not carried by the others.
    expect(idsOf(await search({ query: `Ella far ${term}` }))).not.toContain(ellaView);
    // A made-up word like nothing listed finds nothing.
    expect(idsOf(await search({ query: latin() + latin() }))).toEqual([]);
  });

  it('finds Sinhala and Tamil names by their words and by trigrams, typos included', async () => {
    const si = sinhala();
    const ta = tamil();
    const sinhalaName = await listing({ name: `${si} නිවාසය` });
    const tamilName = await listing({ name: `${ta} உணவகம்`, category: 'restaurant' });
    expect(idsOf(await search({ query: si }))).toEqual([sinhalaName]);
    expect(idsOf(await search({ query: ta }))).toEqual([tamilName]);
    expect(idsOf(await search({ query: typo(si, 'ක', 'ග') }))[0]).toBe(sinhalaName);
    expect(idsOf(await search({ query: typo(ta, 'க', 'ச') }))[0]).toBe(tamilName);
    expect(idsOf(await search({ query: `${ta} restaurant` }))).toEqual([tamilName]);
  });

  it('narrows to a category and a district, with words and without them', async () => {
    const term = latin();
    const kandyRestaurant = await listing({ name: `${term} Kitchen`, category: 'restaurant', location: KANDY });
    const galleShop = await listing({ name: `${term} Batik`, category: 'shop', location: GALLE });
    expect(idsOf(await search({ query: term }))).toEqual(expect.arrayContaining([kandyRestaurant, galleShop]));
    expect(idsOf(await search({ query: term, category: 'RESTAURANT' }))).toEqual([kandyRestaurant]);
    expect(idsOf(await search({ query: term, district: 'galle' }))).toEqual([galleShop]);
    expect(idsOf(await search({ query: term, district: 'Galle', category: 'RESTAURANT' }))).toEqual([]);

    // No words: the newest listings of that district and category.
    const newest = await search({ district: 'Galle', category: 'SHOP', first: 100 });
    expect(idsOf(newest)).toContain(galleShop);
    expect(newest.edges.every((edge) => edge.node.district === 'Galle' && edge.node.category === 'SHOP')).toBe(true);
    expect(newest.edges.every((edge) => edge.distanceKm === null)).toBe(true);
  });

  it('pages through the matches with cursors, each listing once', async () => {
    const term = latin();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(await listing({ name: `${term} Villa ${i}` }));
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const { edges, pageInfo }: Page = await search({ query: term, first: 2, after });
      seen.push(...idsOf({ edges, pageInfo }));
      expect(pageInfo.hasNextPage).toBe(page < 2);
      after = pageInfo.endCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
  });
});

describe('businesses(near)', () => {
  // Somewhere inland between Kurunegala and Matale, different on each run, so no other test's listings are near.
  const centre = { lat: 7.45 + random() * 0.2, lng: 80.45 + random() * 0.2 };
  const offset = (km: number, eastKm = 0) => ({
    lat: Math.round((centre.lat + km / 110.95) * 1e6) / 1e6,
    lng: Math.round((centre.lng + eastKm / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * 1e6) / 1e6,
  });
  let at1: string, at3: string, at8: string, at12: string;
  const term = latin();
  const ours = (page: Page) => idsOf(page).filter((id) => [at1, at3, at8, at12].includes(id));

  beforeAll(async () => {
    at8 = await listing({ name: `Far Stay ${term}`, category: 'guesthouse', location: offset(0, -8) });
    at1 = await listing({ name: `Near Stay ${term}`, category: 'guesthouse', location: offset(1) });
    at12 = await listing({ name: `Farthest Stay ${term}`, category: 'guesthouse', location: offset(12) });
    at3 = await listing({ name: `Corner Cafe`, category: 'cafe', location: offset(-2, 2) });
  });

  it('answers the listings within the radius, nearest first, with their distance', async () => {
    const page = await search({ near: { ...centre, radiusKm: 10 } });
    expect(ours(page)).toEqual([at1, at3, at8]);
    const distances = page.edges.map((edge) => edge.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 10)).toBe(true);
    expect(page.edges.find((edge) => edge.node.id === at3)?.distanceKm).toBeCloseTo(Math.hypot(2, 2), 1);
    expect(ours(await search({ near: { ...centre, radiusKm: 15 } }))).toEqual([at1, at3, at8, at12]);
    expect(ours(await search({ near: { ...centre, radiusKm: 2.5 } }))).toEqual([at1]);
    // The radius is 10 km when left out.
    expect(ours(await search({ near: centre }))).toEqual([at1, at3, at8]);
  });

  it('combines the point with words and a category, and pages nearest first', async () => {
    expect(ours(await search({ near: { ...centre, radiusKm: 15 }, query: term }))).toEqual([at1, at8, at12]);
    expect(ours(await search({ near: { ...centre, radiusKm: 15 }, category: 'CAFE' }))).toEqual([at3]);
    expect(ours(await search({ near: { ...centre, radiusKm: 15 }, query: `${term} far` }))).toEqual([at8, at12]);

    const first = await search({ near: { ...centre, radiusKm: 15 }, query: term, first: 2 });
    expect(idsOf(first)).toEqual([at1, at8]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({
      near: { ...centre, radiusKm: 15 },
      query: term,
      first: 2,
      after: first.pageInfo.endCursor,
    });
    expect(idsOf(second)).toEqual([at12]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("answers REST with the same order, as the spec's plain array", async () => {
    const response = await server.fetch(`/api/business/all?lat=${centre.lat}&lng=${centre.lng}&radiusKm=15&q=${term}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; district: string | null }[];
    expect(Array.isArray(body)).toBe(true);
    // Other files' listings may stand near this run's centre too: the order of ours is what is checked.
    expect(body.map((b) => b.id).filter((id) => [at1, at3, at8, at12].includes(id))).toEqual([at1, at8, at12]);
  });
});

describe('a point written with every digit a client gives', () => {
  // String(Math.random()) and many GPS clients write sixteen or seventeen decimals; the 15-decimal limit REST had
  // refused about one such point in four.
  const lat = '7.5507871331349925';
  const lng = '80.51000000000000512';

  it('is read alike by REST, GraphQL and MCP', async () => {
    const id = await listing({
      name: `Digits Stay ${latin()}`,
      category: 'guesthouse',
      location: { lat: 7.5508, lng: 80.5101 },
    });
    const rest = await server.fetch(`/api/business/all?lat=${lat}&lng=${lng}&radiusKm=1`);
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect(((await rest.json()) as { id: string }[]).map((b) => b.id)).toContain(id);

    expect(idsOf(await search({ near: { lat: Number(lat), lng: Number(lng), radiusKm: 1 } }))).toContain(id);

    const mcp = await server.fetch('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_businesses","arguments":{"near":{"lat":${lat},"lng":${lng},"radiusKm":1}}}}`,
    });
    expect(mcp.status).toBe(200);
    const answer = (await mcp.json()) as { result: { isError?: boolean; content: { text: string }[] } };
    expect(answer.result.isError ?? false).toBe(false);
    expect(answer.result.content[0]!.text).toContain(id);
  });

  it.each(['7.55e0', '+7.55', ' 7.55 ', '7.550787133134992512345678'])('REST reads %j as a number', async (written) => {
    const response = await server.fetch(`/api/business/all?lat=${encodeURIComponent(written)}&lng=80.51&radiusKm=1`);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it.each(['Infinity', 'NaN', '0x7', '7,55', '1e400', '7.5.5', '-', `7.${'5'.repeat(80)}`])(
    'REST refuses %j as not a number',
    async (written) => {
      const response = await server.fetch(`/api/business/all?lat=${encodeURIComponent(written)}&lng=80.51`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'lat', message: 'lat must be a number.' });
    },
  );
});

describe('GET /api/business/all search parameters', () => {
  it('searches with q and narrows by category and district, keeping the array answer', async () => {
    const term = latin();
    const kandy = await listing({ name: `${term} Spa`, category: 'ayurveda-spa', location: KANDY });
    await listing({ name: `${term} Spa`, category: 'ayurveda-spa', location: GALLE });
    const response = await server.fetch(
      `/api/business/all?q=${encodeURIComponent(`${term} spa`)}&district=Kandy&category=ayurveda-spa`,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }[]).map((b) => b.id)).toEqual([kandy]);
  });

  it.each([
    ['lat=20&lng=80.6', 'lat', 'lat must be a latitude in Sri Lanka, from 5.9 to 9.9.'],
    ['lat=7.2&lng=90', 'lng', 'lng must be a longitude in Sri Lanka, from 79.5 to 82.'],
    ['lat=7.2&lng=80.6&radiusKm=500', 'radiusKm', 'radiusKm must be at most 50.'],
    ['lat=7.2&lng=80.6&radiusKm=0', 'radiusKm', 'radiusKm must be more than 0.'],
    ['lat=seven&lng=80.6', 'lat', 'lat must be a number.'],
    ['lat=7.2', 'lng', 'lat and lng go together: give both, or neither.'],
    ['radiusKm=5', 'radiusKm', 'radiusKm needs lat and lng: the point to measure from.'],
    [`q=${'a'.repeat(1000)}`, 'q', 'q must be at most 200 characters.'],
    ['district=Atlantis', 'district', `district must be one of: ${DISTRICT_NAMES.join(', ')}.`],
    ['q=tea&search=tea', 'search', 'search cannot be combined with q, query or a point: use q or query.'],
    ['q=tea&after=bm90LWEtY3Vyc29y', 'after', 'after is not a valid cursor.'],
  ])('answers 400 naming the field for %s', async (queryString, field, message) => {
    const response = await server.fetch(`/api/business/all?${queryString}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
  });
});

describe('bad search input through GraphQL', () => {
  it('refuses a point outside Sri Lanka, a radius too big, a long query and an unknown district, naming the field', async () => {
    expect(await searchError({ near: { lat: 51.5, lng: -0.1 } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'near.lat',
      message: 'lat must be a latitude in Sri Lanka, from 5.9 to 9.9.',
    });
    expect(await searchError({ near: { lat: 7.2, lng: 80.6, radiusKm: 51 } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'near.radiusKm',
      message: 'radiusKm must be at most 50.',
    });
    expect(await searchError({ query: 'x'.repeat(1000) })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'query',
      message: 'query must be at most 200 characters.',
    });
    expect(await searchError({ district: 'Atlantis' })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'district' });
  });

  it('refuses a newest-first cursor in a search, and reads a query of no words as no query', async () => {
    const newest = await search({ first: 1 });
    expect(await searchError({ query: 'tea', after: newest.pageInfo.endCursor })).toMatchObject({
      field: 'after',
      message: 'after is not a valid cursor.',
    });
    expect(idsOf(await search({ query: '!!! ---', first: 5 }))).toEqual(idsOf(await search({ first: 5 })));
  });
});

describe('the district names', () => {
  it('are the districts of the geo data, which listings are stored with', () => {
    expect([...DISTRICT_NAMES]).toEqual(
      builtInGeo()
        .data.districts.map((district) => district.district)
        .sort(),
    );
  });
});
