import { builtInGeo } from '../../test/geo.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GeoService } from './geo.service.js';
import { decodePolyline, GOOGLE_MAPS_BASE, GoogleGeoProvider } from './google.provider.js';
import { GeoLocator } from './locator.js';

const fixture = (name: string): JsonBodyType =>
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', `${name}.json`), 'utf8'),
  ) as JsonBodyType;

const requests: URL[] = [];
const mock = setupServer();
const unhandled: string[] = [];

beforeAll(() => {
  mock.events.on('request:start', ({ request }) => requests.push(new URL(request.url)));
  mock.events.on('request:unhandled', ({ request }) => unhandled.push(request.url));
  mock.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  mock.resetHandlers();
  requests.length = 0;
  expect(unhandled.splice(0)).toEqual([]);
});
afterAll(() => mock.close());

const { engine } = builtInGeo();
const provider = new GoogleGeoProvider('test-key', engine);
const service = new GeoService(provider, new GeoLocator(provider, engine), engine);
const kandy = { id: 'kandy', name: 'Kandy', kind: 'town', lat: 7.2906, lng: 80.6337 };
const colombo = { id: 'colombo', name: 'Colombo', kind: 'town', lat: 6.9271, lng: 79.8612 };

describe('the Google provider', () => {
  it('geocodes within Sri Lanka and normalises the answer', async () => {
    mock.use(http.get(`${GOOGLE_MAPS_BASE}/geocode/json`, () => HttpResponse.json(fixture('google-geocode-kandy'))));
    const answer = await service.geocode({ query: 'Kandy' });
    expect(answer.best).toEqual({
      id: 'google:ChIJ-example-kandy',
      name: 'Kandy',
      kind: 'town',
      lat: 7.2905715,
      lng: 80.6337262,
    });
    expect(requests[0]!.searchParams.get('components')).toBe('country:LK');
    expect(requests[0]!.searchParams.get('key')).toBe('test-key');
  });

  it('turns ZERO_RESULTS into the planner’s message', async () => {
    mock.use(http.get(`${GOOGLE_MAPS_BASE}/geocode/json`, () => HttpResponse.json(fixture('google-geocode-zero'))));
    await expect(service.geocode({ query: 'Atlantis' })).rejects.toThrow('Could not find location: Atlantis');
  });

  it('routes with optimised waypoints and reads road numbers from the steps', async () => {
    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/directions/json`, () =>
        HttpResponse.json(fixture('google-directions-colombo-kandy')),
      ),
    );
    const route = (await provider.route(colombo, kandy, [], true))!;
    expect(route.distanceKm).toBe(115.4);
    expect(route.durationMinutes).toBe(185);
    expect(route.legs[0]!.roads).toEqual(['A1']);
    expect(route.geometry[0]).toEqual([79.8612, 6.9271]);
    expect(route.geometry.at(-1)).toEqual([80.6337, 7.2906]);

    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/directions/json`, () =>
        HttpResponse.json(fixture('google-directions-colombo-kandy')),
      ),
    );
    await provider.route(colombo, kandy, [colombo, kandy], true);
    expect(requests.at(-1)!.searchParams.get('waypoints')).toBe('optimize:true|6.9271,79.8612|7.2906,80.6337');
  });

  it('answers no route as the planner’s message', async () => {
    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/directions/json`, () => HttpResponse.json(fixture('google-directions-none'))),
    );
    await expect(
      service.route({ from: { point: { lat: 6.93, lng: 79.86 } }, to: { point: { lat: 7.29, lng: 80.63 } } }),
    ).rejects.toThrow('Could not find route between the locations');
  });

  it('searches near 15 points, at most 4 at a time, keeps sights near the route once each, by priority', async () => {
    let inFlight = 0;
    let most = 0;
    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/place/nearbysearch/json`, async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await delay(5);
        inFlight--;
        return HttpResponse.json(fixture('google-nearby-kandy'));
      }),
    );
    const line = decodePolyline(
      (fixture('google-directions-colombo-kandy') as unknown as { routes: { overview_polyline: { points: string } }[] })
        .routes[0]!.overview_polyline.points,
    );
    const found = await provider.attractionsAlongRoute(line, 20, 20);
    expect(requests).toHaveLength(15);
    expect(requests[0]!.searchParams.get('type')).toBe('tourist_attraction');
    expect(requests[0]!.searchParams.get('radius')).toBe('20000');
    expect(most).toBeLessThanOrEqual(4);
    expect(found.map((a) => [a.name, a.priority])).toEqual([
      ['Temple of the Sacred Tooth Relic', 25.7],
      ['Royal Botanical Gardens', 19.7],
      ['Unrated Viewpoint', 3],
    ]);
  });

  it('gives up after 5 seconds and says the maps service did not answer', async () => {
    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/geocode/json`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    await expect(service.geocode({ query: 'Kandy' })).rejects.toThrow(
      'The maps service did not answer. Please try again.',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 10_000);

  it('reports a failed attraction search with the planner’s message', async () => {
    mock.use(
      http.get(`${GOOGLE_MAPS_BASE}/place/nearbysearch/json`, () =>
        HttpResponse.json({ status: 'REQUEST_DENIED', results: [] }),
      ),
    );
    await expect(service.attractionsAlongRoute({ path: [{ lat: 7.29, lng: 80.63 }] })).rejects.toThrow(
      'Error finding attractions along the route',
    );
  });
});
