import type { PlannerFields } from './PlannerForm';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): string | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? String(value) : undefined);

/**
 * The planner's fields from the router state another page hands over: `{ trip: { from, to, stops, startDate,
 * days, travelers, budget, notes } }` (the dashboard's "Plan this trip"), or the older `{ tripQuery }`, which fills
 * Notes. Whatever is missing or malformed keeps the form's default.
 */
export function plannerPrefillOf(state: unknown): Partial<PlannerFields> {
  if (!state || typeof state !== 'object') return {};
  if ('tripQuery' in state && typeof state.tripQuery === 'string') return { notes: state.tripQuery };
  if (!('trip' in state) || !state.trip || typeof state.trip !== 'object') return {};
  const trip = state.trip as Record<string, unknown>;
  const fields: Partial<PlannerFields> = {
    from: text(trip.from),
    to: text(trip.to),
    stops: Array.isArray(trip.stops) ? trip.stops.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : undefined,
    startDate: text(trip.startDate),
    days: count(trip.days),
    travelers: count(trip.travelers),
    budget: count(trip.budget),
    notes: text(trip.notes),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
