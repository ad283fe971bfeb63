import type { AttractionRecord } from '../../geo/geo.module.js';
import type {
  BudgetLine,
  Comfort,
  CustomPlaceOutcome,
  PlanBudget,
  PlanDay,
  PlanLeg,
  PlanPlace,
  PlanStop,
  RecommendedPlace,
  TipCategory,
  TripPlan,
} from '../plan.types.js';
import type { Area, InterestId, ResidencyId } from '../planner.data.js';
import type { FeeGroup } from './fees.js';

/**
 * What the engine answers: the plan's decisions, facts and codes, with no sentence in any language. The writer
 * (../writer/) turns them into the TripPlan the API returns, through a message catalogue.
 *
 * Texts that come from the curated data (a base's `why`, a closure's or a season's note, a curated tip) are carried
 * as the data holds them, with the record's id beside them where it has one, so a language can look up its own.
 */

export type ActivityKind = 'safari' | 'whales' | 'surf' | 'cooking' | 'tea';
/** A paid activity: what, and where (the attraction, or the town for a cooking class). */
export type Activity = { readonly kind: ActivityKind; readonly at: string };

/** What to do at a stop, and why it is in the plan. */
export type StopNote =
  | { readonly code: 'ON_YOUR_LIST' }
  | { readonly code: 'SAFARI' }
  | { readonly code: 'WHALES' }
  | { readonly code: 'SURF_LESSON' }
  | { readonly code: 'BEACH' }
  | { readonly code: 'TEA_FACTORY' }
  | { readonly code: 'SEASONAL'; readonly id: string; readonly what: string; readonly note: string }
  /** A seasonal sight or activity visited outside its season: what the season is, so the traveller can choose. */
  | { readonly code: 'OUT_OF_SEASON'; readonly what: string; readonly months: readonly number[]; readonly note: string }
  /** Timed to the sun: the sunrise or sunset at the sight (minutes after midnight), on the day's date or, undated, about then. */
  | { readonly code: 'SUNRISE' | 'SUNSET'; readonly at: number; readonly dated: boolean; readonly note: string }
  /** Nothing particular: what the place is, and where. */
  | { readonly code: 'ABOUT'; readonly category: AttractionRecord['category']; readonly town: string };

export type LegNote =
  | { readonly code: 'BUS' }
  | { readonly code: 'TRAIN'; readonly scenic: boolean; readonly driverMeetsIn: string | null };

export type DayTitle =
  | { readonly code: 'TRANSFER'; readonly from: string; readonly to: string; readonly byTrain: boolean }
  | { readonly code: 'SLOW_DAY'; readonly base: string }
  | { readonly code: 'BEACH_TIME'; readonly beach: string }
  | { readonly code: 'AROUND'; readonly base: string };

export type StopFacts = Omit<PlanStop, 'note'> & { readonly notes: readonly StopNote[] };
export type LegFacts = Omit<PlanLeg, 'note'> & { readonly note: LegNote | null };
export type ActivityFacts = Activity & { readonly costLkr: number };

/** What does not fit a day: the engine never plans one, but an edit may make one. */
export type DayWarning =
  | { readonly code: 'DAY_TOO_LONG'; readonly minutes: number; readonly limit: number }
  | { readonly code: 'STOP_PAST_DAY_END'; readonly attractionId: string; readonly name: string }
  | { readonly code: 'TOO_MUCH_DRIVING'; readonly minutes: number; readonly limit: number }
  | {
      readonly code: 'SUN_MISSED';
      readonly attractionId: string;
      readonly name: string;
      readonly event: 'sunrise' | 'sunset';
    }
  | { readonly code: 'CLOSED'; readonly attractionId: string; readonly name: string; readonly month: number };

export type DayFacts = Omit<PlanDay, 'title' | 'narrative' | 'stops' | 'legs' | 'activities' | 'warnings'> & {
  readonly kind: 'transfer' | 'explore';
  /** Where the day starts. */
  readonly from: PlanPlace;
  /** The night after this day is spent at its base (false on the last day). */
  readonly overnight: boolean;
  readonly title: DayTitle;
  readonly stops: readonly StopFacts[];
  readonly legs: readonly LegFacts[];
  readonly activities: readonly ActivityFacts[];
  readonly warnings: readonly DayWarning[];
};

export type Vehicle = 'car' | 'van' | 'coach';
export type RouteFacts = { readonly from: string; readonly to: string; readonly km: number };

/** What a budget line pays for. */
export type LineItem =
  | { readonly code: 'NIGHT'; readonly place: string; readonly rooms: number }
  | { readonly code: 'DRIVER_NIGHT'; readonly place: string }
  | { readonly code: 'MEALS'; readonly people: number }
  /**
   * Entry tickets by group (adults, children, children who enter free); a group's fee is null when not known. `year`: the
   * fee table's figure's year when something is charged; `about`: the figure is from a weak or old source.
   */
  | {
      readonly code: 'TICKETS';
      readonly attraction: string;
      readonly groups: readonly FeeGroup[];
      readonly typical: boolean;
      readonly residency: ResidencyId;
      readonly year: number | null;
      readonly about: boolean;
    }
  | { readonly code: 'ACTIVITY'; readonly activity: Activity; readonly units: number }
  | { readonly code: 'BUFFER'; readonly percent: number }
  | { readonly code: 'VEHICLE'; readonly vehicle: Vehicle; readonly route: RouteFacts }
  | { readonly code: 'BUS'; readonly people: number; readonly route: RouteFacts }
  | { readonly code: 'TUKTUK'; readonly count: number; readonly route: RouteFacts }
  | { readonly code: 'TRAIN'; readonly people: number; readonly firstClass: boolean; readonly route: RouteFacts }
  | { readonly code: 'VEHICLE_MEETS'; readonly vehicle: Vehicle; readonly route: RouteFacts };

export type BudgetLineFacts = Omit<BudgetLine, 'label'> & { readonly item: LineItem };

/** What the budget buys, or that it is not enough. */
export type BudgetVerdict =
  | {
      readonly code: 'WITHIN_BUDGET';
      readonly totalLkr: number;
      readonly people: number;
      readonly days: number;
      readonly comfort: Comfort;
      readonly budgetLkr: number;
      readonly nextLevelLkr: number | null;
    }
  | {
      readonly code: 'BUDGET_SHORT';
      readonly budgetLkr: number;
      readonly people: number;
      readonly days: number;
      readonly minimumLkr: number;
      readonly perPersonLkr: number;
    }
  /**
   * Priced at a level the budget does not cover (the one the traveller chose, or one within about 5% of the budget):
   * by how much, and the choices: fewer days at this level (about), a cheaper level that fits, or a higher budget.
   */
  | {
      readonly code: 'OVER_BUDGET';
      readonly totalLkr: number;
      readonly budgetLkr: number;
      readonly overLkr: number;
      readonly people: number;
      readonly days: number;
      readonly comfort: Comfort;
      readonly fewerDays: { readonly days: number; readonly totalLkr: number } | null;
      readonly cheaper: { readonly comfort: Comfort; readonly totalLkr: number } | null;
    };

export type BudgetFacts = Omit<PlanBudget, 'summary' | 'lines'> & {
  readonly lines: readonly BudgetLineFacts[];
  readonly verdict: BudgetVerdict;
};

export type PlaceReason =
  | { readonly code: 'ON_YOUR_LIST' }
  | { readonly code: 'LOVES'; readonly interests: readonly InterestId[] }
  | { readonly code: 'RATED'; readonly rating: number }
  | { readonly code: 'GOOD_MONTH'; readonly month: number }
  | { readonly code: 'ON_THE_WAY'; readonly from: string; readonly to: string; readonly day: number }
  | { readonly code: 'NEAR_BASE'; readonly base: string; readonly day: number };

export type PlaceFacts = Omit<RecommendedPlace, 'reason'> & { readonly reasons: readonly PlaceReason[] };

export type TipText =
  | { readonly code: 'MONTH'; readonly month: number; readonly note: string; readonly dryAreas: readonly Area[] }
  | { readonly code: 'NO_DATES' }
  | {
      readonly code: 'CLOSURE';
      readonly attractionId: string;
      readonly attraction: string;
      readonly months: readonly number[];
      readonly note: string;
    }
  | { readonly code: 'SEASONAL'; readonly id: string; readonly what: string; readonly note: string }
  | { readonly code: 'CURATED'; readonly id: string; readonly text: string };

export type TipFacts = { readonly category: TipCategory; readonly text: TipText };

/** What became of a place the traveller asked for. */
export type CustomOutcome =
  | { readonly code: 'NOT_FOUND' }
  | { readonly code: 'VISITED'; readonly day: number }
  | {
      readonly code: 'CLOSED_IN_MONTHS';
      readonly months: readonly number[];
      readonly note: string;
      /** What is open or in season then instead: a place of the plan (with its day) or elsewhere, or a seasonal activity with its months. */
      readonly inSeason: readonly {
        readonly name: string;
        readonly day: number | null;
        readonly months: readonly number[] | null;
      }[];
    }
  | {
      readonly code: 'TOO_FAR';
      readonly minutes: number;
      readonly from: string;
      readonly days: number;
      /** About how many days more would let the plan sleep a day out from it; null when no base is a day out from it. */
      readonly moreDays: number | null;
    }
  /**
   * Closed on every day the plan comes near it (`dates`, YYYY-MM-DD): it opens on the weekdays `opensOn` (0 Sunday to
   * 6 Saturday), only there and on poya days (`only`), or not on poya days (`closed`).
   */
  | {
      readonly code: 'CLOSED_ON_DAYS';
      readonly dates: readonly string[];
      readonly opensOn: readonly number[];
      readonly poya: 'only' | 'closed' | null;
    }
  | { readonly code: 'UNREACHABLE'; readonly days: number }
  | { readonly code: 'STAYING'; readonly base: string; readonly nights: number }
  | { readonly code: 'ON_ROUTE' }
  | { readonly code: 'OFF_ROUTE'; readonly place: string; readonly days: number }
  /** The traveller took it out of the plan themselves (an edit). */
  | { readonly code: 'REMOVED' };

export type CustomPlaceFacts = Omit<CustomPlaceOutcome, 'reason'> & { readonly outcome: CustomOutcome };

/** Things the traveller should know about this plan. */
export type PlanNotice =
  | { readonly code: 'CUSTOM_PLACE_LEFT_OUT'; readonly requested: string; readonly outcome: CustomOutcome }
  | { readonly code: 'LONG_DAY'; readonly day: number; readonly minutes: number; readonly driving: boolean }
  /**
   * A day over the party's hours on the road (`limit`: five with young children, eight otherwise), and why it could
   * not be broken: no town to sleep in lies between, or every night of the trip is spent already.
   */
  | {
      readonly code: 'ROAD_OVER_LIMIT';
      readonly day: number;
      readonly minutes: number;
      readonly limit: number;
      readonly youngChildren: boolean;
      readonly reason: 'NO_TOWN_BETWEEN' | 'NO_NIGHT_LEFT';
    }
  /** With young children each town gets two nights (`minNights`); the trip's nights cannot give them to every town it must sleep in. */
  | { readonly code: 'SHORT_STAYS'; readonly nights: number; readonly towns: number; readonly minNights: number }
  /**
   * A day whose last leg arrives after LATE_ARRIVAL (21:00): when, how long that leg is and the sight it leaves from,
   * so a late arrival is never unexplained.
   */
  | {
      readonly code: 'LATE_ARRIVAL';
      readonly day: number;
      readonly arrivesAt: number;
      readonly minutes: number;
      readonly after: string | null;
      readonly driving: boolean;
    }
  | { readonly code: 'NO_NIGHT_FOR_TOWN'; readonly town: string }
  /**
   * An interest the traveller chose that no day serves (issue 28). `SEASON`: nothing for it is in season in the trip's
   * months anywhere (`months`: the months something is); `REACH`: in season then (`months`, the trip's), but beyond
   * this route's reach (`inSeason`: the nearest such sights); `NO_TIME`: no day has the time for a cooking class
   * (food); `NO_TRAIN`: no journey of the route is better by train (trains).
   */
  | {
      readonly code: 'INTEREST_UNSERVED';
      readonly interest: InterestId;
      readonly reason: 'SEASON' | 'REACH' | 'NO_TIME' | 'NO_TRAIN';
      readonly months: readonly number[];
      readonly inSeason: readonly string[];
    }
  /** Entry fees the fee tables do not know for this party: the total leaves them out. */
  | { readonly code: 'UNKNOWN_FEES'; readonly attractions: readonly string[] }
  /** The configured maps service could not measure the roads; the built-in engine's figures stand. */
  | { readonly code: 'ESTIMATED_TRAVEL_TIMES' };

/** The trip in brief, for its summary (the rest is in the plan). */
export type SummaryFacts = {
  readonly family: boolean;
  /** Interests to name in the summary (family is said by `family`). */
  readonly loves: readonly InterestId[];
  /** Nights at each base, by the base's name. */
  readonly nights: readonly { readonly base: string; readonly nights: number }[];
  readonly trains: readonly { readonly from: string; readonly to: string }[];
  readonly beachDays: number;
};

export type PlanFacts = Omit<
  TripPlan,
  'summary' | 'dayPlans' | 'places' | 'budget' | 'tips' | 'customPlaces' | 'notices'
> & {
  readonly summary: SummaryFacts;
  readonly dayPlans: readonly DayFacts[];
  readonly places: readonly PlaceFacts[];
  readonly budget: BudgetFacts;
  readonly tips: readonly TipFacts[];
  readonly customPlaces: readonly CustomPlaceFacts[];
  readonly notices: readonly PlanNotice[];
};
