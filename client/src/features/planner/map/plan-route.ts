import type { FindRouteQuery } from '../../../gql/graphql';
import type { MapStop } from './types';

export type Route = FindRouteQuery['route'];

/** The route's two ends, lettered A and B as the map shows them. */
export function routeEnds(route: Route): MapStop[] {
  const first = route.legs[0]!.from;
  const last = route.legs[route.legs.length - 1]!.to;
  return [
    { label: 'A', name: first.name, lat: first.lat, lng: first.lng },
    { label: 'B', name: last.name, lat: last.lat, lng: last.lng },
  ];
}
