import { z } from 'zod';
import { outsideContent, type OutsideContentKind } from '../../../lib/outside-content.js';
import type { GeoData } from '../../geo/geo.module.js';
import { normalise } from '../../geo/geo.module.js';
import type { PlanDay, TripPlan } from '../plan.types.js';

/** Bounds on each text, in characters; the model is asked for half of each maximum. */
export const PROSE_LIMITS = {
  summary: { min: 30, max: 1200 },
  title: { min: 3, max: 120 },
  narrative: { min: 30, max: 1200 },
  reason: { min: 10, max: 500 },
} as const;

const text = (limits: { min: number; max: number }) => z.string().trim().min(limits.min).max(limits.max);

export const planProseSchema = z.object({
  summary: text(PROSE_LIMITS.summary),
  days: z.array(
    z.object({ day: z.number().int(), title: text(PROSE_LIMITS.title), narrative: text(PROSE_LIMITS.narrative) }),
  ),
  places: z.array(z.object({ attractionId: z.string(), reason: text(PROSE_LIMITS.reason) })),
});

/** The model's prose for one plan, checked. */
export type PlanProse = z.output<typeof planProseSchema>;

export type ProseCheck =
  { readonly ok: true; readonly prose: PlanProse } | { readonly ok: false; readonly problem: string };

/** Money: "LKR 5,000", "Rs. 500", "Rs.", "$30", "5000 rupees", "USD 20". */
const MONEY = [
  /\b(?:LKR|USD|EUR|GBP|INR)\s?\d/i,
  /\bRs\b\.?\s?\d|\bRs\./i,
  /[$€£₹]\s?\d/,
  /\d[\d,.]*\s?(?:k\s?|thousand\s|million\s)?(?:LKR|USD|EUR|GBP|rupees?|dollars?|euros?|pounds?)\b/i,
];

const TWELVE_HOUR = /\b(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?\s?m\b\.?/gi;
const TWENTY_FOUR_HOUR = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

const hhmm = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** Every clock time in a text as HH:MM: "14:05", "8:30 am", "2 p.m.", "7.15pm". */
export function clockTimes(value: string): string[] {
  const found: string[] = [];
  const rest = value.replace(TWELVE_HOUR, (_all, h: string, m: string | undefined, half: string) => {
    found.push(hhmm((Number(h) % 12) + (half.toLowerCase() === 'p' ? 12 : 0), Number(m ?? 0)));
    return ' ';
  });
  for (const match of rest.matchAll(TWENTY_FOUR_HOUR)) found.push(hhmm(Number(match[1]), Number(match[2])));
  return found;
}

const plusMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number);
  const total = (h! * 60 + m! + minutes) % (24 * 60);
  return hhmm(Math.floor(total / 60), total % 60);
};

/** The times the engine gave a day: its start and end, each departure and arrival, each stop's arrival and leaving. */
function dayTimes(day: PlanDay): Set<string> {
  return new Set([
    day.startTime,
    day.endTime,
    ...day.legs.flatMap((l) => [l.depart, plusMinutes(l.depart, l.minutes)]),
    ...day.stops.flatMap((s) => [s.start, plusMinutes(s.start, s.visitMinutes)]),
  ]);
}

/** Words after which a capitalised name is a place: "in Kandy", "to the Nine Arch Bridge", "visit Galle Fort". */
const LOCATIVE = new Set(
  'in at to from near via towards toward through around past into onto beyond outside inside across along between overlooking reach reaching reaches visit visiting visits explore exploring explores leave leaving leaves'.split(
    ' ',
  ),
);
/** What a named place can be called; a capitalised name ending in one ("Crystal Lagoon") is read as a place. */
const PLACE_KINDS = new Set(
  'temple beach fort falls waterfall lake rock park peak bay island museum garden gardens kovil vihara viharaya dagoba stupa mountain mountains hill hills cave caves tank wewa lagoon reserve sanctuary market bridge point head estate factory church mosque lighthouse plains forest river monastery palace ruins range harbour station airport cathedral shrine devalaya viewpoint hotel resort villa lodge inn bungalow'.split(
    ' ',
  ),
);
/**
 * Words that may stand in a place-like phrase without naming anything TripMate does not know: the kinds above,
 * descriptions ("the South Coast", "the Hill Country"), months and days, peoples, languages and festivals.
 */
const GENERIC = new Set([
  ...PLACE_KINDS,
  ...'the of and de s north south east west northern southern eastern western central upper lower old new great little country coast coastal ocean sea city town village district province region area centre center national international heritage world site unesco cultural triangle expressway highway road railway railways line main day days morning afternoon evening night year era'.split(
    ' ',
  ),
  ...'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
  ...'sri lanka lankan lankans ceylon uva sabaragamuwa us indian sinhala sinhalese tamil english buddhist buddhism buddha hindu muslim christian dutch portuguese british colonial kandyan poya perahera esala vesak christmas easter ayurveda ayurvedic'.split(
    ' ',
  ),
]);
const CONNECTORS = new Set(['of', 'the', 'de']);
const DETERMINERS = new Set(['the', 'a', 'an']);

/** A name without what may lead it: "the", or a hyphenated word that describes it ("Tudor-style", "Dutch-era"). */
function withoutLead(words: readonly string[]): string {
  let start = 0;
  while (start < words.length - 1 && (CONNECTORS.has(words[start]!.toLowerCase()) || words[start]!.includes('-')))
    start++;
  return words.slice(start).join(' ');
}

type Token = { readonly text: string; readonly kind: 'word' | 'end' | 'comma' | 'other' };
const TOKEN = /(\p{L}[\p{L}\p{M}'’-]*)|([.!?;:\n]+)|(,)|(\S)/gu;

function tokens(value: string): Token[] {
  return [...value.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    kind: m[1] ? 'word' : m[2] ? 'end' : m[3] ? 'comma' : 'other',
  }));
}

const capitalised = (t: Token | undefined) => t?.kind === 'word' && /^\p{Lu}/u.test(t.text);
const lower = (t: Token | undefined) => (t?.kind === 'word' ? t.text.toLowerCase() : undefined);

/**
 * Tells whether the places a text names are in TripMate's data. A name is a run of capitalised words (with "of",
 * "the", "de" inside: "Temple of the Tooth") that stands where a sentence puts a place (after "in", "to", "visit"
 * …, or in a list after such a name) or that ends in a kind of place ("… Beach", "… Falls"). It is known when its
 * words are names from the gazetteer, the attractions or the plan, with only generic words between ("Kandy Lake",
 * "the South Coast"), or when TripMate's own brief to the model names it (a base's description may mention
 * "Lunuganga"). A capitalised word that opens a sentence may be an ordinary word, so a name may drop it; a
 * hyphenated word before a name describes it, so the name drops it.
 */
export class PlaceNameCheck {
  private readonly known = new Set<string>();
  private readonly longest: number;

  constructor(data: Pick<GeoData, 'places' | 'attractions'>) {
    for (const p of data.places) for (const name of [p.name, ...p.aliases]) this.add(name);
    for (const a of data.attractions) for (const name of [a.name, ...a.aliases]) this.add(name);
    this.longest = Math.max(...[...this.known].map((name) => name.split(' ').length));
  }

  private add(name: string) {
    const key = normalise(name);
    if (key) this.known.add(key);
  }

  /** The place names in a text that are neither in TripMate's data nor in what TripMate told the model. */
  unknownNames(value: string, told: PlanVocabulary = NOTHING_TOLD): string[] {
    const list = tokens(value);
    const unknown: string[] = [];
    let sentenceStart = true;
    let lastPlaceEnd = -2;
    for (let i = 0; i < list.length; i++) {
      const token = list[i]!;
      if (!capitalised(token)) {
        sentenceStart = token.kind === 'end';
        continue;
      }
      let end = i;
      for (let j = i + 1; j < list.length; j++) {
        if (capitalised(list[j])) end = j;
        else if (!CONNECTORS.has(lower(list[j]) ?? '')) break;
      }
      const run = list.slice(i, end + 1).map((t) => t.text);
      // A sentence may open with the word that puts a place: "In Kandy, …", "Visit Galle Fort …".
      const opensWithPlace = run.length > 1 && LOCATIVE.has(run[0]!.toLowerCase());
      const words = opensWithPlace ? run.slice(1) : run;
      const before = DETERMINERS.has(lower(list[i - 1]) ?? '') ? i - 2 : i - 1;
      const afterPlace = opensWithPlace || LOCATIVE.has(lower(list[before]) ?? '');
      const inList =
        (list[i - 1]?.kind === 'comma' || lower(list[i - 1]) === 'and' || lower(list[i - 1]) === 'or') &&
        lastPlaceEnd === i - 2;
      const last = words[words.length - 1]!.toLowerCase();
      const kindFirst = PLACE_KINDS.has(words[0]!.toLowerCase()) && words[1] === 'of';
      const namedKind = words.length > 1 && (PLACE_KINDS.has(last) || kindFirst);
      if (afterPlace || inList || namedKind) {
        lastPlaceEnd = end;
        const name = withoutLead(words);
        const known =
          this.isKnown(name, told) ||
          (sentenceStart && !opensWithPlace && words.length > 1 && this.isKnown(withoutLead(words.slice(1)), told));
        if (!known) unknown.push(name);
      }
      sentenceStart = false;
      i = end;
    }
    return unknown;
  }

  /** Known names cover the phrase, longest first, with only generic words left over. */
  private isKnown(phrase: string, told: PlanVocabulary): boolean {
    const words = normalise(phrase).split(' ').filter(Boolean);
    if (words.length && told.text.includes(` ${words.join(' ')} `)) return true;
    for (let i = 0; i < words.length;) {
      let matched = 0;
      for (let n = Math.min(this.longest, words.length - i); n >= 1 && !matched; n--) {
        const key = words.slice(i, i + n).join(' ');
        if (this.known.has(key) || told.names.has(key)) matched = n;
      }
      if (!matched && !GENERIC.has(words[i]!)) return false;
      i += matched || 1;
    }
    return true;
  }
}

/** What TripMate told the model, normalised: the plan's place names and the brief's whole text. */
export type PlanVocabulary = { readonly names: ReadonlySet<string>; readonly text: string };
const NOTHING_TOLD: PlanVocabulary = { names: new Set(), text: '' };

/** The plan's own place names count as known even if the data were to lack one; so does a name in the brief. */
function vocabulary(plan: TripPlan, brief: string): PlanVocabulary {
  const names = [
    plan.start.name,
    plan.end.name,
    ...plan.bases.map((b) => b.place.name),
    ...plan.dayPlans.flatMap((d) => [
      d.base.name,
      ...d.stops.map((s) => s.name),
      ...d.legs.flatMap((l) => [l.from, l.to]),
    ]),
    ...plan.places.map((p) => p.name),
    ...plan.customPlaces.flatMap((c) => (c.matched ? [c.matched] : [])),
  ];
  return { names: new Set(names.map(normalise).filter(Boolean)), text: ` ${normalise(brief)} ` };
}

const OUTSIDE_CONTENT: Record<OutsideContentKind, string> = {
  link: 'a link',
  email: 'an e-mail address',
  phone: 'a phone number',
  markup: 'markup',
};

/**
 * What one text may not contain: links, e-mail addresses, phone numbers or markup (the shared view would carry them
 * to everyone the plan is shown to), amounts of money, clock times other than `times`, places TripMate does not know.
 */
function textProblem(
  label: string,
  value: string,
  times: ReadonlySet<string>,
  names: PlaceNameCheck,
  told: PlanVocabulary,
): string | null {
  const outside = outsideContent(value);
  if (outside) return `${label} contains ${OUTSIDE_CONTENT[outside.kind]}: ${outside.text}`;
  if (MONEY.some((pattern) => pattern.test(value))) return `${label} states a price`;
  const strayTime = clockTimes(value).find((time) => !times.has(time));
  if (strayTime) return `${label} gives a time that is not the plan's: ${strayTime}`;
  const unknown = names.unknownNames(value, told);
  if (unknown.length) return `${label} names a place TripMate does not know: ${unknown.join(', ')}`;
  return null;
}

/**
 * Parses and checks a model's answer against the plan: the schema and lengths, exactly the plan's day numbers, only
 * the plan's places, and in every text no links, contacts or markup, no prices, no times but the engine's for that
 * day, no unknown places.
 */
export function checkProse(answer: string, plan: TripPlan, brief: string, names: PlaceNameCheck): ProseCheck {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return { ok: false, problem: 'the answer is not JSON' };
  }
  const parsed = planProseSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      problem: `the answer does not fit the schema at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
    };
  }
  const prose = parsed.data;
  const dayNumbers = prose.days.map((d) => d.day).sort((a, b) => a - b);
  if (dayNumbers.join() !== plan.dayPlans.map((d) => d.day).join())
    return { ok: false, problem: `the answer's days (${dayNumbers.join(', ')}) are not the plan's` };
  const placeIds = new Set(plan.places.map((p) => p.attractionId));
  const seen = new Set<string>();
  for (const { attractionId } of prose.places) {
    if (!placeIds.has(attractionId))
      return { ok: false, problem: `the answer gives a reason for a place not in the plan: ${attractionId}` };
    if (seen.has(attractionId)) return { ok: false, problem: `the answer gives two reasons for ${attractionId}` };
    seen.add(attractionId);
  }

  const told = vocabulary(plan, brief);
  const timesOf = new Map(plan.dayPlans.map((d) => [d.day, dayTimes(d)]));
  const anyTime = new Set(plan.dayPlans.flatMap((d) => [...timesOf.get(d.day)!]));
  const dayOf = new Map(plan.places.map((p) => [p.attractionId, p.day]));
  const texts: [string, string, ReadonlySet<string>][] = [
    ['the summary', prose.summary, anyTime],
    ...prose.days.flatMap((d): [string, string, ReadonlySet<string>][] => [
      [`day ${d.day}'s title`, d.title, timesOf.get(d.day)!],
      [`day ${d.day}'s narrative`, d.narrative, timesOf.get(d.day)!],
    ]),
    ...prose.places.map((p): [string, string, ReadonlySet<string>] => {
      const day = dayOf.get(p.attractionId);
      return [`the reason for ${p.attractionId}`, p.reason, day == null ? anyTime : timesOf.get(day)!];
    }),
  ];
  for (const [label, value, times] of texts) {
    const problem = textProblem(label, value, times, names, told);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, prose };
}
