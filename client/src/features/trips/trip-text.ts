import { formatDate, formatLkr } from '../../lib/format';
import type { Locale } from '../../lib/i18n/i18n';
import type { TripsT } from './i18n';

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

/** The days of a trip, counting both the first and the last (12-21 January is 10 days), or null without both dates. */
export function tripDays(trip: Pick<TripSummary, 'startDate' | 'endDate'>): number | null {
  if (!trip.startDate || !trip.endDate) return null;
  return (
    Math.round((Date.parse(`${trip.endDate}T00:00:00Z`) - Date.parse(`${trip.startDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export const routeOf = (trip: TripSummary) => [trip.startingLocation, ...trip.stops, trip.finalDestination].join(' → ');
export const travelersText = (n: number, t: TripsT) => t('trip.travelers', { count: n });
export const budgetText = (budget: number, t: TripsT, locale: Locale) =>
  budget > 0 ? formatLkr(budget, locale) : t('trip.noBudget');

export function datesText(trip: TripSummary, t: TripsT, locale: Locale): string {
  const days = tripDays(trip);
  if (trip.startDate && trip.endDate)
    return `${formatDate(trip.startDate, locale)} – ${formatDate(trip.endDate, locale)} · ${t('trip.days', { count: days ?? 0 })}`;
  if (trip.startDate) return t('trip.from', { date: formatDate(trip.startDate, locale) });
  return t('trip.noDates');
}

/**
 * What "Plan this trip" hands the planner (router state `{ trip }`): From, To, stops, dates, travelers and budget, as
 * the planner's fields take them. A budget of 0 (none set) and missing dates leave the planner's defaults.
 */
export function plannerTrip(trip: TripSummary) {
  const days = tripDays(trip);
  return {
    from: trip.startingLocation,
    to: trip.finalDestination,
    stops: [...trip.stops],
    ...(trip.startDate ? { startDate: trip.startDate } : {}),
    ...(days !== null ? { days } : {}),
    travelers: trip.travelers,
    ...(trip.budget > 0 ? { budget: trip.budget } : {}),
  };
}
