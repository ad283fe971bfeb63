import { isSinhalaOrTamil, normalise, normaliseNative } from '../../geo/geo.module.js';
import type { AttractionRecord, PlaceNames, PlaceRecord } from '../../geo/geo.module.js';
import type { InterestId } from '../planner.data.js';

/**
 * Words that mean an interest in the normalised notes. A word ending in * matches any word it starts ("beach*" matches
 * "beaches"); others match whole words only (so "sea" does not match "season").
 */
const interestWords: Record<InterestId, readonly string[]> = {
  beaches: ['beach*', 'sea', 'seas', 'seaside', 'coast*', 'sand*', 'swim*', 'snorkel*', 'ocean', 'lagoon*'],
  wildlife: [
    'wildlife',
    'safari*',
    'elephant*',
    'leopard*',
    'animal*',
    'bird*',
    'whale*',
    'dolphin*',
    'national park*',
    'turtle*',
    'nature',
  ],
  history: [
    'histor*',
    'culture*',
    'cultural',
    'temple*',
    'ancient',
    'ruin*',
    'heritage',
    'archaeolog*',
    'museum*',
    'unesco',
    'fort*',
    'buddhis*',
    'kingdom*',
  ],
  hiking: ['hike*', 'hiking', 'trek*', 'walk*', 'climb*', 'mountain*', 'peak*', 'trail*'],
  tea: ['tea'],
  surfing: ['surf*'],
  food: ['food*', 'cuisine', 'eat', 'eating', 'curry', 'curries', 'cook*', 'seafood', 'restaurant*'],
  family: [
    'family',
    'families',
    'kid',
    'kids',
    'children',
    'child',
    'toddler*',
    'son',
    'sons',
    'daughter*',
    'grandparent*',
  ],
  relaxation: ['relax*', 'chill*', 'slow', 'spa', 'ayurved*', 'unwind*', 'rest', 'honeymoon*', 'peaceful', 'quiet'],
  trains: ['train', 'trains', 'rail*'],
  photography: ['photo*', 'camera*', 'instagram*', 'sunrise*', 'sunset*', 'scenic', 'view', 'views'],
};

/**
 * The same in Sinhala and Tamil. Words are matched by their stem, so the endings that follow it are understood
 * (සෆාරියක් "a safari", கடற்கரைகள் "beaches", පන්සල්වලට "to temples"); a stem that begins other common words too is
 * matched only as the whole words listed (ending in "="). Compared without zero-width joiners.
 */
const interestWordsSi: Record<InterestId, readonly string[]> = {
  beaches: ['වෙරළ', 'මුහුද', 'මුහුදු', 'පිහින', 'කලපු', 'ස්නෝකල්', 'කිමිදෙ', 'කිමිදී'],
  wildlife: [
    'වනජීවී',
    'වනජීවි',
    'වන ජීවී',
    'සෆාරි',
    'සෆාරී',
    'අලි=',
    'අලින්=',
    'අලියා',
    'අලියෙ',
    'කොටි',
    'සතුන්',
    'සත්ත්ව',
    'කුරුල්ල',
    'කුරුලු',
    'පක්ෂි',
    'තල්මස්',
    'ඩොල්ෆින්',
    'කැස්බෑ',
    'වනෝද්‍යාන',
    'ස්වභාව',
  ],
  history: [
    'ඉතිහාස',
    'සංස්කෘති',
    'පන්සල',
    'විහාර',
    'දේවාල',
    'කෝවිල',
    'පුරාණ',
    'පැරණි',
    'නටබුන්',
    'උරුම',
    'කෞතුකාගාර',
    'බලකොටු',
    'බෞද්ධ',
    'රාජධානි',
    'පුරාවිද්‍යා',
  ],
  hiking: ['කඳු නැගීම', 'කඳු නගින', 'කඳු=', 'කන්ද=', 'කඳුකර', 'ඇවිදී', 'ඇවිදින', 'ඇවිදීම', 'නැගීම', 'ට්‍රෙකින්', 'හයිකින්', 'පා ගමන්'],
  tea: ['තේ=', 'තේවතු', 'තේ වතු', 'තේවත්ත', 'තේකොළ', 'තේ කර්මාන්ත'],
  surfing: ['සර්ෆ්', 'සර්ෆින්', 'රළ පැදී'],
  food: ['ආහාර', 'කෑම', 'කරි=', 'කරිය', 'ඉවුම්', 'උයන', 'අවන්හල්'],
  family: ['පවුල', 'ළමයි', 'ළමුන්', 'ළමා', 'දරුව', 'දරුවෝ', 'ආච්චි', 'සීයා'],
  relaxation: ['විවේක', 'සැහැල්ලු', 'ආයුර්වේද', 'ස්පා', 'නිස්කලංක', 'සන්සුන්', 'මධුසමය'],
  trains: ['දුම්රිය', 'කෝච්චි'],
  photography: ['ඡායාරූප', 'ෆොටෝ', 'කැමරා', 'හිරු උදාව', 'හිරු බැස', 'දර්ශනීය', 'දසුන්'],
};
const interestWordsTa: Record<InterestId, readonly string[]> = {
  beaches: ['கடற்கரை', 'கடல்=', 'கடலில்', 'கடலோர', 'நீச்சல்', 'நீந்த', 'கடலேரி', 'ஸ்நோர்கெல்'],
  wildlife: [
    'வனவிலங்கு',
    'வனஜீவ',
    'காட்டுயிர்',
    'சஃபாரி',
    'சபாரி',
    'யானை',
    'சிறுத்தை',
    'விலங்கு',
    'பறவை',
    'திமிங்கில',
    'திமிங்கல',
    'டொல்பின்',
    'டால்பின்',
    'ஆமை',
    'தேசிய பூங்கா',
    'இயற்கை',
  ],
  history: [
    'வரலா',
    'கலாச்சார',
    'பண்பாட்ட',
    'கோவில்',
    'கோயில்',
    'ஆலய',
    'விகாரை',
    'பழங்கால',
    'புராதன',
    'இடிபாட',
    'பாரம்பரிய',
    'அருங்காட்சியக',
    'கோட்டை',
    'பௌத்த',
    'இராச்சிய',
    'தொல்லியல்',
  ],
  hiking: ['மலையேற்ற', 'மலையேற', 'மலை=', 'மலைகள்', 'மலைப்', 'நடைப்பயண', 'சிகர', 'ட்ரெக்கிங்'],
  tea: ['தேயிலை', 'தேநீர்', 'டீ='],
  surfing: ['சர்ஃபிங்', 'சர்பிங்', 'அலைச்சறுக்க'],
  food: ['உணவ', 'சாப்பா', 'கறி=', 'சமையல்', 'கடலுணவ', 'உணவக'],
  family: ['குடும்ப', 'குழந்தை', 'பிள்ளை', 'சிறுவர்', 'பேரப்பிள்ளை', 'தாத்தா', 'பாட்டி'],
  relaxation: ['ஓய்வ', 'அமைதி', 'ஆயுர்வேத', 'ஸ்பா', 'தேனிலவ'],
  trains: ['ரயில்', 'தொடருந்த', 'புகையிரத'],
  photography: ['புகைப்பட', 'படம்=', 'படங்கள்', 'கேமரா', 'சூரிய உதய', 'சூரிய அஸ்தமன', 'காட்சி'],
};

/** Words after an interest (Sinhala and Tamil put them there) that say it is not wanted: "පන්සල් එපා", "மலையேற்றம் வேண்டாம்". */
const NEGATIONS_AFTER = new Set(
  [
    'එපා',
    'නැතුව',
    'නැතිව',
    'නෑ',
    'නැහැ',
    'අකමැති',
    'නොවේ',
    'නැති',
    'வேண்டாம்',
    'இல்லாமல்',
    'இல்லை',
    'தவிர',
    'பிடிக்காது',
    'வேணாம்',
  ].map(normaliseNative),
);

type NativeStem = { readonly words: readonly string[]; readonly whole: boolean };
const nativeStems = (table: Record<InterestId, readonly string[]>) =>
  Object.entries(table).map(
    ([interest, stems]) =>
      [
        interest as InterestId,
        stems.map((stem): NativeStem => ({
          words: normaliseNative(stem.replace(/=$/, '')).split(' '),
          whole: stem.endsWith('='),
        })),
      ] as const,
  );
const NATIVE_INTEREST_STEMS = [...nativeStems(interestWordsSi), ...nativeStems(interestWordsTa)];

const wordMatches = (word: string | undefined, stem: string) =>
  word !== undefined && (stem.endsWith('*') ? word.startsWith(stem.slice(0, -1)) : word === stem);

const NEGATIONS = new Set(['no', 'not', 'dont', 'don', 'without', 'avoid', 'hate', 'skip', 'nor', 'never']);

/**
 * The interests named in free text, in the fixed order of `interestWords`, in English, Sinhala or Tamil (or a mix). A
 * word after an English negation ("no hiking", "not into temples", "without beaches") does not count, nor one that a
 * Sinhala or Tamil negation follows ("කඳු නැගීම එපා", "கோவில்கள் வேண்டாம்").
 */
export function readInterests(notes: string): InterestId[] {
  const found = new Set<InterestId>(readEnglishInterests(notes));
  if (isSinhalaOrTamil(notes)) for (const interest of readNativeInterests(notes)) found.add(interest);
  return Object.keys(interestWords).filter((interest) => found.has(interest as InterestId)) as InterestId[];
}

function readEnglishInterests(notes: string): InterestId[] {
  const words = normalise(notes.replace(/n['’]t\b/gi, ' not'))
    .split(' ')
    .filter(Boolean);
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

function readNativeInterests(notes: string): Set<InterestId> {
  const found = new Set<InterestId>();
  // A clause at a time: a negation speaks of the words of its own clause ("වෙරළ, පන්සල් එපා": no temples, beaches yes).
  for (const clause of notes.split(/[,.;!?\n،、]+/u)) {
    const words = normaliseNative(clause).split(' ').filter(Boolean);
    words.forEach((_, i) => {
      for (const [interest, stems] of NATIVE_INTEREST_STEMS) {
        const stem = stems.find(({ words: parts, whole }) =>
          parts.every((part, k) =>
            whole || k < parts.length - 1 ? words[i + k] === part : words[i + k]?.startsWith(part),
          ),
        );
        if (!stem) continue;
        const after = words.slice(i + stem.words.length, i + stem.words.length + 2);
        if (!after.some((w) => NEGATIONS_AFTER.has(w))) found.add(interest);
      }
    });
  }
  return found;
}

/** Names that are also ordinary words and must not be read as places in a sentence. */
const COMMON_WORDS = new Set([
  'beach',
  'fort',
  'lake',
  'peak',
  'rock',
  'falls',
  'bay',
  'park',
  'temple',
  'tea',
  'train',
  'station',
  'airport',
  'city',
  'town',
  'hill',
  'point',
  'garden',
  'gardens',
  'island',
  'river',
  'ella ella',
  'kids',
  'family',
  'panama',
]);

export type Mention =
  | { readonly kind: 'place'; readonly place: PlaceRecord }
  | { readonly kind: 'attraction'; readonly attraction: AttractionRecord };

/** The endings a Sinhala or Tamil name takes in a sentence are at most this long (கண்டியிலிருந்து "from Kandy"). */
const MAX_ENDING = 9;

/**
 * Finds places and attractions named in free text: longest names first, whole words only. A place's Sinhala and
 * Tamil names count too, with the case endings that follow them (ගාල්ලට "to Galle", கொழும்பில் "in Colombo"): the
 * name's last word, less its final vowel sign, begins the word.
 */
export class MentionFinder {
  private readonly names = new Map<string, Mention>();
  private readonly longest: number;
  /** Sinhala and Tamil names, by their first word: the name's words, the last one's stem. */
  private readonly native = new Map<string, { readonly words: readonly string[]; readonly mention: Mention }[]>();

  constructor(
    places: readonly PlaceRecord[],
    attractions: readonly AttractionRecord[],
    placeNames: readonly PlaceNames[] = [],
  ) {
    // Attractions first so that a town of the same name ("Sigiriya") wins when both exist.
    for (const attraction of attractions)
      for (const name of [attraction.name, ...attraction.aliases]) this.add(name, { kind: 'attraction', attraction });
    for (const place of places) {
      // GeoNames' villages are many and some are ordinary words; a traveller names them as From or To, not in notes.
      if (place.kind === 'junction' || place.kind === 'station' || place.kind === 'locality') continue;
      for (const name of [place.name, ...place.aliases]) this.add(name, { kind: 'place', place });
    }
    this.longest = Math.max(...[...this.names.keys()].map((k) => k.split(' ').length));
    const placeById = new Map(places.map((p) => [p.id, p]));
    for (const entry of placeNames) {
      const place = placeById.get(entry.place)!;
      if (place.kind === 'junction' || place.kind === 'station' || place.kind === 'locality') continue;
      for (const name of [...entry.si, ...entry.ta]) this.addNative(name, { kind: 'place', place });
    }
    for (const list of this.native.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  private addNative(name: string, mention: Mention) {
    const words = normaliseNative(name).split(' ').filter(Boolean);
    if (words.length === 0 || words.join('').length < 3) return;
    const last = words.at(-1)!;
    // The stem a case ending follows: the name less its final vowel sign (கொழும்பு -> கொழும்ப, in கொழும்பில்).
    const stem = last.length > 3 ? last.replace(/\p{M}$/u, '') : last;
    const key = words.length === 1 ? stem : words[0]!;
    const entry = { words: [...words.slice(0, -1), stem], mention };
    const list = this.native.get(key);
    if (list) list.push(entry);
    else this.native.set(key, [entry]);
  }

  /** The places named in Sinhala or Tamil in the text. */
  private findNative(text: string): Mention[] {
    const words = normaliseNative(text).split(' ').filter(Boolean);
    const found: Mention[] = [];
    for (let i = 0; i < words.length; i++) {
      for (let cut = Math.min(words[i]!.length, 40); cut >= 2; cut--) {
        const list = this.native.get(words[i]!.slice(0, cut));
        const hit = list?.find(({ words: name }) =>
          name.every((part, k) => {
            const word = words[i + k];
            if (word === undefined) return false;
            return k < name.length - 1
              ? word === part
              : word.startsWith(part) && word.length - part.length <= MAX_ENDING;
          }),
        );
        if (hit) {
          found.push(hit.mention);
          i += hit.words.length - 1;
          break;
        }
      }
    }
    return found;
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
    const note = (mention: Mention) => {
      const id = mention.kind === 'place' ? `p:${mention.place.id}` : `a:${mention.attraction.id}`;
      if (!seen.has(id)) {
        seen.add(id);
        found.push(mention);
      }
    };
    for (let i = 0; i < words.length;) {
      let matched = 0;
      for (let n = Math.min(this.longest, words.length - i); n >= 1 && !matched; n--) {
        const mention = this.names.get(words.slice(i, i + n).join(' '));
        if (!mention) continue;
        matched = n;
        note(mention);
      }
      i += matched || 1;
    }
    if (isSinhalaOrTamil(text)) for (const mention of this.findNative(text)) note(mention);
    return found;
  }

  /** One name as a traveller typed it: an exact name or alias, else null (a Sinhala or Tamil name is the geocoder's). */
  exact(name: string): Mention | null {
    return this.names.get(normalise(name)) ?? null;
  }
}
