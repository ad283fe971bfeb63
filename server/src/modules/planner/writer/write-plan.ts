import type { DayFacts, PlanFacts } from '../engine/facts.js';
import type { PlanDay, TripPlan } from '../plan.types.js';
import { PlanWarningCode } from '../plan-warning.types.js';
import type { Catalogue, Messages } from './catalogue.js';
import { english } from './en.js';
import { messagesOf } from './messages.js';

/** What a day says, in order: how it starts, what it visits, its activities, where it ends. */
function narrative(d: DayFacts, m: Messages): string {
  const parts: string[] = [];
  const first = d.legs[0];
  if (d.kind === 'transfer' && first) parts.push(m.narrative.leave({ from: d.from.name, at: first.depart, mode: first.mode, roads: first.via }));
  else if (d.stops.length > 0) parts.push(m.narrative.dayOut({ base: d.base.name, at: d.startTime }));
  else parts.push(m.narrative.rest({ base: d.base.name }));
  if (d.stops.length > 0) parts.push(m.narrative.visits(d.stops.map((s) => ({ name: s.name, minutes: s.visitMinutes }))));
  for (const a of d.activities) parts.push(m.narrative.activity(m.activity(a)));
  if (d.kind === 'transfer' || d.stops.length > 0) parts.push(m.narrative.arrive({ base: d.base.name, at: d.endTime, overnight: d.overnight }));
  return parts.join(' ');
}

function writeDay(d: DayFacts, m: Messages): PlanDay {
  return {
    day: d.day,
    date: d.date,
    title: m.dayTitle(d.title),
    narrative: narrative(d, m),
    base: d.base,
    stops: d.stops.map(({ notes, ...s }) => ({ ...s, note: notes.map((n) => m.stopNote(n)).join(' ') })),
    legs: d.legs.map((l) => ({ ...l, note: l.note && m.legNote(l.note) })),
    activities: d.activities.map((a) => ({ name: m.activity(a), costLkr: a.costLkr })),
    startTime: d.startTime,
    endTime: d.endTime,
    activeMinutes: d.activeMinutes,
    limitMinutes: d.limitMinutes,
    costLkr: d.costLkr,
    warnings: d.warnings.map((w) => ({ code: PlanWarningCode[w.code], message: m.dayWarning(w), attractionId: 'attractionId' in w ? w.attractionId : null })),
  };
}

/**
 * The engine's facts in words: the TripPlan the API answers, in the catalogue's language (English unless told).
 * The structured fields pass through unchanged; every text is the catalogue's, and the curated data's texts are in
 * the catalogue's language where it has them (a base's `why` here; the notes and tips through the messages).
 */
export function writePlan(facts: PlanFacts, catalogue: Catalogue = english): TripPlan {
  const m = messagesOf(catalogue);
  const data = catalogue.dataText ?? ((english: string) => english);
  const { budget } = facts;
  const budgetSummary = m.budgetVerdict(budget.verdict);
  const summary = [
    m.summary.trip({ days: facts.days, family: facts.summary.family, start: facts.start.name, end: facts.end.name, people: facts.people, loves: facts.summary.loves }),
    facts.summary.nights.length ? m.summary.nights(facts.summary.nights) : m.summary.dayTrip(),
    m.summary.has({ trains: facts.summary.trains, beachDays: facts.summary.beachDays, places: facts.places.length }),
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
    dayPlans: facts.dayPlans.map((d) => writeDay(d, m)),
    places: facts.places.map(({ reasons, ...p }) => ({ ...p, reason: reasons.map((r) => m.placeReason(r)).join(' ') })),
    budget: {
      comfort: budget.comfort,
      lines: budget.lines.map((l) => ({ category: l.category, day: l.day, label: m.lineLabel(l.item), amountLkr: l.amountLkr, rateId: l.rateId, priceKnown: l.priceKnown, fee: l.fee })),
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
    customPlaces: facts.customPlaces.map(({ outcome, ...c }) => ({ ...c, reason: m.customOutcome(outcome) })),
    notices: facts.notices.map((n) => m.notice(n)),
  };
}
