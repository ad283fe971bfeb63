import type { TripPlan } from './plan.types.js';
import { PLAN_LIMITS } from './planner.schema.js';
import type { Catalogue } from './writer/catalogue.js';
import { messagesOf } from './writer/messages.js';

type Titled = Pick<TripPlan, 'start' | 'end' | 'days'>;

/** The title TripMate gives a plan ("Colombo to Ella, 5 days"), in the catalogue's language, within the title limit. */
export function tripTitle(plan: Titled, catalogue: Catalogue, days = plan.days): string {
  return messagesOf(catalogue)
    .tripTitle({ start: plan.start.name, end: plan.end.name, days })
    .slice(0, PLAN_LIMITS.title);
}

/**
 * Whether a title is one TripMate gave this trip in that language, whatever its length then: edits change the days and
 * leave the title, so a plan titled "…, 5 days" may have 6 now. A title the traveller chose is never one of these.
 */
export function isTripMateTitle(title: string, plan: Titled, catalogue: Catalogue): boolean {
  for (let days = PLAN_LIMITS.days.min; days <= PLAN_LIMITS.days.max; days++)
    if (title === tripTitle(plan, catalogue, days)) return true;
  return false;
}
