import { monthRanges } from '../format.js';
import type { AttractionRecord } from '../../../geo/geo.module.js';
import type { Grounding, Intent } from '../grounding.js';
import { MONTHS } from '../question.js';

const ABOUT_OPENING = ['open', 'opened', 'closed', 'close', 'closes', 'closing', 'closure', 'shut', 'shuts', 'operating', 'running', 'visit', 'go', 'safari', 'safaris', 'worth', 'good', 'best', 'when', 'season', 'accessible'];

/** Whether a sight is a park with seasons: a national park, or anything with a seasonal closure in the planner's data. */
export function isPark(g: Grounding, sight: AttractionRecord): boolean {
  return sight.category === 'national-park' || g.planner.seasons.closures.some((c) => c.attractionId === sight.id);
}

/** The park's own seasons in the planner's data (The Gathering at Minneriya, Yala's dry season), for the month asked. */
function seasonsOf(g: Grounding, park: AttractionRecord, month: number | undefined): string {
  const items = g.planner.seasons.seasonal.filter((s) => s.attractionIds.includes(park.id));
  return items
    .map((s) => ` ${s.what}: roughly ${monthRanges(s.months)}${month === undefined ? '' : s.months.includes(month) ? ` (${MONTHS[month - 1]} is in it)` : ` (${MONTHS[month - 1]} is outside it)`}. ${s.note}`)
    .join('');
}

/**
 * A park in a month (or in the year): the planner's seasonal closures (seasons.json), which parks stay open instead,
 * and the park's best months; the closure dates are announced each year, so it says to check them.
 */
export function parkSeason(g: Grounding, park: AttractionRecord, month: number | undefined): string {
  const closure = g.planner.seasons.closures.find((c) => c.attractionId === park.id);
  const best = park.bestMonths.length >= 12 ? 'It is good to visit all year.' : `It is at its best from ${monthRanges(park.bestMonths)}.`;
  const source = 'Source: TripMate’s planner data (seasons.json), approximate; the Department of Wildlife Conservation sets the dates.';
  if (!closure) {
    const when = month ? `TripMate’s data has no seasonal closure for ${park.name} in ${MONTHS[month - 1]}: it is normally open then.` : `TripMate’s data has no seasonal closure for ${park.name}: it is normally open all year.`;
    return `${when} ${best}${seasonsOf(g, park, month)} Opening days can change, so check with the park before you go.`;
  }
  const instead = closure.instead?.attractionIds.map((id) => g.attraction(id)?.name).filter(Boolean) ?? [];
  const insteadText = instead.length ? ` When it is closed, ${instead.join(' and ')} usually stay open.` : '';
  const closedText = `usually closed for some weeks in ${monthRanges(closure.closedMonths)}`;
  const lead =
    month === undefined
      ? `${park.name} is open most of the year but is ${closedText}.`
      : closure.closedMonths.includes(month)
        ? `${park.name} in ${MONTHS[month - 1]}: probably closed — it is ${closedText}.`
        : `Yes — ${park.name} is normally open in ${MONTHS[month - 1]}; it is only ${closedText}.`;
  return `${lead} ${closure.note}${insteadText} ${best}${seasonsOf(g, park, month)} ${source}`;
}

/** "Is Yala open in September?": the park's season (parkSeason) for the month asked, if any. */
export const parkOpen: Intent = (q, g) => {
  const park = q.places.map((p) => p.attraction).find((a) => a && isPark(g, a));
  if (!park || !(q.has(...ABOUT_OPENING) || q.months.length)) return null;
  return { text: parkSeason(g, park, q.months[0]), link: { label: 'Open the planner', href: '/planner' } };
};
