import { roomsFor } from './engine/pricing.js';
import { BudgetCategory, RequestedBy, type PlanBase, type StayBudget, type TripPlan } from './plan.types.js';

/**
 * A plan as stored, with the fields later versions of TripMate added filled in, so a plan saved before them still
 * answers every non-null field (a day's warnings came with editing: an older plan has none). A ticket of LKR 0 in an older plan meant "free or not known", so it reads as unknown.
 */
export function upgradeStoredPlan(plan: TripPlan): TripPlan {
  type Stored = { -readonly [K in keyof TripPlan]?: unknown } & TripPlan;
  const p = plan as Stored;
  return {
    ...p,
    dayPlans: p.dayPlans.map((d) => ({
      ...d,
      warnings: d.warnings ?? [],
      stops: d.stops.map((s) => ({ ...s, ticketPriceKnown: s.ticketPriceKnown ?? s.ticketsLkr > 0 })),
    })),
    budget: {
      ...p.budget,
      overByLkr: p.budget.overByLkr ?? Math.max(0, p.budget.totalLkr - p.budget.requestedLkr),
      fitsInDays: p.budget.fitsInDays ?? null,
      fitsInDaysTotalLkr: p.budget.fitsInDaysTotalLkr ?? null,
      unknownFees: p.budget.unknownFees ?? [],
      lines: p.budget.lines.map((l) => ({ ...l, priceKnown: l.priceKnown ?? true, fee: l.fee ?? null })),
    },
    customPlaces: p.customPlaces.map((c) => ({ ...c, requestedBy: c.requestedBy ?? RequestedBy.PICKED })),
    bases: p.bases.map((b) => ({ ...b, stayBudget: stayBudgetAt(b, p) })),
  };
}

/**
 * What the party's budget allows for one room a night at a base: the plan's own price of a room there (its nights'
 * stay lines, per room), scaled by the traveller's budget over the plan's total. A budget twice what the plan costs
 * allows rooms twice the price; one short of it, cheaper rooms. Null when the plan prices no night at the base.
 */
function stayBudgetAt(base: PlanBase, plan: TripPlan): StayBudget | null {
  const nightsHere = new Set(plan.dayPlans.filter((d) => d.base.id === base.place.id).map((d) => d.day));
  const stays = plan.budget.lines.filter(
    (l) => l.category === BudgetCategory.STAY && l.day !== null && nightsHere.has(l.day),
  );
  if (stays.length === 0 || plan.budget.totalLkr <= 0) return null;
  const rooms = roomsFor(plan.people);
  const roomNight = stays.reduce((sum, l) => sum + l.amountLkr, 0) / stays.length / rooms;
  return { rooms, perRoomPerNightLkr: Math.round((roomNight * plan.budget.requestedLkr) / plan.budget.totalLkr) };
}
