import { formatDate, formatLkr } from '../../lib/format';

/** The few fields of a trip that describe it to a person. */
export type TripSummary = {
  startingLocation: string;
  stops: readonly string[];
  finalDestination: string;
  travelers: number;
  startDate: string | null;
  endDate: string | null;
  budget: number;
};


/** Whole days from the start date to the end date, or null without both. */
export function tripDays(trip: Pick<TripSummary, 'startDate' | 'endDate'>): number | null {
  if (!trip.startDate || !trip.endDate) return null;
  return Math.round((Date.parse(`${trip.endDate}T00:00:00Z`) - Date.parse(`${trip.startDate}T00:00:00Z`)) / 86_400_000);
}

export const routeOf = (trip: TripSummary) => [trip.startingLocation, ...trip.stops, trip.finalDestination].join(' → ');
export const travelersText = (n: number) => `${n} ${n === 1 ? 'traveler' : 'travelers'}`;
export const budgetText = (budget: number) => (budget > 0 ? formatLkr(budget) : 'No budget set');

export function datesText(trip: TripSummary): string {
  const days = tripDays(trip);
  if (trip.startDate && trip.endDate) return `${formatDate(trip.startDate)} – ${formatDate(trip.endDate)} · ${days} ${days === 1 ? 'day' : 'days'}`;
  if (trip.startDate) return `From ${formatDate(trip.startDate)}`;
  return 'Dates not set';
}

/** What "Plan this trip" hands the planner as `tripQuery`: the trip in words it can read. */
export function plannerQuery(trip: TripSummary): string {
  const via = trip.stops.length ? ` via ${trip.stops.join(', ')}` : '';
  const days = tripDays(trip);
  const when = trip.startDate && trip.endDate ? `, ${trip.startDate} to ${trip.endDate} (${days} days)` : '';
  const budget = trip.budget > 0 ? `, budget LKR ${trip.budget}` : '';
  return `From ${trip.startingLocation} to ${trip.finalDestination}${via}, ${travelersText(trip.travelers)}${when}${budget}.`;
}
