import { normalise } from '../../geo/geo.module.js';
import type { AttractionRecord, PlaceRecord } from '../../geo/geo.module.js';
import type { InterestId } from '../planner.data.js';

/**
 * Words that mean an interest in the normalised notes. A word ending in * matches any word it starts ("beach*" matches
 * "beaches"); others match whole words only (so "sea" does not match "season").
 */
const interestWords: Record<InterestId, readonly string[]> = {
  beaches: ['beach*', 'sea', 'seas', 'seaside', 'coast*', 'sand*', 'swim*', 'snorkel*', 'ocean', 'lagoon*'],
  wildlife: ['wildlife', 'safari*', 'elephant*', 'leopard*', 'animal*', 'bird*', 'whale*', 'dolphin*', 'national park*', 'turtle*', 'nature'],
  history: ['histor*', 'culture*', 'cultural', 'temple*', 'ancient', 'ruin*', 'heritage', 'archaeolog*', 'museum*', 'unesco', 'fort*', 'buddhis*', 'kingdom*'],
  hiking: ['hike*', 'hiking', 'trek*', 'walk*', 'climb*', 'mountain*', 'peak*', 'trail*'],
  tea: ['tea'],
  surfing: ['surf*'],
  food: ['food*', 'cuisine', 'eat', 'eating', 'curry', 'curries', 'cook*', 'seafood', 'restaurant*'],
  family: ['family', 'families', 'kid', 'kids', 'children', 'child', 'toddler*', 'son', 'sons', 'daughter*', 'grandparent*'],
  relaxation: ['relax*', 'chill*', 'slow', 'spa', 'ayurved*', 'unwind*', 'rest', 'honeymoon*', 'peaceful', 'quiet'],
  trains: ['train', 'trains', 'rail*'],
  photography: ['photo*', 'camera*', 'instagram*', 'sunrise*', 'sunset*', 'scenic', 'view', 'views'],
};

const wordMatches = (word: string | undefined, stem: string) =>
  word !== undefined && (stem.endsWith('*') ? word.startsWith(stem.slice(0, -1)) : word === stem);

const NEGATIONS = new Set(['no', 'not', 'dont', 'don', 'without', 'avoid', 'hate', 'skip', 'nor', 'never']);

/**
 * The interests named in free text, in the fixed order of `interestWords`. A word after a negation ("no hiking",
 * "not into temples", "without beaches") does not count.
 */
export function readInterests(notes: string): InterestId[] {
  const words = normalise(notes.replace(/n['’]t\b/gi, ' not')).split(' ').filter(Boolean);
  const found: InterestId[] = [];
  for (const [interest, stems] of Object.entries(interestWords) as [InterestId, readonly string[]][]) {
    const hit = words.some((word, i) =>
      stems.some((stem) => {
        const parts = stem.split(' ');
        const matches = parts.every((part, k) => wordMatches(words[i + k], part));
        if (!matches) return false;
        const before = words.slice(Math.max(0, i - 3), i);
        return !before.some((w) => NEGATIONS.has(w));
      }),
    );
    if (hit) found.push(interest);
  }
  return found;
}

/** Names that are also ordinary words and must not be read as places in a sentence. */
const COMMON_WORDS = new Set(['beach', 'fort', 'lake', 'peak', 'rock', 'falls', 'bay', 'park', 'temple', 'tea', 'train', 'station', 'airport', 'city', 'town', 'hill', 'point', 'garden', 'gardens', 'island', 'river', 'ella ella', 'kids', 'family', 'panama']);

export type Mention = { readonly kind: 'place'; readonly place: PlaceRecord } | { readonly kind: 'attraction'; readonly attraction: AttractionRecord };

/** Finds places and attractions named in free text: longest names first, whole words only. */
export class MentionFinder {
  private readonly names = new Map<string, Mention>();
  private readonly longest: number;

  constructor(places: readonly PlaceRecord[], attractions: readonly AttractionRecord[]) {
    // Attractions first so that a town of the same name ("Sigiriya") wins when both exist.
    for (const attraction of attractions) for (const name of [attraction.name, ...attraction.aliases]) this.add(name, { kind: 'attraction', attraction });
    for (const place of places) {
      // GeoNames' villages are many and some are ordinary words; a traveller names them as From or To, not in notes.
      if (place.kind === 'junction' || place.kind === 'station' || place.kind === 'locality') continue;
      for (const name of [place.name, ...place.aliases]) this.add(name, { kind: 'place', place });
    }
    this.longest = Math.max(...[...this.names.keys()].map((k) => k.split(' ').length));
  }

  private add(name: string, mention: Mention) {
    const key = normalise(name);
    if (key.length < 4 || COMMON_WORDS.has(key) || /^\d+$/.test(key)) return;
    this.names.set(key, mention);
    // People write a possessive without its apostrophe ("Adams Peak", "Worlds End"): both spellings name the place.
    const possessive = key.replace(/(\w) s\b/g, '$1s');
    if (possessive !== key && !this.names.has(possessive)) this.names.set(possessive, mention);
  }

  find(text: string): Mention[] {
    const words = normalise(text).split(' ').filter(Boolean);
    const found: Mention[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < words.length; ) {
      let matched = 0;
      for (let n = Math.min(this.longest, words.length - i); n >= 1 && !matched; n--) {
        const mention = this.names.get(words.slice(i, i + n).join(' '));
        if (!mention) continue;
        matched = n;
        const id = mention.kind === 'place' ? `p:${mention.place.id}` : `a:${mention.attraction.id}`;
        if (!seen.has(id)) {
          seen.add(id);
          found.push(mention);
        }
      }
      i += matched || 1;
    }
    return found;
  }

  /** One name as a traveller typed it: an exact name or alias, else null. */
  exact(name: string): Mention | null {
    return this.names.get(normalise(name)) ?? null;
  }
}
