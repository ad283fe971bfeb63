import type { StayLevel } from '../../writer/catalogue.js';
import type { Intent } from '../grounding.js';

const STAY = [
  'guesthouse',
  'guest house',
  'guesthouses',
  'hotel',
  'hotels',
  'room',
  'rooms',
  'stay',
  'accommodation',
  'homestay',
  'villa',
  'hostel',
  'night',
  'lodging',
];
const PRICE = [
  'how much',
  'cost',
  'costs',
  'price',
  'prices',
  'rate',
  'rates',
  'expensive',
  'cheap',
  'budget',
  'pay',
  'charge',
  'typical',
];
const LEVELS: readonly StayLevel[] = ['stay.budget', 'stay.midrange', 'stay.comfort'];

/** "What does a guesthouse in Ella cost in December?": the planner's room rates (rates.json) times the town's price factor. */
export const stayPrice: Intent = (q, g, money, say) => {
  if (!q.has(...STAY) || !q.has(...PRICE) || q.has('list', 'register', 'tripmate', 'add my')) return null;
  const place = q.places[0]?.place;
  const base = place ? g.planner.bases.find((b) => b.placeId === place.id) : undefined;
  const factor = base?.stayFactor ?? 1;
  const lines = LEVELS.map((level) => {
    const rate = g.planner.rates.get(level)!;
    const range = /LKR ([\d,]+)-([\d,]+)/.exec(rate.assumption);
    const usual = range
      ? money.range(
          Math.round((Number(range[1]!.replace(',', '')) * factor) / 500) * 500,
          Math.round((Number(range[2]!.replace(',', '')) * factor) / 500) * 500,
        )
      : null;
    return say.stay.line({ level, price: money.lkr(Math.round((rate.amountLkr * factor) / 500) * 500), usual });
  });
  const year = g.planner.rates.get('stay.budget')!.year;
  return {
    text: say.stay.answer({
      town: base && place ? { name: g.placeName(place, say), factor } : null,
      year,
      lines,
      highSeason: q.months.some((m) => m === 12 || m === 1),
    }),
    link: { label: say.links.planner, href: '/planner' },
  };
};
