import { builtInGeo } from '../../../test/geo.js';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.js';
import { ContentService } from '../../content/content.module.js';
import { plannerData, TRANSLATED_MONTH_NOTES } from '../../planner/planner.module.js';
import { BuiltInAssistant } from '../builtin-assistant.js';
import { defaultKnowledge } from '../chat.module.js';
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
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
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
    for (const catalogue of Object.values(CHAT_CATALOGUES)) for (const key of catalogue.review) expect(keys.has(key.split('.')[0]!), key).toBe(true);
    const counts = Object.fromEntries(Object.entries(CHAT_CATALOGUES).map(([code, c]) => [code, c.review.length]));
    console.info(`Chat catalogue messages marked for review: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ en: 0, si: 7, ta: 10 });
  });

  it('translates every month note of the monsoon calendar the data holds (plans’ season tips and the assistant’s seasons)', () => {
    const notes = plannerData(geo.data).seasons.months.map((m) => m.note);
    expect(TRANSLATED_MONTH_NOTES).toEqual(notes);
    for (const language of ['si', 'ta'] as const) for (const note of notes) expect(sayIn(language).season.note(note)).toMatch(SCRIPTS[language]);
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
    expect(si.planEdits.diff({ code: 'TOTAL', from: 'LKR 1,234,567', to: 'LKR 1,300,000' })).toBe('මුළු එකතුව: LKR 1,234,567 → LKR 1,300,000');
    expect(ta.planEdits.already({ name: 'Sigiriya Rock Fortress', day: 3 })).toBe('Sigiriya Rock Fortress ஏற்கனவே உங்கள் திட்டத்தின் 3 ஆம் நாளில் உள்ளது.');
  });
});

describe('the built-in assistant in Sinhala and Tamil', () => {
  it('reads a Sinhala or Tamil question through the words it knows, stems and case endings included', () => {
    expect(englishCues('ඇල්ලට යන්න හොඳම කාලය කුමක්ද?')).toBe('ella visit best time');
    expect(englishCues('මහනුවර සිට ඇල්ලට කොපමණ දුරද?')).toBe('kandy ella how far');
    expect(englishCues('கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?')).toBe('kandy ella how far');
    // எல்லாம் ("all") is not Ella.
    expect(englishCues('எல்லாம் சரி')).toBe('');
    expect(englishCues('When is the best time to visit Mirissa?')).toBeNull();
  });

  it('answers a Sinhala question on seasons, routes, fees and etiquette in Sinhala, place names as the data has them', () => {
    const ask = (q: string) => assistant.answer(q, { language: 'si' });
    const season = ask('ඇල්ලට යන්න හොඳම කාලය කුමක්ද?');
    expect(season.text).toMatch(/^Ella පිහිටා ඇත්තේ කඳුකරයේය; එහි වඩාත් වියළි මාස .+ දක්වා වේ\./);
    expect(season.text).toContain('(TripMate හි සැලසුම් දත්ත: කාලගුණ විද්‍යා දෙපාර්තමේන්තුවේ මෝසම් දින දර්ශනය');
    expect(season.links).toEqual([{ label: 'සෘතු අනුව සැලසුම් කරන්න', href: '/planner' }]);

    const route = ask('මහනුවර සිට ඇල්ලට කොපමණ දුරද?');
    expect(route.text).toMatch(/^පාරෙන් Kandy සිට Ella දක්වා ආසන්න වශයෙන් කි\.මී 1[2-4]\dක් වේ — රිය පැදවීමට පැය \d( මිනිත්තු \d+)?ක් පමණ ගත වේ/);
    expect(route.text).toMatch(/දුම්රියෙන් .*Main Line ඔස්සේ පැය [67]( මිනිත්තු \d+)?ක් පමණ ගත වේ/);
    expect(route.links).toEqual([{ label: 'Kandy සිට Ella දක්වා සැලසුම් කරන්න', href: '/planner' }]);

    expect(ask('සීගිරිය ප්‍රවේශ ගාස්තුව කීයද?').text).toMatch(/^Sigiriya Rock Fortress සඳහා විදේශීය වැඩිහිටි ප්‍රවේශ පත්‍රයක මිල ආසන්න වශයෙන් LKR [\d,]+ \(USD \d+;/);
    expect(ask('යාල සැප්තැම්බර් මාසයේ විවෘතද?').text).toMatch(/^සැප්තැම්බර් මාසයේදී Yala National Park: බොහෝ විට වසා ඇත — /);
    expect(ask('පන්සලට යන විට අඳින්න ඕනේ මොනවාද?').text).toBe(sayIn('si').knowledge['temple-dress']);
    expect(ask('ආයුබෝවන්')).toEqual({ text: sayIn('si').greeting, links: [] });
    expect(ask('ආයුබෝවන්').text).toMatch(/^ආයුබෝවන්! මම TripMate හි ශ්‍රී ලංකා සංචාරක සහායකයා/);
    expect(ask('xyzzy ප්ලග්')).toEqual({ text: sayIn('si').doNotKnow, links: [{ label: 'සැලසුම්කරු විවෘත කරන්න', href: '/planner' }] });
  });

  it('answers a Tamil question in Tamil', () => {
    const ask = (q: string) => assistant.answer(q, { language: 'ta' });
    expect(ask('எல்லவுக்கு செல்ல சிறந்த காலம் எது?').text).toMatch(/^Ella மலையகத்தில் உள்ளது; அதன் மிக வறண்ட மாதங்கள் .+ வரை\./);
    const route = ask('கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?');
    expect(route.text).toMatch(/^சாலை வழியாக Kandy முதல் Ella வரை சுமார் 1[2-4]\d கி\.மீ\. — வாகனம் ஓட்ட ஏறத்தாழ \d மணிநேரம்( \d+ நிமிடம்)? ஆகும்/);
    expect(route.links).toEqual([{ label: 'Kandy முதல் Ella வரை திட்டமிடுங்கள்', href: '/planner' }]);
    expect(ask('கொழும்பிலிருந்து காலிக்கு ரயில் உள்ளதா?').text).toMatch(/^ரயிலில் Coastal Line வழியாக சுமார் \d மணிநேரம்( \d+ நிமிடம்)? ஆகும் \(Colombo Fort நிலையத்திலிருந்து Galle வரை\)/);
    expect(ask('சீகிரியா நுழைவுக் கட்டணம் எவ்வளவு?').text).toMatch(/^Sigiriya Rock Fortress க்கான வெளிநாட்டுப் பெரியவர் நுழைவுச்சீட்டு சுமார் LKR [\d,]+ \(USD \d+;/);
    expect(ask('வணக்கம்').text).toBe(sayIn('ta').greeting);
  });

  it('answers an English question in the language asked for, and in English exactly as before when none is', () => {
    const question = 'When is the best time to visit Mirissa in July?';
    expect(assistant.answer(question, { language: 'en' })).toEqual(assistant.answer(question));
    expect(assistant.answer(question).text).toMatch(/^Mirissa is on the south coast; its beach season is December to April, so July is outside it/);
    const si = assistant.answer(question, { language: 'si' }).text;
    expect(si).toMatch(/^Mirissa පිහිටා ඇත්තේ දකුණු වෙරළේය; එහි වෙරළ වාරය දෙසැම්බර් සිට අප්‍රේල් දක්වා වේ; එබැවින් ජූලි එම කාලයෙන් පිටතය/);
    // July's note of the monsoon calendar, translated.
    expect(si).toContain('ඇසළ පෙරහැර');
  });

  it('says so when an answer is in English only yet, in the reply’s language', () => {
    const { text, links } = assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?', { language: 'ta' });
    expect(text).toMatch(/^இந்தப் பதில் தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது:\n\nColombo Fort to Galle Face Green by tuk-tuk is roughly LKR \d/);
    expect(links).toEqual([{ label: 'திட்டமிடலைத் திறக்கவும்', href: '/planner' }]);
  });

  it('takes en, si and ta (or a tag of them) and refuses any other language with a clear message', () => {
    const parse = (language: unknown) => sendChatMessageSchema.safeParse({ messages: [{ role: 'user', text: 'hi' }], language });
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
