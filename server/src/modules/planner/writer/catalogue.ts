import type { LocalScript } from '../../geo/geo.module.js';
import type {
  Activity,
  BudgetVerdict,
  CustomOutcome,
  DayTitle,
  DayWarning,
  LegNote,
  LineItem,
  PlaceReason,
  PlanNotice,
  StopNote,
  TipText,
} from '../engine/facts.js';
import type { BadEdit } from '../bad-edit.js';
import type { BudgetCategory, Comfort, TravelMode } from '../plan.types.js';
import type { Area, InterestId } from '../planner.data.js';
import type { Format } from './format.js';

/**
 * Everything the planner says, in one language. The writer decides what is said and in what order (from the
 * engine's facts); a catalogue decides only how it is said. A new language is a new catalogue: TypeScript checks
 * that it has every message and handles every code.
 */
export type Messages = {
  readonly interest: Readonly<Record<InterestId, string>>;
  readonly area: Readonly<Record<Area, string>>;
  readonly comfort: Readonly<Record<Comfort, string>>;
  /** A length of time: 45 min, 2 h 30 min. */
  duration(minutes: number): string;

  /** A plan's default title on the dashboard. */
  tripTitle(p: { start: string; end: string; days: number }): string;
  summary: {
    trip(p: {
      days: number;
      family: boolean;
      start: string;
      end: string;
      people: number;
      loves: readonly InterestId[];
    }): string;
    nights(stays: readonly { base: string; nights: number }[]): string;
    dayTrip(): string;
    has(p: { trains: readonly { from: string; to: string }[]; beachDays: number; places: number }): string;
  };
  budgetVerdict(v: BudgetVerdict): string;

  dayTitle(t: DayTitle): string;
  narrative: {
    leave(p: { from: string; at: string; mode: TravelMode; roads: readonly string[] }): string;
    dayOut(p: { base: string; at: string }): string;
    rest(p: { base: string }): string;
    visits(stops: readonly { name: string; minutes: number }[]): string;
    activity(name: string): string;
    arrive(p: { base: string; at: string; overnight: boolean }): string;
  };
  activity(a: Activity): string;
  stopNote(n: StopNote): string;
  legNote(n: LegNote): string;
  lineLabel(item: LineItem): string;
  placeReason(r: PlaceReason): string;
  tip(t: TipText): string;
  customOutcome(o: CustomOutcome): string;
  notice(n: PlanNotice): string;
  /** What does not fit a day, beside the day or its stop. */
  dayWarning(w: DayWarning): string;

  /** The plan as text; the five headings are the spec's, the same in every language (clients split on them). */
  itinerary: {
    notice(text: string): string;
    day(p: { day: number; date: string | null; title: string }): string;
    leg(p: {
      mode: TravelMode;
      from: string;
      to: string;
      km: number;
      minutes: number;
      roads: readonly string[];
      note: string | null;
    }): string;
    stop(p: { name: string; minutes: number; ticketsLkr: number; ticketPriceKnown: boolean; note: string }): string;
    activity(p: { name: string; costLkr: number }): string;
    night(p: { base: string; costLkr: number }): string;
    budgetTotal(p: { category: BudgetCategory; amountLkr: number }): string;
    total(p: { totalLkr: number; perPersonLkr: number; ratesYear: number }): string;
  };

  /** The plan as calendar events (plan-calendar.ts): what a leg's event says beside its places. */
  calendar: {
    leg(p: { mode: TravelMode; km: number; roads: readonly string[]; note: string | null }): string;
  };

  /** When a model was asked to write the prose and its text is not used. */
  writer: { readonly unavailable: string; readonly rejected: string };
  errors: {
    tooFewDays(p: { days: number; from: string; to: string; hours: number; needed: number }): string;
    tooManyPlans(minutes: number): string;
    /** Why an edit cannot apply to the plan as it is (the English is `badEditMessage`). */
    badEdit(edit: BadEdit): string;
  };
};

/**
 * A message of a catalogue named by its path (`notice`, `notice.LONG_DAY`, `itinerary.total`), to mark it for review
 * by a speaker of the language: the translator was not sure of it.
 */
export type MessageKey = keyof Messages | `${keyof Messages}.${string}`;

export type Catalogue = {
  /** A BCP 47 tag, for Intl: numbers, plurals, lists and dates follow it. */
  readonly locale: string;
  /** The script towns are named in (the geo module's `LocalNames`), where not as the data spells them (English). */
  readonly script?: LocalScript;
  /**
   * How numbers are grouped where the language's Intl data groups them otherwise: `thousands` groups every three
   * digits (1,234,567), as Sri Lanka writes numbers in every language (Intl's Tamil groups lakhs: 12,34,567).
   */
  readonly grouping?: 'thousands';
  /** The months' names, January first, where the language's Intl data names them otherwise. */
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
  readonly messages: (f: Format) => Messages;
  /**
   * A text of the curated data the plan carries as it is (a base's `why`) in this language; the messages translate
   * the data's texts they quote themselves. Without it (English) the data's texts stay as the data holds them.
   */
  readonly dataText?: (english: string) => string;
  /** Messages whose wording a speaker of the language should check (see each catalogue). */
  readonly review: readonly MessageKey[];
};

/** How far over the budget a plan is, in whole percent of the budget: at least 1, so an overrun is never "0%". */
export const overPercent = (v: { readonly overLkr: number; readonly budgetLkr: number }): number =>
  Math.max(1, Math.round((v.overLkr / v.budgetLkr) * 100));
