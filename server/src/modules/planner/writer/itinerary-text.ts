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
    // Legs and stops in time order (HH:MM sorts as text).
    const items = [
      ...day.legs.map((l) => ({ at: l.depart, text: m.leg({ mode: l.mode, from: l.from, to: l.to, km: l.distanceKm, minutes: l.minutes, roads: l.via, note: l.note }) })),
      ...day.stops.map((s) => ({ at: s.start, text: m.stop({ name: s.name, minutes: s.visitMinutes, ticketsLkr: s.ticketsLkr, ticketPriceKnown: s.ticketPriceKnown, note: s.note }) })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    for (const item of items) out.push(`- ${item.at} ${item.text}`);
    for (const a of day.activities) out.push(`- ${m.activity({ name: a.name, costLkr: a.costLkr })}`);
    out.push(m.night({ base: day.base.name, costLkr: day.costLkr }), '');
  }
  out.push(HEADINGS.json, JSON.stringify(plan), '');
  out.push(HEADINGS.budget, plan.budget.summary);
  for (const total of plan.budget.totals) if (total.amountLkr > 0) out.push(`- ${m.budgetTotal(total)}`);
  out.push(m.total({ totalLkr: plan.budget.totalLkr, perPersonLkr: plan.budget.perPersonLkr, ratesYear: plan.budget.ratesYear }), '');
  out.push(HEADINGS.places);
  for (const p of plan.places) out.push(`- ${p.name}: ${p.reason}`);
  out.push('', HEADINGS.tips);
  for (const t of plan.tips) out.push(`- ${t.text}`);
  return out.join('\n');
}
