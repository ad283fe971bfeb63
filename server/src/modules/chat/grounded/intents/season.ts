import type { PlaceRecord } from '../../../geo/geo.module.js';
import { monthRanges } from '../format.js';
import type { Grounding, Intent } from '../grounding.js';
import type { FoundPlace } from '../place-finder.js';
import { MONTHS } from '../question.js';

const ABOUT_SEASONS = ['best time', 'best month', 'best months', 'good time', 'right time', 'ideal time', 'when', 'season', 'seasons', 'weather', 'rain', 'rains', 'raining', 'rainy', 'monsoon', 'dry', 'sunny', 'wet', 'climate', 'worth', 'good idea', 'should i go', 'should we go', 'go to', 'visit', 'where to go', 'where should', 'calm', 'rough'];
const AREA_NAMES: Record<string, string> = { 'west-coast': 'the west coast', 'south-coast': 'the south coast', 'east-coast': 'the east coast', north: 'the north', 'hill-country': 'the hill country', 'cultural-triangle': 'the Cultural Triangle' };
const GRADE = { dry: 'mostly dry', mixed: 'showery, but travel and sightseeing work', wet: 'in its main rains' } as const;
const SOURCE = '(TripMate’s planner data: the monsoon calendar of the Department of Meteorology and each coast’s beach season; approximate, the edges move a few weeks each year.)';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function seasonOf(g: Grounding, area: string): { months: number[]; what: string } {
  const beach = g.planner.seasons.beachSeasons.areas[area as keyof typeof g.planner.seasons.beachSeasons.areas];
  if (beach) return { months: beach, what: 'beach season' };
  return { months: g.planner.seasons.months.filter((m) => m.weather[area as keyof typeof m.weather] === 'dry').map((m) => m.month), what: 'driest months' };
}

function forArea(g: Grounding, area: string, month: number | undefined, label = AREA_NAMES[area]): string {
  const season = seasonOf(g, area);
  const span = `${label}’s ${season.what} ${season.what.endsWith('months') ? 'are' : 'is'} ${monthRanges(season.months)}`;
  if (month === undefined) return `${span}.`;
  const grade = g.planner.seasons.months[month - 1]!.weather[area as keyof (typeof g.planner.seasons.months)[number]['weather']];
  const verdict = season.months.includes(month) ? `${MONTHS[month - 1]} is in it` : `${MONTHS[month - 1]} is outside it`;
  return `${span}, so ${verdict}: in ${MONTHS[month - 1]} ${label} is ${GRADE[grade]}.`;
}

function forPlace(g: Grounding, place: PlaceRecord, sight: { name: string; bestMonths: number[]; category: string } | null, month: number | undefined): string {
  const area = g.area(place);
  const coastal = g.coast(place) !== null && area.endsWith('coast');
  const lead = forArea(g, area, month, place.name);
  const own = sight && !coastal && sight.category !== 'beach' ? (sight.bestMonths.length >= 12 ? ` ${sight.name} itself is good to visit all year.` : ` ${sight.name} itself is at its best from ${monthRanges(sight.bestMonths)}.`) : '';
  return `${lead.replace(`${place.name}’s`, `${place.name} is ${area.endsWith('coast') ? 'on' : 'in'} ${AREA_NAMES[area]}; its`)}${own}`;
}

/** The weather areas of the planner's season data, as the tools name them. */
export const SEASON_AREAS = Object.keys(AREA_NAMES) as readonly string[];

const notesFor = (g: Grounding, month: number | undefined) => (month ? ` ${g.planner.seasons.months[month - 1]!.note}` : '');

/** A place's season (its area's monsoon calendar or beach season, a sight's own best months), for a month or the year. */
export function placeSeason(g: Grounding, found: FoundPlace, month: number | undefined): string {
  return `${forPlace(g, found.place, found.attraction, month)}${notesFor(g, month)} ${SOURCE}`;
}

/** Areas' seasons ("west-coast", "hill-country" ...), for a month or the year. */
export function areaSeason(g: Grounding, areas: readonly string[], month: number | undefined): string {
  return `${areas.map((a) => capitalise(forArea(g, a, month))).join(' ')}${notesFor(g, month)} ${SOURCE}`;
}

/** Where it is driest in a month. */
export function monthSeason(g: Grounding, month: number): string {
  const dry = Object.entries(g.planner.seasons.months[month - 1]!.weather).filter(([, w]) => w === 'dry').map(([a]) => AREA_NAMES[a]);
  const where = dry.length ? `In ${MONTHS[month - 1]} the driest parts are ${dry.join(', ')}.` : `${MONTHS[month - 1]} has showers almost everywhere.`;
  return `${where}${notesFor(g, month)} ${SOURCE}`;
}

/**
 * "Is June a good time for Mirissa?", "best time for the east coast", "where is dry in August?": the planner's
 * monsoon calendar and beach seasons (seasons.json) for the place's area, and a sight's own best months.
 */
export const season: Intent = (q, g) => {
  if (!q.has(...ABOUT_SEASONS) && !(q.months.length && (q.places.length || q.areas.length))) return null;
  const month = q.months[0];
  const place = q.places[0];
  const link = { label: 'Plan around the seasons', href: '/planner' };
  if (place) return { text: placeSeason(g, place, month), link };
  if (q.areas.length) return { text: areaSeason(g, q.areas, month), link };
  return month === undefined ? null : { text: monthSeason(g, month), link };
};
