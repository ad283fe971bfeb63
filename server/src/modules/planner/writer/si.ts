import type { AttractionRecord } from '../../geo/geo.module.js';
import type { ActivityKind, Vehicle } from '../engine/facts.js';
import { BudgetCategory, Comfort, TravelMode } from '../plan.types.js';
import type { ResidencyId } from '../planner.data.js';
import type { BadEdit } from '../bad-edit.js';
import { overPercent, type Catalogue, type Messages } from './catalogue.js';
import type { Format } from './format.js';
import { dataText } from './data-texts.js';

// Sinhala as Sri Lankans write it in print: place names stay as TripMate's data spells them (English), so a traveller
// can match them with signs, maps and bookings. Numbers, months, dates and lists come from Intl's 'si-LK' data.

const categoryWords: Record<AttractionRecord['category'], string> = {
  'ancient-city': 'පුරාණ අගනුවරක නටබුන්',
  temple: 'තවමත් වන්දනාමාන කෙරෙන පූජනීය ස්ථානයක්: විනීතව ඇඳ පැළඳ යන්න',
  beach: 'වෙරළක්',
  'national-park': 'ජාතික වනෝද්‍යානයක්',
  waterfall: 'දිය ඇල්ලක්',
  viewpoint: 'නැවතී බැලීමට වටිනා ස්ථානයක්',
  'tea-estate': 'තේ වත්තක්',
  hike: 'පා ගමනක්',
  museum: 'කෞතුකාගාරයක්',
};
const residencyWords: Record<ResidencyId, string> = {
  FOREIGN: 'විදේශීය සංචාරකයින්',
  SAARC: 'සාක් රටවල පුරවැසියන්',
  RESIDENT: 'ශ්‍රී ලංකාවේ පදිංචිකරුවන්',
};
const vehicleWords: Record<Vehicle, string> = {
  car: 'රියදුරු සමඟ මෝටර් රථයක්',
  van: 'රියදුරු සමඟ වෑන් රථයක්',
  coach: 'රියදුරු සමඟ කුඩා බස් රථයක්',
};
const byMode: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'මෝටර් රථයෙන්',
  [TravelMode.TRAIN]: 'දුම්රියෙන්',
  [TravelMode.BUS]: 'බසයෙන්',
  [TravelMode.TUKTUK]: 'ත්‍රීරෝද රථයෙන්',
};
const modeHeading: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'මෝටර් රථය',
  [TravelMode.TRAIN]: 'දුම්රිය',
  [TravelMode.BUS]: 'බස්',
  [TravelMode.TUKTUK]: 'ත්‍රීරෝද රථය',
};
const categoryHeading: Record<BudgetCategory, string> = {
  [BudgetCategory.STAY]: 'නවාතැන්',
  [BudgetCategory.FOOD]: 'ආහාර',
  [BudgetCategory.TRANSPORT]: 'ප්‍රවාහනය',
  [BudgetCategory.TICKETS]: 'ප්‍රවේශ පත්‍ර',
  [BudgetCategory.ACTIVITIES]: 'ක්‍රියාකාරකම්',
  [BudgetCategory.BUFFER]: 'අමතර මුදල',
};
const sunEvent = { sunrise: 'හිරු උදාව', sunset: 'හිරු බැසීම' } as const;

/** A text of the curated data (a note, a tip, a seasonal item) in Sinhala, or as the data holds it when it has no translation. */
const data = (english: string): string => dataText('si', english);

/** What an edit asks for, by edit kind and field (the English says it in `what`). */
const wanted: Readonly<Record<string, string>> = {
  'MOVE_STOP.attractionId': 'ගෙන යා යුතු නැවතුම',
  'MOVE_STOP.day': 'එය ගෙන යා යුතු දිනය',
  'REMOVE_STOP.attractionId': 'ඉවත් කළ යුතු නැවතුම',
  'ADD_STOP.attractionId': 'එක් කළ යුතු ස්ථානය, ආකර්ෂණීය ස්ථාන සෙවුමෙන්',
  'ADD_STOP.day': 'එය එක් කළ යුතු දිනය',
  'ADD_NIGHT.placeId': 'වැඩි කාලයක් නවාතැන් ගත යුතු ස්ථානය',
  'REMOVE_NIGHT.placeId': 'රාත්‍රියක් කලින් පිටත් විය යුතු නවාතැන් ස්ථානය',
  'SWAP_DAYS.day': 'මාරු කළ යුතු දින දෙකෙන් පළමු දිනය',
  'SWAP_DAYS.otherDay': 'එය සමඟ මාරු කළ යුතු දිනය',
};

/** Why an edit cannot apply, said in this language (the English is `badEditMessage`). */
function badEditIn(f: Format): (edit: BadEdit) => string {
  const n = (value: number) => f.number(value);
  const day = (d: number) => `${n(d)} වන දිනය`;
  /** "On day 2": the day as where something is. */
  const onDay = (d: number) => `${n(d)} වන දිනයේ`;
  return (edit) => {
    switch (edit.why) {
      case 'NEEDS': {
        const what = wanted[`${edit.kind}.${edit.field}`];
        return `${edit.kind} සඳහා ${edit.field} අවශ්‍යයි${what ? `: ${what}` : ''}.`;
      }
      case 'DAY_OUT_OF_RANGE':
        return `${day(edit.day)} පරාසයෙන් පිටත ය: මෙම සැලැස්මේ ඇත්තේ 1 සිට ${n(edit.days)} දක්වා දින ය.`;
      case 'INDEX_OUT_OF_RANGE':
        return `ස්ථානය (index) ${n(edit.index)} පරාසයෙන් පිටත ය: ${onDay(edit.day)} එයට පෙර නැවතුම් ${n(edit.length)}ක් ඇති බැවින්, 0 සිට ${n(edit.length)} දක්වා අගයක් දෙන්න.`;
      case 'DAY_FULL':
        return `${onDay(edit.day)} දැනටමත් දිනකට තිබිය හැකි උපරිම නැවතුම් ${n(edit.max)} ඇත: පළමුව එකක් වෙනත් දිනයකට ගෙන යන්න.`;
      case 'NOT_A_STOP':
        return `${edit.name} මෙම සැලැස්මේ නැවතුමක් නොවේ.`;
      case 'NO_SUCH_STOP':
        return `මෙම සැලැස්මේ “${edit.id}” නම් නැවතුමක් නැත.`;
      case 'NOT_A_BASE':
        return `මෙම සැලැස්මේ “${edit.placeId}” හි නවාතැන් ගැනීමක් නැත: නවාතැන් ගන්නේ ${edit.bases.join(', ')} හි ය.`;
      case 'DAY_TRIP':
        return 'මෙම සැලැස්මේ රාත්‍රී නැත: එය එක් දින චාරිකාවකි.';
      case 'BASE_TWICE':
        return `මෙම සැලැස්මේ ${edit.name} හි දෙවරක් නවාතැන් ගනී: කුමන දිනයදැයි කියන්න.`;
      case 'ONE_NIGHT':
        return `${edit.name} හි ඇත්තේ එක් රාත්‍රියක් පමණි: නවාතැන් ගන්නා ස්ථානයකට අවම වශයෙන් එක් රාත්‍රියක් ඉතිරි විය යුතුය.`;
      case 'NOT_AROUND':
        return `${day(edit.day)} ${edit.name} හි නවාතැන් ගන්නා දිනයක් නොවේ: ${n(edit.first)} සිට ${n(edit.last)} දක්වා දිනයක් තෝරන්න.`;
      case 'NO_SUCH_PLACE':
        return `TripMate හි දත්තවල “${edit.id}” නම් ස්ථානයක් නැත: ආකර්ෂණීය ස්ථාන සෙවුමෙන් එකක් තෝරන්න.`;
      case 'ALREADY_IN_PLAN':
        return `${edit.name} දැනටමත් ${onDay(edit.day)} ඇත: ඒ වෙනුවට එය ගෙන යන්න.`;
      case 'MAX_DAYS':
        return `සැලැස්මකට තිබිය හැක්කේ උපරිම දින ${n(edit.max)}ක් පමණි: පළමුව වෙනත් තැනකින් රාත්‍රියක් ඉවත් කරන්න.`;
      case 'DAYS_HAVE_STOPS':
        return `${edit.name} හි නවාතැන් ගන්නා සෑම දිනයකම (${edit.first === edit.last ? day(edit.first) : `${n(edit.first)} සිට ${n(edit.last)} දක්වා දින`}) නැවතුම් ඇත: පළමුව ඒවා ගෙන යන්න හෝ ඉවත් කරන්න, නැතහොත් ඉවත් කළ යුතු දිනය කියන්න.`;
      case 'DAY_HAS_STOPS':
        if (edit.stops.length === 1)
          return `${onDay(edit.day)} තවමත් නැවතුමක් ඇත (${edit.stops[0]}): පළමුව එය ගෙන යන්න හෝ ඉවත් කරන්න.`;
        return `${onDay(edit.day)} තවමත් නැවතුම් ${n(edit.stops.length)}ක් ඇත (${edit.stops.join(', ')}): පළමුව ඒවා ගෙන යන්න හෝ ඉවත් කරන්න.`;
      case 'SWAP_WITH_ITSELF':
        return `${day(edit.day)} එයම සමඟ මාරු කළ නොහැක: වෙනත් දිනයක් තෝරන්න.`;
      case 'UNREACHABLE':
        return `${day(edit.day)} මාර්ගයේ සිට ${edit.name} වෙත පාරෙන් යා නොහැක.`;
    }
  };
}

function messages(f: Format): Messages {
  // Sinhala counts a noun as "noun number": දින 3ක් (3 days), පුද්ගලයින් 2 දෙනෙකු (2 people). Intl's Sinhala rules put
  // 0 and 1 in `one`, so every form shows the number.
  const people = (n: number) => f.plural(n, { one: 'පුද්ගලයින් # දෙනෙකු', other: 'පුද්ගලයින් # දෙනෙකු' });
  const days = (n: number) => `දින ${f.number(n)}ක්`;
  const nights = (n: number) => `රාත්‍රී ${f.number(n)}ක්`;
  const route = (r: { from: string; to: string; km: number }) => `${r.from} → ${r.to}, ${f.km(r.km)}`;
  const duration = (minutes: number) =>
    minutes < 60
      ? `මිනිත්තු ${f.number(minutes)}`
      : `පැය ${f.number(Math.floor(minutes / 60))}${minutes % 60 ? ` මිනිත්තු ${f.number(minutes % 60)}` : ''}`;
  const months = (ms: readonly number[]) => `${f.month(ms[0]!)} සිට ${f.month(ms.at(-1)!)} දක්වා`;
  const activityNames: Record<ActivityKind, (at: string) => string> = {
    safari: (at) => `${at} හි අර්ධ දින ජීප් සෆාරිය`,
    whales: (at) => `තල්මසුන් නැරඹීමේ බෝට්ටු චාරිකාව (${at})`,
    surf: (at) => `${at} හි සර්ෆින් පාඩම`,
    cooking: (at) => `${at} හි ශ්‍රී ලාංකික ආහාර පිසීමේ පන්තිය (සවස් වරුවේ)`,
    tea: (at) => `${at} හි තේ කර්මාන්තශාලා චාරිකාව`,
  };
  const interest = {
    beaches: 'වෙරළ',
    wildlife: 'වනජීවී',
    history: 'ඉතිහාසය සහ සංස්කෘතිය',
    hiking: 'කඳු නැගීම',
    tea: 'තේ වතු කඳුකරය',
    surfing: 'සර්ෆින්',
    food: 'ආහාර',
    family: 'පවුලේ අය සමඟ කාලය',
    relaxation: 'සැහැල්ලු දවස්',
    trains: 'දුම්රිය ගමන්',
    photography: 'ඡායාරූපකරණය',
  } as const;
  const comfort = {
    [Comfort.BUDGET]: 'අඩු වියදම් මට්ටම (ආගන්තුක නිවාස, දේශීය අවන්හල්, බස්, දුම්රිය සහ ත්‍රීරෝද රථ)',
    [Comfort.MIDRANGE]: 'මධ්‍යම මට්ටම (තරු 3 හෝටල්, රියදුරු සමඟ මෝටර් රථයක්, වෙන් කළ දුම්රිය ආසන)',
    [Comfort.COMFORT]: 'සුවපහසු මට්ටම (තරු 4 හෝ බුටීක් හෝටල්, රියදුරු සමඟ මෝටර් රථයක්, පළමු පන්තියේ දුම්රිය ආසන)',
  };
  const area = {
    'west-coast': 'බටහිර වෙරළ',
    'south-coast': 'දකුණු වෙරළ',
    'east-coast': 'නැගෙනහිර වෙරළ',
    north: 'උතුර',
    'hill-country': 'කඳුකරය',
    'cultural-triangle': 'සංස්කෘතික ත්‍රිකෝණය',
  } as const;
  const customOutcome: Messages['customOutcome'] = (o) => {
    switch (o.code) {
      case 'NOT_FOUND':
        return 'TripMate හි ශ්‍රී ලංකා දත්ත අතර මෙම ස්ථානය සොයාගත නොහැකි වූ බැවින් එය සැලැස්මට ඇතුළත් කර නැත.';
      case 'VISITED':
        return `${f.number(o.day)} වන දින නරඹයි.`;
      case 'CLOSED_IN_MONTHS':
        return `ඔබේ සංචාරය කාලයේ එය සාමාන්‍යයෙන් වසා ඇත. ${data(o.note)}${o.inSeason.length ? ` එකල විවෘත හෝ සුදුසු කාලය වන ස්ථාන: ${f.list(o.inSeason.map((x) => `${data(x.name)}${x.day !== null ? ` (මෙම සැලැස්මේ ${f.number(x.day)} වන දින)` : x.months ? ` (${months(x.months)})` : ''}`))}.` : ''}`;
      case 'TOO_FAR':
        return `එය මෙම මාර්ගයේ ආසන්නතම නැවතුම වන ${o.from} සිට එක් පැත්තකට ${duration(o.minutes)}ක් දුරින් ඇති අතර, මෙම දින ${f.number(o.days)}ක සැලැස්මේ කිසිදු දිනයක ඒ සඳහා ඉඩක් නැත; ${
          o.moreDays === null
            ? 'TripMate දන්නා, නවාතැන් ගත හැකි කිසිදු නගරයක් එයට දින චාරිකාවක් දුරින් නැති බැවින්, මාර්ගයට ආසන්න ස්ථානයක් තෝරන්න.'
            : `දින ${f.number(o.days + o.moreDays)}ක් පමණ ඇත්නම් සැලැස්මට එය අසල නවාතැන් ගත හැකිය; නැතහොත් මාර්ගයට ආසන්න ස්ථානයක් තෝරන්න.`
        }`;
      case 'CLOSED_ON_DAYS':
        return `මෙම සැලැස්ම එය අසලට එන ${f.list(o.dates.map((d) => f.date(d)))} දින එය වසා ඇත. එය විවෘත වන්නේ ${f.list(o.opensOn.map((d) => f.weekday(d)))} දිනවල${o.poya === 'only' ? ' සහ පොහොය දිනවල පමණි' : o.poya === 'closed' ? ' (පොහොය දිනවල හැර)' : ''}; එය ඇතුළත් කිරීමට සංචාරයේ දින වෙනස් කරන්න.`;
      case 'REMOVED':
        return 'ඔබ එය සැලැස්මෙන් ඉවත් කර ඇත.';
      case 'UNREACHABLE':
        return `මෙම මාර්ගයේ සිට එයට පාරෙන් ළඟා විය නොහැකි බැවින්, මෙම දින ${f.number(o.days)}ක සැලැස්මේ කිසිදු දිනයකට එය ඇතුළත් කළ නොහැක; මාර්ගයට ආසන්න ස්ථානයක් තෝරන්න.`;
      case 'STAYING':
        return `ඔබ ${o.base} හි ${nights(o.nights)} නවාතැන් ගනී.`;
      case 'ON_ROUTE':
        return 'මාර්ගය එය හරහා ගමන් කරයි.';
      case 'OFF_ROUTE':
        return `${o.place} මෙම මාර්ගයෙන් බැහැරව ඇති අතර දින ${f.number(o.days)}ක සංචාරයක ඒ සඳහා අමතර රාත්‍රියක් නැත; එය ඇතුළත් කිරීමට දින එක් කරන්න.`;
    }
  };

  return {
    interest,
    area,
    comfort,
    duration,

    tripTitle: (p) => `${p.start} සිට ${p.end} දක්වා, දින ${f.number(p.days)}`,
    summary: {
      trip: (p) =>
        `${p.start} සිට ${p.end} දක්වා, ${f.plural(p.people, { one: 'සංචාරකයින් # දෙනෙකු', other: 'සංචාරකයින් # දෙනෙකු' })} සඳහා දින ${f.number(p.days)}ක ${p.family ? 'පවුල් සංචාරයක්' : 'සංචාරයක්'}${p.loves.length ? ` (${f.list(p.loves.map((i) => interest[i]))} ප්‍රිය කරන අයට)` : ''}.`,
      nights: (stays) => `රාත්‍රී: ${f.list(stays.map((s) => `${s.base} හි ${f.number(s.nights)}`))}.`,
      dayTrip: () => 'එක් දින චාරිකාවක්.',
      has: (p) => {
        const extras = [
          p.trains.length ? `${f.list(p.trains.map((t) => `${t.from} සිට ${t.to} දක්වා`))} දුම්රිය ගමන` : null,
          p.beachDays ? `වෙරළේ කාලය ගත කරන ${days(p.beachDays)}` : null,
          `නැරඹිය යුතු ස්ථාන ${f.number(p.places)}ක්`,
        ].filter((x): x is string => x !== null);
        return `සැලැස්මට ${f.list(extras)} ඇතුළත් වේ.`;
      },
    },
    budgetVerdict: (v) =>
      v.code === 'WITHIN_BUDGET'
        ? `${comfort[v.comfort]} අනුව ${people(v.people)} සඳහා ${days(v.days)} සඳහා ${f.lkr(v.totalLkr)}; මෙය ඔබේ ${f.lkr(v.budgetLkr)} අයවැය තුළ වේ.${v.nextLevelLkr === null ? '' : ` ඊළඟ ඉහළ මට්ටමට ${f.lkr(v.nextLevelLkr)} වැය වේ.`}`
        : v.code === 'OVER_BUDGET'
          ? `${comfort[v.comfort]} අනුව ${people(v.people)} සඳහා ${days(v.days)} සඳහා ${f.lkr(v.totalLkr)}; මෙය ඔබේ ${f.lkr(v.budgetLkr)} අයවැයට වඩා ${f.lkr(v.overLkr)}කින් (${f.number(overPercent(v))}%) වැඩිය. අයවැයට ගැළපීමට: ${[
              v.fewerDays ? `${days(v.fewerDays.days)} සැලසුම් කරන්න (ආසන්න වශයෙන් ${f.lkr(v.fewerDays.totalLkr)})` : null,
              v.cheaper ? `${comfort[v.cheaper.comfort]} තෝරන්න (${f.lkr(v.cheaper.totalLkr)})` : null,
              `ඔබේ අයවැය ${f.lkr(v.totalLkr)} දක්වා වැඩි කරන්න`,
            ]
              .filter((x): x is string => x !== null)
              .join('; නැතහොත් ')}.`
          : `ඔබේ ${f.lkr(v.budgetLkr)} අයවැය ${people(v.people)} සඳහා ${days(v.days)} වන මෙම සංචාරයට ප්‍රමාණවත් නොවේ. යථාර්ථවාදී අවම මුළු වියදම ${comfort[Comfort.BUDGET]} අනුව ${f.lkr(v.minimumLkr)} (එක් අයෙකුට ${f.lkr(v.perPersonLkr)}) වේ; සැලැස්මේ මිල ගණන් එම මට්ටමින් ගණනය කර ඇත.`,

    dayTitle: (t) => {
      switch (t.code) {
        case 'TRANSFER':
          return `${t.from} සිට ${t.to} දක්වා${t.byTrain ? ' දුම්රියෙන්' : ''}`;
        case 'SLOW_DAY':
          return `${t.base} හි සැහැල්ලු දිනයක්`;
        case 'BEACH_TIME':
          return `${t.beach} හි වෙරළේ කාලය`;
        case 'AROUND':
          return `${t.base} සහ අවට`;
      }
    },
    narrative: {
      leave: (p) => {
        const on =
          p.roads.length === 0
            ? ''
            : p.mode === TravelMode.TRAIN
              ? `${f.list(p.roads)} ඔස්සේ `
              : `${f.enumeration(p.roads.slice(0, 3))} මාර්ගය ඔස්සේ `;
        return `${p.at}ට ${p.from} සිට ${on}${byMode[p.mode]} පිටත් වන්න.`;
      },
      dayOut: (p) => `${p.base} සිට ${p.at}ට ආරම්භ වන දින චාරිකාවක්.`,
      rest: (p) => `අද රිය ගමනක් නැත: විවේක ගන්න, ${p.base} වටා සැරිසරමින් ඔබේ වේගයට එය රස විඳින්න.`,
      visits: (stops) => `${f.list(stops.map((s) => `${s.name} (${duration(s.minutes)})`))} නරඹන්න.`,
      activity: (name) => `${name}.`,
      arrive: (p) =>
        p.overnight
          ? `රාත්‍රිය ගත කිරීමට ආසන්න වශයෙන් ${p.at} වන විට ${p.base} වෙත ළඟා වන්න.`
          : `ආසන්න වශයෙන් ${p.at} වන විට ${p.base} වෙත ළඟා වන්න.`,
    },
    activity: (a) => activityNames[a.kind](a.at),
    stopNote: (n) => {
      switch (n.code) {
        case 'ON_YOUR_LIST':
          return 'ඔබේ ලැයිස්තුවේ ඇත.';
        case 'SAFARI':
          return 'ට්‍රැකර් කෙනෙකු සමඟ ජීප් රථයෙන් වන සතුන් නැරඹීම; සතුන් දැකීමට උදෑසන හෝ සවස් වරුව වඩාත් සුදුසුයි.';
        case 'WHALES':
          return 'බෝට්ටු අලුයම පිටත් වේ; මුහුදු ගමනේදී ඇතිවන ඔක්කාරය සඳහා ඖෂධයක් රැගෙන යන්න.';
        case 'SURF_LESSON':
          return 'පුවරුවක් සමඟ පැය දෙකක පාඩමක්; ආරම්භකයින්ට උදෑසන වඩාත් සුදුසුයි.';
        case 'BEACH':
          return 'වෙරළේ කාලය: ප්‍රදේශවාසීන් පිහිනන සහ කොඩි මගින් අවසර දී ඇති තැන්වල පමණක් පිහිනන්න.';
        case 'TEA_FACTORY':
          return 'දළු මැලවීම, රෝල් කිරීම සහ වියළීම බලා, එම කන්නයේ තේ රස බලන්න.';
        case 'SEASONAL':
          return `${data(n.what)}: ${data(n.note)}`;
        case 'OUT_OF_SEASON':
          return `ඔබේ සංචාරය හොඳම කාලයෙන් පිටත වැටේ (${data(n.what)}: ${months(n.months)}). ${data(n.note)}`;
        case 'SUNRISE':
        case 'SUNSET':
          return `${n.code === 'SUNRISE' ? sunEvent.sunrise : sunEvent.sunset} නැරඹීමට ${n.dated ? '' : 'ආසන්න වශයෙන් '}${f.clock(n.at)}ට කාලය සකසා ඇත. ${data(n.note)}`;
        case 'ABOUT':
          return `${n.town} අසල ${categoryWords[n.category]}.`;
      }
    },
    legNote: (n) =>
      n.code === 'BUS'
        ? 'අන්තර් නගර හෝ අධිවේගී බසයක්; එය පිටත් වන බස් නැවතුම ඔබේ ආගන්තුක නිවසෙන් විමසන්න.'
        : `${n.scenic ? 'ලෝකයේ අලංකාරම දුම්රිය ගමන් අතරින් එකකි. ' : ''}ශ්‍රී ලංකා දුම්රිය සේවය හරහා කලින්ම ආසන වෙන් කරගන්න; උදෑසන පිටත්වීම සඳහා වත්මන් කාලසටහන පරීක්ෂා කරන්න.${n.driverMeetsIn ? ` ඔබේ රියදුරු ගමන් මලු පාරෙන් රැගෙන ගොස් ${n.driverMeetsIn} හිදී ඔබව හමු වේ.` : ''}`,
    lineLabel: (item) => {
      switch (item.code) {
        case 'NIGHT':
          return `${item.place} හි රාත්‍රිය: කාමර ${f.number(item.rooms)}`;
        case 'DRIVER_NIGHT':
          return `${item.place} හි රියදුරුගේ කාමරය සහ ආහාර`;
        case 'MEALS':
          return `${people(item.people)} සඳහා ආහාර`;
        case 'TICKETS': {
          const who = { adult: 'වැඩිහිටියන් #', child: 'ළමුන් #', 'free-child': 'කුඩා ළමුන් #' } as const;
          const price = (fee: number | null) =>
            fee === null ? 'මිල නොදනී' : fee === 0 ? 'නොමිලේ' : `× ${item.about ? 'ආසන්න වශයෙන් ' : ''}${f.lkr(fee)}`;
          const groups = item.groups.map((g) => `${f.plural(g.count, { other: who[g.band] })} ${price(g.feeLkr)}`);
          const caveat = item.typical
            ? ' (සාමාන්‍ය වනෝද්‍යාන ප්‍රවේශ ගාස්තුව, ආසන්න වශයෙන්)'
            : item.year !== null
              ? ` (${item.year} මිල)`
              : '';
          return `${item.attraction} (${residencyWords[item.residency]}): ${f.list(groups)}${caveat}`;
        }
        case 'ACTIVITY':
          return `${activityNames[item.activity.kind](item.activity.at)}: ${item.activity.kind === 'safari' ? `ජීප් ${f.number(item.units)}` : people(item.units)}`;
        case 'BUFFER':
          return `අනපේක්ෂිත වියදම් සඳහා අමතර මුදල (${f.percent(item.percent)})`;
        case 'VEHICLE':
          return `${vehicleWords[item.vehicle]}: ${route(item.route)}`;
        case 'BUS':
          return `${people(item.people)} සඳහා බස්: ${route(item.route)}`;
        case 'TUKTUK':
          return `ත්‍රීරෝද රථ${item.count > 1 ? ` × ${f.number(item.count)}` : ''}: ${route(item.route)}`;
        case 'TRAIN':
          return `${people(item.people)} සඳහා දුම්රිය (${item.firstClass ? 'පළමු' : 'දෙවන'} පන්තිය): ${route(item.route)}`;
        case 'VEHICLE_MEETS':
          return `${vehicleWords[item.vehicle]} ඔබව හමු වේ: ${route(item.route)}, පාරෙන්`;
      }
    },
    placeReason: (r) => {
      switch (r.code) {
        case 'ON_YOUR_LIST':
          return 'එය ඔබේ ලැයිස්තුවේ තිබුණි.';
        case 'LOVES':
          return `${f.list(r.interests.map((i) => interest[i]))} කෙරෙහි ඔබේ ඇල්ම නිසා.`;
        case 'RATED':
          return `5න් ${f.decimal(r.rating)} ලෙස ශ්‍රේණිගත කර ඇත (TripMate හි දළ ශ්‍රේණිගත කිරීම).`;
        case 'GOOD_MONTH':
          return `${f.month(r.month)} එය නැරඹීමට හොඳ මාසයකි.`;
        case 'ON_THE_WAY':
          return `${f.number(r.day)} වන දින ${r.from} සිට ${r.to} දක්වා යන අතරමග.`;
        case 'NEAR_BASE':
          return `${f.number(r.day)} වන දින ${r.base} සිට කෙටි චාරිකාවක්.`;
      }
    },
    tip: (t) => {
      switch (t.code) {
        case 'MONTH':
          return `${f.month(t.month)}: ${data(t.note)}${t.dryAreas.length ? ` එකල වඩාත් වියළි ප්‍රදේශ: ${f.enumeration(t.dryAreas.map((a) => area[a]))}.` : ''}`;
        case 'NO_DATES':
          return `ආරම්භක දිනයක් එක් කළ විට සැලැස්ම සෘතු අනුව සකස් වේ: බටහිර සහ දකුණු වෙරළ ${months([12, 3])}, නැගෙනහිර වෙරළ සහ උතුර ${months([5, 9])} වඩාත් වියළි වන අතර, ${f.month(10)} සහ ${f.month(11)} මාසවල බොහෝ දුරට සෑම තැනම වැසි සහිතය.`;
        case 'CLOSURE':
          return `${t.attraction} සාමාන්‍යයෙන් ${f.list(t.months.map((m) => f.month(m)))} මාසවල වසා ඇත. ${data(t.note)}`;
        case 'SEASONAL':
          return `${data(t.what)}: ${data(t.note)}`;
        case 'CURATED':
          return data(t.text);
      }
    },
    customOutcome,
    dayWarning: (w) => {
      switch (w.code) {
        case 'DAY_TOO_LONG':
          return `මෙම දිනයේ ගමන් සහ නැරඹීම් සඳහා ${duration(w.minutes)}ක් ගත වේ; එය මෙම සංචාරයේ දිනකට ඉඩ දෙන ${duration(w.limit)}ට වඩා වැඩිය: නැවතුමක් වෙනත් දිනකට ගෙන යන්න හෝ ඉවත් කරන්න.`;
        case 'STOP_PAST_DAY_END':
          return `${w.name} මෙම දිනයට නොගැළපේ: එයට පෙර දිනය පිරී යයි. එය වෙනත් දිනකට ගෙන යන්න හෝ ඉවත් කරන්න.`;
        case 'TOO_MUCH_DRIVING':
          return `මෙම දිනයේ ${duration(w.minutes)}ක් පාරේ ගත වේ; එය මෙම සංචාරයේ දිනකට ඉඩ දෙන ${duration(w.limit)}ට වඩා වැඩිය.`;
        case 'SUN_MISSED':
          return `${w.name} ${sunEvent[w.event]} වේලාවේ නැරඹීම වටී, නමුත් මෙම දිනයේ ඒ සඳහා නියමිත වේලාවට එහි ළඟා නොවේ.`;
        case 'CLOSED':
          return `${w.name} සාමාන්‍යයෙන් ${f.month(w.month)} මාසයේ වසා ඇත.`;
      }
    },
    notice: (n) => {
      switch (n.code) {
        case 'CUSTOM_PLACE_LEFT_OUT':
          return `${n.requested}: ${customOutcome(n.outcome)}`;
        case 'ROAD_OVER_LIMIT':
          return `${f.number(n.day)} වන දිනය පාරේ ${duration(n.minutes)}ක් ගත වේ; එය TripMate ${n.youngChildren ? 'කුඩා දරුවන් සමඟ ' : ''}දිනකට තබා ගන්නා ${duration(n.limit)}ට වඩා වැඩිය: ${n.reason === 'NO_NIGHT_LEFT' ? 'සංචාරයේ සියලු රාත්‍රී දැනටමත් යොදා ඇත; අතරමග රාත්‍රියක් නැවතීමට දිනයක් එක් කරන්න' : 'ගමන බිඳීමට අතරමග නවාතැන් ගත හැකි නගරයක් නැත'}. කලින් පිටත් වී විවේකය සඳහා නැවතුම් සැලසුම් කරන්න.`;
        case 'SHORT_STAYS':
          return `කුඩා දරුවන් සමඟ TripMate සෑම නගරයකටම ${nights(n.minNights)} ලබා දෙයි, නමුත් රාත්‍රී ${f.number(n.nights)}කින් මෙම මාර්ගයේ නවාතැන් ගත යුතු නගර ${f.number(n.towns)}ට එය කළ නොහැකි බැවින් සමහරකට එක් රාත්‍රියක් පමණි; එක් එක් නගරයේ තවත් රාත්‍රී සඳහා දින එක් කරන්න.`;
        case 'LATE_ARRIVAL':
          return `${f.number(n.day)} වන දිනය ${f.clock(n.arrivesAt)}ට පාරේදී අවසන් වේ: ${n.after ? `${n.after} න් පසු ` : ''}අවසාන ${n.driving ? 'රිය පැදවීමට' : 'ගමනට'} ${duration(n.minutes)}ක් ගත වේ. කලින් පිටත් වන්න, නැතහොත් අතරමග රාත්‍රියක් නවතින්න.`;
        case 'LONG_DAY':
          return `${f.number(n.day)} වන දිනය පාරේ ගත කරන දිගු දිනයකි (${duration(n.minutes)}ක් ${n.driving ? 'රිය පැදවීම' : 'ගමන්'}); කලින් පිටත් වන්න.`;
        case 'NO_NIGHT_FOR_TOWN':
          return `${n.town} හි ද නවාතැන් ගැනීමට ප්‍රමාණවත් රාත්‍රී නැත; එය ඇතුළත් කිරීමට දිනයක් එක් කරන්න.`;
        case 'INTEREST_UNSERVED': {
          const monthList = f.list(
            f
              .monthRuns(n.months)
              .map((r) => (r[1] === undefined ? f.month(r[0]!) : `${f.month(r[0]!)} සිට ${f.month(r[1])} දක්වා`)),
          );
          switch (n.reason) {
            case 'SEASON':
              return `ඔබේ සංචාර කාලයේ ${interest[n.interest]} සඳහා සුදුසු කාලය වන කිසිවක් නැති බැවින් සැලැස්මේ එවැන්නක් නැත; එහි සුදුසු කාලය: ${monthList}.`;
            case 'REACH':
              return `${n.months.length ? `${monthList} මාසවල ` : ''}${interest[n.interest]} සඳහා සුදුසු කාලය වන කිසිවක් මෙම මාර්ගයෙන් ළඟා විය හැකි දුරක නැති බැවින් සැලැස්මේ එවැන්නක් නැත${n.inSeason.length ? `; එකල වෙනත් තැන්වල සුදුසු කාලය: ${f.list(n.inSeason)}` : ''}. එකක් ඇතුළත් කිරීමට දින එක් කරන්න හෝ මාර්ගය වෙනස් කරන්න.`;
            case 'NO_TIME':
              return 'මෙම සැලැස්මේ කිසිදු දිනයක ශ්‍රී ලාංකේය ආහාර පිසීමේ පන්තියකට පැය දෙකහමාරක කාලයක් නැත; එකක් ඇතුළත් කිරීමට දිනයක් එක් කරන්න.';
            case 'NO_TRAIN':
              return 'මෙම මාර්ගයේ කිසිදු ගමනක් දුම්රියෙන් වඩා හොඳ නොවන බැවින් සැලැස්මේ දුම්රිය ගමනක් නැත; කඳුකරය හරහා යන මාර්ගයක් (මහනුවර සිට ඇල්ල දක්වා) දර්ශනීය දුම්රිය ගමන ගනී.';
          }
          break;
        }
        case 'UNKNOWN_FEES':
          return `${f.list(n.attractions)} හි ඔබේ කණ්ඩායම සඳහා ප්‍රවේශ ගාස්තු නොදනී: මුළු එකතුවට ඒවා ඇතුළත් නොවන බැවින් යාමට පෙර ඒවා පරීක්ෂා කරන්න.`;
        case 'ESTIMATED_TRAVEL_TIMES':
          return 'සිතියම් සේවාවට සම්බන්ධ විය නොහැකි වූ බැවින්, මෙම සැලැස්මේ ගමන් කාල සහ දුර TripMate හි ඇස්තමේන්තු වේ.';
      }
    },

    itinerary: {
      notice: (text) => `සටහන: ${text}`,
      day: (p) => `${f.number(p.day)} වන දිනය${p.date ? ` (${p.date})` : ''}: ${p.title}`,
      leg: (p) =>
        `${modeHeading[p.mode]} ${p.from} → ${p.to}: ${f.km(p.km)}, ආසන්න වශයෙන් ${duration(p.minutes)}${p.roads.length ? ` (${f.enumeration(p.roads)})` : ''}${p.note ? `. ${p.note}` : ''}`,
      stop: (p) =>
        `${p.name} (${duration(p.minutes)})${!p.ticketPriceKnown ? `, ප්‍රවේශ පත්‍ර: මිල නොදනී${p.ticketsLkr ? ` (දන්නා කොටස ${f.lkr(p.ticketsLkr)})` : ''}` : p.ticketsLkr ? `, ප්‍රවේශ පත්‍ර ${f.lkr(p.ticketsLkr)}` : ''}: ${p.note}`,
      activity: (p) => `${p.name}: ${f.lkr(p.costLkr)}`,
      night: (p) => `රාත්‍රිය: ${p.base}. දිනයේ මුළු වියදම: ${f.lkr(p.costLkr)}.`,
      budgetTotal: (p) => `${categoryHeading[p.category]}: ${f.lkr(p.amountLkr)}`,
      total: (p) =>
        `මුළු එකතුව: ${f.lkr(p.totalLkr)} (එක් අයෙකුට ${f.lkr(p.perPersonLkr)}). ${p.ratesYear} මිල ගණන් අනුව; සෑම පේළියක්ම අයවැය ටැබයේ බලන්න.`,
    },

    calendar: {
      leg: (p) =>
        [
          `${modeHeading[p.mode]}, ${f.km(p.km)}`,
          ...(p.roads.length ? [`${f.enumeration(p.roads)} ඔස්සේ`] : []),
          ...(p.note ? [p.note] : []),
        ].join('. '),
    },

    writer: {
      unavailable: 'AI ලේඛකයා ලබා ගත නොහැකි වූ බැවින්, මෙම සැලැස්මේ විස්තර TripMate විසින්ම ලියා ඇත.',
      rejected: 'AI ලේඛකයාගේ පාඨය මෙම සැලැස්මේ කරුණුවලට නොගැළපුණු බැවින්, මෙම සැලැස්මේ විස්තර TripMate විසින්ම ලියා ඇත.',
    },
    errors: {
      tooFewDays: (p) =>
        `${p.from} සිට ${p.to} දක්වා ගමන් කිරීමට දින ${f.number(p.days)} ප්‍රමාණවත් නොවේ (පාරේ පැය ${f.number(p.hours)}ක් පමණ). අවම වශයෙන් ${days(p.needed)} ලබා දෙන්න.`,
      tooManyPlans: (minutes) =>
        `ඔබ කෙටි කාලයක් තුළ සැලසුම් බොහොමයක් සාදා ඇත. කරුණාකර මිනිත්තු ${f.number(minutes)}කින් නැවත උත්සාහ කරන්න.`,
      badEdit: badEditIn(f),
    },
  };
}

/**
 * Sinhala (Sri Lanka). Intl's 'si-LK' data (Node's ICU) names the months by the traditional lunar names (දුරුතු for
 * January, වෙසක් for May, පොසොන් for June), which a reader takes for the Poya months rather than the calendar's; the
 * plan names them as Sinhala newspapers and forms name the calendar's months. Times (06.02), lists (a, b, සහ c) and
 * distances (කි.මී 115) are Intl's.
 */
export const sinhala: Catalogue = {
  locale: 'si-LK',
  script: 'si',
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
  dataText: data,
  review: [
    // A place asked for that is closed on the days the plan passes it (issue 28): new wording.
    'customOutcome.CLOSED_ON_DAYS',
    // A day over the hours on the road, and a family's two nights a town (issue 28): new wording.
    'notice.ROAD_OVER_LIMIT',
    'notice.SHORT_STAYS',
    // An interest no day serves, and why (issue 28): new wording.
    'notice.INTEREST_UNSERVED',
    // A plan over the budget and its choices, and a day that ends late on the road (issue 28): new wording.
    'budgetVerdict',
    'notice.LATE_ARRIVAL',
    // The edits' refusals: "index", "a day around a base" (a day one sleeps there) and the word order of long ones.
    'errors.badEdit',
    // "tracker" kept as a loan word; a guide may say "මාර්ගෝපදේශකයා" or a local word.
    'stopNote.SAFARI',
    // Seasickness put as "nausea on a sea journey"; a shorter everyday word may exist.
    'stopNote.WHALES',
    // The steps of tea making (withering, rolling, firing) as a tea-factory guide names them.
    'stopNote.TEA_FACTORY',
    // "Budget tab": must match the client's Sinhala name of the tab.
    'itinerary.total',
    // The comfort levels' hotel words (බුටීක්) and "reserved seats".
    'comfort',
    // "hiking" as කඳු නැගීම (climbing hills) and "tea country" as තේ වතු කඳුකරය.
    'interest',
  ],
};
