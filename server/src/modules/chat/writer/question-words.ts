import { withoutJoiners } from './joiners.js';

/**
 * The words of a Sinhala or Tamil question the built-in assistant understands, as the English cues its intents read
 * ("ඇල්ලට යන්න හොඳම කාලය කුමක්ද?" -> "ella visit best time"). The assistant reads questions by keywords and place
 * names, not by grammar, so a question is read through the words below that it contains, in the order asked: places,
 * months, and the words that say what is asked (when, how far, how much, open, train ...). A word is matched by its
 * stem, so the case endings that follow it (ඇල්ලට "to Ella", கண்டியிலிருந்து "from Kandy") are understood; a stem
 * that begins common words too is matched only as the whole words listed. The places are TripMate's most asked
 * about; a place written in the Latin alphabet inside the question is read as it is. Requests to change a plan are
 * read by their grammar instead (plan-edits/edit-asks-si-ta.ts), with the same place names (`PLACE_CUES`).
 */

export type Cue = readonly [stem: string, english: string, exact?: 'exact'];

const MONTHS_SI: readonly Cue[] = [
  ['ජනවාරි', 'in january'],
  ['පෙබරවාරි', 'in february'],
  ['මාර්තු', 'in march'],
  ['අප්‍රේල්', 'in april'],
  ['මැයි', 'in may'],
  ['ජූනි', 'in june'],
  ['ජූලි', 'in july'],
  ['අගෝස්තු', 'in august'],
  ['සැප්තැම්බර්', 'in september'],
  ['ඔක්තෝබර්', 'in october'],
  ['නොවැම්බර්', 'in november'],
  ['දෙසැම්බර්', 'in december'],
];
const MONTHS_TA: readonly Cue[] = [
  ['ஜனவரி', 'in january'],
  ['பிப்ரவரி', 'in february'],
  ['பெப்ரவரி', 'in february'],
  ['மார்ச்', 'in march'],
  ['ஏப்ரல்', 'in april'],
  ['மே', 'in may', 'exact'],
  ['மேயில்', 'in may', 'exact'],
  ['ஜூன்', 'in june'],
  ['ஜூனில்', 'in june'],
  ['ஜூலை', 'in july'],
  ['ஆகஸ்ட்', 'in august'],
  ['ஓகஸ்ட்', 'in august'],
  ['செப்டம்பர்', 'in september'],
  ['அக்டோபர்', 'in october'],
  ['ஒக்டோபர்', 'in october'],
  ['நவம்பர்', 'in november'],
  ['டிசம்பர்', 'in december'],
];

export const PLACES_SI: readonly Cue[] = [
  ['කොළඹ', 'colombo'],
  ['මහනුවර', 'kandy'],
  ['නුවර', 'kandy', 'exact'],
  ['නුවරට', 'kandy', 'exact'],
  ['නුවරඑළිය', 'nuwara eliya'],
  ['ඇල්ල', 'ella'],
  ['ගාල්ල', 'galle'],
  ['සීගිරි', 'sigiriya'],
  ['මිරිස්ස', 'mirissa'],
  ['යාපන', 'jaffna'],
  ['ත්‍රිකුණාමල', 'trincomalee'],
  ['යාල', 'yala', 'exact'],
  ['යාලට', 'yala', 'exact'],
  ['යාලේ', 'yala', 'exact'],
  ['යාල්', 'yala', 'exact'],
  ['අනුරාධපුර', 'anuradhapura'],
  ['පොළොන්නරු', 'polonnaruwa'],
  ['මීගමු', 'negombo'],
  ['ආරුගම්', 'arugam bay'],
  ['දඹුල්ල', 'dambulla'],
  ['බෙන්තොට', 'bentota'],
  ['හික්කඩුව', 'hikkaduwa'],
  ['උණවටුන', 'unawatuna'],
  ['මඩකලපුව', 'batticaloa'],
  ['උඩවළව', 'udawalawe'],
  ['මින්නේරිය', 'minneriya'],
  ['බදුල්ල', 'badulla'],
  ['පාසිකුඩා', 'pasikudah'],
  ['හපුතලේ', 'haputale'],
  ['වැලිගම', 'weligama'],
  ['තංගල්ල', 'tangalle'],
  ['කතරගම', 'kataragama'],
  ['මිහින්තලේ', 'mihintale'],
  ['සිංහරාජ', 'sinharaja'],
  ['ශ්‍රීපාද', 'adams peak'],
];
export const PLACES_TA: readonly Cue[] = [
  ['கொழும்ப', 'colombo'],
  ['கண்டி', 'kandy'],
  ['நுவரெலிய', 'nuwara eliya'],
  ['எல்ல', 'ella', 'exact'],
  ['எல்லவுக்கு', 'ella', 'exact'],
  ['எல்லவில்', 'ella', 'exact'],
  ['எல்லவிற்கு', 'ella', 'exact'],
  ['எல்லாவுக்கு', 'ella', 'exact'],
  ['எல்லாவில்', 'ella', 'exact'],
  ['எல்லாவிற்கு', 'ella', 'exact'],
  ['காலி', 'galle', 'exact'],
  ['காலிக்கு', 'galle', 'exact'],
  ['காலியில்', 'galle', 'exact'],
  ['காலியிலிருந்து', 'galle', 'exact'],
  ['சீகிரிய', 'sigiriya'],
  ['சிகிரிய', 'sigiriya'],
  ['மிரிஸ்ஸ', 'mirissa'],
  ['யாழ்ப்பாண', 'jaffna'],
  ['திருகோணமல', 'trincomalee'],
  ['யால', 'yala'],
  ['அனுராதபுர', 'anuradhapura'],
  ['பொலன்னறுவ', 'polonnaruwa'],
  ['நீர்கொழும்ப', 'negombo'],
  ['அறுகம்', 'arugam bay'],
  ['தம்புள்ள', 'dambulla'],
  ['பெந்தோட்ட', 'bentota'],
  ['ஹிக்கடுவ', 'hikkaduwa'],
  ['மட்டக்களப்ப', 'batticaloa'],
  ['உடவளவ', 'udawalawe'],
  ['மின்னேரிய', 'minneriya'],
  ['பதுள்ள', 'badulla'],
  ['பாசிக்குட', 'pasikudah'],
  ['கதிர்காம', 'kataragama'],
  ['மிஹிந்தல', 'mihintale'],
  ['வெலிகம', 'weligama'],
  ['ஹப்புத்தள', 'haputale'],
  ['சிவனொளிபாத', 'adams peak'],
];

const WORDS_SI: readonly Cue[] = [
  ['හොඳම', 'best'],
  ['කාලය', 'time'],
  ['කාලයක්', 'time'],
  ['කාලේ', 'time'],
  ['කාලගුණ', 'weather'],
  ['වැසි', 'rain'],
  ['වැස්ස', 'rain'],
  ['මෝසම', 'monsoon'],
  ['සෘතු', 'season'],
  ['කවදා', 'when'],
  ['යන්න', 'visit'],
  ['යාමට', 'visit'],
  ['යන්නට', 'visit'],
  ['දුර', 'how far', 'exact'],
  ['දුරද', 'how far', 'exact'],
  ['දුරක්', 'how far', 'exact'],
  ['පැය', 'hours'],
  ['කීයද', 'how much is'],
  ['මිල', 'price'],
  ['ගාස්තු', 'fee'],
  ['ප්‍රවේශ', 'entry'],
  ['ටිකට්', 'ticket'],
  ['දුම්රිය', 'train'],
  ['කෝච්චි', 'train'],
  ['බස්', 'bus'],
  ['ත්‍රීරෝද', 'tuktuk'],
  ['ටුක්', 'tuktuk'],
  ['කාර්', 'car'],
  ['මෝටර්', 'car'],
  ['පාරෙන්', 'by road'],
  ['විවෘත', 'open'],
  ['වසා', 'closed'],
  ['වීසා', 'visa'],
  ['ආයුබෝවන්', 'ayubowan'],
  ['හෙලෝ', 'hello'],
  ['පන්සල', 'temple'],
  ['ඇඳ', 'wear'],
  ['අඳින', 'wear'],
  ['මුදල්', 'money'],
  ['සල්ලි', 'money'],
  ['කාඩ්', 'card'],
  ['ආරක්ෂ', 'safe'],
  ['ළම', 'child'],
  ['දරුව', 'child'],
  ['වෙරළ', 'beach'],
  ['මුහුද', 'sea'],
  ['පිහින', 'swim'],
  ['තල්මස්', 'whale'],
  ['අලි', 'elephant', 'exact'],
  ['අලින්', 'elephant', 'exact'],
  ['කොටි', 'leopard'],
  ['වනෝද්‍යාන', 'park'],
  ['උද්‍යාන', 'park'],
  ['සෆාරි', 'safari'],
  ['ලාංකික', 'sri lankan'],
  ['දේශීය', 'local'],
  ['පදිංචි', 'resident'],
  ['විදේශීය', 'foreign'],
  ['ඩෙංගු', 'dengue'],
  ['මැලේරියා', 'malaria'],
  ['එන්නත්', 'vaccine'],
  ['බොන', 'drinkable'],
  ['දිය ඇල්ල', 'falls'],
];
const WORDS_TA: readonly Cue[] = [
  ['சிறந்த', 'best'],
  ['காலம்', 'time', 'exact'],
  ['காலத்தில்', 'time', 'exact'],
  ['நேரம்', 'time'],
  ['பருவ', 'season'],
  ['வானிலை', 'weather'],
  ['மழை', 'rain'],
  ['எப்போது', 'when'],
  ['செல்ல', 'visit'],
  ['போக', 'visit'],
  ['தூர', 'how far'],
  ['மணிநேர', 'hours'],
  ['கட்டண', 'fee'],
  ['விலை', 'price'],
  ['நுழைவு', 'entry'],
  ['டிக்கெட்', 'ticket'],
  ['ரயில', 'train'],
  ['ரயிலில்', 'train'],
  ['தொடருந்த', 'train'],
  ['புகையிரத', 'train'],
  ['பேருந்த', 'bus'],
  ['பஸ்', 'bus'],
  ['ஆட்டோ', 'tuktuk'],
  ['முச்சக்கர', 'tuktuk'],
  ['கார்', 'car', 'exact'],
  ['காரில்', 'car', 'exact'],
  ['திறந்த', 'open'],
  ['திறக்க', 'open'],
  ['மூட', 'closed'],
  ['விசா', 'visa'],
  ['வணக்கம்', 'vanakkam'],
  ['கோவில', 'temple'],
  ['கோயில', 'temple'],
  ['உடை', 'wear'],
  ['ஆடை', 'wear'],
  ['அணிய', 'wear'],
  ['பணம்', 'money', 'exact'],
  ['அட்டை', 'card'],
  ['பாதுகாப்ப', 'safe'],
  ['குழந்தை', 'child'],
  ['பிள்ளை', 'child'],
  ['சிறுவர', 'child'],
  ['கடற்கரை', 'beach'],
  ['கடல', 'sea'],
  ['நீந்த', 'swim'],
  ['திமிங்கில', 'whale'],
  ['யானை', 'elephant'],
  ['சிறுத்தை', 'leopard'],
  ['பூங்கா', 'park'],
  ['சஃபாரி', 'safari'],
  ['சபாரி', 'safari'],
  ['இலங்கையர்', 'sri lankan'],
  ['உள்ளூர்', 'local'],
  ['வெளிநாட்ட', 'foreign'],
  ['டெங்கு', 'dengue'],
  ['மலேரியா', 'malaria'],
  ['தடுப்பூசி', 'vaccine'],
  ['குடிநீர்', 'drinkable'],
  ['குடிக்க', 'drinkable'],
  ['நீர்வீழ்ச்சி', 'falls'],
];

/** Written apart but one name: joined before the question is read. */
export const JOINED: readonly [RegExp, string][] = [
  [/නුවර\s+එළිය/gu, 'නුවරඑළිය'],
  [/ශ්‍රී\s+පාද/gu, 'ශ්‍රීපාද'],
  [/දිය\s+ඇල්ල/gu, 'දියඇල්ල'],
];

const PLAIN_JOINED = JOINED.map(
  ([pattern, one]) => [new RegExp(withoutJoiners(pattern.source), pattern.flags), withoutJoiners(one)] as const,
);

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;

const byLength = (cues: readonly Cue[]) =>
  [...cues]
    .map(([stem, english, exact]) => [withoutJoiners(stem.replace(/\s+/g, '')), english, exact] as const)
    .sort((a, b) => b[0].length - a[0].length);
const SI = byLength([...MONTHS_SI, ...PLACES_SI, ...WORDS_SI]);
const TA = byLength([...MONTHS_TA, ...PLACES_TA, ...WORDS_TA]);

/** The question's cues in English, in the order asked; null when it has no Sinhala or Tamil word to read. */
export function englishCues(question: string): string | null {
  const si = SINHALA.test(question);
  const ta = TAMIL.test(question);
  if (!si && !ta) return null;
  const joined = PLAIN_JOINED.reduce((text, [pattern, one]) => text.replace(pattern, one), withoutJoiners(question));
  const cues: string[] = [];
  for (const word of joined.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (/^[\p{Script=Latin}\p{N}]+$/u.test(word)) {
      cues.push(word.toLowerCase());
      continue;
    }
    const table = SINHALA.test(word) ? SI : TA;
    const found = table.find(([stem, , exact]) => (exact ? word === stem : word.startsWith(stem)));
    if (found) cues.push(found[1]);
  }
  return cues.join(' ');
}
