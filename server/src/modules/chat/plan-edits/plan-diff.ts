import { PlanEditKind, type PlanEdit, type TripPlan } from '../../planner/planner.module.js';
import type { Money } from '../grounded/money.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';

/**
 * Which day of the plan before the edits each day after them was: null for a day a night added. Nights added and
 * taken away are the only edits that change the days' numbers; the days they remove are answered apart.
 */
function alignDays(
  before: TripPlan,
  applied: readonly { readonly edit: PlanEdit }[],
): { origin: (number | null)[]; removed: number[] } {
  const origin: (number | null)[] = before.dayPlans.map((d) => d.day);
  const removed: number[] = [];
  for (const { edit } of applied) {
    if (edit.kind === PlanEditKind.ADD_NIGHT) origin.splice(edit.day! - 1, 0, null);
    if (edit.kind === PlanEditKind.REMOVE_NIGHT) {
      const was = origin.splice(edit.day! - 1, 1)[0];
      if (was != null) removed.push(was);
    }
  }
  return { origin, removed };
}

/**
 * What the edits change, line by line, from the plan before them and the plan the edit engine made of them (so the
 * diff is the change Apply makes): nights per base, each day's stops taken out (−) and put in (+) or reordered, days
 * added or taken out, what no longer fits a day (its new warnings), and the total price.
 * "Ella: 2 → 3 nights", "Day 4: − Yala National Park; + Udawalawe National Park".
 */
export function planDiff(
  before: TripPlan,
  after: TripPlan,
  applied: readonly { readonly edit: PlanEdit }[],
  money: Money,
  say: ChatMessages = sayIn('en'),
): string[] {
  const lines: string[] = [];
  const line = say.planEdits.diff;
  before.bases.forEach((base, i) => {
    const now = after.bases[i];
    if (now && now.nights !== base.nights)
      lines.push(line({ code: 'NIGHTS', base: base.place.name, from: base.nights, to: now.nights }));
  });

  const { origin, removed } = alignDays(before, applied);
  for (const day of removed) {
    const { base, stops } = before.dayPlans[day - 1]!;
    lines.push(line({ code: 'DAY_REMOVED', day, base: base.name, stops: stops.map((s) => s.name) }));
  }
  const moves: number[] = [];
  after.dayPlans.forEach((day, i) => {
    const was = origin[i] ?? null;
    const old = was === null ? null : before.dayPlans[was - 1]!;
    if (was !== null && was !== day.day) moves.push(day.day - was);
    const oldIds = old?.stops.map((s) => s.attractionId) ?? [];
    const newIds = day.stops.map((s) => s.attractionId);
    const out = (old?.stops ?? []).filter((s) => !newIds.includes(s.attractionId)).map((s) => s.name);
    const put = day.stops.filter((s) => !oldIds.includes(s.attractionId)).map((s) => s.name);
    const order =
      out.length === 0 && put.length === 0 && oldIds.join() !== newIds.join() ? day.stops.map((s) => s.name) : null;
    if (out.length > 0 || put.length > 0 || order || old === null)
      lines.push(
        line({ code: 'DAY', day: day.day, was, isNew: old === null, base: day.base.name, out, in: put, order }),
      );
    // What no longer fits: the engine's own warnings, those the day did not have before.
    const known = new Set(old?.warnings.map((w) => `${w.code} ${w.attractionId}`) ?? []);
    for (const warning of day.warnings)
      if (!known.has(`${warning.code} ${warning.attractionId}`))
        lines.push(line({ code: 'DAY_NOTE', day: day.day, note: warning.message }));
  });
  if (moves.length > 0) {
    const by = moves[0]!;
    lines.push(line({ code: 'DAYS_MOVED', count: moves.length, by: moves.every((m) => m === by) ? by : null }));
  }

  // The plan is priced at the most comfortable level its budget covers, so a change may move it up or down a level.
  if (before.budget.comfort !== after.budget.comfort)
    lines.push(line({ code: 'COMFORT', from: before.budget.comfort, to: after.budget.comfort }));
  if (before.budget.totalLkr !== after.budget.totalLkr)
    lines.push(line({ code: 'TOTAL', from: money.lkr(before.budget.totalLkr), to: money.lkr(after.budget.totalLkr) }));
  return lines;
}
