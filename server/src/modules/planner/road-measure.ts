import type { Logger } from 'pino';
import type { GeoProvider, RouteStop } from '../geo/geo.module.js';
import type { LegDraft } from './engine/days.js';
import type { PlanFacts } from './engine/facts.js';
import type { PlannerEngine, RoadFigures } from './engine/planner.engine.js';
import type { Point } from './engine/travel.js';
import type { PlanRequest } from './planner.schema.js';

/** Route calls one plan makes at once (the Google provider caps its own calls across requests as well). */
const CONCURRENT_CALLS = 4;
/** The longest a plan waits for the maps service in all; after it, the built-in figures stand. */
export const MEASURE_DEADLINE_MS = 10_000;

const stopAt = (p: Point): RouteStop => ({ id: p.key, name: p.key, kind: 'point', lat: p.lat, lng: p.lng });
const chainKey = (chain: readonly LegDraft[]) =>
  [chain[0]!.fromPoint.key, ...chain.map((l) => l.toPoint.key)].join('>');

/**
 * Measures chains of road legs through the provider: one route call per distinct chain (a day's drive through its
 * stops, by private or by public transport: at most two calls a day), a few at a time. The first failure, or the
 * deadline, ends the measuring and throws: a plan's times come from one source.
 */
export async function measureRoads(
  chains: readonly (readonly LegDraft[])[],
  provider: GeoProvider,
  deadlineMs = MEASURE_DEADLINE_MS,
): Promise<Map<LegDraft, RoadFigures>> {
  const byKey = new Map<string, (readonly LegDraft[])[]>();
  for (const chain of chains) {
    const key = chainKey(chain);
    byKey.set(key, [...(byKey.get(key) ?? []), chain]);
  }
  const distinct = [...byKey.values()];
  const figures = new Map<LegDraft, RoadFigures>();
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(deadlineMs)]);
  const ended = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  );
  ended.catch(() => undefined);

  let next = 0;
  const worker = async () => {
    while (!signal.aborted && next < distinct.length) {
      const same = distinct[next++]!;
      const chain = same[0]!;
      const points = [chain[0]!.fromPoint, ...chain.map((l) => l.toPoint)];
      try {
        const route = await provider.route(
          stopAt(points[0]!),
          stopAt(points.at(-1)!),
          points.slice(1, -1).map(stopAt),
          false,
        );
        if (!route || route.legs.length !== chain.length)
          throw new Error(`the maps service found no route for ${chainKey(chain)}`);
        for (const legs of same)
          legs.forEach((leg, i) =>
            figures.set(leg, {
              km: route.legs[i]!.distanceKm,
              minutes: route.legs[i]!.durationMinutes,
              roads: route.legs[i]!.roads,
            }),
          );
      } catch (error) {
        stop.abort(error);
        throw error;
      }
    }
  };
  await Promise.race([Promise.all(Array.from({ length: Math.min(CONCURRENT_CALLS, distinct.length) }, worker)), ended]);
  return figures;
}

/**
 * A plan's facts with the configured maps service's road figures. The engine plans on the built-in road graph, which
 * answers the thousands of lookups planning takes in microseconds; then, when another provider (Google Maps) is
 * configured, the drafted days' road legs are measured through it and the days re-timed and priced with its
 * figures. When it fails, the built-in figures stand and the plan says so.
 */
export async function planFacts(
  engine: PlannerEngine,
  provider: GeoProvider,
  request: PlanRequest,
  logger: Logger,
): Promise<PlanFacts> {
  const draft = engine.prepare(request);
  if (provider.name !== 'builtin') {
    try {
      engine.remeasure(draft, await measureRoads(engine.roadLegs(draft), provider));
    } catch (error) {
      // The message only: a failed call's details may hold the request URL, and the URL holds the key.
      logger.warn(
        { provider: provider.name, problem: error instanceof Error ? error.message : String(error) },
        'the maps service could not measure the plan’s roads; using the built-in figures',
      );
      draft.notices.push({ code: 'ESTIMATED_TRAVEL_TIMES' });
    }
  }
  return engine.finish(draft);
}
