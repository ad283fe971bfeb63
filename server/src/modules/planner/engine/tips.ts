import { TipCategory, TravelMode } from '../plan.types.js';
import { tipCategories, type PlannerData } from '../planner.data.js';
import type { PlanContext } from './context.js';
import type { DayDraft } from './days.js';
import type { TipFacts } from './facts.js';
import type { Stay } from './stays.js';
import type { PlannerWorld } from './world.js';

const MAX_TIPS = 14;
const modeWords: Record<TravelMode, readonly string[]> = {
  [TravelMode.CAR]: ['car', 'van', 'coach'],
  [TravelMode.TRAIN]: ['train'],
  [TravelMode.BUS]: ['bus'],
  [TravelMode.TUKTUK]: ['tuktuk'],
};
/** The data's categories are the GraphQL enum's values in lower case. */
const categoryOf = (category: (typeof tipCategories)[number]) => category.toUpperCase() as TipCategory;

/**
 * The tips for this trip: its months' monsoon and where it is dry, park closures and seasonal events on its route,
 * then the curated tips whose conditions (interests, regions, months, ways of travel) all meet the trip, at least one
 * of each category.
 */
export function tipsFor(
  world: PlannerWorld,
  ctx: PlanContext,
  stays: readonly Stay[],
  days: readonly DayDraft[],
): TipFacts[] {
  const tips: TipFacts[] = [];
  const { seasons } = world.data;
  if (ctx.months.length > 0) {
    for (const m of ctx.months) {
      const month = seasons.months[m - 1]!;
      const dryAreas = seasons.areas.filter((a) => month.weather[a] === 'dry');
      tips.push({ category: TipCategory.SEASON, text: { code: 'MONTH', month: m, note: month.note, dryAreas } });
    }
  } else {
    tips.push({ category: TipCategory.SEASON, text: { code: 'NO_DATES' } });
  }
  const visited = new Set(days.flatMap((d) => d.stops.map((s) => s.attraction.id)));
  const nearRoute = new Set([...visited, ...stays.flatMap((s) => s.base.nearby.map((a) => a.id))]);
  for (const closure of seasons.closures) {
    if (!nearRoute.has(closure.attractionId)) continue;
    const attraction = world.attractionById.get(closure.attractionId)!.name;
    const during = ctx.months.length === 0 || ctx.months.some((m) => closure.closedMonths.includes(m));
    if (during)
      tips.push({
        category: TipCategory.SEASON,
        text: {
          code: 'CLOSURE',
          attractionId: closure.attractionId,
          attraction,
          months: closure.closedMonths,
          note: closure.note,
        },
      });
  }
  for (const item of seasons.seasonal) {
    if (!item.attractionIds.some((id) => visited.has(id))) continue;
    if (ctx.months.length > 0 && !ctx.months.some((m) => item.months.includes(m))) continue;
    tips.push({
      category: TipCategory.SEASON,
      text: { code: 'SEASONAL', id: item.id, what: item.what, note: item.note },
    });
  }

  const modes = new Set(days.flatMap((d) => d.legs.flatMap((l) => modeWords[l.mode])));
  const regions = new Set<string>(stays.map((s) => s.base.region));
  for (const place of [ctx.start, ctx.end]) {
    const base = world.baseNear(place.lat, place.lng, 20);
    if (base) regions.add(base.region);
  }
  const meets = (when: PlannerData['tips'][number]['when']) =>
    (!when.interests || when.interests.some((i) => ctx.interests.includes(i))) &&
    (!when.regions || when.regions.some((r) => regions.has(r))) &&
    (!when.months || when.months.some((m) => ctx.months.includes(m))) &&
    (!when.modes || when.modes.some((m) => modes.has(m)));
  const curated = world.data.tips.filter((t) => meets(t.when));
  // Specific tips (more conditions met) before general ones; one of each category first.
  const specificity = (t: (typeof curated)[number]) => Object.keys(t.when).length;
  curated.sort((a, b) => specificity(b) - specificity(a));
  const chosen = new Set<string>();
  for (const category of tipCategories) {
    const first = curated.find((t) => t.category === category);
    if (first) chosen.add(first.id);
  }
  for (const t of curated) if (chosen.size < MAX_TIPS) chosen.add(t.id);
  for (const t of curated)
    if (chosen.has(t.id))
      tips.push({ category: categoryOf(t.category), text: { code: 'CURATED', id: t.id, text: t.text } });
  return tips;
}
