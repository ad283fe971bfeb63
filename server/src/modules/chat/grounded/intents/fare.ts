import { tuktukFare, type RateId } from '../../../planner/planner.module.js';
import type { FareMode, UnpricedMode } from '../../writer/catalogue.js';
import type { Intent } from '../grounding.js';
import { roundLkr } from '../money.js';

/** The ways to pay by the km, as travellers name them, and the planner's rate for each. */
const MODES: readonly { words: readonly string[]; rate: RateId; mode: FareMode; perPerson: boolean }[] = [
  {
    words: ['tuktuk', 'three wheeler', 'threewheeler', 'trishaw', 'rickshaw', 'auto', 'tuk'],
    rate: 'transport.tuktuk',
    mode: 'tuktuk',
    perPerson: false,
  },
  { words: ['van', 'minivan'], rate: 'transport.van', mode: 'van', perPerson: false },
  {
    words: ['taxi', 'cab', 'car', 'driver', 'uber', 'chauffeur'],
    rate: 'transport.car',
    mode: 'car',
    perPerson: false,
  },
  { words: ['bus', 'buses'], rate: 'transport.bus', mode: 'bus', perPerson: true },
];
const PRICE = [
  'fare',
  'fares',
  'cost',
  'costs',
  'price',
  'prices',
  'how much',
  'charge',
  'pay',
  'rate',
  'rates',
  'per km',
  'expensive',
  'cheap',
  'rupees',
  'lkr',
  'budget',
];

/**
 * "How much is a tuk-tuk from Colombo Fort to Galle Face?": the geo engine's road distance priced by the planner's
 * rates (rates.json, with their year and citation), said to be an estimate; a tuk-tuk by its fare table (the meter's
 * first km and each km after, never under the minimum, the tourist quotes for the distance), as the plans count it.
 */
export const fare: Intent = (q, g, money, say) => {
  const mode = MODES.find((m) => q.has(...m.words));
  if (!mode || !q.has(...PRICE)) return null;
  const rate = g.planner.rates.get(mode.rate)!;
  const unit = say.data(rate.unit);
  const source = say.fare.source(say.data(rate.citation));
  const link = { label: say.links.planner, href: '/planner' };
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const road = from && to ? g.journeys.road(from, to) : null;
  if (rate.fare) {
    const table = rate.fare;
    const [year, month] = table.asOf.split('-').map(Number) as [number, number];
    // The tariff's figures plain; the traveller's currency goes beside the one amount the answer gives.
    const plain = (amount: number) => `LKR ${say.money.amount(amount)}`;
    const tariff = {
      first: plain(table.firstKmLkr),
      perKm: plain(table.perKmAfterLkr),
      asOf: say.money.asOf({ year, month }),
    };
    const note = say.data(rate.assumption.split('. ')[0]!);
    if (!from || !to || !road) {
      const short = table.touristQuotes.find((b) => b.fromKm === 0);
      const quote = short
        ? { range: `LKR ${say.money.amount(short.fromLkr)}–${say.money.amount(short.toLkr)}`, km: short.toKm ?? 0 }
        : null;
      return {
        text: `${say.fare.tuktukTable({ what: say.data(rate.what), note, ...tariff, minimum: money.lkr(table.minimumLkr), quote })} ${say.fare.agree} ${source}`,
        link,
      };
    }
    const ride = tuktukFare(table, road.km);
    const raised = ride.countedLkr > ride.meterLkr;
    const quote = ride.touristQuote
      ? `LKR ${say.money.amount(ride.touristQuote.fromLkr)}–${say.money.amount(ride.touristQuote.toLkr)}`
      : null;
    return {
      text: say.fare.tuktuk({
        from: g.placeName(from, say),
        to: g.placeName(to, say),
        km: road.km,
        estimate: money.lkr(ride.countedLkr),
        meter: plain(ride.meterLkr),
        ...tariff,
        minimum: raised ? plain(table.minimumLkr) : null,
        quote,
        source,
      }),
      link,
    };
  }
  if (!from || !to || !road) {
    const basis = say.fare.basis({
      what: say.data(rate.what),
      price: money.lkr(rate.amountLkr),
      unit,
      year: rate.year,
      note: say.data(rate.assumption.split('; ')[0]!.split('. ')[0]!),
    });
    return { text: `${basis} ${say.fare.agree} ${source}`, link };
  }
  const estimate = roundLkr(Math.max(1, road.km) * rate.amountLkr);
  return {
    text: say.fare.route({
      from: g.placeName(from, say),
      to: g.placeName(to, say),
      mode: mode.mode,
      estimate: money.lkr(estimate),
      perPerson: mode.perPerson,
      km: road.km,
      rate: `LKR ${say.money.amount(rate.amountLkr)}`,
      unit,
      year: rate.year,
      source,
    }),
    link,
  };
};

const TRAIN = ['train', 'trains', 'rail', 'railway', 'railways'];
const TRAIN_PRICE = [
  'fare',
  'fares',
  'cost',
  'costs',
  'price',
  'prices',
  'how much',
  'charge',
  'pay',
  'ticket',
  'tickets',
  'rupees',
  'lkr',
  'expensive',
  'cheap',
];
const FIRST = ['first class', '1st class', 'first', 'observation', 'ac', 'air conditioned'];
const SECOND = ['second class', '2nd class', 'second'];
const THIRD = ['third class', '3rd class', 'third', 'unreserved'];

/**
 * "How much is the Kandy to Ella train ticket?": TripMate has no fare table for trains, only rough per-km figures
 * (rates.json, flagged among its least certain), so it says it does not know the fare, gives the rough guide with its
 * year and source, and where to check; with the journey's line and typical time when two places are named.
 */
export const trainFare: Intent = (q, g, money, say) => {
  if (!q.has(...TRAIN) || !q.has(...TRAIN_PRICE)) return null;
  const second = g.planner.rates.get('transport.train.second')!;
  const first = g.planner.rates.get('transport.train.first')!;
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const example = (rate: typeof first) => /\(e\.g\. ([^)]*)\)/.exec(rate.assumption)?.[1];
  const row = (rate: typeof first) => {
    const given = example(rate);
    return say.fare.trainRow({
      what: say.data(rate.what.replace(/^Train, /, '')),
      price: money.lkr(rate.amountLkr),
      unit: say.data(rate.unit),
      example: given ? say.data(given) : null,
    });
  };
  const classes = q.has(...THIRD) ? [] : q.has(...FIRST) ? [first] : q.has(...SECOND) ? [second] : [second, first];
  const unreserved = second.assumption.split('. ').find((s) => s.startsWith('Unreserved'));
  return {
    text: say.fare.train({
      from: from ? g.placeName(from, say) : null,
      to: to ? g.placeName(to, say) : null,
      rows: classes.map(row),
      year: second.year,
      unreserved: unreserved ? say.data(unreserved) : null,
      journey: from && to ? { rail: g.journeys.train(from, to, say) } : null,
      source: say.fare.source(say.data(second.citation)),
    }),
    link: { label: say.links.planner, href: '/planner' },
  };
};

/** Ways to travel TripMate keeps no price for, and who to ask instead. */
const UNPRICED: readonly { readonly words: readonly string[]; readonly mode: UnpricedMode }[] = [
  { words: ['seaplane', 'sea plane', 'helicopter', 'heli'], mode: 'air-charter' },
  { words: ['flight', 'flights', 'fly', 'plane', 'airline', 'domestic flight'], mode: 'flight' },
  { words: ['ferry', 'ferries', 'boat', 'boats'], mode: 'ferry' },
  {
    words: ['scooter', 'scooters', 'motorbike', 'motorbikes', 'motorcycle', 'bike', 'bikes', 'bicycle', 'moped'],
    mode: 'hire',
  },
  { words: ['toll', 'tolls'], mode: 'toll' },
];

/**
 * "How much is a domestic flight to Jaffna?", "ferry to Delft price": a price for a way of travelling TripMate keeps no
 * price for is said to be unknown, with who to ask; the road and train times follow when two places are named.
 */
export const unpricedFare: Intent = (q, g, _money, say) => {
  if (!q.has(...PRICE)) return null;
  const mode = UNPRICED.find((m) => q.has(...m.words));
  if (!mode) return null;
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const road = from && to ? g.journeys.road(from, to, say) : null;
  const rail = from && to ? g.journeys.train(from, to, say) : null;
  const known = [road?.text, rail].filter(Boolean).join(' ');
  return {
    text: say.fare.unpriced({ mode: mode.mode, known: known || null }),
    link: { label: say.links.planner, href: '/planner' },
  };
};
