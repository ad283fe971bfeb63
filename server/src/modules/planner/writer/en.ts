import type { AttractionRecord } from '../../geo/geo.module.js';
import type { ActivityKind, Vehicle } from '../engine/facts.js';
import { BudgetCategory, Comfort, TravelMode } from '../plan.types.js';
import type { ResidencyId } from '../planner.data.js';
import { badEditMessage } from '../bad-edit.js';
import { overPercent, type Catalogue, type Messages } from './catalogue.js';
import type { Format } from './format.js';

const categoryWords: Record<AttractionRecord['category'], string> = {
  'ancient-city': 'Ruins of an ancient capital',
  temple: 'A temple still in worship: dress modestly',
  beach: 'A beach',
  'national-park': 'A national park',
  waterfall: 'A waterfall',
  viewpoint: 'A sight worth the stop',
  'tea-estate': 'A tea estate',
  hike: 'A walk',
  museum: 'A museum',
};
const residencyWords: Record<ResidencyId, string> = {
  FOREIGN: 'foreign visitors',
  SAARC: 'SAARC nationals',
  RESIDENT: 'Sri Lankan residents',
};
const vehicleWords: Record<Vehicle, string> = {
  car: 'Car with driver',
  van: 'Van with driver',
  coach: 'Mini-coach with driver',
};
const byMode: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'by car',
  [TravelMode.TRAIN]: 'by train',
  [TravelMode.BUS]: 'by bus',
  [TravelMode.TUKTUK]: 'by tuk-tuk',
};
const modeHeading: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'Drive',
  [TravelMode.TRAIN]: 'Train',
  [TravelMode.BUS]: 'Bus',
  [TravelMode.TUKTUK]: 'Tuk-tuk',
};
const categoryHeading: Record<BudgetCategory, string> = {
  [BudgetCategory.STAY]: 'Stay',
  [BudgetCategory.FOOD]: 'Food',
  [BudgetCategory.TRANSPORT]: 'Transport',
  [BudgetCategory.TICKETS]: 'Entry tickets',
  [BudgetCategory.ACTIVITIES]: 'Activities',
  [BudgetCategory.BUFFER]: 'Buffer',
};

function messages(f: Format): Messages {
  const people = (n: number) => f.plural(n, { one: '# person', other: '# people' });
  const days = (n: number) => f.plural(n, { one: '# day', other: '# days' });
  const route = (r: { from: string; to: string; km: number }) => `${r.from} → ${r.to}, ${f.km(r.km)}`;
  const duration = (minutes: number) =>
    minutes < 60
      ? `${f.number(minutes)} min`
      : `${f.number(Math.floor(minutes / 60))} h${minutes % 60 ? ` ${f.number(minutes % 60)} min` : ''}`;
  const activityNames: Record<ActivityKind, (at: string) => string> = {
    safari: (at) => `Half-day jeep safari in ${at}`,
    whales: (at) => `Whale-watching boat trip (${at})`,
    surf: (at) => `Surf lesson at ${at}`,
    cooking: (at) => `Sri Lankan cooking class in ${at} (late afternoon)`,
    tea: (at) => `Tea factory tour at ${at}`,
  };
  const interest = {
    beaches: 'beaches',
    wildlife: 'wildlife',
    history: 'history and culture',
    hiking: 'hiking',
    tea: 'tea country',
    surfing: 'surfing',
    food: 'food',
    family: 'family time',
    relaxation: 'slow days',
    trains: 'trains',
    photography: 'photography',
  } as const;
  const comfort = {
    [Comfort.BUDGET]: 'budget level (guesthouses, local restaurants, buses, trains and tuk-tuks)',
    [Comfort.MIDRANGE]: 'mid-range level (3-star hotels, a car with driver, reserved train seats)',
    [Comfort.COMFORT]: 'comfort level (4-star or boutique hotels, a car with driver, first-class train seats)',
  };
  const area = {
    'west-coast': 'west coast',
    'south-coast': 'south coast',
    'east-coast': 'east coast',
    north: 'north',
    'hill-country': 'hill country',
    'cultural-triangle': 'cultural triangle',
  } as const;
  const customOutcome: Messages['customOutcome'] = (o) => {
    switch (o.code) {
      case 'NOT_FOUND':
        return 'TripMate could not find this place in its Sri Lanka data, so the plan does not include it.';
      case 'VISITED':
        return `Visited on day ${f.number(o.day)}.`;
      case 'CLOSED_IN_MONTHS':
        return `It is usually closed at the time of your trip. ${o.note}${o.inSeason.length ? ` Open or in season then: ${f.list(o.inSeason.map((x) => `${x.name}${x.day !== null ? ` (day ${f.number(x.day)} of this plan)` : x.months ? ` (${f.month(x.months[0]!)} to ${f.month(x.months.at(-1)!)})` : ''}`))}.` : ''}`;
      case 'TOO_FAR':
        return `It is ${duration(o.minutes)} each way from ${o.from}, the nearest stop on this route, and no day of this ${f.number(o.days)}-day plan has room for that; ${
          o.moreDays === null
            ? 'no town TripMate knows to stay in is within a day trip of it, so choose a place nearer the route.'
            : `with about ${f.number(o.days + o.moreDays)} days the plan could stay near it; or choose a place nearer the route.`
        }`;
      case 'CLOSED_ON_DAYS':
        return `It is closed on ${f.list(o.dates.map((d) => f.date(d)))}, the ${f.plural(o.dates.length, { one: 'day', other: 'days' })} this plan comes near it. It opens on ${f.list(o.opensOn.map((d) => f.weekday(d)))}${o.poya === 'only' ? ' and on full-moon (poya) days' : o.poya === 'closed' ? ', except on full-moon (poya) days' : ''}; move the trip's dates to include it.`;
      case 'REMOVED':
        return 'You took it out of the plan.';
      case 'UNREACHABLE':
        return `It is not reachable by road from this route, so no day of this ${f.number(o.days)}-day plan can include it; choose a place nearer the route.`;
      case 'STAYING':
        return `You stay in ${o.base} for ${f.plural(o.nights, { one: '# night', other: '# nights' })}.`;
      case 'ON_ROUTE':
        return 'The route passes through it.';
      case 'OFF_ROUTE':
        return `${o.place} is off this route and a ${f.number(o.days)}-day trip has no spare night for it; add days to include it.`;
    }
  };

  return {
    interest,
    area,
    comfort,
    duration,

    tripTitle: (p) => `${p.start} to ${p.end}, ${days(p.days)}`,
    summary: {
      trip: (p) =>
        `A ${f.number(p.days)}-day ${p.family ? 'family trip' : 'trip'} from ${p.start} to ${p.end} for ${f.plural(p.people, { one: '# traveller', other: '# travellers' })}${p.loves.length ? `, for ${f.list(p.loves.map((i) => interest[i]))}` : ''}.`,
      nights: (stays) => `Nights: ${f.list(stays.map((s) => `${f.number(s.nights)} in ${s.base}`))}.`,
      dayTrip: () => 'A day trip.',
      has: (p) => {
        const extras = [
          p.trains.length ? `the train from ${f.list(p.trains.map((t) => `${t.from} to ${t.to}`))}` : null,
          p.beachDays ? `${f.plural(p.beachDays, { one: '# day', other: '# days' })} with beach time` : null,
          f.plural(p.places, { one: '# place', other: '# places' }) + ' to see',
        ].filter((x): x is string => x !== null);
        return `The plan has ${f.list(extras)}.`;
      },
    },
    budgetVerdict: (v) =>
      v.code === 'WITHIN_BUDGET'
        ? `${f.lkr(v.totalLkr)} for ${people(v.people)} over ${days(v.days)} at the ${comfort[v.comfort]}, within your ${f.lkr(v.budgetLkr)}.${v.nextLevelLkr === null ? '' : ` The next level up would cost ${f.lkr(v.nextLevelLkr)}.`}`
        : v.code === 'OVER_BUDGET'
          ? `${f.lkr(v.totalLkr)} for ${people(v.people)} over ${days(v.days)} at the ${comfort[v.comfort]}: ${f.lkr(v.overLkr)} (${f.number(overPercent(v))}%) over your ${f.lkr(v.budgetLkr)}. To fit your budget: ${[
              v.fewerDays ? `plan ${days(v.fewerDays.days)} (about ${f.lkr(v.fewerDays.totalLkr)})` : null,
              v.cheaper ? `choose the ${comfort[v.cheaper.comfort]} at ${f.lkr(v.cheaper.totalLkr)}` : null,
              `raise your budget to ${f.lkr(v.totalLkr)}`,
            ]
              .filter((x): x is string => x !== null)
              .join('; or ')}.`
          : `Your budget of ${f.lkr(v.budgetLkr)} does not cover this trip for ${people(v.people)} over ${days(v.days)}. The smallest realistic total is ${f.lkr(v.minimumLkr)} (${f.lkr(v.perPersonLkr)} per person) at the ${comfort[Comfort.BUDGET]}; the plan is priced at that level.`,

    dayTitle: (t) => {
      switch (t.code) {
        case 'TRANSFER':
          return `${t.from} to ${t.to}${t.byTrain ? ' by train' : ''}`;
        case 'SLOW_DAY':
          return `A slow day in ${t.base}`;
        case 'BEACH_TIME':
          return `Beach time at ${t.beach}`;
        case 'AROUND':
          return `${t.base} and around`;
      }
    },
    narrative: {
      leave: (p) => {
        const on =
          p.roads.length === 0
            ? ''
            : p.mode === TravelMode.TRAIN
              ? ` on the ${f.list(p.roads)}`
              : ` on the ${f.enumeration(p.roads.slice(0, 3))}`;
        return `Leave ${p.from} at ${p.at} ${byMode[p.mode]}${on}.`;
      },
      dayOut: (p) => `A day out from ${p.base}, starting at ${p.at}.`,
      rest: (p) => `No driving today: rest, wander ${p.base} and enjoy it at your own pace.`,
      visits: (stops) => `Visit ${f.list(stops.map((s) => `${s.name} (${duration(s.minutes)})`))}.`,
      activity: (name) => `${name}.`,
      arrive: (p) =>
        p.overnight ? `Arrive in ${p.base} by about ${p.at} for the night.` : `Reach ${p.base} by about ${p.at}.`,
    },
    activity: (a) => activityNames[a.kind](a.at),
    stopNote: (n) => {
      switch (n.code) {
        case 'ON_YOUR_LIST':
          return 'On your list.';
        case 'SAFARI':
          return 'Game drive by jeep with a tracker; early morning or late afternoon is best for animals.';
        case 'WHALES':
          return 'Boats leave at dawn; take something for seasickness.';
        case 'SURF_LESSON':
          return 'A two-hour lesson with a board; beginners do best in the morning.';
        case 'BEACH':
          return 'Beach time: swim only where locals do and the flags allow.';
        case 'TEA_FACTORY':
          return 'See the leaf withered, rolled and fired, then taste the season’s tea.';
        case 'SEASONAL':
          return `${n.what}: ${n.note}`;
        case 'OUT_OF_SEASON':
          return `Your visit falls outside the best season (${n.what}: ${f.month(n.months[0]!)} to ${f.month(n.months.at(-1)!)}). ${n.note}`;
        case 'SUNRISE':
        case 'SUNSET':
          return `${n.code === 'SUNRISE' ? 'Timed for the sunrise' : 'Timed for the sunset'} at ${n.dated ? '' : 'about '}${f.clock(n.at)}. ${n.note}`;
        case 'ABOUT':
          return `${categoryWords[n.category]} near ${n.town}.`;
      }
    },
    legNote: (n) =>
      n.code === 'BUS'
        ? 'Intercity or expressway bus; ask your guesthouse which stand it leaves from.'
        : `${n.scenic ? 'One of the world’s most scenic train rides. ' : ''}Reserve seats ahead with Sri Lanka Railways; check the current timetable for the morning departure.${n.driverMeetsIn ? ` Your driver takes the luggage by road and meets you in ${n.driverMeetsIn}.` : ''}`,
    lineLabel: (item) => {
      switch (item.code) {
        case 'NIGHT':
          return `Night in ${item.place}: ${f.plural(item.rooms, { one: '# room', other: '# rooms' })}`;
        case 'DRIVER_NIGHT':
          return `Driver’s room and meals in ${item.place}`;
        case 'MEALS':
          return `Meals for ${f.number(item.people)}`;
        case 'TICKETS': {
          const who = {
            adult: { one: '# adult', other: '# adults' },
            child: { one: '# child', other: '# children' },
            'free-child': { one: '# young child', other: '# young children' },
          } as const;
          const price = (fee: number | null) =>
            fee === null ? 'price unknown' : fee === 0 ? 'free' : `× ${item.about ? 'about ' : ''}${f.lkr(fee)}`;
          const groups = item.groups.map((g) => `${f.plural(g.count, who[g.band])} ${price(g.feeLkr)}`);
          const caveat = item.typical
            ? ' (typical park ticket, approximate)'
            : item.year !== null
              ? ` (${item.year} price)`
              : '';
          return `${item.attraction} (${residencyWords[item.residency]}): ${f.list(groups)}${caveat}`;
        }
        case 'ACTIVITY':
          return `${activityNames[item.activity.kind](item.activity.at)}: ${item.activity.kind === 'safari' ? f.plural(item.units, { one: '# jeep', other: '# jeeps' }) : people(item.units)}`;
        case 'BUFFER':
          return `Buffer for the unexpected (${f.percent(item.percent)})`;
        case 'VEHICLE':
          return `${vehicleWords[item.vehicle]}: ${route(item.route)}`;
        case 'BUS':
          return `Bus for ${f.number(item.people)}: ${route(item.route)}`;
        case 'TUKTUK':
          return `Tuk-tuk${item.count > 1 ? ` × ${f.number(item.count)}` : ''}: ${route(item.route)}`;
        case 'TRAIN':
          return `Train for ${f.number(item.people)} (${item.firstClass ? 'first' : 'second'} class): ${route(item.route)}`;
        case 'VEHICLE_MEETS':
          return `${vehicleWords[item.vehicle]} meets you: ${route(item.route)} by road`;
      }
    },
    placeReason: (r) => {
      switch (r.code) {
        case 'ON_YOUR_LIST':
          return 'It was on your list.';
        case 'LOVES':
          return `For your love of ${f.list(r.interests.map((i) => interest[i]))}.`;
        case 'RATED':
          return `Rated ${f.decimal(r.rating)} out of 5 (TripMate’s indicative rating).`;
        case 'GOOD_MONTH':
          return `${f.month(r.month)} is a good month for it.`;
        case 'ON_THE_WAY':
          return `On the way from ${r.from} to ${r.to} on day ${f.number(r.day)}.`;
        case 'NEAR_BASE':
          return `A short trip from ${r.base} on day ${f.number(r.day)}.`;
      }
    },
    tip: (t) => {
      switch (t.code) {
        case 'MONTH':
          return `${f.month(t.month)}: ${t.note}${t.dryAreas.length ? ` Driest then: ${f.enumeration(t.dryAreas.map((a) => area[a]))}.` : ''}`;
        case 'NO_DATES':
          return 'Add a start date and the plan follows the seasons: the west and south coasts are driest from December to March, the east coast and the north from May to September, and October and November are wet almost everywhere.';
        case 'CLOSURE':
          return `${t.attraction} is usually closed in ${f.list(t.months.map((m) => f.month(m)))}. ${t.note}`;
        case 'SEASONAL':
          return `${t.what}: ${t.note}`;
        case 'CURATED':
          return t.text;
      }
    },
    customOutcome,
    dayWarning: (w) => {
      switch (w.code) {
        case 'DAY_TOO_LONG':
          return `This day holds ${duration(w.minutes)} of travel and visits, more than the ${duration(w.limit)} a day of this trip allows: move or remove a stop.`;
        case 'STOP_PAST_DAY_END':
          return `${w.name} does not fit this day: the day is full before it ends. Move it to another day or remove it.`;
        case 'TOO_MUCH_DRIVING':
          return `This day has ${duration(w.minutes)} on the road, more than the ${duration(w.limit)} a day of this trip allows.`;
        case 'SUN_MISSED':
          return `${w.name} is worth it at ${w.event}, and this day does not get there in time for it.`;
        case 'CLOSED':
          return `${w.name} is usually closed in ${f.month(w.month)}.`;
      }
    },
    notice: (n) => {
      switch (n.code) {
        case 'CUSTOM_PLACE_LEFT_OUT':
          return `${n.requested}: ${customOutcome(n.outcome)}`;
        case 'LONG_DAY':
          return `Day ${f.number(n.day)} is a long day on the road (${duration(n.minutes)} ${n.driving ? 'driving' : 'travelling'}); start early.`;
        case 'ROAD_OVER_LIMIT':
          return `Day ${f.number(n.day)} has ${duration(n.minutes)} on the road, more than the ${duration(n.limit)} a day TripMate keeps to${n.youngChildren ? ' with young children' : ''}: ${n.reason === 'NO_NIGHT_LEFT' ? 'every night of the trip is spent already; add a day to break the journey with a night on the way' : 'no town to stay in lies between to break the journey'}. Start early and plan stops for a rest.`;
        case 'SHORT_STAYS':
          return `With young children TripMate gives each town ${f.plural(n.minNights, { one: '# night', other: '# nights' })}, but ${f.plural(n.nights, { one: '# night', other: '# nights' })} cannot do that for the ${f.number(n.towns)} towns this route must sleep in, so some get one; add days for more nights in each.`;
        case 'LATE_ARRIVAL':
          return `Day ${f.number(n.day)} ends on the road at ${f.clock(n.arrivesAt)}: the last ${n.driving ? 'drive' : 'journey'}${n.after ? `, after ${n.after},` : ''} takes ${duration(n.minutes)}. Start earlier, or break the journey with a night on the way.`;
        case 'NO_NIGHT_FOR_TOWN':
          return `There are not enough nights to stay in ${n.town} as well; add a day to include it.`;
        case 'INTEREST_UNSERVED': {
          const monthList = f.list(
            f
              .monthRuns(n.months)
              .map((r) => (r[1] === undefined ? f.month(r[0]!) : `${f.month(r[0]!)} to ${f.month(r[1])}`)),
          );
          switch (n.reason) {
            case 'SEASON':
              return `Nothing for ${interest[n.interest]} is in season at the time of your trip, so the plan has none; its season is ${monthList}.`;
            case 'REACH':
              return `Nothing for ${interest[n.interest]} in season${n.months.length ? ` in ${monthList}` : ''} is within reach of this route, so the plan has none${n.inSeason.length ? `; in season then elsewhere: ${f.list(n.inSeason)}` : ''}. Add days or change the route to include one.`;
            case 'NO_TIME':
              return 'No day of this plan has the two and a half hours for a Sri Lankan cooking class; add a day to include one.';
            case 'NO_TRAIN':
              return 'No journey of this route is better by train, so the plan has no train ride; a route through the hill country (Kandy to Ella) takes the scenic train.';
          }
          break;
        }
        case 'UNKNOWN_FEES':
          return `Entry fees not known for your party at ${f.list(n.attractions)}: the total leaves them out, so check them before you go.`;
        case 'ESTIMATED_TRAVEL_TIMES':
          return 'The maps service could not be reached, so this plan’s travel times and distances are TripMate’s own estimates.';
      }
    },

    itinerary: {
      notice: (text) => `Note: ${text}`,
      day: (p) => `Day ${f.number(p.day)}${p.date ? ` (${p.date})` : ''}: ${p.title}`,
      leg: (p) =>
        `${modeHeading[p.mode]} ${p.from} → ${p.to}: ${f.km(p.km)}, about ${duration(p.minutes)}${p.roads.length ? ` (${f.enumeration(p.roads)})` : ''}${p.note ? `. ${p.note}` : ''}`,
      stop: (p) =>
        `${p.name} (${duration(p.minutes)})${!p.ticketPriceKnown ? `, tickets: price unknown${p.ticketsLkr ? ` (known part ${f.lkr(p.ticketsLkr)})` : ''}` : p.ticketsLkr ? `, tickets ${f.lkr(p.ticketsLkr)}` : ''}: ${p.note}`,
      activity: (p) => `${p.name}: ${f.lkr(p.costLkr)}`,
      night: (p) => `Night: ${p.base}. Day total: ${f.lkr(p.costLkr)}.`,
      budgetTotal: (p) => `${categoryHeading[p.category]}: ${f.lkr(p.amountLkr)}`,
      total: (p) =>
        `Total: ${f.lkr(p.totalLkr)} (${f.lkr(p.perPersonLkr)} per person). Rates from ${p.ratesYear}; see the Budget tab for every line.`,
    },

    calendar: {
      leg: (p) =>
        [
          `${p.mode.toLowerCase()}, ${p.km} km`,
          ...(p.roads.length ? [`via ${p.roads.join(', ')}`] : []),
          ...(p.note ? [p.note] : []),
        ].join('. '),
    },

    writer: {
      unavailable: 'The AI writer was unavailable, so this plan’s descriptions are TripMate’s own.',
      rejected: 'The AI writer’s text did not match this plan’s facts, so this plan’s descriptions are TripMate’s own.',
    },
    errors: {
      tooFewDays: (p) =>
        `${f.plural(p.days, { one: '# day is', other: '# days are' })} too short to travel from ${p.from} to ${p.to} (about ${f.plural(p.hours, { one: '# hour', other: '# hours' })} on the road). Allow at least ${days(p.needed)}.`,
      tooManyPlans: (minutes) =>
        `You have generated many plans in a short time. Please try again in ${f.plural(minutes, { one: '# minute', other: '# minutes' })}.`,
      badEdit: badEditMessage,
    },
  };
}

/** British English, as the spec's texts are written. */
export const english: Catalogue = { locale: 'en-GB', messages, review: [] };
