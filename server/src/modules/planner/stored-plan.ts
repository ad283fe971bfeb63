import { RequestedBy, type TripPlan } from './plan.types.js';

/**
 * A plan as stored, with the fields later versions of TripMate added filled in, so a plan saved before them still
 * answers every non-null field. A ticket of LKR 0 in an older plan meant "free or not known", so it reads as unknown.
 */
export function upgradeStoredPlan(plan: TripPlan): TripPlan {
  type Stored = { -readonly [K in keyof TripPlan]?: unknown } & TripPlan;
  const p = plan as Stored;
  return {
    ...p,
    dayPlans: p.dayPlans.map((d) => ({ ...d, stops: d.stops.map((s) => ({ ...s, ticketPriceKnown: s.ticketPriceKnown ?? s.ticketsLkr > 0 })) })),
    budget: { ...p.budget, unknownFees: p.budget.unknownFees ?? [], lines: p.budget.lines.map((l) => ({ ...l, priceKnown: l.priceKnown ?? true })) },
    customPlaces: p.customPlaces.map((c) => ({ ...c, requestedBy: c.requestedBy ?? RequestedBy.PICKED })),
  };
}
