import { JOINED, PLACES_SI, PLACES_TA, type Cue } from '../writer/question-words.js';

/**
 * The words a request to change a plan is made of in Sinhala and Tamil, for the reader in edit-asks-si-ta.ts. Both
 * languages put the verb last and mark a noun's role with a case ending ("දිනය 3ට" to day 3, "யாலவை" Yala as the
 * object), so a request is read as verbs, day and night expressions, place names and the little words between them,
 * each word by its stem and its ending. Place names are TripMate's (`PLACE_CUES` of question-words.ts), or written in
 * the Latin alphabet as the data spells them. A speaker should confirm the words listed in `REVIEW`.
 */

/**
 * What a verb asks: `change` moves a stop, swaps two days or replaces a stop, by what it is said of; `put` (put in)
 * and `keep` (keep, place) move a stop, but of nights `put` adds them ("put a night in") and `keep` sets them.
 */
export type VerbKind = 'add' | 'remove' | 'move' | 'put' | 'keep' | 'change' | 'swap' | 'replace' | 'stay' | 'leave';
/** The role a case ending (or a word after the noun) gives: to, at or on, from, the object, with, by, as, and. */
export type Case = 'to' | 'at' | 'from' | 'object' | 'with' | 'by' | 'as' | 'and';

export type EditGrammar = {
  /** The language's script: a message written in it is read by this grammar. */
  readonly script: RegExp;
  /** Verbs by stem (a word that starts with the stem; `exact`: the whole word only). */
  readonly verbs: readonly (readonly [stem: string, kind: VerbKind, exact?: 'exact'])[];
  /** Words that end a verb phrase without saying what is done: "do", "please do", "can you", "need to" ... */
  readonly auxiliaries: readonly string[];
  /** Stems of auxiliaries (every form of "do": කරන්න, කරලා, කළ ...). */
  readonly auxiliaryStems: readonly string[];
  /** Words (exact) that only join a verb before them, as an auxiliary does ("delete put" = delete for good). */
  readonly afterVerb: readonly string[];
  /** Two-word verbs ("do not want"), matched before single words. */
  readonly phrases: readonly (readonly [first: string, second: string, kind: VerbKind])[];
  /** A verb's word that is also a number ("එක්" one, "එක් කරන්න" add): a verb only before an auxiliary. */
  readonly verbBeforeAuxiliary: readonly (readonly [word: string, kind: VerbKind])[];
  /** "day": the stems of its forms; which forms are one definite day ("the day"), and which are "a day" (a count). */
  readonly day: {
    readonly stems: readonly string[];
    readonly definite: readonly string[];
    readonly aDay: readonly string[];
  };
  /** "night": the stems of its forms, and the forms that are "a night". */
  readonly night: { readonly stems: readonly string[]; readonly aNight: readonly string[] };
  /** Numbers as words (cardinals and counted forms). */
  readonly numbers: Readonly<Record<string, number>>;
  /** Counted forms of a number ("two-of", දෙකක්): a count, never a day's number. */
  readonly counted: Readonly<Record<string, number>>;
  /** Ordinal words ("third"), a day's number. */
  readonly ordinals: Readonly<Record<string, number>>;
  /** What follows a digit to make it an ordinal (3 වන, 3ஆம்). */
  readonly ordinalMarks: readonly string[];
  /** What follows a digit to make it a count (2ක්). */
  readonly countMarks: readonly string[];
  /** Case endings, on a word or after a digit or a name in the Latin alphabet (attached, after a hyphen or a space). */
  readonly endings: readonly (readonly [ending: string, role: Case])[];
  /** Words after a noun that give it a role: "instead of" aside, "from" (සිට), "with" (සමඟ), "as" (ලෙස). */
  readonly postpositions: Readonly<Record<string, Case>>;
  /** "instead of", after the place replaced. */
  readonly instead: readonly string[];
  /** "and" between names or days. */
  readonly and: readonly string[];
  /** More, another, extra; and less, fewer, early. */
  readonly more: readonly string[];
  readonly less: readonly string[];
  /** Words that ask rather than command: question words, and "should we ...?" forms (whole words, or word endings). */
  readonly asking: readonly string[];
  readonly askingEndings: readonly string[];
  /** Words that say nothing of the change: please, my, the plan, it ... (exact), and stems of them ("the plan" in every case). */
  readonly filler: readonly string[];
  readonly fillerStems: readonly string[];
  /** A word that, after a name, is its article and carries its case (colloquial Sinhala "Yala එක", "Yala එකෙන්"). */
  readonly article: readonly (readonly [word: string, role: Case | null])[];
  /** Nouns of sights in TripMate's names ("national", "park", "falls"), in English, joining the name beside them. */
  readonly nouns: readonly Cue[];
  /** TripMate's places in the script (question-words.ts). */
  readonly places: readonly Cue[];
  /** Names written apart, joined before reading (question-words.ts). */
  readonly joined: readonly (readonly [RegExp, string])[];
  /** Tamil writes a doubled consonant at a word's end before a word starting with it (யாலவைச் சேர்): dropped. */
  readonly sandhi: boolean;
};

const ordinalsFrom = (stems: Readonly<Record<string, number>>, marks: readonly string[]) =>
  Object.fromEntries(Object.entries(stems).flatMap(([stem, n]) => marks.map((mark) => [`${stem}${mark}`, n] as const)));

/** Sinhala. Written with or without the zero-width joiner (ශ්‍රී, ශ්රී): it is dropped before reading. */
export const SINHALA_EDITS: EditGrammar = {
  script: /[\u0D80-\u0DFF]/u,
  verbs: [
    ['එකතු', 'add'],
    ['ඇතුළත්', 'add'],
    ['ඇතුලත්', 'add'],
    ['එක්කරන්න', 'add', 'exact'],
    ['ඉවත්', 'remove'],
    ['අයින්', 'remove'],
    ['මකන්න', 'remove'],
    ['මකා', 'remove'],
    ['මකල', 'remove'],
    ['අත්හරින්න', 'remove'],
    ['අත්හරිමු', 'remove'],
    ['අත්හැර', 'remove'],
    ['කපා', 'remove'],
    ['කපන්න', 'remove'],
    ['කපල', 'remove'],
    ['අවලංගු', 'remove'],
    ['එපා', 'remove', 'exact'],
    ['ගෙන', 'move'],
    ['ගෙනි', 'move'],
    ['යවන්න', 'move'],
    ['දමන්න', 'put'],
    ['දාන්න', 'put'],
    ['දමා', 'put'],
    ['දාලා', 'put'],
    ['දාල', 'put'],
    ['දාමු', 'put'],
    ['දමමු', 'put'],
    ['තබන්න', 'keep'],
    ['තියන්න', 'keep'],
    ['යොදන්න', 'put'],
    ['මාරු', 'change'],
    ['වෙනස්', 'change'],
    ['හුවමාරු', 'swap'],
    ['ආදේශ', 'replace'],
    ['නවතින්න', 'stay'],
    ['නවතිමු', 'stay'],
    ['නැවතී', 'stay'],
    ['රැඳී', 'stay'],
    ['ඉන්න', 'stay', 'exact'],
    ['ඉමු', 'stay', 'exact'],
    ['ගත', 'stay', 'exact'],
    ['පිටත්', 'leave'],
    ['පිටවෙන්න', 'leave'],
  ],
  auxiliaries: [
    'වන්න',
    'වෙන්න',
    'වෙමු',
    'දෙන්න',
    'දෙනවද',
    'පුළුවන්ද',
    'පුලුවන්ද',
    'පුළුවන්',
    'හැකිද',
    'හැකි',
    'ඕනේ',
    'ඕන',
    'ඕනෙ',
    'අවශ්යයි',
    'කැමතියි',
    'යන්න',
    'යමු',
    'යා',
    'යාමට',
    'යන්නට',
    'ගිහින්',
  ],
  auxiliaryStems: ['කරන්', 'කරන', 'කරම', 'කරල', 'කර', 'කළ', 'කිරීම'],
  afterVerb: ['දමන්න', 'දාන්න', 'දමා', 'දාලා', 'දාල', 'දාමු', 'දමමු'],
  phrases: [
    ['ඕනේ', 'නැහැ', 'remove'],
    ['ඕනෙ', 'නැහැ', 'remove'],
    ['ඕන', 'නැහැ', 'remove'],
    ['ඕනේ', 'නෑ', 'remove'],
    ['ඕනෙ', 'නෑ', 'remove'],
    ['ඕන', 'නෑ', 'remove'],
    ['අවශ්ය', 'නැත', 'remove'],
    ['අවශ්ය', 'නැහැ', 'remove'],
    ['අවශ්ය', 'නෑ', 'remove'],
  ],
  verbBeforeAuxiliary: [['එක්', 'add']],
  day: {
    stems: ['දින', 'දවස'],
    definite: [
      'දිනය',
      'දිනයට',
      'දිනයේ',
      'දිනයෙහි',
      'දිනයේදී',
      'දිනයෙන්',
      'දිනයත්',
      'දිනට',
      'දිනේ',
      'දවස',
      'දවසට',
      'දවසේ',
      'දවසෙන්',
      'දවසේදී',
      'දවසත්',
    ],
    aDay: ['දිනයක්', 'දවසක්', 'දිනයකින්', 'දවසකින්'],
  },
  night: { stems: ['රාත්රි', 'රාත්රී', 'රැය', 'රෑ'], aNight: ['රාත්රියක්', 'රැයක්', 'රෑක්', 'රාත්රියකින්', 'රැයකින්'] },
  numbers: { එක: 1, එක්: 1, දෙක: 2, තුන: 3, හතර: 4, පහ: 5, හය: 6, හත: 7, අට: 8, නවය: 9, දහය: 10 },
  counted: { එකක්: 1, දෙකක්: 2, තුනක්: 3, හතරක්: 4, පහක්: 5, හයක්: 6, හතක්: 7, අටක්: 8, නවයක්: 9, දහයක්: 10, දෙකකින්: 2, තුනකින්: 3 },
  ordinals: {
    පළමු: 1,
    ...ordinalsFrom({ පළමු: 1, පළ: 1, දෙ: 2, තුන්: 3, හතර: 4, සිව්: 4, පස්: 5, හය: 6, හත්: 7, අට: 8, නව: 9, දහ: 10, දස: 10 }, [
      'වන',
      'වෙනි',
      'වැනි',
    ]),
  },
  ordinalMarks: ['වන', 'වෙනි', 'වැනි'],
  countMarks: ['ක්', 'කින්'],
  endings: [
    ['ට', 'to'],
    ['ටත්', 'to'],
    ['ේ', 'at'],
    ['හි', 'at'],
    ['දී', 'at'],
    ['ේදී', 'at'],
    ['වල', 'at'],
    ['වලදී', 'at'],
    ['ෙන්', 'from'],
    ['යෙන්', 'from'],
    ['වලින්', 'from'],
    ['ින්', 'from'],
    ['ත්', 'and'],
  ],
  postpositions: { සිට: 'from', සමඟ: 'with', සමග: 'with', එක්ක: 'with', ලෙස: 'as', විදියට: 'as', බවට: 'as', දක්වා: 'to' },
  instead: ['වෙනුවට', 'වෙනුවෙන්'],
  and: ['සහ', 'හා', 'ද', 'සමගම', 'හෝ', ','],
  more: ['තවත්', 'තව', 'වැඩි', 'වැඩිපුර', 'වැඩියෙන්', 'අමතර'],
  less: ['අඩු', 'අඩුවෙන්', 'අඩුකරන්න', 'කලින්', 'කලියෙන්'],
  asking: [
    'කෙසේද',
    'කෙසේ',
    'කොහොමද',
    'කොහොම',
    'ඇයි',
    'කුමක්ද',
    'කුමක්',
    'මොකක්ද',
    'මොකද',
    'මොනවාද',
    'කවදාද',
    'කවදා',
    'කොහෙද',
    'කොතැනද',
    'කොතනද',
    'කුමන',
    'මොන',
    'කීයද',
    'කොපමණ',
  ],
  askingEndings: ['යුතුද', 'ඕනෙද', 'ඕනේද', 'ඕනද', 'හොඳද', 'වටිනවාද', 'වටීද', 'නේද', 'යුතුයිද', 'න්නද', 'මුද'],
  filler: [
    'කරුණාකර',
    'කරුණාකරලා',
    'මගේ',
    'මාගේ',
    'අපේ',
    'අපගේ',
    'මට',
    'අපිට',
    'අපට',
    'මම',
    'අපි',
    'ඔබ',
    'ඔයා',
    'ඔයාට',
    'ඔබට',
    'එය',
    'ඒක',
    'ඒකත්',
    'එහි',
    'එතන',
    'එතැන',
    'ට්රිප්',
    'එකෙන්',
    'පමණක්',
    'විතරක්',
    'නම්',
    'දැන්',
    'ඉතින්',
    'හරි',
    'ස්ථානය',
    'ස්ථානයක්',
    'නැවතුම',
    'නැවතුමක්',
    'ඉදිරියට',
    'ඉතිරි',
    'සංචාරය',
    'සංචාරයෙන්',
    'සංචාරයට',
  ],
  fillerStems: ['සැලැස්ම', 'සැලසුම', 'ගමන', 'චාරිකාව', 'ගමනාන්ත'],
  article: [
    ['එක', null],
    ['එකට', 'to'],
    ['එකෙන්', 'from'],
    ['එකේ', 'at'],
    ['එකත්', 'and'],
  ],
  nouns: [
    ['ජාතික', 'national'],
    ['වනෝද්යාන', 'park'],
    ['උද්යාන', 'park'],
    ['පන්සල', 'temple'],
    ['දියඇල්ල', 'falls'],
    ['වෙරළ', 'beach'],
  ],
  places: PLACES_SI,
  joined: JOINED,
  sandhi: false,
};

/** Tamil. Verbs by their stems, so every polite form (நீக்குங்கள், நீக்கவும், நீக்கிவிட்டு ...) is one verb. */
export const TAMIL_EDITS: EditGrammar = {
  script: /[\u0B80-\u0BFF]/u,
  verbs: [
    ['சேர்க்', 'add'],
    ['சேர்த்', 'add'],
    ['சேருங்', 'add'],
    ['சேர்', 'add', 'exact'],
    ['சேரு', 'add', 'exact'],
    ['இணைக்', 'add'],
    ['இணையுங்', 'add'],
    ['இணைத்', 'add'],
    ['உள்ளடக்', 'add'],
    ['நீக்', 'remove'],
    ['அகற்', 'remove'],
    ['தவிர்', 'remove'],
    ['எடுத்துவிடு', 'remove'],
    ['எடுத்துவிட', 'remove'],
    ['வெட்டு', 'remove'],
    ['வெட்ட', 'remove'],
    ['ரத்து', 'remove'],
    ['விலக்', 'remove'],
    ['வேண்டாம்', 'remove', 'exact'],
    ['வேணாம்', 'remove', 'exact'],
    ['நகர்த்', 'move'],
    ['கொண்டு', 'move', 'exact'],
    ['வையுங்', 'keep'],
    ['வைக்க', 'keep'],
    ['வைத்து', 'keep'],
    ['வை', 'keep', 'exact'],
    ['போடுங்', 'put'],
    ['போடவும்', 'put'],
    ['மாற்றீடு', 'replace'],
    ['பதிலீடு', 'replace'],
    ['இடமாற்', 'swap'],
    ['பரிமாற', 'swap'],
    ['பரிமாறு', 'swap'],
    ['மாற்', 'change'],
    ['மாத்', 'change'],
    ['தங்க', 'stay'],
    ['தங்கு', 'stay'],
    ['தங்கி', 'stay'],
    ['புறப்பட', 'leave'],
    ['புறப்படு', 'leave'],
    ['கிளம்ப', 'leave'],
    ['கிளம்பு', 'leave'],
  ],
  auxiliaries: [
    'வேண்டும்',
    'வேணும்',
    'முடியுமா',
    'முடியும்',
    'விடுங்கள்',
    'விடவும்',
    'விடு',
    'விட்டு',
    'செய்யுங்கள்',
    'செய்யவும்',
    'செய்',
    'செய்து',
    'செய்ய',
    'கொள்ளுங்கள்',
    'தாருங்கள்',
    'தரவும்',
    'தாங்க',
    'செல்லுங்கள்',
    'செல்லவும்',
    'செல்ல',
    'ஆக்குங்கள்',
    'ஆக்கவும்',
    'ஆக்கு',
    'பண்ணுங்கள்',
    'பண்ணுங்க',
    'பண்ணு',
    'விரும்புகிறேன்',
    'விரும்புகிறோம்',
  ],
  auxiliaryStems: [],
  afterVerb: ['போடுங்கள்', 'போடவும்', 'வையுங்கள்'],
  phrases: [],
  verbBeforeAuxiliary: [],
  day: { stems: ['நாள', 'நாள்', 'நாட்க', 'தின'], definite: [], aDay: [] },
  night: { stems: ['இரவ', 'ராத்திரி'], aNight: [] },
  numbers: {
    ஒன்று: 1,
    ஒரு: 1,
    ஓர்: 1,
    இரண்டு: 2,
    இரு: 2,
    ஈர்: 2,
    மூன்று: 3,
    நான்கு: 4,
    நாலு: 4,
    ஐந்து: 5,
    ஆறு: 6,
    ஏழு: 7,
    எட்டு: 8,
    ஒன்பது: 9,
    பத்து: 10,
    இன்னொரு: 1,
  },
  counted: {},
  ordinals: {
    முதல்: 1,
    ...ordinalsFrom({ முதல: 1, இரண்ட: 2, மூன்ற: 3, நான்க: 4, ஐந்த: 5, ஆற: 6, ஏழ: 7, எட்ட: 8, ஒன்பத: 9, பத்த: 10 }, [
      'ாம்',
      'ாவது',
    ]),
  },
  ordinalMarks: ['ஆம்', 'ம்', 'வது', 'ஆவது'],
  countMarks: [],
  endings: [
    ['க்கு', 'to'],
    ['ுக்கு', 'to'],
    ['ற்கு', 'to'],
    ['கு', 'to'],
    ['இல்', 'at'],
    ['ில்', 'at'],
    ['ல்', 'at'],
    ['அன்று', 'at'],
    ['ன்று', 'at'],
    ['இலிருந்து', 'from'],
    ['ிலிருந்து', 'from'],
    ['லிருந்து', 'from'],
    ['இருந்து', 'from'],
    ['ஐ', 'object'],
    ['ை', 'object'],
    ['ஆல்', 'by'],
    ['ால்', 'by'],
    ['ஆக', 'as'],
    ['ாக', 'as'],
    ['உடன்', 'with'],
    ['ுடன்', 'with'],
    ['ோடு', 'with'],
    ['உம்', 'and'],
    ['ும்', 'and'],
  ],
  postpositions: { இருந்து: 'from', உடன்: 'with', ஆக: 'as', வரை: 'to' },
  instead: ['பதிலாக', 'பதில்', 'பதிலா'],
  and: ['மற்றும்', 'அல்லது', ','],
  more: [
    'இன்னும்',
    'இன்னொரு',
    'கூடுதல்',
    'கூடுதலாக',
    'மேலும்',
    'மேலதிக',
    'அதிகப்படியாக',
    'கூட்டு',
    'கூட்டவும்',
    'கூட்டுங்கள்',
    'அதிகரிக்கவும்',
    'அதிகரியுங்கள்',
  ],
  less: [
    'குறை',
    'குறைக்கவும்',
    'குறையுங்கள்',
    'குறைத்து',
    'குறைக்க',
    'குறைவாக',
    'குறைவு',
    'முன்னதாக',
    'முன்பே',
    'சீக்கிரம்',
    'சீக்கிரமாக',
  ],
  asking: ['எப்படி', 'என்ன', 'ஏன்', 'எப்போது', 'எங்கே', 'எங்கு', 'எந்த', 'எது', 'எவ்வளவு', 'எத்தனை'],
  askingEndings: ['வேண்டுமா', 'வேணுமா', 'லாமா', 'நல்லதா', 'தகுமா', 'தானா', 'க்கவா', 'ற்றவா'],
  filler: [
    'தங்கள்',
    'தயவுசெய்து',
    'தயவு',
    'என்',
    'எனது',
    'என்னுடைய',
    'எங்கள்',
    'எமது',
    'நம்',
    'நமது',
    'அதை',
    'அது',
    'அதனை',
    'இடம்',
    'இடத்தை',
    'மட்டும்',
    'கூட',
    'அங்கே',
    'அங்கு',
    'இப்போது',
    'சரி',
    'நான்',
    'நாங்கள்',
    'எனக்கு',
    'எங்களுக்கு',
  ],
  fillerStems: ['திட்ட', 'பயண', 'சுற்றுலா'],
  article: [],
  nouns: [
    ['தேசிய', 'national'],
    ['பூங்கா', 'park'],
    ['கோவில', 'temple'],
    ['கோயில', 'temple'],
    ['நீர்வீழ்ச்சி', 'falls'],
    ['கடற்கரை', 'beach'],
  ],
  places: [
    ...PLACES_TA,
    ...['எல்லவை', 'எல்லாவை', 'எல்லவிலிருந்து', 'எல்லாவிலிருந்து', 'எல்லவையும்'].map((w) => [w, 'ella', 'exact'] as const),
    ['காலியை', 'galle', 'exact'],
  ],
  joined: [],
  sandhi: true,
};

/**
 * The words a speaker should confirm, as the catalogues' review lists do for messages: the colloquial forms read
 * beside the written ones, and words whose sense in a request to change a plan is a guess.
 */
export const REVIEW = {
  si: [
    'ඉන්න / ඉමු (stay, colloquial)',
    'ගත (කරන්න) as "spend" nights',
    'කලින් (early) as fewer nights',
    'රෑ / රෑක් (night, colloquial)',
    'යවන්න (send) as move',
    'Yala එක (colloquial article)',
  ],
  ta: [
    'மாற்று as move, swap or replace by what follows',
    'வை / போடு (put) as move',
    'இன்னொரு as "one more"',
    'தவிர் (skip) as remove',
    'தினம் beside நாள் for "day"',
  ],
} as const;
