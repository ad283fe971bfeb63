import type { BudgetCategory, Comfort, Interest, TravelMode } from '../../../gql/graphql';
import type { PlannerKey, PlannerT } from '../i18n';

/** The sights' categories the planner's catalogue names ("tea-estate": "Tea estate", "තේ වත්ත", "தேயிலைத் தோட்டம்"). */
const ATTRACTION_CATEGORIES = new Set([
  'ancient-city',
  'temple',
  'beach',
  'national-park',
  'waterfall',
  'viewpoint',
  'tea-estate',
  'hike',
  'museum',
]);

/** A sight's category in the reader's language; one the catalogue does not know yet as its words ("tea-estate" as "Tea estate"). */
export const categoryLabel = (t: PlannerT, category: string) =>
  ATTRACTION_CATEGORIES.has(category)
    ? t(`attractionCategory.${category}` as PlannerKey)
    : category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A plan's interest tag in the reader's language ("Beaches", "වෙරළ", "கடற்கரைகள்"). */
export const interestLabel = (t: PlannerT, interest: Interest) => t(`interest.${interest}`);

/** Each way of travel's name in the planner's catalogue. */
export const MODE_LABELS: Record<TravelMode, PlannerKey> = {
  BUS: 'mode.bus',
  CAR: 'mode.car',
  TRAIN: 'mode.train',
  TUKTUK: 'mode.tuktuk',
};

/** In the order the budget is read: the big costs first, the buffer last. */
export const BUDGET_CATEGORIES: Record<BudgetCategory, { label: PlannerKey; colour: string }> = {
  STAY: { label: 'category.stay', colour: '#0f766e' },
  FOOD: { label: 'category.food', colour: '#c2410c' },
  TRANSPORT: { label: 'category.transport', colour: '#1d4ed8' },
  TICKETS: { label: 'category.tickets', colour: '#7c3aed' },
  ACTIVITIES: { label: 'category.activities', colour: '#be185d' },
  BUFFER: { label: 'category.buffer', colour: '#4b5563' },
};

/** The levels from the cheapest up. */
export const COMFORT_LEVELS: readonly Comfort[] = ['BUDGET', 'MIDRANGE', 'COMFORT'];

/** The schema's own words for each level. */
export const COMFORT_LABELS: Record<Comfort, { label: PlannerKey; what: PlannerKey }> = {
  BUDGET: { label: 'comfort.budget', what: 'comfort.budgetWhat' },
  MIDRANGE: { label: 'comfort.midrange', what: 'comfort.midrangeWhat' },
  COMFORT: { label: 'comfort.comfort', what: 'comfort.comfortWhat' },
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
