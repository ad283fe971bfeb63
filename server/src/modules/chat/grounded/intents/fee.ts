import type { AttractionRecord } from '../../../geo/geo.module.js';
import type { FeeRecord, ResidencyId } from '../../../planner/planner.module.js';
import type { Question } from '../question.js';
import type { Grounding, Intent } from '../grounding.js';
import type { Money } from '../money.js';
import type { ChatMessages } from '../../writer/catalogue.js';
import { sayIn } from '../../writer/languages.js';
import { isSafeLink, type ChatLink } from '../../builtin-assistant.js';

const ABOUT_FEES = [
  'fee',
  'fees',
  'ticket',
  'tickets',
  'entry',
  'entrance',
  'admission',
  'pay to',
  'free',
  'get in',
  'get into',
];
/** Asks a price, but of a ticket only when the place named is a sight itself (not "a day in Ella"). */
const PRICE_WORDS = ['how much', 'cost', 'costs', 'price', 'prices', 'pay', 'pays', 'charge', 'charged'];
const ASKS_A_PRICE = [
  'cost to',
  'costs to',
  'price to',
  'how much is',
  'how much does',
  'how much to',
  'how much for',
  'price of',
  'cost of',
  'charge',
];

function price(amount: number | null, currency: 'LKR' | 'USD', money: Money, say: ChatMessages): string {
  if (amount === null) return say.fee.price({ kind: 'unknown' });
  if (amount === 0) return say.fee.price({ kind: 'free' });
  return say.fee.price({ kind: 'known', text: currency === 'USD' ? money.usd(amount) : money.lkr(amount) });
}

/** Who a ticket is asked for: residency (FOREIGN, SAARC, RESIDENT) and whether a child's price is asked. */
export type Payer = { readonly residency: ResidencyId; readonly child: boolean; readonly age?: number };

const RESIDENT_WORDS = [
  'resident',
  'residents',
  'local',
  'locals',
  'sri lankan',
  'sri lankans',
  'srilankan',
  'srilankans',
  'citizen',
  'citizens',
  'nic',
  'national id',
];
const SAARC_STEMS = ['saarc', 'india', 'pakistan', 'bangladesh', 'nepal', 'bhutan', 'maldiv', 'afghan'];
const CHILD_STEMS = ['child', 'kid', 'toddler', 'baby', 'babies', 'infant', 'son', 'daughter', 'teen', 'boy', 'girl'];

/** "for Sri Lankans", "SAARC nationals", "for kids": whose price a fee question asks, foreign adults unless it says. */
export function payerOf(q: Question): Payer {
  const residency: ResidencyId = q.hasStem(...SAARC_STEMS)
    ? 'SAARC'
    : q.has(...RESIDENT_WORDS)
      ? 'RESIDENT'
      : 'FOREIGN';
  const age = /\b(\d{1,2}) ?(?:year|years|yr|yrs) old\b|\baged? (\d{1,2})\b/.exec(q.text);
  const years = age ? Number(age[1] ?? age[2]) : undefined;
  if (years !== undefined && years < 18) return { residency, child: true, age: years };
  return { residency, child: q.hasStem(...CHILD_STEMS) || q.has('under 12') };
}

/** The price for who asked, said first: a known price, free, or that TripMate does not know it. */
function forPayer(name: string, row: FeeRecord, payer: Payer, money: Money, say: ChatMessages): string {
  const group = row.prices[payer.residency];
  const children = group.children ?? row.children;
  const band = children ? { freeUnder: children.freeUnder, upTo: children.childUpTo } : null;
  // An age the question gives: under the free age enters free; over the child band pays as an adult.
  if (payer.age !== undefined && children && payer.age < children.freeUnder)
    return say.fee.freeChild({ age: payer.age, place: name, freeUnder: children.freeUnder });
  const older =
    payer.age !== undefined && children !== undefined && children !== null && payer.age > children.childUpTo;
  const child = payer.child && !older;
  const amount = child ? group.child : group.adult;
  if (amount === null) return say.fee.unknownFor({ place: name, residency: payer.residency, child });
  if (amount === 0) return say.fee.freeFor({ place: name, residency: payer.residency, child });
  const tax = group.taxPercent || null;
  const text = price(amount, group.currency, money, say);
  if (older) return say.fee.olderChild({ age: payer.age!, residency: payer.residency, place: name, price: text, tax });
  return say.fee.pays({ place: name, residency: payer.residency, child, band, price: text, tax });
}

/** Where the row's figure comes from: its first page, with the figure's year and how sure it is; or that none was found. */
function sourceLine(row: FeeRecord, say: ChatMessages): string {
  const first = row.sources[0];
  const source =
    first && !row.noSourceFound
      ? say.fee.source({
          publisher: first.publisher,
          date: first.date,
          url: first.url,
          year: row.year,
          confidence: row.confidence,
          about: row.confidence === 'low',
        })
      : say.fee.noSource;
  const charge = row.serviceCharge;
  return charge
    ? `${say.fee.serviceCharge({ from: `${charge.currency} ${charge.from}`, to: String(charge.to) })} ${source}`
    : source;
}

/** The links under a fee answer: the page the figure was read from (when it is https), and the report of a wrong price naming the row. */
export function feeLinks(g: Grounding, sight: AttractionRecord, say: ChatMessages = sayIn('en')): ChatLink[] {
  const row = g.planner.fees.get(sight.id);
  if (!row) return [];
  const first = row.noSourceFound ? undefined : row.sources[0];
  const page = first && isSafeLink(first.url) ? [{ label: say.links.feeSource(first.publisher), href: first.url }] : [];
  return [...page, { label: say.links.reportPrice, href: `/feedback?fee=${encodeURIComponent(row.attractionId)}` }];
}

function fromRow(
  name: string,
  row: FeeRecord,
  money: Money,
  say: ChatMessages,
  payer: Payer = { residency: 'FOREIGN', child: false },
): string {
  const foreign = row.prices.FOREIGN;
  const adult = price(foreign.adult, foreign.currency, money, say);
  const source = sourceLine(row, say);
  if (payer.residency !== 'FOREIGN' || payer.child) {
    // The price for who asked leads; the foreign adult price follows for comparison.
    const lead = forPayer(name, row, payer, money, say);
    const comparison =
      foreign.adult === null ? '' : ` ${say.fee.comparison({ free: foreign.adult === 0, price: adult })}`;
    return `${lead}${comparison} ${row.note} ${source}`;
  }
  if (foreign.adult === 0)
    return `${say.fee.foreignFree({ place: name, note: row.note, issuer: row.issuer, year: row.year })} ${source}`;
  if (foreign.adult === null)
    return `${say.fee.foreignUnknown({ place: name, note: row.note, issuer: row.issuer })} ${source}`;
  const band = foreign.children ?? row.children;
  const child =
    foreign.child !== null && band
      ? {
          band: { freeUnder: band.freeUnder, upTo: band.childUpTo },
          price: price(foreign.child, foreign.currency, money, say),
        }
      : null;
  return `${say.fee.foreign({ place: name, price: adult, tax: foreign.taxPercent || null, child })} ${row.note} ${source}`;
}

function fromAttraction(
  a: AttractionRecord,
  money: Money,
  say: ChatMessages,
  payer: Payer = { residency: 'FOREIGN', child: false },
): string {
  if (!a.entryFee) return say.fee.attractionUnknown(a.name);
  if (a.entryFee.amount === 0) return say.fee.attractionFree({ place: a.name, year: a.entryFee.year });
  const foreign = say.fee.attraction({
    place: a.name,
    price: price(a.entryFee.amount, a.entryFee.currency, money, say),
    year: a.entryFee.year,
    note: a.entryFee.note ?? '',
  });
  if (payer.residency === 'FOREIGN' && !payer.child) return foreign;
  return say.fee.attractionOnlyForeign({ place: a.name, residency: payer.residency, child: payer.child, foreign });
}

/** A sight's ticket: the planner's fee table (fees.json) with its year, source and confidence, else the attraction data. */
export function feeAnswer(
  g: Grounding,
  sight: AttractionRecord,
  money: Money,
  payer?: Payer,
  say: ChatMessages = sayIn('en'),
): string {
  const row = g.planner.fees.get(sight.id);
  const name = g.sightName(sight, say);
  return row ? fromRow(name, row, money, say, payer) : fromAttraction({ ...sight, name }, money, say, payer);
}

/** "How much is the Sigiriya ticket?": the planner's fee table (fees.json), unknown prices said to be unknown. */
export const fee: Intent = (q, g, money, say) => {
  const ownSight = q.places.find((p) => p.place.attractionId)?.attraction;
  const payer = payerOf(q);
  const forSomeone = payer.residency !== 'FOREIGN' || payer.child;
  const notADay = !q.has('day', 'a day', 'per day', 'budget');
  const anySight = q.places.some((p) => p.attraction);
  const asked =
    q.has(...ABOUT_FEES) ||
    (ownSight && q.has(...ASKS_A_PRICE) && notADay) ||
    (forSomeone && anySight && q.has(...PRICE_WORDS) && notADay);
  if (!asked || q.has('train', 'bus', 'tuktuk', 'taxi', 'visa', 'eta')) return null;
  // "Tissa to Yala entrance, how far?" is a journey.
  if (q.places.length >= 2 && q.has('how far', 'how long', 'distance', 'drive', 'driving', 'km', 'get from', 'get to'))
    return null;
  const sight = q.places.map((p) => p.attraction).find((a): a is AttractionRecord => a !== null);
  if (!sight) return null;
  return {
    text: feeAnswer(g, sight, money, payer, say),
    link: { label: say.links.planner, href: '/planner' },
    links: feeLinks(g, sight, say),
  };
};
