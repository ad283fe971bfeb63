import { monthRanges } from '../format.js';
import type { Intent } from '../grounding.js';
import { MONTHS } from '../question.js';

const CHILDREN = ['child', 'kid', 'toddler', 'baby', 'babies', 'little one', 'famil', 'infant', 'son', 'daughter', 'youngster'];
const SEA = ['beach', 'swim', 'sea', 'seaside', 'coast', 'bay', 'paddl', 'water', 'shallow'];
const COAST = { 'west-coast': 'west', 'south-coast': 'south', 'east-coast': 'east' } as const;

/**
 * "Which beaches are safe for small children in June?": each coast's beach season (seasons.json) for the month, and
 * the planner's tip that names the sheltered, shallow beaches (tips.json, family-calm-beaches).
 */
export const familyBeaches: Intent = (q, g) => {
  if (!(q.hasStem(...CHILDREN) || q.has('year old', 'years old', 'yr old')) || !q.hasStem(...SEA)) return null;
  const tip = g.planner.tips.find((t) => t.id === 'family-calm-beaches');
  const seasons = g.planner.seasons.beachSeasons.areas;
  const month = q.months[0];
  const inSeason = month ? Object.entries(seasons).filter(([, months]) => months.includes(month)).map(([area]) => COAST[area as keyof typeof COAST] ?? area) : [];
  const lead =
    month === undefined
      ? `Pick the coast in its beach season: the west and south coasts from ${monthRanges(seasons['south-coast'] ?? [])}, the east coast from ${monthRanges(seasons['east-coast'] ?? [])}.`
      : inSeason.length
        ? `In ${MONTHS[month - 1]} the calm sea is on the ${inSeason.join(' and ')} coast${inSeason.length > 1 ? 's' : ''} (its beach season); the other coast's sea is rough.`
        : `${MONTHS[month - 1]} is between the monsoons: no coast is in its beach season, so the sea can be rough on both; choose a sheltered bay and ask locally.`;
  return { text: `${lead} ${tip?.text ?? ''} (TripMate’s planner data: beach seasons and travel tips; season edges move a few weeks each year.)`.replace('  ', ' '), link: { label: 'Plan a beach trip', href: '/planner' } };
};
