import { dayTimeline } from '../day-timeline.js';
import type { TripPlan } from '../plan.types.js';
import type { Catalogue } from './catalogue.js';
import { english } from './en.js';
import { messagesOf } from './messages.js';

/**
 * The five headings the spec's client splits the plan text on, word for word. They are part of the contract, not of
 * the language: they stay the same whatever language the rest of the text is in.
 */
export const HEADINGS = {
  itinerary: '1. DETAILED ITINERARY:',
  json: '2. JSON STRUCTURE:',
  budget: '3. BUDGET BREAKDOWN:',
  places: '4. RECOMMENDED PLACES:',
  tips: '5. TRAVEL TIPS:',
} as const;

/**
 * The plan as text under the spec's five headings, so a client written for the spec (which splits the text on them)
 * still works. Section 2 holds the whole structured plan as JSON.
 */
export function itineraryText(plan: TripPlan, catalogue: Catalogue = english): string {
  const m = messagesOf(catalogue).itinerary;
  const out: string[] = [HEADINGS.itinerary, plan.summary, ...plan.notices.map((n) => m.notice(n)), ''];
  for (const day of plan.dayPlans) {
    out.push(m.day({ day: day.day, date: day.date, title: day.title }));
    out.push(day.narrative);
    // Legs and stops in the order they happen (a long day's times after midnight last).
    const items = dayTimeline(day).map((step) =>
      step.kind === 'leg'
        ? {
            at: step.leg.depart,
            text: m.leg({
              mode: step.leg.mode,
              from: step.leg.from,
              to: step.leg.to,
              km: step.leg.distanceKm,
              minutes: step.leg.minutes,
              roads: step.leg.via,
              note: step.leg.note,
            }),
          }
        : {
            at: step.stop.start,
            text: m.stop({
              name: step.stop.name,
              minutes: step.stop.visitMinutes,
              ticketsLkr: step.stop.ticketsLkr,
              ticketPriceKnown: step.stop.ticketPriceKnown,
              note: step.stop.note,
            }),
          },
    );
    for (const item of items) out.push(`- ${item.at} ${item.text}`);
    for (const a of day.activities) out.push(`- ${m.activity({ name: a.name, costLkr: a.costLkr })}`);
    out.push(m.night({ base: day.base.name, costLkr: day.costLkr }), '');
  }
  out.push(HEADINGS.json, JSON.stringify(plan), '');
  out.push(HEADINGS.budget, plan.budget.summary);
  for (const total of plan.budget.totals) if (total.amountLkr > 0) out.push(`- ${m.budgetTotal(total)}`);
  out.push(
    m.total({
      totalLkr: plan.budget.totalLkr,
      perPersonLkr: plan.budget.perPersonLkr,
      ratesYear: plan.budget.ratesYear,
    }),
    '',
  );
  out.push(HEADINGS.places);
  for (const p of plan.places) out.push(`- ${p.name}: ${p.reason}`);
  out.push('', HEADINGS.tips);
  for (const t of plan.tips) out.push(`- ${t.text}`);
  return out.join('\n');
}
