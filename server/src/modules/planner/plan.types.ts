import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PlanWarning } from './plan-warning.types.js';

/**
 * The trip plan, once: these classes are the GraphQL types, the engine's output types (plain objects of the same
 * shape) and the JSON under `2. JSON STRUCTURE:` in the itinerary text.
 */

export enum Interest {
  BEACHES = 'BEACHES',
  WILDLIFE = 'WILDLIFE',
  HISTORY = 'HISTORY',
  HIKING = 'HIKING',
  TEA = 'TEA',
  SURFING = 'SURFING',
  FOOD = 'FOOD',
  FAMILY = 'FAMILY',
  RELAXATION = 'RELAXATION',
  TRAINS = 'TRAINS',
  PHOTOGRAPHY = 'PHOTOGRAPHY',
}

export enum Comfort {
  BUDGET = 'BUDGET',
  MIDRANGE = 'MIDRANGE',
  COMFORT = 'COMFORT',
}

export enum TravelMode {
  CAR = 'CAR',
  TRAIN = 'TRAIN',
  BUS = 'BUS',
  TUKTUK = 'TUKTUK',
}

export enum BudgetCategory {
  STAY = 'STAY',
  FOOD = 'FOOD',
  TRANSPORT = 'TRANSPORT',
  TICKETS = 'TICKETS',
  ACTIVITIES = 'ACTIVITIES',
  BUFFER = 'BUFFER',
}

export enum TipCategory {
  SEASON = 'SEASON',
  TRANSPORT = 'TRANSPORT',
  ETIQUETTE = 'ETIQUETTE',
  MONEY = 'MONEY',
  HEALTH = 'HEALTH',
  SAFETY = 'SAFETY',
}

export enum PlanSource {
  BUILT_IN = 'BUILT_IN',
  GEMINI = 'GEMINI',
  OPENAI = 'OPENAI',
}

/** The language a plan is written in; its value is the BCP 47 language subtag. */
export enum PlanLanguage {
  EN = 'en',
  SI = 'si',
  TA = 'ta',
}

export enum Residency {
  FOREIGN = 'FOREIGN',
  SAARC = 'SAARC',
  RESIDENT = 'RESIDENT',
}

/** Why a place is among the traveller's own: picked from the list, named in the notes, or a stop they added. */
export enum RequestedBy {
  PICKED = 'PICKED',
  NOTES = 'NOTES',
  STOP = 'STOP',
}

registerEnumType(PlanLanguage, {
  name: 'PlanLanguage',
  description:
    'The language a plan’s words are written in: EN (English), SI (Sinhala) or TA (Tamil). Place names stay as TripMate’s data spells them.',
});
registerEnumType(Residency, {
  name: 'Residency',
  description: 'Who pays which entry fee: FOREIGN visitors, SAARC nationals, or Sri Lankan RESIDENTs.',
});
registerEnumType(RequestedBy, {
  name: 'RequestedBy',
  description:
    'How a place came to be on the traveller’s list: PICKED in the planner (customPlaces), named in the NOTES, or a STOP.',
});
registerEnumType(Interest, { name: 'Interest', description: 'What the traveller loves, read from the notes.' });
registerEnumType(Comfort, {
  name: 'Comfort',
  description:
    'BUDGET: guesthouses, buses and trains; MIDRANGE: 3-star hotels and a car with driver; COMFORT: 4-star or boutique hotels, a car with driver, first-class trains.',
});
registerEnumType(TravelMode, { name: 'TravelMode' });
registerEnumType(BudgetCategory, { name: 'BudgetCategory' });
registerEnumType(TipCategory, { name: 'TipCategory' });
registerEnumType(PlanSource, {
  name: 'PlanSource',
  description:
    'Who wrote the prose: the built-in planner or a configured model. Facts, times and prices are always the engine’s.',
});

@ObjectType({ description: 'A place in TripMate’s data.' })
export class PlanPlace {
  @Field(() => ID, { description: 'A gazetteer or attraction id.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@ObjectType({ description: 'A visit to an attraction.' })
export class PlanStop {
  @Field(() => ID)
  attractionId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  category!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => String, { description: 'Arrival, HH:MM.' })
  start!: string;

  @Field(() => Int)
  visitMinutes!: number;

  @Field(() => Int, {
    description:
      'Entry tickets for the whole party in LKR, at the fees for its residency and ages; 0 when free. When ticketPriceKnown is false, only the known part.',
  })
  ticketsLkr!: number;

  @Field(() => Boolean, {
    description: 'False when the entry fee is not known for someone in the party (shown as unknown, never as free).',
  })
  ticketPriceKnown!: boolean;

  @Field(() => String, { description: 'What to do there, and why it is in the plan.' })
  note!: string;
}

@ObjectType({ description: 'A journey between two points of a day.' })
export class PlanLeg {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => TravelMode)
  mode!: TravelMode;

  @Field(() => String, { description: 'Departure, HH:MM.' })
  depart!: string;

  @Field(() => Float)
  distanceKm!: number;

  @Field(() => Int)
  minutes!: number;

  @Field(() => [String], { description: 'Road numbers, or the railway line for a train.' })
  via!: string[];

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => [[Float]], {
    nullable: true,
    description:
      "The leg's line as [longitude, latitude] pairs (GeoJSON order): a train along the railway track (OpenStreetMap data, ODbL), a road leg along TripMate's road graph. Null for a leg that does not move, and for legs of plans made before it was added.",
  })
  geometry?: number[][] | null;
}

@ObjectType({ description: 'A paid activity of a day (a safari jeep, a whale-watching boat, a surf lesson …).' })
export class PlanActivity {
  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'For the whole party, in LKR.' })
  costLkr!: number;
}

@ObjectType()
export class PlanDay {
  @Field(() => Int)
  day!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, when the trip has a start date.' })
  date!: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'A few sentences on the day.' })
  narrative!: string;

  @Field(() => PlanPlace, { description: 'Where the day ends: the night’s base, or the trip’s end on the last day.' })
  base!: PlanPlace;

  @Field(() => [PlanStop])
  stops!: PlanStop[];

  @Field(() => [PlanLeg], {
    description: 'In time order; each leg arrives at the stop with the same start time or, the last, at the base.',
  })
  legs!: PlanLeg[];

  @Field(() => [PlanActivity])
  activities!: PlanActivity[];

  @Field(() => String, { description: 'HH:MM' })
  startTime!: string;

  @Field(() => String, { description: 'HH:MM' })
  endTime!: string;

  @Field(() => Int, { description: 'Travel, visits and activities, in minutes.' })
  activeMinutes!: number;

  @Field(() => Int, { description: 'The most this traveller’s day may hold.' })
  limitMinutes!: number;

  @Field(() => Int, { description: 'Everything this day costs, in LKR (the buffer is trip-wide).' })
  costLkr!: number;

  @Field(() => [PlanWarning], {
    description:
      'What does not fit this day (after an edit, mostly): too long, too much driving, a sunrise missed, a stop past the day’s end.',
  })
  warnings!: PlanWarning[];
}

@ObjectType({ description: 'What the party’s budget allows for a room a night at a base.' })
export class StayBudget {
  @Field(() => Int, { description: 'Rooms the party takes: two travellers share one.' })
  rooms!: number;

  @Field(() => Int, {
    description:
      'LKR for one room a night: the plan’s price of a room there, scaled by the budget over the plan’s total (a budget twice the plan’s cost allows rooms twice the price).',
  })
  perRoomPerNightLkr!: number;
}

@ObjectType({ description: 'A town where the traveller sleeps.' })
export class PlanBase {
  @Field(() => PlanPlace)
  place!: PlanPlace;

  @Field(() => Int)
  nights!: number;

  @Field(() => String)
  why!: string;

  /** Worked out when a plan is read (stored-plan.ts), never stored: it follows the plan's budget lines. */
  @Field(() => StayBudget, {
    nullable: true,
    description: 'What the budget allows for a room a night here; null when the plan prices no night here.',
  })
  stayBudget?: StayBudget | null;
}

@ObjectType({
  description:
    'Where an entry fee comes from: the fee table’s row, the figure’s year, how sure it is, and the page it was read from.',
})
export class FeeCitation {
  @Field(() => ID, { description: 'The fee table’s row (the attraction’s id): what a “report a wrong price” names.' })
  rowId!: string;

  @Field(() => Int, { description: 'The year of the figure.' })
  year!: number;

  @Field(() => String, {
    description:
      'high (an issuer’s page or a gazette), medium (dated national press) or low (blogs and operators, or an old or undated page).',
  })
  confidence!: string;

  @Field(() => Boolean, {
    description: 'True when the figure is from a weak or old source: show it as “about”, with its year.',
  })
  about!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The page the figure was read from; null when no page settles the price.',
  })
  sourceUrl!: string | null;

  @Field(() => String, { nullable: true })
  publisher!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The page’s date, as precise as it gives it ("2023", "2023-05-23").',
  })
  sourceDate!: string | null;
}

@ObjectType()
export class BudgetLine {
  @Field(() => BudgetCategory)
  category!: BudgetCategory;

  @Field(() => Int, { nullable: true, description: 'The day it falls on; null for trip-wide lines (the buffer).' })
  day!: number | null;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  amountLkr!: number;

  @Field(() => String, {
    description:
      "The id of the rate in the rates table it was priced from, fees.json for a published entry fee, attractions.entryFee for an attraction's own ticket price, or unknown for a ticket no table prices.",
  })
  rateId!: string;

  @Field(() => Boolean, {
    description:
      'False when part of the line’s price is not known (an entry fee missing from the fee tables): amountLkr then counts only the known part.',
  })
  priceKnown!: boolean;

  @Field(() => FeeCitation, {
    nullable: true,
    description:
      'For an entry fee from the fee table: its row, year and source. Null for other lines, and in plans saved before fees carried sources.',
  })
  fee!: FeeCitation | null;
}

@ObjectType()
export class BudgetTotal {
  @Field(() => BudgetCategory)
  category!: BudgetCategory;

  @Field(() => Int)
  amountLkr!: number;
}

@ObjectType({ description: 'What the same trip costs at one comfort level.' })
export class ComfortOption {
  @Field(() => Comfort)
  comfort!: Comfort;

  @Field(() => Int)
  totalLkr!: number;

  @Field(() => Boolean)
  withinBudget!: boolean;
}

@ObjectType({ description: 'An indicative exchange rate from the rates table.' })
export class ExchangeRate {
  @Field(() => String)
  currency!: string;

  @Field(() => Float)
  lkrPerUnit!: number;

  @Field(() => Int)
  year!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'The month the rate was read, "2025-10": every conversion shown says it. Null in plans saved before rates carried it.',
  })
  asOf!: string | null;
}

@ObjectType()
export class PlanBudget {
  @Field(() => Comfort, {
    description:
      'The level the plan is priced at: the one the traveller asked for (planTrip’s comfort, kept by edits), else the most comfortable within about 5% of the budget, or BUDGET when none is.',
  })
  comfort!: Comfort;

  @Field(() => [BudgetLine])
  lines!: BudgetLine[];

  @Field(() => [BudgetTotal], { description: 'The lines added up by category.' })
  totals!: BudgetTotal[];

  @Field(() => Int)
  totalLkr!: number;

  @Field(() => Int)
  perPersonLkr!: number;

  @Field(() => Int, { description: 'The traveller’s budget.' })
  requestedLkr!: number;

  @Field(() => Boolean)
  withinBudget!: boolean;

  @Field(() => Int, { description: 'The smallest realistic total for this trip (the BUDGET level).' })
  minimumTotalLkr!: number;

  @Field(() => [ComfortOption])
  options!: ComfortOption[];

  @Field(() => Int, { description: 'How far the total is over the traveller’s budget, in LKR; 0 within it.' })
  overByLkr!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'When over the budget: about how many days at this level the budget covers (at least 1); null within it, or when not one day fits.',
  })
  fitsInDays!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'About what the trip costs at this level over fitsInDays days, in LKR (the plan’s total pro rata); null when fitsInDays is.',
  })
  fitsInDaysTotalLkr!: number | null;

  @Field(() => String, { description: 'In plain words: what the budget buys, or that it is not enough.' })
  summary!: string;

  @Field(() => Int, { description: 'The year the rates are from.' })
  ratesYear!: number;

  @Field(() => [ExchangeRate])
  exchangeRates!: ExchangeRate[];

  @Field(() => [String], {
    description: 'Attractions in the plan whose entry fee is not known for this party; the total leaves them out.',
  })
  unknownFees!: string[];
}

@ObjectType()
export class RecommendedPlace {
  @Field(() => ID)
  attractionId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  category!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => Float, { nullable: true })
  rating!: number | null;

  @Field(() => Int, { nullable: true, description: 'The day it is visited on.' })
  day!: number | null;

  @Field(() => String)
  reason!: string;
}

@ObjectType()
export class TravelTip {
  @Field(() => TipCategory)
  category!: TipCategory;

  @Field(() => String)
  text!: string;
}

@ObjectType({ description: 'What became of a place the traveller asked for.' })
export class CustomPlaceOutcome {
  @Field(() => String, { description: 'As the traveller wrote it.' })
  requested!: string;

  @Field(() => String, { nullable: true, description: 'The place in TripMate’s data it was matched to.' })
  matched!: string | null;

  @Field(() => Boolean)
  included!: boolean;

  @Field(() => Int, { nullable: true })
  day!: number | null;

  @Field(() => String)
  reason!: string;

  @Field(() => RequestedBy, { description: 'How the place came to be on the traveller’s list.' })
  requestedBy!: RequestedBy;
}

@ObjectType({ description: 'A day-by-day plan: bases, stops, legs, budget, places and tips.' })
export class TripPlan {
  @Field(() => PlanPlace)
  start!: PlanPlace;

  @Field(() => PlanPlace)
  end!: PlanPlace;

  @Field(() => Int)
  days!: number;

  @Field(() => Int)
  people!: number;

  @Field(() => String, { nullable: true })
  startDate!: string | null;

  @Field(() => [Interest])
  interests!: Interest[];

  @Field(() => String)
  summary!: string;

  @Field(() => [PlanBase])
  bases!: PlanBase[];

  @Field(() => [PlanDay])
  dayPlans!: PlanDay[];

  @Field(() => [RecommendedPlace])
  places!: RecommendedPlace[];

  @Field(() => PlanBudget)
  budget!: PlanBudget;

  @Field(() => [TravelTip])
  tips!: TravelTip[];

  @Field(() => [CustomPlaceOutcome])
  customPlaces!: CustomPlaceOutcome[];

  @Field(() => [String], {
    description:
      'Things the traveller should know about this plan (a place left out, a long day, a model that was unavailable).',
  })
  notices!: string[];
}

@ObjectType({ description: 'A generated plan, kept in the account; saved plans are listed on the dashboard.' })
export class TripPlanResult {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => PlanSource)
  source!: PlanSource;

  @Field(() => String, { description: 'The plan as text under the five headings the spec’s client splits on.' })
  itineraryText!: string;

  @Field(() => TripPlan)
  plan!: TripPlan;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the traveller saved it; null for a plan not saved yet.' })
  savedAt!: Date | null;

  @Field(() => Int, {
    description: 'Goes up by one with every edit; editTripPlan takes it to refuse an edit made on an older copy.',
  })
  version!: number;

  @Field(() => PlanLanguage, {
    description: 'The language the plan was written in; its edits, share page and calendar keep it.',
  })
  language!: PlanLanguage;
}

@ObjectType({ description: 'A saved plan, as the dashboard lists it.' })
export class TripPlanSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  days!: number;

  @Field(() => Int)
  people!: number;

  @Field(() => Int)
  totalLkr!: number;

  @Field(() => String, { nullable: true })
  startDate!: string | null;

  @Field(() => Date)
  savedAt!: Date;
}

@ObjectType()
export class DeleteTripPlanPayload {
  @Field(() => ID)
  id!: string;
}
