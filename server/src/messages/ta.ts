import type { ValidationReason } from '../lib/errors/validation.js';
import { plannerErrorWords, type Format } from '../modules/planner/planner.module.js';
import type { ServerCatalogue, ServerMessages } from './catalogue.js';

// Tamil as Sri Lankan Tamil readers see it in the web client's Tamil catalogues (உள்நுழையுங்கள், கணக்கு, கடவுச்சொல்,
// பட்டியல், நிர்வாகக் குறியீடு, மீண்டும் முயலுங்கள்), so a refusal reads like the screen around it. Names from the data,
// codes, the API's field names and technical words (JSON, UTF-8, Content-Type) stay as they are; a name is followed by
// a separate case word ("Kandy இல்"), as in the plan writer.

const fieldLabels: Readonly<Record<string, string>> = {
  name: 'பெயர்',
  email: 'மின்னஞ்சல்',
  password: 'கடவுச்சொல்',
  username: 'பயனர்பெயர்',
  currentPassword: 'தற்போதைய கடவுச்சொல்',
  newPassword: 'புதிய கடவுச்சொல்',
  confirmPassword: 'கடவுச்சொல் உறுதிப்படுத்தல்',
  profilePictureUrl: 'சுயவிவரப் படம்',
  currency: 'நாணயம்',
  language: 'மொழி',
  address: 'முகவரி',
  telephone: 'தொலைபேசி',
  website: 'இணையதளம்',
  description: 'விவரம்',
  category: 'வகை',
  openingHours: 'திறந்திருக்கும் நேரங்கள்',
  opens: 'திறக்கும் நேரம்',
  closes: 'மூடும் நேரம்',
  languages: 'மொழிகள்',
  priceRange: 'விலை வரம்பு',
  location: 'இருப்பிடம்',
  district: 'மாவட்டம்',
  start: 'தொடக்க இடம்',
  end: 'இறுதிச் சேருமிடம்',
  startingLocation: 'தொடக்க இடம்',
  finalDestination: 'இறுதிச் சேருமிடம்',
  days: 'நாட்கள்',
  people: 'பயணிகள்',
  travelers: 'பயணிகள்',
  budget: 'செலவுத் திட்டம்',
  notes: 'குறிப்புகள்',
  customPlaces: 'நீங்கள் தேர்ந்த இடங்கள்',
  startDate: 'தொடக்கத் தேதி',
  endDate: 'முடிவுத் தேதி',
  stops: 'நிறுத்தங்கள்',
  title: 'தலைப்பு',
  message: 'செய்தி',
  childAges: 'குழந்தைகளின் வயது',
  residency: 'வசிப்பிட நிலை',
  managementCode: 'நிர்வாகக் குறியீடு',
  reason: 'காரணம்',
  detail: 'விவரம்',
};

const kindWords: Readonly<Record<Extract<ValidationReason, { kind: 'type' }>['expected'], string>> = {
  text: 'உரையாக',
  number: 'எண்ணாக',
  integer: 'முழு எண்ணாக',
  boolean: 'true அல்லது false ஆக',
  list: 'பட்டியலாக',
  object: 'JSON பொருளாக (object)',
  other: 'வேறு வகை மதிப்பாக',
};

function messages(f: Format): ServerMessages {
  const n = (value: number) => f.number(value);
  const planned = plannerErrorWords('ta');
  const actionRequired = { edit: 'திருத்த', delete: 'நீக்க', claim: 'உங்கள் கணக்கில் சேர்க்க', change: 'மாற்ற' } as const;
  const actionOwner = {
    edit: 'இதைத் திருத்த',
    delete: 'இதை நீக்க',
    claim: 'இதைத் தன் கணக்கில் சேர்க்க',
    change: 'இதை மாற்ற',
  } as const;
  const tryLater = 'பின்னர் மீண்டும் முயலுங்கள்.';

  return {
    errors: {
      AUTH_INVALID_CREDENTIALS: () => 'பயனர்பெயர் அல்லது கடவுச்சொல் தவறு.',
      AUTH_TOO_MANY_SIGN_INS: () => 'உள்நுழைவு முயற்சிகள் மிக அதிகம். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
      AUTH_TOO_MANY_SIGN_UPS: () => `இந்த IP முகவரியிலிருந்து மிக அதிகமான கணக்குகள் உருவாக்கப்பட்டுள்ளன. ${tryLater}`,
      AUTH_TOO_MANY_WRONG_PASSWORDS: () =>
        'இந்தக் கணக்கிற்கு மிக அதிகமான தவறான கடவுச்சொற்கள் உள்ளிடப்பட்டன. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
      AUTH_TOO_MANY_EMAIL_CHANGES: () => 'இந்தக் கணக்கின் மின்னஞ்சல் முகவரி மிக அதிக முறை மாற்றப்பட்டுள்ளது. நாளை மீண்டும் முயலுங்கள்.',
      AUTH_SIGN_IN_REQUIRED: () => 'முதலில் உள்நுழையுங்கள்.',
      AUTH_SESSION_EXPIRED: () => 'உங்கள் அமர்வு காலாவதியாகிவிட்டது. மீண்டும் உள்நுழையுங்கள்.',
      AUTH_USERNAME_TAKEN: () => 'இந்தப் பயனர்பெயர் ஏற்கெனவே பயன்பாட்டில் உள்ளது.',
      AUTH_EMAIL_TAKEN: () => 'இந்த மின்னஞ்சலுடன் ஒரு கணக்கு ஏற்கெனவே உள்ளது.',
      AUTH_WRONG_PASSWORD: () => 'தற்போதைய கடவுச்சொல் தவறு.',
      AUTH_PASSWORD_MISMATCH: () => 'புதிய கடவுச்சொல்லும் உறுதிப்படுத்தலும் பொருந்தவில்லை.',
      AUTH_NO_PASSWORD: () => 'இந்தக் கணக்கு Google அல்லது GitHub மூலம் உள்நுழைவதால் மாற்றுவதற்குக் கடவுச்சொல் இல்லை.',
      AUTH_OAUTH_CODE_INVALID: () =>
        'இந்த உள்நுழைவு இணைப்பு காலாவதியானது, ஏற்கெனவே பயன்படுத்தப்பட்டது, அல்லது வேறு உலாவியில் திறக்கப்பட்டது. மீண்டும் முயலுங்கள்.',
      AUTH_PROVIDER_NOT_CONFIGURED: () => 'அந்தச் சேவை வழங்குநர் இந்தச் சேவையகத்தில் அமைக்கப்படவில்லை.',
      AUTH_IDENTITY_TAKEN: () => 'அந்தக் கணக்கு ஏற்கெனவே வேறொரு TripMate கணக்குடன் இணைக்கப்பட்டுள்ளது.',
      AUTH_CONNECT_OTHER_ACCOUNT: () => 'இந்த இணைப்பு வேறொரு TripMate கணக்கிலிருந்து தொடங்கப்பட்டது. மீண்டும் முயலுங்கள்.',

      BUSINESS_EMAIL_TAKEN: () => 'இந்த மின்னஞ்சலுடன் ஒரு வணிகம் ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது.',
      BUSINESS_NOT_FOUND: () => 'வணிகம் கிடைக்கவில்லை.',
      BUSINESS_SIGN_IN_REQUIRED: (p) => `ஒரு வணிகத்தை ${actionRequired[p.action]} உள்நுழையுங்கள்.`,
      BUSINESS_NOT_OWNER: (p) => `இந்த வணிகத்தைப் பதிவு செய்த கணக்கால் மட்டுமே ${actionOwner[p.action]} முடியும்.`,
      BUSINESS_INVALID_CURSOR: () => 'after சரியான கர்சர் (cursor) அல்ல.',
      BUSINESS_TOO_MANY_REGISTRATIONS: () =>
        `இந்த IP முகவரியிலிருந்து மிக அதிகமான வணிகங்கள் பதிவு செய்யப்பட்டுள்ளன. ${tryLater}`,
      BUSINESS_OWNER_LIMIT_REACHED: (p) =>
        `ஒரு கணக்கு அதிகபட்சம் ${n(p.limit)} வணிகங்களைப் பட்டியலிடலாம். இன்னொன்றைப் பதிவு செய்ய உங்களுடையவற்றில் ஒன்றை நீக்குங்கள்.`,
      BUSINESS_WRONG_MANAGEMENT_CODE: () => 'இந்த நிர்வாகக் குறியீடு இந்த வணிகத்துடன் பொருந்தவில்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
      BUSINESS_TOO_MANY_CODE_ATTEMPTS: () =>
        'இந்த IP முகவரியிலிருந்து மிக அதிகமான நிர்வாகக் குறியீட்டு முயற்சிகள். சில நிமிடங்களில் மீண்டும் முயலுங்கள்.',
      BUSINESS_ALREADY_CLAIMED: () => 'இந்த வணிகம் ஏற்கெனவே ஒரு கணக்கிற்குச் சொந்தமானது.',
      BUSINESS_PIN_NOT_ON_LAND: () =>
        'இருப்பிடம் இலங்கையின் நிலப்பரப்பில் இருக்க வேண்டும்: இந்த வரைபடக் குறி கடலில் அல்லது நாட்டுக்கு வெளியே உள்ளது. அதைத் தீவின் மீது நகர்த்துங்கள்.',
      BUSINESS_ALREADY_REPORTED: () => 'இந்தப் பட்டியலை நீங்கள் ஏற்கெனவே புகாரளித்துள்ளீர்கள். நன்றி: இது மதிப்பாய்வு செய்யப்படும்.',
      BUSINESS_TOO_MANY_REPORTS: () => `மிக அதிகமான புகார்கள் அனுப்பப்பட்டுள்ளன. ${tryLater}`,
      BUSINESS_ADMIN_ONLY: () => 'புகாரளிக்கப்பட்ட பட்டியல்களை ஒரு நிர்வாகி மட்டுமே மதிப்பாய்வு செய்ய முடியும்.',
      BUSINESS_CODES_ADMIN_ONLY: () => 'புதிய நிர்வாகக் குறியீட்டை ஒரு நிர்வாகி மட்டுமே வழங்க முடியும்.',
      BUSINESS_NOT_HIDDEN: () => 'இந்தப் பட்டியல் அடைவில் காட்டப்படுகிறது: மதிப்பாய்வு செய்ய எதுவும் இல்லை.',

      PHOTO_TOO_LARGE: (p) => `இந்தப் படம் மிகப் பெரியது: ஒரு படம் அதிகபட்சம் ${n(p.megabytes)} MB இருக்கலாம்.`,
      PHOTO_EMPTY: () => 'படத்தைக் கோரிக்கையின் உள்ளடக்கமாக (body) அனுப்புங்கள் (JPEG, PNG அல்லது WebP கோப்பு).',
      PHOTO_NOT_AN_IMAGE: () => 'இந்தக் கோப்பு JPEG, PNG அல்லது WebP படம் அல்ல. அந்த வடிவங்களில் ஒன்றில் உள்ள படத்தைத் தேர்ந்தெடுங்கள்.',
      PHOTO_UNREADABLE: () => 'இந்தப் படத்தைப் படிக்க முடியவில்லை; அது சேதமடைந்திருக்கலாம். மீண்டும் ஏற்றுமதி செய்து முயலுங்கள்.',
      PHOTO_TOO_MANY_PIXELS: (p) =>
        `${p.size ? `இந்தப் படம் ${p.size} பிக்சல்கள் கொண்டது` : 'இந்தப் படத்தில் பிக்சல்கள் மிக அதிகம்'}; ஒரு படத்தில் அதிகபட்சம் ${n(p.megapixels)} மெகாபிக்சல்கள் இருக்கலாம். அதைச் சிறிதாக்கி மீண்டும் முயலுங்கள்.`,
      PHOTO_LIMIT_REACHED: (p) => `ஒரு பட்டியலில் அதிகபட்சம் ${n(p.max)} படங்கள் இருக்கலாம். இன்னொன்றைச் சேர்க்க ஒன்றை அகற்றுங்கள்.`,
      PHOTO_NOT_FOUND: () => 'படம் கிடைக்கவில்லை.',
      PHOTO_BAD_ORDER: () => 'photoIds பட்டியலின் ஒவ்வொரு படத்தையும் சரியாக ஒரு முறை பட்டியலிட வேண்டும்.',
      PHOTO_TOO_MANY_UPLOADS: () => `இந்த IP முகவரியிலிருந்து மிக அதிகமான படங்கள் பதிவேற்றப்பட்டுள்ளன. ${tryLater}`,
      PHOTO_STORAGE_UNAVAILABLE: () => 'இப்போது படங்களைச் சேமிக்கவோ படிக்கவோ முடியவில்லை. ஒரு நிமிடத்தில் மீண்டும் முயலுங்கள்.',

      CHAT_TOO_MANY_MESSAGES: () => 'நீங்கள் மிக வேகமாகச் செய்திகளை அனுப்புகிறீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.',
      CHAT_SIGN_IN_TO_EDIT: () => 'அரட்டையிலிருந்து உங்கள் திட்டத்தை மாற்ற உள்நுழையுங்கள்.',
      FEEDBACK_TOO_MANY: () => 'குறுகிய நேரத்தில் நீங்கள் நிறையக் கருத்துகளை அனுப்பியுள்ளீர்கள். சில நிமிடங்களில் மீண்டும் முயலுங்கள்.',
      TRIP_NOT_FOUND: () => 'பயணம் கிடைக்கவில்லை.',
      TRIP_IDEMPOTENCY_KEY_REUSED: () =>
        'இந்த idempotency விசை ஏற்கனவே வேறொரு பயணத்திற்குப் பயன்படுத்தப்பட்டது. ஒவ்வொரு புதிய பயணத்தையும் புதிய விசையுடன் அனுப்பவும்; மீண்டும் முயலும்போது முதல் முயற்சியின் விசையையும் விவரங்களையும் அப்படியே அனுப்பவும்.',

      GEO_LOCATION_NOT_FOUND: (p) => `இடத்தைக் கண்டறிய முடியவில்லை: ${p.place}`,
      GEO_NO_ROUTE: () => 'இடங்களுக்கு இடையே வழியைக் கண்டறிய முடியவில்லை',
      GEO_ATTRACTIONS_FAILED: () => 'வழியில் உள்ள சுற்றுலா இடங்களைத் தேடுவதில் பிழை',
      GEO_PROVIDER_UNAVAILABLE: () => 'வரைபடச் சேவை பதிலளிக்கவில்லை. மீண்டும் முயலுங்கள்.',

      PLAN_LOCATION_NOT_FOUND: (p) => `இடத்தைக் கண்டறிய முடியவில்லை: ${p.place}`,
      PLAN_TOO_FEW_DAYS: (p) => planned.tooFewDays(p),
      PLAN_NO_ROUTE: () => 'இடங்களுக்கு இடையே வழியைக் கண்டறிய முடியவில்லை',
      PLAN_NOT_FOUND: (p) =>
        p.shared
          ? 'இந்தப் பகிரப்பட்ட திட்டம் கிடைக்கவில்லை: இணைப்பு தவறாகத் தட்டச்சு செய்யப்பட்டிருக்கலாம், அல்லது அதன் உரிமையாளர் பகிர்வதை நிறுத்தியிருக்கலாம்.'
          : 'பயணத் திட்டம் கிடைக்கவில்லை. அது நீக்கப்பட்டிருக்கலாம், அல்லது சேமிக்கப்படும் முன் காலாவதியாகியிருக்கலாம்.',
      PLAN_RATE_LIMITED: (p) => planned.tooManyPlans(p.minutes),
      PLAN_BAD_EDIT: (p) => planned.badEdit(p.edit),
      PLAN_VERSION_CONFLICT: (p) =>
        `நீங்கள் திறந்த பிறகு இந்தத் திட்டம் வேறோர் இடத்தில் (வேறு தாவல் அல்லது சாதனத்தில்) மாற்றப்பட்டது; அது இப்போது பதிப்பு ${n(p.current)} இல் உள்ளது. எதுவும் மாற்றப்படவில்லை: திட்டத்தை மீண்டும் ஏற்றி உங்கள் திருத்தத்தை மீண்டும் செய்யுங்கள்.`,
      PLAN_IDEMPOTENCY_KEY_REUSED: () =>
        'இந்த idempotency விசை இந்தத் திட்டத்தின் வேறொரு மாற்றத்திற்கு ஏற்கெனவே பயன்படுத்தப்பட்டது. ஒவ்வொரு புதிய மாற்றத்தையும் புதிய விசையுடன் அனுப்புங்கள்; மீண்டும் முயலும்போது முதல் முயற்சியின் விசையையும் திருத்தங்களையும் அனுப்புங்கள்.',
      PLAN_NOT_SAVED: () => 'திட்டத்தைப் பகிரும் முன் அதைச் சேமியுங்கள்: சேமிக்கப்படாத திட்டம் ஒரு நாளுக்குப் பிறகு அகற்றப்படும்.',
      PLAN_NO_DATES: () =>
        'இந்தத் திட்டத்திற்குத் தொடக்கத் தேதி இல்லாததால் அதன் நாட்களுக்குத் தேதிகள் இல்லை: அந்த நாளிலிருந்து நாட்காட்டியில் சேர்க்க முகவரியுடன் ?start=YYYY-MM-DD ஐச் சேருங்கள்.',
      PLAN_EDITS_RATE_LIMITED: (p) =>
        `குறுகிய நேரத்தில் நீங்கள் பல திருத்தங்களைச் செய்துள்ளீர்கள். ${n(p.seconds)} விநாடிகளில் மீண்டும் முயலுங்கள்.`,
      PLAN_SHARE_RATE_LIMITED: (p) =>
        `குறுகிய நேரத்தில் உங்கள் IP முகவரியிலிருந்து மிக அதிகமான பகிரப்பட்ட திட்டங்கள் திறக்கப்பட்டன. ${n(p.seconds)} விநாடிகளில் மீண்டும் முயலுங்கள்.`,

      DATABASE_UNAVAILABLE: () => 'TripMate இப்போது அதன் தரவுத்தளத்தை அணுக முடியவில்லை. சில விநாடிகளில் மீண்டும் முயலுங்கள்.',
      ROUTE_NOT_FOUND: (p) => `${p.method} ${p.path} என்ற API அழைப்பு இல்லை.`,
      BODY_TOO_LARGE: (p) => `கோரிக்கையின் உள்ளடக்கம் (body) மிகப் பெரியது (அதிகபட்சம் ${p.limit}).`,
      BAD_ADDRESS: () => 'முகவரியில் தவறான %-escape உள்ளது.',
      BODY_NOT_UTF8: () => 'கோரிக்கையின் உள்ளடக்கம் (body) UTF-8 JSON ஆக இருக்க வேண்டும்.',
      BODY_NOT_DECODED: () =>
        'கோரிக்கையின் உள்ளடக்கம் (body) அதன் Content-Encoding கூறுவது போல் விரிவடையவில்லை: அந்த முறையில் சுருக்கி அனுப்பவும், அல்லது Content-Encoding இல்லாமல் அனுப்பவும்.',
      BODY_NOT_JSON: () => 'கோரிக்கையின் உள்ளடக்கத்தை (body) JSON ஆக அனுப்புங்கள் (Content-Type: application/json).',
      REQUEST_TIMEOUT: (p) =>
        p.stalled
          ? `${n(p.seconds)} வினாடிகளாகப் பதிவேற்றத்தில் மேலும் எதுவும் வரவில்லை, எனவே சேவையகம் அதற்காகக் காத்திருப்பதை நிறுத்தியது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.`
          : `கோரிக்கை வந்து சேர ${n(p.seconds)} வினாடிகளுக்கு மேல் ஆனது, எனவே சேவையகம் அதற்காகக் காத்திருப்பதை நிறுத்தியது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.`,
      INTERNAL: () =>
        'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. மீண்டும் முயலுங்கள்; தொடர்ந்து நடந்தால், கோரிக்கை அடையாளத்தை (request id) குறிப்பிடுங்கள்.',
    },

    validation: {
      field: (name) => fieldLabels[name] ?? null,
      unnamed: (name) => name,
      rule: (reason, label) => {
        const subject = label ?? 'மதிப்பு';
        const bound = (x: number) => f.decimal(x).replace(/\.0$/, '');
        switch (reason.kind) {
          case 'required':
            return `${subject} தேவை.`;
          case 'type':
            return `${subject} ${kindWords[reason.expected]} இருக்க வேண்டும்.`;
          case 'oneOf':
            return `${subject} இவற்றில் ஒன்றாக இருக்க வேண்டும்: ${reason.values.join(', ')}.`;
          case 'tooSmall':
            if (reason.unit === 'characters')
              return `${subject} இல் குறைந்தது ${n(reason.minimum)} எழுத்துகள் இருக்க வேண்டும்.`;
            if (reason.unit === 'items') return `${subject} இல் குறைந்தது ${n(reason.minimum)} உருப்படிகள் இருக்க வேண்டும்.`;
            return `${subject} குறைந்தது ${bound(reason.minimum)} ஆக இருக்க வேண்டும்.`;
          case 'tooBig':
            if (reason.unit === 'characters')
              return `${subject} அதிகபட்சம் ${n(reason.maximum)} எழுத்துகளாக இருக்க வேண்டும்.`;
            if (reason.unit === 'items') return `${subject} இல் அதிகபட்சம் ${n(reason.maximum)} உருப்படிகள் இருக்கலாம்.`;
            return `${subject} அதிகபட்சம் ${bound(reason.maximum)} ஆக இருக்க வேண்டும்.`;
          case 'format':
            if (reason.format === 'email') return `${subject} சரியான மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்.`;
            if (reason.format === 'url') return `${subject} சரியான இணைய முகவரியாக இருக்க வேண்டும்.`;
            if (reason.format === 'date') return `${subject} ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD).`;
            return `${subject} சரியான வடிவத்தில் இல்லை.`;
          case 'invalid':
            return `${subject} சரியானதல்ல.`;
          case 'controlCharacters':
            return `${subject} இல் கட்டுப்பாட்டு எழுத்துகள் (control characters) இருக்கக் கூடாது.`;
          case 'unicode':
            return `${subject} சரியான Unicode உரையாக இருக்க வேண்டும்.`;
          case 'bodyNotObject':
            return 'கோரிக்கையின் உள்ளடக்கம் (body) {"name": "..."} போன்ற JSON பொருளாக (object) இருக்க வேண்டும்.';
          case 'nestedTooDeeply':
            return `கோரிக்கையின் உள்ளடக்கம் (body) மிக ஆழமாக அடுக்கப்பட்டுள்ளது (அதிகபட்சம் ${n(reason.levels)} நிலைகள்).`;
          case 'givenOnce':
            return `${subject} ஒரு முறை மட்டுமே கொடுக்கப்பட வேண்டும்.`;
          case 'photoEncoded':
            return 'படத்தை Content-Encoding இல்லாமல் அனுப்புங்கள்: அது ஏற்கெனவே சுருக்கப்பட்டது.';
          case 'photoIncomplete':
            return 'படம் முழுமையாக வந்து சேரவில்லை. மீண்டும் முயலுங்கள்.';
        }
      },
      own: {
        'Username cannot contain spaces.': 'பயனர்பெயரில் இடைவெளிகள் இருக்கக் கூடாது.',
        'Profile picture must be a web address starting with http:// or https://.':
          'சுயவிவரப் படம் http:// அல்லது https:// என்று தொடங்கும் இணைய முகவரியாக இருக்க வேண்டும்.',
        'Telephone may contain only digits, spaces, +, - and parentheses.':
          'தொலைபேசி எண்ணில் இலக்கங்கள், இடைவெளிகள், +, - மற்றும் அடைப்புக்குறிகள் மட்டுமே இருக்கலாம்.',
        'Telephone must have 7 to 20 digits.': 'தொலைபேசி எண்ணில் 7 முதல் 20 இலக்கங்கள் இருக்க வேண்டும்.',
        'Website must be a web address, such as ella-view.lk or https://ella-view.lk.':
          'இணையதளம் ella-view.lk அல்லது https://ella-view.lk போன்ற இணைய முகவரியாக இருக்க வேண்டும்.',
        'Opening hours must be times like 08:00 or 22:30.':
          'திறந்திருக்கும் நேரங்கள் 08:00 அல்லது 22:30 போன்ற நேரங்களாக இருக்க வேண்டும்.',
        'Opening hours cannot open and close at the same time.': 'திறக்கும் நேரமும் மூடும் நேரமும் ஒன்றாக இருக்க முடியாது.',
        'Opening hours may give each day once.': 'திறந்திருக்கும் நேரங்களில் ஒவ்வொரு நாளையும் ஒரு முறை மட்டுமே கொடுக்கலாம்.',
        'Add at least one stop.': 'குறைந்தது ஒரு நிறுத்தத்தைச் சேருங்கள்.',
        'End date must be after start date': 'முடிவுத் தேதி தொடக்கத் தேதிக்குப் பின் இருக்க வேண்டும்.',
        'Give either text or a point for each place.': 'ஒவ்வொரு இடத்திற்கும் உரை அல்லது ஒரு புள்ளி, இவற்றில் ஒன்றைக் கொடுங்கள்.',
      },
    },

    confirmations: {
      passwordChanged: 'உங்கள் கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.',
      photoAdded: 'படம் சேர்க்கப்பட்டது!',
      businessRegistered: 'வணிகம் பதிவு செய்யப்பட்டது!',
      businessUpdated: 'வணிகம் புதுப்பிக்கப்பட்டது!',
      businessClaimed: 'வணிகம் உங்கள் கணக்கில் சேர்க்கப்பட்டது! இது இப்போது உங்கள் கணக்கில் உள்ளது.',
      businessReported: 'உங்கள் புகாருக்கு நன்றி. இந்தப் பட்டியலை நாங்கள் மதிப்பாய்வு செய்வோம்.',
      reviewRequested:
        'மதிப்பாய்வு கோரப்பட்டது. ஒரு நிர்வாகி உங்கள் பட்டியலைப் பார்த்து, புகார்கள் தவறானவை என்றால் அதை மீண்டும் காட்டுவார்.',
      photoRemoved: 'படம் நீக்கப்பட்டது.',
      listingRestored: 'பட்டியல் மீட்டமைக்கப்பட்டது: அது மீண்டும் காட்டப்படுகிறது, அதன் புகார்கள் மூடப்பட்டன.',
      listingRemoved: 'பட்டியல் அடைவிலிருந்து நீக்கப்பட்டது.',
      managementCodeReissued:
        'புதிய நிர்வாகக் குறியீடு வழங்கப்பட்டது. அதைப் பட்டியலில் உள்ள மின்னஞ்சல் முகவரிக்கு அனுப்புங்கள்: இது இந்த ஒரு முறை மட்டுமே காட்டப்படும், பழைய குறியீடு இனி வேலை செய்யாது.',
      feedbackThanks: 'நன்றி! உங்கள் கருத்து TripMate-ஐ மேம்படுத்த எங்களுக்கு உதவுகிறது.',
      signedOutEverywhere: 'எல்லா சாதனங்களிலிருந்தும் நீங்கள் வெளியேற்றப்பட்டீர்கள்.',
      addressNotOnMap:
        'இந்த முகவரியை வரைபடத்தில் கண்டுபிடிக்க முடியவில்லை, எனவே பட்டியலுக்கு இன்னும் வரைபடக் குறி இல்லை. நீங்கள் இருக்கும் இடத்தில் குறியை வைக்கப் பட்டியலைத் திருத்துங்கள்.',
    },
  };
}

export const tamil: ServerCatalogue = {
  locale: 'ta-LK',
  grouping: 'thousands',
  messages,
  review: [
    // "IP address" kept as IP முகவரி (the English says "this address", meaning the network address).
    'errors.AUTH_TOO_MANY_SIGN_UPS',
    // An API's words for programmers: cursor, idempotency key, request body, %-escape, API call.
    'errors.BUSINESS_INVALID_CURSOR',
    'errors.PLAN_IDEMPOTENCY_KEY_REUSED',
    'errors.TRIP_IDEMPOTENCY_KEY_REUSED',
    'errors.ROUTE_NOT_FOUND',
    'errors.BAD_ADDRESS',
    'errors.BODY_NOT_DECODED',
    // "Upload" as பதிவேற்றம் and "the server" as சேவையகம், for a connection too slow to send a photo.
    'errors.REQUEST_TIMEOUT',
    // "Claim" as adding a listing to one's account (கணக்கில் சேர்த்தல்); the client's own word may differ.
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
    // The rules said of any field: the label first, then a separate case word (“பெயர் இல்”), for labels of every kind.
    'validation.rule',
    // அமர்வு for a signed-in session.
    'errors.AUTH_SESSION_EXPIRED',
  ],
};
