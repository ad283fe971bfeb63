import type { Coast } from '../../writer/catalogue.js';
import type { Intent } from '../grounding.js';

const CHILDREN = [
  'child',
  'kid',
  'toddler',
  'baby',
  'babies',
  'little one',
  'famil',
  'infant',
  'son',
  'daughter',
  'youngster',
];
const SEA = ['beach', 'swim', 'sea', 'seaside', 'coast', 'bay', 'paddl', 'water', 'shallow'];
const COAST: Record<string, Coast> = { 'west-coast': 'west', 'south-coast': 'south', 'east-coast': 'east' };

/**
 * "Which beaches are safe for small children in June?": each coast's beach season (seasons.json) for the month, and
 * the planner's tip that names the sheltered, shallow beaches (tips.json, family-calm-beaches).
 */
export const familyBeaches: Intent = (q, g, _money, say) => {
  if (!(q.hasStem(...CHILDREN) || q.has('year old', 'years old', 'yr old')) || !q.hasStem(...SEA)) return null;
  const tip = g.planner.tips.find((t) => t.id === 'family-calm-beaches');
  const seasons = g.planner.seasons.beachSeasons.areas;
  const month = q.months[0];
  const lead =
    month === undefined
      ? say.familyBeach.seasons({ westSouth: seasons['south-coast'] ?? [], east: seasons['east-coast'] ?? [] })
      : say.familyBeach.month({
          month,
          calm: Object.entries(seasons)
            .filter(([area, months]) => months.includes(month) && COAST[area])
            .map(([area]) => COAST[area]!),
        });
  return {
    text: say.familyBeach.answer({ lead, tip: tip ? say.data(tip.text) : null }),
    link: { label: say.links.beachTrip, href: '/planner' },
  };
};
