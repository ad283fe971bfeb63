import type { AttractionRecord } from '../../geo/geo.module.js';
import type { ActivityKind, Vehicle } from '../engine/facts.js';
import { BudgetCategory, Comfort, TravelMode } from '../plan.types.js';
import type { ResidencyId } from '../planner.data.js';
import type { BadEdit } from '../bad-edit.js';
import { overPercent, type Catalogue, type Messages } from './catalogue.js';
import type { Format } from './format.js';
import { dataText } from './data-texts.js';

// Tamil as Sri Lankans write it: புகையிரதம் (train), சாரதி (driver), முச்சக்கர வண்டி (three-wheeler), வீதி (road),
// திகதி (date). Place names stay as TripMate's data spells them (English), so a traveller can match them with signs,
// maps and bookings. Months, dates and lists come from Intl's 'ta-LK' data.

const categoryWords: Record<AttractionRecord['category'], string> = {
  'ancient-city': 'பண்டைய தலைநகரொன்றின் இடிபாடுகள்',
  temple: 'இன்றும் வழிபாட்டில் உள்ள புனிதத் தலம்: கண்ணியமாக உடையணியுங்கள்',
  beach: 'கடற்கரை',
  'national-park': 'தேசிய பூங்கா',
  waterfall: 'நீர்வீழ்ச்சி',
  viewpoint: 'நின்று பார்க்கத் தகுந்த இடம்',
  'tea-estate': 'தேயிலைத் தோட்டம்',
  hike: 'நடைப்பயணம்',
  museum: 'அருங்காட்சியகம்',
};
const residencyWords: Record<ResidencyId, string> = {
  FOREIGN: 'வெளிநாட்டுப் பயணிகள்',
  SAARC: 'சார்க் நாட்டவர்கள்',
  RESIDENT: 'இலங்கையில் வசிப்பவர்கள்',
};
const vehicleWords: Record<Vehicle, string> = {
  car: 'சாரதியுடன் கார்',
  van: 'சாரதியுடன் வேன்',
  coach: 'சாரதியுடன் சிறிய பேருந்து',
};
const byMode: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'காரில்',
  [TravelMode.TRAIN]: 'புகையிரதத்தில்',
  [TravelMode.BUS]: 'பேருந்தில்',
  [TravelMode.TUKTUK]: 'முச்சக்கர வண்டியில்',
};
const modeHeading: Record<TravelMode, string> = {
  [TravelMode.CAR]: 'கார்',
  [TravelMode.TRAIN]: 'புகையிரதம்',
  [TravelMode.BUS]: 'பேருந்து',
  [TravelMode.TUKTUK]: 'முச்சக்கர வண்டி',
};
const categoryHeading: Record<BudgetCategory, string> = {
  [BudgetCategory.STAY]: 'தங்குமிடம்',
  [BudgetCategory.FOOD]: 'உணவு',
  [BudgetCategory.TRANSPORT]: 'போக்குவரத்து',
  [BudgetCategory.TICKETS]: 'நுழைவுச் சீட்டுகள்',
  [BudgetCategory.ACTIVITIES]: 'செயற்பாடுகள்',
  [BudgetCategory.BUFFER]: 'மேலதிக ஒதுக்கீடு',
};
const sunEvent = { sunrise: 'சூரிய உதய', sunset: 'சூரிய அஸ்தமன' } as const;

/** A text of the curated data (a note, a tip, a seasonal item) in Tamil, or as the data holds it when it has no translation. */
const data = (english: string): string => dataText('ta', english);

/** What an edit asks for, by edit kind and field (the English says it in `what`). */
const wanted: Readonly<Record<string, string>> = {
  'MOVE_STOP.attractionId': 'நகர்த்த வேண்டிய நிறுத்தம்',
  'MOVE_STOP.day': 'அதை நகர்த்த வேண்டிய நாள்',
  'REMOVE_STOP.attractionId': 'அகற்ற வேண்டிய நிறுத்தம்',
  'ADD_STOP.attractionId': 'சேர்க்க வேண்டிய இடம், சுற்றுலாத் தலத் தேடலிலிருந்து',
  'ADD_STOP.day': 'அதைச் சேர்க்க வேண்டிய நாள்',
  'ADD_NIGHT.placeId': 'கூடுதலாகத் தங்க வேண்டிய இடம்',
  'REMOVE_NIGHT.placeId': 'ஓர் இரவு முன்னதாகப் புறப்பட வேண்டிய தங்குமிடம்',
  'SWAP_DAYS.day': 'மாற்ற வேண்டிய இரண்டு நாட்களில் முதலாவது',
  'SWAP_DAYS.otherDay': 'அதனுடன் மாற்ற வேண்டிய நாள்',
};

/** Why an edit cannot apply, said in this language (the English is `badEditMessage`). */
function badEditIn(f: Format): (edit: BadEdit) => string {
  const n = (value: number) => f.number(value);
  const day = (d: number) => `நாள் ${n(d)}`;
  return (edit) => {
    switch (edit.why) {
      case 'NEEDS': {
        const what = wanted[`${edit.kind}.${edit.field}`];
        return `${edit.kind} க்கு ${edit.field} தேவை${what ? `: ${what}` : ''}.`;
      }
      case 'DAY_OUT_OF_RANGE':
        return `${day(edit.day)} வரம்புக்கு வெளியே உள்ளது: இந்தத் திட்டத்தில் 1 முதல் ${n(edit.days)} வரை நாட்கள் உள்ளன.`;
      case 'INDEX_OUT_OF_RANGE':
        return `நிலை (index) ${n(edit.index)} வரம்புக்கு வெளியே உள்ளது: ${day(edit.day)} இல் அதற்கு முன் ${n(edit.length)} நிறுத்தங்கள் இருக்கும், எனவே 0 முதல் ${n(edit.length)} வரை கொடுங்கள்.`;
      case 'DAY_FULL':
        return `${day(edit.day)} இல் ஏற்கெனவே ஒரு நாள் கொள்ளக்கூடிய அதிகபட்சமான ${n(edit.max)} நிறுத்தங்கள் உள்ளன: முதலில் ஒன்றை வேறு நாளுக்கு நகர்த்துங்கள்.`;
      case 'NOT_A_STOP':
        return `${edit.name} இந்தத் திட்டத்தின் நிறுத்தம் அல்ல.`;
      case 'NO_SUCH_STOP':
        return `இந்தத் திட்டத்தில் “${edit.id}” என்ற நிறுத்தம் இல்லை.`;
      case 'NOT_A_BASE':
        return `இந்தத் திட்டம் “${edit.placeId}” இல் தங்குவதில்லை: தங்குமிடங்கள் ${edit.bases.join(', ')}.`;
      case 'DAY_TRIP':
        return 'இந்தத் திட்டத்தில் இரவுகள் இல்லை: இது ஒரு நாள் பயணம்.';
      case 'BASE_TWICE':
        return `இந்தத் திட்டம் ${edit.name} இல் இரண்டு முறை தங்குகிறது: எந்த நாள் என்று சொல்லுங்கள்.`;
      case 'ONE_NIGHT':
        return `${edit.name} இல் ஓர் இரவு மட்டுமே உள்ளது: ஒரு தங்குமிடத்தில் குறைந்தது ஓர் இரவு இருக்க வேண்டும்.`;
      case 'NOT_AROUND':
        return `${day(edit.day)} ${edit.name} இல் தங்கும் நாள் அல்ல: ${n(edit.first)} முதல் ${n(edit.last)} வரையிலான ஒரு நாளைத் தேர்ந்தெடுங்கள்.`;
      case 'NO_SUCH_PLACE':
        return `TripMate இன் தரவில் “${edit.id}” என்ற இடம் இல்லை: சுற்றுலாத் தலத் தேடலிலிருந்து ஒன்றைத் தேர்ந்தெடுங்கள்.`;
      case 'ALREADY_IN_PLAN':
        return `${edit.name} ஏற்கெனவே ${day(edit.day)} இல் உள்ளது: அதற்குப் பதிலாக அதை நகர்த்துங்கள்.`;
      case 'MAX_DAYS':
        return `ஒரு திட்டத்தில் அதிகபட்சம் ${n(edit.max)} நாட்கள் இருக்கலாம்: முதலில் வேறோர் இடத்தில் ஓர் இரவை அகற்றுங்கள்.`;
      case 'DAYS_HAVE_STOPS':
        return `${edit.name} இல் தங்கும் ஒவ்வொரு நாளிலும் (${edit.first === edit.last ? day(edit.first) : `நாட்கள் ${n(edit.first)} முதல் ${n(edit.last)} வரை`}) நிறுத்தங்கள் உள்ளன: முதலில் அவற்றை நகர்த்துங்கள் அல்லது அகற்றுங்கள், அல்லது எந்த நாளை அகற்ற வேண்டும் என்று சொல்லுங்கள்.`;
      case 'DAY_HAS_STOPS':
        if (edit.stops.length === 1)
          return `${day(edit.day)} இல் இன்னும் ஒரு நிறுத்தம் உள்ளது (${edit.stops[0]}): முதலில் அதை நகர்த்துங்கள் அல்லது அகற்றுங்கள்.`;
        return `${day(edit.day)} இல் இன்னும் ${n(edit.stops.length)} நிறுத்தங்கள் உள்ளன (${edit.stops.join(', ')}): முதலில் அவற்றை நகர்த்துங்கள் அல்லது அகற்றுங்கள்.`;
      case 'SWAP_WITH_ITSELF':
        return `${day(edit.day)} ஐ அதனுடனேயே மாற்ற முடியாது: வேறொரு நாளைத் தேர்ந்தெடுங்கள்.`;
      case 'UNREACHABLE':
        return `${day(edit.day)} இன் வழியிலிருந்து ${edit.name} ஐ வீதி வழியாக அடைய முடியாது.`;
    }
  };
}

function messages(f: Format): Messages {
  const people = (n: number) => f.plural(n, { one: '# நபர்', other: '# நபர்கள்' });
  const forPeople = (n: number) => f.plural(n, { one: '# நபருக்கு', other: '# நபர்களுக்கு' });
  const days = (n: number) => f.plural(n, { one: '# நாள்', other: '# நாட்கள்' });
  const inDays = (n: number) => f.plural(n, { one: '# நாளில்', other: '# நாட்களில்' });
  const route = (r: { from: string; to: string; km: number }) => `${r.from} → ${r.to}, ${f.km(r.km)}`;
  const duration = (minutes: number) =>
    minutes < 60
      ? `${f.number(minutes)} நிமிடம்`
      : `${f.number(Math.floor(minutes / 60))} மணிநேரம்${minutes % 60 ? ` ${f.number(minutes % 60)} நிமிடம்` : ''}`;
  const months = (ms: readonly number[]) => `${f.month(ms[0]!)} முதல் ${f.month(ms.at(-1)!)} வரை`;
  const activityNames: Record<ActivityKind, (at: string) => string> = {
    safari: (at) => `${at} இல் அரைநாள் ஜீப் சஃபாரி`,
    whales: (at) => `திமிங்கிலம் பார்க்கும் படகுப் பயணம் (${at})`,
    surf: (at) => `${at} இல் அலைச்சறுக்குப் பயிற்சி`,
    cooking: (at) => `${at} இல் இலங்கைச் சமையல் வகுப்பு (பிற்பகல்)`,
    tea: (at) => `${at} இல் தேயிலைத் தொழிற்சாலைச் சுற்றுலா`,
  };
  const interest = {
    beaches: 'கடற்கரைகள்',
    wildlife: 'வனவிலங்குகள்',
    history: 'வரலாறு மற்றும் பண்பாடு',
    hiking: 'மலையேற்றம்',
    tea: 'மலையகத் தேயிலைப் பகுதிகள்',
    surfing: 'அலைச்சறுக்கு',
    food: 'உணவு',
    family: 'குடும்ப நேரம்',
    relaxation: 'ஓய்வான நாட்கள்',
    trains: 'புகையிரதப் பயணங்கள்',
    photography: 'புகைப்படக்கலை',
  } as const;
  const comfort = {
    [Comfort.BUDGET]: 'சிக்கன நிலை (விருந்தினர் இல்லங்கள், உள்ளூர் உணவகங்கள், பேருந்துகள், புகையிரதங்கள், முச்சக்கர வண்டிகள்)',
    [Comfort.MIDRANGE]: 'நடுத்தர நிலை (3 நட்சத்திர ஹோட்டல்கள், சாரதியுடன் கார், முன்பதிவு செய்த புகையிரத இருக்கைகள்)',
    [Comfort.COMFORT]: 'வசதியான நிலை (4 நட்சத்திர அல்லது பூட்டிக் ஹோட்டல்கள், சாரதியுடன் கார், முதலாம் வகுப்புப் புகையிரத இருக்கைகள்)',
  };
  const area = {
    'west-coast': 'மேற்குக் கரை',
    'south-coast': 'தெற்குக் கரை',
    'east-coast': 'கிழக்குக் கரை',
    north: 'வடக்கு',
    'hill-country': 'மலையகம்',
    'cultural-triangle': 'கலாசார முக்கோணம்',
  } as const;
  const customOutcome: Messages['customOutcome'] = (o) => {
    switch (o.code) {
      case 'NOT_FOUND':
        return 'TripMate இன் இலங்கைத் தரவுகளில் இந்த இடத்தைக் கண்டுபிடிக்க முடியவில்லை, எனவே திட்டத்தில் இது சேர்க்கப்படவில்லை.';
      case 'VISITED':
        return `${f.number(o.day)} ஆம் நாள் பார்வையிடப்படும்.`;
      case 'CLOSED_IN_MONTHS':
        return `உங்கள் பயண காலத்தில் இது வழக்கமாக மூடப்பட்டிருக்கும். ${data(o.note)}${o.inSeason.length ? ` அப்போது திறந்திருப்பவை அல்லது பருவத்தில் உள்ளவை: ${f.list(o.inSeason.map((x) => `${data(x.name)}${x.day !== null ? ` (இந்தத் திட்டத்தின் ${f.number(x.day)} ஆம் நாள்)` : x.months ? ` (${months(x.months)})` : ''}`))}.` : ''}`;
      case 'TOO_FAR':
        return `இந்த வழியில் மிக அருகிலுள்ள நிறுத்தமான ${o.from} இலிருந்து இது ஒரு வழிக்கு ${duration(o.minutes)} தொலைவில் உள்ளது; இந்த ${f.number(o.days)} நாள் திட்டத்தின் எந்த நாளிலும் அதற்கு இடமில்லை; ${
          o.moreDays === null
            ? 'TripMate அறிந்த, தங்கக்கூடிய எந்த நகரமும் இதிலிருந்து ஒரு நாள் பயணத் தூரத்தில் இல்லை, எனவே வழிக்கு அருகிலுள்ள இடமொன்றைத் தெரிவுசெய்யுங்கள்.'
            : `சுமார் ${days(o.days + o.moreDays)} இருந்தால் திட்டம் இதன் அருகே தங்க முடியும்; அல்லது வழிக்கு அருகிலுள்ள இடமொன்றைத் தெரிவுசெய்யுங்கள்.`
        }`;
      case 'CLOSED_ON_DAYS':
        return `இந்தத் திட்டம் இதன் அருகே வரும் ${f.list(o.dates.map((d) => f.date(d)))} அன்று இது மூடப்பட்டிருக்கும். இது ${f.list(o.opensOn.map((d) => f.weekday(d)))} ஆகிய நாட்களில்${o.poya === 'only' ? ' மற்றும் பௌர்ணமி (போயா) நாட்களில் மட்டும்' : o.poya === 'closed' ? ' (பௌர்ணமி (போயா) நாட்கள் தவிர)' : ''} திறந்திருக்கும்; இதைச் சேர்க்கப் பயணத் தேதிகளை மாற்றுங்கள்.`;
      case 'REMOVED':
        return 'நீங்கள் இதைத் திட்டத்திலிருந்து நீக்கிவிட்டீர்கள்.';
      case 'UNREACHABLE':
        return `இந்த வழியிலிருந்து இதை வீதி வழியாக அடைய முடியாது, எனவே இந்த ${f.number(o.days)} நாள் திட்டத்தின் எந்த நாளிலும் இதைச் சேர்க்க முடியாது; வழிக்கு அருகிலுள்ள இடமொன்றைத் தெரிவுசெய்யுங்கள்.`;
      case 'STAYING':
        return `நீங்கள் ${o.base} இல் ${f.plural(o.nights, { one: '# இரவு', other: '# இரவுகள்' })} தங்குகிறீர்கள்.`;
      case 'ON_ROUTE':
        return 'பயண வழி இதனூடாகச் செல்கிறது.';
      case 'OFF_ROUTE':
        return `${o.place} இந்த வழியிலிருந்து விலகி உள்ளது; ${f.number(o.days)} நாள் பயணத்தில் அதற்கு மேலதிக இரவு இல்லை; அதைச் சேர்க்க நாட்களைக் கூட்டுங்கள்.`;
    }
  };

  return {
    interest,
    area,
    comfort,
    duration,

    tripTitle: (p) => `${p.start} இலிருந்து ${p.end} வரை, ${days(p.days)}`,
    summary: {
      trip: (p) =>
        `${p.start} இலிருந்து ${p.end} வரை, ${f.plural(p.people, { one: '# பயணிக்கான', other: '# பயணிகளுக்கான' })} ${f.number(p.days)} நாள் ${p.family ? 'குடும்பப் பயணம்' : 'பயணம்'}${p.loves.length ? ` (${f.list(p.loves.map((i) => interest[i]))} விரும்புவோருக்கு)` : ''}.`,
      nights: (stays) => `இரவுகள்: ${f.list(stays.map((s) => `${s.base} இல் ${f.number(s.nights)}`))}.`,
      dayTrip: () => 'ஒரு நாள் பயணம்.',
      has: (p) => {
        const extras = [
          p.trains.length ? `${f.list(p.trains.map((t) => `${t.from} இலிருந்து ${t.to} வரை`))} புகையிரதப் பயணம்` : null,
          p.beachDays ? `கடற்கரை நேரத்துடன் ${days(p.beachDays)}` : null,
          `பார்க்க வேண்டிய ${f.plural(p.places, { one: '# இடம்', other: '# இடங்கள்' })}`,
        ].filter((x): x is string => x !== null);
        return `இந்தத் திட்டத்தில் ${f.list(extras)} உள்ளன.`;
      },
    },
    budgetVerdict: (v) =>
      v.code === 'WITHIN_BUDGET'
        ? `${comfort[v.comfort]} அடிப்படையில், ${inDays(v.days)} ${forPeople(v.people)} ${f.lkr(v.totalLkr)}; இது உங்கள் ${f.lkr(v.budgetLkr)} செலவுத் திட்டத்துக்குள் அடங்கும்.${v.nextLevelLkr === null ? '' : ` அடுத்த உயர் நிலைக்கு ${f.lkr(v.nextLevelLkr)} செலவாகும்.`}`
        : v.code === 'OVER_BUDGET'
          ? `${comfort[v.comfort]} அடிப்படையில், ${inDays(v.days)} ${forPeople(v.people)} ${f.lkr(v.totalLkr)}; இது உங்கள் ${f.lkr(v.budgetLkr)} செலவுத் திட்டத்தை விட ${f.lkr(v.overLkr)} (${f.number(overPercent(v))}%) அதிகம். செலவுத் திட்டத்துக்குள் அடங்க: ${[
              v.fewerDays ? `${days(v.fewerDays.days)} திட்டமிடுங்கள் (ஏறத்தாழ ${f.lkr(v.fewerDays.totalLkr)})` : null,
              v.cheaper ? `${comfort[v.cheaper.comfort]} தேர்ந்தெடுங்கள் (${f.lkr(v.cheaper.totalLkr)})` : null,
              `உங்கள் செலவுத் திட்டத்தை ${f.lkr(v.totalLkr)} ஆக உயர்த்துங்கள்`,
            ]
              .filter((x): x is string => x !== null)
              .join('; அல்லது ')}.`
          : `உங்கள் ${f.lkr(v.budgetLkr)} செலவுத் திட்டம் ${inDays(v.days)} ${forPeople(v.people)} இந்தப் பயணத்துக்குப் போதாது. ${comfort[Comfort.BUDGET]} அடிப்படையில் யதார்த்தமான குறைந்தபட்ச மொத்தம் ${f.lkr(v.minimumLkr)} (ஒருவருக்கு ${f.lkr(v.perPersonLkr)}); திட்டம் அந்த நிலையிலேயே விலையிடப்பட்டுள்ளது.`,

    dayTitle: (t) => {
      switch (t.code) {
        case 'TRANSFER':
          return `${t.from} இலிருந்து ${t.to} வரை${t.byTrain ? ' புகையிரதத்தில்' : ''}`;
        case 'SLOW_DAY':
          return `${t.base} இல் ஓய்வான நாள்`;
        case 'BEACH_TIME':
          return `${t.beach} இல் கடற்கரை நேரம்`;
        case 'AROUND':
          return `${t.base} மற்றும் சுற்றுப்புறம்`;
      }
    },
    narrative: {
      leave: (p) => {
        const on =
          p.roads.length === 0
            ? ''
            : p.mode === TravelMode.TRAIN
              ? ` ${f.list(p.roads)} வழியாக`
              : ` ${f.enumeration(p.roads.slice(0, 3))} வீதி வழியாக`;
        return `${p.from} இலிருந்து ${p.at} மணிக்கு${on} ${byMode[p.mode]} புறப்படுங்கள்.`;
      },
      dayOut: (p) => `${p.base} இலிருந்து ஒரு நாள் சுற்றுலா, ${p.at} மணிக்கு ஆரம்பம்.`,
      rest: (p) => `இன்று வாகனப் பயணம் இல்லை: ஓய்வெடுங்கள், ${p.base} இல் சுற்றித் திரிந்து உங்கள் வேகத்தில் அனுபவியுங்கள்.`,
      visits: (stops) => `பார்வையிட வேண்டியவை: ${f.list(stops.map((s) => `${s.name} (${duration(s.minutes)})`))}.`,
      activity: (name) => `${name}.`,
      arrive: (p) =>
        p.overnight
          ? `இரவு தங்குவதற்கு சுமார் ${p.at} மணிக்குள் ${p.base} சென்றடையுங்கள்.`
          : `சுமார் ${p.at} மணிக்குள் ${p.base} சென்றடையுங்கள்.`,
    },
    activity: (a) => activityNames[a.kind](a.at),
    stopNote: (n) => {
      switch (n.code) {
        case 'ON_YOUR_LIST':
          return 'உங்கள் பட்டியலில் உள்ளது.';
        case 'SAFARI':
          return 'வழிகாட்டியுடன் ஜீப்பில் வனவிலங்குச் சவாரி; விலங்குகளைக் காண அதிகாலை அல்லது பிற்பகல் நேரமே சிறந்தது.';
        case 'WHALES':
          return 'படகுகள் விடியற்காலையில் புறப்படும்; கடல் பயணக் குமட்டலுக்கு மருந்து எடுத்துச் செல்லுங்கள்.';
        case 'SURF_LESSON':
          return 'பலகையுடன் இரண்டு மணிநேரப் பயிற்சி; ஆரம்பநிலையாளர்களுக்குக் காலை நேரமே சிறந்தது.';
        case 'BEACH':
          return 'கடற்கரை நேரம்: உள்ளூர் மக்கள் நீந்தும், கொடிகள் அனுமதிக்கும் இடங்களில் மட்டும் நீந்துங்கள்.';
        case 'TEA_FACTORY':
          return 'தேயிலை வாட்டப்பட்டு, சுருட்டப்பட்டு, உலர்த்தப்படுவதைப் பார்த்து, அந்தப் பருவத்தின் தேநீரைச் சுவைத்துப் பாருங்கள்.';
        case 'SEASONAL':
          return `${data(n.what)}: ${data(n.note)}`;
        case 'OUT_OF_SEASON':
          return `உங்கள் வருகை சிறந்த பருவத்துக்கு வெளியே உள்ளது (${data(n.what)}: ${months(n.months)}). ${data(n.note)}`;
        case 'SUNRISE':
        case 'SUNSET':
          return `${n.code === 'SUNRISE' ? 'சூரிய உதயத்தைக்' : 'சூரிய அஸ்தமனத்தைக்'} காண ${n.dated ? '' : 'சுமார் '}${f.clock(n.at)} மணிக்கு நேரம் அமைக்கப்பட்டுள்ளது. ${data(n.note)}`;
        case 'ABOUT':
          return `${n.town} அருகிலுள்ள ${categoryWords[n.category]}.`;
      }
    },
    legNote: (n) =>
      n.code === 'BUS'
        ? 'நகரங்களுக்கிடையிலான அல்லது அதிவேக நெடுஞ்சாலைப் பேருந்து; அது எந்தத் தரிப்பிடத்திலிருந்து புறப்படும் என உங்கள் விருந்தினர் இல்லத்தில் கேளுங்கள்.'
        : `${n.scenic ? 'உலகின் மிக அழகிய புகையிரதப் பயணங்களில் ஒன்று. ' : ''}இலங்கைப் புகையிரதத் திணைக்களத்தில் இருக்கைகளை முன்கூட்டியே ஒதுக்குங்கள்; காலைப் புறப்பாட்டுக்கான தற்போதைய நேர அட்டவணையைச் சரிபாருங்கள்.${n.driverMeetsIn ? ` உங்கள் சாரதி பயணப் பொதிகளை வீதி வழியாகக் கொண்டுவந்து ${n.driverMeetsIn} இல் உங்களைச் சந்திப்பார்.` : ''}`,
    lineLabel: (item) => {
      switch (item.code) {
        case 'NIGHT':
          return `${item.place} இல் இரவு: ${f.plural(item.rooms, { one: '# அறை', other: '# அறைகள்' })}`;
        case 'DRIVER_NIGHT':
          return `${item.place} இல் சாரதியின் அறையும் உணவும்`;
        case 'MEALS':
          return `${forPeople(item.people)} உணவு`;
        case 'TICKETS': {
          const who = {
            adult: { one: '# வயது வந்தவர்', other: '# வயது வந்தவர்கள்' },
            child: { one: '# சிறுவர்', other: '# சிறுவர்கள்' },
            'free-child': { one: '# சிறு குழந்தை', other: '# சிறு குழந்தைகள்' },
          } as const;
          const price = (fee: number | null) =>
            fee === null ? 'விலை தெரியாது' : fee === 0 ? 'இலவசம்' : `× ${item.about ? 'சுமார் ' : ''}${f.lkr(fee)}`;
          const groups = item.groups.map((g) => `${f.plural(g.count, who[g.band])} ${price(g.feeLkr)}`);
          const caveat = item.typical
            ? ' (வழமையான பூங்கா நுழைவுக் கட்டணம், தோராயமானது)'
            : item.year !== null
              ? ` (${item.year} விலை)`
              : '';
          return `${item.attraction} (${residencyWords[item.residency]}): ${f.list(groups)}${caveat}`;
        }
        case 'ACTIVITY':
          return `${activityNames[item.activity.kind](item.activity.at)}: ${item.activity.kind === 'safari' ? f.plural(item.units, { one: '# ஜீப்', other: '# ஜீப்கள்' }) : people(item.units)}`;
        case 'BUFFER':
          return `எதிர்பாராத செலவுகளுக்கான மேலதிக ஒதுக்கீடு (${f.percent(item.percent)})`;
        case 'VEHICLE':
          return `${vehicleWords[item.vehicle]}: ${route(item.route)}`;
        case 'BUS':
          return `${forPeople(item.people)} பேருந்து: ${route(item.route)}`;
        case 'TUKTUK':
          return `முச்சக்கர வண்டி${item.count > 1 ? ` × ${f.number(item.count)}` : ''}: ${route(item.route)}`;
        case 'TRAIN':
          return `${forPeople(item.people)} புகையிரதம் (${item.firstClass ? 'முதலாம்' : 'இரண்டாம்'} வகுப்பு): ${route(item.route)}`;
        case 'VEHICLE_MEETS':
          return `${vehicleWords[item.vehicle]} உங்களைச் சந்திக்கும்: ${route(item.route)}, வீதி வழியாக`;
      }
    },
    placeReason: (r) => {
      switch (r.code) {
        case 'ON_YOUR_LIST':
          return 'இது உங்கள் பட்டியலில் இருந்தது.';
        case 'LOVES':
          return `${f.list(r.interests.map((i) => interest[i]))} மீதான உங்கள் ஆர்வத்துக்காக.`;
        case 'RATED':
          return `5 இற்கு ${f.decimal(r.rating)} மதிப்பீடு (TripMate இன் தோராயமான மதிப்பீடு).`;
        case 'GOOD_MONTH':
          return `${f.month(r.month)} இதற்கு ஏற்ற மாதம்.`;
        case 'ON_THE_WAY':
          return `${f.number(r.day)} ஆம் நாள் ${r.from} இலிருந்து ${r.to} செல்லும் வழியில்.`;
        case 'NEAR_BASE':
          return `${f.number(r.day)} ஆம் நாள் ${r.base} இலிருந்து ஒரு குறுகிய பயணம்.`;
      }
    },
    tip: (t) => {
      switch (t.code) {
        case 'MONTH':
          return `${f.month(t.month)}: ${data(t.note)}${t.dryAreas.length ? ` அப்போது மிக வறண்ட பகுதிகள்: ${f.enumeration(t.dryAreas.map((a) => area[a]))}.` : ''}`;
        case 'NO_DATES':
          return `ஆரம்பத் திகதியைச் சேர்த்தால் திட்டம் பருவங்களைப் பின்பற்றும்: மேற்கு, தெற்குக் கரைகள் ${months([12, 3])}, கிழக்குக் கரையும் வடக்கும் ${months([5, 9])} மிக வறண்டவை; ${f.month(10)}, ${f.month(11)} மாதங்களில் ஏறக்குறைய எல்லா இடங்களிலும் மழை பெய்யும்.`;
        case 'CLOSURE':
          return `${t.attraction} வழக்கமாக ${f.list(t.months.map((m) => f.month(m)))} மாதங்களில் மூடப்பட்டிருக்கும். ${data(t.note)}`;
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
          return `இந்த நாளில் ${duration(w.minutes)} பயணமும் பார்வையிடலும் உள்ளன; இது இந்தப் பயணத்தில் ஒரு நாளுக்கு அனுமதிக்கப்பட்ட ${duration(w.limit)} ஐ விட அதிகம்: ஒரு நிறுத்தத்தை நகர்த்துங்கள் அல்லது நீக்குங்கள்.`;
        case 'STOP_PAST_DAY_END':
          return `${w.name} இந்த நாளில் பொருந்தாது: அதற்கு முன்பே நாள் நிறைந்துவிடுகிறது. அதை வேறு நாளுக்கு நகர்த்துங்கள் அல்லது நீக்குங்கள்.`;
        case 'TOO_MUCH_DRIVING':
          return `இந்த நாளில் ${duration(w.minutes)} வீதிப் பயணம் உள்ளது; இது இந்தப் பயணத்தில் ஒரு நாளுக்கு அனுமதிக்கப்பட்ட ${duration(w.limit)} ஐ விட அதிகம்.`;
        case 'SUN_MISSED':
          return `${w.name} ${sunEvent[w.event]} நேரத்தில் பார்க்கத் தகுந்தது; இந்த நாளில் அதற்குள் அங்கு சென்றடைய முடியாது.`;
        case 'CLOSED':
          return `${w.name} வழக்கமாக ${f.month(w.month)} மாதத்தில் மூடப்பட்டிருக்கும்.`;
      }
    },
    notice: (n) => {
      switch (n.code) {
        case 'CUSTOM_PLACE_LEFT_OUT':
          return `${n.requested}: ${customOutcome(n.outcome)}`;
        case 'ROAD_OVER_LIMIT':
          return `${f.number(n.day)} ஆம் நாள் வீதியில் ${duration(n.minutes)} ஆகும்; இது TripMate ${n.youngChildren ? 'சிறு பிள்ளைகளுடன் ' : ''}ஒரு நாளுக்கு வைத்துக்கொள்ளும் ${duration(n.limit)} ஐ விட அதிகம்: ${n.reason === 'NO_NIGHT_LEFT' ? 'பயணத்தின் எல்லா இரவுகளும் ஏற்கனவே பயன்படுத்தப்பட்டுவிட்டன; வழியில் ஓர் இரவு தங்க ஒரு நாளைக் கூட்டுங்கள்' : 'பயணத்தை இடைநிறுத்த வழியில் தங்கக்கூடிய நகரம் எதுவும் இல்லை'}. நேரத்துடன் புறப்பட்டு ஓய்வுக்கான நிறுத்தங்களைத் திட்டமிடுங்கள்.`;
        case 'SHORT_STAYS':
          return `சிறு பிள்ளைகளுடன் TripMate ஒவ்வொரு நகரத்துக்கும் ${f.plural(n.minNights, { one: '# இரவு', other: '# இரவுகள்' })} தருகிறது, ஆனால் ${f.plural(n.nights, { one: '# இரவு', other: '# இரவுகள்' })} இந்த வழி தங்க வேண்டிய ${f.number(n.towns)} நகரங்களுக்கும் அதைத் தர முடியாது, எனவே சிலவற்றுக்கு ஓர் இரவு மட்டுமே; ஒவ்வொன்றிலும் மேலும் இரவுகளுக்கு நாட்களைக் கூட்டுங்கள்.`;
        case 'LATE_ARRIVAL':
          return `${f.number(n.day)} ஆம் நாள் ${f.clock(n.arrivesAt)} மணிக்கு வீதியிலேயே முடிகிறது: ${n.after ? `${n.after} இற்குப் பின் ` : ''}கடைசிப் ${n.driving ? 'வாகனப் பயணத்துக்கு' : 'பயணத்துக்கு'} ${duration(n.minutes)} ஆகும். நேரத்துடன் புறப்படுங்கள், அல்லது வழியில் ஓர் இரவு தங்குங்கள்.`;
        case 'LONG_DAY':
          return `${f.number(n.day)} ஆம் நாள் நீண்ட வீதிப் பயண நாள் (${duration(n.minutes)} ${n.driving ? 'வாகனம் ஓட்டுதல்' : 'பயணம்'}); நேரத்துடன் புறப்படுங்கள்.`;
        case 'NO_NIGHT_FOR_TOWN':
          return `${n.town} இலும் தங்குவதற்குப் போதிய இரவுகள் இல்லை; அதைச் சேர்க்க ஒரு நாளைக் கூட்டுங்கள்.`;
        case 'INTEREST_UNSERVED': {
          const monthList = f.list(
            f
              .monthRuns(n.months)
              .map((r) => (r[1] === undefined ? f.month(r[0]!) : `${f.month(r[0]!)} முதல் ${f.month(r[1])} வரை`)),
          );
          switch (n.reason) {
            case 'SEASON':
              return `உங்கள் பயண காலத்தில் ${interest[n.interest]} க்கான எதுவும் பருவத்தில் இல்லை, எனவே திட்டத்தில் அது இல்லை; அதன் பருவம்: ${monthList}.`;
            case 'REACH':
              return `${n.months.length ? `${monthList} இல் ` : ''}பருவத்தில் உள்ள ${interest[n.interest]} க்கான எதுவும் இந்த வழியிலிருந்து எட்டக்கூடிய தூரத்தில் இல்லை, எனவே திட்டத்தில் அது இல்லை${n.inSeason.length ? `; அப்போது வேறிடங்களில் பருவத்தில் உள்ளவை: ${f.list(n.inSeason)}` : ''}. ஒன்றைச் சேர்க்க நாட்களைக் கூட்டுங்கள் அல்லது வழியை மாற்றுங்கள்.`;
            case 'NO_TIME':
              return 'இந்தத் திட்டத்தின் எந்த நாளிலும் இலங்கைச் சமையல் வகுப்புக்கான இரண்டரை மணி நேரம் இல்லை; ஒன்றைச் சேர்க்க ஒரு நாளைக் கூட்டுங்கள்.';
            case 'NO_TRAIN':
              return 'இந்த வழியின் எந்தப் பயணமும் புகையிரதத்தில் சிறந்ததாக இல்லை, எனவே திட்டத்தில் புகையிரதப் பயணம் இல்லை; மலையகத்தின் ஊடான வழி (கண்டி முதல் எல்லா வரை) அழகிய புகையிரதப் பயணத்தை எடுக்கும்.';
          }
          break;
        }
        case 'UNKNOWN_FEES':
          return `${f.list(n.attractions)} இல் உங்கள் குழுவுக்கான நுழைவுக் கட்டணங்கள் தெரியவில்லை: மொத்தத் தொகையில் அவை சேர்க்கப்படவில்லை, எனவே செல்வதற்கு முன் சரிபாருங்கள்.`;
        case 'ESTIMATED_TRAVEL_TIMES':
          return 'வரைபடச் சேவையை அணுக முடியவில்லை, எனவே இந்தத் திட்டத்தின் பயண நேரங்களும் தூரங்களும் TripMate இன் சொந்த மதிப்பீடுகள்.';
      }
    },

    itinerary: {
      notice: (text) => `குறிப்பு: ${text}`,
      day: (p) => `${f.number(p.day)} ஆம் நாள்${p.date ? ` (${p.date})` : ''}: ${p.title}`,
      leg: (p) =>
        `${modeHeading[p.mode]} ${p.from} → ${p.to}: ${f.km(p.km)}, சுமார் ${duration(p.minutes)}${p.roads.length ? ` (${f.enumeration(p.roads)})` : ''}${p.note ? `. ${p.note}` : ''}`,
      stop: (p) =>
        `${p.name} (${duration(p.minutes)})${!p.ticketPriceKnown ? `, நுழைவுச் சீட்டுகள்: விலை தெரியாது${p.ticketsLkr ? ` (தெரிந்த பகுதி ${f.lkr(p.ticketsLkr)})` : ''}` : p.ticketsLkr ? `, நுழைவுச் சீட்டுகள் ${f.lkr(p.ticketsLkr)}` : ''}: ${p.note}`,
      activity: (p) => `${p.name}: ${f.lkr(p.costLkr)}`,
      night: (p) => `இரவு: ${p.base}. நாளின் மொத்தம்: ${f.lkr(p.costLkr)}.`,
      budgetTotal: (p) => `${categoryHeading[p.category]}: ${f.lkr(p.amountLkr)}`,
      total: (p) =>
        `மொத்தம்: ${f.lkr(p.totalLkr)} (ஒருவருக்கு ${f.lkr(p.perPersonLkr)}). ${p.ratesYear} கட்டண விகிதங்கள்; ஒவ்வொரு வரியையும் செலவுத் திட்டத் தாவலில் பாருங்கள்.`,
    },

    calendar: {
      leg: (p) =>
        [
          `${modeHeading[p.mode]}, ${f.km(p.km)}`,
          ...(p.roads.length ? [`${f.enumeration(p.roads)} வழியாக`] : []),
          ...(p.note ? [p.note] : []),
        ].join('. '),
    },

    writer: {
      unavailable: 'AI எழுத்தாளர் கிடைக்கவில்லை, எனவே இந்தத் திட்டத்தின் விவரிப்புகள் TripMate இன் சொந்தமானவை.',
      rejected:
        'AI எழுத்தாளரின் உரை இந்தத் திட்டத்தின் தகவல்களுடன் பொருந்தவில்லை, எனவே இந்தத் திட்டத்தின் விவரிப்புகள் TripMate இன் சொந்தமானவை.',
    },
    errors: {
      tooFewDays: (p) =>
        `${p.from} இலிருந்து ${p.to} வரை பயணிக்க ${days(p.days)} போதாது (சுமார் ${f.number(p.hours)} மணிநேர வீதிப் பயணம்). குறைந்தது ${days(p.needed)} ஒதுக்குங்கள்.`,
      tooManyPlans: (minutes) =>
        `குறுகிய நேரத்தில் நீங்கள் பல திட்டங்களை உருவாக்கியுள்ளீர்கள். தயவுசெய்து ${f.plural(minutes, { one: '# நிமிடத்தின்', other: '# நிமிடங்களின்' })} பின்னர் மீண்டும் முயற்சிக்கவும்.`,
      badEdit: badEditIn(f),
    },
  };
}

/**
 * Tamil (Sri Lanka). Numbers are grouped by thousands (1,234,567) as Sri Lanka writes them; Intl's 'ta-LK' data groups
 * lakhs (12,34,567), as India does. Months, dates (4 ஜூலை, 2026), lists and times are Intl's.
 */
export const tamil: Catalogue = {
  locale: 'ta-LK',
  script: 'ta',
  grouping: 'thousands',
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
    // The edits' refusals: "index", "a day one stays at a base", and case words after a name (“Kandy இல்”, “X ஐ”).
    'errors.badEdit',
    // "tracker" put as வழிகாட்டி (guide).
    'stopNote.SAFARI',
    // Seasickness put as "nausea on a sea journey".
    'stopNote.WHALES',
    // The steps of tea making (withering, rolling, firing) as a tea-factory guide names them.
    'stopNote.TEA_FACTORY',
    // "Budget tab": must match the client's Tamil name of the tab; "rates from <year>".
    'itinerary.total',
    // Whether Sri Lankan Tamil readers expect lakh grouping after all (see `grouping`).
    'budgetVerdict',
  ],
};
