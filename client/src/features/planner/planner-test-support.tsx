import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect } from 'vitest';
import type { Currency, FindRouteQuery, FindRouteQueryVariables } from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import type { JourneyMapProps } from './map/types';
import { enter } from '../../test/enter';

/**
 * What the planner's tests share. Leaflet needs a real layout engine and jsdom has none, so the tests replace the map
 * with FakeMap (`vi.mock('./map/JourneyMap', ...)`): it reports ready and says what it would draw.
 */
export function FakeMap({ onReady, route, attractions, plan, day }: JourneyMapProps) {
  useEffect(() => onReady(), [onReady]);
  if (plan) {
    const bases = plan.bases.map((b) => `${b.label} ${b.name}`).join('; ');
    const picked = day == null ? null : plan.days.find((d) => d.day === day);
    const legs = plan.days.flatMap((d) => d.legs.map((leg) => `${leg.mode} ${leg.line.length}`)).join(', ');
    return (
      <div data-testid="fake-map">{`plan: bases ${bases}; legs ${legs}; ${picked ? `day ${picked.day}: ${picked.stops.map((s) => `${s.label} ${s.name}`).join('; ')}` : 'whole trip'}`}</div>
    );
  }
  return (
    <div data-testid="fake-map">
      {route ? `line of ${route.length} points, ${attractions.length} markers` : 'no route'}
    </div>
  );
}

const place = (name: string, lat: number, lng: number) => ({
  __typename: 'Place' as const,
  id: name.toLowerCase(),
  name,
  lat,
  lng,
});

export const route = {
  __typename: 'Route',
  distanceKm: 133.6,
  durationMinutes: 277,
  geometry: [
    [80.6337, 7.2906],
    [80.7891, 6.9497],
    [81.0466, 6.8667],
  ],
  waypointOrder: [],
  legs: [
    {
      __typename: 'RouteLeg',
      from: place('Kandy', 7.2906, 80.6337),
      to: place('Ella', 6.8667, 81.0466),
      distanceKm: 133.6,
      durationMinutes: 277,
      roads: ['A1', 'A5', 'A23'],
    },
  ],
} as unknown as FindRouteQuery['route'];

export const attractions = Array.from({ length: 20 }, (_, i) => ({
  __typename: 'Attraction' as const,
  id: `a${i}`,
  name: `Sight ${i + 1}`,
  category: 'waterfall',
  lat: 7,
  lng: 80.8,
  rating: 4.5,
  ratingCount: 1000 - i,
  priority: 5.5 - i / 1000,
  distanceFromRouteKm: 3,
  nearestTown: 'Ella',
  visitHours: 1,
}));

/** The planner's route query: the Leaflet map, and the account's preferred currency. */
export function plannerConfig(currency: Currency = 'USD') {
  server.use(
    api.query('PlannerRouteQuery', () =>
      HttpResponse.json({
        data: {
          mapConfig: { __typename: 'MapConfig', kind: 'LEAFLET', browserKey: null, layersUrl: '/api/geo/layers' },
          me: { __typename: 'User', id: 'u-1', preferences: { __typename: 'Preferences', currency } },
        },
      }),
    ),
  );
}

/** Route and attraction answers. */
export function routeServer() {
  server.use(
    api.query<FindRouteQuery, FindRouteQueryVariables>('FindRoute', () => HttpResponse.json({ data: { route } })),
    api.query('AttractionsAlongRoute', () => HttpResponse.json({ data: { attractionsAlongRoute: attractions } })),
  );
}

export const signedIn = { session: { token: 'token-1', user: { name: 'Asha' } } };
// The planner page loads lazily; under a full parallel run that can take more than the default second.
export const pageLoad = { timeout: 10_000 };

/** Steps 1 and 2: From, To, Find Route, and the attractions listed. */
export async function findRoute(user: UserEvent, from = 'Kandy', to = 'Ella') {
  await enter(user, await screen.findByLabelText(/^From/, {}, pageLoad), from);
  await enter(user, screen.getByLabelText(/^To/), to);
  const find = screen.getByRole<HTMLButtonElement>('button', { name: 'Find Route' });
  await waitFor(() => expect(find.disabled).toBe(false), pageLoad);
  await user.click(find);
  await screen.findByTestId('attractions', {}, pageLoad);
}
