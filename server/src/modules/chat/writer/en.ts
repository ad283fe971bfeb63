import { plannerErrorWords, type ResidencyId } from '../../planner/planner.module.js';
import type { ChatCatalogue, ChatMessages, FareMode, Grade, SeasonArea, StayLevel, UnpricedMode } from './catalogue.js';

// The assistant's English, word for word as it answered before it had other languages (the chat eval and the tests
// hold it to that).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const AREA_NAMES: Record<SeasonArea, string> = {
  'west-coast': 'the west coast',
  'south-coast': 'the south coast',
  'east-coast': 'the east coast',
  north: 'the north',
  'hill-country': 'the hill country',
  'cultural-triangle': 'the Cultural Triangle',
};
const GRADE: Record<Grade, string> = {
  dry: 'mostly dry',
  mixed: 'showery, but travel and sightseeing work',
  wet: 'in its main rains',
};
const WHO: Record<ResidencyId, string> = {
  FOREIGN: 'a foreign',
  SAARC: 'a SAARC national’s',
  RESIDENT: 'a Sri Lankan resident’s',
};
const WHO_PAYS: Record<ResidencyId, string> = {
  FOREIGN: 'Foreign',
  SAARC: 'SAARC national',
  RESIDENT: 'Sri Lankan resident',
};
const COMFORT = { BUDGET: 'budget', MIDRANGE: 'mid-range', COMFORT: 'comfort' } as const;
const STAY: Record<StayLevel, string> = {
  'stay.budget': 'budget guesthouse or homestay',
  'stay.midrange': 'mid-range hotel or good guesthouse',
  'stay.comfort': 'comfort (4-star) hotel',
};
const FARE_MODE: Record<FareMode, string> = {
  tuktuk: 'tuk-tuk',
  van: 'van with driver',
  car: 'car with driver',
  bus: 'bus',
};
const UNPRICED: Record<UnpricedMode, { readonly name: string; readonly ask: string }> = {
  'air-charter': { name: 'seaplane or helicopter transfers', ask: 'the operator' },
  flight: { name: 'flights', ask: 'the airline' },
  ferry: { name: 'ferries and boat transfers', ask: 'the operator or at the jetty' },
  hire: {
    name: 'scooter, motorbike or bicycle hire',
    ask: 'the rental shop (and check that your licence is valid in Sri Lanka)',
  },
  toll: { name: 'expressway tolls', ask: 'the toll booths or your driver' },
};
const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const month = (m: number) => MONTHS[m - 1]!;
/** "foreign adults", "Sri Lankan resident children". */
const whom = (residency: ResidencyId, child: boolean) =>
  `${residency === 'FOREIGN' ? 'foreign' : WHO_PAYS[residency]} ${child ? 'children' : 'adults'}`;
/** "A foreign", "A SAARC national", "A Sri Lankan resident". */
const aPayer = (residency: ResidencyId) => capitalise(WHO[residency]).replace(/’s$/, '');
const vat = (tax: number | null) => (tax ? ` plus ${tax}% VAT at the gate` : '');
const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

function monthRanges(months: readonly number[]): string {
  const set = new Set(months);
  if (set.size === 12) return 'all year';
  const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
  return starts
    .map((start) => {
      let end = start;
      while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start) end = end === 12 ? 1 : end + 1;
      return start === end ? month(start) : `${month(start)} to ${month(end)}`;
    })
    .join(' and ');
}

function duration(minutes: number): string {
  const rounded = Math.max(5, Math.round(minutes / 5) * 5);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function messages(): ChatMessages {
  const areaSpan = (label: string, season: { kind: 'beach' | 'dry'; months: readonly number[] }) =>
    `${label}’s ${season.kind === 'beach' ? 'beach season is' : 'driest months are'} ${monthRanges(season.months)}`;
  const inMonth = (label: string, m: { month: number; inSeason: boolean; grade: Grade } | null) =>
    m === null
      ? '.'
      : `, so ${month(m.month)} is ${m.inSeason ? 'in it' : 'outside it'}: in ${month(m.month)} ${label} is ${GRADE[m.grade]}.`;

  return {
    language: 'en',
    greeting:
      'Ayubowan! I’m the Sri Lanka Travel Bot. Ask me when to visit a place, how to get between towns, what to see, or what to wear at temples.',
    doNotKnow:
      'I don’t know that one yet, and I’d rather not guess. I can help with the best time to visit a place, getting between towns, what to do in a destination, temple etiquette, money and safety — or try the planner for a full itinerary.',
    cutShort: 'The model stopped before finishing its reply. TripMate’s own answer: ',
    refused:
      'The AI model declined to answer this request. I can help with your trip: places, seasons, getting around, entry fees and temple etiquette.',
    englishOnly: (text) => text,

    links: {
      planner: 'Open the planner',
      seasons: 'Plan around the seasons',
      seasonsTrip: 'Plan a trip around the seasons',
      travelTimes: 'See real travel times in the planner',
      beachTrip: 'Plan a beach trip',
      eta: 'Official ETA site',
      route: (p) => `Plan ${p.from} to ${p.to}`,
      feeSource: (publisher) => `Source: ${publisher}`,
      reportPrice: 'Report a wrong price',
      guide: (name) => `${name} guide`,
    },

    monthRanges,
    monthName: month,
    duration,
    list: listed,

    money: {
      beside: (p) => `(about ${p.currency} ${p.amount} at LKR ${p.rate} per ${p.currency}, rate of ${p.asOf})`,
      usd: (p) =>
        `about LKR ${p.lkr} (USD ${p.usd}, the price is set in US dollars; converted at LKR ${p.rate} per USD, rate of ${p.asOf})`,
      asOf: (p) => `${month(p.month)} ${p.year}`,
      amount: (n) => grouped.format(n),
      cents: (n) => cents.format(n),
    },

    journey: {
      road: (p) =>
        `By road, ${p.from} to ${p.to} is about ${p.km} km — roughly ${duration(p.minutes)} of driving${p.roads.length ? ` (${p.roads.join(', ')})` : ''}, more with stops and traffic (TripMate's geo engine).`,
      train: (p) =>
        `By train it takes about ${duration(p.minutes)} on the ${listed(p.lines)}${p.stations ? ` (from ${p.stations.from} station to ${p.stations.to})` : ''}; reserve seats early in the high season.`,
      noTrain: (p) =>
        `There is no railway line serving both ${p.from} and ${p.to} in TripMate’s rail data${p.fromHasStation ? '' : ` (${p.from} has no station nearby)`}${p.toHasStation ? '' : ` (${p.to} has no station nearby)`}.`,
    },

    season: {
      source:
        '(TripMate’s planner data: the monsoon calendar of the Department of Meteorology and each coast’s beach season; approximate, the edges move a few weeks each year.)',
      area: (p) => capitalise(`${areaSpan(AREA_NAMES[p.area], p.season)}${inMonth(AREA_NAMES[p.area], p.month)}`),
      place: (p) => {
        const span = areaSpan(p.place, p.season).replace(
          `${p.place}’s`,
          `${p.place} is ${p.area.endsWith('coast') ? 'on' : 'in'} ${AREA_NAMES[p.area]}; its`,
        );
        const own = p.sight
          ? p.sight.months.length >= 12
            ? ` ${p.sight.name} itself is good to visit all year.`
            : ` ${p.sight.name} itself is at its best from ${monthRanges(p.sight.months)}.`
          : '';
        return `${span}${inMonth(p.place, p.month)}${own}`;
      },
      month: (p) =>
        p.dry.length
          ? `In ${month(p.month)} the driest parts are ${p.dry.map((a) => AREA_NAMES[a]).join(', ')}.`
          : `${month(p.month)} has showers almost everywhere.`,
      note: (english) => english,
    },

    park: {
      source:
        'Source: TripMate’s planner data (seasonal closures), approximate; the Department of Wildlife Conservation sets the dates.',
      cited: (p) =>
        `Source: ${p.publisher}, ${p.date} (${p.url}); the Department of Wildlife Conservation sets the dates each year.`,
      checkOpening: 'Opening days can change, so check with the park before you go.',
      best: (months) =>
        months.length >= 12 ? 'It is good to visit all year.' : `It is at its best from ${monthRanges(months)}.`,
      open: (p) =>
        p.month
          ? `TripMate’s data has no seasonal closure for ${p.park} in ${month(p.month)}: it is normally open then.`
          : `TripMate’s data has no seasonal closure for ${p.park}: it is normally open all year.`,
      closed: (p) => {
        const closed = `usually closed for some weeks in ${monthRanges(p.months)}`;
        if (p.month === null) return `${p.park} is open most of the year but is ${closed}.`;
        return p.months.includes(p.month)
          ? `${p.park} in ${month(p.month)}: probably closed — it is ${closed}.`
          : `Yes — ${p.park} is normally open in ${month(p.month)}; it is only ${closed}.`;
      },
      instead: (names) => `When it is closed, ${names.join(' and ')} usually stay open.`,
      seasonal: (p) =>
        `${p.what}: roughly ${monthRanges(p.months)}${p.month === null ? '' : p.months.includes(p.month) ? ` (${month(p.month)} is in it)` : ` (${month(p.month)} is outside it)`}. ${p.note}`,
    },

    fee: {
      source: (p) =>
        `Source: ${p.publisher}, ${p.date} (${p.url}): the ${p.year} price, confidence ${p.confidence}${p.about ? ', so take it as about that much' : ''}. Check the current price before you go.`,
      noSource: 'TripMate found no published source for this price.',
      serviceCharge: (p) =>
        `On top of the tickets, a service charge of about ${p.from}–${p.to} per group (sources differ) and a small vehicle charge are paid once per visit, not per person.`,
      price: (p) => (p.kind === 'unknown' ? 'not known' : p.kind === 'free' ? 'free' : p.text),
      freeChild: (p) => `A child of ${p.age} enters ${p.place} free: children under ${p.freeUnder} do not pay.`,
      olderChild: (p) =>
        `${aPayer(p.residency)} visitor of ${p.age} pays the adult price, ${p.price}${vat(p.tax)} for ${p.place}.`,
      unknownFor: (p) =>
        `TripMate does not know the price of a ticket to ${p.place} for ${whom(p.residency, p.child)}; ask at the ticket office.`,
      freeFor: (p) => `${WHO_PAYS[p.residency]} ${p.child ? 'children enter' : 'visitors enter'} ${p.place} free.`,
      pays: (p) =>
        `${aPayer(p.residency)} ${p.child ? `child${p.band ? ` (${p.band.freeUnder}–${p.band.upTo}; under ${p.band.freeUnder} free)` : ''}` : 'adult'} pays ${p.price}${vat(p.tax)} for ${p.place}.`,
      comparison: (p) => (p.free ? 'Foreign adults enter free.' : `For comparison, a foreign adult pays ${p.price}.`),
      foreignFree: (p) => `${p.place} is free to enter (${p.note}) — ${p.issuer}, ${p.year}.`,
      foreignUnknown: (p) =>
        `TripMate does not know the current price of a ticket to ${p.place}: ${p.note} Charged by ${p.issuer}; check at the gate.`,
      foreign: (p) =>
        `A foreign adult ticket to ${p.place} is ${p.price}${vat(p.tax)}.${p.child ? ` A child ${p.child.band.freeUnder}–${p.child.band.upTo} pays ${p.child.price}; under ${p.child.band.freeUnder} free.` : ''}`,
      attractionUnknown: (place) => `TripMate does not know the entry fee for ${place}; check locally before you go.`,
      attractionFree: (p) => `${p.place} is free to enter (TripMate’s attraction data, ${p.year}).`,
      attraction: (p) =>
        `Entry to ${p.place} is ${p.price} for a foreign adult (${p.year}, approximate). ${p.note}`.trim(),
      attractionOnlyForeign: (p) =>
        `TripMate does not know the price for ${whom(p.residency, p.child)} at ${p.place}; it knows only the foreign adult price. ${p.foreign}`,
    },

    health: {
      malaria:
        'Sri Lanka has been free of malaria since 2016, when the World Health Organization certified it malaria-free (September 2016): no local malaria transmission, so malaria tablets are not normally needed for Sri Lanka itself.',
      vaccines:
        'TripMate does not give vaccination advice and does not know which vaccines you need: ask a travel clinic or your doctor some weeks before you go.',
      symptoms:
        'TripMate cannot give medical advice: if you are unwell, see a doctor or a pharmacist, and see a doctor promptly about a high fever.',
      sources: (p) => {
        const sources = [
          p.who ? 'the WHO certification of 2016' : null,
          p.tips ? 'TripMate’s travel tips' : null,
        ].filter(Boolean);
        return sources.length ? `(Source${sources.length > 1 ? 's' : ''}: ${sources.join('; ')}.)` : '';
      },
    },
    visa: 'Most visitors need an Electronic Travel Authorisation (ETA) or a visa before they arrive (as TripMate understood the rules in 2025). Who must pay, the fees, the length of stay and any exemptions for some nationalities have changed several times in recent years, and TripMate does not track them: check the official ETA site of Sri Lanka’s Department of Immigration and Emigration before you book.',

    places: {
      around: (p) =>
        `Around ${p.place}, travellers rate these highest: ${p.sights.map((s) => `${s.name} (${s.category.replace('-', ' ')}, about ${s.hours} h)`).join('; ')}.`,
      bestTime: (p) => {
        const outside =
          p.category === 'beach'
            ? 'Outside those months the sea on that coast is often rough and swimming can be unsafe.'
            : p.category === 'national-park'
              ? 'Outside them you can still visit, but expect more rain; parks also close for some weeks in some years, so check with the Department of Wildlife Conservation before you go.'
              : 'Outside them you can still visit, but expect more rain.';
        return `${p.place} is at its best from ${monthRanges(p.months)}${p.sight ? ` — the season of ${p.sight}` : ''}. ${outside}`;
      },
    },

    guide: {
      dayCost: (p) =>
        `A day in ${p.name} costs roughly ${p.range} per person (the guide’s USD ${p.usdFrom}–${p.usdTo} at LKR ${p.rate} per USD, rate of ${p.asOf}). ${p.note}`,
      bestTime: (p) => `${p.name}: ${p.text}`,
      transport: (p) => `Getting to and around ${p.name}: ${p.ways.map((t) => `${t.mode}: ${t.text}`).join(' ')}`,
      highlights: (p) => `In ${p.name}, don’t miss: ${p.items.join('; ')}.`,
      fees: (p) =>
        `Entry fees in ${p.name}: ${p.items.map((f) => `${f.item}: ${f.amount}${f.approximate ? ' (approximate)' : ''}, ${f.year}${f.note ? ` — ${f.note}` : ''} (source: ${f.sourceUrl}, ${f.sourceDate})`).join('; ')}.`,
      summary: (p) =>
        p.general
          ? `${p.name}: ${p.summary}`
          : `TripMate doesn’t know that about ${p.name}. What its guide says: ${p.summary}`,
    },

    data: (english) => english,

    stay: {
      level: (id) => STAY[id],
      line: (p) => `${STAY[p.level]} about ${p.price}${p.usual ? `, usually ${p.usual}` : ''}`,
      answer: (p) =>
        `A double room ${p.town ? `in ${p.town.name} (TripMate’s price factor for the town: ${p.town.factor})` : 'in Sri Lanka'}, per night with breakfast, at TripMate’s ${p.year} rates: ${p.lines.join('; ')}.${p.highSeason ? ' December and January are the high season on the south and west coasts, so book early.' : ''} Peak weeks cost more than these figures: Christmas–New Year on the south and west coasts, Kandy during the Esala Perahera (July–August), Nuwara Eliya in April. These are typical prices from listings and traveller reports, approximate, not quotes.`,
    },

    fare: {
      source: (source) => `Source: ${source}.`,
      basis: (p) => `${p.what}: about ${p.price} ${p.unit} (${p.year}; ${p.note}).`,
      agree: 'Agree the fare before you ride, or use a metered or app-booked ride.',
      route: (p) =>
        `${p.from} to ${p.to} by ${FARE_MODE[p.mode]} is roughly ${p.estimate}${p.perPerson ? ' per person' : ''} — an estimate: about ${p.km < 10 ? p.km.toFixed(1) : Math.round(p.km)} km by road (TripMate's geo engine) × ${p.rate} ${p.unit}, TripMate’s ${p.year} rate. Agree the fare before you ride, or use a metered or app-booked ride (PickMe, Uber). ${p.source}`,
      tuktuk: (p) =>
        `${p.from} to ${p.to} by tuk-tuk is roughly ${p.estimate} — an estimate for about ${p.km < 10 ? p.km.toFixed(1) : Math.round(p.km)} km by road. On the meter it is ${p.meter} (${p.first} for the first km and ${p.perKm} for each km after, the Western Province tariff as of ${p.asOf})${p.minimum ? `, but TripMate counts at least ${p.minimum} a ride` : ''}.${p.quote ? ` Drivers without a meter commonly quote tourists ${p.quote} for a ride this long.` : ''} Agree the fare before you ride, or use a metered or app-booked ride (PickMe, Uber). ${p.source}`,
      tuktukTable: (p) =>
        `${p.what} (${p.note.toLowerCase()}): on the meter ${p.first} for the first km and ${p.perKm} for each km after (the Western Province tariff as of ${p.asOf}). TripMate counts at least ${p.minimum} a ride${p.quote ? `: drivers without a meter commonly quote tourists ${p.quote.range} for a short ride of up to ${p.quote.km} km` : ''}.`,
      trainRow: (p) => `${p.what} about ${p.price} ${p.unit}${p.example ? ` (for example ${p.example})` : ''}`,
      train: (p) => {
        const guide = p.rows.length
          ? `Its rough guide, TripMate’s ${p.year} estimate and among its least certain figures: ${p.rows.join('; ')}.`
          : `It has no figure for third class or unreserved seats beyond this: ${p.unreserved ?? 'they cost much less than reserved seats'}.`;
        const journey =
          p.journey && p.from && p.to
            ? ` ${p.journey.rail ? `${p.from} to ${p.to}: ${p.journey.rail.charAt(0).toLowerCase()}${p.journey.rail.slice(1)}` : `TripMate’s rail data has no train between ${p.from} and ${p.to}.`}`
            : '';
        return `TripMate does not know the exact train fare${p.from && p.to ? ` from ${p.from} to ${p.to}` : ''}: Sri Lanka Railways’ fares differ by train and class and have been revised several times since 2022. ${guide}${journey} Check the current fare on Sri Lanka Railways’ e-ticketing site or at the station before you go. ${p.source}`;
      },
      unpriced: (p) =>
        `TripMate does not know the price of ${UNPRICED[p.mode].name}: it keeps no fares for them. Check with ${UNPRICED[p.mode].ask} before you go.${p.known ? ` What it does know: ${p.known}` : ''}`,
    },

    activity: (p) =>
      `${p.what}: about ${p.price} ${p.unit} (TripMate’s ${p.year} figure, approximate). ${p.note} ${p.source}`,

    familyBeach: {
      seasons: (p) =>
        `Pick the coast in its beach season: the west and south coasts from ${monthRanges(p.westSouth)}, the east coast from ${monthRanges(p.east)}.`,
      month: (p) =>
        p.calm.length
          ? `In ${month(p.month)} the calm sea is on the ${p.calm.join(' and ')} coast${p.calm.length > 1 ? 's' : ''} (its beach season); the other coast's sea is rough.`
          : `${month(p.month)} is between the monsoons: no coast is in its beach season, so the sea can be rough on both; choose a sheltered bay and ask locally.`,
      answer: (p) =>
        `${p.lead} ${p.tip ?? ''} (TripMate’s planner data: beach seasons and travel tips; season edges move a few weeks each year.)`.replace(
          '  ',
          ' ',
        ),
    },

    seasonal: {
      source: (p) => `(Source: ${p.publisher}, ${p.date}, ${p.url}.)`,
      noSource: '(TripMate found no published source for these months.)',
      item: (p) => {
        const name = p.month === null ? '' : month(p.month);
        const verdict =
          p.month === null
            ? ''
            : p.kind === 'event'
              ? p.months.includes(p.month)
                ? ` ${name} is one of its usual months.`
                : ` It is not usually held in ${name}.`
              : p.months.includes(p.month)
                ? ` ${name} is in the season.`
                : ` ${name} is outside it.`;
        return `${p.what}: ${p.kind === 'event' ? 'usually in' : 'roughly'} ${monthRanges(p.months)}.${verdict} ${p.note}`;
      },
      answer: (p) => {
        const lead = p.nearest
          ? `TripMate’s seasonal data has nothing of this kind at ${p.nearest}; the nearest it knows: `
          : '';
        const also = p.also
          ? ` ${p.also.month === null ? 'Also' : `In ${month(p.also.month)} instead`}: ${p.also.items.join(' ')}`
          : '';
        const dates = p.dates
          ? ' TripMate does not know the exact dates for a given year: they follow the full-moon (poya) calendar, so check the temple’s or Sri Lanka Tourism’s announcement.'
          : '';
        return `${lead}${p.first}${also}${dates} (TripMate’s planner data: seasonal activities and festivals; approximate, the edges move with each year’s weather and festivals with the full-moon calendar.)`;
      },
    },

    help: {
      forgotten:
        'TripMate’s help articles describe no way to recover a forgotten password: changing it needs the current one. What they do say: ',
      article: (p) => `${p.lead}${p.text}`,
    },

    editAway:
      'Open your plan (on the planner, or a saved plan from the Dashboard) and ask me there: I’ll show you the change to apply. ',

    knowledge: {},

    planEdits: {
      lead: 'Here is what would change in your plan. Nothing is changed until you apply it:',
      nothingChanged: 'I have changed nothing.',
      unchanged: 'That would leave your plan as it is, so there is nothing to apply.',
      tooMany: (max) => `That is more than I can change at once (at most ${max} changes): ask for part of it first.`,
      cannot: (why) => `I can’t make that change: ${why}`,
      refused: (edit) => plannerErrorWords('en').badEdit(edit),
      unknownPlace: (typed) =>
        `I couldn’t find “${typed}” in your plan or among TripMate’s places. Try the name as it is on the map, or use “Add a place to day” on the plan.`,
      notInPlan: (name) => `${name} is not in your plan, so there is nothing to take out.`,
      aBase: (p) =>
        `${p.name} is where you stay (${nights(p.nights)}), not a stop. I can take a night away there (“one night less in ${p.name}”), but a place you stay keeps at least one night.`,
      townOnly: (name) =>
        `I know ${name} as a town, but TripMate has no sight there to add. Name a sight, or use “Add a place to day” on the plan.`,
      whichOne: (p) => {
        const options = p.options.map((o) => `${o.name} (day ${o.day})`);
        return `“${p.typed}” could be ${options.slice(0, -1).join(', ')} or ${options.at(-1)}. Which one do you mean?`;
      },
      whichDay: (name) => `Which day should ${name} move to? For example: “move ${name} to day 2”.`,
      already: (p) => `${p.name} is already on day ${p.day} of your plan.`,
      movedInstead: (p) => `${p.name} was already in your plan, on day ${p.from}, so I moved it to day ${p.to}.`,
      addedInstead: (p) => `${p.name} was not in your plan yet, so I added it to day ${p.day}.`,
      nearest: (p) => `I put ${p.name} on day ${p.day}, the day nearest to it; say another day if you prefer.`,
      replacing: (p) => `${p.name} goes where the place it replaces was, on day ${p.day}.`,
      notABase: (p) =>
        `Your plan does not stay in ${p.typed}: you stay in ${listed(p.bases)}. I can add or take away nights at one of those.`,
      noSuchDay: (p) => `Your plan has days 1 to ${p.days}, so there is no day ${p.day}.`,
      whereToStay: (bases) =>
        `Where should that be? You stay in ${listed(bases)}: say, for example, “one more night in ${bases[0]}”.`,
      noNights: 'Your plan is a day trip, with no nights to change.',
      sameNights: (p) => `Your plan already has ${nights(p.nights)} in ${p.name}.`,
      diff: (line) => {
        switch (line.code) {
          case 'NIGHTS':
            return `${line.base}: ${line.from} → ${nights(line.to)}`;
          case 'DAY_REMOVED':
            return `Day ${line.day} (at ${line.base}): taken out${line.stops.map((s) => `; − ${s}`).join('')}`;
          case 'DAY': {
            const changes = [...line.out.map((s) => `− ${s}`), ...line.in.map((s) => `+ ${s}`)];
            if (changes.length === 0 && line.order) changes.push(`new order: ${line.order.join(', ')}`);
            if (changes.length === 0 && line.isNew) changes.push('a day with nothing planned yet');
            const label = line.isNew
              ? `Day ${line.day} (new, at ${line.base})`
              : line.was === line.day
                ? `Day ${line.day}`
                : `Day ${line.day} (was day ${line.was})`;
            return `${label}: ${changes.join('; ')}`;
          }
          case 'DAY_NOTE':
            return `Day ${line.day} note: ${line.note}`;
          case 'DAYS_MOVED': {
            const how =
              line.by === null
                ? ''
                : ` ${Math.abs(line.by) === 1 ? 'one day' : `${Math.abs(line.by)} days`} ${line.by > 0 ? 'later' : 'earlier'}`;
            return `${line.count === 1 ? 'The day after it moves' : `The ${line.count} days after it move`}${how}, otherwise unchanged.`;
          }
          case 'COMFORT':
            return `Comfort: ${COMFORT[line.from]} → ${COMFORT[line.to]}, the most comfortable your budget covers`;
          case 'TOTAL':
            return `Total: ${line.from} → ${line.to}`;
        }
      },
    },
  };
}

export const english: ChatCatalogue = { locale: 'en-GB', messages, review: [] };
