import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { FindRouteQuery, PlanResult_ResultFragment } from '../../../gql/graphql';
import { FindRouteDocument } from '../queries';
import { trainLinesOf, type TrainLine } from './train-lines';
import type { MapStop } from './types';

/** Spec §9: up to 8 recommended places are the route's waypoints. */
export const PLAN_WAYPOINTS = 8;
/** Spec §4: the map redraws about a second after the plan arrives. */
export const PLAN_ROUTE_DELAY_MS = 1000;

export type Route = FindRouteQuery['route'];
type Plan = Pick<PlanResult_ResultFragment['plan'], 'start' | 'end' | 'places' | 'dayPlans'>;
export type PlanRoute = { readonly route: Route; readonly waypoints: readonly MapStop[]; readonly trainLines: readonly TrainLine[] };

const point = ({ lat, lng }: { lat: number; lng: number }) => ({ point: { lat, lng } });

/** The route's two ends, lettered A and B as the map shows them. */
export function routeEnds(route: Route): MapStop[] {
  const first = route.legs[0]!.from;
  const last = route.legs[route.legs.length - 1]!.to;
  return [
    { label: 'A', name: first.name, lat: first.lat, lng: first.lng },
    { label: 'B', name: last.name, lat: last.lat, lng: last.lng },
  ];
}

/**
 * The plan's route from start to end through its first recommended places, in the fastest order (the route query
 * with `optimize`), asked for `delayMs` after the plan arrives. The waypoints are numbered in the order they are
 * visited. Null until it arrives, for no plan, and when the route cannot be found (the map keeps what it had).
 */
export function usePlanRoute(plan: Plan | null, delayMs: number): PlanRoute | null {
  const client = useApolloClient();
  const [drawn, setDrawn] = useState<{ plan: Plan; value: PlanRoute } | null>(null);

  useEffect(() => {
    if (!plan) return;
    let live = true;
    const places = plan.places.slice(0, PLAN_WAYPOINTS);
    const timer = setTimeout(async () => {
      try {
        const input = { from: point(plan.start), to: point(plan.end), optimize: true, ...(places.length > 0 ? { waypoints: places.map(point) } : {}) };
        const { data } = await client.query({ query: FindRouteDocument, variables: { input } });
        if (!live || !data) return;
        const order = data.route.waypointOrder.length === places.length ? data.route.waypointOrder : places.map((_, i) => i);
        const waypoints = order.map((index, visit) => {
          const place = places[index]!;
          return { label: String(visit + 1), name: place.name, lat: place.lat, lng: place.lng };
        });
        setDrawn({ plan, value: { route: data.route, waypoints, trainLines: trainLinesOf(plan) } });
      } catch {
        // The route line of step 2 stays on the map; the plan itself is unaffected.
      }
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, plan, delayMs]);

  return drawn && drawn.plan === plan ? drawn.value : null;
}
