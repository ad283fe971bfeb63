import { dataText, plannerErrorWords, type Format, type ResidencyId } from '../../planner/planner.module.js';
import type {
  ChatCatalogue,
  ChatMessages,
  Coast,
  FareMode,
  Grade,
  SeasonArea,
  StayLevel,
  UnpricedMode,
} from './catalogue.js';

// Tamil, as the planner writes it (planner/writer/ta.ts). Towns are named in Tamil where an openly licensed source names
// them (the geo module's LocalNames: the Survey Department's and OpenStreetMap's names), else as TripMate's data spells
// them; sights keep their English names, with their town's Tamil name beside them. A templated name takes its case
// ending after a space (கண்டி இல், Kandy இல்), since it may be in either script. Requests to change a plan are read in Tamil too (plan-edits/edit-asks-si-ta.ts),
// so the examples of what to type are Tamil, in quotes, and read back as asked.

const AREA: Record<SeasonArea, string> = {
  'west-coast': 'மேற்குக் கரை',
  'south-coast': 'தெற்குக் கரை',
  'east-coast': 'கிழக்குக் கரை',
  north: 'வடக்கு',
  'hill-country': 'மலையகம்',
  'cultural-triangle': 'கலாசார முக்கோணம்',
};
const AREA_OF: Record<SeasonArea, string> = {
  'west-coast': 'மேற்குக் கரையின்',
  'south-coast': 'தெற்குக் கரையின்',
  'east-coast': 'கிழக்குக் கரையின்',
  north: 'வடக்கின்',
  'hill-country': 'மலையகத்தின்',
  'cultural-triangle': 'கலாசார முக்கோணத்தின்',
};
const AREA_IN: Record<SeasonArea, string> = {
  'west-coast': 'மேற்குக் கரையில்',
  'south-coast': 'தெற்குக் கரையில்',
  'east-coast': 'கிழக்குக் கரையில்',
  north: 'வடக்கில்',
  'hill-country': 'மலையகத்தில்',
  'cultural-triangle': 'கலாசார முக்கோணத்தில்',
};
const GRADE: Record<Grade, string> = {
  dry: 'பெரும்பாலும் வறண்டிருக்கும்',
  mixed: 'அவ்வப்போது மழை பெய்யும், ஆனாலும் பயணமும் சுற்றிப் பார்த்தலும் சாத்தியம்',
  wet: 'அதன் முக்கிய மழைக்காலத்தில் இருக்கும்',
};
/** Who pays, as a group (adults, children, visitors) and as one of them. */
const ADULTS: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுப் பெரியவர்கள்',
  SAARC: 'சார்க் நாட்டுப் பெரியவர்கள்',
  RESIDENT: 'இலங்கையில் வசிக்கும் பெரியவர்கள்',
};
const CHILDREN: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுச் சிறுவர்கள்',
  SAARC: 'சார்க் நாட்டுச் சிறுவர்கள்',
  RESIDENT: 'இலங்கையில் வசிக்கும் சிறுவர்கள்',
};
const VISITOR: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுப் பார்வையாளர்',
  SAARC: 'சார்க் நாட்டுப் பார்வையாளர்',
  RESIDENT: 'இலங்கையில் வசிக்கும் பார்வையாளர்',
};
const AN_ADULT: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுப் பெரியவர் ஒருவர்',
  SAARC: 'சார்க் நாட்டுப் பெரியவர் ஒருவர்',
  RESIDENT: 'இலங்கையில் வசிக்கும் பெரியவர் ஒருவர்',
};
const A_CHILD: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுச் சிறுவர் ஒருவர்',
  SAARC: 'சார்க் நாட்டுச் சிறுவர் ஒருவர்',
  RESIDENT: 'இலங்கையில் வசிக்கும் சிறுவர் ஒருவர்',
};
const CONFIDENCE: Record<string, string> = { high: 'உயர்', medium: 'நடுத்தரம்', low: 'குறைவு' };
const COMFORT = { BUDGET: 'சிக்கன', MIDRANGE: 'நடுத்தர', COMFORT: 'வசதியான' } as const;
const CATEGORY: Record<string, string> = {
  'ancient-city': 'பண்டைய நகரம்',
  temple: 'புனிதத் தலம்',
  beach: 'கடற்கரை',
  'national-park': 'தேசியப் பூங்கா',
  waterfall: 'நீர்வீழ்ச்சி',
  viewpoint: 'காட்சி முனை',
  'tea-estate': 'தேயிலைத் தோட்டம்',
  hike: 'நடைப்பயணம்',
  museum: 'அருங்காட்சியகம்',
};

const STAY: Record<StayLevel, string> = {
  'stay.budget': 'சிக்கன விருந்தினர் இல்லம் அல்லது வீட்டுத் தங்குமிடம் (homestay)',
  'stay.midrange': 'நடுத்தர ஹோட்டல் அல்லது நல்ல விருந்தினர் இல்லம்',
  'stay.comfort': 'வசதியான (4 நட்சத்திர) ஹோட்டல்',
};
/** By what: முச்சக்கர வண்டியில் "by tuk-tuk". */
const FARE_MODE: Record<FareMode, string> = {
  tuktuk: 'முச்சக்கர வண்டியில்',
  van: 'சாரதியுடன் வேனில்',
  car: 'சாரதியுடன் காரில்',
  bus: 'பேருந்தில்',
};
/** The price "of" what (genitive), and whom to ask. */
const UNPRICED: Record<UnpricedMode, { readonly name: string; readonly ask: string }> = {
  'air-charter': { name: 'கடல் விமானம் (seaplane) அல்லது ஹெலிகொப்டர் பயணங்களின்', ask: 'இயக்குநரிடம்' },
  flight: { name: 'விமானப் பயணங்களின்', ask: 'விமான நிறுவனத்திடம்' },
  ferry: { name: 'படகுச் சேவைகளின்', ask: 'இயக்குநரிடமோ இறங்குதுறையிலோ' },
  hire: {
    name: 'ஸ்கூட்டர், மோட்டார் சைக்கிள் அல்லது சைக்கிள் வாடகையின்',
    ask: 'வாடகைக் கடையிடம் (உங்கள் ஓட்டுநர் உரிமம் இலங்கையில் செல்லுபடியாகுமா என்பதையும் சரிபாருங்கள்)',
  },
  toll: { name: 'அதிவேக நெடுஞ்சாலைக் கட்டணங்களின்', ask: 'கட்டணச் சாவடிகளிலோ உங்கள் சாரதியிடமோ' },
};
/** A word ending in -கு or -ஆக before one beginning with க, ச, த or ப doubles that consonant (கிலோமீட்டருக்குச் சுமார்). */
const sandhi = (word: string, next: string) =>
  /(கு|க)$/u.test(word) && /^[கசதப]/u.test(next) ? `${word}${next.charAt(0)}் ${next}` : `${word} ${next}`;
/** On a coast: மேற்குக் கரையில். */
const COAST_ON: Record<Coast, string> = { west: 'மேற்குக் கரையில்', south: 'தெற்குக் கரையில்', east: 'கிழக்குக் கரையில்' };

const vat = (tax: number | null) => (tax ? `, மேலும் நுழைவாயிலில் ${tax}% VAT` : '');
/** The group in the dative: வெளிநாட்டுப் பெரியவர்களுக்கு. */
const forGroup = (residency: ResidencyId, child: boolean) =>
  `${(child ? CHILDREN : ADULTS)[residency].replace(/கள்$/, 'களுக்கு')}`;

function messages(f: Format): ChatMessages {
  const month = (m: number) => f.month(m);
  const cents = new Intl.NumberFormat(f.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthRanges = (months: readonly number[]): string => {
    const set = new Set(months);
    if (set.size === 12) return 'ஆண்டு முழுவதும்';
    const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
    return starts
      .map((start) => {
        let end = start;
        while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start)
          end = end === 12 ? 1 : end + 1;
        return start === end ? month(start) : `${month(start)} முதல் ${month(end)} வரை`;
      })
      .join(' மற்றும் ');
  };
  const duration = (minutes: number) => {
    const rounded = Math.max(5, Math.round(minutes / 5) * 5);
    const h = Math.floor(rounded / 60);
    const m = rounded % 60;
    return h === 0
      ? `${f.number(m)} நிமிடம்`
      : m === 0
        ? `${f.number(h)} மணிநேரம்`
        : `${f.number(h)} மணிநேரம் ${f.number(m)} நிமிடம்`;
  };
  const nights = (n: number) => f.plural(n, { one: '# இரவு', other: '# இரவுகள்' });
  const day = (n: number) => `${f.number(n)} ஆம் நாள்`;
  const dayIn = (n: number) => `${f.number(n)} ஆம் நாளில்`;
  const dayTo = (n: number) => `${f.number(n)} ஆம் நாளுக்கு`;
  const seasonWhat = (kind: 'beach' | 'dry') => (kind === 'beach' ? 'கடற்கரைப் பருவம்' : 'மிக வறண்ட மாதங்கள்');
  const inMonth = (label: string, m: { month: number; inSeason: boolean; grade: Grade } | null) =>
    m === null
      ? '.'
      : `; ஆகவே ${month(m.month)} ${m.inSeason ? 'அதற்குள் அடங்கும்' : 'அதற்கு வெளியே உள்ளது'}: ${month(m.month)} மாதத்தில் ${label} ${GRADE[m.grade]}.`;

  return {
    language: 'ta',
    greeting:
      'வணக்கம்! நான் TripMate இன் இலங்கைப் பயண உதவியாளர் (Sri Lanka Travel Bot). ஓர் இடத்துக்குச் செல்லச் சிறந்த காலம், நகரங்களுக்கு இடையே எப்படிப் பயணிப்பது, எதைப் பார்க்கலாம், கோவில்களுக்கு என்ன அணிவது என்று என்னிடம் கேளுங்கள்.',
    doNotKnow:
      'அது எனக்கு இன்னும் தெரியாது, ஊகித்துச் சொல்லவும் விரும்பவில்லை. ஓர் இடத்துக்குச் செல்லச் சிறந்த காலம், நகரங்களுக்கு இடையிலான பயணம், ஓர் இடத்தில் என்ன செய்யலாம், கோவில் ஒழுங்குமுறைகள், பணம், பாதுகாப்பு ஆகியவற்றில் என்னால் உதவ முடியும் — அல்லது முழுமையான பயணத் திட்டத்துக்குத் திட்டமிடலைப் பயன்படுத்துங்கள்.',
    cutShort: 'AI மாதிரி தன் பதிலை முடிப்பதற்கு முன் நின்றுவிட்டது. TripMate இன் சொந்தப் பதில்: ',
    refused:
      'AI மாதிரி இந்தக் கோரிக்கைக்குப் பதிலளிக்க மறுத்துவிட்டது. உங்கள் பயணத்துக்கு நான் உதவ முடியும்: இடங்கள், பருவங்கள், பயண வழிகள், நுழைவுக் கட்டணங்கள், கோயில் ஒழுக்க முறைகள்.',
    englishOnly: (text) => `இந்தப் பதில் தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது:\n\n${text}`,

    links: {
      planner: 'திட்டமிடலைத் திறக்கவும்',
      seasons: 'பருவங்களுக்கு ஏற்பத் திட்டமிடுங்கள்',
      seasonsTrip: 'பருவங்களுக்கு ஏற்பப் பயணத்தைத் திட்டமிடுங்கள்',
      travelTimes: 'திட்டமிடலில் உண்மையான பயண நேரங்களைப் பாருங்கள்',
      beachTrip: 'கடற்கரைப் பயணத்தைத் திட்டமிடுங்கள்',
      eta: 'அதிகாரபூர்வ ETA இணையதளம்',
      route: (p) => `${p.from} முதல் ${p.to} வரை திட்டமிடுங்கள்`,
      feeSource: (publisher) => `மூலம்: ${publisher}`,
      reportPrice: 'தவறான விலையைத் தெரிவிக்கவும்',
      guide: (name) => `${name} வழிகாட்டி`,
    },

    monthRanges,
    monthName: month,
    duration,
    list: (items) => f.list(items),

    money: {
      beside: (p) => `(${p.asOf} மாற்று விகிதமான ${p.currency} 1 = LKR ${p.rate} இல் சுமார் ${p.currency} ${p.amount})`,
      usd: (p) =>
        `சுமார் LKR ${p.lkr} (USD ${p.usd}; விலை அமெரிக்க டொலரில் நிர்ணயிக்கப்பட்டுள்ளது, ${p.asOf} மாற்று விகிதமான USD 1 = LKR ${p.rate} இல் மாற்றப்பட்டது)`,
      asOf: (p) => `${month(p.month)} ${p.year}`,
      amount: (n) => f.number(n),
      cents: (n) => cents.format(n),
    },

    journey: {
      road: (p) =>
        `சாலை வழியாக ${p.from} முதல் ${p.to} வரை சுமார் ${p.km} கி.மீ. — வாகனம் ஓட்ட ஏறத்தாழ ${duration(p.minutes)} ஆகும்${p.roads.length ? ` (${p.roads.join(', ')})` : ''}; நிறுத்தங்களும் போக்குவரத்து நெரிசலும் இருந்தால் இன்னும் அதிக நேரம் ஆகும் (TripMate இன் புவியியல் இயந்திரம்).`,
      train: (p) =>
        `ரயிலில் ${f.list(p.lines)} வழியாக சுமார் ${duration(p.minutes)} ஆகும்${p.stations ? ` (${p.stations.from} நிலையத்திலிருந்து ${p.stations.to} வரை)` : ''}; உச்சப் பருவத்தில் இருக்கைகளை முன்கூட்டியே முன்பதிவு செய்யுங்கள்.`,
      noTrain: (p) =>
        `TripMate இன் ரயில் தரவில் ${p.from}, ${p.to} ஆகிய இரண்டுக்கும் சேவை செய்யும் ரயில் பாதை இல்லை${p.fromHasStation ? '' : ` (${p.from} அருகே ரயில் நிலையம் இல்லை)`}${p.toHasStation ? '' : ` (${p.to} அருகே ரயில் நிலையம் இல்லை)`}.`,
    },

    season: {
      source:
        '(TripMate இன் திட்டமிடல் தரவு: வளிமண்டலவியல் திணைக்களத்தின் பருவமழை நாட்காட்டியும் ஒவ்வொரு கரையின் கடற்கரைப் பருவமும்; தோராயமானது, எல்லைகள் ஒவ்வோர் ஆண்டும் சில வாரங்கள் மாறும்.)',
      area: (p) =>
        `${AREA_OF[p.area]} ${seasonWhat(p.season.kind)} ${monthRanges(p.season.months)}${inMonth(AREA[p.area], p.month)}`,
      place: (p) => {
        const own = p.sight
          ? p.sight.months.length >= 12
            ? ` ${p.sight.name} ஆண்டு முழுவதும் பார்வையிட ஏற்றது.`
            : ` ${p.sight.name} பார்வையிடச் சிறந்த காலம் ${monthRanges(p.sight.months)}.`
          : '';
        return `${p.place} ${AREA_IN[p.area]} உள்ளது; அதன் ${seasonWhat(p.season.kind)} ${monthRanges(p.season.months)}${inMonth(p.place, p.month)}${own}`;
      },
      month: (p) =>
        p.dry.length
          ? `${month(p.month)} மாதத்தில் மிக வறண்ட பகுதிகள்: ${f.list(p.dry.map((a) => AREA[a]))}.`
          : `${month(p.month)} மாதத்தில் கிட்டத்தட்ட எல்லா இடங்களிலும் மழை பெய்யும்.`,
      note: (english) => dataText('ta', english),
    },

    park: {
      source:
        'மூலம்: TripMate இன் திட்டமிடல் தரவு (பருவகால மூடல்கள்), தோராயமானது; திகதிகளை வனசீவராசிகள் பாதுகாப்புத் திணைக்களம் நிர்ணயிக்கிறது.',
      cited: (p) =>
        `மூலம்: ${p.publisher}, ${p.date} (${p.url}); வனஜீவராசிகள் பாதுகாப்புத் திணைக்களம் ஒவ்வோர் ஆண்டும் திகதிகளைத் தீர்மானிக்கிறது.`,
      checkOpening: 'திறந்திருக்கும் நாட்கள் மாறலாம், எனவே செல்வதற்கு முன் பூங்காவிடம் உறுதிப்படுத்துங்கள்.',
      best: (months) =>
        months.length >= 12 ? 'அது ஆண்டு முழுவதும் பார்வையிட ஏற்றது.' : `அதைப் பார்வையிடச் சிறந்த காலம் ${monthRanges(months)}.`,
      open: (p) =>
        p.month
          ? `TripMate இன் தரவில் ${month(p.month)} மாதத்தில் ${p.park} க்குப் பருவகால மூடல் எதுவும் இல்லை: அப்போது அது வழக்கமாகத் திறந்திருக்கும்.`
          : `TripMate இன் தரவில் ${p.park} க்குப் பருவகால மூடல் எதுவும் இல்லை: அது வழக்கமாக ஆண்டு முழுவதும் திறந்திருக்கும்.`,
      closed: (p) => {
        const closed = `${monthRanges(p.months)} காலத்தில் சில வாரங்கள் வழக்கமாக மூடப்படும்`;
        if (p.month === null) return `${p.park} ஆண்டின் பெரும்பகுதி திறந்திருக்கும், ஆனால் ${closed}.`;
        return p.months.includes(p.month)
          ? `${month(p.month)} மாதத்தில் ${p.park}: பெரும்பாலும் மூடப்பட்டிருக்கும் — அது ${closed}.`
          : `ஆம் — ${p.park} ${month(p.month)} மாதத்தில் வழக்கமாகத் திறந்திருக்கும்; அது ${monthRanges(p.months)} காலத்தில் சில வாரங்கள் மட்டுமே மூடப்படும்.`;
      },
      instead: (names) => `அது மூடப்பட்டிருக்கும்போது, ${f.list(names)} வழக்கமாகத் திறந்திருக்கும்.`,
      seasonal: (p) =>
        `${p.what}: ஏறத்தாழ ${monthRanges(p.months)}${p.month === null ? '' : p.months.includes(p.month) ? ` (${month(p.month)} அதற்குள் அடங்கும்)` : ` (${month(p.month)} அதற்கு வெளியே)`}. ${p.note}`,
    },

    fee: {
      source: (p) =>
        `மூலம்: ${p.publisher}, ${p.date} (${p.url}): ${p.year} விலை, நம்பகத்தன்மை: ${CONFIDENCE[p.confidence] ?? p.confidence}${p.about ? '; எனவே இதைத் தோராயமான விலையாகக் கொள்ளுங்கள்' : ''}. செல்வதற்கு முன் தற்போதைய விலையைச் சரிபாருங்கள்.`,
      noSource: 'இந்த விலைக்கு வெளியிடப்பட்ட மூலம் எதையும் TripMate கண்டறியவில்லை.',
      serviceCharge: (p) =>
        `நுழைவுச் சீட்டுகளுக்கு மேலதிகமாக, குழுவுக்குச் சுமார் ${p.from}–${p.to} சேவைக் கட்டணமும் (மூலங்கள் வேறுபடுகின்றன) சிறிய வாகனக் கட்டணமும் ஒரு வருகைக்கு ஒரு முறை செலுத்தப்படும்; இது ஒருவருக்கான கட்டணம் அல்ல.`,
      price: (p) => (p.kind === 'unknown' ? 'தெரியாது' : p.kind === 'free' ? 'இலவசம்' : p.text),
      freeChild: (p) =>
        `${f.number(p.age)} வயதுச் சிறுவர் ${p.place} இல் இலவசமாக நுழையலாம்: ${f.number(p.freeUnder)} வயதுக்குக் குறைந்த சிறுவர்கள் கட்டணம் செலுத்த வேண்டியதில்லை.`,
      olderChild: (p) =>
        `${f.number(p.age)} வயதுடைய ${VISITOR[p.residency]} ${p.place} க்குப் பெரியவர் கட்டணமான ${p.price}${vat(p.tax)} செலுத்துவார்.`,
      unknownFor: (p) =>
        `${forGroup(p.residency, p.child)} ${p.place} நுழைவுச்சீட்டின் விலை TripMate க்குத் தெரியாது; நுழைவுச்சீட்டு அலுவலகத்தில் கேளுங்கள்.`,
      freeFor: (p) =>
        `${p.child ? CHILDREN[p.residency] : `${VISITOR[p.residency]}கள்`} ${p.place} இல் இலவசமாக நுழையலாம்.`,
      pays: (p) =>
        `${p.child ? `${A_CHILD[p.residency]}${p.band ? ` (${f.number(p.band.freeUnder)}–${f.number(p.band.upTo)} வயது; ${f.number(p.band.freeUnder)} வயதுக்குக் குறைந்தோர் இலவசம்)` : ''}` : AN_ADULT[p.residency]} ${p.place} க்கு ${p.price}${vat(p.tax)} செலுத்துவார்.`,
      comparison: (p) =>
        p.free
          ? 'வெளிநாட்டுப் பெரியவர்கள் இலவசமாக நுழையலாம்.'
          : `ஒப்பிடுகையில், வெளிநாட்டுப் பெரியவர் ஒருவர் ${p.price} செலுத்துவார்.`,
      foreignFree: (p) => `${p.place} இல் இலவசமாக நுழையலாம் (${p.note}) — ${p.issuer}, ${p.year}.`,
      foreignUnknown: (p) =>
        `${p.place} நுழைவுச்சீட்டின் தற்போதைய விலை TripMate க்குத் தெரியாது: ${p.note} கட்டணம் அறவிடுவது ${p.issuer}; நுழைவாயிலில் கேளுங்கள்.`,
      foreign: (p) =>
        `${p.place} க்கான வெளிநாட்டுப் பெரியவர் நுழைவுச்சீட்டு ${p.price}${vat(p.tax)}.${p.child ? ` ${f.number(p.child.band.freeUnder)}–${f.number(p.child.band.upTo)} வயதுச் சிறுவர் ஒருவர் ${p.child.price} செலுத்துவார்; ${f.number(p.child.band.freeUnder)} வயதுக்குக் குறைந்தோர் இலவசம்.` : ''}`,
      attractionUnknown: (place) =>
        `${place} க்கான நுழைவுக் கட்டணம் TripMate க்குத் தெரியாது; செல்வதற்கு முன் அங்கே விசாரியுங்கள்.`,
      attractionFree: (p) => `${p.place} இல் இலவசமாக நுழையலாம் (TripMate இன் இடத் தரவு, ${p.year}).`,
      attraction: (p) =>
        `வெளிநாட்டுப் பெரியவர் ஒருவருக்கு ${p.place} நுழைவுக் கட்டணம் ${p.price} (${p.year}, தோராயமாக). ${p.note}`.trim(),
      attractionOnlyForeign: (p) =>
        `${forGroup(p.residency, p.child)} ${p.place} இல் என்ன விலை என்பது TripMate க்குத் தெரியாது; அதற்கு வெளிநாட்டுப் பெரியவர் விலை மட்டுமே தெரியும். ${p.foreign}`,
    },

    health: {
      malaria:
        'உலக சுகாதார நிறுவனம் 2016 செப்டம்பரில் இலங்கையை மலேரியா அற்ற நாடாகச் சான்றளித்தது; 2016 முதல் உள்நாட்டு மலேரியாப் பரவல் இல்லாததால், இலங்கைக்கு மட்டும் செல்லும் பயணத்துக்கு மலேரியாத் தடுப்பு மாத்திரைகள் பொதுவாகத் தேவையில்லை.',
      vaccines:
        'TripMate தடுப்பூசி ஆலோசனை வழங்குவதில்லை, உங்களுக்கு எந்தத் தடுப்பூசிகள் தேவை என்பதும் அதற்குத் தெரியாது: செல்வதற்குச் சில வாரங்களுக்கு முன் பயண மருத்துவ நிலையத்திடமோ உங்கள் மருத்துவரிடமோ கேளுங்கள்.',
      symptoms:
        'TripMate மருத்துவ ஆலோசனை வழங்க முடியாது: உடல்நலம் சரியில்லை என்றால் மருத்துவரையோ மருந்தாளரையோ அணுகுங்கள்; கடும் காய்ச்சல் இருந்தால் உடனே மருத்துவரை அணுகுங்கள்.',
      sources: (p) => {
        const sources = [
          p.who ? 'உலக சுகாதார நிறுவனத்தின் 2016 சான்றளிப்பு' : null,
          p.tips ? 'TripMate இன் பயணக் குறிப்புகள்' : null,
        ].filter(Boolean);
        return sources.length ? `(மூலம்: ${sources.join('; ')}.)` : '';
      },
    },
    visa: 'பெரும்பாலான பயணிகள் வருவதற்கு முன் மின்னணுப் பயண அனுமதி (ETA) அல்லது விசா பெற வேண்டும் (2025 இல் TripMate புரிந்துகொண்ட விதிகளின்படி). யார் கட்டணம் செலுத்த வேண்டும், கட்டணங்கள், தங்கும் காலம், சில நாட்டவர்களுக்கான விலக்குகள் ஆகியவை அண்மைய ஆண்டுகளில் பலமுறை மாறியுள்ளன; TripMate அவற்றைக் கண்காணிப்பதில்லை: பதிவு செய்வதற்கு முன் இலங்கை குடிவரவு, குடியகல்வுத் திணைக்களத்தின் அதிகாரபூர்வ ETA இணையதளத்தைப் பாருங்கள்.',

    places: {
      around: (p) =>
        `${p.place} ஐச் சுற்றி, பயணிகள் அதிகம் பாராட்டும் இடங்கள்: ${p.sights.map((s) => `${s.name} (${CATEGORY[s.category] ?? s.category}, சுமார் ${s.hours} மணிநேரம்)`).join('; ')}.`,
      bestTime: (p) => {
        const outside =
          p.category === 'beach'
            ? 'அந்த மாதங்களுக்கு வெளியே அந்தக் கரையில் கடல் பெரும்பாலும் கொந்தளிப்பாக இருக்கும், நீந்துவது பாதுகாப்பற்றதாக இருக்கலாம்.'
            : p.category === 'national-park'
              ? 'அதற்கு வெளியேயும் செல்லலாம், ஆனால் அதிக மழையை எதிர்பாருங்கள்; சில ஆண்டுகளில் பூங்காக்கள் சில வாரங்கள் மூடப்படுவதால், செல்வதற்கு முன் வனசீவராசிகள் பாதுகாப்புத் திணைக்களத்திடம் உறுதிப்படுத்துங்கள்.'
              : 'அதற்கு வெளியேயும் செல்லலாம், ஆனால் அதிக மழையை எதிர்பாருங்கள்.';
        return `${p.place} செல்லச் சிறந்த காலம் ${monthRanges(p.months)}${p.sight ? ` — ${p.sight} இன் பருவம்` : ''}. ${outside}`;
      },
    },

    guide: {
      dayCost: (p) =>
        `${p.name} இல் ஒரு நாளுக்கு ஒருவருக்கு ஏறத்தாழ ${p.range} செலவாகும் (வழிகாட்டியின் USD ${p.usdFrom}–${p.usdTo}, ${p.asOf} மாற்று விகிதமான USD 1 = LKR ${p.rate} இல்). ${p.note}`,
      bestTime: (p) => `${p.name}: ${p.text}`,
      transport: (p) =>
        `${p.name} க்குச் செல்வதும் அங்கே சுற்றி வருவதும்: ${p.ways.map((t) => `${t.mode}: ${t.text}`).join(' ')}`,
      highlights: (p) => `${p.name} இல் தவறவிடக் கூடாதவை: ${p.items.join('; ')}.`,
      fees: (p) =>
        `${p.name} இல் நுழைவுக் கட்டணங்கள்: ${p.items.map((x) => `${x.item}: ${x.amount}${x.approximate ? ' (தோராயமாக)' : ''}, ${x.year}${x.note ? ` — ${x.note}` : ''} (மூலம்: ${x.sourceUrl}, ${x.sourceDate})`).join('; ')}.`,
      summary: (p) =>
        p.general
          ? `${p.name}: ${p.summary}`
          : `${p.name} பற்றி அது TripMate க்குத் தெரியாது. அதன் வழிகாட்டி சொல்வது: ${p.summary}`,
    },

    data: (english) => dataText('ta', english),

    stay: {
      level: (id) => STAY[id],
      line: (p) => `${STAY[p.level]}: சுமார் ${p.price}${p.usual ? `, வழக்கமாக ${p.usual}` : ''}`,
      answer: (p) =>
        `${p.town ? `${p.town.name} இல்` : 'இலங்கையில்'} காலை உணவுடன் இரட்டை அறை ஒன்றுக்கு ஓர் இரவுக்கான விலை, TripMate இன் ${p.year} விலைகளின்படி${p.town ? ` (அந்த நகரத்துக்கான TripMate இன் விலைக் காரணி: ${p.town.factor})` : ''}: ${p.lines.join('; ')}.${p.highSeason ? ' டிசம்பர், ஜனவரி தெற்கு, மேற்குக் கரைகளில் உச்சப் பருவம் என்பதால் முன்கூட்டியே பதிவு செய்யுங்கள்.' : ''} உச்ச வாரங்களில் இவற்றைவிட அதிகம் செலவாகும்: தெற்கு, மேற்குக் கரைகளில் நத்தார்–புத்தாண்டுக் காலம், எசல பெரஹெராவின்போது (${month(7)}–${month(8)}) கண்டி, ${month(4)} மாதத்தில் நுவரேலியா. இவை தங்குமிடப் பட்டியல்களிலிருந்தும் பயணிகளின் அறிக்கைகளிலிருந்தும் பெற்ற வழக்கமான, தோராயமான விலைகள்; விலைக்கூற்றுகள் அல்ல.`,
    },

    fare: {
      source: (source) => `மூலம்: ${source}.`,
      basis: (p) => `${p.what}: ${sandhi(p.unit, 'சுமார்')} ${p.price} (${p.year}; ${p.note}).`,
      agree:
        'பயணத்துக்கு முன் கட்டணத்தை ஒப்புக்கொள்ளுங்கள், அல்லது மீற்றர் பொருத்திய அல்லது செயலி மூலம் பதிவு செய்யும் வாகனத்தைப் பயன்படுத்துங்கள்.',
      route: (p) =>
        `${p.from} முதல் ${p.to} வரை ${FARE_MODE[p.mode]} செல்ல ${p.perPerson ? 'ஒருவருக்கு ' : ''}ஏறத்தாழ ${p.estimate} ஆகும் — இது ஒரு மதிப்பீடு: சாலை வழியாகச் சுமார் ${p.km < 10 ? f.decimal(p.km) : f.number(Math.round(p.km))} கி.மீ. (TripMate இன் புவியியல் இயந்திரம்) × ${p.unit} ${p.rate}, TripMate இன் ${p.year} கட்டண விகிதம். பயணத்துக்கு முன் கட்டணத்தை ஒப்புக்கொள்ளுங்கள், அல்லது மீற்றர் பொருத்திய அல்லது செயலி மூலம் பதிவு செய்யும் வாகனத்தைப் (PickMe, Uber) பயன்படுத்துங்கள். ${p.source}`,
      tuktuk: (p) =>
        `${p.from} முதல் ${p.to} வரை முச்சக்கர வண்டியில் செல்ல ஏறத்தாழ ${p.estimate} ஆகும் — இது சாலை வழியாகச் சுமார் ${p.km < 10 ? f.decimal(p.km) : f.number(Math.round(p.km))} கி.மீ. தூரத்துக்கான மதிப்பீடு. மீற்றர்படி அது ${p.meter} (முதல் கி.மீ.க்கு ${p.first}, அதன் பின் ஒவ்வொரு கி.மீ.க்கும் ${p.perKm}: ${p.asOf} நிலவரப்படி மேல் மாகாணக் கட்டண விகிதம்)${p.minimum ? `, ஆனால் TripMate ஒரு பயணத்துக்குக் குறைந்தது ${p.minimum} எனக் கணக்கிடுகிறது` : ''}.${p.quote ? ` மீற்றர் இல்லாத சாரதிகள் இவ்வளவு தூரத்துக்குச் சுற்றுலாப் பயணிகளிடம் பொதுவாக ${p.quote} கேட்கின்றனர்.` : ''} பயணத்துக்கு முன் கட்டணத்தை ஒப்புக்கொள்ளுங்கள், அல்லது மீற்றர் பொருத்திய அல்லது செயலி மூலம் பதிவு செய்யும் வாகனத்தைப் (PickMe, Uber) பயன்படுத்துங்கள். ${p.source}`,
      tuktukTable: (p) =>
        `${p.what} (${p.note}): மீற்றர்படி முதல் கி.மீ.க்கு ${p.first}, அதன் பின் ஒவ்வொரு கி.மீ.க்கும் ${p.perKm} (${p.asOf} நிலவரப்படி மேல் மாகாணக் கட்டண விகிதம்). TripMate ஒரு பயணத்துக்குக் குறைந்தது ${p.minimum} எனக் கணக்கிடுகிறது${p.quote ? `: மீற்றர் இல்லாத சாரதிகள் ${f.number(p.quote.km)} கி.மீ. வரையான குறுகிய பயணத்துக்குச் சுற்றுலாப் பயணிகளிடம் பொதுவாக ${p.quote.range} கேட்கின்றனர்` : ''}.`,
      trainRow: (p) => `${p.what}: ${sandhi(p.unit, 'சுமார்')} ${p.price}${p.example ? ` (உதாரணமாக ${p.example})` : ''}`,
      train: (p) => {
        const guide = p.rows.length
          ? `அதன் தோராயமான வழிகாட்டல், TripMate இன் ${p.year} மதிப்பீடு (அதன் மிகக் குறைந்த உறுதியுள்ள தொகைகளில் ஒன்று): ${p.rows.join('; ')}.`
          : `மூன்றாம் வகுப்பு அல்லது முன்பதிவு இல்லாத இருக்கைகளுக்கு இதைத் தவிர வேறு தொகை அதனிடம் இல்லை: ${p.unreserved ?? 'அவை முன்பதிவு இருக்கைகளைவிட மிக மலிவு'}.`;
        const journey =
          p.journey && p.from && p.to
            ? ` ${p.journey.rail ? `${p.from} முதல் ${p.to} வரை: ${p.journey.rail}` : `TripMate இன் ரயில் தரவில் ${p.from}, ${p.to} இடையே ரயில் இல்லை.`}`
            : '';
        return `${p.from && p.to ? `${p.from} முதல் ${p.to} வரையான ` : ''}சரியான ரயில் கட்டணம் TripMate க்குத் தெரியாது: இலங்கை ரயில்வேயின் கட்டணங்கள் ரயிலுக்கும் வகுப்புக்கும் ஏற்ப வேறுபடுகின்றன, 2022 முதல் பலமுறை திருத்தப்பட்டுள்ளன. ${guide}${journey} செல்வதற்கு முன் இலங்கை ரயில்வேயின் மின்-டிக்கெட் இணையதளத்திலோ நிலையத்திலோ தற்போதைய கட்டணத்தைச் சரிபாருங்கள். ${p.source}`;
      },
      unpriced: (p) =>
        `${UNPRICED[p.mode].name} விலை TripMate க்குத் தெரியாது: அவற்றுக்கான கட்டணங்கள் எதுவும் அதன் தரவில் இல்லை. செல்வதற்கு முன் ${UNPRICED[p.mode].ask} கேளுங்கள்.${p.known ? ` அதற்குத் தெரிந்தவை: ${p.known}` : ''}`,
    },

    activity: (p) =>
      `${p.what}: ${sandhi(p.unit, 'சுமார்')} ${p.price} (TripMate இன் ${p.year} தொகை, தோராயமானது). ${p.note} ${p.source}`,

    familyBeach: {
      seasons: (p) =>
        `கடற்கரைப் பருவத்தில் உள்ள கரையைத் தேர்ந்தெடுங்கள்: மேற்கு, தெற்குக் கரைகள் ${monthRanges(p.westSouth)}, கிழக்குக் கரை ${monthRanges(p.east)}.`,
      month: (p) =>
        p.calm.length
          ? `${month(p.month)} மாதத்தில் ${f.list(p.calm.map((c) => COAST_ON[c]))} கடல் அமைதியாக இருக்கும் (${p.calm.length > 1 ? 'அவற்றின்' : 'அதன்'} கடற்கரைப் பருவம்); மற்றக் கரையின் கடல் கொந்தளிப்பாக இருக்கும்.`
          : `${month(p.month)} இரண்டு பருவமழைகளுக்கு இடைப்பட்ட மாதம்: எந்தக் கரையும் அதன் கடற்கரைப் பருவத்தில் இல்லை, எனவே இரு கரைகளிலும் கடல் கொந்தளிப்பாக இருக்கலாம்; அலைகளிலிருந்து பாதுகாப்பான விரிகுடாவைத் தேர்ந்தெடுத்து உள்ளூரில் விசாரியுங்கள்.`,
      answer: (p) =>
        `${p.lead} ${p.tip ?? ''} (TripMate இன் திட்டமிடல் தரவு: கடற்கரைப் பருவங்களும் பயணக் குறிப்புகளும்; பருவங்களின் எல்லைகள் ஒவ்வோர் ஆண்டும் சில வாரங்கள் மாறும்.)`.replace(
          '  ',
          ' ',
        ),
    },

    seasonal: {
      source: (p) => `(மூலம்: ${p.publisher}, ${p.date}, ${p.url}.)`,
      noSource: '(இந்த மாதங்களுக்கு வெளியிடப்பட்ட மூலம் எதையும் TripMate கண்டறியவில்லை.)',
      item: (p) => {
        const when = `${monthRanges(p.months)}${p.months.length === 1 ? ' மாதத்தில்' : ''}`;
        const name = p.month === null ? '' : month(p.month);
        const verdict =
          p.month === null
            ? ''
            : p.kind === 'event'
              ? p.months.includes(p.month)
                ? ` ${name} அதன் வழக்கமான மாதங்களில் ஒன்று.`
                : ` ${name} மாதத்தில் அது வழக்கமாக நடைபெறுவதில்லை.`
              : p.months.includes(p.month)
                ? ` ${name} பருவத்துக்குள் அடங்கும்.`
                : ` ${name} அதற்கு வெளியே உள்ளது.`;
        return `${p.what}: ${p.kind === 'event' ? `${sandhi('வழக்கமாக', when)} நடைபெறும்.` : `ஏறத்தாழ ${when}.`}${verdict} ${p.note}`;
      },
      answer: (p) => {
        const lead = p.nearest
          ? `TripMate இன் பருவகாலத் தரவில் ${p.nearest} இல் இத்தகைய எதுவும் இல்லை; அதற்குத் தெரிந்த மிக அருகிலுள்ளவை: `
          : '';
        const also = p.also
          ? ` ${p.also.month === null ? 'மேலும்' : `அதற்குப் பதிலாக ${month(p.also.month)} மாதத்தில்`}: ${p.also.items.join(' ')}`
          : '';
        const dates = p.dates
          ? ' ஒரு குறிப்பிட்ட ஆண்டின் சரியான திகதிகள் TripMate க்குத் தெரியாது: அவை பௌர்ணமி (போயா) நாட்காட்டியைப் பின்பற்றுவதால், ஆலயத்தின் அல்லது Sri Lanka Tourism இன் அறிவிப்பைப் பாருங்கள்.'
          : '';
        return `${lead}${p.first}${also}${dates} (TripMate இன் திட்டமிடல் தரவு: பருவகால நடவடிக்கைகளும் திருவிழாக்களும்; தோராயமானது, எல்லைகள் ஒவ்வோர் ஆண்டின் வானிலைக்கு ஏற்பவும் திருவிழாக்கள் பௌர்ணமி நாட்காட்டிக்கு ஏற்பவும் மாறும்.)`;
      },
    },

    help: {
      forgotten:
        'மறந்துபோன கடவுச்சொல்லை மீட்டெடுக்கும் வழி எதையும் TripMate இன் உதவிக் கட்டுரைகள் விவரிக்கவில்லை: கடவுச்சொல்லை மாற்றத் தற்போதைய கடவுச்சொல் தேவை. ',
      article: (p) => `${p.lead}இது குறித்த TripMate இன் உதவிக் கட்டுரை (அது தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது):\n\n${p.text}`,
    },

    editAway:
      'உங்கள் திட்டத்தைத் திறந்து (திட்டமிடலில், அல்லது Dashboard இல் சேமித்த திட்டம்) அங்கே என்னிடம் கேளுங்கள்: செய்ய வேண்டிய மாற்றத்தை நான் காட்டுகிறேன். ',

    knowledge: {
      'temple-dress':
        'கோவில்களிலும் பிற புனிதத் தலங்களிலும் தோள்களையும் முழங்கால்களையும் மறைக்கும் உடை அணியுங்கள் (இலகுவான நீண்ட காற்சட்டை அல்லது நீண்ட பாவாடையும் கையுள்ள மேலாடையும்; சாரம் அல்லது சால்வை உதவும்), கோவில் வளாகத்துக்குள் நுழைவதற்கு முன் காலணிகளையும் தொப்பியையும் கழற்றுங்கள் — சூடான கற்தரையில் காலுறைகள் உதவும். புத்தர் சிலைக்கு முதுகைக் காட்டியபடி புகைப்படம் எடுக்காதீர்கள், சிலையை நோக்கி உங்கள் கால்களை நீட்டாதீர்கள், புத்தர் உருவங்களை உடலில் வைத்திருக்காதீர்கள்: வெளியே தெரியும் புத்தர் பச்சை குத்தல்களால் பயணிகளுக்கு நுழைவு மறுக்கப்பட்டுள்ளது அல்லது அவர்கள் நாடு கடத்தப்பட்டுள்ளனர்.',
      money:
        'நாணயம் இலங்கை ரூபாய் (LKR). நகரங்களில் ATM களை எளிதில் காணலாம்; ஹோட்டல்கள், பெரிய உணவகங்கள், கடைகள் அட்டைகளை ஏற்கின்றன, ஆனால் முச்சக்கர வண்டிகள், பேருந்துகள், சிறிய உணவகங்கள், சிறிய இடங்களின் நுழைவுச்சீட்டுகள் ஆகியவற்றுக்குப் பணம் கையில் வைத்திருங்கள். பல உணவகங்கள் 10% சேவைக் கட்டணம் சேர்க்கின்றன; இல்லையெனில் நல்ல சேவைக்குச் சிறிய அன்பளிப்பு (tip) வரவேற்கப்படும்.',
      safety:
        'இலங்கை பொதுவாக நட்பான, பயணிக்க எளிதான நாடு. போத்தல் நீர் அல்லது வடிகட்டிய நீரைக் குடியுங்கள், நுளம்பு விரட்டியைப் பயன்படுத்துங்கள் (குறிப்பாக மழைக்காலங்களில் டெங்கு உள்ளது), வெயிலில் கவனமாக இருங்கள். பருவமழை பெய்யும் கரையில் கடல் கொந்தளிப்பாகவும் வலுவான நீரோட்டங்களுடனும் இருக்கலாம்: பாதுகாப்பான கடற்கரைகளிலும் உள்ளூர் மக்கள் நீந்தும் இடங்களிலும் நீந்துங்கள். பயணத்துக்கு முன் முச்சக்கர வண்டிக் கட்டணத்தை ஒப்புக்கொள்ளுங்கள், அல்லது நகரங்களில் மீற்றர் பொருத்திய முச்சக்கர வண்டிகளையோ செயலி மூலம் பதிவு செய்யும் சேவைகளையோ பயன்படுத்துங்கள்.',
      seasons:
        'இலங்கையில் இரண்டு பருவமழைகள் உள்ளதால், எங்காவது ஓர் இடம் எப்போதும் ஏற்ற பருவத்தில் இருக்கும். தென்மேற்குப் பருவமழை (ஏறத்தாழ மே முதல் செப்டம்பர் வரை) மேற்கு, தெற்குக் கரைகளுக்கும் மேற்கு மலையகத்துக்கும் மழையைக் கொண்டுவருகிறது; அப்போது கிழக்குக் கரை (Trincomalee, Pasikudah, Arugam Bay) வறண்டிருக்கும். வடகிழக்குப் பருவமழை (ஏறத்தாழ டிசம்பர் முதல் பிப்ரவரி வரை) வடக்கையும் கிழக்கையும் நனைக்கிறது; மேற்கு, தெற்குக் கரைகளும் மலையகமும் டிசம்பர் முதல் ஏப்ரல் வரை சிறந்த நிலையில் இருக்கும். மார்ச்–ஏப்ரல், அக்டோபர்–நவம்பர் ஆகியவை இடைப் பருவமழை மாதங்கள்; அப்போது தீவு முழுவதும் பிற்பகலில் இடியுடன் கூடிய மழை பெய்யும்.',
      trains:
        'ரயில்கள் மெதுவானவை, ஆனால் இயற்கைக் காட்சிகள் நிறைந்தவை; கொழும்பு கோட்டையிலிருந்து கண்டி, Nanu Oya (நுவரேலியாவுக்கு), எல்லை வழியாக பதுளை வரையான பிரதான பாதை (Main Line) மிகவும் பிரபலமானது. ஒதுக்கப்பட்ட இருக்கைகளை (காட்சிப் பெட்டி, முதலாம், இரண்டாம் வகுப்பு) இலங்கை ரயில்வே மூலம் முன்கூட்டியே பதிவு செய்யலாம்; உச்சப் பருவத்தில் அவை விரைவில் தீர்ந்துவிடும். ஒதுக்கப்படாத இரண்டாம், மூன்றாம் வகுப்புச் சீட்டுகளைப் பயண நாளன்றே நிலையத்தில் வாங்கலாம்.',
      visa: 'பெரும்பாலான பயணிகள் வருவதற்கு முன் மின்னணுப் பயண அனுமதி (ETA) அல்லது விசா பெற வேண்டும். விதிகளும் கட்டணங்களும் மாறுவதால், பதிவு செய்வதற்கு முன் இலங்கை குடிவரவு, குடியகல்வுத் திணைக்களத்தின் அதிகாரபூர்வ ETA இணையதளத்தைப் பாருங்கள்.',
      'getting-around':
        'ரயில், பேருந்து (மலிவானது, அடிக்கடி ஓடும், ஆனால் நெரிசலானது), குறுகிய தூரத்துக்கு முச்சக்கர வண்டி, அல்லது சாரதியுடன் கார் ஆகியவற்றில் பயணிக்கலாம்; ஒரே நாளில் பல இடங்களைப் பார்க்க சாரதியுடன் கார் மிக எளிதான வழி. வரைபடத்தில் தூரம் குறைவாகத் தெரிந்தாலும், குறிப்பாக மலையகத்தில் சாலைகளில் பயணம் மெதுவானது: A வீதிகளில் மணிக்குச் சுமார் 30–40 கி.மீ. வேகத்தையும் மலைச் சாலைகளில் அதைவிடக் குறைவையும் கணக்கிடுங்கள்.',
    },

    planEdits: {
      lead: 'உங்கள் திட்டத்தில் மாறுவது இதுதான். நீங்கள் அதைச் செயல்படுத்தும் வரை எதுவும் மாறாது:',
      nothingChanged: 'நான் எதையும் மாற்றவில்லை.',
      unchanged: 'அது உங்கள் திட்டத்தை அப்படியே விட்டுவிடும், எனவே செயல்படுத்த எதுவும் இல்லை.',
      tooMany: (max) =>
        `அது நான் ஒரே நேரத்தில் செய்யக்கூடியதை விட அதிகம் (அதிகபட்சம் ${f.number(max)} மாற்றங்கள்): முதலில் அதில் ஒரு பகுதியைக் கேளுங்கள்.`,
      cannot: (why) => `அந்த மாற்றத்தை என்னால் செய்ய முடியாது: ${why}`,
      refused: (edit) => plannerErrorWords('ta').badEdit(edit),
      unknownPlace: (typed) =>
        `உங்கள் திட்டத்திலோ TripMate இன் இடங்களிலோ நீங்கள் எழுதிய “${typed}” என்பதைக் கண்டுபிடிக்க முடியவில்லை. வரைபடத்தில் உள்ள பெயரில் முயலுங்கள், அல்லது திட்டத்தில் “Add a place to day” ஐப் பயன்படுத்துங்கள்.`,
      notInPlan: (name) => `${name} உங்கள் திட்டத்தில் இல்லை, எனவே நீக்குவதற்கு எதுவும் இல்லை.`,
      aBase: (p) =>
        `${p.name} நீங்கள் தங்கும் இடம் (${nights(p.nights)}), நிறுத்தம் அல்ல. அங்கே ஓர் இரவைக் குறைக்க முடியும் (“${p.name} இல் ஓர் இரவைக் குறைக்கவும்”), ஆனால் நீங்கள் தங்கும் இடத்தில் குறைந்தது ஓர் இரவு இருக்கும்.`,
      townOnly: (name) =>
        `${name} ஐ ஒரு நகரமாக எனக்குத் தெரியும், ஆனால் அங்கே சேர்க்கக்கூடிய பார்வையிடும் இடம் எதுவும் TripMate இடம் இல்லை. ஓர் இடத்தின் பெயரைச் சொல்லுங்கள், அல்லது திட்டத்தில் “Add a place to day” ஐப் பயன்படுத்துங்கள்.`,
      whichOne: (p) => {
        const options = p.options.map((o) => `${o.name} (${day(o.day)})`);
        return `“${p.typed}” என்பது ${options.slice(0, -1).join(', ')} அல்லது ${options.at(-1)} ஆக இருக்கலாம். நீங்கள் எதைக் குறிப்பிடுகிறீர்கள்?`;
      },
      whichDay: (name) => `${name} ஐ எந்த நாளுக்கு மாற்ற வேண்டும்? உதாரணமாக: “${name} ஐ 2 ஆம் நாளுக்கு மாற்றவும்”.`,
      already: (p) => `${p.name} ஏற்கனவே உங்கள் திட்டத்தின் ${dayIn(p.day)} உள்ளது.`,
      movedInstead: (p) => `${p.name} ஏற்கனவே உங்கள் திட்டத்தில் ${dayIn(p.from)} இருந்ததால், அதை ${dayTo(p.to)} மாற்றினேன்.`,
      addedInstead: (p) => `${p.name} இன்னும் உங்கள் திட்டத்தில் இல்லாததால், அதை ${dayIn(p.day)} சேர்த்தேன்.`,
      nearest: (p) => `${p.name} ஐ அதற்கு மிக அருகிலுள்ள நாளான ${dayIn(p.day)} வைத்தேன்; வேறு நாள் வேண்டுமானால் சொல்லுங்கள்.`,
      replacing: (p) => `${p.name}, அது மாற்றீடு செய்யும் இடம் இருந்த இடத்தில், ${dayIn(p.day)} வரும்.`,
      notABase: (p) =>
        `உங்கள் திட்டத்தில் ${p.typed} இல் தங்குவது இல்லை: நீங்கள் ${f.list(p.bases)} இல் தங்குகிறீர்கள். அவற்றில் ஒன்றில் இரவுகளைச் சேர்க்கவோ குறைக்கவோ முடியும்.`,
      noSuchDay: (p) => `உங்கள் திட்டத்தில் 1 முதல் ${f.number(p.days)} வரையான நாட்களே உள்ளன, எனவே ${day(p.day)} இல்லை.`,
      whereToStay: (bases) =>
        `அது எங்கே இருக்க வேண்டும்? நீங்கள் ${f.list(bases)} இல் தங்குகிறீர்கள்: உதாரணமாக, “${bases[0]} இல் இன்னும் ஓர் இரவைச் சேர்க்கவும்” என்று சொல்லுங்கள்.`,
      noNights: 'உங்கள் திட்டம் ஒரு நாள் பயணம், மாற்றுவதற்கு இரவுகள் இல்லை.',
      sameNights: (p) =>
        `உங்கள் திட்டத்தில் ஏற்கனவே ${p.name} இல் ${f.plural(p.nights, { one: '# இரவு உள்ளது', other: '# இரவுகள் உள்ளன' })}.`,
      diff: (line) => {
        switch (line.code) {
          case 'NIGHTS':
            return `${line.base}: ${f.number(line.from)} → ${nights(line.to)}`;
          case 'DAY_REMOVED':
            return `${day(line.day)} (${line.base} இல்): நீக்கப்படும்${line.stops.map((s) => `; − ${s}`).join('')}`;
          case 'DAY': {
            const changes = [...line.out.map((s) => `− ${s}`), ...line.in.map((s) => `+ ${s}`)];
            if (changes.length === 0 && line.order) changes.push(`புதிய வரிசை: ${line.order.join(', ')}`);
            if (changes.length === 0 && line.isNew) changes.push('இன்னும் எதுவும் திட்டமிடப்படாத நாள்');
            const label = line.isNew
              ? `${day(line.day)} (புதியது, ${line.base} இல்)`
              : line.was === line.day
                ? day(line.day)
                : `${day(line.day)} (முன்பு ${day(line.was!)})`;
            return `${label}: ${changes.join('; ')}`;
          }
          case 'DAY_NOTE':
            return `${day(line.day)} குறிப்பு: ${line.note}`;
          case 'DAYS_MOVED': {
            const how =
              line.by === null
                ? ''
                : ` ${Math.abs(line.by) === 1 ? 'ஒரு நாள்' : `${f.number(Math.abs(line.by))} நாட்கள்`} ${line.by > 0 ? 'பின்னால்' : 'முன்னால்'}`;
            return `${line.count === 1 ? 'அதற்குப் பின் வரும் நாள்' : `அதற்குப் பின் வரும் ${f.number(line.count)} நாட்கள்`}${how} நகரும்; வேறு மாற்றம் இல்லை.`;
          }
          case 'COMFORT':
            return `வசதி நிலை: ${COMFORT[line.from]} → ${COMFORT[line.to]}, உங்கள் வரவுசெலவுக்கு ஏற்ற மிக வசதியான நிலை`;
          case 'TOTAL':
            return `மொத்தம்: ${line.from} → ${line.to}`;
        }
      },
    },
  };
}

/** Tamil (Sri Lanka): numbers grouped by thousands, as the planner's Tamil groups them (planner/writer/ta.ts). */
export const tamil: ChatCatalogue = {
  locale: 'ta-LK',
  grouping: 'thousands',
  messages,
  review: [
    // The model's refusal (issue 30): "declined" said plainly, without blaming the traveller.
    'refused',
    // The link labels and "Add a place to day" must match the client's Tamil words for the same buttons and pages.
    'links',
    'planEdits.unknownPlace',
    // "The day after it moves one day later", and the case endings after a day number (3 ஆம் நாளில்).
    'planEdits.diff',
    'planEdits.movedInstead',
    // The example requests to type ("… ஐ 2 ஆம் நாளுக்கு மாற்றவும்", "… இல் ஓர் இரவைக் குறைக்கவும்"): the words and the
    // -வும் request form a traveller would write; read back by plan-edits/edit-grammar.ts (its own words: REVIEW).
    'planEdits.whichDay',
    'planEdits.aBase',
    'planEdits.whereToStay',
    // The grades of a month's weather ("showery, but travel and sightseeing work").
    'season.area',
    // "closed for some weeks in September to October": செப்டம்பர் முதல் அக்டோபர் வரை காலத்தில் reads stiffly.
    'park.closed',
    // "TripMate's estimate" for where a fee's figure comes from; the word for the fee table's confidence.
    'fee.source',
    // Towns in Tamil script take their case ending after a space (கண்டி இல், கண்டி இலிருந்து), as English names did;
    // Ella is the Survey Department's எல்லை: check both read well.
    'journey.road',
    // Who pays: "SAARC nationals" as சார்க் நாட்டுப் பெரியவர்கள்.
    'fee.pays',
    // Long prose: Sri Lankan Tamil words (நுளம்பு, போத்தல், மீற்றர்) chosen over Indian ones; a speaker should confirm.
    'knowledge.safety',
    'knowledge.money',
    // The stay levels' names (விருந்தினர் இல்லம் for guesthouse; homestay kept in brackets) and "price factor".
    'stay.level',
    'stay.answer',
    // Fare words ("metered or app-booked ride"), and SLTB as இ.போ.ச. in the bus rate's name (the planner's writer/data-texts/rates.ts).
    'fare.route',
    'data',
    // "on the west and south coast" as two locatives joined by மற்றும்.
    'familyBeach.month',
    // The event verdicts' word order ("it is not usually held in March") and "the nearest it knows".
    'seasonal.answer',
  ],
};
