/**
 * What a model's words may not carry into a page other people read: links to other sites, e-mail addresses, phone
 * numbers and markup. A model repeats what it was given (a traveller's notes, a prompt injection in them) and invents
 * contacts; TripMate's own pages and the structured links beside an answer are the only ways off a plan or a reply.
 * The planner's prose refuses a text with any of these (`outsideContent`); the assistant's replies have them taken
 * out (`withoutOutsideContent`, `OutsideContentFilter` for a reply that streams).
 */

export type OutsideContentKind = 'link' | 'email' | 'phone' | 'markup';
/** A piece of a text; `keep` is what stays of it when it is taken out (a Markdown link's words). */
export type OutsideContent = {
  readonly kind: OutsideContentKind;
  readonly text: string;
  readonly index: number;
  readonly keep: string;
};

/** The site's own origins (`PUBLIC_URL`, `CLIENT_URL`): links to them may stay. Without them, every link is another site's. */
export type OwnSite = { readonly origins?: readonly string[] };

/** Schemes a renderer turns into something to follow or run. */
const SCHEMES = 'https?|ftps?|wss?|file|javascript|vbscript|data|mailto|tel|sms|callto|whatsapp|viber|skype';
/** Top-level domains a bare name ("booking.com", "visit-ella.lk/rooms") is read as a site by; lower case, as sites are written. */
const TLDS =
  'com|net|org|info|biz|io|co|lk|uk|in|au|nz|us|ca|de|fr|nl|es|it|ru|cn|jp|me|ly|to|gl|app|dev|xyz|site|online|link|travel|tours|shop|store|page|top|club|tv|ai';
const URL_TAIL = String.raw`[^\s<>"'\`)\]]*`;

/** Each kind of outside content, tried in this order at each place; a match is a span of the text. */
const PATTERNS: readonly { kind: OutsideContentKind; pattern: RegExp }[] = [
  // A Markdown link or image, [words](target "title"): its words stay when its target is another site's.
  { kind: 'link', pattern: /!?\[([^\]\n]*)\]\(\s*([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"\n]*")?\s*\)/g },
  // A tag or a comment: <b>, </a>, <img src=…>, <!-- … -->; not "a < b" or "<3".
  { kind: 'markup', pattern: /<!--[\s\S]*?-->|<\/?[A-Za-z][\w:-]*(?:\s[^<>]*)?\/?>/g },
  { kind: 'email', pattern: /[\w.%+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}/g },
  {
    kind: 'link',
    pattern: new RegExp(
      String.raw`\b(?:${SCHEMES}):${URL_TAIL}|(?<![\w/])\/\/[A-Za-z\d-]+\.${URL_TAIL}|\bwww\.${URL_TAIL}`,
      'gi',
    ),
  },
  {
    kind: 'link',
    pattern: new RegExp(
      String.raw`(?<![\w@.-])(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+(?:${TLDS})\b(?![.-]?\w)(?:\/${URL_TAIL})?`,
      'g',
    ),
  },
  // Digits grouped as a phone number is written; which of these are phone numbers is decided by `isPhoneNumber`.
  { kind: 'phone', pattern: /(?<![\w+.,])(?:\+|\b00|\()?\d[\d \t().-]{5,}\d(?!\w)/g },
];

/**
 * "+94 11 234 5678", "0094…", "011 234 5678", "(011) 2345678", "555-123-4567"; not "2500-3000", "1815-1948" or a
 * date. A number with spaces in it is one only when it opens as a phone number does (+, 00, 0 or a bracket), which
 * is also what lets a reply that streams give out "278" before it knows what follows.
 */
function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  if (/^(?:\+|00)/.test(text)) return digits >= 7 && digits <= 15;
  if (/^[0(]/.test(text)) return digits >= 9 && digits <= 12;
  return /^\d{3}([.-])\d{3}\1\d{4}$/.test(text);
}

function isOwnLink(text: string, site: OwnSite): boolean {
  return (site.origins ?? []).some((origin) => {
    const own = new URL(origin);
    try {
      const url = new URL(
        /^[a-z][\w+.-]*:/i.test(text) ? text : `${own.protocol}${text.startsWith('//') ? '' : '//'}${text}`,
      );
      return url.origin === own.origin;
    } catch {
      return false;
    }
  });
}

/** A Markdown link's target on the site: a path ("/planner", "#day-2", "?day=2") or a link to the site itself. */
function isOwnTarget(target: string, site: OwnSite): boolean {
  return /^(?:\/(?!\/)|[#?])/.test(target) || isOwnLink(target, site);
}

/** Every piece of outside content in a text, in order, none overlapping; a link to the site itself is not one. */
export function outsideContentIn(text: string, site: OwnSite = {}): OutsideContent[] {
  const found: OutsideContent[] = [];
  for (const { kind, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const markdown = match[2] !== undefined;
      const span = {
        kind,
        text: match[0],
        index: match.index,
        keep: markdown && !match[0].startsWith('!') ? match[1]! : '',
      };
      // Digits that are not a phone number may still hold one further on: "5 (011) 234 5678".
      if (kind === 'phone' && !isPhoneNumber(span.text)) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      if (kind === 'link' && (markdown ? isOwnTarget(match[2]!, site) : isOwnLink(span.text, site))) continue;
      const end = span.index + span.text.length;
      if (found.some((f) => span.index < f.index + f.text.length && f.index < end)) continue;
      found.push(span);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first piece of outside content in a text, or null when it has none. */
export function outsideContent(text: string, site: OwnSite = {}): OutsideContent | null {
  return outsideContentIn(text, site)[0] ?? null;
}

/** The text with its outside content taken out (and the space before each piece, so no gap is left). */
export function withoutOutsideContent(text: string, site: OwnSite = {}): string {
  let kept = '';
  let at = 0;
  for (const piece of outsideContentIn(text, site)) {
    // A tag stands against its words ("a <b>bold</b> day"); a link, an address or a number has a space of its own.
    const start =
      piece.kind !== 'markup' && piece.index > at && /[ \t]/.test(text[piece.index - 1]!)
        ? piece.index - 1
        : piece.index;
    const words = withoutOutsideContent(piece.keep, site);
    kept += text.slice(at, start) + (words && start < piece.index ? ' ' : '') + words;
    at = piece.index + piece.text.length;
  }
  return kept + text.slice(at);
}

/**
 * Takes outside content out of a text that arrives in pieces (a streamed reply), giving out as much as can be judged
 * already: everything before the last whitespace, but not a number that may be the start of a phone number nor a tag
 * or a Markdown link not yet closed. Each part given out is cleaned whole, and no piece of outside content spans two parts, so the parts
 * join to what `withoutOutsideContent` makes of the whole text.
 */
export class OutsideContentFilter {
  private held = '';

  constructor(private readonly site: OwnSite = {}) {}

  /** A new piece of text; answers what may be given out now (often ''). */
  push(piece: string): string {
    this.held += piece;
    const cut = safeCut(this.held);
    if (cut === 0) return '';
    const ready = this.held.slice(0, cut);
    this.held = this.held.slice(cut);
    return withoutOutsideContent(ready, this.site);
  }

  /** The text is complete: what was held back, cleaned. */
  end(): string {
    const rest = withoutOutsideContent(this.held, this.site);
    this.held = '';
    return rest;
  }
}

/**
 * Where a text may be cut with nothing that is still arriving on both sides of the cut: before the last whitespace
 * (which goes with what follows it, as the space before a piece taken out must), and before a tag or a Markdown link
 * not yet closed or a number that opens as a phone number does, whose next digits may follow ("077 123" then " 4567").
 */
function safeCut(text: string): number {
  let cut = text.search(/\s\S*$/);
  if (cut <= 0) return 0;
  const open = text.slice(0, cut).search(/<[A-Za-z/!][^>]*$|!?\[[^\]\n]*(?:\]\([^)\n]*)?$/);
  if (open >= 0) cut = open;
  const digits = /(?<![\w+.,])(?:\+\d|\(\d|0)[\d \t().-]*$/.exec(text.slice(0, cut));
  if (digits) cut = digits.index;
  while (cut > 0 && /\s/.test(text[cut - 1]!)) cut--;
  return cut;
}
