import { normalise } from '../builtin-assistant.js';
import { SINHALA_EDITS, TAMIL_EDITS, type Case, type EditGrammar, type VerbKind } from './edit-grammar.js';
import type { EditAsk, Mention } from './edit-asks.js';
import { withoutJoiners } from '../writer/joiners.js';

/**
 * Requests to change a plan written in Sinhala or Tamil, read by their grammar (edit-grammar.ts): the verb comes last
 * and a case ending gives each noun its role, so "සීගිරිය 3 වන දිනයට ගෙන යන්න", "Sigiriya දිනය 3ට ගෙන යන්න" and
 * "சிகிரியாவை 3ஆம் நாளுக்கு மாற்றவும்" are all "move Sigiriya to day 3". The same changes are read as in English
 * (edit-asks.ts), into the same requests, settled against the plan by the same code.
 *
 * A message is cut into clauses after each verb ("යාල ඉවත් කර උඩවළව එක් කරන්න": remove Yala, add Udawalawe); each
 * clause is read as its verb, the days it names (a number with a word for "day", before or after it), a count of
 * nights or days, and the names in it. A name is a place of TripMate's in the script, or words in the Latin
 * alphabet (with a case ending attached, after a hyphen or a space); a word of the script that is none of these
 * makes its name unknown, and the reply says it cannot find it, rather than guess.
 */

type Token = {
  /** The word as typed (for naming back what could not be found). */
  readonly raw: string;
  readonly kind:
    | 'name'
    | 'place'
    | 'noun'
    | 'unknown'
    | 'number'
    | 'day'
    | 'night'
    | 'verb'
    | 'aux'
    | 'and'
    | 'instead'
    | 'post'
    | 'more'
    | 'less'
    | 'filler'
    | 'asking';
  /** A name's or place's English words. */
  readonly words?: readonly string[];
  /** The role its case ending gives it. */
  role?: Case | null;
  readonly n?: number;
  ordinal?: boolean;
  readonly count?: boolean;
  /** A day word: one definite day ("the day"), or "a day". */
  readonly definite?: boolean;
  readonly aDay?: boolean;
  readonly verb?: VerbKind;
  readonly post?: Case;
};

type DayRef = { readonly n: number; role: Case | null };
type Phrase = { readonly tokens: Token[]; role: Case | null };

const JOINERS = /[\u200c\u200d]/gu;
const LATIN = /^[\p{Script=Latin}'’]+$/u;
const DIGITS = /^[0-9]+$/;

/** The grammar a message is written in, by its script; null for English. */
export function grammarOf(message: string): EditGrammar | null {
  if (SINHALA_EDITS.script.test(message)) return SINHALA_EDITS;
  if (TAMIL_EDITS.script.test(message)) return TAMIL_EDITS;
  return null;
}

/** Every change a Sinhala or Tamil message asks for, in the order asked. Empty: it does not ask to change the plan. */
export function editAsksSiTa(message: string, grammar: EditGrammar): EditAsk[] {
  const reader = readerOf(grammar);
  // Joined names are matched written with or without the zero-width joiner (ශ්‍රී පාද, ශ්රී පාද).
  const text = grammar.joined.reduce(
    (t, [pattern, one]) =>
      t.replace(new RegExp(pattern.source.replace(JOINERS, '[\\u200c\\u200d]?'), pattern.flags), one),
    message,
  );
  return text.split(/[.!?;:\n।]+/u).flatMap((sentence) => {
    const tokens = reader.tokens(sentence);
    // "should we skip Yala?", "how do I add a place?": asked, not commanded.
    if (tokens.some((t) => t.kind === 'asking')) return [];
    return clausesOf(tokens).flatMap((clause) => clauseAsks(clause));
  });
}

const readers = new WeakMap<EditGrammar, Reader>();

/** The grammar's reader, made once per grammar. */
function readerOf(g: EditGrammar): Reader {
  let reader = readers.get(g);
  if (!reader) readers.set(g, (reader = makeReader(g)));
  return reader;
}
type Reader = ReturnType<typeof makeReader>;

/** The grammar's words, stripped of joiners and sorted longest first, for reading words by stem. */
function makeReader(g: EditGrammar) {
  const plain = withoutJoiners;
  const byLength = <T extends readonly [string, ...unknown[]]>(rows: readonly T[]) =>
    rows.map((r) => [plain(r[0]), ...r.slice(1)] as unknown as T).sort((a, b) => b[0].length - a[0].length);
  const set = (words: readonly string[]) => new Set(words.map(plain));
  const record = (r: Readonly<Record<string, number>>) => new Map(Object.entries(r).map(([k, v]) => [plain(k), v]));
  const endings = byLength(g.endings);
  const verbs = byLength(g.verbs);
  const places = byLength(g.places);
  const nouns = byLength(g.nouns);
  const phrases = g.phrases.map(([a, b, kind]) => [plain(a), plain(b), kind] as const);
  const numbers = record(g.numbers);
  const counted = record(g.counted);
  const ordinals = record(g.ordinals);
  const aux = set(g.auxiliaries);
  const afterVerb = set(g.afterVerb);
  const filler = set(g.filler);
  const asking = set(g.asking);
  const and = set(g.and);
  const instead = set(g.instead);
  const more = set(g.more);
  const less = set(g.less);
  const ordinalMarks = set(g.ordinalMarks);
  const countMarks = set(g.countMarks);
  const askingEndings = g.askingEndings.map(plain);
  const auxStems = g.auxiliaryStems.map(plain);
  const fillerStems = g.fillerStems.map(plain);
  const beforeAux = new Map(g.verbBeforeAuxiliary.map(([w, kind]) => [plain(w), kind]));
  const article = new Map(g.article.map(([w, role]) => [plain(w), role]));
  const postpositions = new Map(Object.entries(g.postpositions).map(([w, role]) => [plain(w), role]));
  const day = { stems: g.day.stems.map(plain), definite: set(g.day.definite), aDay: set(g.day.aDay) };
  const night = { stems: g.night.stems.map(plain), aNight: set(g.night.aNight) };

  /** Tamil's doubled consonant before the next word (யாலவைச் சேர்க்கவும்) is not part of the word. */
  const unSandhi = (word: string) => (g.sandhi && /[^\u0BCD][கசதப]\u0BCD$/u.test(word) ? word.slice(0, -2) : word);
  /** The role a word's ending gives it (longest ending first). */
  const roleOf = (word: string): Case | null => endings.find(([ending]) => word.endsWith(ending))?.[1] ?? null;
  /** A whole ending, possibly after a glide (எல்ல-வுக்கு, காலி-யை). */
  const isEnding = (rest: string) =>
    rest === '' ||
    endings.some(
      ([ending]) => rest === ending || ((rest.startsWith('வ') || rest.startsWith('ய')) && rest.slice(1) === ending),
    );
  const isAux = (w: string | undefined) => w !== undefined && (aux.has(w) || auxStems.some((s) => w.startsWith(s)));
  const isNight = (w: string | undefined) => w !== undefined && night.stems.some((s) => w.startsWith(s));
  const isDay = (w: string | undefined) => w !== undefined && day.stems.some((s) => w.startsWith(s));
  /** What goes after a digit or a Latin name as its ending: a case, an ordinal or count mark, an article. */
  const isSuffix = (w: string, next: string | undefined) =>
    ordinalMarks.has(w) ||
    countMarks.has(w) ||
    (!postpositions.has(w) && w.length <= 6 && isEnding(w)) ||
    (article.has(w) && !isNight(next) && !isDay(next));

  /** A word of the script, with the one after it (for "do not want", and "add" before "do"), and the token before. */
  function native(word: string, following: string | undefined, before: Token | undefined): Token {
    // Read without the joiners (ශ්‍රී and ශ්රී alike); named back as typed.
    const w = plain(word);
    const next = following === undefined ? undefined : plain(following);
    if (filler.has(w)) return { raw: word, kind: 'filler' };
    if (asking.has(w) || askingEndings.some((e) => w.endsWith(e))) return { raw: word, kind: 'asking' };
    if (and.has(w)) return { raw: word, kind: 'and' };
    if (instead.has(w)) return { raw: word, kind: 'instead' };
    const post = postpositions.get(w);
    if (post) return { raw: word, kind: 'post', post };
    if (beforeAux.has(w) && isAux(next)) return { raw: word, kind: 'verb', verb: beforeAux.get(w)! };
    if (counted.has(w)) return { raw: word, kind: 'number', n: counted.get(w)!, count: true };
    if (ordinals.has(w)) return { raw: word, kind: 'number', n: ordinals.get(w)!, ordinal: true };
    if (numbers.has(w) && !more.has(w)) return { raw: word, kind: 'number', n: numbers.get(w)! };
    if (afterVerb.has(w))
      return before?.kind === 'verb' || before?.kind === 'aux'
        ? { raw: word, kind: 'aux' }
        : { raw: word, kind: 'verb', verb: 'put' };
    if (more.has(w)) return { raw: word, kind: 'more', ...(numbers.has(w) ? { n: numbers.get(w)! } : {}) };
    if (less.has(w)) return { raw: word, kind: 'less' };
    if (aux.has(w)) return { raw: word, kind: 'aux' };
    const verb = verbs.find(([stem, , exact]) => (exact ? w === stem : w.startsWith(stem)));
    if (verb) return { raw: word, kind: 'verb', verb: verb[1] };
    if (isAux(w)) return { raw: word, kind: 'aux' };
    if (day.aDay.has(w)) return { raw: word, kind: 'day', aDay: true, role: roleOf(w) };
    if (isDay(w)) return { raw: word, kind: 'day', definite: day.definite.has(w), role: roleOf(w) };
    if (isNight(w)) return { raw: word, kind: 'night', role: roleOf(w), ...(night.aNight.has(w) ? { n: 1 } : {}) };
    const place = places.find(([stem, , exact]) =>
      exact ? w.startsWith(stem) && isEnding(w.slice(stem.length)) : w.startsWith(stem),
    );
    if (place) return { raw: word, kind: 'place', words: place[1].split(' '), role: roleOf(w) };
    const noun = nouns.find(([stem]) => w.startsWith(stem));
    if (noun) return { raw: word, kind: 'noun', words: noun[1].split(' '), role: roleOf(w) };
    if (fillerStems.some((s) => w.startsWith(s))) return { raw: word, kind: 'filler' };
    return { raw: word, kind: 'unknown', role: roleOf(w) };
  }

  /** A digit or a Latin word, with the ending typed after it. */
  function based(base: string, suffix: string): Token[] {
    const ending = unSandhi(plain(suffix));
    const role = ending ? (article.has(ending) ? article.get(ending)! : roleOf(ending)) : null;
    if (DIGITS.test(base)) {
      const ordinal = [...ordinalMarks].some((m) => ending.startsWith(m));
      const count = [...countMarks].some((m) => ending.startsWith(m));
      return [
        { raw: base + suffix, kind: 'number', n: Number(base), ordinal, count, role: ordinal || count ? null : role },
      ];
    }
    const words = normalise(base).split(' ').filter(Boolean);
    if (words.length === 1 && (words[0] === 'day' || words[0] === 'days'))
      return [{ raw: base, kind: 'day', definite: true, role }];
    if (words.length === 1 && (words[0] === 'night' || words[0] === 'nights'))
      return [{ raw: base, kind: 'night', role }];
    return words.length ? [{ raw: base, kind: 'name', words, role }] : [];
  }

  return {
    tokens(sentence: string): Token[] {
      // Words, and commas between them; a hyphen joins a name or a digit to its ending (Sigiriya-வை, 3-ஆம்).
      const words = (
        sentence.match(/[\p{L}\p{M}\p{N}'’\u200c\u200d]+(?:-[\p{L}\p{M}\p{N}'’\u200c\u200d]+)*|,/gu) ?? []
      ).map(unSandhi);
      // A word and the ordinal mark written apart from it: තුන් වන -> තුන්වන.
      const joined: string[] = [];
      for (const word of words) {
        const last = joined.at(-1);
        if (last && ordinalMarks.has(plain(word)) && ordinals.has(plain(last + word)))
          joined[joined.length - 1] = last + word;
        else joined.push(word);
      }
      const tokens: Token[] = [];
      for (let i = 0; i < joined.length; i++) {
        const word = joined[i]!;
        // Latin letters, digits and the script in runs: "Sigiriyaට" -> Sigiriya + ට, "3ஆம்" -> 3 + ஆம்.
        const runs = word
          .split('-')
          .flatMap((part) => part.match(/[\p{Script=Latin}'’]+|[0-9]+|[^\p{Script=Latin}'’0-9]+/gu) ?? []);
        const next = joined[i + 1];
        if (runs.length === 1 && (LATIN.test(word) || DIGITS.test(word))) {
          // An ending written after a space: "Kandy இல்", "3 වන", "Yala එක".
          const suffix =
            next !== undefined &&
            !LATIN.test(next) &&
            !DIGITS.test(next) &&
            isSuffix(plain(next), joined[i + 2] && plain(joined[i + 2]!))
              ? next
              : '';
          tokens.push(...based(word, suffix));
          if (suffix) i++;
          continue;
        }
        if (word === ',') {
          tokens.push({ raw: word, kind: 'and' });
          continue;
        }
        let at = 0;
        while (at < runs.length) {
          const run = runs[at]!;
          if (LATIN.test(run) || DIGITS.test(run)) {
            const suffix =
              runs[at + 1] !== undefined && !LATIN.test(runs[at + 1]!) && !DIGITS.test(runs[at + 1]!)
                ? runs[at + 1]!
                : '';
            tokens.push(...based(run, suffix));
            at += suffix ? 2 : 1;
            continue;
          }
          const phrase =
            at === runs.length - 1 && next !== undefined
              ? phrases.find(([a, b]) => a === plain(run) && b === plain(next))
              : undefined;
          if (phrase) {
            tokens.push({ raw: `${run} ${next}`, kind: 'verb', verb: phrase[2] });
            i++;
          } else tokens.push(native(run, at === runs.length - 1 ? next : runs[at + 1], tokens.at(-1)));
          at++;
        }
      }
      return tokens;
    },
  };
}

const CONTENT = new Set<Token['kind']>(['verb', 'aux', 'night', 'more', 'less']);

/**
 * The clauses of a sentence: a clause ends with its verb and what follows the verb (do, please, can you ...), unless
 * nothing that could be a change comes after it ("ඉවත් කරන්න යාල": the name after the verb is still its object).
 */
function clausesOf(tokens: readonly Token[]): Token[][] {
  const pieces: Token[][] = [[]];
  for (const [i, token] of tokens.entries()) {
    pieces.at(-1)!.push(token);
    const next = tokens[i + 1];
    if ((token.kind === 'verb' || token.kind === 'aux') && next && next.kind !== 'aux') pieces.push([]);
  }
  const clauses: Token[][] = [];
  for (const piece of pieces) {
    if (clauses.length > 0 && !piece.some((t) => CONTENT.has(t.kind))) clauses.at(-1)!.push(...piece);
    else if (piece.length > 0) clauses.push(piece);
  }
  return clauses;
}

/** The names of a clause: runs of Latin words, each place of the script, the sight nouns beside them, unknown words. */
function phrasesOf(tokens: readonly Token[]): Phrase[] {
  const phrases: Phrase[] = [];
  let open: Phrase | null = null;
  let last: Token['kind'] | null = null;
  for (const token of tokens) {
    const before = last;
    last = token.kind;
    // A sight's noun or an unknown word joins the name before it ("Yala ජාතික වනෝද්‍යානය"); a place joins only an
    // unknown word before it, which then names something else ("රාවණ ඇල්ල" is Ravana Falls, not Ella).
    const previous = open?.tokens.at(-1)?.kind;
    const joins =
      open !== null &&
      (token.kind === 'noun' ||
        token.kind === 'unknown' ||
        (token.kind === 'name' && previous === 'name') ||
        (token.kind === 'place' && previous === 'unknown'));
    if (token.kind === 'name' || token.kind === 'place' || token.kind === 'noun' || token.kind === 'unknown') {
      if (joins) open!.tokens.push(token);
      else phrases.push((open = { tokens: [token], role: null }));
      open!.role = token.role ?? null;
      if (token.role) open = null;
    } else if (
      token.kind === 'post' &&
      phrases.length > 0 &&
      (before === 'name' || before === 'place' || before === 'noun' || before === 'unknown')
    ) {
      phrases.at(-1)!.role = token.post!;
      open = null;
    } else open = null;
  }
  return phrases;
}

/** A name as a request holds it: its English words, or, with a word that is none of TripMate's, the words typed. */
function mentionOf(phrase: Phrase): Mention {
  const unknown = phrase.tokens.some((t) => t.kind === 'unknown');
  const words = unknown ? phrase.tokens.map((t) => t.raw) : phrase.tokens.flatMap((t) => t.words ?? []);
  return Object.defineProperty([...words], 'typed', {
    value: phrase.tokens.map((t) => t.raw).join(' '),
    enumerable: false,
  });
}

/** The days a clause names (day 3, the third day, days 3 and 4), and a count of days or nights it says. */
function daysOf(tokens: readonly Token[]): { refs: DayRef[]; days: number | null; nights: number | null } {
  const refs: DayRef[] = [];
  let days: number | null = null;
  let nights: number | null = null;
  const chained = (t: Token | undefined) => t?.kind === 'and' || t?.kind === 'number';
  for (const [i, t] of tokens.entries()) {
    if (t.kind === 'night' && t.n !== undefined) nights ??= t.n;
    if (t.kind === 'day' && t.aDay) days ??= 1;
    if (t.kind === 'post' && refs.length > 0 && (tokens[i - 1]?.kind === 'day' || tokens[i - 1]?.kind === 'number'))
      refs.at(-1)!.role = t.post!;
    if (t.kind !== 'number' && !(t.kind === 'more' && t.n !== undefined)) continue;
    const n = t.n!;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (t.kind === 'more' || t.count || next?.kind === 'night' || (prev?.kind === 'night' && next?.kind !== 'day')) {
      // "තවත් රාත්‍රී දෙකක්", "ஓர் இரவு", "දවස් 2ක්", "இன்னொரு நாள்": a count.
      if (next?.kind === 'night' || prev?.kind === 'night') nights = nights ?? n;
      else if (next?.kind === 'day' || prev?.kind === 'day') days = days ?? n;
      continue;
    }
    let j = i + 1;
    while (chained(tokens[j])) j++;
    let k = i - 1;
    while (chained(tokens[k])) k--;
    const after = tokens[j]?.kind === 'day' ? tokens[j]! : null;
    const before = tokens[k]?.kind === 'day' ? tokens[k]! : null;
    // "3 වන දිනයට", "3 සහ 4 වන දින", "3ஆம் நாளுக்கு"; "දිනය 3ට", "நாள் 3 மற்றும் நாள் 4"; a bare number before
    // "days" counts them ("3 நாட்கள்").
    const ordinal =
      after !== null && (tokens.slice(i, j).some((x) => x.ordinal) || (after.definite === true && j === i + 1));
    if (ordinal) refs.push({ n, role: t.role ?? after.role ?? null });
    else if (before && !before.aDay) refs.push({ n, role: t.role ?? before.role ?? null });
    else if (after && j === i + 1) days ??= n;
  }
  return { refs: refs.filter((r) => r.n >= 1), days, nights };
}

const NIGHT_VERBS = new Set<VerbKind | null>([null, 'add', 'remove', 'stay', 'leave', 'put', 'keep']);

function clauseAsks(tokens: readonly Token[]): EditAsk[] {
  const verb = tokens.find((t) => t.kind === 'verb')?.verb ?? null;
  const phrases = phrasesOf(tokens);
  const mentions = phrases.map(mentionOf);
  const { refs, days, nights } = daysOf(tokens);
  const more = tokens.some((t) => t.kind === 'more');
  const less = tokens.some((t) => t.kind === 'less');
  const doing = verb !== null || tokens.some((t) => t.kind === 'aux');
  const target = (refs.find((r) => r.role === 'to') ?? refs.find((r) => r.role !== 'from'))?.n ?? null;
  const instead = tokens.findIndex((t) => t.kind === 'instead');

  const moving = verb === 'move' || verb === 'put' || verb === 'keep' || verb === 'change' || verb === 'swap';
  if (refs.length >= 2 && phrases.length === 0 && moving) {
    // "3 වන දිනය සහ 4 වන දිනය මාරු කරන්න"; "3 වන දිනය 4 වන දිනයට ගෙන යන්න" swaps too, as in English.
    return [{ kind: 'swap-days', day: refs[0]!.n, otherDay: refs[1]!.n }];
  }

  // Nights: "ඇල්ලේ තවත් රාත්‍රියක් එක් කරන්න", "எல்லவில் ஓர் இரவைக் குறைக்கவும்", "ඇල්ලේ දවසක් වැඩිපුර නවතින්න".
  const aboutNights =
    tokens.some((t) => t.kind === 'night') || (days !== null && refs.length === 0 && NIGHT_VERBS.has(verb));
  if (aboutNights && instead < 0 && verb !== 'swap' && verb !== 'replace') {
    const base = mentions[0] ?? [];
    const count = nights ?? days;
    // Leaving early, fewer nights; adding or putting one, more; "make it 3 nights", "stay 3 nights", that many.
    if (verb === 'remove' || less) return [{ kind: 'nights', base, change: -(count ?? 1) }];
    if (verb === 'add' || verb === 'put' || more) return [{ kind: 'nights', base, change: count ?? 1 }];
    if (count !== null && doing && verb !== 'leave') return [{ kind: 'set-nights', base, nights: count }];
    return [];
  }

  if (instead >= 0) {
    // "යාල වෙනුවට උඩවළව දමන්න", "யாலவுக்குப் பதிலாக உடவளவைச் சேர்க்கவும்": Udawalawe instead of Yala.
    const at = phrases.findLastIndex((p) => tokens.indexOf(p.tokens.at(-1)!) < instead);
    const place = phrases.findIndex((p, i) => i !== at && tokens.indexOf(p.tokens[0]!) > instead);
    const other = place >= 0 ? place : phrases.findIndex((_, i) => i !== at);
    if (at < 0 || other < 0) return [];
    return [{ kind: 'replace', stop: mentions[at]!, place: mentions[other]!, day: target }];
  }

  if ((verb === 'change' || verb === 'swap' || verb === 'replace') && phrases.length >= 2) {
    // "යාල උඩවළවට මාරු කරන්න", "யாலவை உடவளவால் மாற்றவும்", "யாலவை உடவளவாக மாற்றவும்": the new place is the one marked.
    const marked = (['by', 'as', 'with', 'to', 'from'] as const)
      .map((role) => phrases.findIndex((p) => p.role === role))
      .find((i) => i >= 0);
    const place = marked ?? 1;
    const stop = phrases.findIndex((_, i) => i !== place);
    return [{ kind: 'replace', stop: mentions[stop]!, place: mentions[place]!, day: target }];
  }

  if (verb === 'remove') {
    // "5 වන දිනය ඉවත් කරන්න": the day itself, with what it visits.
    if (phrases.length === 0 && refs.length === 1) return [{ kind: 'remove-day', day: refs[0]!.n }];
    return mentions.map((stop) => ({ kind: 'remove', stop }));
  }
  if (verb === 'add') return mentions.map((place) => ({ kind: 'add', place, day: target }));
  if (moving) {
    // A place to go to or come from, and no day: a journey ("කොළඹ සිට ගාල්ලට ..."), not a stop to move.
    if (refs.length === 0 && phrases.some((p) => p.role === 'to' || p.role === 'from')) return [];
    return mentions.map((stop) => ({ kind: 'move', stop, day: target }));
  }
  return [];
}
