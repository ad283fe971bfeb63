import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BusinessesRouteQueryQuery,
  BusinessesRouteQueryQueryVariables,
  NearPlaceQueryQuery,
  NearPlaceQueryQueryVariables,
} from '../../gql/graphql';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { aStoredListing } from './business.test-helpers';
import { enter } from '../../test/enter';

type Edge = { id: string; name: string; distanceKm?: number | null };

/** The directory's search as a mock server: every request's variables are kept; `answer` says what it finds. */
function directory(
  answer: (variables: BusinessesRouteQueryQueryVariables) => Edge[] = () => [{ id: 'b1', name: 'Ella View' }],
) {
  const queries: BusinessesRouteQueryQueryVariables[] = [];
  server.use(
    api.query<BusinessesRouteQueryQuery, BusinessesRouteQueryQueryVariables>(
      'BusinessesRouteQuery',
      ({ variables }) => {
        queries.push(variables);
        const edges = answer(variables).map(({ distanceKm = null, ...node }) => ({
          __typename: 'BusinessEdge' as const,
          cursor: `cursor-${node.id}`,
          distanceKm,
          node: { ...aStoredListing({ ...node, email: `${node.id}@example.lk` }), ownedByViewer: false },
        }));
        return HttpResponse.json({
          data: {
            businesses: {
              __typename: 'BusinessConnection',
              edges,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        } as never);
      },
    ),
  );
  return queries;
}

/** The planner's geocoder, finding `places` by name (any case); anything else is not found. */
function geocoder(places: Record<string, { lat: number; lng: number }>) {
  server.use(
    api.query<NearPlaceQueryQuery, NearPlaceQueryQueryVariables>('NearPlaceQuery', ({ variables }) => {
      const name = Object.keys(places).find((place) => place.toLowerCase() === variables.query.trim().toLowerCase());
      if (!name)
        return HttpResponse.json({
          data: null,
          errors: [{ message: `Could not find location: ${variables.query}`, extensions: { code: 'NOT_FOUND' } }],
        });
      return HttpResponse.json({
        data: { geocode: { __typename: 'GeocodeResult', best: { __typename: 'Place', name, ...places[name]! } } },
      } as never);
    }),
  );
}

const urlOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/business: searching the directory', () => {
  it('opens a shared link with its words, category, district and place, and asks for exactly that', async () => {
    const queries = directory();
    renderApp(
      '/business?q=ella%20view&category=tour-guide&district=Badulla&near=Ella&lat=6.8667&lng=81.0466&radius=25',
    );
    await screen.findByRole('article', { name: 'Ella View' });
    expect(queries.at(-1)).toMatchObject({
      query: 'ella view',
      category: 'TOUR_GUIDE',
      district: 'Badulla',
      near: { lat: 6.8667, lng: 81.0466, radiusKm: 25 },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Search businesses').value).toBe('ella view');
    expect(screen.getByLabelText<HTMLSelectElement>('Filter by category').value).toBe('TOUR_GUIDE');
    expect(screen.getByLabelText<HTMLSelectElement>('Filter by district').value).toBe('Badulla');
    expect(screen.getByLabelText<HTMLSelectElement>('Within').value).toBe('25');
    expect(screen.getByText('Nearest first, within 25 km of Ella.')).not.toBeNull();
  });

  it('ignores what a link cannot mean: an unknown district or category, a point abroad', async () => {
    const queries = directory();
    renderApp('/business?district=Atlantis&category=spaceport&lat=51.5&lng=-0.12');
    await screen.findByRole('article', { name: 'Ella View' });
    expect(queries.at(-1)).toEqual({ first: 12 });
  });

  it('puts the words and the filters in the URL as they change, and shows the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    const queries = directory((variables) =>
      variables.query === 'nowhere like it' ? [] : [{ id: 'b1', name: 'Ella View' }],
    );
    const { router } = renderApp('/business');
    await screen.findByRole('article', { name: 'Ella View' });

    await enter(user, screen.getByLabelText('Search businesses'), 'ela view');
    await waitFor(() => expect(urlOf(router).get('q')).toBe('ela view'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ query: 'ela view' }));

    expect(queries.at(-1)).toMatchObject({ query: 'ela view' });
    await user.selectOptions(screen.getByLabelText('Filter by district'), 'Nuwara Eliya');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ query: 'ela view', district: 'Nuwara Eliya' }));
    expect(urlOf(router).get('district')).toBe('Nuwara Eliya');
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Surf School');
    await waitFor(() => expect(urlOf(router).get('category')).toBe('surf-school'));

    await user.clear(screen.getByLabelText('Search businesses'));
    await enter(user, screen.getByLabelText('Search businesses'), 'nowhere like it');
    await screen.findByText('No businesses match your search.');
    expect(screen.queryByText('No businesses registered yet.')).toBeNull();
  });

  it('searches near a place found by the geocoder, nearest first with distances, and widens the circle', async () => {
    const user = userEvent.setup();
    geocoder({ Ella: { lat: 6.8667, lng: 81.0466 } });
    const queries = directory((variables) =>
      variables.near
        ? [
            { id: 'n1', name: 'Nine Arches Homestay', distanceKm: 0.45 },
            { id: 'n2', name: 'Little Adam Lodge', distanceKm: 3.24 },
          ]
        : [{ id: 'b1', name: 'Ella View' }],
    );
    const { router } = renderApp('/business');
    await screen.findByRole('article', { name: 'Ella View' });

    await enter(user, screen.getByLabelText('Near a place'), 'ella');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('article', { name: 'Nine Arches Homestay' });
    expect(queries.at(-1)).toMatchObject({ near: { lat: 6.8667, lng: 81.0466, radiusKm: 10 } });
    const itemOf = (name: string) => screen.getByRole('article', { name }).closest('li') as HTMLElement;
    expect(within(itemOf('Nine Arches Homestay')).getByText('450 m away')).not.toBeNull();
    expect(within(itemOf('Little Adam Lodge')).getByText('3.2 km away')).not.toBeNull();
    expect(screen.getByText('Nearest first, within 10 km of Ella.')).not.toBeNull();
    expect(Object.fromEntries(urlOf(router))).toEqual({ near: 'Ella', lat: '6.8667', lng: '81.0466', radius: '10' });

    await user.selectOptions(screen.getByLabelText('Within'), '25 km');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ near: { radiusKm: 25 } }));
    expect(urlOf(router).get('radius')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    await screen.findByRole('article', { name: 'Ella View' });
    expect(screen.queryByRole('article', { name: 'Nine Arches Homestay' })).toBeNull();
    expect(urlOf(router).get('lat')).toBeNull();
  });

  it('says so when the place cannot be found, and searches nowhere', async () => {
    const user = userEvent.setup();
    geocoder({});
    const queries = directory();
    renderApp('/business');
    await screen.findByRole('article', { name: 'Ella View' });
    const sent = queries.length;

    await enter(user, screen.getByLabelText('Near a place'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find that place in Sri Lanka. Try a town, such as Ella or Galle.',
    );
    expect(queries.slice(sent).some((variables) => variables.near)).toBe(false);
  });

  it('searches near the visitor with Near me, and refuses a position outside Sri Lanka', async () => {
    const user = userEvent.setup();
    let position = { latitude: 6.0329, longitude: 80.2168 };
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) => success({ coords: position } as GeolocationPosition),
      },
    });
    const queries = directory();
    const { router } = renderApp('/business');
    await screen.findByRole('article', { name: 'Ella View' });

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ near: { lat: 6.0329, lng: 80.2168, radiusKm: 10 } }));
    expect(screen.getByText('Nearest first, within 10 km of your location.')).not.toBeNull();
    expect(urlOf(router).get('near')).toBeNull();

    position = { latitude: 51.5, longitude: -0.12 };
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your location is outside Sri Lanka, so there is nothing near it to show.',
    );
  });
});
