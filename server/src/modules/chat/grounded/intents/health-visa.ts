import type { Intent } from '../grounding.js';

const HEALTH = [
  'malaria',
  'dengue',
  'vaccin',
  'jab',
  'shots',
  'rabies',
  'mosquit',
  'health',
  'tap water',
  'drink the water',
  'drinking water',
  'yellow fever',
  'sick',
  'hospital',
  'doctor',
  'medic',
  'disease',
  'prophyla',
  'insect',
  'repellent',
  'leech',
  'sunburn',
  'sunstroke',
  'heatstroke',
  'sunscreen',
  'stray dog',
  'stray dogs',
  'dog bite',
  'immunis',
  'immuniz',
  'inject',
  'diarrh',
  'vomit',
  'fever',
  'food poisoning',
  'unwell',
  'pharmac',
  'drinkable',
  'potable',
  'drink the',
];
const VISA = [
  'visa',
  'visas',
  'eta',
  'evisa',
  'e visa',
  'entry permit',
  'immigration',
  'travel authorisation',
  'travel authorization',
  'passport',
];

/** Said only as surely as it is known, with its source and date (the catalogue's `health`); the planner's tips add the rest. */
const MALARIA = 'malaria';
const VACCINES = 'vaccines';
const SYMPTOMS = 'symptoms';
type Said = typeof MALARIA | typeof VACCINES | typeof SYMPTOMS;
const SAID = new Set<string>([MALARIA, VACCINES, SYMPTOMS]);

/**
 * The health topics a question may ask, each answered from what TripMate knows: the WHO's malaria certification, or
 * a travel tip (tips.json). A question is answered topic by topic, in the order it asks them.
 */
const TOPICS: readonly {
  readonly stems: readonly string[];
  readonly phrases?: readonly string[];
  readonly answer: string;
  readonly tip?: boolean;
}[] = [
  {
    stems: ['diarrh', 'vomit', 'fever', 'unwell', 'sick', 'ill', 'pharmac'],
    phrases: ['food poisoning'],
    answer: SYMPTOMS,
  },
  { stems: ['malaria', 'prophyla', 'antimalaria'], answer: MALARIA },
  { stems: ['dengue', 'mosquit', 'insect', 'repellent', 'bug'], answer: 'dengue', tip: true },
  { stems: ['mosquit'], answer: MALARIA },
  {
    stems: ['water', 'ice', 'stomach', 'diarrh', 'salad'],
    phrases: ['food poisoning', 'street food'],
    answer: 'water',
    tip: true,
  },
  { stems: ['rabies', 'dog', 'monkey', 'bite', 'bitten', 'scratch'], answer: 'dogs-and-rabies', tip: true },
  { stems: ['vaccin', 'jab', 'shots', 'immunis', 'immuniz', 'inject'], phrases: ['yellow fever'], answer: VACCINES },
  { stems: ['leech'], answer: 'leeches', tip: true },
  { stems: ['sunburn', 'sunstroke', 'heatstroke', 'sunscreen', 'heat'], answer: 'sun-and-heat', tip: true },
];

/**
 * "Can I drink the tap water?", "What vaccines do I need?", "Do I need malaria tablets?": the topics asked, in the order
 * asked, each from the WHO certification or the planner's health tips (tips.json); a general health question gets the
 * basics (malaria, dengue, water).
 */
export const health: Intent = (q, g, _money, say) => {
  if (!q.hasStem(...HEALTH.filter((w) => !w.includes(' '))) && !q.has(...HEALTH)) return null;
  const tip = (id: string) => g.planner.tips.find((t) => t.id === id)?.text;
  const asked = TOPICS.filter((t) => q.hasStem(...t.stems) || (t.phrases && q.has(...t.phrases)));
  const answers = asked.length
    ? asked.map((t) => (t.tip ? tip(t.answer) : t.answer))
    : [MALARIA, tip('dengue'), tip('water')];
  const parts = [...new Set(answers.filter((a): a is string => Boolean(a)))];
  const sources = say.health.sources({ who: parts.includes(MALARIA), tips: parts.some((p) => !SAID.has(p)) });
  const text = parts.map((p) => (SAID.has(p) ? say.health[p as Said] : p)).join(' ');
  return { text: `${text}${sources ? ` ${sources}` : ''}` };
};

/** "Do I need a visa?": only what is sure, dated, and the official site for the rest. */
export const visa: Intent = (q, _g, _money, say) => {
  if (!q.has(...VISA)) return null;
  return { text: say.visa, link: { label: say.links.eta, href: 'https://www.eta.gov.lk/' } };
};
