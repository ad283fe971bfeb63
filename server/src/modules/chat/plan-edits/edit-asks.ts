import { normalise } from '../builtin-assistant.js';

/**
 * Words naming a place as the traveller typed them (normalised), to be found in the plan or TripMate's places. Read
 * from Sinhala or Tamil (edit-asks-si-ta.ts), they are the name's English words, or the words typed when one of them
 * is not TripMate's; `typed` is then the name as typed, to ask about it in the traveller's words.
 */
export type Mention = readonly string[] & { readonly typed?: string };

/**
 * One change the traveller asked for, read from the words alone (what the names mean is settled against the plan
 * later): nights at a base, two days swapped, a stop moved, removed, added, or one replaced by another.
 */
export type EditAsk =
  | { readonly kind: 'nights'; readonly base: Mention; readonly change: number }
  | { readonly kind: 'set-nights'; readonly base: Mention; readonly nights: number }
  | { readonly kind: 'swap-days'; readonly day: number; readonly otherDay: number }
  | { readonly kind: 'remove-day'; readonly day: number }
  | { readonly kind: 'move'; readonly stop: Mention; readonly day: number | null }
  | { readonly kind: 'remove'; readonly stop: Mention }
  | { readonly kind: 'add'; readonly place: Mention; readonly day: number | null }
  | { readonly kind: 'replace'; readonly stop: Mention; readonly place: Mention; readonly day: number | null };

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  another: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** A count or a day number: "3", "three", "3rd", "third". */
function numberOf(word: string | undefined): number | null {
  if (!word) return null;
  const digits = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]);
  return (
    ORDINALS[word] ?? (word in NUMBERS && word !== 'a' && word !== 'an' && word !== 'another' ? NUMBERS[word]! : null)
  );
}

// Phrases are matched on whole normalised words.
const ADD = ['add', 'include', 'insert', 'fit in', 'squeeze in', 'throw in', 'put in', 'work in'];
const REMOVE = [
  'drop',
  'remove',
  'delete',
  'skip',
  'cut',
  'take out',
  'take off',
  'get rid of',
  'cancel',
  'scrap',
  'leave out',
  'exclude',
  'ditch',
  'lose',
  'forget about',
  'forget',
  'no more',
  'don t want',
  'do not want',
];
const MOVE = ['move', 'shift', 'reschedule', 'put', 'push', 'bring'];
const SWAP = ['swap', 'switch', 'exchange', 'trade', 'flip'];
const REPLACE = ['replace', 'substitute', 'change'];
/** What may come before the command itself. */
const POLITE = [
  'please',
  'pls',
  'can you',
  'could you',
  'would you',
  'will you',
  'can we',
  'could we',
  'can i',
  'could i',
  'i d like to',
  'i would like to',
  'we d like to',
  'we would like to',
  'i want to',
  'we want to',
  'i wanna',
  'i d like',
  'i would like',
  'we d like',
  'we would like',
  'i want',
  'we want',
  'give me',
  'give us',
  'i need',
  'we need',
  'let s',
  'lets',
  'kindly',
  'just',
  'also',
  'then',
  'and',
  'ok',
  'okay',
  'now',
  'and then',
  'maybe',
  'actually',
  'oh',
  'hi',
  'hey',
  'i need to',
  'we need to',
  'help me',
  'go ahead and',
];
/** How a question asking for advice starts: "should we skip Yala?" is not a command. */
const ASKING = [
  'should',
  'shall',
  'is',
  'are',
  'was',
  'what',
  'when',
  'why',
  'how',
  'where',
  'which',
  'who',
  'do',
  'does',
  'did',
  'is it worth',
  'worth',
];
const FILLER = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'this',
  'that',
  'it',
  'too',
  'also',
  'please',
  'visit',
  'visiting',
  'trip',
  'stop',
  'place',
  'as',
  'well',
  'of',
  'to',
  'from',
  'in',
  'at',
  'on',
  'for',
  'and',
  'instead',
  'plan',
  'itinerary',
  'then',
  'now',
  'again',
]);
/** Where the name ends: "drop Yala from my plan", "add Yala to day 2", "move Sigiriya on day 3 please". */
const TAIL = new Set([
  'to',
  'on',
  'onto',
  'into',
  'from',
  'for',
  'instead',
  'please',
  'if',
  'so',
  'because',
  'as',
  'since',
  'day',
  'days',
]);

const has = (words: readonly string[], phrase: string, at?: number): boolean => {
  const parts = phrase.split(' ');
  const match = (i: number) => parts.every((p, k) => words[i + k] === p);
  return at === undefined ? words.some((_, i) => match(i)) : match(at);
};
/** The longest phrase of the list at the start of `words`, if one is ("i need to" before "i need"). */
const startsWith = (words: readonly string[], phrases: readonly string[]): string | null =>
  phrases.reduce<string | null>((best, p) => (has(words, p, 0) && p.length > (best?.length ?? 0) ? p : best), null);

/** The clause without the polite words before its command ("could you please drop ..."). */
function command(words: readonly string[]): readonly string[] {
  let rest = words;
  for (let found = startsWith(rest, POLITE); found; found = startsWith(rest, POLITE))
    rest = rest.slice(found.split(' ').length);
  return rest;
}

const JOINS = new Set(['and', 'with', 'for', 'or', 'to']);
const isOrdinal = (word: string | undefined) =>
  word !== undefined && (/^\d+(st|nd|rd|th)$/.test(word) || word in ORDINALS);

/** The day numbers a clause names: "day 3", "days 3 and 4", "day 3 with day 4", "the 3rd and 4th days", "day three". */
export function dayNumbers(words: readonly string[]): number[] {
  const days: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const n = numberOf(words[i]);
    if (n === null || n < 1) continue;
    const before = words[i - 1];
    const after = words[i + 1];
    // A second day after "and", "with" ...: "days 3 and 4", "day 3 with the fourth" (but not "and 2 nights").
    let back = i - 1;
    while (back >= 0 && (words[back] === 'the' || words[back] === 'day')) back--;
    const joined = days.length > 0 && JOINS.has(words[back] ?? '') && after !== 'night' && after !== 'nights';
    const named = before === 'day' || before === 'days';
    const ordinalDay =
      isOrdinal(words[i]) &&
      (after === 'day' ||
        after === 'days' ||
        (JOINS.has(after ?? '') && isOrdinal(words[i + 2] === 'the' ? words[i + 3] : words[i + 2])));
    if (named || joined || ordinalDay) days.push(n);
  }
  return days;
}

/** The words between the command and where its object ends, without leading and trailing filler. */
function mentionAfter(words: readonly string[], start: number): Mention {
  let end = start;
  while (end < words.length && !(TAIL.has(words[end]!) && end > start)) end++;
  return trim(words.slice(start, end));
}

function trim(words: readonly string[]): Mention {
  let from = 0;
  let to = words.length;
  while (from < to && FILLER.has(words[from]!)) from++;
  while (to > from && FILLER.has(words[to - 1]!)) to--;
  return words.slice(from, to);
}

const NIGHT_WORDS = new Set(['night', 'nights', 'day', 'days']);
const MORE = ['more', 'extra', 'another', 'additional', 'longer', 'add', 'plus', 'lengthen', 'extend'];
const LESS = [
  'less',
  'fewer',
  'shorter',
  'remove',
  'drop',
  'cut',
  'take',
  'lose',
  'minus',
  'reduce',
  'early',
  'earlier',
  'skip',
  'delete',
  'shorten',
];
const NIGHTS_VOCABULARY = new Set([
  ...MORE,
  ...LESS,
  ...NIGHT_WORDS,
  ...Object.keys(NUMBERS),
  'in',
  'at',
  'to',
  'from',
  'for',
  'the',
  'of',
  'my',
  'our',
  'time',
  'away',
  'leave',
  'make',
  'stay',
  'spend',
  'it',
  'by',
  'instead',
  'only',
  'total',
  'have',
  'we',
  'i',
  'there',
  'out',
  'up',
  'with',
  'than',
  'planned',
  'now',
  'please',
  'pls',
  'thanks',
  'thank',
  'you',
  'so',
  'then',
]);

/** "add a night in Ella", "two more nights at Kandy", "one night less in Ella", "leave Kandy a day early", "3 nights in Ella". */
function nightsAsk(words: readonly string[]): EditAsk | null {
  const text = ` ${words.join(' ')} `;
  const aboutNights = words.includes('night') || words.includes('nights');
  // "an extra day in Ella", "one more day at Kandy", "a day less in Kandy" (never "day 3"), "stay longer in Ella".
  const aboutDaysThere =
    /\b(a|an|one|two|three|\d+|another|extra|more|additional)( more| extra| less| fewer)? days?\b(?! \d)/.test(text) &&
    / (in|at) /.test(text);
  const aboutStaying =
    /\b(stay|spend|leave)\b/.test(text) && /\b(longer|shorter|more time|less time|early|earlier)\b/.test(text);
  if (!aboutNights && !aboutDaysThere && !aboutStaying) return null;
  if (!aboutNights && dayNumbers(words).length > 0) return null;
  const base = words.filter((w) => !NIGHTS_VOCABULARY.has(w) && numberOf(w) === null);
  let count: number | null = null;
  for (let i = 0; i < words.length && count === null; i++) {
    const n = NUMBERS[words[i]!] ?? numberOf(words[i]);
    if (n !== null && n !== undefined && words.slice(i + 1, i + 4).some((w) => NIGHT_WORDS.has(w))) count = n;
  }
  const less = LESS.some((w) => words.includes(w));
  const more = !less && MORE.some((w) => words.includes(w));
  if (!less && !more) return count === null ? null : { kind: 'set-nights', base, nights: count };
  return { kind: 'nights', base, change: (count ?? 1) * (less ? -1 : 1) };
}

/** "replace Yala with Udawalawe", "swap Yala for Udawalawe", "change Yala to Udawalawe", "Udawalawe instead of Yala". */
function replaceAsk(words: readonly string[], verb: string | null): EditAsk | null {
  const day = dayNumbers(words)[0] ?? null;
  const instead = words.findIndex((w, i) => w === 'instead' && words[i + 1] === 'of');
  if (instead > 0) {
    const start = verb && ADD.includes(verb) ? verb.split(' ').length : 0;
    return { kind: 'replace', place: trim(words.slice(start, instead)), stop: mentionAfter(words, instead + 2), day };
  }
  if (!verb || !(REPLACE.includes(verb) || SWAP.includes(verb))) return null;
  const rest = words.slice(verb.split(' ').length);
  const joint = rest.findIndex((w) => w === 'with' || w === 'for' || w === 'by' || (w === 'to' && verb === 'change'));
  if (joint <= 0) return null;
  const stop = trim(rest.slice(0, joint));
  const place = mentionAfter(rest, joint + 1);
  return stop.length && place.length ? { kind: 'replace', stop, place, day } : null;
}

const VERBS = [...ADD, ...REMOVE, ...MOVE, ...SWAP, ...REPLACE];

/**
 * What the clause asks to change; none when it is not a command to change the plan (a question, or something else).
 * A command whose target cannot be read ("move Sigiriya" with no day) still comes back, with what is missing left
 * null, so the answer can ask for it.
 */
function clauseAsks(raw: readonly string[]): EditAsk[] {
  // "should we skip Yala?" asks for advice; "do not want Yala" is a command all the same.
  if (startsWith(raw, ASKING) && !startsWith(raw, VERBS)) return [];
  const words = command(raw);
  const verb = startsWith(words, VERBS);
  if (words.length === 0 || (!verb && startsWith(words, ASKING))) return [];
  const days = dayNumbers(words);

  if (verb && (SWAP.includes(verb) || verb === 'move' || verb === 'change') && days.length >= 2) {
    // "swap days 3 and 4"; "move day 3 to day 4" swaps too, since every day keeps its night.
    const named = words[verb.split(' ').length];
    if (named === 'day' || named === 'days' || named === 'the' || numberOf(named) !== null)
      return [{ kind: 'swap-days', day: days[0]!, otherDay: days[1]! }];
  }
  // Without a verb, only what starts like a change of stay ("one more night in Ella", "stay longer in Kandy"):
  // "we have 2 nights in Kandy, what is there to see?" is a question.
  const staying =
    verb === null
      ? /^(stay|spend|leave|make|one|a|an|another|extra|two|three|four|five|\d+)$/.test(words[0] ?? '')
      : ADD.includes(verb) || REMOVE.includes(verb);
  const nights = staying ? nightsAsk(words) : null;
  if (nights) return [nights];
  const replaced = replaceAsk(words, verb);
  if (replaced) return [replaced];
  // "take Horton Plains out (of the plan)", "take the Yala safari off".
  const takenOut =
    words[0] === 'take' ? words.findIndex((w, i) => i > 1 && (w === 'out' || w === 'off' || w === 'away')) : -1;
  if (takenOut > 0) return mentionsOf(trim(words.slice(1, takenOut))).map((stop) => ({ kind: 'remove', stop }));
  if (!verb) return [];
  const rest = words.slice(verb.split(' ').length);
  if (REMOVE.includes(verb)) {
    // "drop day 5", "remove the fifth day": the day itself, with what it visits.
    if (days.length === 1 && trim(rest.filter((w) => w !== 'day' && numberOf(w) === null)).length === 0)
      return [{ kind: 'remove-day', day: days[0]! }];
    return mentionsOf(mentionAfter(rest, 0)).map((stop) => ({ kind: 'remove', stop }));
  }
  if (ADD.includes(verb))
    return mentionsOf(mentionAfter(rest, 0)).map((place) => ({ kind: 'add', place, day: days[0] ?? null }));
  if (MOVE.includes(verb)) {
    // "put Yala on day 2" of a place not in the plan adds it; that is settled against the plan.
    return mentionsOf(mentionAfter(rest, 0)).map((stop) => ({ kind: 'move', stop, day: days[0] ?? null }));
  }
  return [];
}

/** "Yala and Galle Fort" -> two names; a name never has "and" in it in TripMate's data, "as well as" neither. */
function mentionsOf(mention: Mention): Mention[] {
  const parts: string[][] = [[]];
  for (let i = 0; i < mention.length; i++) {
    if (
      mention[i] === 'and' ||
      mention[i] === 'or' ||
      (mention[i] === 'as' && mention[i + 1] === 'well' && mention[i + 2] === 'as')
    ) {
      if (mention[i] === 'as') i += 2;
      parts.push([]);
    } else parts.at(-1)!.push(mention[i]!);
  }
  return parts.map(trim).filter((p) => p.length > 0);
}

const VERB_STARTS = [...VERBS, 'stay', 'spend', 'leave', 'make'];
const COUNT_STARTS = ['a', 'an', 'one', 'two', 'three', 'another', 'extra'];

/**
 * The clauses of a message: split at sentence ends, commas and semicolons, and at "and" / "then" / "plus" where a new
 * command follows ("drop Yala and add Udawalawe", "drop Yala and one night less in Ella"), but not inside one ("swap
 * days 3 and 4", "drop Yala and Bundala").
 */
export function clausesOf(message: string): string[][] {
  const clauses: string[][] = [];
  for (const piece of message.split(/[,;.!?\n]+|\s[–—-]\s/)) {
    const words = normalise(piece.replace(/&/g, ' and ')).split(' ').filter(Boolean);
    let current: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const joiner = words[i] === 'and' || words[i] === 'then' || words[i] === 'plus';
      const next = command(words.slice(i + 1));
      const nextJoin = next.findIndex((w) => w === 'and' || w === 'then');
      const upToNextJoin = nextJoin < 0 ? next : next.slice(0, nextJoin);
      const startsCommand =
        startsWith(next, VERB_STARTS) !== null ||
        (startsWith(next, COUNT_STARTS) !== null && upToNextJoin.some((w) => w === 'night' || w === 'nights'));
      if (joiner && current.length > 0 && next.length > 0 && startsCommand) {
        clauses.push(current);
        current = [];
      } else current.push(words[i]!);
    }
    if (current.length) clauses.push(current);
  }
  return clauses;
}

/** Every change a message asks for, in the order asked. Empty: the message does not ask to change the plan. */
export function editAsks(message: string): EditAsk[] {
  return clausesOf(message).flatMap(clauseAsks);
}
