import type { RateId } from '../../../planner/planner.module.js';
import type { Intent } from '../grounding.js';

const STAY = ['guesthouse', 'guest house', 'guesthouses', 'hotel', 'hotels', 'room', 'rooms', 'stay', 'accommodation', 'homestay', 'villa', 'hostel', 'night', 'lodging'];
const PRICE = ['how much', 'cost', 'costs', 'price', 'prices', 'rate', 'rates', 'expensive', 'cheap', 'budget', 'pay', 'charge', 'typical'];
const LEVELS: readonly [RateId, string][] = [
  ['stay.budget', 'budget guesthouse or homestay'],
  ['stay.midrange', 'mid-range hotel or good guesthouse'],
  ['stay.comfort', 'comfort (4-star) hotel'],
];
const PEAK = 'Peak weeks cost more than these figures: Christmas–New Year on the south and west coasts, Kandy during the Esala Perahera (July–August), Nuwara Eliya in April.';

/** "What does a guesthouse in Ella cost in December?": the planner's room rates (rates.json) times the town's price factor. */
export const stayPrice: Intent = (q, g, money) => {
  if (!q.has(...STAY) || !q.has(...PRICE) || q.has('list', 'register', 'tripmate', 'add my')) return null;
  const place = q.places[0]?.place;
  const base = place ? g.planner.bases.find((b) => b.placeId === place.id) : undefined;
  const factor = base?.stayFactor ?? 1;
  const lines = LEVELS.map(([id, label]) => {
    const rate = g.planner.rates.get(id)!;
    const range = /LKR ([\d,]+)-([\d,]+)/.exec(rate.assumption);
    const usual = range ? `, usually ${money.range(Math.round((Number(range[1]!.replace(',', '')) * factor) / 500) * 500, Math.round((Number(range[2]!.replace(',', '')) * factor) / 500) * 500)}` : '';
    return `${label} about ${money.lkr(Math.round((rate.amountLkr * factor) / 500) * 500)}${usual}`;
  });
  const year = g.planner.rates.get('stay.budget')!.year;
  const where = base ? `in ${base.name} (TripMate’s price factor for the town: ${factor})` : 'in Sri Lanka';
  const season = q.months.some((m) => m === 12 || m === 1) ? ' December and January are the high season on the south and west coasts, so book early.' : '';
  return {
    text: `A double room ${where}, per night with breakfast, at TripMate’s ${year} rates: ${lines.join('; ')}.${season} ${PEAK} These are typical prices from listings and traveller reports, approximate, not quotes.`,
    link: { label: 'Open the planner', href: '/planner' },
  };
};
