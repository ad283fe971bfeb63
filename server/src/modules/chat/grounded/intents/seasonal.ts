import { haversineKm, normalise, type PlaceRecord } from '../../../geo/geo.module.js';
import type { RateId, Seasons } from '../../../planner/planner.module.js';
import type { ChatMessages } from '../../writer/catalogue.js';
import { sayIn } from '../../writer/languages.js';
import type { Grounding, Intent } from '../grounding.js';
import type { Money } from '../money.js';
import type { Question } from '../question.js';
import { isPark } from './park.js';

export type SeasonalItem = Seasons['seasonal'][number];

/**
 * Activities, wildlife events and festivals as travellers name them, and the planner's seasonal items (seasons.json)
 * each may be: "whales" may be Mirissa's season or Trincomalee's, which the place or the month decides.
 */
const ACTIVITIES: readonly {
  readonly stems: readonly string[];
  readonly phrases?: readonly string[];
  readonly ids: readonly string[];
}[] = [
  { stems: ['whale'], ids: ['whales-mirissa', 'whales-trincomalee'] },
  { stems: ['dolphin'], ids: ['dolphins-kalpitiya', 'whales-mirissa'] },
  { stems: ['surf'], ids: ['surf-arugam-bay', 'surf-south-west'] },
  { stems: ['snorkel', 'reef', 'coral', 'scuba'], ids: ['pigeon-island-snorkelling'] },
  { stems: ['turtle'], ids: ['turtles-south-coast'] },
  { stems: ['gathering', 'elephant'], ids: ['elephant-gathering'] },
  { stems: ['pilgrim', 'sripada'], phrases: ['sri pada'], ids: ['adams-peak-season'] },
  { stems: ['poson'], ids: ['poson-mihintale'] },
  { stems: ['nallur'], ids: ['nallur-festival'] },
  { stems: ['navam'], ids: ['navam-perahera'] },
  { stems: ['duruthu'], ids: ['duruthu-perahera'] },
  {
    stems: ['perahera', 'procession', 'esala', 'festival', 'pageant', 'pooja', 'puja'],
    ids: [
      'kandy-esala-perahera',
      'kataragama-festival',
      'nallur-festival',
      'navam-perahera',
      'duruthu-perahera',
      'poson-mihintale',
    ],
  },
];
/** Questions about when something happens, for a place that is itself a seasonal sight (Adam's Peak). */
const ABOUT_WHEN = [
  'when',
  'season',
  'seasons',
  'best time',
  'best month',
  'best months',
  'good time',
  'start',
  'starts',
  'begin',
  'begins',
  'open',
  'what months',
  'which months',
  'time of year',
  'good',
  'worth',
  'climb',
];
/** A named place is "at" a seasonal item when one of its sights is within this many km of it. */
const NEAR_KM = 40;
/** Words that name any festival or activity, not one: "perahera" alone does not say which. */
const GENERIC_EVENT = new Set([
  'perahera',
  'festival',
  'procession',
  'full',
  'moon',
  'season',
  'watching',
  'from',
  'with',
  'south',
  'west',
  'coast',
  'coasts',
  'east',
  'nearby',
  'points',
]);

/** An item in the reply's language: its what and note as the data's translations say them, and the month's verdict. */
function itemText(item: SeasonalItem, month: number | undefined, say: ChatMessages): string {
  const first = item.sources[0];
  const source = first
    ? say.seasonal.source({ publisher: first.publisher, date: first.date, url: first.url })
    : say.seasonal.noSource;
  return `${say.seasonal.item({ what: say.data(item.what), kind: item.kind, months: item.months, month: month ?? null, note: say.data(item.note) })} ${source}`;
}

/** How far a place is from a seasonal item: its own sight 0, else the nearest of its sights; null when it has none. */
function distance(g: Grounding, place: PlaceRecord, item: SeasonalItem): number | null {
  if (place.attractionId && item.attractionIds.includes(place.attractionId)) return 0;
  const km = item.attractionIds
    .map((id) => g.attraction(id))
    .filter((a) => a !== undefined)
    .map((a) => haversineKm(place.lat, place.lng, a.lat, a.lng));
  return km.length ? Math.min(...km) : null;
}

/** Whether a place is at a seasonal item: near one of its sights, or (an item with no sight) in its area. */
function isAt(g: Grounding, place: PlaceRecord, item: SeasonalItem): boolean {
  const km = distance(g, place, item);
  return km === null ? g.area(place) === item.area : km <= NEAR_KM;
}

/** The seasonal items a question is about: by the activity it names, narrowed by the place; else a seasonal sight named with "when". */
export function seasonalItemsFor(
  q: Question,
  g: Grounding,
): { items: SeasonalItem[]; place: PlaceRecord | null; elsewhere: boolean; specific: boolean } {
  const all = g.planner.seasons.seasonal;
  const byId = (id: string) => all.find((s) => s.id === id);
  const named = ACTIVITIES.find((a) => q.hasStem(...a.stems) || (a.phrases && q.has(...a.phrases)));
  // "whale watching" is also the name of Mirissa's whale-watching sight: a place named by the activity itself is no place.
  const own = new Set(named?.ids.flatMap((id) => byId(id)?.attractionIds ?? []));
  const places = named
    ? q.places.filter(
        (p) =>
          !(
            p.attraction &&
            own.has(p.attraction.id) &&
            named.stems.some((stem) => normalise(p.place.name).includes(stem))
          ),
      )
    : q.places;
  const place = places[0]?.place ?? null;
  if (named) {
    // The one the question names first ("Esala perahera": Kandy's, not Navam), then the rest in their order.
    const says = (item: SeasonalItem) =>
      normalise(item.what)
        .split(' ')
        .some((w) => w.length >= 4 && !GENERIC_EVENT.has(w) && q.has(w));
    const listed = named.ids.map(byId).filter((s): s is SeasonalItem => s !== undefined);
    // Named ones only, when the question names some ("Esala": Kandy's and Kataragama's, not every perahera).
    const items = [...listed.filter(says), ...listed.filter((s) => !says(s))];
    const specific = listed.some(says);
    if (!place) return { items, place: null, elsewhere: false, specific };
    const here = items.filter((s) => isAt(g, place, s));
    // A sight or park named for something it is not known for (elephants at Udawalawe): its own answer, not a far one.
    if (!here.length && (place.attractionId || (places[0]?.attraction && isPark(g, places[0].attraction))))
      return { items: [], place, elsewhere: true, specific };
    return here.length
      ? { items: [...here, ...items.filter((s) => !here.includes(s))], place, elsewhere: false, specific }
      : { items, place, elsewhere: true, specific };
  }
  // A sight named itself (Adam's Peak, not the town of Hikkaduwa), neither a park nor a beach, which have their own seasons.
  const sight = q.places
    .filter((p) => p.place.attractionId)
    .map((p) => p.attraction)
    .find((a) => a && !isPark(g, a) && a.category !== 'beach' && all.some((s) => s.attractionIds.includes(a.id)));
  if (sight && (q.has(...ABOUT_WHEN) || q.months.length > 0)) {
    // A festival at a sight answers when it is held, not whether the sight is open ("is the Temple of the Tooth open?").
    const items = all.filter(
      (s) =>
        s.attractionIds.includes(sight.id) &&
        (s.kind === 'season' || q.months.length > 0 || q.has('when', 'best time', 'time of year', 'date', 'dates')),
    );
    return { items, place, elsewhere: false, specific: true };
  }
  return { items: [], place, elsewhere: false, specific: false };
}

/**
 * "Can I see whales in Mirissa in July?", "Is Minneriya good for elephants in August?", "When does the Adam's Peak
 * season start?": the planner's seasonal activities and festivals (seasons.json), for the month asked. When the first
 * is out of season that month, the others of the same kind that are in season are offered instead (Trincomalee's whales).
 */
export const seasonalActivity: Intent = (q, g, _money, say) => {
  const { items, place, elsewhere, specific } = seasonalItemsFor(q, g);
  if (!items.length) return null;
  const month = q.months[0];
  const [first, ...others] = items;
  // The first item, and the others only when they are alternatives (same activity) worth naming.
  const alternatives =
    month === undefined
      ? (place && !elsewhere) || specific
        ? []
        : others
      : first!.months.includes(month)
        ? []
        : others.filter((s) => s.months.includes(month));
  const link = { label: say.links.seasons, href: '/planner' };
  // A festival's dates follow the full-moon calendar of its year, which TripMate does not hold.
  const dates =
    first!.kind === 'event' &&
    (q.has('date', 'dates', 'exact', 'which day', 'what day') || q.words.some((w) => /^20\d\d$/.test(w)));
  return {
    text: say.seasonal.answer({
      nearest: elsewhere && place ? g.placeName(place, say) : null,
      first: itemText(first!, month, say),
      also: alternatives.length
        ? { month: month ?? null, items: alternatives.map((s) => itemText(s, month, say)) }
        : null,
      dates,
    }),
    link,
  };
};

/** Priced activities, as travellers name them, and the planner's rate for each (rates.json). */
const PRICED: readonly {
  readonly stems: readonly string[];
  readonly phrases?: readonly string[];
  readonly rate: RateId;
}[] = [
  { stems: ['whale'], rate: 'activity.whale-watching' },
  { stems: ['jeep'], phrases: ['safari', 'safaris', 'game drive'], rate: 'activity.safari-jeep' },
  { stems: ['surf'], rate: 'activity.surf-lesson' },
  { stems: ['cooking'], phrases: ['cookery class', 'cooking class'], rate: 'activity.cooking-class' },
  { stems: [], phrases: ['tea factory', 'tea tour', 'factory tour', 'tea estate tour'], rate: 'activity.tea-factory' },
];
const PRICE = [
  'how much',
  'cost',
  'costs',
  'price',
  'prices',
  'pay',
  'charge',
  'rate',
  'rates',
  'fee',
  'expensive',
  'cheap',
  'budget',
];
/** A ticket to a park, not the jeep: that is the fee intent's. */
const PARK_TICKET = ['entrance', 'entry', 'ticket', 'tickets', 'admission', 'fee', 'fees'];

/** "How much is a whale-watching trip?", "what does a safari jeep cost?": the planner's activity rates, with year and source. */
export function activityPrice(
  q: Question,
  g: Grounding,
  money: Money,
  say: ChatMessages = sayIn('en'),
): { text: string } | null {
  if (!q.has(...PRICE)) return null;
  const priced = PRICED.find((p) => q.hasStem(...p.stems) || (p.phrases && q.has(...p.phrases)));
  if (!priced) return null;
  if (priced.rate === 'activity.safari-jeep' && q.has(...PARK_TICKET) && !q.hasStem('jeep')) return null;
  const rate = g.planner.rates.get(priced.rate)!;
  return {
    text: say.activity({
      what: say.data(rate.what),
      price: money.lkr(rate.amountLkr),
      unit: say.data(rate.unit),
      year: rate.year,
      note: say.data(rate.assumption),
      source: say.fare.source(say.data(rate.citation)),
    }),
  };
}

export const activityFare: Intent = (q, g, money, say) => {
  const answer = activityPrice(q, g, money, say);
  return answer ? { ...answer, link: { label: say.links.planner, href: '/planner' } } : null;
};
