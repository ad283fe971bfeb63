import type { AttractionRecord } from '../../../geo/geo.module.js';
import type { Grounding, Intent } from '../grounding.js';
import type { ChatMessages } from '../../writer/catalogue.js';
import { sayIn } from '../../writer/languages.js';

const ABOUT_OPENING = [
  'open',
  'opened',
  'closed',
  'close',
  'closes',
  'closing',
  'closure',
  'shut',
  'shuts',
  'operating',
  'running',
  'visit',
  'go',
  'safari',
  'safaris',
  'worth',
  'good',
  'best',
  'when',
  'season',
  'accessible',
];

/** Whether a sight is a park with seasons: a national park, or anything with a seasonal closure in the planner's data. */
export function isPark(g: Grounding, sight: AttractionRecord): boolean {
  return sight.category === 'national-park' || g.planner.seasons.closures.some((c) => c.attractionId === sight.id);
}

/** The park's own seasons in the planner's data (The Gathering at Minneriya, Yala's dry season), for the month asked. */
function seasonsOf(g: Grounding, park: AttractionRecord, month: number | undefined, say: ChatMessages): string {
  const items = g.planner.seasons.seasonal.filter((s) => s.attractionIds.includes(park.id));
  return items
    .map(
      (s) =>
        ` ${say.park.seasonal({ what: say.data(s.what), months: s.months, month: month ?? null, note: say.data(s.note) })}`,
    )
    .join('');
}

/**
 * A park in a month (or in the year): the planner's seasonal closures (seasons.json), which parks stay open instead,
 * and the park's best months; the closure dates are announced each year, so it says to check them.
 */
export function parkSeason(
  g: Grounding,
  park: AttractionRecord,
  month: number | undefined,
  say: ChatMessages = sayIn('en'),
): string {
  const closure = g.planner.seasons.closures.find((c) => c.attractionId === park.id);
  const best = say.park.best(park.bestMonths);
  if (!closure)
    return `${say.park.open({ park: park.name, month: month ?? null })} ${best}${seasonsOf(g, park, month, say)} ${say.park.checkOpening}`;
  const instead =
    closure.instead?.attractionIds
      .map((id) => g.attraction(id)?.name)
      .filter((name): name is string => Boolean(name)) ?? [];
  const insteadText = instead.length ? ` ${say.park.instead(instead)}` : '';
  const lead = say.park.closed({ park: park.name, months: closure.closedMonths, month: month ?? null });
  const cited = closure.sources[0];
  const source = cited
    ? say.park.cited({ publisher: cited.publisher, date: cited.date, url: cited.url })
    : say.park.source;
  return `${lead} ${say.data(closure.note)}${insteadText} ${best}${seasonsOf(g, park, month, say)} ${source}`;
}

/** "Is Yala open in September?": the park's season (parkSeason) for the month asked, if any. */
export const parkOpen: Intent = (q, g, _money, say) => {
  const park = q.places.map((p) => p.attraction).find((a) => a && isPark(g, a));
  if (!park || !(q.has(...ABOUT_OPENING) || q.months.length)) return null;
  return { text: parkSeason(g, park, q.months[0], say), link: { label: say.links.planner, href: '/planner' } };
};
