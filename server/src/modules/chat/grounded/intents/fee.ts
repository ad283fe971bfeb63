import type { AttractionRecord } from '../../../geo/geo.module.js';
import type { FeeRecord, ResidencyId } from '../../../planner/planner.module.js';
import type { Question } from '../question.js';
import type { Grounding, Intent } from '../grounding.js';
import type { Money } from '../money.js';

const ABOUT_FEES = ['fee', 'fees', 'ticket', 'tickets', 'entry', 'entrance', 'admission', 'pay to', 'free', 'get in', 'get into'];
/** Asks a price, but of a ticket only when the place named is a sight itself (not "a day in Ella"). */
const PRICE_WORDS = ['how much', 'cost', 'costs', 'price', 'prices', 'pay', 'pays', 'charge', 'charged'];
const ASKS_A_PRICE = ['cost to', 'costs to', 'price to', 'how much is', 'how much does', 'how much to', 'how much for', 'price of', 'cost of', 'charge'];

function price(amount: number | null, currency: 'LKR' | 'USD', money: Money): string {
  if (amount === null) return 'not known';
  if (amount === 0) return 'free';
  return currency === 'USD' ? money.usd(amount) : money.lkr(amount);
}

/** Who a ticket is asked for: residency (FOREIGN, SAARC, RESIDENT) and whether a child's price is asked. */
export type Payer = { readonly residency: ResidencyId; readonly child: boolean; readonly age?: number };

const RESIDENT_WORDS = ['resident', 'residents', 'local', 'locals', 'sri lankan', 'sri lankans', 'srilankan', 'srilankans', 'citizen', 'citizens', 'nic', 'national id'];
const SAARC_STEMS = ['saarc', 'india', 'pakistan', 'bangladesh', 'nepal', 'bhutan', 'maldiv', 'afghan'];
const CHILD_STEMS = ['child', 'kid', 'toddler', 'baby', 'babies', 'infant', 'son', 'daughter', 'teen', 'boy', 'girl'];

/** "for Sri Lankans", "SAARC nationals", "for kids": whose price a fee question asks, foreign adults unless it says. */
export function payerOf(q: Question): Payer {
  const residency: ResidencyId = q.hasStem(...SAARC_STEMS) ? 'SAARC' : q.has(...RESIDENT_WORDS) ? 'RESIDENT' : 'FOREIGN';
  const age = /\b(\d{1,2}) ?(?:year|years|yr|yrs) old\b|\baged? (\d{1,2})\b/.exec(q.text);
  const years = age ? Number(age[1] ?? age[2]) : undefined;
  if (years !== undefined && years < 18) return { residency, child: true, age: years };
  return { residency, child: q.hasStem(...CHILD_STEMS) || q.has('under 12') };
}

const WHO: Record<ResidencyId, string> = { FOREIGN: 'a foreign', SAARC: 'a SAARC national’s', RESIDENT: 'a Sri Lankan resident’s' };
const WHO_PAYS: Record<ResidencyId, string> = { FOREIGN: 'Foreign', SAARC: 'SAARC national', RESIDENT: 'Sri Lankan resident' };
/** "foreign adults", "Sri Lankan resident children". */
const whomOf = (payer: Payer) => `${payer.residency === 'FOREIGN' ? 'foreign' : WHO_PAYS[payer.residency]} ${payer.child ? 'children' : 'adults'}`;

/** The price for who asked, said first: a known price, free, or that TripMate does not know it. */
function forPayer(name: string, row: FeeRecord, payer: Payer, money: Money): string {
  const group = row.prices[payer.residency];
  const ages = row.children ? ` (${row.children.freeUnder}–${row.children.childUpTo}; under ${row.children.freeUnder} free)` : '';
  const whom = whomOf(payer);
  // An age the question gives: under the free age enters free; over the child band pays as an adult.
  if (payer.age !== undefined && row.children && payer.age < row.children.freeUnder) return `A child of ${payer.age} enters ${name} free: children under ${row.children.freeUnder} do not pay.`;
  if (payer.age !== undefined && row.children && payer.age > row.children.childUpTo) return forPayer(name, row, { residency: payer.residency, child: false }, money).replace(/ adult pays/, ` visitor of ${payer.age} pays the adult price,`);
  const amount = payer.child ? group.child : group.adult;
  if (amount === null) return `TripMate does not know the price of a ticket to ${name} for ${whom}: the curator does not remember it.`;
  if (amount === 0) return `${WHO_PAYS[payer.residency]} ${payer.child ? 'children enter' : 'visitors enter'} ${name} free.`;
  const tax = group.taxPercent ? ` plus ${group.taxPercent}% VAT at the gate` : '';
  return `${capitalise(WHO[payer.residency]).replace(/’s$/, '')} ${payer.child ? `child${ages}` : 'adult'} pays ${price(amount, group.currency, money)}${tax} for ${name}.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fromRow(name: string, row: FeeRecord, money: Money, payer: Payer = { residency: 'FOREIGN', child: false }): string {
  const foreign = row.prices.FOREIGN;
  const adult = price(foreign.adult, foreign.currency, money);
  const source = `Source: ${row.issuer}, ${row.year} figure, recalled by TripMate’s curator rather than fetched (confidence ${row.confidence}); check the current price before you go.`;
  if (payer.residency !== 'FOREIGN' || payer.child) {
    // The price for who asked leads; the foreign adult price follows for comparison.
    const lead = forPayer(name, row, payer, money);
    const comparison = payer.residency === 'FOREIGN' && !payer.child ? '' : foreign.adult === null ? '' : foreign.adult === 0 ? ' Foreign adults enter free.' : ` For comparison, a foreign adult pays ${adult}.`;
    return `${lead}${comparison} ${row.note} ${source}`;
  }
  if (foreign.adult === 0) return `${name} is free to enter (${row.note}) — ${row.issuer}, ${row.year}.`;
  if (foreign.adult === null) return `TripMate does not know the current price of a ticket to ${name}: ${row.note} Charged by ${row.issuer}; check at the gate.`;
  const tax = foreign.taxPercent ? ` plus ${foreign.taxPercent}% VAT at the gate` : '';
  const child = foreign.child !== null && row.children ? ` A child ${row.children.freeUnder}–${row.children.childUpTo} pays ${price(foreign.child, foreign.currency, money)}; under ${row.children.freeUnder} free.` : '';
  return `A foreign adult ticket to ${name} is ${adult}${tax}.${child} ${row.note} ${source}`;
}

function fromAttraction(a: AttractionRecord, money: Money, payer: Payer = { residency: 'FOREIGN', child: false }): string {
  if (!a.entryFee) return `TripMate does not know the entry fee for ${a.name}; check locally before you go.`;
  if (a.entryFee.amount === 0) return `${a.name} is free to enter (TripMate’s attraction data, ${a.entryFee.year}).`;
  const foreign = `Entry to ${a.name} is ${price(a.entryFee.amount, a.entryFee.currency, money)} for a foreign adult (${a.entryFee.year}, approximate). ${a.entryFee.note}`.trim();
  if (payer.residency === 'FOREIGN' && !payer.child) return foreign;
  return `TripMate does not know the price for ${whomOf(payer)} at ${a.name}; it knows only the foreign adult price. ${foreign}`;
}

/** A sight's ticket: the planner's fee table (fees.json) with its year, source and confidence, else the attraction data. */
export function feeAnswer(g: Grounding, sight: AttractionRecord, money: Money, payer?: Payer): string {
  const row = g.planner.fees.get(sight.id);
  return row ? fromRow(sight.name, row, money, payer) : fromAttraction(sight, money, payer);
}

/** "How much is the Sigiriya ticket?": the planner's fee table (fees.json), unknown prices said to be unknown. */
export const fee: Intent = (q, g, money) => {
  const ownSight = q.places.find((p) => p.place.attractionId)?.attraction;
  const payer = payerOf(q);
  const forSomeone = payer.residency !== 'FOREIGN' || payer.child;
  const notADay = !q.has('day', 'a day', 'per day', 'budget');
  const anySight = q.places.some((p) => p.attraction);
  const asked = q.has(...ABOUT_FEES) || (ownSight && q.has(...ASKS_A_PRICE) && notADay) || (forSomeone && anySight && q.has(...PRICE_WORDS) && notADay);
  if (!asked || q.has('train', 'bus', 'tuktuk', 'taxi', 'visa', 'eta')) return null;
  // "Tissa to Yala entrance, how far?" is a journey.
  if (q.places.length >= 2 && q.has('how far', 'how long', 'distance', 'drive', 'driving', 'km', 'get from', 'get to')) return null;
  const sight = q.places.map((p) => p.attraction).find((a): a is AttractionRecord => a !== null);
  if (!sight) return null;
  return { text: feeAnswer(g, sight, money, payer), link: { label: 'Open the planner', href: '/planner' } };
};
