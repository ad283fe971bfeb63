import { builtInGeo } from '../../../test/geo.js';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.js';
import { ContentService } from '../../content/content.module.js';
import { dataText, plannerData, TRANSLATED_DATA_TEXTS, TRANSLATED_MONTH_NOTES } from '../../planner/planner.module.js';
import { BuiltInAssistant } from '../builtin-assistant.js';
import { defaultKnowledge } from '../chat.module.js';
import { loadEvalSet } from '../eval/score.js';
import { Money } from '../grounded/money.js';
import { generalKnowledge } from '../knowledge.js';
import { sendChatMessageSchema } from '../chat.schema.js';
import { CHAT_CATALOGUES, chatMessagesOf, sayIn } from './languages.js';
import { englishCues } from './question-words.js';

const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;
const geo = builtInGeo();
const assistant = new BuiltInAssistant(defaultKnowledge(geo, ContentService.load(paths.content)));

/** The shape of a catalogue's messages: each key with the kind of its value, nested (the knowledge entries aside). */
function shape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, shape(v)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}
const withoutKnowledge = (language: 'en' | 'si' | 'ta') => shape({ ...sayIn(language), knowledge: null });

describe('the assistant’s catalogues', () => {
  it('has every message in every language, and a Sinhala and a Tamil text for each general entry', () => {
    expect(Object.keys(CHAT_CATALOGUES).sort()).toEqual(['en', 'si', 'ta']);
    expect(withoutKnowledge('si')).toEqual(withoutKnowledge('en'));
    expect(withoutKnowledge('ta')).toEqual(withoutKnowledge('en'));
    for (const language of ['si', 'ta'] as const) {
      expect(Object.keys(sayIn(language).knowledge).sort(), language).toEqual(generalKnowledge.map((e) => e.id).sort());
      for (const text of Object.values(sayIn(language).knowledge)) expect(text).toMatch(SCRIPTS[language]);
    }
  });

  it('marks the messages a speaker should check, each one a message of the catalogue', () => {
    const keys = new Set(Object.keys(sayIn('en')));
    for (const catalogue of Object.values(CHAT_CATALOGUES))
      for (const key of catalogue.review) expect(keys.has(key.split('.')[0]!), key).toBe(true);
    expect(CHAT_CATALOGUES.en.review).toEqual([]);
  });

  it('translates every month note of the monsoon calendar the data holds (plans’ season tips and the assistant’s seasons)', () => {
    const notes = plannerData(geo.data).seasons.months.map((m) => m.note);
    expect(TRANSLATED_MONTH_NOTES).toEqual(notes);
    for (const language of ['si', 'ta'] as const)
      for (const note of notes) expect(sayIn(language).season.note(note)).toMatch(SCRIPTS[language]);
    expect(sayIn('en').season.note(notes[0]!)).toBe(notes[0]);
  });

  it('writes numbers, plurals and month names through Intl for the language', () => {
    const si = chatMessagesOf(CHAT_CATALOGUES.si);
    const ta = chatMessagesOf(CHAT_CATALOGUES.ta);
    expect(si.monthRanges([12, 1, 2, 3, 4])).toBe('දෙසැම්බර් සිට අප්‍රේල් දක්වා');
    expect(ta.monthRanges([12, 1, 2, 3, 4])).toBe('டிசம்பர் முதல் ஏப்ரல் வரை');
    expect(si.monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('වසර පුරාම');
    expect(si.duration(243)).toBe('පැය 4 මිනිත්තු 5');
    expect(ta.duration(243)).toBe('4 மணிநேரம் 5 நிமிடம்');
    expect(ta.planEdits.diff({ code: 'NIGHTS', base: 'Ella', from: 2, to: 1 })).toBe('Ella: 2 → 1 இரவு');
    expect(ta.planEdits.diff({ code: 'NIGHTS', base: 'Ella', from: 2, to: 3 })).toBe('Ella: 2 → 3 இரவுகள்');
    expect(si.planEdits.diff({ code: 'TOTAL', from: 'LKR 1,234,567', to: 'LKR 1,300,000' })).toBe(
      'මුළු එකතුව: LKR 1,234,567 → LKR 1,300,000',
    );
    expect(ta.planEdits.already({ name: 'Sigiriya Rock Fortress', day: 3 })).toBe(
      'Sigiriya Rock Fortress ஏற்கனவே உங்கள் திட்டத்தின் 3 ஆம் நாளில் உள்ளது.',
    );
  });
});

describe('the built-in assistant in Sinhala and Tamil', () => {
  it('reads a Sinhala or Tamil question through the words it knows, stems and case endings included', () => {
    expect(englishCues('ඇල්ලට යන්න හොඳම කාලය කුමක්ද?')).toBe('ella visit best time');
    expect(englishCues('මහනුවර සිට ඇල්ලට කොපමණ දුරද?')).toBe('kandy ella how far');
    // Typed with or without the zero-width joiner of a conjunct (ත්‍රි, ත්රි), a word reads the same.
    const joined = englishCues('ත්‍රිකුණාමලයට යන්න හොඳම කාලය අප්‍රේල්ද?');
    expect(joined).toMatch(/trincomalee/);
    expect(englishCues('ත්රිකුණාමලයට යන්න හොඳම කාලය අප්රේල්ද?')).toBe(joined);
    expect(englishCues('கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?')).toBe('kandy ella how far');
    // எல்லாம் ("all") is not Ella.
    expect(englishCues('எல்லாம் சரி')).toBe('');
    expect(englishCues('When is the best time to visit Mirissa?')).toBeNull();
  });

  it('answers a Sinhala question on seasons, routes, fees and etiquette in Sinhala, towns in Sinhala script and sights with their town’s Sinhala name', () => {
    const ask = (q: string) => assistant.answer(q, { language: 'si' });
    const season = ask('ඇල්ලට යන්න හොඳම කාලය කුමක්ද?');
    expect(season.text).toMatch(/^ඇල්ල පිහිටා ඇත්තේ කඳුකරයේය; එහි වඩාත් වියළි මාස .+ දක්වා වේ\./);
    expect(season.text).toContain('(TripMate හි සැලසුම් දත්ත: කාලගුණ විද්‍යා දෙපාර්තමේන්තුවේ මෝසම් දින දර්ශනය');
    expect(season.links).toEqual([{ label: 'සෘතු අනුව සැලසුම් කරන්න', href: '/planner' }]);

    const route = ask('මහනුවර සිට ඇල්ලට කොපමණ දුරද?');
    expect(route.text).toMatch(
      /^පාරෙන් මහනුවර සිට ඇල්ල දක්වා ආසන්න වශයෙන් කි\.මී 1[2-4]\dක් වේ — රිය පැදවීමට පැය \d( මිනිත්තු \d+)?ක් පමණ ගත වේ/,
    );
    expect(route.text).toMatch(/දුම්රියෙන් .*Main Line ඔස්සේ පැය [67]( මිනිත්තු \d+)?ක් පමණ ගත වේ/);
    expect(route.links).toEqual([{ label: 'මහනුවර සිට ඇල්ල දක්වා සැලසුම් කරන්න', href: '/planner' }]);

    expect(ask('සීගිරිය ප්‍රවේශ ගාස්තුව කීයද?').text).toMatch(
      /^Sigiriya Rock Fortress \(සීගිරිය\) සඳහා විදේශීය වැඩිහිටි ප්‍රවේශ පත්‍රයක මිල ආසන්න වශයෙන් LKR [\d,]+ \(USD \d+;/,
    );
    const yala = ask('යාල සැප්තැම්බර් මාසයේ විවෘතද?').text;
    expect(yala).toMatch(/^සැප්තැම්බර් මාසයේදී Yala National Park: බොහෝ විට වසා ඇත — /);
    // The closure's note from the curated data, in Sinhala too.
    const closure = plannerData(geo.data).seasons.closures.find((c) => c.attractionId === 'yala-national-park')!;
    expect(yala).toContain(dataText('si', closure.note));
    expect(yala).not.toContain(closure.note);
    expect(ask('පන්සලට යන විට අඳින්න ඕනේ මොනවාද?').text).toBe(sayIn('si').knowledge['temple-dress']);
    expect(ask('ආයුබෝවන්')).toEqual({ text: sayIn('si').greeting, links: [] });
    expect(ask('ආයුබෝවන්').text).toMatch(/^ආයුබෝවන්! මම TripMate හි ශ්‍රී ලංකා සංචාරක සහායකයා/);
    expect(ask('xyzzy ප්ලග්')).toEqual({
      text: sayIn('si').doNotKnow,
      links: [{ label: 'සැලසුම්කරු විවෘත කරන්න', href: '/planner' }],
    });
  });

  it('answers a Tamil question in Tamil', () => {
    const ask = (q: string) => assistant.answer(q, { language: 'ta' });
    expect(ask('எல்லவுக்கு செல்ல சிறந்த காலம் எது?').text).toMatch(/^எல்லை மலையகத்தில் உள்ளது; அதன் மிக வறண்ட மாதங்கள் .+ வரை\./);
    const route = ask('கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?');
    expect(route.text).toMatch(
      /^சாலை வழியாக கண்டி முதல் எல்லை வரை சுமார் 1[2-4]\d கி\.மீ\. — வாகனம் ஓட்ட ஏறத்தாழ \d மணிநேரம்( \d+ நிமிடம்)? ஆகும்/,
    );
    expect(route.links).toEqual([{ label: 'கண்டி முதல் எல்லை வரை திட்டமிடுங்கள்', href: '/planner' }]);
    expect(ask('கொழும்பிலிருந்து காலிக்கு ரயில் உள்ளதா?').text).toMatch(
      /^ரயிலில் Coastal Line வழியாக சுமார் \d மணிநேரம்( \d+ நிமிடம்)? ஆகும் \(கோட்டை நிலையத்திலிருந்து காலி வரை\)/,
    );
    expect(ask('சீகிரியா நுழைவுக் கட்டணம் எவ்வளவு?').text).toMatch(
      /^Sigiriya Rock Fortress க்கான வெளிநாட்டுப் பெரியவர் நுழைவுச்சீட்டு சுமார் LKR [\d,]+ \(USD \d+;/,
    );
    expect(ask('வணக்கம்').text).toBe(sayIn('ta').greeting);
  });

  it('answers an English question in the language asked for, and in English exactly as before when none is', () => {
    const question = 'When is the best time to visit Mirissa in July?';
    expect(assistant.answer(question, { language: 'en' })).toEqual(assistant.answer(question));
    expect(assistant.answer(question).text).toMatch(
      /^Mirissa is on the south coast; its beach season is December to April, so July is outside it/,
    );
    const si = assistant.answer(question, { language: 'si' }).text;
    expect(si).toMatch(/^මිරිස්ස පිහිටා ඇත්තේ දකුණු වෙරළේය; එහි වෙරළ වාරය දෙසැම්බර් සිට අප්‍රේල් දක්වා වේ; එබැවින් ජූලි එම කාලයෙන් පිටතය/);
    // July's note of the monsoon calendar, translated.
    expect(si).toContain('ඇසළ පෙරහැර');
  });

  it('introduces an answer it has only in English as such, in the reply’s language', () => {
    expect(sayIn('ta').englishOnly('Text.')).toBe('இந்தப் பதில் தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது:\n\nText.');
    expect(sayIn('si').englishOnly('Text.')).toBe('මෙම පිළිතුර දැනට ඉංග්‍රීසියෙන් පමණි:\n\nText.');
    expect(sayIn('en').englishOnly('Text.')).toBe('Text.');
  });

  it('takes en, si and ta (or a tag of them) and refuses any other language with a clear message', () => {
    const parse = (language: unknown) =>
      sendChatMessageSchema.safeParse({ messages: [{ role: 'user', text: 'hi' }], language });
    expect(parse('si-LK').data?.language).toBe('si');
    expect(parse('TA').data?.language).toBe('ta');
    expect(parse(undefined).data?.language).toBeNull();
    for (const bad of ['fr', 'sinhala', 'xx-si', 3]) {
      const result = parse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Language must be en (English), si (Sinhala) or ta (Tamil).');
      expect(result.error!.issues[0]!.path).toEqual(['language']);
    }
  });
});

describe('prices, fares, family beaches, seasonal events and app help in Sinhala and Tamil', () => {
  const data = plannerData(geo.data);
  const ask = (language: 'si' | 'ta', q: string, currency?: 'USD') => assistant.answer(q, { language, currency });

  it('says fares with LKR amounts through Intl, the rate’s words and source in the language', () => {
    const si = ask('si', 'How much is a tuk-tuk from Colombo Fort to Galle Face?');
    expect(si.text).toMatch(
      /^Colombo Fort සිට Galle Face Green \(කොළඹ\) දක්වා ත්‍රීරෝද රථයකින් යාමට ආසන්න වශයෙන් LKR 300 වැය වේ — මෙය පාරෙන් කි\.මී 2\.1ක් පමණ දුරකට ඇස්තමේන්තුවකි\. මීටරයට අනුව එය LKR 150 \(පළමු කි\.මී\. සඳහා LKR 80, ඉන්පසු සෑම කි\.මී\.කටම LKR 60: 2026 මැයි වන විට/,
    );
    expect(si.text).toContain('මූලාශ්‍රය: 2026 මැයි මාසයේ ප්‍රකාශිත බස්නාහිර පළාත් සභාවේ ත්‍රීරෝද රථ මීටර් ගාස්තු අනුපාතය');
    expect(ask('si', 'How much is a taxi from Negombo to Kandy?').text).toContain('මූලාශ්‍රය: 2024–2025 ප්‍රකාශිත මිල පරාස');
    expect(si.links).toEqual([{ label: 'සැලසුම්කරු විවෘත කරන්න', href: '/planner' }]);

    const ta = ask('ta', 'How much is a taxi from Negombo to Kandy?', 'USD');
    expect(ta.text).toMatch(
      /^நீர்கொழும்பு முதல் கண்டி வரை சாரதியுடன் காரில் செல்ல ஏறத்தாழ LKR 13,000 \(அக்டோபர் 2025 மாற்று விகிதமான USD 1 = LKR 300 இல் சுமார் USD 43\) ஆகும் — இது ஒரு மதிப்பீடு: சாலை வழியாகச் சுமார் 108 கி\.மீ\. /,
    );
    expect(ask('ta', 'tuk tuk price per km').text).toMatch(
      /^முச்சக்கர வண்டி \(டுக்-டுக்\) \(3 பயணிகள் வரை\): மீற்றர்படி முதல் கி\.மீ\.க்கு LKR 80, அதன் பின் ஒவ்வொரு கி\.மீ\.க்கும் LKR 60 \(மே 2026 நிலவரப்படி .*\)\. TripMate ஒரு பயணத்துக்குக் குறைந்தது LKR 300 எனக் கணக்கிடுகிறது: .* LKR 300–500 கேட்கின்றனர்\. பயணத்துக்கு முன் கட்டணத்தை ஒப்புக்கொள்ளுங்கள்/,
    );

    // Grouped by thousands in Tamil too (Intl's ta-LK groups by lakhs: 12,34,567).
    const money = (language: 'si' | 'ta') => new Money(data, null, sayIn(language).money);
    expect(money('ta').lkr(1234567)).toBe('LKR 1,234,567');
    expect(money('si').range(5000, 10000)).toBe('LKR 5,000–10,000');
    expect(new Money(data, 'USD', sayIn('si').money).lkr(9000)).toBe(
      'LKR 9,000 (2025 ඔක්තෝබර් විනිමය අනුපාතය වන USD 1 = LKR 300 අනුව ආසන්න වශයෙන් USD 30)',
    );
    expect(new Money(data, 'USD', sayIn('ta').money).lkr(100)).toBe(
      'LKR 100 (அக்டோபர் 2025 மாற்று விகிதமான USD 1 = LKR 300 இல் சுமார் USD 0.33)',
    );
  });

  it('says it does not know a train fare, the rough guide, the journey and where to check', () => {
    const si = ask('si', 'How much is the Kandy to Ella train ticket?').text;
    expect(si).toMatch(/^මහනුවර සිට ඇල්ල දක්වා නිශ්චිත දුම්රිය ගාස්තුව TripMate නොදනී: /);
    expect(si).toContain(
      'වෙන් කළ දෙවන පන්තිය: එක් අයෙකුට කිලෝමීටරයකට ආසන්න වශයෙන් LKR 8 (උදාහරණයක් ලෙස Kandy-Ella, කිලෝමීටර 165ක් පමණ',
    );
    expect(si).toMatch(/මහනුවර සිට ඇල්ල දක්වා: දුම්රියෙන් .*Main Line ඔස්සේ පැය 7 මිනිත්තු 15ක් පමණ ගත වේ/);
    const ta = ask('ta', 'third class train ticket price').text;
    expect(ta).toContain(
      'மூன்றாம் வகுப்பு அல்லது முன்பதிவு இல்லாத இருக்கைகளுக்கு இதைத் தவிர வேறு தொகை அதனிடம் இல்லை: முன்பதிவு இல்லாத இரண்டாம் வகுப்பு மிக மலிவு (கிலோமீட்டருக்குச் சுமார் LKR 2-3).',
    );
    expect(ask('ta', 'ferry to Delft price').text).toBe(
      'படகுச் சேவைகளின் விலை TripMate க்குத் தெரியாது: அவற்றுக்கான கட்டணங்கள் எதுவும் அதன் தரவில் இல்லை. செல்வதற்கு முன் இயக்குநரிடமோ இறங்குதுறையிலோ கேளுங்கள்.',
    );
  });

  it('gives room and activity prices', () => {
    expect(ask('si', 'What does a guesthouse in Ella cost in December?').text).toMatch(
      /^ඇල්ල හි උදෑසන ආහාරය සහිත ද්විත්ව කාමරයක එක් රාත්‍රියක මිල, TripMate හි 2025 මිල ගණන් අනුව \(එම නගරය සඳහා TripMate හි මිල සාධකය: 1\.1\): අඩු වියදම් ආගන්තුක නිවාසයක් හෝ නිවාස නවාතැනක් \(homestay\): ආසන්න වශයෙන් LKR 9,000, සාමාන්‍යයෙන් LKR 5,500–11,000;/,
    );
    expect(ask('ta', 'How much is a whale-watching trip?').text).toMatch(
      /^Mirissa \(அல்லது Trincomalee\) இலிருந்து திமிங்கிலம் பார்க்கும் படகுப் பயணம்: ஒருவருக்குச் சுமார் LKR 15,000 \(TripMate இன் 2025 தொகை, தோராயமானது\)\. சுமார் 4-6 மணிநேரக் காலைப் பயணம்/,
    );
  });

  it('says a festival’s months as a range in the language, and whether the month asked is one of them', () => {
    const si = ask('si', 'Kandy perahera dates 2026').text;
    expect(si).toMatch(/^Kandy ඇසළ පෙරහැර: සාමාන්‍යයෙන් ජූලි සිට අගෝස්තු දක්වා පැවැත්වේ\. ජූලි හෝ අගෝස්තු මාසයේ/);
    expect(si).toContain(' යම් වසරක නිශ්චිත දින TripMate නොදනී: ඒවා පොහොය දින දර්ශනය අනුව යෙදෙන බැවින්');
    expect(ask('ta', 'Kandy perahera dates 2026').text).toMatch(
      /^Kandy எசல பெரஹெரா: வழக்கமாக ஜூலை முதல் ஆகஸ்ட் வரை நடைபெறும்\. /,
    );
    expect(ask('ta', 'Nallur festival in March').text).toMatch(
      /^Jaffna இல் நல்லூர்த் திருவிழா: வழக்கமாக ஆகஸ்ட் மாதத்தில் நடைபெறும்\. மார்ச் மாதத்தில் அது வழக்கமாக நடைபெறுவதில்லை\. /,
    );
    const whales = ask('si', 'Can I see whales in Mirissa in July?');
    expect(whales.text).toMatch(
      /^Mirissa සිට නිල් තල්මසුන් සහ ඩොල්ෆින් නැරඹීම: ආසන්න වශයෙන් නොවැම්බර් සිට අප්‍රේල් දක්වා\. ජූලි එම කාලයෙන් පිටතය\. .* ඒ වෙනුවට ජූලි මාසයේදී: Trincomalee සිට තල්මසුන් නැරඹීම: ආසන්න වශයෙන් මාර්තු සිට ඔක්තෝබර් දක්වා\. ජූලි එම කාලය තුළය\./,
    );
    expect(whales.links).toEqual([{ label: 'සෘතු අනුව සැලසුම් කරන්න', href: '/planner' }]);
  });

  it('says which coast is calm for children in a month', () => {
    const ta = ask('ta', 'Which beaches are safe for small children in June?');
    expect(ta.text).toMatch(
      /^ஜூன் மாதத்தில் கிழக்குக் கரையில் கடல் அமைதியாக இருக்கும் \(அதன் கடற்கரைப் பருவம்\); மற்றக் கரையின் கடல் கொந்தளிப்பாக இருக்கும்\. குழந்தைகளுக்கு, /,
    );
    expect(ta.links).toEqual([{ label: 'கடற்கரைப் பயணத்தைத் திட்டமிடுங்கள்', href: '/planner' }]);
    expect(ask('si', 'family beach in October').text).toMatch(/^ඔක්තෝබර් මාසය මෝසම් දෙක අතර කාලයයි: /);
  });

  it('wraps a help article (English) in the language and says the article is in English', () => {
    const article = ContentService.load(paths.content).help.find((a) => a.id === 'change-password')!;
    const si = ask('si', 'I forgot my password');
    expect(si.text).toBe(
      `අමතක වූ මුරපදයක් නැවත ලබාගැනීමට ක්‍රමයක් TripMate හි උදව් ලිපිවල විස්තර කර නැත: මුරපදය වෙනස් කිරීමට වත්මන් මුරපදය අවශ්‍ය වේ. මේ ගැන TripMate හි උදව් ලිපිය (එය දැනට ඇත්තේ ඉංග්‍රීසියෙන් පමණි):\n\n${article.answer}`,
    );
    expect(si.links).toEqual([{ label: article.question, href: article.link }]);
    expect(ask('ta', 'How do I share my plan?').text).toMatch(
      /^இது குறித்த TripMate இன் உதவிக் கட்டுரை \(அது தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது\):\n\nOpen a saved plan/,
    );
  });

  it('answers no question of the evaluation sets with an English-only answer', () => {
    const questions = ['../eval/questions.json', '../eval/holdout-questions.json'].flatMap((f) =>
      loadEvalSet(new URL(f, import.meta.url).pathname).questions.map((q) => q.question),
    );
    for (const language of ['si', 'ta'] as const) {
      const label = sayIn(language).englishOnly('').trim();
      for (const question of questions)
        expect(assistant.answer(question, { language }).text, `${language}: ${question}`).not.toContain(label);
    }
  });

  it('translates every text of the data the price, seasonal and family-beach answers carry', () => {
    const rates = [...data.rates.values()];
    const used = (id: string) => rates.find((r) => r.id === id)!;
    const texts = [
      ...data.seasons.seasonal.flatMap((s) => [s.what, s.note]),
      data.tips.find((t) => t.id === 'family-calm-beaches')!.text,
      ...['transport.car', 'transport.van', 'transport.bus', 'transport.tuktuk'].flatMap((id) => [
        used(id).what,
        used(id).assumption.split('; ')[0]!.split('. ')[0]!,
      ]),
      ...[
        'activity.whale-watching',
        'activity.safari-jeep',
        'activity.surf-lesson',
        'activity.cooking-class',
        'activity.tea-factory',
      ].flatMap((id) => [used(id).what, used(id).assumption]),
      ...['transport.train.second', 'transport.train.first'].flatMap((id) => [
        used(id).what.replace(/^Train, /, ''),
        /\(e\.g\. ([^)]*)\)/.exec(used(id).assumption)![1]!,
      ]),
      used('transport.train.second')
        .assumption.split('. ')
        .find((s) => s.startsWith('Unreserved'))!,
      ...rates.flatMap((r) =>
        r.id.startsWith('transport.') || r.id.startsWith('activity.') || r.id.startsWith('stay.')
          ? [r.unit, r.citation]
          : [],
      ),
    ];
    for (const text of texts) expect(TRANSLATED_DATA_TEXTS.has(text), text).toBe(true);
    for (const language of ['si', 'ta'] as const)
      for (const text of texts) expect(sayIn(language).data(text), text).toMatch(SCRIPTS[language]);
    expect(sayIn('en').data(texts[0]!)).toBe(texts[0]);
  });
});

// Issue 28 item 8: towns in the reader's script (the Survey Department's and OpenStreetMap's names, through the geo
// module's LocalNames), months in it too; a sight keeps its English name, with its town's beside it.
describe('towns, months and sights in the reader’s script (built-in, no model)', () => {
  const CASES = [
    { language: 'si', kandy: 'මහනුවර', ella: 'ඇල්ල', galle: 'ගාල්ල', trinco: 'ත්‍රිකුණාමළය', july: 'ජූලි', sigiriya: 'සීගිරිය' },
    { language: 'ta', kandy: 'கண்டி', ella: 'எல்லை', galle: 'காலி', trinco: 'திருகோணமலை', july: 'ஜூலை', sigiriya: null },
  ] as const;
  for (const c of CASES) {
    it(`names Kandy, Ella, Galle and Trincomalee in ${c.language === 'si' ? 'Sinhala' : 'Tamil'}, never in English`, () => {
      const ask = (q: string) => assistant.answer(q, { language: c.language });
      const drive = ask('How long is the drive from Kandy to Ella?');
      expect(
        drive.text.startsWith(
          c.language === 'si' ? `පාරෙන් ${c.kandy} සිට ${c.ella} දක්වා` : `சாலை வழியாக ${c.kandy} முதல் ${c.ella} வரை`,
        ),
      ).toBe(true);
      expect(drive.links[0]!.label).toContain(c.kandy);
      const stay = ask('How much is a hotel room in Galle?').text;
      expect(stay.startsWith(c.galle)).toBe(true);
      expect(stay).toContain(c.language === 'si' ? 'මහනුවර' : 'கண்டி');
      // The answer's own sentence (the month notes after it, translated data texts, still name some towns in English).
      const season = ask('Best time to visit Trincomalee in July?').text.split('. ')[0]!;
      expect(season.startsWith(c.trinco)).toBe(true);
      expect(season).toContain(c.july);
      for (const text of [drive.text, drive.links[0]!.label, stay, season])
        expect(text.replace('(Kandy branch)', ''), text).not.toMatch(
          /\b(Kandy|Ella|Galle|Trincomalee|Nuwara Eliya|July)\b/,
        );
      // Railway lines keep their names ("Main Line (Kandy branch)"), as roads keep their numbers.
      // A sight keeps its name; Sigiriya's town is named beside it where a source gives the script's name (Sinhala only).
      const fee = ask('How much is the entry fee for Sigiriya?').text;
      expect(fee.startsWith(c.sigiriya ? `Sigiriya Rock Fortress (${c.sigiriya})` : 'Sigiriya Rock Fortress')).toBe(
        true,
      );
    });
  }
});
