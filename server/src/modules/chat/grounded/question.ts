import { editDistance } from '../../geo/geo.module.js';
import { normalise } from '../builtin-assistant.js';
import type { PlaceFinder, FoundPlace } from './place-finder.js';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_KEYS = MONTHS.map((m) => m.toLowerCase());
/** "may" is a month unless it is the verb ("may I", "it may rain"). */
const NOT_MAY_BEFORE = new Set(['i', 'we', 'you', 'be', 'not', 'have', 'also', 'need']);
const NOT_MAY_AFTER = new Set(['i', 'we', 'you', 'it', 'they', 'that', 'which', 'what', 'who', 'this']);

function monthOf(words: readonly string[], i: number): number | null {
  const word = words[i]!;
  if (word === 'may')
    return NOT_MAY_BEFORE.has(words[i + 1] ?? '') || NOT_MAY_AFTER.has(words[i - 1] ?? '') || i === 0 ? null : 5;
  if (word === 'christmas' || word === 'xmas') return 12;
  const exact = MONTH_KEYS.findIndex(
    (m) =>
      word === m ||
      (word.length >= 3 && word.length <= 4 && m.startsWith(word) && word !== 'mar' && word !== 'jun') ||
      word === 'sept',
  );
  if (exact >= 0) return exact + 1;
  if (word === 'mar' || word === 'jun') return word === 'mar' ? 3 : 6;
  if (word.length < 5) return null;
  const fuzzy = MONTH_KEYS.findIndex((m) => m.slice(0, 3) === word.slice(0, 3) && editDistance(word, m, 2) <= 2);
  return fuzzy >= 0 ? fuzzy + 1 : null;
}

/** The areas of the planner's season data, as travellers name them. */
const AREA_NAMES: readonly [string, readonly string[]][] = [
  ['south west coast', ['west-coast', 'south-coast']],
  ['southwest coast', ['west-coast', 'south-coast']],
  ['southwest', ['west-coast', 'south-coast']],
  ['south west', ['west-coast', 'south-coast']],
  ['west coast', ['west-coast']],
  ['western coast', ['west-coast']],
  ['south coast', ['south-coast']],
  ['southern coast', ['south-coast']],
  ['down south', ['south-coast']],
  ['the south', ['south-coast']],
  ['east coast', ['east-coast']],
  ['eastern coast', ['east-coast']],
  ['eastern beaches', ['east-coast']],
  ['the east', ['east-coast']],
  ['hill country', ['hill-country']],
  ['the hills', ['hill-country']],
  ['highlands', ['hill-country']],
  ['tea country', ['hill-country']],
  ['cultural triangle', ['cultural-triangle']],
  ['ancient cities', ['cultural-triangle']],
  ['the north', ['north']],
  ['northern', ['north']],
];

/** A traveller's question, read once: its words, the months and places it names, and the coasts or regions. */
export class Question {
  readonly text: string;
  readonly words: readonly string[];
  readonly months: readonly number[];
  readonly areas: readonly string[];
  readonly places: readonly FoundPlace[];

  constructor(
    readonly raw: string,
    finder: PlaceFinder,
  ) {
    const normalised = normalise(raw.replace(/tuk[\s-]*tuks?|tuktuks?/gi, ' tuktuk '));
    this.text = ` ${normalised} `;
    this.words = normalised.split(' ').filter(Boolean);
    this.months = [...new Set(this.words.map((_, i) => monthOf(this.words, i)).filter((m): m is number => m !== null))];
    this.areas = [
      ...new Set(AREA_NAMES.filter(([name]) => this.text.includes(` ${name} `)).flatMap(([, areas]) => areas)),
    ];
    this.places = finder.find(this.words);
  }

  /** Whether the question contains any of these words or phrases (whole words, normalised). */
  has(...phrases: readonly string[]): boolean {
    return phrases.some((phrase) => this.text.includes(` ${phrase} `));
  }

  /** Whether the question contains a word starting with any of these stems ("child" for children, childrens). */
  hasStem(...stems: readonly string[]): boolean {
    return this.words.some((word) => stems.some((stem) => word.startsWith(stem)));
  }
}
