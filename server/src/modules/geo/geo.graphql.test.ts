import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const GEOCODE = /* GraphQL */ `
  query Geocode($query: String!) {
    geocode(query: $query) { best { id name kind lat lng } alternatives { name } }
  }
`;

const ROUTE = /* GraphQL */ `
  query Route($input: RouteInput!) {
    route(input: $input) {
      distanceKm durationMinutes geometry waypointOrder
      legs { from { name } to { name } distanceKm durationMinutes roads }
    }
  }
`;

const ATTRACTIONS = /* GraphQL */ `
  query Along($input: AttractionsAlongRouteInput!) {
    attractionsAlongRoute(input: $input) { id name category rating ratingCount priority distanceFromRouteKm nearestTown visitHours bestMonths entryFee { amount currency year } }
  }
`;

type RouteData = {
  route: {
    distanceKm: number;
    durationMinutes: number;
    geometry: [number, number][];
    waypointOrder: number[];
    legs: { from: { name: string }; to: { name: string }; roads: string[] }[];
  };
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('geocode', () => {
  it('finds a place through typos, without signing in', async () => {
    const { body } = await server.graphql<{ geocode: { best: { name: string; kind: string } } }>(GEOCODE, {
      query: 'Kandyy',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.geocode.best).toMatchObject({ name: 'Kandy', kind: 'town' });
  });

  it('finds a GeoNames village with its district and province, and labels namesakes with their district', async () => {
    const LABELLED = /* GraphQL */ `
      query GeocodeLabelled($query: String!) {
        geocode(query: $query) { best { name label kind district province } alternatives { name label district } }
      }
    `;
    type Labelled = {
      geocode: {
        best: { name: string; label: string; district: string };
        alternatives: { name: string; label: string }[];
      };
    };
    const village = await server.graphql<Labelled>(LABELLED, { query: 'Kotagla, Nuwara Eliya' });
    expect(village.body.errors).toBeUndefined();
    expect(village.body.data?.geocode.best).toEqual({
      name: 'Kotagala',
      label: 'Kotagala',
      kind: 'locality',
      district: 'Nuwara Eliya',
      province: 'Central',
    });
    const namesakes = await server.graphql<Labelled>(LABELLED, { query: 'Wattegama, Monaragala' });
    expect(namesakes.body.data?.geocode.best).toMatchObject({
      name: 'Wattegama',
      label: 'Wattegama, Monaragala',
      district: 'Monaragala',
    });
    expect(namesakes.body.data?.geocode.alternatives).toContainEqual({
      name: 'Wattegama',
      label: 'Wattegama, Kandy',
      district: 'Kandy',
    });
  });

  it('finds a place typed as people type it, or in Sinhala or Tamil script', async () => {
    for (const [query, name] of [
      ['Bandaranaike Airport', 'Bandaranaike International Airport'],
      ['airport', 'Bandaranaike International Airport'],
      ['Kandy city', 'Kandy'],
      ['කොළඹ', 'Colombo'],
      ['கொழும்பு', 'Colombo'],
      ['ශ්රී ජයවර්ධනපුර කෝට්ටේ', 'Sri Jayewardenepura Kotte'],
    ]) {
      const { body } = await server.graphql<{ geocode: { best: { name: string } } }>(GEOCODE, { query });
      expect(body.data?.geocode.best.name, query).toBe(name);
    }
  });

  it('says which places a name it cannot find may have meant', async () => {
    const { body } = await server.graphql(GEOCODE, { query: 'Kandyyyy Lakke' });
    expect(body.errors?.[0]?.message).toBe('Could not find location: Kandyyyy Lakke');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'query',
      suggestions: expect.arrayContaining(['Kandy Lake']),
    });
    const route = await server.graphql(ROUTE, { input: { from: { text: 'Colombo' }, to: { text: 'Kandyyyy Lakke' } } });
    expect(route.body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'to',
      suggestions: expect.arrayContaining(['Kandy Lake']),
    });
  });

  it('suggests places as a name is typed, in any of the three scripts, and refuses a bad first', async () => {
    const SUGGEST = /* GraphQL */ `
      query Suggest($query: String!, $first: Int) {
        geocodeSuggestions(query: $query, first: $first) { id name label kind }
      }
    `;
    type Suggested = { geocodeSuggestions: { name: string; label: string; kind: string }[] };
    const typing = await server.graphql<Suggested>(SUGGEST, { query: 'Bandaranaike Air', first: 3 });
    expect(typing.body.errors).toBeUndefined();
    expect(typing.body.data?.geocodeSuggestions[0]).toMatchObject({
      name: 'Bandaranaike International Airport',
      kind: 'airport',
    });
    expect(typing.body.data?.geocodeSuggestions.length).toBeLessThanOrEqual(3);
    const sinhala = await server.graphql<Suggested>(SUGGEST, { query: 'කොළ' });
    expect(sinhala.body.data?.geocodeSuggestions.map((p) => p.name)).toContain('Colombo');
    const nothing = await server.graphql<Suggested>(SUGGEST, { query: 'zzqx' });
    expect(nothing.body.data?.geocodeSuggestions).toEqual([]);
    const tooMany = await server.graphql<Suggested>(SUGGEST, { query: 'Kandy', first: 50 });
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'first is at most 10.',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
  });

  it('names the place it cannot find, in the planner’s words', async () => {
    const { body } = await server.graphql(GEOCODE, { query: 'Atlantis' });
    expect(body.errors?.[0]?.message).toBe('Could not find location: Atlantis');
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses text over 200 characters', async () => {
    const { body } = await server.graphql(GEOCODE, { query: 'x'.repeat(201) });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('A place is at most 200 characters.');
  });

  it('answers a repeated anonymous query from the response cache', async () => {
    await server.graphql(GEOCODE, { query: 'Galle' });
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: GEOCODE, variables: { query: 'Galle' } }),
    });
    expect(response.headers.get('x-cache')).toBe('hit');
  });
});

describe('route', () => {
  it('drives Colombo to Ella through Kandy with legs and road numbers', async () => {
    const { body } = await server.graphql<RouteData>(ROUTE, {
      input: { from: { text: 'Colombo' }, to: { text: 'Ella' }, waypoints: [{ text: 'Kandy' }] },
    });
    expect(body.errors).toBeUndefined();
    const route = body.data!.route;
    expect(route.legs.map((l) => [l.from.name, l.to.name])).toEqual([
      ['Colombo', 'Kandy'],
      ['Kandy', 'Ella'],
    ]);
    expect(route.legs[0]!.roads).toContain('A1');
    expect(route.distanceKm).toBeGreaterThan(220);
    expect(route.geometry.length).toBeGreaterThan(5);
  });

  it('accepts points and optimises the waypoint order', async () => {
    const { body } = await server.graphql<RouteData>(ROUTE, {
      input: {
        from: { point: { lat: 6.9271, lng: 79.8612 } },
        to: { text: 'Colombo Fort' },
        waypoints: [{ text: 'Ella' }, { text: 'Galle' }, { text: 'Kandy' }],
        optimize: true,
      },
    });
    expect(body.errors).toBeUndefined();
    expect([...body.data!.route.waypointOrder].sort()).toEqual([0, 1, 2]);
  });

  it('names an unknown stop', async () => {
    const { body } = await server.graphql(ROUTE, { input: { from: { text: 'Colombo' }, to: { text: 'Narnia' } } });
    expect(body.errors?.[0]?.message).toBe('Could not find location: Narnia');
    expect(body.errors?.[0]?.extensions?.field).toBe('to');
  });

  it('refuses points outside Sri Lanka, more than 8 waypoints and stops with both text and point', async () => {
    const outside = await server.graphql(ROUTE, {
      input: { from: { point: { lat: 13.08, lng: 80.27 } }, to: { text: 'Kandy' } },
    });
    expect(outside.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(outside.body.errors?.[0]?.message).toMatch(/within Sri Lanka/);
    const many = await server.graphql(ROUTE, {
      input: {
        from: { text: 'Colombo' },
        to: { text: 'Kandy' },
        waypoints: Array.from({ length: 9 }, () => ({ text: 'Galle' })),
      },
    });
    expect(many.body.errors?.[0]?.message).toBe('At most 8 waypoints.');
    const both = await server.graphql(ROUTE, {
      input: { from: { text: 'Colombo', point: { lat: 7, lng: 80 } }, to: { text: 'Kandy' } },
    });
    expect(both.body.errors?.[0]?.message).toBe('Give either text or a point for each place.');
  });
});

describe('attractionsAlongRoute', () => {
  it('lists up to 20 sights near the route, best priority first', async () => {
    const route = await server.graphql<RouteData>(ROUTE, { input: { from: { text: 'Kandy' }, to: { text: 'Ella' } } });
    const path = route.body.data!.route.geometry.map(([lng, lat]) => ({ lat, lng }));
    const { body } = await server.graphql<{
      attractionsAlongRoute: { name: string; priority: number; distanceFromRouteKm: number }[];
    }>(ATTRACTIONS, { input: { path } });
    expect(body.errors).toBeUndefined();
    const list = body.data!.attractionsAlongRoute;
    expect(list).toHaveLength(20);
    expect(list[0]!.name).toBe('Temple of the Sacred Tooth Relic');
    expect(list.every((a) => a.distanceFromRouteKm <= 20)).toBe(true);
  });

  it('refuses a radius over 20 km', async () => {
    const { body } = await server.graphql(ATTRACTIONS, { input: { path: [{ lat: 7.29, lng: 80.63 }], radiusKm: 50 } });
    expect(body.errors?.[0]?.message).toBe('radiusKm is at most 20.');
  });
});

describe('map configuration and layers', () => {
  it('tells the browser to draw Leaflet when no browser key is set', async () => {
    const { body } = await server.graphql<{
      mapConfig: { kind: string; browserKey: string | null; layersUrl: string };
    }>('{ mapConfig { kind browserKey layersUrl } }');
    expect(body.data?.mapConfig).toEqual({ kind: 'LEAFLET', browserKey: null, layersUrl: '/api/geo/layers' });
  });

  it('serves the base layers as cacheable GeoJSON', async () => {
    const response = await server.fetch('/api/geo/layers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const layers = (await response.json()) as Record<string, { type: string; features?: unknown[] }>;
    expect(layers.outline!.type).toBe('Feature');
    expect(layers.roads!.features!.length).toBeGreaterThanOrEqual(300);
    expect(layers.rail!.features!.length).toBeGreaterThanOrEqual(7);
    const again = await server.fetch('/api/geo/layers', {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
