import { describedTrip } from './describe-trip';
import type { PlannerFields } from './PlannerForm';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : undefined;
const defined = (fields: Partial<PlannerFields>): Partial<PlannerFields> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

/**
 * The planner's fields from its address, which survives signing in on the way (a guide's "Plan Your Trip" opens
 * `/planner?to=Kandy`; the home page's "Describe your trip" opens `/planner?trip=…`, read by `describedTrip`), and
 * from the router state another page hands over: `{ trip: { from, to, stops, startDate, days, travelers, budget,
 * notes } }` (the dashboard's "Plan this trip"), or the older `{ tripQuery }`, read as a description. Whatever is
 * missing or malformed keeps the form's default.
 */
export function plannerPrefillOf(state: unknown, search = '', today?: Date): Partial<PlannerFields> {
  const query = new URLSearchParams(search);
  const described = query.get('trip');
  const from = query.get('from');
  const to = query.get('to');
  return {
    ...(described?.trim() ? describedTrip(described, today) : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...fromState(state, today),
  };
}

function fromState(state: unknown, today?: Date): Partial<PlannerFields> {
  if (!state || typeof state !== 'object') return {};
  if ('tripQuery' in state && typeof state.tripQuery === 'string')
    return state.tripQuery.trim() ? describedTrip(state.tripQuery, today) : { notes: state.tripQuery };
  if (!('trip' in state) || !state.trip || typeof state.trip !== 'object') return {};
  const trip = state.trip as Record<string, unknown>;
  return defined({
    from: text(trip.from),
    to: text(trip.to),
    stops: Array.isArray(trip.stops)
      ? trip.stops.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      : undefined,
    startDate: text(trip.startDate),
    days: count(trip.days),
    travelers: count(trip.travelers),
    budget: count(trip.budget),
    notes: text(trip.notes),
  });
}
