import { BudgetCategory, TravelMode, type TripPlan } from '../plan.types.js';
import { duration } from './planner.engine.js';
import { lkr } from './pricing.js';

/** The five headings the spec's client splits the plan text on, word for word. */
export const HEADINGS = {
  itinerary: '1. DETAILED ITINERARY:',
  json: '2. JSON STRUCTURE:',
  budget: '3. BUDGET BREAKDOWN:',
  places: '4. RECOMMENDED PLACES:',
  tips: '5. TRAVEL TIPS:',
} as const;

const modeWords: Record<TravelMode, string> = { [TravelMode.CAR]: 'Drive', [TravelMode.TRAIN]: 'Train', [TravelMode.BUS]: 'Bus', [TravelMode.TUKTUK]: 'Tuk-tuk' };
const categoryWords: Record<BudgetCategory, string> = {
  [BudgetCategory.STAY]: 'Stay',
  [BudgetCategory.FOOD]: 'Food',
  [BudgetCategory.TRANSPORT]: 'Transport',
  [BudgetCategory.TICKETS]: 'Entry tickets',
  [BudgetCategory.ACTIVITIES]: 'Activities',
  [BudgetCategory.BUFFER]: 'Buffer',
};

/**
 * The plan as text under the spec's five headings, so a client written for the spec (which splits the text on them)
 * still works. Section 2 holds the whole structured plan as JSON.
 */
export function itineraryText(plan: TripPlan): string {
  const out: string[] = [HEADINGS.itinerary, plan.summary, ...plan.notices.map((n) => `Note: ${n}`), ''];
  for (const day of plan.dayPlans) {
    out.push(`Day ${day.day}${day.date ? ` (${day.date})` : ''}: ${day.title}`);
    out.push(day.narrative);
    // Legs and stops in time order (HH:MM sorts as text).
    const items = [
      ...day.legs.map((l) => ({ at: l.depart, text: `${modeWords[l.mode]} ${l.from} → ${l.to}: ${Math.round(l.distanceKm)} km, about ${duration(l.minutes)}${l.via.length ? ` (${l.via.join(', ')})` : ''}${l.note ? `. ${l.note}` : ''}` })),
      ...day.stops.map((s) => ({ at: s.start, text: `${s.name} (${duration(s.visitMinutes)})${s.ticketsLkr ? `, tickets ${lkr(s.ticketsLkr)}` : ''}: ${s.note}` })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    for (const item of items) out.push(`- ${item.at} ${item.text}`);
    for (const a of day.activities) out.push(`- ${a.name}: ${lkr(a.costLkr)}`);
    out.push(`Night: ${day.base.name}. Day total: ${lkr(day.costLkr)}.`, '');
  }
  out.push(HEADINGS.json, JSON.stringify(plan), '');
  out.push(HEADINGS.budget, plan.budget.summary);
  for (const total of plan.budget.totals) if (total.amountLkr > 0) out.push(`- ${categoryWords[total.category]}: ${lkr(total.amountLkr)}`);
  out.push(`Total: ${lkr(plan.budget.totalLkr)} (${lkr(plan.budget.perPersonLkr)} per person). Rates from ${plan.budget.ratesYear}; see the Budget tab for every line.`, '');
  out.push(HEADINGS.places);
  for (const p of plan.places) out.push(`- ${p.name}: ${p.reason}`);
  out.push('', HEADINGS.tips);
  for (const t of plan.tips) out.push(`- ${t.text}`);
  return out.join('\n');
}
