import type { PlaceRecord } from '../../../geo/geo.module.js';
import type { Grounding, Intent } from '../grounding.js';
import type { Question } from '../question.js';

const TRAIN = ['train', 'trains', 'rail', 'railway', 'railways', 'by rail'];
const ROAD = [
  'drive',
  'driving',
  'how long',
  'how far',
  'distance',
  'km',
  'kms',
  'kilometres',
  'kilometers',
  'hours',
  'hrs',
  'get from',
  'get to',
  'by car',
  'by road',
  'travel time',
  'journey',
  'far',
  'long',
  'route',
  'road',
  'roads',
  'way',
  'takes',
  'take',
  'reach',
  'go from',
  'travel from',
  'transfer',
];
const FROM_COLOMBO = 'colombo-fort';

/** The two ends of a journey, in the order asked ("from X to Y", "X to Y"; "to Y from X" turned round). */
function ends(q: Question, g: Grounding): [PlaceRecord, PlaceRecord] | null {
  if (q.places.length >= 2) {
    const [a, b] = [q.places[0]!.place, q.places[1]!.place];
    // "to Y from X" and "how far is Y from X" name the destination first.
    const at = (name: string) => q.text.indexOf(` ${name.toLowerCase().split(' ')[0]}`);
    const from = q.text.indexOf(' from ');
    const reversed = from >= 0 && at(a.name) >= 0 && at(a.name) < from && from < at(b.name);
    return reversed ? [b, a] : [a, b];
  }
  if (q.places.length === 1 && q.has('from colombo', 'to colombo') === false && q.has(...TRAIN)) {
    const colombo = g.geo.data.places.find((p) => p.id === FROM_COLOMBO);
    return colombo ? [colombo, q.places[0]!.place] : null;
  }
  return null;
}

/** "Is there a train from Kandy to Ella?": the rail data's line and typical time, the road beside it. */
export const train: Intent = (q, g, _money, say) => {
  if (!q.has(...TRAIN)) return null;
  const pair = ends(q, g);
  if (!pair) return null;
  const [from, to] = pair;
  const rail = g.journeys.train(from, to, say);
  const road = g.journeys.road(from, to, say);
  const none = say.journey.noTrain({
    from: g.placeName(from, say),
    to: g.placeName(to, say),
    fromHasStation: g.journeys.station(from) !== null,
    toHasStation: g.journeys.station(to) !== null,
  });
  return {
    text: [rail ?? none, road?.text].filter(Boolean).join(' '),
    link: { label: say.links.route({ from: g.placeName(from, say), to: g.placeName(to, say) }), href: '/planner' },
  };
};

/** "How long is the drive from Negombo to Pasikudah?": the geo engine's route, its roads, and the train where there is one. */
export const drive: Intent = (q, g, _money, say) => {
  if (q.places.length < 2 || !(q.has(...ROAD) || / to /.test(q.text) || q.has('between'))) return null;
  const [from, to] = ends(q, g)!;
  const road = g.journeys.road(from, to, say);
  if (!road) return null;
  const rail = g.journeys.train(from, to, say);
  return {
    text: rail ? `${road.text} ${rail}` : road.text,
    link: { label: say.links.route({ from: g.placeName(from, say), to: g.placeName(to, say) }), href: '/planner' },
  };
};
