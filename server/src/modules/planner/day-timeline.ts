import type { PlanDay } from './plan.types.js';

type Leg = PlanDay['legs'][number];
type Stop = PlanDay['stops'][number];

/** One step of a day: a leg or a stop, and when it starts in minutes after the day's own midnight (past 1440 after midnight). */
export type TimelineStep = (
  { readonly kind: 'leg'; readonly leg: Leg } | { readonly kind: 'stop'; readonly stop: Stop }
) & { readonly at: number };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A day's legs and stops in the order they happen, as the engine times them (engine/days.ts `time`): a train or bus
 * journey first (a day with one leg more than its stops and the way back), then each leg with the stop it arrives at,
 * then the legs that remain (to the base). A clock time says no day: an edited day that runs past midnight says 00:58
 * for its last leg, which sorted as text came before the morning's 08:00. Here it comes last, at 24:58.
 */
export function dayTimeline(day: Pick<PlanDay, 'legs' | 'stops'>): TimelineStep[] {
  const order: ({ kind: 'leg'; leg: Leg } | { kind: 'stop'; stop: Stop })[] = [];
  let legIndex = day.legs.length > day.stops.length + 1 ? 1 : 0;
  if (legIndex === 1) order.push({ kind: 'leg', leg: day.legs[0]! });
  for (const stop of day.stops) {
    const leg = day.legs[legIndex++];
    if (leg) order.push({ kind: 'leg', leg });
    order.push({ kind: 'stop', stop });
  }
  for (; legIndex < day.legs.length; legIndex++) order.push({ kind: 'leg', leg: day.legs[legIndex]! });
  let last = 0;
  return order.map((step) => {
    let at = minutesOf(step.kind === 'leg' ? step.leg.depart : step.stop.start);
    while (at < last) at += 1440;
    last = at;
    return { ...step, at };
  });
}
