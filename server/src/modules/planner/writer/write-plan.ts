import type { LocalNames } from '../../geo/geo.module.js';
import type {
  CustomOutcome,
  DayFacts,
  DayTitle,
  LegNote,
  PlaceReason,
  PlanFacts,
  PlanNotice,
  StopNote,
} from '../engine/facts.js';
import type { PlanDay, PlanPlace, TripPlan } from '../plan.types.js';
import { PlanWarningCode } from '../plan-warning.types.js';
import type { Catalogue, Messages } from './catalogue.js';
import { english } from './en.js';
import { messagesOf } from './messages.js';

/** How the writer names towns: in the reader's script where the catalogue has one and a source names the town. */
type Towns = {
  /** A town by its English name as the data spells it (a base, a sight's nearest town). */
  town(english: string): string;
  place(p: Pick<PlanPlace, 'id' | 'name'>): string;
  title(t: DayTitle): DayTitle;
  stopNote(n: StopNote): StopNote;
  legNote(n: LegNote): LegNote;
  placeReason(r: PlaceReason): PlaceReason;
  outcome(o: CustomOutcome): CustomOutcome;
  notice(n: PlanNotice): PlanNotice;
};

/**
 * Towns (bases, the start and the end, a sight's nearest town) named in the catalogue's script by the geo module's
 * `LocalNames`, as the assistant names them; a place no source names in that script, and every sight, keeps the name
 * the data gives it. In English, and without the names, every name is the data's.
 */
function townsOf(catalogue: Catalogue, names: LocalNames | undefined): Towns {
  const script = catalogue.script;
  const town = (english: string) => (script && names?.ofName(english, script)) || english;
  const place = (p: Pick<PlanPlace, 'id' | 'name'>) => (script && names?.of(p.id, script)) || p.name;
  const outcome = (o: CustomOutcome): CustomOutcome =>
    o.code === 'STAYING' ? { ...o, base: town(o.base) } : o.code === 'TOO_FAR' ? { ...o, from: town(o.from) } : o;
  return {
    town,
    place,
    title: (t) =>
      t.code === 'TRANSFER'
        ? { ...t, from: town(t.from), to: town(t.to) }
        : t.code === 'BEACH_TIME'
          ? t
          : { ...t, base: town(t.base) },
    stopNote: (n) => (n.code === 'ABOUT' ? { ...n, town: town(n.town) } : n),
    legNote: (n) => (n.code === 'TRAIN' && n.driverMeetsIn ? { ...n, driverMeetsIn: town(n.driverMeetsIn) } : n),
    placeReason: (r) =>
      r.code === 'ON_THE_WAY'
        ? { ...r, from: town(r.from), to: town(r.to) }
        : r.code === 'NEAR_BASE'
          ? { ...r, base: town(r.base) }
          : r,
    outcome,
    notice: (n) =>
      n.code === 'NO_NIGHT_FOR_TOWN'
        ? { ...n, town: town(n.town) }
        : n.code === 'CUSTOM_PLACE_LEFT_OUT'
          ? { ...n, outcome: outcome(n.outcome) }
          : n,
  };
}

/** What a day says, in order: how it starts, what it visits, its activities, where it ends. */
function narrative(d: DayFacts, m: Messages, say: Towns): string {
  const parts: string[] = [];
  const first = d.legs[0];
  if (d.kind === 'transfer' && first)
    parts.push(m.narrative.leave({ from: say.place(d.from), at: first.depart, mode: first.mode, roads: first.via }));
  else if (d.stops.length > 0) parts.push(m.narrative.dayOut({ base: say.place(d.base), at: d.startTime }));
  else parts.push(m.narrative.rest({ base: say.place(d.base) }));
  if (d.stops.length > 0)
    parts.push(m.narrative.visits(d.stops.map((s) => ({ name: s.name, minutes: s.visitMinutes }))));
  for (const a of d.activities) parts.push(m.narrative.activity(m.activity(a)));
  if (d.kind === 'transfer' || d.stops.length > 0)
    parts.push(m.narrative.arrive({ base: say.place(d.base), at: d.endTime, overnight: d.overnight }));
  return parts.join(' ');
}

function writeDay(d: DayFacts, m: Messages, say: Towns): PlanDay {
  return {
    day: d.day,
    date: d.date,
    title: m.dayTitle(say.title(d.title)),
    narrative: narrative(d, m, say),
    base: d.base,
    stops: d.stops.map(({ notes, ...s }) => ({ ...s, note: notes.map((n) => m.stopNote(say.stopNote(n))).join(' ') })),
    legs: d.legs.map((l) => ({ ...l, note: l.note && m.legNote(say.legNote(l.note)) })),
    activities: d.activities.map((a) => ({ name: m.activity(a), costLkr: a.costLkr })),
    startTime: d.startTime,
    endTime: d.endTime,
    activeMinutes: d.activeMinutes,
    limitMinutes: d.limitMinutes,
    costLkr: d.costLkr,
    warnings: d.warnings.map((w) => ({
      code: PlanWarningCode[w.code],
      message: m.dayWarning(w),
      attractionId: 'attractionId' in w ? w.attractionId : null,
    })),
  };
}

/**
 * The engine's facts in words: the TripPlan the API answers, in the catalogue's language (English unless told), its
 * towns named in the language's script by `names` where a source names them.
 * The structured fields pass through unchanged; every text is the catalogue's, and the curated data's texts are in
 * the catalogue's language where it has them (a base's `why` here; the notes and tips through the messages).
 */
export function writePlan(facts: PlanFacts, catalogue: Catalogue = english, names?: LocalNames): TripPlan {
  const m = messagesOf(catalogue);
  const say = townsOf(catalogue, names);
  const data = catalogue.dataText ?? ((english: string) => english);
  const { budget } = facts;
  const budgetSummary = m.budgetVerdict(budget.verdict);
  const summary = [
    m.summary.trip({
      days: facts.days,
      family: facts.summary.family,
      start: say.place(facts.start),
      end: say.place(facts.end),
      people: facts.people,
      loves: facts.summary.loves,
    }),
    facts.summary.nights.length
      ? m.summary.nights(facts.summary.nights.map((n) => ({ ...n, base: say.town(n.base) })))
      : m.summary.dayTrip(),
    m.summary.has({
      trains: facts.summary.trains.map((t) => ({ from: say.town(t.from), to: say.town(t.to) })),
      beachDays: facts.summary.beachDays,
      places: facts.places.length,
    }),
    budgetSummary,
  ].join(' ');
  return {
    start: facts.start,
    end: facts.end,
    days: facts.days,
    people: facts.people,
    startDate: facts.startDate,
    interests: facts.interests,
    summary,
    bases: facts.bases.map((b) => ({ ...b, why: data(b.why) })),
    dayPlans: facts.dayPlans.map((d) => writeDay(d, m, say)),
    places: facts.places.map(({ reasons, ...p }) => ({
      ...p,
      reason: reasons.map((r) => m.placeReason(say.placeReason(r))).join(' '),
    })),
    budget: {
      comfort: budget.comfort,
      lines: budget.lines.map((l) => ({
        category: l.category,
        day: l.day,
        label: m.lineLabel(l.item),
        amountLkr: l.amountLkr,
        rateId: l.rateId,
        priceKnown: l.priceKnown,
        fee: l.fee,
      })),
      totals: budget.totals,
      totalLkr: budget.totalLkr,
      perPersonLkr: budget.perPersonLkr,
      requestedLkr: budget.requestedLkr,
      withinBudget: budget.withinBudget,
      minimumTotalLkr: budget.minimumTotalLkr,
      options: budget.options,
      overByLkr: budget.overByLkr,
      fitsInDays: budget.fitsInDays,
      fitsInDaysTotalLkr: budget.fitsInDaysTotalLkr,
      summary: budgetSummary,
      ratesYear: budget.ratesYear,
      exchangeRates: budget.exchangeRates,
      unknownFees: budget.unknownFees,
    },
    tips: facts.tips.map((t) => ({ category: t.category, text: m.tip(t.text) })),
    customPlaces: facts.customPlaces.map(({ outcome, ...c }) => ({
      ...c,
      reason: m.customOutcome(say.outcome(outcome)),
    })),
    notices: facts.notices.map((n) => m.notice(say.notice(n))),
  };
}
