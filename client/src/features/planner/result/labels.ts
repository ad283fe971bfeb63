import type { BudgetCategory, Comfort, TravelMode } from '../../../gql/graphql';

/** "tea-estate" as "Tea estate". */
export const categoryLabel = (category: string) => category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const MODE_LABELS: Record<TravelMode, string> = { BUS: 'Bus', CAR: 'Car', TRAIN: 'Train', TUKTUK: 'Tuk-tuk' };

/** In the order the budget is read: the big costs first, the buffer last. */
export const BUDGET_CATEGORIES: Record<BudgetCategory, { label: string; colour: string }> = {
  STAY: { label: 'Stay', colour: '#0f766e' },
  FOOD: { label: 'Food', colour: '#c2410c' },
  TRANSPORT: { label: 'Transport', colour: '#1d4ed8' },
  TICKETS: { label: 'Tickets', colour: '#7c3aed' },
  ACTIVITIES: { label: 'Activities', colour: '#be185d' },
  BUFFER: { label: 'Buffer', colour: '#4b5563' },
};

/** The schema's own words for each level. */
export const COMFORT_LABELS: Record<Comfort, { label: string; what: string }> = {
  BUDGET: { label: 'Budget', what: 'guesthouses, buses and trains' },
  MIDRANGE: { label: 'Mid-range', what: '3-star hotels and a car with driver' },
  COMFORT: { label: 'Comfort', what: '4-star or boutique hotels, a car with driver, first-class trains' },
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
