import type { RateId } from '../../../planner/planner.module.js';
import type { Intent } from '../grounding.js';
import { roundLkr } from '../money.js';

/** The ways to pay by the km, as travellers name them, and the planner's rate for each. */
const MODES: readonly { words: readonly string[]; rate: RateId; name: string; perPerson: boolean }[] = [
  { words: ['tuktuk', 'three wheeler', 'threewheeler', 'trishaw', 'rickshaw', 'auto', 'tuk'], rate: 'transport.tuktuk', name: 'a tuk-tuk', perPerson: false },
  { words: ['van', 'minivan'], rate: 'transport.van', name: 'a van with driver', perPerson: false },
  { words: ['taxi', 'cab', 'car', 'driver', 'uber', 'chauffeur'], rate: 'transport.car', name: 'a car with driver', perPerson: false },
  { words: ['bus', 'buses'], rate: 'transport.bus', name: 'the bus', perPerson: true },
];
const PRICE = ['fare', 'fares', 'cost', 'costs', 'price', 'prices', 'how much', 'charge', 'pay', 'rate', 'rates', 'per km', 'expensive', 'cheap', 'rupees', 'lkr', 'budget'];

/**
 * "How much is a tuk-tuk from Colombo Fort to Galle Face?": the geo engine's road distance times the planner's per-km
 * rate (rates.json, with its year and source), said to be an estimate.
 */
export const fare: Intent = (q, g, money) => {
  const mode = MODES.find((m) => q.has(...m.words));
  if (!mode || !q.has(...PRICE)) return null;
  const rate = g.planner.rates.get(mode.rate)!;
  const basis = `${rate.what}: about ${money.lkr(rate.amountLkr)} ${rate.unit} (${rate.year}; ${rate.assumption.split('; ')[0]!.split('. ')[0]}).`;
  const source = `Source: ${rate.source}.`;
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const road = from && to ? g.journeys.road(from, to) : null;
  if (!from || !to || !road) return { text: `${basis} Agree the fare before you ride, or use a metered or app-booked ride. ${source}`, link: { label: 'Open the planner', href: '/planner' } };
  const estimate = roundLkr(Math.max(1, road.km) * rate.amountLkr);
  const who = mode.perPerson ? ' per person' : '';
  return {
    text: `${from.name} to ${to.name} by ${mode.name.replace(/^(a|the) /, '')} is roughly ${money.lkr(estimate)}${who} — an estimate: about ${road.km < 10 ? road.km.toFixed(1) : Math.round(road.km)} km by road (TripMate's geo engine) × ${money.lkr(rate.amountLkr)} ${rate.unit}, TripMate’s ${rate.year} rate. Agree the fare before you ride, or use a metered or app-booked ride (PickMe, Uber). ${source}`,
    link: { label: 'Open the planner', href: '/planner' },
  };
};

const TRAIN = ['train', 'trains', 'rail', 'railway', 'railways'];
const TRAIN_PRICE = ['fare', 'fares', 'cost', 'costs', 'price', 'prices', 'how much', 'charge', 'pay', 'ticket', 'tickets', 'rupees', 'lkr', 'expensive', 'cheap'];
const FIRST = ['first class', '1st class', 'first', 'observation', 'ac', 'air conditioned'];
const SECOND = ['second class', '2nd class', 'second'];
const THIRD = ['third class', '3rd class', 'third', 'unreserved'];

/**
 * "How much is the Kandy to Ella train ticket?": TripMate has no fare table for trains, only rough per-km figures
 * (rates.json, flagged among its least certain), so it says it does not know the fare, gives the rough guide with its
 * year and source, and where to check; with the journey's line and typical time when two places are named.
 */
export const trainFare: Intent = (q, g, money) => {
  if (!q.has(...TRAIN) || !q.has(...TRAIN_PRICE)) return null;
  const second = g.planner.rates.get('transport.train.second')!;
  const first = g.planner.rates.get('transport.train.first')!;
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const rail = from && to ? g.journeys.train(from, to) : null;
  const journey = from && to ? ` ${rail ? `${from.name} to ${to.name}: ${rail.charAt(0).toLowerCase()}${rail.slice(1)}` : `TripMate’s rail data has no train between ${from.name} and ${to.name}.`}` : '';
  const example = (rate: typeof first) => /\(e\.g\. ([^)]*)\)/.exec(rate.assumption)?.[1];
  const row = (rate: typeof first) => `${rate.what.replace(/^Train, /, '')} about ${money.lkr(rate.amountLkr)} ${rate.unit}${example(rate) ? ` (for example ${example(rate)})` : ''}`;
  const classes = q.has(...THIRD) ? [] : q.has(...FIRST) ? [first] : q.has(...SECOND) ? [second] : [second, first];
  const guide = classes.length
    ? `Its rough guide, TripMate’s ${second.year} estimate and among its least certain figures: ${classes.map(row).join('; ')}.`
    : `It has no figure for third class or unreserved seats beyond this: ${second.assumption.split('. ').find((s) => s.startsWith('Unreserved')) ?? 'they cost much less than reserved seats'}.`;
  return {
    text: `TripMate does not know the exact train fare${from && to ? ` from ${from.name} to ${to.name}` : ''}: Sri Lanka Railways’ fares differ by train and class and have been revised several times since 2022. ${guide}${journey} Check the current fare on Sri Lanka Railways’ e-ticketing site or at the station before you go. Source: ${second.source}.`,
    link: { label: 'Open the planner', href: '/planner' },
  };
};

/** Ways to travel TripMate keeps no price for, and who to ask instead. */
const UNPRICED: readonly { readonly words: readonly string[]; readonly name: string; readonly ask: string }[] = [
  { words: ['seaplane', 'sea plane', 'helicopter', 'heli'], name: 'seaplane or helicopter transfers', ask: 'the operator' },
  { words: ['flight', 'flights', 'fly', 'plane', 'airline', 'domestic flight'], name: 'flights', ask: 'the airline' },
  { words: ['ferry', 'ferries', 'boat', 'boats'], name: 'ferries and boat transfers', ask: 'the operator or at the jetty' },
  { words: ['scooter', 'scooters', 'motorbike', 'motorbikes', 'motorcycle', 'bike', 'bikes', 'bicycle', 'moped'], name: 'scooter, motorbike or bicycle hire', ask: 'the rental shop (and check that your licence is valid in Sri Lanka)' },
  { words: ['toll', 'tolls'], name: 'expressway tolls', ask: 'the toll booths or your driver' },
];

/**
 * "How much is a domestic flight to Jaffna?", "ferry to Delft price": a price for a way of travelling TripMate keeps no
 * price for is said to be unknown, with who to ask; the road and train times follow when two places are named.
 */
export const unpricedFare: Intent = (q, g) => {
  if (!q.has(...PRICE)) return null;
  const mode = UNPRICED.find((m) => q.has(...m.words));
  if (!mode) return null;
  const [from, to] = q.places.length >= 2 ? [q.places[0]!.place, q.places[1]!.place] : [null, null];
  const road = from && to ? g.journeys.road(from, to) : null;
  const rail = from && to ? g.journeys.train(from, to) : null;
  const known = [road?.text, rail].filter(Boolean).join(' ');
  return {
    text: `TripMate does not know the price of ${mode.name}: it keeps no fares for them. Check with ${mode.ask} before you go.${known ? ` What it does know: ${known}` : ''}`,
    link: { label: 'Open the planner', href: '/planner' },
  };
};
