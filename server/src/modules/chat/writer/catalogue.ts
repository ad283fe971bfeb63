import type { BadEdit, Format, ResidencyId } from '../../planner/planner.module.js';

/** The weather areas of the planner's season data. */
export type SeasonArea = 'west-coast' | 'south-coast' | 'east-coast' | 'north' | 'hill-country' | 'cultural-triangle';
/** How wet an area is in a month (seasons.json). */
export type Grade = 'dry' | 'mixed' | 'wet';
/** An area's good months: a coast's beach season, else its driest months. */
export type AreaSeason = { readonly kind: 'beach' | 'dry'; readonly months: readonly number[] };
/** A month asked about, and how it stands in a season: in it or not, and how wet the area then is. */
export type InMonth = { readonly month: number; readonly inSeason: boolean; readonly grade: Grade };

/** A sight's ticket price as the fee table holds it: a price (said by the catalogue's money), free, or unknown. */
export type Price =
  { readonly kind: 'known'; readonly text: string } | { readonly kind: 'free' } | { readonly kind: 'unknown' };
/** The ages a child's ticket covers: from `freeUnder` (younger enter free) to `upTo`. */
export type ChildBand = { readonly freeUnder: number; readonly upTo: number };

/** The levels of a room the stay-price answer gives, as the planner's rates name them. */
export type StayLevel = 'stay.budget' | 'stay.midrange' | 'stay.comfort';
/** The ways to pay by the km (the fare answer). */
export type FareMode = 'tuktuk' | 'van' | 'car' | 'bus';
/** Ways to travel TripMate keeps no price for. */
export type UnpricedMode = 'air-charter' | 'flight' | 'ferry' | 'hire' | 'toll';
/** A coast with a beach season (the family-beach answer). */
export type Coast = 'west' | 'south' | 'east';

/** One change in a plan-edit proposal, line by line (plan-diff.ts). */
export type DiffLine =
  | { readonly code: 'NIGHTS'; readonly base: string; readonly from: number; readonly to: number }
  | { readonly code: 'DAY_REMOVED'; readonly day: number; readonly base: string; readonly stops: readonly string[] }
  | {
      readonly code: 'DAY';
      readonly day: number;
      readonly was: number | null;
      readonly isNew: boolean;
      readonly base: string;
      readonly out: readonly string[];
      readonly in: readonly string[];
      readonly order: readonly string[] | null;
    }
  | { readonly code: 'DAY_NOTE'; readonly day: number; readonly note: string }
  | { readonly code: 'DAYS_MOVED'; readonly count: number; readonly by: number | null }
  | {
      readonly code: 'COMFORT';
      readonly from: 'BUDGET' | 'MIDRANGE' | 'COMFORT';
      readonly to: 'BUDGET' | 'MIDRANGE' | 'COMFORT';
    }
  | { readonly code: 'TOTAL'; readonly from: string; readonly to: string };

/**
 * Everything the built-in assistant says, in one language: the same approach as the planner's writer. The engine
 * decides what is said (from TripMate's data and engines); a catalogue decides only how. Texts from the curated data
 * are said through `data` (the rates', seasonal items' and family tip's, the planner's `dataText`) or `season.note` (the month
 * notes) where translated; the others (fee and closure notes, help articles, the destination guides) are carried
 * through as the data holds them, a help article said to be in English. Money is in LKR through `money`; numbers,
 * months, plurals and lists through Intl (`Format`).
 */
export type ChatMessages = {
  /** The language these messages are in: a place's name is said in its script (the geo module's `LocalNames`). */
  readonly language: 'en' | 'si' | 'ta';
  readonly greeting: string;
  readonly doNotKnow: string;
  /** Said after a model's reply that stopped part way, before the built-in answer. */
  readonly cutShort: string;
  /** Said when the model (or its API's filter) declined the request: a prompt blocked for safety, a refusal. */
  readonly refused: string;
  /** An answer TripMate has only in English yet (its template is not translated): the English, introduced as such. */
  englishOnly(text: string): string;

  readonly links: {
    readonly planner: string;
    readonly seasons: string;
    readonly seasonsTrip: string;
    readonly travelTimes: string;
    readonly beachTrip: string;
    readonly eta: string;
    route(p: { from: string; to: string }): string;
    guide(name: string): string;
    /** The page a fee was read from. */
    feeSource(publisher: string): string;
    /** Opens feedback about a fee row. */
    readonly reportPrice: string;
  };

  /** "December to April", "all year", "January to February and July to August". */
  monthRanges(months: readonly number[]): string;
  monthName(month: number): string;
  /** A travel time rounded to the nearest 5 minutes: "45 min", "4 h", "3 h 55 min". */
  duration(minutes: number): string;
  /** "A", "A and B", "A, B and C". */
  list(items: readonly string[]): string;

  readonly money: {
    /** What goes beside a rupee amount: "(about USD 30 at LKR 300 per USD, rate of October 2025)". */
    beside(p: { currency: string; amount: string; rate: string; asOf: string }): string;
    /** A price set in US dollars, said in rupees first, with the rate and its month. */
    usd(p: { lkr: string; usd: string; rate: string; asOf: string }): string;
    /** The month an exchange rate was read: "October 2025". */
    asOf(p: { year: number; month: number }): string;
    /** A whole amount, grouped as the language groups: "12,345". */
    amount(n: number): string;
    /** An amount with its cents: "0.33". */
    cents(n: number): string;
  };

  readonly journey: {
    road(p: { from: string; to: string; km: string; minutes: number; roads: readonly string[] }): string;
    train(p: {
      minutes: number;
      lines: readonly string[];
      stations: { readonly from: string; readonly to: string } | null;
    }): string;
    noTrain(p: { from: string; to: string; fromHasStation: boolean; toHasStation: boolean }): string;
  };

  readonly season: {
    readonly source: string;
    /** An area's season for the year or a month. */
    area(p: { area: SeasonArea; season: AreaSeason; month: InMonth | null }): string;
    /** A place's: the area it is in, its season, and a sight's own best months (null: none said). */
    place(p: {
      place: string;
      area: SeasonArea;
      season: AreaSeason;
      month: InMonth | null;
      sight: { readonly name: string; readonly months: readonly number[] } | null;
    }): string;
    /** Where it is driest in a month. */
    month(p: { month: number; dry: readonly SeasonArea[] }): string;
    /** A month's note from the monsoon calendar (the data's English), in this language where it is translated. */
    note(english: string): string;
  };

  readonly park: {
    readonly source: string;
    /** The page a closure was read from. */
    cited(p: { publisher: string; date: string; url: string }): string;
    readonly checkOpening: string;
    best(months: readonly number[]): string;
    open(p: { park: string; month: number | null }): string;
    closed(p: { park: string; months: readonly number[]; month: number | null }): string;
    instead(names: readonly string[]): string;
    /** A seasonal item at the park (`what` and `note` are the data's). */
    seasonal(p: { what: string; months: readonly number[]; month: number | null; note: string }): string;
  };

  readonly fee: {
    /**
     * The fee table's source line: the page the figure was read from, its date, the figure's year and how sure it is
     * (`about`: a weak or old source, so the price is approximate).
     */
    source(p: {
      publisher: string;
      date: string;
      url: string;
      year: number;
      confidence: string;
      about: boolean;
    }): string;
    /** A row no published page settles. */
    readonly noSource: string;
    /** The wildlife department's charge per group, kept apart from the per-person ticket. */
    serviceCharge(p: { from: string; to: string }): string;
    price(p: Price): string;
    freeChild(p: { age: number; place: string; freeUnder: number }): string;
    /** A visitor older than the child band pays the adult price. */
    olderChild(p: { age: number; residency: ResidencyId; place: string; price: string; tax: number | null }): string;
    unknownFor(p: { place: string; residency: ResidencyId; child: boolean }): string;
    freeFor(p: { place: string; residency: ResidencyId; child: boolean }): string;
    pays(p: {
      place: string;
      residency: ResidencyId;
      child: boolean;
      band: ChildBand | null;
      price: string;
      tax: number | null;
    }): string;
    comparison(p: { free: boolean; price: string }): string;
    /** The foreign adult price, asked for nobody in particular. */
    foreignFree(p: { place: string; note: string; issuer: string; year: number }): string;
    foreignUnknown(p: { place: string; note: string; issuer: string }): string;
    foreign(p: {
      place: string;
      price: string;
      tax: number | null;
      child: { band: ChildBand; price: string } | null;
    }): string;
    /** From the attraction data, when the fee table has no row. */
    attractionUnknown(place: string): string;
    attractionFree(p: { place: string; year: number }): string;
    attraction(p: { place: string; price: string; year: number; note: string }): string;
    attractionOnlyForeign(p: { place: string; residency: ResidencyId; child: boolean; foreign: string }): string;
  };

  readonly health: {
    readonly malaria: string;
    readonly vaccines: string;
    readonly symptoms: string;
    sources(p: { who: boolean; tips: boolean }): string;
  };
  readonly visa: string;

  readonly places: {
    /** "Around Ella, travellers rate these highest: …" */
    around(p: { place: string; sights: readonly { name: string; category: string; hours: number }[] }): string;
    bestTime(p: { place: string; months: readonly number[]; sight: string | null; category: string }): string;
  };

  /** The destination guides' answers: the guide's words are the data's. */
  readonly guide: {
    dayCost(p: {
      name: string;
      range: string;
      usdFrom: number;
      usdTo: number;
      rate: string;
      asOf: string;
      note: string;
    }): string;
    bestTime(p: { name: string; text: string }): string;
    transport(p: { name: string; ways: readonly { mode: string; text: string }[] }): string;
    highlights(p: { name: string; items: readonly string[] }): string;
    fees(p: {
      name: string;
      items: readonly {
        item: string;
        amount: string;
        approximate?: boolean;
        year: number;
        note?: string | null;
        sourceUrl: string;
        sourceDate: string;
      }[];
    }): string;
    summary(p: { name: string; summary: string; general: boolean }): string;
  };

  /**
   * A text of the curated data (the planner's rates: what, unit, notes and sources; seasonal activities and festivals;
   * travel tips) in this language where it is translated (the planner's `dataText`, one table with the plans'), else the data's English as it is.
   */
  data(english: string): string;

  /** Room prices (the planner's rates times the town's price factor). */
  readonly stay: {
    level(id: StayLevel): string;
    /** One level: its price, and its usual range when the data gives one. */
    line(p: { level: StayLevel; price: string; usual: string | null }): string;
    answer(p: {
      town: { readonly name: string; readonly factor: number } | null;
      year: number;
      lines: readonly string[];
      highSeason: boolean;
    }): string;
  };

  /** Fares by the km (tuk-tuk, taxi, van, bus), train fares, and ways to travel TripMate keeps no price for. */
  readonly fare: {
    /** "Source: …." */
    source(source: string): string;
    /** The rate itself, when no route is named: "Three-wheeler (tuk-tuk): about LKR 100 per km (2025; Up to 3 passengers)." */
    basis(p: { what: string; price: string; unit: string; year: number; note: string }): string;
    /** The advice after the basis (no route named). */
    readonly agree: string;
    route(p: {
      from: string;
      to: string;
      mode: FareMode;
      estimate: string;
      perPerson: boolean;
      km: number;
      rate: string;
      unit: string;
      year: number;
      source: string;
    }): string;
    /**
     * A tuk-tuk ride by the fare table: what TripMate counts, the meter's fare (the first km, each km after, the
     * tariff's month), the minimum when it raised the count (null: it did not), the tourist quotes for the distance.
     */
    tuktuk(p: {
      from: string;
      to: string;
      km: number;
      estimate: string;
      meter: string;
      first: string;
      perKm: string;
      asOf: string;
      minimum: string | null;
      quote: string | null;
      source: string;
    }): string;
    /** The tuk-tuk's fare table, no route named; `quote`: what drivers without a meter ask for a short ride. */
    tuktukTable(p: {
      what: string;
      note: string;
      first: string;
      perKm: string;
      asOf: string;
      minimum: string;
      quote: { readonly range: string; readonly km: number } | null;
    }): string;
    /** A train class's rough figure; `what` is the class as the data names it ("reserved second class"). */
    trainRow(p: { what: string; price: string; unit: string; example: string | null }): string;
    /**
     * TripMate does not know the exact train fare: the rough guide (rows, else what it says of unreserved seats, null:
     * nothing), the journey when two places are named (`rail` null: no train between them), and where to check.
     */
    train(p: {
      from: string | null;
      to: string | null;
      rows: readonly string[];
      year: number;
      unreserved: string | null;
      journey: { readonly rail: string | null } | null;
      source: string;
    }): string;
    unpriced(p: { mode: UnpricedMode; known: string | null }): string;
  };

  /** An activity's price (whale watching, a safari jeep ...): the data's what, unit and note. */
  activity(p: { what: string; price: string; unit: string; year: number; note: string; source: string }): string;

  /** Beaches for children: the coasts in their beach season for the month, and the planner's tip. */
  readonly familyBeach: {
    /** No month asked: each coast's season. */
    seasons(p: { westSouth: readonly number[]; east: readonly number[] }): string;
    /** The coasts calm in the month (none: between the monsoons). */
    month(p: { month: number; calm: readonly Coast[] }): string;
    answer(p: { lead: string; tip: string | null }): string;
  };

  /** Seasonal activities, wildlife events and festivals (seasons.json); `what` and `note` are the data's, as `data` says them. */
  readonly seasonal: {
    item(p: {
      what: string;
      kind: 'season' | 'event';
      months: readonly number[];
      month: number | null;
      note: string;
    }): string;
    /** The page an item's months were read from; `noSource` when none was found. */
    source(p: { publisher: string; date: string; url: string }): string;
    readonly noSource: string;
    /** `nearest`: the place named, when the items are the nearest to it rather than at it; `also`: alternatives. */
    answer(p: {
      nearest: string | null;
      first: string;
      also: { readonly month: number | null; readonly items: readonly string[] } | null;
      dates: boolean;
    }): string;
  };

  /** TripMate's help articles, whose text is English: the words around an article. */
  readonly help: {
    /** Said before the article when a forgotten password is asked about. */
    readonly forgotten: string;
    /** The article (`text`, English) after a lead (`forgotten`, `editAway`, or ''). */
    article(p: { lead: string; text: string }): string;
  };

  /** "Move Sigiriya to day 3", asked away from a plan. */
  readonly editAway: string;

  /** The general travel entries (knowledge.ts) by id; an id missing here is said in English. */
  readonly knowledge: Readonly<Record<string, string>>;

  readonly planEdits: {
    readonly lead: string;
    readonly nothingChanged: string;
    readonly unchanged: string;
    tooMany(max: number): string;
    cannot(why: string): string;
    /** Why the edit engine refused a change, in this language (the planner's words for its `BadEdit`). */
    refused(edit: BadEdit): string;
    unknownPlace(typed: string): string;
    notInPlan(name: string): string;
    aBase(p: { name: string; nights: number }): string;
    townOnly(name: string): string;
    whichOne(p: { typed: string; options: readonly { name: string; day: number }[] }): string;
    whichDay(name: string): string;
    already(p: { name: string; day: number }): string;
    movedInstead(p: { name: string; from: number; to: number }): string;
    addedInstead(p: { name: string; day: number }): string;
    nearest(p: { name: string; day: number }): string;
    replacing(p: { name: string; day: number }): string;
    notABase(p: { typed: string; bases: readonly string[] }): string;
    noSuchDay(p: { day: number; days: number }): string;
    whereToStay(bases: readonly string[]): string;
    readonly noNights: string;
    sameNights(p: { name: string; nights: number }): string;
    diff(line: DiffLine): string;
  };
};

/** A message of a catalogue named by its path (`season.place`, `knowledge.money`), to mark it for review. */
export type ChatMessageKey = keyof ChatMessages | `${keyof ChatMessages}.${string}`;

export type ChatCatalogue = {
  /** A BCP 47 tag, for Intl. */
  readonly locale: string;
  readonly grouping?: 'thousands';
  readonly months?: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  readonly messages: (f: Format) => ChatMessages;
  /** Messages whose wording a speaker of the language should check. */
  readonly review: readonly ChatMessageKey[];
};
