import type { DataText } from './data-text.js';

/**
 * The rates' texts (data/rates.json) the assistant's fare, stay and activity answers quote, in Sinhala and Tamil: what
 * is priced, per what, the notes (whole, or the first words the answers use) and the sources. Plans do not carry them:
 * a plan's budget lines are the catalogue's words. The citations say where a figure comes from as a traveller reads it,
 * so they are translated; the names of the bodies they cite are in the language's own words for them.
 */
export const RATE_TEXTS: readonly DataText[] = [
  // What is priced.
  {
    en: 'Private car with driver (chauffeur-guide)',
    si: 'රියදුරු සමඟ පෞද්ගලික මෝටර් රථය (රියදුරු-මඟපෙන්වන්නා)',
    ta: 'சாரதியுடன் தனியார் கார் (சாரதி-வழிகாட்டி)',
  },
  {
    en: 'Van with driver (e.g. a high-roof passenger van)',
    si: 'රියදුරු සමඟ වෑන් රථය (උදා: උස් වහලක් සහිත මගී වෑන් රථයක්)',
    ta: 'சாரதியுடன் வேன் (எ.கா. உயர் கூரை கொண்ட பயணிகள் வேன்)',
  },
  {
    en: 'Public bus (SLTB and private), blend of normal and semi-luxury/air-conditioned services',
    si: 'පොදු බස් (ලංගම සහ පෞද්ගලික), සාමාන්‍ය සහ අර්ධ සුඛෝපභෝගී/වායුසමීකරණ සේවා එකට ගත් සාමාන්‍ය අගය',
    ta: 'பொதுப் பேருந்து (இ.போ.ச. மற்றும் தனியார்), சாதாரண மற்றும் அரை சொகுசு/குளிரூட்டப்பட்ட சேவைகளின் சராசரி',
  },
  { en: 'Three-wheeler (tuk-tuk)', si: 'ත්‍රීරෝද රථය (ටුක්-ටුක්)', ta: 'முச்சக்கர வண்டி (டுக்-டுக்)' },
  {
    en: 'Safari jeep hire for a half-day game drive (about 3-4 hours)',
    si: 'අර්ධ දින වනජීවී සෆාරි චාරිකාවක් සඳහා ජීප් රථයක් කුලියට ගැනීම (පැය 3-4ක් පමණ)',
    ta: 'அரை நாள் வனவிலங்குச் சஃபாரிக்கு ஜீப் வாடகை (சுமார் 3-4 மணிநேரம்)',
  },
  {
    en: 'Whale-watching boat trip from Mirissa (or Trincomalee)',
    si: 'Mirissa (හෝ Trincomalee) සිට තල්මසුන් නැරඹීමේ බෝට්ටු චාරිකාව',
    ta: 'Mirissa (அல்லது Trincomalee) இலிருந்து திமிங்கிலம் பார்க்கும் படகுப் பயணம்',
  },
  { en: 'Surf lesson', si: 'සර්ෆින් පාඩම', ta: 'அலைச்சறுக்குப் பயிற்சி வகுப்பு' },
  { en: 'Sri Lankan cooking class', si: 'ශ්‍රී ලාංකික ආහාර පිසීමේ පන්තිය', ta: 'இலங்கைச் சமையல் வகுப்பு' },
  {
    en: 'Tea factory tour and tasting',
    si: 'තේ කර්මාන්තශාලා චාරිකාව සහ තේ රස බැලීම',
    ta: 'தேயிலைத் தொழிற்சாலைச் சுற்றுலாவும் தேநீர் சுவைத்தலும்',
  },
  // The train's classes, as the train-fare answer names them ("Train, " left off).
  { en: 'reserved second class', si: 'වෙන් කළ දෙවන පන්තිය', ta: 'முன்பதிவு செய்த இரண்டாம் வகுப்பு' },
  {
    en: 'first class (air-conditioned or observation saloon)',
    si: 'පළමු පන්තිය (වායුසමීකරණ හෝ නිරීක්ෂණ මැදිරිය)',
    ta: 'முதலாம் வகுப்பு (குளிரூட்டப்பட்ட அல்லது காட்சிப் பெட்டி)',
  },
  // Per what.
  { en: 'per km', si: 'කිලෝමීටරයකට', ta: 'கிலோமீட்டருக்கு' },
  { en: 'per person per km', si: 'එක් අයෙකුට කිලෝමීටරයකට', ta: 'ஒருவருக்கு ஒரு கிலோமீட்டருக்கு' },
  { en: 'per person', si: 'එක් අයෙකුට', ta: 'ஒருவருக்கு' },
  { en: 'per jeep', si: 'ජීප් රථයකට', ta: 'ஒரு ஜீப்புக்கு' },
  { en: 'per room per night', si: 'එක් කාමරයකට එක් රාත්‍රියකට', ta: 'ஓர் அறைக்கு ஓர் இரவுக்கு' },
  { en: 'per person per day', si: 'එක් අයෙකුට දිනකට', ta: 'ஒருவருக்கு ஒரு நாளுக்கு' },
  { en: 'per night', si: 'රාත්‍රියකට', ta: 'ஓர் இரவுக்கு' },
  {
    en: 'per km after the first km',
    si: 'පළමු කිලෝමීටරයෙන් පසු කිලෝමීටරයකට',
    ta: 'முதல் கிலோமீட்டருக்குப் பின் ஒவ்வொரு கிலோமீட்டருக்கும்',
  },
  // The first words of a vehicle's note (the fare answer, no route named).
  { en: 'Up to 3 passengers', si: 'මගීන් 3 දෙනෙකු දක්වා', ta: '3 பயணிகள் வரை' },
  {
    en: 'Air-conditioned car for up to 3 passengers with luggage',
    si: 'ගමන් මලු සමඟ මගීන් 3 දෙනෙකු දක්වා යා හැකි වායුසමීකරණ මෝටර් රථයක්',
    ta: 'பயணப் பொதிகளுடன் 3 பயணிகள் வரை செல்லக்கூடிய குளிரூட்டப்பட்ட கார்',
  },
  {
    en: 'Air-conditioned van for 4-9 passengers with luggage',
    si: 'ගමන් මලු සමඟ මගීන් 4-9 දෙනෙකු සඳහා වායුසමීකරණ වෑන් රථයක්',
    ta: 'பயணப் பொதிகளுடன் 4-9 பயணிகளுக்கான குளிரூட்டப்பட்ட வேன்',
  },
  {
    en: 'Ordinary buses cost roughly LKR 3 per km on long routes and semi-luxury or air-conditioned intercity buses roughly 1.5-2 times as much',
    si: 'දිගු ගමන් මාර්ගවල සාමාන්‍ය බස් සඳහා කිලෝමීටරයකට ආසන්න වශයෙන් LKR 3ක් වැය වන අතර, අර්ධ සුඛෝපභෝගී හෝ වායුසමීකරණ අන්තර් නගර බස් සඳහා ඊට ආසන්න වශයෙන් 1.5-2 ගුණයක් වැය වේ',
    ta: 'நீண்ட வழித்தடங்களில் சாதாரணப் பேருந்துகளுக்குக் கிலோமீட்டருக்குச் சுமார் LKR 3 ஆகும்; அரை சொகுசு அல்லது குளிரூட்டப்பட்ட நகரங்களுக்கிடையிலான பேருந்துகளுக்கு அதைவிடச் சுமார் 1.5-2 மடங்கு ஆகும்',
  },
  // The train's examples and unreserved seats.
  {
    en: 'Kandy-Ella, about 165 km, roughly LKR 1,000-2,000 including the reservation',
    si: 'Kandy-Ella, කිලෝමීටර 165ක් පමණ, වෙන් කිරීමේ ගාස්තුව ද ඇතුළුව ආසන්න වශයෙන් LKR 1,000-2,000',
    ta: 'Kandy-Ella, சுமார் 165 கி.மீ., முன்பதிவுக் கட்டணம் உட்படச் சுமார் LKR 1,000-2,000',
  },
  {
    en: 'Kandy-Ella roughly LKR 2,000-3,000',
    si: 'Kandy-Ella ආසන්න වශයෙන් LKR 2,000-3,000',
    ta: 'Kandy-Ella சுமார் LKR 2,000-3,000',
  },
  {
    en: 'Unreserved second class is much cheaper (roughly LKR 2-3 per km)',
    si: 'වෙන් නොකළ දෙවන පන්තිය බොහෝ සෙයින් ලාභය (කිලෝමීටරයකට ආසන්න වශයෙන් LKR 2-3)',
    ta: 'முன்பதிவு இல்லாத இரண்டாம் வகுப்பு மிக மலிவு (கிலோமீட்டருக்குச் சுமார் LKR 2-3)',
  },
  // The activities' notes, whole.
  {
    en: 'Jeep with driver for up to 6 people, morning or afternoon drive; excludes park entrance tickets, which are charged per person (foreigners pay in US dollar terms, plus service charge and VAT) and are the larger cost at Yala. Commonly LKR 12,000-18,000 at Yala, less at Udawalawe and Minneriya.',
    si: 'උපරිම 6 දෙනෙකු සඳහා රියදුරු සමඟ ජීප් රථයක්, උදෑසන හෝ සවස් චාරිකාවක්; උද්‍යාන ප්‍රවේශ පත්‍ර මෙයට ඇතුළත් නොවේ: ඒවා එක් අයෙකුට අය කරන අතර (විදේශිකයින් ඇමරිකානු ඩොලර් අනුව, සේවා ගාස්තුව සහ VAT සමඟ ගෙවයි) Yala හිදී වැඩි වියදම වන්නේ ඒවාය. Yala හි සාමාන්‍යයෙන් LKR 12,000-18,000, Udawalawe සහ Minneriya හි ඊට අඩුය.',
    ta: 'அதிகபட்சம் 6 பேருக்குச் சாரதியுடன் ஜீப், காலை அல்லது பிற்பகல் சவாரி; பூங்கா நுழைவுச்சீட்டுகள் இதில் அடங்காது: அவை ஒருவருக்குத் தனியாக அறவிடப்படும் (வெளிநாட்டவர்கள் அமெரிக்க டொலர் அடிப்படையில், சேவைக் கட்டணம், VAT உடன் செலுத்துவர்), Yala இல் பெரிய செலவு அவையே. Yala இல் பொதுவாக LKR 12,000-18,000, Udawalawe, Minneriya இல் குறைவு.',
  },
  {
    en: 'Morning trip of about 4-6 hours, typically with a light breakfast and life jackets; price varies with the boat, roughly LKR 10,000-20,000 (USD 35-65). Sightings are likely but not guaranteed.',
    si: 'පැය 4-6ක් පමණ වන උදෑසන චාරිකාවකි; සාමාන්‍යයෙන් සැහැල්ලු උදෑසන ආහාරයක් සහ ජීවිතාරක්ෂක කබා සහිතය. මිල බෝට්ටුව අනුව වෙනස් වේ, ආසන්න වශයෙන් LKR 10,000-20,000 (USD 35-65). තල්මසුන් දැකීමට හොඳ ඉඩක් ඇතත් එය සහතික නොවේ.',
    ta: 'சுமார் 4-6 மணிநேரக் காலைப் பயணம்; பொதுவாக இலேசான காலை உணவும் உயிர்காப்பு அங்கிகளும் உண்டு. விலை படகைப் பொறுத்து மாறும், சுமார் LKR 10,000-20,000 (USD 35-65). திமிங்கிலங்களைக் காண வாய்ப்பு அதிகம், ஆனால் உறுதியில்லை.',
  },
  {
    en: 'About 2 hours with an instructor, board and rash vest included, at a beginner break such as Weligama; commonly LKR 4,000-7,000; board rental alone is much cheaper.',
    si: 'Weligama වැනි ආධුනිකයින්ට සුදුසු ස්ථානයක, උපදේශකයෙකු සමඟ පැය 2ක් පමණ; පුවරුව සහ rash vest කමිසය ඇතුළත්ය; සාමාන්‍යයෙන් LKR 4,000-7,000; පුවරුව පමණක් කුලියට ගැනීම බොහෝ සෙයින් ලාභය.',
    ta: 'Weligama போன்ற தொடக்கநிலையாளருக்கு ஏற்ற இடத்தில், பயிற்றுநருடன் சுமார் 2 மணிநேரம்; பலகையும் rash vest மேலாடையும் அடங்கும்; பொதுவாக LKR 4,000-7,000; பலகையை மட்டும் வாடகைக்கு எடுப்பது மிக மலிவு.',
  },
  {
    en: 'Half-day class, usually with a market or spice-garden visit and the meal you cook; commonly LKR 4,000-10,000 depending on the town and the group size.',
    si: 'අර්ධ දින පන්තියකි; සාමාන්‍යයෙන් වෙළඳපොළකට හෝ කුළුබඩු වත්තකට යාමක් සහ ඔබ පිසින ආහාර වේල ඇතුළත්ය; නගරය සහ කණ්ඩායමේ ප්‍රමාණය අනුව සාමාන්‍යයෙන් LKR 4,000-10,000.',
    ta: 'அரை நாள் வகுப்பு; பொதுவாகச் சந்தை அல்லது வாசனைப் பொருள் தோட்ட விஜயமும் நீங்கள் சமைக்கும் உணவும் அடங்கும்; நகரத்தையும் குழுவின் அளவையும் பொறுத்துப் பொதுவாக LKR 4,000-10,000.',
  },
  {
    en: 'Many factory tours are free (for example Mackwoods Labookellie, Damro and Blue Field on the Kandy-Nuwara Eliya road) and earn from the shop; others charge a nominal fee of a few hundred to about LKR 1,000. Use 0 where the attraction data says the tour is free.',
    si: 'බොහෝ කර්මාන්තශාලා චාරිකා නොමිලේ වන අතර (උදාහරණයක් ලෙස Kandy-Nuwara Eliya පාරේ Mackwoods Labookellie, Damro සහ Blue Field) ඒවා ආදායම උපයන්නේ එහි සාප්පුවෙනි; අනෙක් ඒවා රුපියල් සිය ගණනක සිට LKR 1,000ක් පමණ දක්වා සුළු ගාස්තුවක් අය කරයි. ආකර්ෂණ දත්තවල චාරිකාව නොමිලේ යැයි සඳහන් තැන්වල එය 0 ලෙස ගණන් ගැනේ.',
    ta: 'பல தொழிற்சாலைச் சுற்றுலாக்கள் இலவசம் (உதாரணமாக Kandy-Nuwara Eliya சாலையில் உள்ள Mackwoods Labookellie, Damro, Blue Field), அவை கடை விற்பனை மூலம் வருமானம் பெறுகின்றன; மற்றவை சில நூறு ரூபாய் முதல் சுமார் LKR 1,000 வரை சிறு கட்டணம் அறவிடுகின்றன. இடத் தரவு சுற்றுலா இலவசம் என்று கூறும் இடங்களில் அது 0 எனக் கணக்கிடப்படும்.',
  },
  // Where the figures come from, as a traveller reads it (each rate's `citation`; its `source` is the curator's, never shown).
  {
    en: 'TripMate’s estimate from 2024–2025 published price ranges (accommodation listings, tour-operator price lists, traveller reports)',
    si: '2024–2025 ප්‍රකාශිත මිල පරාස (නවාතැන් ලැයිස්තු, සංචාරක සේවා සපයන්නන්ගේ මිල ලැයිස්තු, සංචාරකයින්ගේ වාර්තා) ඇසුරෙන් TripMate හි ඇස්තමේන්තුව',
    ta: 'வெளியிடப்பட்ட 2024–2025 விலை வரம்புகளிலிருந்து (தங்குமிடப் பட்டியல்கள், சுற்றுலா நிறுவனங்களின் விலைப் பட்டியல்கள், பயணிகளின் அறிக்கைகள்) TripMate இன் மதிப்பீடு',
  },
  {
    en: 'TripMate’s estimate from the National Transport Commission’s bus fares as reported in the Sri Lankan press (2024–2025)',
    si: 'ශ්‍රී ලංකා පුවත්පත්වල වාර්තා වූ ජාතික ප්‍රවාහන කොමිෂන් සභාවේ බස් ගාස්තු (2024–2025) ඇසුරෙන් TripMate හි ඇස්තමේන්තුව',
    ta: 'இலங்கைப் பத்திரிகைகளில் வெளியான தேசியப் போக்குவரத்து ஆணைக்குழுவின் பேருந்துக் கட்டணங்களிலிருந்து (2024–2025) TripMate இன் மதிப்பீடு',
  },
  {
    en: 'TripMate’s estimate from Sri Lanka Railways’ reserved fares (2023–2024), one of its least certain figures; check the Sri Lanka Railways e-ticketing site',
    si: 'ශ්‍රී ලංකා දුම්රිය සේවයේ වෙන් කළ ආසන ගාස්තු (2023–2024) ඇසුරෙන් TripMate හි ඇස්තමේන්තුව, එහි අවම නිශ්චිත අගයන්ගෙන් එකකි; ශ්‍රී ලංකා දුම්රිය සේවයේ ඊ-ටිකට් වෙබ් අඩවිය පරීක්ෂා කරන්න',
    ta: 'இலங்கை ரயில்வேயின் முன்பதிவுக் கட்டணங்களிலிருந்து (2023–2024) TripMate இன் மதிப்பீடு, அதன் மிகக் குறைந்த உறுதியுள்ள தொகைகளில் ஒன்று; இலங்கை ரயில்வேயின் மின்-டிக்கெட் இணையதளத்தைச் சரிபாருங்கள்',
  },
  {
    en: 'the Western Provincial Council’s three-wheeler meter tariff as published in May 2026, and published tourist fare ranges',
    si: '2026 මැයි මාසයේ ප්‍රකාශිත බස්නාහිර පළාත් සභාවේ ත්‍රීරෝද රථ මීටර් ගාස්තු අනුපාතය සහ ප්‍රකාශිත සංචාරක ගාස්තු පරාස',
    ta: '2026 மே மாதம் வெளியிடப்பட்ட மேல் மாகாண சபையின் முச்சக்கர வண்டி மீற்றர் கட்டண விகிதமும் வெளியிடப்பட்ட சுற்றுலாப் பயணிகளுக்கான கட்டண வரம்புகளும்',
  },
];
