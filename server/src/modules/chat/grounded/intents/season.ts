import type { PlaceRecord } from '../../../geo/geo.module.js';
import type { Grounding, Intent } from '../grounding.js';
import type { FoundPlace } from '../place-finder.js';
import type { AreaSeason, ChatMessages, InMonth, SeasonArea } from '../../writer/catalogue.js';
import { sayIn } from '../../writer/languages.js';

const ABOUT_SEASONS = [
  'best time',
  'best month',
  'best months',
  'good time',
  'right time',
  'ideal time',
  'when',
  'season',
  'seasons',
  'weather',
  'rain',
  'rains',
  'raining',
  'rainy',
  'monsoon',
  'dry',
  'sunny',
  'wet',
  'climate',
  'worth',
  'good idea',
  'should i go',
  'should we go',
  'go to',
  'visit',
  'where to go',
  'where should',
  'calm',
  'rough',
];
/** The weather areas of the planner's season data, as the tools name them. */
export const SEASON_AREAS: readonly SeasonArea[] = [
  'west-coast',
  'south-coast',
  'east-coast',
  'north',
  'hill-country',
  'cultural-triangle',
];

function seasonOf(g: Grounding, area: string): AreaSeason {
  const beach = g.planner.seasons.beachSeasons.areas[area as keyof typeof g.planner.seasons.beachSeasons.areas];
  if (beach) return { months: beach, kind: 'beach' };
  return {
    months: g.planner.seasons.months
      .filter((m) => m.weather[area as keyof typeof m.weather] === 'dry')
      .map((m) => m.month),
    kind: 'dry',
  };
}

/** How a month stands in an area's season: in it or not, and how wet the area then is. */
function inMonth(g: Grounding, area: string, season: AreaSeason, month: number | undefined): InMonth | null {
  if (month === undefined) return null;
  const grade =
    g.planner.seasons.months[month - 1]!.weather[area as keyof (typeof g.planner.seasons.months)[number]['weather']];
  return { month, inSeason: season.months.includes(month), grade };
}

function forPlace(
  g: Grounding,
  place: PlaceRecord,
  sight: { name: string; bestMonths: number[]; category: string } | null,
  month: number | undefined,
  say: ChatMessages,
): string {
  const area = g.area(place) as SeasonArea;
  const coastal = g.coast(place) !== null && area.endsWith('coast');
  const season = seasonOf(g, area);
  const own = sight && !coastal && sight.category !== 'beach' ? { name: sight.name, months: sight.bestMonths } : null;
  return say.season.place({
    place: g.placeName(place, say),
    area,
    season,
    month: inMonth(g, area, season, month),
    sight: own,
  });
}

const notesFor = (g: Grounding, month: number | undefined, say: ChatMessages) =>
  month ? ` ${say.season.note(g.planner.seasons.months[month - 1]!.note)}` : '';

/** A place's season (its area's monsoon calendar or beach season, a sight's own best months), for a month or the year. */
export function placeSeason(
  g: Grounding,
  found: FoundPlace,
  month: number | undefined,
  say: ChatMessages = sayIn('en'),
): string {
  return `${forPlace(g, found.place, found.attraction, month, say)}${notesFor(g, month, say)} ${say.season.source}`;
}

/** Areas' seasons ("west-coast", "hill-country" ...), for a month or the year. */
export function areaSeason(
  g: Grounding,
  areas: readonly string[],
  month: number | undefined,
  say: ChatMessages = sayIn('en'),
): string {
  const each = areas.map((a) => {
    const season = seasonOf(g, a);
    return say.season.area({ area: a as SeasonArea, season, month: inMonth(g, a, season, month) });
  });
  return `${each.join(' ')}${notesFor(g, month, say)} ${say.season.source}`;
}

/** Where it is driest in a month. */
export function monthSeason(g: Grounding, month: number, say: ChatMessages = sayIn('en')): string {
  const dry = Object.entries(g.planner.seasons.months[month - 1]!.weather)
    .filter(([, w]) => w === 'dry')
    .map(([a]) => a as SeasonArea);
  return `${say.season.month({ month, dry })}${notesFor(g, month, say)} ${say.season.source}`;
}

/**
 * "Is June a good time for Mirissa?", "best time for the east coast", "where is dry in August?": the planner's
 * monsoon calendar and beach seasons (seasons.json) for the place's area, and a sight's own best months.
 */
export const season: Intent = (q, g, _money, say) => {
  if (!q.has(...ABOUT_SEASONS) && !(q.months.length && (q.places.length || q.areas.length))) return null;
  const month = q.months[0];
  const place = q.places[0];
  const link = { label: say.links.seasons, href: '/planner' };
  if (place) return { text: placeSeason(g, place, month, say), link };
  if (q.areas.length) return { text: areaSeason(g, q.areas, month, say), link };
  return month === undefined ? null : { text: monthSeason(g, month, say), link };
};
