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

// Sinhala, as the planner writes it (planner/writer/si.ts). Towns are named in Sinhala where an openly licensed source
// names them (the geo module's LocalNames: the Survey Department's and OpenStreetMap's names, as Sri Lanka's signs write
// them beside English); sights keep the English names TripMate's data gives them, with their town's Sinhala name. Requests to change a plan are read in Sinhala too
// (plan-edits/edit-asks-si-ta.ts), so the examples of what to type are Sinhala, in quotes, and read back as asked.

const AREA: Record<SeasonArea, string> = {
  'west-coast': 'බටහිර වෙරළ',
  'south-coast': 'දකුණු වෙරළ',
  'east-coast': 'නැගෙනහිර වෙරළ',
  north: 'උතුර',
  'hill-country': 'කඳුකරය',
  'cultural-triangle': 'සංස්කෘතික ත්‍රිකෝණය',
};
/** Of or in the area: බටහිර වෙරළේ. */
const AREA_OF: Record<SeasonArea, string> = {
  'west-coast': 'බටහිර වෙරළේ',
  'south-coast': 'දකුණු වෙරළේ',
  'east-coast': 'නැගෙනහිර වෙරළේ',
  north: 'උතුරේ',
  'hill-country': 'කඳුකරයේ',
  'cultural-triangle': 'සංස්කෘතික ත්‍රිකෝණයේ',
};
const GRADE: Record<Grade, string> = {
  dry: 'බොහෝ දුරට වියළිය',
  mixed: 'වරින් වර වැසි සහිත වුවත් ගමන් බිමන් සහ නැරඹීම් කළ හැකිය',
  wet: 'එහි ප්‍රධාන වැසි කාලයේ පවතී',
};
/** Whose price: the adjective before වැඩිහිටියන් (adults), ළමුන් (children), අමුත්තන් (visitors). */
const WHO: Record<ResidencyId, string> = { FOREIGN: 'විදේශීය', SAARC: 'සාක් රටවල', RESIDENT: 'ශ්‍රී ලංකාවේ පදිංචි' };
const CONFIDENCE: Record<string, string> = { high: 'ඉහළ', medium: 'මධ්‍යම', low: 'අඩු' };
const COMFORT = { BUDGET: 'අඩු වියදම්', MIDRANGE: 'මධ්‍යම', COMFORT: 'සුවපහසු' } as const;
const CATEGORY: Record<string, string> = {
  'ancient-city': 'පුරාණ නගරය',
  temple: 'පූජනීය ස්ථානය',
  beach: 'වෙරළ',
  'national-park': 'ජාතික වනෝද්‍යානය',
  waterfall: 'දිය ඇල්ල',
  viewpoint: 'දසුන් ස්ථානය',
  'tea-estate': 'තේ වත්ත',
  hike: 'පා ගමන',
  museum: 'කෞතුකාගාරය',
};

const STAY: Record<StayLevel, string> = {
  'stay.budget': 'අඩු වියදම් ආගන්තුක නිවාසයක් හෝ නිවාස නවාතැනක් (homestay)',
  'stay.midrange': 'මධ්‍යම මට්ටමේ හෝටලයක් හෝ හොඳ ආගන්තුක නිවාසයක්',
  'stay.comfort': 'සුවපහසු (තරු 4) හෝටලයක්',
};
/** By what: ත්‍රීරෝද රථයකින් "by tuk-tuk". */
const FARE_MODE: Record<FareMode, string> = {
  tuktuk: 'ත්‍රීරෝද රථයකින්',
  van: 'රියදුරු සමඟ වෑන් රථයකින්',
  car: 'රියදුරු සමඟ මෝටර් රථයකින්',
  bus: 'බසයෙන්',
};
/** The price "of" what (genitive), and who to ask ("from" whom). */
const UNPRICED: Record<UnpricedMode, { readonly name: string; readonly ask: string }> = {
  'air-charter': { name: 'මුහුදු ගුවන් යානා (seaplane) හෝ හෙලිකොප්ටර් ගමන්වල', ask: 'ක්‍රියාකරුගෙන්' },
  flight: { name: 'ගුවන් ගමන්වල', ask: 'ගුවන් සේවයෙන්' },
  ferry: { name: 'පාරු සහ බෝට්ටු ගමන්වල', ask: 'ක්‍රියාකරුගෙන් හෝ ජැටියේදී' },
  hire: {
    name: 'ස්කූටර්, යතුරුපැදි හෝ බයිසිකල් කුලියට ගැනීමේ',
    ask: 'කුලියට දෙන සාප්පුවෙන් (ඔබේ රියදුරු බලපත්‍රය ශ්‍රී ලංකාවේ වලංගු දැයි ද පරීක්ෂා කරන්න)',
  },
  toll: { name: 'අධිවේගී මාර්ග ගාස්තුවල', ask: 'ගාස්තු කවුළුවලින් හෝ ඔබේ රියදුරුගෙන්' },
};
/** On a coast: බටහිර වෙරළේ. */
const COAST_ON: Record<Coast, string> = { west: 'බටහිර වෙරළේ', south: 'දකුණු වෙරළේ', east: 'නැගෙනහිර වෙරළේ' };

const vat = (tax: number | null) => (tax ? ` සහ ප්‍රවේශ ද්වාරයේදී ${tax}% VAT` : '');
const whom = (residency: ResidencyId, child: boolean) => `${WHO[residency]} ${child ? 'ළමුන්' : 'වැඩිහිටියන්'}`;

function messages(f: Format): ChatMessages {
  const month = (m: number) => f.month(m);
  const cents = new Intl.NumberFormat(f.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthRanges = (months: readonly number[]): string => {
    const set = new Set(months);
    if (set.size === 12) return 'වසර පුරාම';
    const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1)).sort((a, b) => a - b);
    return starts
      .map((start) => {
        let end = start;
        while (set.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start)
          end = end === 12 ? 1 : end + 1;
        return start === end ? month(start) : `${month(start)} සිට ${month(end)} දක්වා`;
      })
      .join(' සහ ');
  };
  const duration = (minutes: number) => {
    const rounded = Math.max(5, Math.round(minutes / 5) * 5);
    const h = Math.floor(rounded / 60);
    const m = rounded % 60;
    return h === 0 ? `මිනිත්තු ${f.number(m)}` : m === 0 ? `පැය ${f.number(h)}` : `පැය ${f.number(h)} මිනිත්තු ${f.number(m)}`;
  };
  const nights = (n: number) => `රාත්‍රී ${f.number(n)}`;
  const seasonWhat = (kind: 'beach' | 'dry') => (kind === 'beach' ? 'වෙරළ වාරය' : 'වඩාත් වියළි මාස');
  const inMonth = (label: string, m: { month: number; inSeason: boolean; grade: Grade } | null) =>
    m === null
      ? ' වේ.'
      : ` වේ; එබැවින් ${month(m.month)} ${m.inSeason ? 'එම කාලය තුළය' : 'එම කාලයෙන් පිටතය'}: ${month(m.month)} මාසයේදී ${label} ${GRADE[m.grade]}.`;

  return {
    language: 'si',
    greeting:
      'ආයුබෝවන්! මම TripMate හි ශ්‍රී ලංකා සංචාරක සහායකයා (Sri Lanka Travel Bot). ස්ථානයක් නැරඹීමට හොඳම කාලය, නගර අතර ගමන් කරන ආකාරය, නැරඹිය යුතු දේ හෝ පන්සල්වලට යන විට ඇඳිය යුතු දේ ගැන මගෙන් අසන්න.',
    doNotKnow:
      'මම ඒ ගැන තවම නොදනිමි, අනුමාන කිරීමටද කැමති නැත. ස්ථානයක් නැරඹීමට හොඳම කාලය, නගර අතර ගමන් කිරීම, ගමනාන්තයක කළ හැකි දේ, පන්සල් චාරිත්‍ර, මුදල් සහ ආරක්ෂාව ගැන මට උදව් කළ හැකිය — නැතහොත් සම්පූර්ණ ගමන් සැලැස්මක් සඳහා සැලසුම්කරු භාවිත කරන්න.',
    cutShort: 'AI ආකෘතිය සිය පිළිතුර අවසන් කිරීමට පෙර නතර විය. TripMate හි පිළිතුර: ',
    refused:
      'AI ආකෘතිය මෙම ඉල්ලීමට පිළිතුරු දීම ප්‍රතික්ෂේප කළේය. ඔබේ ගමනට මට උදව් කළ හැකිය: ස්ථාන, සමයන්, ගමන් කිරීම, ඇතුළුවීමේ ගාස්තු සහ පන්සල් චාරිත්‍ර.',
    englishOnly: (text) => `මෙම පිළිතුර දැනට ඉංග්‍රීසියෙන් පමණි:\n\n${text}`,

    links: {
      planner: 'සැලසුම්කරු විවෘත කරන්න',
      seasons: 'සෘතු අනුව සැලසුම් කරන්න',
      seasonsTrip: 'සෘතු අනුව සංචාරයක් සැලසුම් කරන්න',
      travelTimes: 'සැලසුම්කරුවේ සැබෑ ගමන් කාල බලන්න',
      beachTrip: 'වෙරළ සංචාරයක් සැලසුම් කරන්න',
      eta: 'නිල ETA වෙබ් අඩවිය',
      route: (p) => `${p.from} සිට ${p.to} දක්වා සැලසුම් කරන්න`,
      feeSource: (publisher) => `මූලාශ්‍රය: ${publisher}`,
      reportPrice: 'වැරදි මිලක් වාර්තා කරන්න',
      guide: (name) => `${name} මාර්ගෝපදේශය`,
    },

    monthRanges,
    monthName: month,
    duration,
    list: (items) => f.list(items),

    money: {
      beside: (p) =>
        `(${p.asOf} විනිමය අනුපාතය වන ${p.currency} 1 = LKR ${p.rate} අනුව ආසන්න වශයෙන් ${p.currency} ${p.amount})`,
      usd: (p) =>
        `ආසන්න වශයෙන් LKR ${p.lkr} (USD ${p.usd}; මිල නියම කර ඇත්තේ ඇමරිකානු ඩොලර්වලින් වන අතර, ${p.asOf} විනිමය අනුපාතය වන USD 1 = LKR ${p.rate} අනුව පරිවර්තනය කර ඇත)`,
      asOf: (p) => `${p.year} ${month(p.month)}`,
      amount: (n) => f.number(n),
      cents: (n) => cents.format(n),
    },

    journey: {
      road: (p) =>
        `පාරෙන් ${p.from} සිට ${p.to} දක්වා ආසන්න වශයෙන් කි.මී ${p.km}ක් වේ — රිය පැදවීමට ${duration(p.minutes)}ක් පමණ ගත වේ${p.roads.length ? ` (${p.roads.join(', ')})` : ''}; නැවතීම් සහ වාහන තදබදය සමඟ ඊට වැඩි කාලයක් ගත වේ (TripMate හි භූගෝලීය එන්ජිම).`,
      train: (p) =>
        `දුම්රියෙන් ${f.list(p.lines)} ඔස්සේ ${duration(p.minutes)}ක් පමණ ගත වේ${p.stations ? ` (${p.stations.from} දුම්රිය ස්ථානයේ සිට ${p.stations.to} දක්වා)` : ''}; සංචාරක වාරයේදී ආසන කලින්ම වෙන් කරගන්න.`,
      noTrain: (p) =>
        `TripMate හි දුම්රිය දත්තවල ${p.from} සහ ${p.to} යන දෙකටම සේවය සපයන දුම්රිය මාර්ගයක් නැත${p.fromHasStation ? '' : ` (${p.from} අසල දුම්රිය ස්ථානයක් නැත)`}${p.toHasStation ? '' : ` (${p.to} අසල දුම්රිය ස්ථානයක් නැත)`}.`,
    },

    season: {
      source:
        '(TripMate හි සැලසුම් දත්ත: කාලගුණ විද්‍යා දෙපාර්තමේන්තුවේ මෝසම් දින දර්ශනය සහ එක් එක් වෙරළේ වෙරළ වාරය; ආසන්න අගයකි, සීමාවන් සෑම වසරකම සති කිහිපයකින් වෙනස් වේ.)',
      area: (p) =>
        `${AREA_OF[p.area]} ${seasonWhat(p.season.kind)} ${monthRanges(p.season.months)}${inMonth(AREA[p.area], p.month)}`,
      place: (p) => {
        const own = p.sight
          ? p.sight.months.length >= 12
            ? ` ${p.sight.name} වසර පුරාම නැරඹීමට සුදුසුය.`
            : ` ${p.sight.name} නැරඹීමට හොඳම කාලය ${monthRanges(p.sight.months)} වේ.`
          : '';
        return `${p.place} පිහිටා ඇත්තේ ${AREA_OF[p.area]}ය; එහි ${seasonWhat(p.season.kind)} ${monthRanges(p.season.months)}${inMonth(p.place, p.month)}${own}`;
      },
      month: (p) =>
        p.dry.length
          ? `${month(p.month)} මාසයේදී වඩාත්ම වියළි ප්‍රදේශ: ${f.list(p.dry.map((a) => AREA[a]))}.`
          : `${month(p.month)} මාසයේදී බොහෝ දුරට සෑම තැනකම වැසි ඇත.`,
      note: (english) => dataText('si', english),
    },

    park: {
      source: 'මූලාශ්‍රය: TripMate හි සැලසුම් දත්ත (සෘතුමය වසා දැමීම්), ආසන්න වශයෙන්; දිනයන් තීරණය කරන්නේ වනජීවී සංරක්ෂණ දෙපාර්තමේන්තුවයි.',
      cited: (p) => `මූලාශ්‍රය: ${p.publisher}, ${p.date} (${p.url}); වනජීවී සංරක්ෂණ දෙපාර්තමේන්තුව සෑම වසරකම දින නියම කරයි.`,
      checkOpening: 'විවෘත දින වෙනස් විය හැකි බැවින්, යාමට පෙර උද්‍යානයෙන් විමසන්න.',
      best: (months) =>
        months.length >= 12 ? 'එය වසර පුරාම නැරඹීමට සුදුසුය.' : `එය නැරඹීමට හොඳම කාලය ${monthRanges(months)} වේ.`,
      open: (p) =>
        p.month
          ? `TripMate හි දත්තවල ${month(p.month)} මාසයේදී ${p.park} සඳහා සෘතුමය වසා දැමීමක් නැත: එකල එය සාමාන්‍යයෙන් විවෘතය.`
          : `TripMate හි දත්තවල ${p.park} සඳහා සෘතුමය වසා දැමීමක් නැත: එය සාමාන්‍යයෙන් වසර පුරාම විවෘතය.`,
      closed: (p) => {
        const closed = `${monthRanges(p.months)} කාලයේ සති කිහිපයක් සාමාන්‍යයෙන් වසා තබයි`;
        if (p.month === null) return `${p.park} වසරේ වැඩි කාලයක් විවෘත වුවද, ${closed}.`;
        return p.months.includes(p.month)
          ? `${month(p.month)} මාසයේදී ${p.park}: බොහෝ විට වසා ඇත — එය ${closed}.`
          : `ඔව් — ${p.park} සාමාන්‍යයෙන් ${month(p.month)} මාසයේදී විවෘතය; එය ${monthRanges(p.months)} කාලයේ සති කිහිපයක් පමණක් වසා තබයි.`;
      },
      instead: (names) => `එය වසා ඇති විට, ${f.list(names)} සාමාන්‍යයෙන් විවෘතව පවතී.`,
      seasonal: (p) =>
        `${p.what}: ආසන්න වශයෙන් ${monthRanges(p.months)}${p.month === null ? '' : p.months.includes(p.month) ? ` (${month(p.month)} එම කාලය තුළය)` : ` (${month(p.month)} එම කාලයෙන් පිටතය)`}. ${p.note}`,
    },

    fee: {
      source: (p) =>
        `මූලාශ්‍රය: ${p.publisher}, ${p.date} (${p.url}): ${p.year} මිල, විශ්වාසනීයත්වය: ${CONFIDENCE[p.confidence] ?? p.confidence}${p.about ? '; එබැවින් එය ආසන්න මිලක් ලෙස සලකන්න' : ''}. යාමට පෙර වත්මන් මිල පරීක්ෂා කරන්න.`,
      noSource: 'මෙම මිල සඳහා ප්‍රකාශිත මූලාශ්‍රයක් TripMate හට හමු නොවීය.',
      serviceCharge: (p) =>
        `ප්‍රවේශ පත්‍රවලට අමතරව, කණ්ඩායමකට ආසන්න වශයෙන් ${p.from}–${p.to} සේවා ගාස්තුවක් (මූලාශ්‍ර අතර වෙනස්කම් ඇත) සහ කුඩා වාහන ගාස්තුවක් එක් සංචාරයකට එක් වරක් ගෙවිය යුතුය; එය පුද්ගලයෙකුට නොවේ.`,
      price: (p) => (p.kind === 'unknown' ? 'නොදනී' : p.kind === 'free' ? 'නොමිලේ' : p.text),
      freeChild: (p) =>
        `වයස ${f.number(p.age)} ළමයෙකුට ${p.place} වෙත නොමිලේ ඇතුළු විය හැකිය: වයස ${f.number(p.freeUnder)}ට අඩු ළමුන් ගෙවන්නේ නැත.`,
      olderChild: (p) =>
        `වයස ${f.number(p.age)} ${WHO[p.residency]} අමුත්තෙකු ${p.place} සඳහා වැඩිහිටි මිල වන ${p.price}${vat(p.tax)} ගෙවයි.`,
      unknownFor: (p) =>
        `${whom(p.residency, p.child)} සඳහා ${p.place} ප්‍රවේශ පත්‍රයක මිල TripMate නොදනී; ප්‍රවේශ පත්‍ර කාර්යාලයෙන් විමසන්න.`,
      freeFor: (p) => `${WHO[p.residency]} ${p.child ? 'ළමුන්ට' : 'අමුත්තන්ට'} ${p.place} වෙත නොමිලේ ඇතුළු විය හැකිය.`,
      pays: (p) =>
        `${WHO[p.residency]} ${p.child ? `ළමයෙකු${p.band ? ` (වයස ${f.number(p.band.freeUnder)}–${f.number(p.band.upTo)}; ${f.number(p.band.freeUnder)}ට අඩු නොමිලේ)` : ''}` : 'වැඩිහිටියෙකු'} ${p.place} සඳහා ${p.price}${vat(p.tax)} ගෙවයි.`,
      comparison: (p) => (p.free ? 'විදේශීය වැඩිහිටියන්ට නොමිලේ ඇතුළු විය හැකිය.' : `සැසඳීමට, විදේශීය වැඩිහිටියෙකු ${p.price} ගෙවයි.`),
      foreignFree: (p) => `${p.place} වෙත නොමිලේ ඇතුළු විය හැකිය (${p.note}) — ${p.issuer}, ${p.year}.`,
      foreignUnknown: (p) =>
        `${p.place} ප්‍රවේශ පත්‍රයක වත්මන් මිල TripMate නොදනී: ${p.note} ගාස්තුව අය කරන්නේ ${p.issuer}; ප්‍රවේශ ද්වාරයේදී විමසන්න.`,
      foreign: (p) =>
        `${p.place} සඳහා විදේශීය වැඩිහිටි ප්‍රවේශ පත්‍රයක මිල ${p.price}${vat(p.tax)}.${p.child ? ` වයස ${f.number(p.child.band.freeUnder)}–${f.number(p.child.band.upTo)} ළමයෙකු ${p.child.price} ගෙවයි; ${f.number(p.child.band.freeUnder)}ට අඩු නොමිලේ.` : ''}`,
      attractionUnknown: (place) => `${place} සඳහා ප්‍රවේශ ගාස්තුව TripMate නොදනී; යාමට පෙර එම ප්‍රදේශයෙන් විමසන්න.`,
      attractionFree: (p) => `${p.place} වෙත නොමිලේ ඇතුළු විය හැකිය (TripMate හි ආකර්ෂණ දත්ත, ${p.year}).`,
      attraction: (p) => `විදේශීය වැඩිහිටියෙකුට ${p.place} ප්‍රවේශ ගාස්තුව ${p.price} (${p.year}, ආසන්න වශයෙන්). ${p.note}`.trim(),
      attractionOnlyForeign: (p) =>
        `${whom(p.residency, p.child)} සඳහා ${p.place} හි මිල TripMate නොදනී; එය දන්නේ විදේශීය වැඩිහිටි මිල පමණි. ${p.foreign}`,
    },

    health: {
      malaria:
        'ලෝක සෞඛ්‍ය සංවිධානය 2016 සැප්තැම්බරයේදී ශ්‍රී ලංකාව මැලේරියාවෙන් තොර රටක් ලෙස සහතික කළේය; 2016 සිට දේශීය මැලේරියා සම්ප්‍රේෂණයක් නැති බැවින්, ශ්‍රී ලංකාවට පමණක් යන ගමනකට සාමාන්‍යයෙන් මැලේරියා වැළැක්වීමේ පෙති අවශ්‍ය නොවේ.',
      vaccines:
        'TripMate එන්නත් පිළිබඳ උපදෙස් නොදෙන අතර ඔබට අවශ්‍ය එන්නත් මොනවාදැයි නොදනී: යාමට සති කිහිපයකට පෙර සංචාරක සායනයකින් හෝ ඔබේ වෛද්‍යවරයාගෙන් විමසන්න.',
      symptoms:
        'TripMate හට වෛද්‍ය උපදෙස් දිය නොහැක: ඔබ අසනීප නම් වෛද්‍යවරයෙකු හෝ ඖෂධවේදියෙකු හමුවන්න; අධික උණක් ඇත්නම් වහාම වෛද්‍යවරයෙකු හමුවන්න.',
      sources: (p) => {
        const sources = [
          p.who ? 'ලෝක සෞඛ්‍ය සංවිධානයේ 2016 සහතිකය' : null,
          p.tips ? 'TripMate හි සංචාරක උපදෙස්' : null,
        ].filter(Boolean);
        return sources.length ? `(මූලාශ්‍ර: ${sources.join('; ')}.)` : '';
      },
    },
    visa: 'බොහෝ සංචාරකයින්ට පැමිණීමට පෙර විද්‍යුත් සංචාරක අවසරයක් (ETA) හෝ වීසා බලපත්‍රයක් අවශ්‍ය වේ (2025 දී TripMate තේරුම් ගත් නීති අනුව). ගෙවිය යුත්තේ කවුරුන්ද, ගාස්තු, රැඳී සිටිය හැකි කාලය සහ ඇතැම් ජාතිකයින්ට ඇති නිදහස් කිරීම් මෑත වසරවලදී කිහිප වතාවක් වෙනස් වී ඇති අතර TripMate ඒවා නිරීක්ෂණය නොකරයි: වෙන්කරවා ගැනීමට පෙර ශ්‍රී ලංකා ආගමන හා විගමන දෙපාර්තමේන්තුවේ නිල ETA වෙබ් අඩවිය පරීක්ෂා කරන්න.',

    places: {
      around: (p) =>
        `${p.place} අවට සංචාරකයින් වැඩිපුරම අගය කරන ස්ථාන: ${p.sights.map((s) => `${s.name} (${CATEGORY[s.category] ?? s.category}, පැය ${s.hours}ක් පමණ)`).join('; ')}.`,
      bestTime: (p) => {
        const outside =
          p.category === 'beach'
            ? 'එම මාසවලින් පිටත එම වෙරළේ මුහුද බොහෝ විට රළු වන අතර පිහිනීම අනාරක්ෂිත විය හැකිය.'
            : p.category === 'national-park'
              ? 'ඉන් පිටත කාලයේද නැරඹිය හැකි නමුත් වැඩි වැසි අපේක්ෂා කරන්න; ඇතැම් වසරවල උද්‍යාන සති කිහිපයක් වසා තබන බැවින් යාමට පෙර වනජීවී සංරක්ෂණ දෙපාර්තමේන්තුවෙන් විමසන්න.'
              : 'ඉන් පිටත කාලයේද නැරඹිය හැකි නමුත් වැඩි වැසි අපේක්ෂා කරන්න.';
        return `${p.place} නැරඹීමට හොඳම කාලය ${monthRanges(p.months)}${p.sight ? ` — ${p.sight} හි වාරය` : ''}. ${outside}`;
      },
    },

    guide: {
      dayCost: (p) =>
        `${p.name} හි එක් දිනකට එක් අයෙකුට ආසන්න වශයෙන් ${p.range} වැය වේ (මාර්ගෝපදේශයේ USD ${p.usdFrom}–${p.usdTo}, ${p.asOf} විනිමය අනුපාතය වන USD 1 = LKR ${p.rate} අනුව). ${p.note}`,
      bestTime: (p) => `${p.name}: ${p.text}`,
      transport: (p) => `${p.name} වෙත සහ ඒ අවට ගමන් කිරීම: ${p.ways.map((t) => `${t.mode}: ${t.text}`).join(' ')}`,
      highlights: (p) => `${p.name} හි අනිවාර්යයෙන් නැරඹිය යුතු දේ: ${p.items.join('; ')}.`,
      fees: (p) =>
        `${p.name} හි ප්‍රවේශ ගාස්තු: ${p.items.map((x) => `${x.item}: ${x.amount}${x.approximate ? ' (ආසන්න වශයෙන්)' : ''}, ${x.year}${x.note ? ` — ${x.note}` : ''} (මූලාශ්‍රය: ${x.sourceUrl}, ${x.sourceDate})`).join('; ')}.`,
      summary: (p) =>
        p.general
          ? `${p.name}: ${p.summary}`
          : `${p.name} ගැන එම කරුණ TripMate නොදනී. එහි මාර්ගෝපදේශය පවසන දේ: ${p.summary}`,
    },

    data: (english) => dataText('si', english),

    stay: {
      level: (id) => STAY[id],
      line: (p) => `${STAY[p.level]}: ආසන්න වශයෙන් ${p.price}${p.usual ? `, සාමාන්‍යයෙන් ${p.usual}` : ''}`,
      answer: (p) =>
        `${p.town ? `${p.town.name} හි` : 'ශ්‍රී ලංකාවේ'} උදෑසන ආහාරය සහිත ද්විත්ව කාමරයක එක් රාත්‍රියක මිල, TripMate හි ${p.year} මිල ගණන් අනුව${p.town ? ` (එම නගරය සඳහා TripMate හි මිල සාධකය: ${p.town.factor})` : ''}: ${p.lines.join('; ')}.${p.highSeason ? ' දෙසැම්බර් සහ ජනවාරි දකුණු සහ බටහිර වෙරළේ සංචාරක වාරයේ උච්චතම කාලය බැවින්, කලින්ම වෙන් කරගන්න.' : ''} උච්චතම සතිවල මිල මෙම අගයන්ට වඩා වැඩිය: දකුණු සහ බටහිර වෙරළේ නත්තල්–අලුත් අවුරුදු කාලය, ඇසළ පෙරහැර කාලයේ (${month(7)}–${month(8)}) මහනුවර, සහ ${month(4)} මාසයේ නුවරඑළිය. මේවා නවාතැන් ලැයිස්තු සහ සංචාරකයින්ගේ වාර්තා අනුව සාමාන්‍ය මිල ගණන් වන අතර, ආසන්න අගයන් මිස මිල කැඳවීම් නොවේ.`,
    },

    fare: {
      source: (source) => `මූලාශ්‍රය: ${source}.`,
      basis: (p) => `${p.what}: ${p.unit} ආසන්න වශයෙන් ${p.price} (${p.year}; ${p.note}).`,
      agree: 'ගමනට පෙර ගාස්තුව එකඟ කරගන්න, නැතහොත් මීටරයක් සහිත හෝ ඇප් මගින් වෙන් කරන රථයක් භාවිත කරන්න.',
      route: (p) =>
        `${p.from} සිට ${p.to} දක්වා ${FARE_MODE[p.mode]} යාමට ${p.perPerson ? 'එක් අයෙකුට ' : ''}ආසන්න වශයෙන් ${p.estimate} වැය වේ — මෙය ඇස්තමේන්තුවකි: පාරෙන් කි.මී ${p.km < 10 ? f.decimal(p.km) : f.number(Math.round(p.km))}ක් පමණ (TripMate හි භූගෝලීය එන්ජිම) × ${p.unit} ${p.rate}, TripMate හි ${p.year} අනුපාතය. ගමනට පෙර ගාස්තුව එකඟ කරගන්න, නැතහොත් මීටරයක් සහිත හෝ ඇප් මගින් වෙන් කරන රථයක් (PickMe, Uber) භාවිත කරන්න. ${p.source}`,
      tuktuk: (p) =>
        `${p.from} සිට ${p.to} දක්වා ත්‍රීරෝද රථයකින් යාමට ආසන්න වශයෙන් ${p.estimate} වැය වේ — මෙය පාරෙන් කි.මී ${p.km < 10 ? f.decimal(p.km) : f.number(Math.round(p.km))}ක් පමණ දුරකට ඇස්තමේන්තුවකි. මීටරයට අනුව එය ${p.meter} (පළමු කි.මී. සඳහා ${p.first}, ඉන්පසු සෑම කි.මී.කටම ${p.perKm}: ${p.asOf} වන විට බස්නාහිර පළාතේ ගාස්තු අනුපාතය)${p.minimum ? `, නමුත් TripMate එක් ගමනකට අවම වශයෙන් ${p.minimum}ක් ගණන් කරයි` : ''}.${p.quote ? ` මීටර් නැති රියදුරන් මෙතරම් දුරකට සංචාරකයින්ගෙන් සාමාන්‍යයෙන් ${p.quote} ඉල්ලති.` : ''} ගමනට පෙර ගාස්තුව එකඟ කරගන්න, නැතහොත් මීටරයක් සහිත හෝ ඇප් මගින් වෙන් කරන රථයක් (PickMe, Uber) භාවිත කරන්න. ${p.source}`,
      tuktukTable: (p) =>
        `${p.what} (${p.note}): මීටරයට අනුව පළමු කි.මී. සඳහා ${p.first}, ඉන්පසු සෑම කි.මී.කටම ${p.perKm} (${p.asOf} වන විට බස්නාහිර පළාතේ ගාස්තු අනුපාතය). TripMate එක් ගමනකට අවම වශයෙන් ${p.minimum}ක් ගණන් කරයි${p.quote ? `: මීටර් නැති රියදුරන් කි.මී. ${f.number(p.quote.km)} දක්වා කෙටි ගමනකට සංචාරකයින්ගෙන් සාමාන්‍යයෙන් ${p.quote.range} ඉල්ලති` : ''}.`,
      trainRow: (p) => `${p.what}: ${p.unit} ආසන්න වශයෙන් ${p.price}${p.example ? ` (උදාහරණයක් ලෙස ${p.example})` : ''}`,
      train: (p) => {
        const guide = p.rows.length
          ? `එහි දළ මාර්ගෝපදේශය, TripMate හි ${p.year} ඇස්තමේන්තුව (එහි අවම නිශ්චිත අගයන් අතරින් එකකි): ${p.rows.join('; ')}.`
          : `තුන්වන පන්තිය හෝ වෙන් නොකළ ආසන සඳහා මීට වඩා අගයක් එහි නැත: ${p.unreserved ?? 'ඒවා වෙන් කළ ආසනවලට වඩා බොහෝ ලාභය'}.`;
        const journey =
          p.journey && p.from && p.to
            ? ` ${p.journey.rail ? `${p.from} සිට ${p.to} දක්වා: ${p.journey.rail}` : `TripMate හි දුම්රිය දත්තවල ${p.from} සහ ${p.to} අතර දුම්රියක් නැත.`}`
            : '';
        return `${p.from && p.to ? `${p.from} සිට ${p.to} දක්වා ` : ''}නිශ්චිත දුම්රිය ගාස්තුව TripMate නොදනී: ශ්‍රී ලංකා දුම්රිය සේවයේ ගාස්තු දුම්රිය සහ පන්තිය අනුව වෙනස් වන අතර 2022 සිට කිහිප වතාවක් සංශෝධනය කර ඇත. ${guide}${journey} යාමට පෙර ශ්‍රී ලංකා දුම්රිය සේවයේ ඊ-ටිකට් වෙබ් අඩවියෙන් හෝ දුම්රිය ස්ථානයෙන් වත්මන් ගාස්තුව පරීක්ෂා කරන්න. ${p.source}`;
      },
      unpriced: (p) =>
        `TripMate ${UNPRICED[p.mode].name} මිල නොදනී: ඒවායේ ගාස්තු කිසිවක් එහි දත්තවල නැත. යාමට පෙර ${UNPRICED[p.mode].ask} විමසන්න.${p.known ? ` එය දන්නා දේ: ${p.known}` : ''}`,
    },

    activity: (p) =>
      `${p.what}: ${p.unit} ආසන්න වශයෙන් ${p.price} (TripMate හි ${p.year} අගය, ආසන්න වශයෙන්). ${p.note} ${p.source}`,

    familyBeach: {
      seasons: (p) =>
        `වෙරළ වාරයේ පවතින වෙරළ තීරය තෝරාගන්න: බටහිර සහ දකුණු වෙරළ ${monthRanges(p.westSouth)}, නැගෙනහිර වෙරළ ${monthRanges(p.east)}.`,
      month: (p) =>
        p.calm.length
          ? `${month(p.month)} මාසයේදී මුහුද සන්සුන් වන්නේ ${f.list(p.calm.map((c) => COAST_ON[c]))}ය (${p.calm.length > 1 ? 'ඒවායේ' : 'එහි'} වෙරළ වාරය); අනෙක් වෙරළේ මුහුද රළුය.`
          : `${month(p.month)} මාසය මෝසම් දෙක අතර කාලයයි: කිසිදු වෙරළක් එහි වෙරළ වාරයේ නොවන බැවින් වෙරළ දෙකේම මුහුද රළු විය හැකිය; රළ පහරින් ආරක්ෂිත බොක්කක් තෝරාගෙන ප්‍රදේශවාසීන්ගෙන් විමසන්න.`,
      answer: (p) =>
        `${p.lead} ${p.tip ?? ''} (TripMate හි සැලසුම් දත්ත: වෙරළ වාර සහ සංචාරක උපදෙස්; වාරවල සීමාවන් සෑම වසරකම සති කිහිපයකින් වෙනස් වේ.)`.replace(
          '  ',
          ' ',
        ),
    },

    seasonal: {
      source: (p) => `(මූලාශ්‍රය: ${p.publisher}, ${p.date}, ${p.url}.)`,
      noSource: '(මෙම මාස සඳහා ප්‍රකාශිත මූලාශ්‍රයක් TripMate හට හමු නොවීය.)',
      item: (p) => {
        const when = `${monthRanges(p.months)}${p.months.length === 1 ? ' මාසයේ' : ''}`;
        const name = p.month === null ? '' : month(p.month);
        const verdict =
          p.month === null
            ? ''
            : p.kind === 'event'
              ? p.months.includes(p.month)
                ? ` ${name} එහි සාමාන්‍ය මාසවලින් එකකි.`
                : ` එය සාමාන්‍යයෙන් ${name} මාසයේ පැවැත්වෙන්නේ නැත.`
              : p.months.includes(p.month)
                ? ` ${name} එම කාලය තුළය.`
                : ` ${name} එම කාලයෙන් පිටතය.`;
        return `${p.what}: ${p.kind === 'event' ? `සාමාන්‍යයෙන් ${when} පැවැත්වේ.` : `ආසන්න වශයෙන් ${when}.`}${verdict} ${p.note}`;
      },
      answer: (p) => {
        const lead = p.nearest ? `TripMate හි සෘතුමය දත්තවල ${p.nearest} හි මෙවැනි දෙයක් නැත; එය දන්නා ආසන්නතම දේ: ` : '';
        const also = p.also
          ? ` ${p.also.month === null ? 'එසේම' : `ඒ වෙනුවට ${month(p.also.month)} මාසයේදී`}: ${p.also.items.join(' ')}`
          : '';
        const dates = p.dates
          ? ' යම් වසරක නිශ්චිත දින TripMate නොදනී: ඒවා පොහොය දින දර්ශනය අනුව යෙදෙන බැවින්, පූජනීය ස්ථානයේ හෝ Sri Lanka Tourism හි නිවේදනය පරීක්ෂා කරන්න.'
          : '';
        return `${lead}${p.first}${also}${dates} (TripMate හි සැලසුම් දත්ත: සෘතුමය ක්‍රියාකාරකම් සහ උත්සව; ආසන්න වශයෙන්, සීමාවන් සෑම වසරකම කාලගුණය අනුවත්, උත්සව පොහොය දින දර්ශනය අනුවත් වෙනස් වේ.)`;
      },
    },

    help: {
      forgotten:
        'අමතක වූ මුරපදයක් නැවත ලබාගැනීමට ක්‍රමයක් TripMate හි උදව් ලිපිවල විස්තර කර නැත: මුරපදය වෙනස් කිරීමට වත්මන් මුරපදය අවශ්‍ය වේ. ',
      article: (p) => `${p.lead}මේ ගැන TripMate හි උදව් ලිපිය (එය දැනට ඇත්තේ ඉංග්‍රීසියෙන් පමණි):\n\n${p.text}`,
    },

    editAway:
      'ඔබේ සැලැස්ම විවෘත කර (සැලසුම්කරුවේ, හෝ Dashboard හි සුරැකි සැලැස්මක්) එහිදී මගෙන් අසන්න: යෙදිය යුතු වෙනස මම ඔබට පෙන්වන්නම්. ',

    knowledge: {
      'temple-dress':
        'පන්සල් සහ අනෙකුත් පූජනීය ස්ථානවලදී ඔබේ උරහිස් සහ දණහිස් වැසෙන සේ අඳින්න (සැහැල්ලු දිගු කලිසමක් හෝ දිගු සායක් සහ අත් සහිත උඩු ඇඳුමක්; සරමක් හෝ සාළුවක් ප්‍රයෝජනවත්ය), පන්සල් භූමියට ඇතුළු වීමට පෙර පාවහන් සහ තොප්පිය ගලවන්න — රත් වූ ගල් මත මේස් උදව් වේ. බුද්ධ ප්‍රතිමාවකට පිටුපා ඡායාරූප නොගන්න, ප්‍රතිමාවක් දෙසට ඔබේ පාද යොමු නොකරන්න, සහ බුද්ධ රූප ඔබේ සිරුරේ නොතබන්න: පෙනෙන බුද්ධ රූප පච්ච නිසා සංචාරකයින්ට ඇතුළු වීම ප්‍රතික්ෂේප කර හෝ ඔවුන් රටින් පිටුවහල් කර ඇත.',
      money:
        'මුදල් ඒකකය ශ්‍රී ලංකා රුපියලයි (LKR). නගරවල ATM පහසුවෙන් සොයාගත හැකිය; හෝටල්, විශාල අවන්හල් සහ සාප්පු කාඩ්පත් භාර ගනී, නමුත් ත්‍රීරෝද රථ, බස්, කුඩා කෑම කඩ සහ කුඩා ස්ථානවල ප්‍රවේශ පත්‍ර සඳහා මුදල් රැගෙන යන්න. බොහෝ අවන්හල් 10% සේවා ගාස්තුවක් එකතු කරයි; එසේ නොමැති නම් හොඳ සේවාවක් සඳහා කුඩා ත්‍යාගයක් (tip) පිළිගැනේ.',
      safety:
        'ශ්‍රී ලංකාව සාමාන්‍යයෙන් සුහදශීලී, පහසුවෙන් සංචාරය කළ හැකි රටකි. බෝතල් කළ හෝ පෙරූ ජලය පානය කරන්න, මදුරු විකර්ෂක භාවිත කරන්න (විශේෂයෙන් වැසි සහිත මාසවල ඩෙංගු පවතී), සහ අව්වෙන් ආරක්ෂා වන්න. මෝසම් වැසි ලබන වෙරළ තීරයේ මුහුද රළු විය හැකි අතර ප්‍රබල දිය ධාරා ඇත: ආරක්ෂිත වෙරළවල සහ ප්‍රදේශවාසීන් පිහිනන තැන්වල පිහිනන්න. ගමනට පෙර ත්‍රීරෝද රථ ගාස්තුව එකඟ කරගන්න, නැතහොත් නගරවල මීටර සහිත ත්‍රීරෝද රථ හෝ ඇප් මගින් වෙන්කරන සේවා භාවිත කරන්න.',
      seasons:
        'ශ්‍රී ලංකාවට මෝසම් දෙකක් ඇති බැවින්, කොතැනක හෝ සෑම විටම සුදුසු කාලයකි. නිරිතදිග මෝසම (ආසන්න වශයෙන් මැයි සිට සැප්තැම්බර් දක්වා) බටහිර සහ දකුණු වෙරළට සහ බටහිර කඳුකරයට වැසි ගෙන එන අතර, නැගෙනහිර වෙරළ (Trincomalee, Pasikudah, Arugam Bay) වියළිය. ඊසාන දිග මෝසම (ආසන්න වශයෙන් දෙසැම්බර් සිට පෙබරවාරි දක්වා) උතුරට සහ නැගෙනහිරට වැසි ගෙන එන අතර, බටහිර සහ දකුණු වෙරළ සහ කඳුකරය දෙසැම්බර් සිට අප්‍රේල් දක්වා හොඳම තත්ත්වයේ පවතී. මාර්තු–අප්‍රේල් සහ ඔක්තෝබර්–නොවැම්බර් අන්තර් මෝසම් මාස වන අතර, එකල දිවයින පුරා සවස් වරුවේ ගිගුරුම් සහිත වැසි ඇති වේ.',
      trains:
        'දුම්රිය මන්දගාමී වුවත් දර්ශනීයය; කොළඹ කොටුව සිට මහනුවර, Nanu Oya (නුවරඑළිය සඳහා) සහ ඇල්ල හරහා බදුල්ල දක්වා වන ප්‍රධාන මාර්ගය (Main Line) වඩාත් ප්‍රසිද්ධය. වෙන් කළ ආසන (නිරීක්ෂණ මැදිරිය, පළමු සහ දෙවන පන්තිය) ශ්‍රී ලංකා දුම්රිය සේවය හරහා කලින් වෙන් කරගත හැකි අතර සංචාරක වාරයේදී ඉක්මනින් අවසන් වේ; වෙන් නොකළ දෙවන සහ තෙවන පන්තියේ ප්‍රවේශ පත්‍ර ගමන් කරන දිනයේම දුම්රිය ස්ථානයෙන් මිලදී ගත හැකිය.',
      visa: 'බොහෝ සංචාරකයින්ට පැමිණීමට පෙර විද්‍යුත් සංචාරක අවසරයක් (ETA) හෝ වීසා බලපත්‍රයක් අවශ්‍ය වේ. නීති සහ ගාස්තු වෙනස් වන බැවින්, වෙන්කරවා ගැනීමට පෙර ශ්‍රී ලංකා ආගමන හා විගමන දෙපාර්තමේන්තුවේ නිල ETA වෙබ් අඩවිය පරීක්ෂා කරන්න.',
      'getting-around':
        'ඔබට දුම්රියෙන්, බසයෙන් (ලාභ සහ නිතර ධාවනය වන නමුත් සෙනඟ පිරුණු), කෙටි දුර සඳහා ත්‍රීරෝද රථයෙන්, හෝ රියදුරු සමඟ මෝටර් රථයකින් ගමන් කළ හැකිය; එක දිනකදී ස්ථාන කිහිපයක් නැරඹීමට පහසුම ක්‍රමය රියදුරු සමඟ මෝටර් රථයයි. සිතියමේ දුර කෙටි ලෙස පෙනුණද, විශේෂයෙන් කඳුකරයේ පාරවල ගමන මන්දගාමීය: A මාර්ගවල පැයට කි.මී 30–40ක් පමණ සහ කඳු පාරවල ඊටත් අඩු වේගයක් උපකල්පනය කරන්න.',
    },

    planEdits: {
      lead: 'ඔබේ සැලැස්මේ වෙනස් වන්නේ මෙයයි. ඔබ එය යොදන තුරු කිසිවක් වෙනස් නොවේ:',
      nothingChanged: 'මම කිසිවක් වෙනස් කළේ නැත.',
      unchanged: 'එමඟින් ඔබේ සැලැස්ම එලෙසම පවතින බැවින්, යෙදීමට කිසිවක් නැත.',
      tooMany: (max) => `එය මට එකවර කළ හැකි ප්‍රමාණයට වඩා වැඩිය (උපරිම වෙනස්කම් ${f.number(max)}): පළමුව එයින් කොටසක් ඉල්ලන්න.`,
      cannot: (why) => `මට එම වෙනස කළ නොහැක: ${why}`,
      refused: (edit) => plannerErrorWords('si').badEdit(edit),
      unknownPlace: (typed) =>
        `ඔබේ සැලැස්මේ හෝ TripMate හි ස්ථාන අතර “${typed}” සොයාගත නොහැකි විය. සිතියමේ ඇති නමින් උත්සාහ කරන්න, නැතහොත් සැලැස්මේ “Add a place to day” භාවිත කරන්න.`,
      notInPlan: (name) => `${name} ඔබේ සැලැස්මේ නැති බැවින්, ඉවත් කිරීමට කිසිවක් නැත.`,
      aBase: (p) =>
        `${p.name} යනු ඔබ නවාතැන් ගන්නා ස්ථානයයි (${nights(p.nights)}), නැවතුමක් නොවේ. මට එහි රාත්‍රියක් අඩු කළ හැකිය (“${p.name} හි එක් රාත්‍රියක් අඩු කරන්න”), නමුත් ඔබ නවාතැන් ගන්නා ස්ථානයකට අවම වශයෙන් එක් රාත්‍රියක් ඉතිරි වේ.`,
      townOnly: (name) =>
        `මම ${name} නගරයක් ලෙස දනිමි, නමුත් TripMate හි එහි එක් කළ හැකි නැරඹුම් ස්ථානයක් නැත. නැරඹුම් ස්ථානයක් නම් කරන්න, නැතහොත් සැලැස්මේ “Add a place to day” භාවිත කරන්න.`,
      whichOne: (p) => {
        const options = p.options.map((o) => `${o.name} (${f.number(o.day)} වන දිනය)`);
        return `“${p.typed}” යනු ${options.slice(0, -1).join(', ')} හෝ ${options.at(-1)} විය හැකිය. ඔබ අදහස් කරන්නේ කුමක්ද?`;
      },
      whichDay: (name) => `${name} ගෙන යා යුත්තේ කුමන දිනයටද? උදාහරණයක් ලෙස: “${name} 2 වන දිනයට ගෙන යන්න”.`,
      already: (p) => `${p.name} දැනටමත් ඔබේ සැලැස්මේ ${f.number(p.day)} වන දිනයේ ඇත.`,
      movedInstead: (p) =>
        `${p.name} දැනටමත් ඔබේ සැලැස්මේ ${f.number(p.from)} වන දිනයේ තිබූ බැවින්, මම එය ${f.number(p.to)} වන දිනයට ගෙන ගියෙමි.`,
      addedInstead: (p) => `${p.name} තවම ඔබේ සැලැස්මේ නොතිබූ බැවින්, මම එය ${f.number(p.day)} වන දිනයට එක් කළෙමි.`,
      nearest: (p) => `මම ${p.name} එයට ආසන්නතම දිනය වන ${f.number(p.day)} වන දිනයට යෙදුවෙමි; ඔබ කැමති නම් වෙනත් දිනයක් කියන්න.`,
      replacing: (p) => `${p.name} යෙදෙන්නේ එය ආදේශ කරන ස්ථානය තිබූ තැනට, ${f.number(p.day)} වන දිනයේය.`,
      notABase: (p) =>
        `ඔබේ සැලැස්මේ ${p.typed} හි නවාතැන් ගැනීමක් නැත: ඔබ නවාතැන් ගන්නේ ${f.list(p.bases)} හි ය. මට ඉන් එකක රාත්‍රී එක් කිරීමට හෝ අඩු කිරීමට හැකිය.`,
      noSuchDay: (p) => `ඔබේ සැලැස්මේ ඇත්තේ 1 සිට ${f.number(p.days)} දක්වා දින බැවින්, ${f.number(p.day)} වන දිනයක් නැත.`,
      whereToStay: (bases) =>
        `එය කොතැනද විය යුත්තේ? ඔබ නවාතැන් ගන්නේ ${f.list(bases)} හි ය: උදාහරණයක් ලෙස, “${bases[0]} හි තවත් රාත්‍රියක් එක් කරන්න” යැයි කියන්න.`,
      noNights: 'ඔබේ සැලැස්ම එක් දින චාරිකාවක් බැවින්, වෙනස් කිරීමට රාත්‍රී නැත.',
      sameNights: (p) => `ඔබේ සැලැස්මේ දැනටමත් ${p.name} හි ${nights(p.nights)}ක් ඇත.`,
      diff: (line) => {
        switch (line.code) {
          case 'NIGHTS':
            return `${line.base}: ${f.number(line.from)} → ${nights(line.to)}`;
          case 'DAY_REMOVED':
            return `${f.number(line.day)} වන දිනය (${line.base} හි): ඉවත් කෙරේ${line.stops.map((s) => `; − ${s}`).join('')}`;
          case 'DAY': {
            const changes = [...line.out.map((s) => `− ${s}`), ...line.in.map((s) => `+ ${s}`)];
            if (changes.length === 0 && line.order) changes.push(`නව පිළිවෙළ: ${line.order.join(', ')}`);
            if (changes.length === 0 && line.isNew) changes.push('තවම කිසිවක් සැලසුම් කර නැති දිනයක්');
            const day = `${f.number(line.day)} වන දිනය`;
            const label = line.isNew
              ? `${day} (නව, ${line.base} හි)`
              : line.was === line.day
                ? day
                : `${day} (කලින් ${f.number(line.was!)} වන දිනය)`;
            return `${label}: ${changes.join('; ')}`;
          }
          case 'DAY_NOTE':
            return `${f.number(line.day)} වන දිනය පිළිබඳ සටහන: ${line.note}`;
          case 'DAYS_MOVED': {
            const how = line.by === null ? '' : ` දින ${f.number(Math.abs(line.by))}කින් ${line.by > 0 ? 'පසුවට' : 'කලින්'}`;
            return `${line.count === 1 ? 'ඊට පසු දිනය' : `ඊට පසු දින ${f.number(line.count)}`}${how} යයි; වෙනත් වෙනසක් නැත.`;
          }
          case 'COMFORT':
            return `පහසුකම් මට්ටම: ${COMFORT[line.from]} → ${COMFORT[line.to]}, ඔබේ අයවැයට ගැළපෙන වඩාත්ම සුවපහසු මට්ටම`;
          case 'TOTAL':
            return `මුළු එකතුව: ${line.from} → ${line.to}`;
        }
      },
    },
  };
}

/** Sinhala (Sri Lanka): the months as the planner names them (not Intl's lunar names; see planner/writer/si.ts). */
export const sinhala: ChatCatalogue = {
  locale: 'si-LK',
  months: [
    'ජනවාරි',
    'පෙබරවාරි',
    'මාර්තු',
    'අප්‍රේල්',
    'මැයි',
    'ජූනි',
    'ජූලි',
    'අගෝස්තු',
    'සැප්තැම්බර්',
    'ඔක්තෝබර්',
    'නොවැම්බර්',
    'දෙසැම්බර්',
  ],
  messages,
  review: [
    // The model's refusal (issue 30): "declined" said plainly, without blaming the traveller.
    'refused',
    // The link labels and "Add a place to day" must match the client's Sinhala words for the same buttons and pages.
    'links',
    'planEdits.unknownPlace',
    // "The day after it moves one day later": the order of the words in a long list of changes.
    'planEdits.diff',
    // The example requests to type ("… 2 වන දිනයට ගෙන යන්න", "… හි එක් රාත්‍රියක් අඩු කරන්න"): the words a traveller
    // would write; they are read back by plan-edits/edit-grammar.ts, whose own words to check are in its REVIEW.
    'planEdits.whichDay',
    'planEdits.aBase',
    'planEdits.whereToStay',
    // The grades of a month's weather ("showery, but travel and sightseeing work").
    'season.area',
    // "TripMate's estimate" for where a fee's figure comes from.
    'fee.source',
    // Long prose: the advice on temple dress and on the sea's currents, word by word.
    'knowledge.temple-dress',
    'knowledge.safety',
    // The stay levels' names (ආගන්තුක නිවාසය for guesthouse; homestay kept in brackets) and "price factor".
    'stay.level',
    'stay.answer',
    // Fare words: "metered or app-booked ride", and SLTB as ලංගම in the bus rate's name (the planner's writer/data-texts/rates.ts).
    'fare.route',
    'data',
    // The event verdicts' word order ("it is not usually held in March") and "the nearest it knows".
    'seasonal.answer',
  ],
};
