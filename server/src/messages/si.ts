import type { ValidationReason } from '../lib/errors/validation.js';
import { plannerErrorWords, type Format } from '../modules/planner/planner.module.js';
import type { ServerCatalogue, ServerMessages } from './catalogue.js';

// Sinhala in the words the web client's Sinhala catalogues already use (පුරනය වන්න, ගිණුම, මුරපදය, ලැයිස්තුව, කළමනාකරණ
// කේතය, කරුණාකර නැවත උත්සාහ කරන්න), so a refusal reads like the screen around it. Names from the data, codes, field
// names of the API and technical words (JSON, UTF-8, Content-Type) stay as they are.

const fieldLabels: Readonly<Record<string, string>> = {
  name: 'නම',
  email: 'ඊමේල්',
  password: 'මුරපදය',
  username: 'පරිශීලක නාමය',
  currentPassword: 'වත්මන් මුරපදය',
  newPassword: 'නව මුරපදය',
  confirmPassword: 'නව මුරපදය තහවුරු කිරීම',
  profilePictureUrl: 'පැතිකඩ පින්තූරය',
  currency: 'මුදල් ඒකකය',
  language: 'භාෂාව',
  address: 'ලිපිනය',
  telephone: 'දුරකථනය',
  website: 'වෙබ් අඩවිය',
  description: 'විස්තරය',
  category: 'ප්‍රවර්ගය',
  openingHours: 'විවෘත වේලාවන්',
  opens: 'විවෘත වන වේලාව',
  closes: 'වැසෙන වේලාව',
  languages: 'භාෂා',
  priceRange: 'මිල පරාසය',
  location: 'ස්ථානය',
  district: 'දිස්ත්‍රික්කය',
  start: 'ආරම්භක ස්ථානය',
  end: 'අවසාන ගමනාන්තය',
  startingLocation: 'ආරම්භක ස්ථානය',
  finalDestination: 'අවසාන ගමනාන්තය',
  days: 'දින',
  people: 'සංචාරකයින්',
  travelers: 'සංචාරකයින්',
  budget: 'අයවැය',
  notes: 'සටහන්',
  customPlaces: 'ඔබ තෝරාගත් ස්ථාන',
  startDate: 'ආරම්භක දිනය',
  endDate: 'අවසාන දිනය',
  stops: 'නැවතුම්',
  title: 'මාතෘකාව',
  message: 'පණිවිඩය',
  childAges: 'ළමුන්ගේ වයස්',
  residency: 'පදිංචිය',
  managementCode: 'කළමනාකරණ කේතය',
  reason: 'හේතුව',
  detail: 'විස්තර',
};

const kindWords: Readonly<Record<Extract<ValidationReason, { kind: 'type' }>['expected'], string>> = {
  text: 'පෙළ',
  number: 'අංකයක්',
  integer: 'පූර්ණ සංඛ්‍යාවක්',
  boolean: 'true හෝ false',
  list: 'ලැයිස්තුවක්',
  object: 'JSON වස්තුවක් (object)',
  other: 'වෙනත් වර්ගයක අගයක්',
};

function messages(f: Format): ServerMessages {
  const n = (value: number) => f.number(value);
  const planned = plannerErrorWords('si');
  const actionRequired = {
    edit: 'සංස්කරණය කිරීමට',
    delete: 'මැකීමට',
    claim: 'ඔබේ ගිණුමට ගැනීමට',
    change: 'වෙනස් කිරීමට',
  } as const;
  const actionOwner = {
    edit: 'සංස්කරණය කළ හැක',
    delete: 'මැකිය හැක',
    claim: 'තම ගිණුමට ගත හැක',
    change: 'වෙනස් කළ හැක',
  } as const;
  const tryLater = 'කරුණාකර පසුව නැවත උත්සාහ කරන්න.';

  return {
    errors: {
      AUTH_INVALID_CREDENTIALS: () => 'පරිශීලක නාමය හෝ මුරපදය වැරදියි.',
      AUTH_TOO_MANY_SIGN_INS: () => 'පුරනය වීමට උත්සාහ කිරීම් ඉතා වැඩියි. කරුණාකර මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
      AUTH_TOO_MANY_SIGN_UPS: () => `මෙම IP ලිපිනයෙන් ගිණුම් ඉතා වැඩි ගණනක් සාදා ඇත. ${tryLater}`,
      AUTH_TOO_MANY_WRONG_PASSWORDS: () =>
        'මෙම ගිණුමට වැරදි මුරපද ඉතා වැඩි ගණනක් ඇතුළත් කර ඇත. කරුණාකර මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
      AUTH_TOO_MANY_EMAIL_CHANGES: () => 'මෙම ගිණුමේ ඊමේල් ලිපිනය ඉතා වැඩි වාර ගණනක් වෙනස් කර ඇත. කරුණාකර හෙට නැවත උත්සාහ කරන්න.',
      AUTH_SIGN_IN_REQUIRED: () => 'කරුණාකර පළමුව පුරනය වන්න.',
      AUTH_SESSION_EXPIRED: () => 'ඔබේ සැසිය කල් ඉකුත් වී ඇත. කරුණාකර නැවත පුරනය වන්න.',
      AUTH_USERNAME_TAKEN: () => 'මෙම පරිශීලක නාමය දැනටමත් භාවිතයේ ඇත.',
      AUTH_EMAIL_TAKEN: () => 'මෙම ඊමේල් සහිත ගිණුමක් දැනටමත් පවතී.',
      AUTH_WRONG_PASSWORD: () => 'වත්මන් මුරපදය වැරදියි.',
      AUTH_PASSWORD_MISMATCH: () => 'නව මුරපදය සහ තහවුරු කිරීම නොගැළපේ.',
      AUTH_NO_PASSWORD: () => 'මෙම ගිණුම Google හෝ GitHub මඟින් පුරනය වන බැවින් වෙනස් කිරීමට මුරපදයක් නැත.',
      AUTH_OAUTH_CODE_INVALID: () =>
        'මෙම පුරනය වීමේ සබැඳිය කල් ඉකුත් වී ඇත, දැනටමත් භාවිත කර ඇත, නැතහොත් වෙනත් බ්‍රවුසරයක විවෘත කර ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',
      AUTH_PROVIDER_NOT_CONFIGURED: () => 'එම සේවා සපයන්නා මෙම සේවාදායකයේ සකසා නැත.',
      AUTH_IDENTITY_TAKEN: () => 'එම ගිණුම දැනටමත් වෙනත් TripMate ගිණුමකට සම්බන්ධ කර ඇත.',
      AUTH_CONNECT_OTHER_ACCOUNT: () => 'මෙම සම්බන්ධ කිරීම වෙනත් TripMate ගිණුමකින් ආරම්භ කර ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',

      BUSINESS_EMAIL_TAKEN: () => 'මෙම ඊමේල් සහිත ව්‍යාපාරයක් දැනටමත් ලියාපදිංචි කර ඇත.',
      BUSINESS_NOT_FOUND: () => 'ව්‍යාපාරය හමු නොවීය.',
      BUSINESS_SIGN_IN_REQUIRED: (p) => `ව්‍යාපාරයක් ${actionRequired[p.action]} පුරනය වන්න.`,
      BUSINESS_NOT_OWNER: (p) => `මෙම ව්‍යාපාරය ලියාපදිංචි කළ ගිණුමට පමණක් එය ${actionOwner[p.action]}.`,
      BUSINESS_INVALID_CURSOR: () => 'after වලංගු කර්සරයක් (cursor) නොවේ.',
      BUSINESS_TOO_MANY_REGISTRATIONS: () => `මෙම IP ලිපිනයෙන් ව්‍යාපාර ඉතා වැඩි ගණනක් ලියාපදිංචි කර ඇත. ${tryLater}`,
      BUSINESS_OWNER_LIMIT_REACHED: (p) =>
        `එක් ගිණුමකට ලැයිස්තුගත කළ හැක්කේ උපරිම ව්‍යාපාර ${n(p.limit)}ක් පමණි. තවත් එකක් ලියාපදිංචි කිරීමට ඔබේ එකක් මකන්න.`,
      BUSINESS_WRONG_MANAGEMENT_CODE: () => 'මෙම කළමනාකරණ කේතය ව්‍යාපාරයට නොගැළපේ. එය පරීක්ෂා කර නැවත උත්සාහ කරන්න.',
      BUSINESS_TOO_MANY_CODE_ATTEMPTS: () =>
        'මෙම IP ලිපිනයෙන් කළමනාකරණ කේත උත්සාහ ඉතා වැඩියි. කරුණාකර මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න.',
      BUSINESS_ALREADY_CLAIMED: () => 'මෙම ව්‍යාපාරය දැනටමත් ගිණුමකට අයත් වේ.',
      BUSINESS_PIN_NOT_ON_LAND: () =>
        'ස්ථානය ශ්‍රී ලංකාවේ ගොඩබිම මත විය යුතුය: මෙම සිතියම් සලකුණ මුහුදේ හෝ රටින් පිටත ඇත. එය දිවයින මතට ගෙන යන්න.',
      BUSINESS_ALREADY_REPORTED: () => 'ඔබ දැනටමත් මෙම ලැයිස්තුව වාර්තා කර ඇත. ස්තූතියි: එය සමාලෝචනය කෙරේ.',
      BUSINESS_TOO_MANY_REPORTS: () => `වාර්තා ඉතා වැඩි ගණනක් යවා ඇත. ${tryLater}`,
      BUSINESS_ADMIN_ONLY: () => 'වාර්තා කළ ලැයිස්තු සමාලෝචනය කළ හැක්කේ පරිපාලකයෙකුට පමණි.',
      BUSINESS_CODES_ADMIN_ONLY: () => 'නව කළමනාකරණ කේතයක් නිකුත් කළ හැක්කේ පරිපාලකයෙකුට පමණි.',
      BUSINESS_NOT_HIDDEN: () => 'මෙම ලැයිස්තුව නාමාවලියේ පෙන්වයි: සමාලෝචනය කිරීමට කිසිවක් නැත.',

      PHOTO_TOO_LARGE: (p) => `මෙම ඡායාරූපය ඉතා විශාලය: ඡායාරූපයක් උපරිම ${n(p.megabytes)} MB විය හැක.`,
      PHOTO_EMPTY: () => 'ඡායාරූපය ඉල්ලීමේ අන්තර්ගතය (body) ලෙස යවන්න (JPEG, PNG හෝ WebP ගොනුවක්).',
      PHOTO_NOT_AN_IMAGE: () => 'මෙම ගොනුව JPEG, PNG හෝ WebP රූපයක් නොවේ. එම ආකෘතිවලින් එකක ඇති ඡායාරූපයක් තෝරන්න.',
      PHOTO_UNREADABLE: () => 'මෙම රූපය කියවිය නොහැකි විය; එය හානි වී තිබිය හැක. එය නැවත අපනයනය කර උත්සාහ කරන්න.',
      PHOTO_TOO_MANY_PIXELS: (p) =>
        `${p.size ? `මෙම රූපය පික්සල ${p.size} කි` : 'මෙම රූපයේ පික්සල ඉතා වැඩියි'}; ඡායාරූපයකට උපරිම මෙගාපික්සල ${n(p.megapixels)}ක් තිබිය හැක. එය කුඩා කර නැවත උත්සාහ කරන්න.`,
      PHOTO_LIMIT_REACHED: (p) => `ලැයිස්තුවකට උපරිම ඡායාරූප ${n(p.max)}ක් තිබිය හැක. තවත් එකක් එක් කිරීමට එකක් ඉවත් කරන්න.`,
      PHOTO_NOT_FOUND: () => 'ඡායාරූපය හමු නොවීය.',
      PHOTO_BAD_ORDER: () => 'photoIds හි ලැයිස්තුවේ සෑම ඡායාරූපයක්ම හරියටම එක් වරක් තිබිය යුතුය.',
      PHOTO_TOO_MANY_UPLOADS: () => `මෙම IP ලිපිනයෙන් ඡායාරූප ඉතා වැඩි ගණනක් උඩුගත කර ඇත. ${tryLater}`,
      PHOTO_STORAGE_UNAVAILABLE: () => 'මේ මොහොතේ ඡායාරූප ගබඩා කිරීමට හෝ කියවීමට නොහැක. කරුණාකර මිනිත්තුවකින් නැවත උත්සාහ කරන්න.',

      CHAT_TOO_MANY_MESSAGES: () => 'ඔබ ඉතා ඉක්මනින් පණිවිඩ යවනවා. කරුණාකර මිනිත්තුවක් රැඳී සිට නැවත උත්සාහ කරන්න.',
      CHAT_SIGN_IN_TO_EDIT: () => 'කතාබහෙන් ඔබේ සැලැස්ම වෙනස් කිරීමට පුරනය වන්න.',
      FEEDBACK_TOO_MANY: () => 'ඔබ කෙටි කාලයක් තුළ ප්‍රතිචාර විශාල ප්‍රමාණයක් යවා ඇත. කරුණාකර මිනිත්තු කිහිපයකින් නැවත උත්සාහ කරන්න.',
      TRIP_NOT_FOUND: () => 'චාරිකාව හමු නොවීය.',
      TRIP_IDEMPOTENCY_KEY_REUSED: () =>
        'මෙම idempotency යතුර දැනටමත් වෙනත් චාරිකාවක් සඳහා භාවිත කර ඇත. සෑම නව චාරිකාවක්ම නව යතුරක් සමඟ යවන්න; නැවත උත්සාහයක් පළමු උත්සාහයේ යතුර සහ විස්තර සමඟම යවන්න.',

      GEO_LOCATION_NOT_FOUND: (p) => `ස්ථානය සොයාගත නොහැකි විය: ${p.place}`,
      GEO_NO_ROUTE: () => 'ස්ථාන අතර මාර්ගයක් සොයාගත නොහැකි විය',
      GEO_ATTRACTIONS_FAILED: () => 'මාර්ගය දිගේ ආකර්ෂණීය ස්ථාන සෙවීමේදී දෝෂයක් ඇති විය',
      GEO_PROVIDER_UNAVAILABLE: () => 'සිතියම් සේවාව පිළිතුරු දුන්නේ නැත. කරුණාකර නැවත උත්සාහ කරන්න.',

      PLAN_LOCATION_NOT_FOUND: (p) => `ස්ථානය සොයාගත නොහැකි විය: ${p.place}`,
      PLAN_TOO_FEW_DAYS: (p) => planned.tooFewDays(p),
      PLAN_NO_ROUTE: () => 'ස්ථාන අතර මාර්ගයක් සොයාගත නොහැකි විය',
      PLAN_NOT_FOUND: (p) =>
        p.shared
          ? 'මෙම බෙදාගත් සැලැස්ම ලබා ගත නොහැක: සබැඳිය වැරදියට ටයිප් කර තිබිය හැක, නැතහොත් එහි හිමිකරු එය බෙදා ගැනීම නවතා ඇත.'
          : 'චාරිකා සැලැස්ම හමු නොවීය. එය මකා දමා තිබිය හැක, නැතහොත් සුරැකීමට පෙර කල් ඉකුත් වී තිබිය හැක.',
      PLAN_RATE_LIMITED: (p) => planned.tooManyPlans(p.minutes),
      PLAN_BAD_EDIT: (p) => planned.badEdit(p.edit),
      PLAN_VERSION_CONFLICT: (p) =>
        `ඔබ මෙම සැලැස්ම විවෘත කළ පසු එය වෙනත් තැනක (වෙනත් ටැබයක හෝ උපාංගයක) වෙනස් කර ඇත; එය දැන් ${n(p.current)} වන අනුවාදයේ ඇත. කිසිවක් වෙනස් නොකළේය: සැලැස්ම නැවත පූරණය කර ඔබේ සංස්කරණය නැවත කරන්න.`,
      PLAN_IDEMPOTENCY_KEY_REUSED: () =>
        'මෙම idempotency යතුර දැනටමත් මෙම සැලැස්මේ වෙනත් වෙනසක් සඳහා භාවිත කර ඇත. සෑම නව වෙනසක්ම නව යතුරක් සමඟ යවන්න; නැවත උත්සාහයක් පළමු උත්සාහයේ යතුර සහ සංස්කරණ සමඟම යවන්න.',
      PLAN_NOT_SAVED: () => 'සැලැස්ම බෙදා ගැනීමට පෙර එය සුරකින්න: නොසුරැකි සැලැස්මක් දිනකට පසු ඉවත් කෙරේ.',
      PLAN_NO_DATES: () =>
        'මෙම සැලැස්මට ආරම්භක දිනයක් නැති බැවින් එහි දිනවලට දින වකවානු නැත: එම දිනයේ සිට දින දර්ශනයකට එක් කිරීමට ලිපිනයට ?start=YYYY-MM-DD එක් කරන්න.',
      PLAN_EDITS_RATE_LIMITED: (p) =>
        `ඔබ කෙටි කාලයක් තුළ සංස්කරණ බොහොමයක් කර ඇත. කරුණාකර තත්පර ${n(p.seconds)}කින් නැවත උත්සාහ කරන්න.`,
      PLAN_SHARE_RATE_LIMITED: (p) =>
        `ඔබේ IP ලිපිනයෙන් කෙටි කාලයක් තුළ බෙදාගත් සැලසුම් ඉතා වැඩි ගණනක් විවෘත කර ඇත. කරුණාකර තත්පර ${n(p.seconds)}කින් නැවත උත්සාහ කරන්න.`,

      DATABASE_UNAVAILABLE: () =>
        'TripMate හට මේ මොහොතේ එහි දත්ත ගබඩාවට සම්බන්ධ විය නොහැක. කරුණාකර තත්පර කිහිපයකින් නැවත උත්සාහ කරන්න.',
      ROUTE_NOT_FOUND: (p) => `${p.method} ${p.path} නම් API ඇමතුමක් නැත.`,
      BODY_TOO_LARGE: (p) => `ඉල්ලීමේ අන්තර්ගතය (body) ඉතා විශාලය (උපරිම ${p.limit}).`,
      BAD_ADDRESS: () => 'ලිපිනයේ වලංගු නොවන %-escape එකක් ඇත.',
      BODY_NOT_UTF8: () => 'ඉල්ලීමේ අන්තර්ගතය (body) UTF-8 JSON විය යුතුය.',
      BODY_NOT_DECODED: () =>
        'ඉල්ලීමේ අන්තර්ගතය (body) එහි Content-Encoding පවසන ආකාරයට විසංකේතනය නොවේ: එය එසේ සම්පීඩනය කර හෝ Content-Encoding නොමැතිව යවන්න.',
      BODY_NOT_JSON: () => 'ඉල්ලීමේ අන්තර්ගතය (body) JSON ලෙස යවන්න (Content-Type: application/json).',
      REQUEST_TIMEOUT: (p) =>
        p.stalled
          ? `තත්පර ${n(p.seconds)}ක් තුළ උඩුගත කිරීමෙන් තවත් කිසිවක් නොලැබුණු බැවින් සේවාදායකය එය බලා සිටීම නැවැත්වීය. ඔබේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.`
          : `ඉල්ලීම ලැබීමට තත්පර ${n(p.seconds)}කට වඩා ගත වූ බැවින් සේවාදායකය එය බලා සිටීම නැවැත්වීය. ඔබේ සම්බන්ධතාවය පරීක්ෂා කර නැවත උත්සාහ කරන්න.`,
      INTERNAL: () =>
        'අපගේ පැත්තෙන් යමක් වැරදී ගියේය. කරුණාකර නැවත උත්සාහ කරන්න; එය දිගටම සිදු වුවහොත්, ඉල්ලීමේ හැඳුනුම් අංකය (request id) සඳහන් කරන්න.',
    },

    validation: {
      field: (name) => fieldLabels[name] ?? null,
      unnamed: (name) => name,
      rule: (reason, label) => {
        const subject = label ?? 'අගය';
        switch (reason.kind) {
          case 'required':
            return `${subject} අවශ්‍යයි.`;
          case 'type':
            return `${subject} ${kindWords[reason.expected]} විය යුතුය.`;
          case 'oneOf':
            return `${subject} මේවායින් එකක් විය යුතුය: ${reason.values.join(', ')}.`;
          case 'tooSmall':
            if (reason.unit === 'characters') return `${subject} හි අවම වශයෙන් අක්ෂර ${n(reason.minimum)}ක් තිබිය යුතුය.`;
            if (reason.unit === 'items') return `${subject} හි අවම වශයෙන් අයිතම ${n(reason.minimum)}ක් තිබිය යුතුය.`;
            return `${subject} අවම වශයෙන් ${f.decimal(reason.minimum).replace(/\.0$/, '')} විය යුතුය.`;
          case 'tooBig':
            if (reason.unit === 'characters') return `${subject} උපරිම අක්ෂර ${n(reason.maximum)}ක් විය යුතුය.`;
            if (reason.unit === 'items') return `${subject} හි උපරිම අයිතම ${n(reason.maximum)}ක් තිබිය හැක.`;
            return `${subject} උපරිම ${f.decimal(reason.maximum).replace(/\.0$/, '')} විය යුතුය.`;
          case 'format':
            if (reason.format === 'email') return `${subject} වලංගු ඊමේල් ලිපිනයක් විය යුතුය.`;
            if (reason.format === 'url') return `${subject} වලංගු වෙබ් ලිපිනයක් විය යුතුය.`;
            if (reason.format === 'date') return `${subject} දිනයක් විය යුතුය (YYYY-MM-DD).`;
            return `${subject} වලංගු ආකෘතියක නොවේ.`;
          case 'invalid':
            return `${subject} වලංගු නැත.`;
          case 'controlCharacters':
            return `${subject} හි පාලන අක්ෂර (control characters) තිබිය නොහැක.`;
          case 'unicode':
            return `${subject} වලංගු Unicode පෙළක් විය යුතුය.`;
          case 'bodyNotObject':
            return 'ඉල්ලීමේ අන්තර්ගතය (body) {"name": "..."} වැනි JSON වස්තුවක් (object) විය යුතුය.';
          case 'nestedTooDeeply':
            return `ඉල්ලීමේ අන්තර්ගතය (body) ඉතා ගැඹුරට කූඩු කර ඇත (උපරිම මට්ටම් ${n(reason.levels)}).`;
          case 'givenOnce':
            return `${subject} ලබා දිය යුත්තේ එක් වරක් පමණි.`;
          case 'photoEncoded':
            return 'ඡායාරූපය Content-Encoding නොමැතිව යවන්න: එය දැනටමත් සම්පීඩිතයි.';
          case 'photoIncomplete':
            return 'ඡායාරූපය සම්පූර්ණයෙන් ලැබුණේ නැත. කරුණාකර නැවත උත්සාහ කරන්න.';
        }
      },
      own: {
        'Username cannot contain spaces.': 'පරිශීලක නාමයේ හිස්තැන් තිබිය නොහැක.',
        'Profile picture must be a web address starting with http:// or https://.':
          'පැතිකඩ පින්තූරය http:// හෝ https:// වලින් ආරම්භ වන වෙබ් ලිපිනයක් විය යුතුය.',
        'Telephone may contain only digits, spaces, +, - and parentheses.':
          'දුරකථන අංකයේ තිබිය හැක්කේ ඉලක්කම්, හිස්තැන්, +, - සහ වරහන් පමණි.',
        'Telephone must have 7 to 20 digits.': 'දුරකථන අංකයේ ඉලක්කම් 7 සිට 20 දක්වා තිබිය යුතුය.',
        'Website must be a web address, such as ella-view.lk or https://ella-view.lk.':
          'වෙබ් අඩවිය ella-view.lk හෝ https://ella-view.lk වැනි වෙබ් ලිපිනයක් විය යුතුය.',
        'Opening hours must be times like 08:00 or 22:30.': 'විවෘත වේලාවන් 08:00 හෝ 22:30 වැනි වේලාවන් විය යුතුය.',
        'Opening hours cannot open and close at the same time.': 'විවෘත වන වේලාව සහ වැසෙන වේලාව එකම විය නොහැක.',
        'Opening hours may give each day once.': 'විවෘත වේලාවන්හි එක් එක් දිනය දිය හැක්කේ එක් වරක් පමණි.',
        'Add at least one stop.': 'අවම වශයෙන් එක් නැවතුමක් එක් කරන්න.',
        'End date must be after start date': 'අවසාන දිනය ආරම්භක දිනයට පසු විය යුතුය.',
        'Give either text or a point for each place.': 'සෑම ස්ථානයක් සඳහාම පෙළ හෝ ලක්ෂ්‍යයක් යන දෙකින් එකක් දෙන්න.',
      },
    },

    confirmations: {
      passwordChanged: 'ඔබේ මුරපදය සාර්ථකව යාවත්කාලීන කරන ලදී.',
      photoAdded: 'ඡායාරූපය එක් කළා!',
      businessRegistered: 'ව්‍යාපාරය ලියාපදිංචි කළා!',
      businessUpdated: 'ව්‍යාපාරය යාවත්කාලීන කළා!',
      businessClaimed: 'ව්‍යාපාරය ඔබේ ගිණුමට ගත්තා! එය දැන් ඔබේ ගිණුමේ ඇත.',
      businessReported: 'ඔබේ වාර්තාවට ස්තූතියි. අපි මෙම ලැයිස්තුව සමාලෝචනය කරන්නෙමු.',
      reviewRequested: 'සමාලෝචනයක් ඉල්ලා ඇත. පරිපාලකයෙකු ඔබේ ලැයිස්තුව පරීක්ෂා කර, වාර්තා වැරදි නම් එය නැවත පෙන්වනු ඇත.',
      photoRemoved: 'ඡායාරූපය ඉවත් කළා.',
      listingRestored: 'ලැයිස්තුව ප්‍රතිස්ථාපනය කළා: එය නැවත පෙන්වන අතර එහි වාර්තා වසා දමා ඇත.',
      listingRemoved: 'ලැයිස්තුව නාමාවලියෙන් ඉවත් කළා.',
      managementCodeReissued:
        'නව කළමනාකරණ කේතයක් නිකුත් කළා. එය ලැයිස්තුවේ ඇති විද්‍යුත් තැපැල් ලිපිනයට යවන්න: එය පෙන්වන්නේ මෙවර පමණි, පැරණි කේතය තවදුරටත් ක්‍රියා නොකරයි.',
      feedbackThanks: 'ස්තූතියි! ඔබේ ප්‍රතිචාර TripMate වඩාත් හොඳ කිරීමට අපට උදව් වේ.',
      signedOutEverywhere: 'ඔබව සෑම උපාංගයකින්ම ඉවත් කරන ලදී.',
      addressNotOnMap:
        'මෙම ලිපිනය සිතියමේ සොයාගත නොහැකි වූ බැවින් ලැයිස්තුවට තවම සිතියම් සලකුණක් නැත. ඔබ සිටින තැන සලකුණ තැබීමට ලැයිස්තුව සංස්කරණය කරන්න.',
    },
  };
}

export const sinhala: ServerCatalogue = {
  locale: 'si-LK',
  grouping: 'thousands',
  messages,
  review: [
    // "IP address" kept as IP ලිපිනය (the English says "this address", meaning the network address).
    'errors.AUTH_TOO_MANY_SIGN_UPS',
    // An API's words for programmers: cursor, idempotency key, request body, %-escape, API call.
    'errors.BUSINESS_INVALID_CURSOR',
    'errors.PLAN_IDEMPOTENCY_KEY_REUSED',
    'errors.TRIP_IDEMPOTENCY_KEY_REUSED',
    'errors.ROUTE_NOT_FOUND',
    'errors.BAD_ADDRESS',
    'errors.BODY_NOT_DECODED',
    // "Upload" as උඩුගත කිරීම and "the server" as සේවාදායකය, for a connection too slow to send a photo.
    'errors.REQUEST_TIMEOUT',
    // "Claim" as taking a listing into one's account (ඔබේ ගිණුමට ගැනීම); the client's own word may differ.
    'errors.BUSINESS_SIGN_IN_REQUIRED',
    'errors.BUSINESS_NOT_OWNER',
    'confirmations.businessClaimed',
    // The confirmations GraphQL's payloads gained later: "restored", "signed out on every device", the feedback thanks.
    'confirmations.listingRestored',
    'confirmations.managementCodeReissued',
    'confirmations.feedbackThanks',
    'confirmations.signedOutEverywhere',
    // The owner's request for a review of a hidden listing, and its refusal when the listing is shown.
    'confirmations.reviewRequested',
    'errors.BUSINESS_NOT_HIDDEN',
    // The rules said of any field: the label first, then the rule, for labels of every kind.
    'validation.rule',
  ],
};
