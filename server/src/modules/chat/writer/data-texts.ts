/**
 * Texts of the curated data the assistant's answers carry, in Sinhala and Tamil: the planner's rates (rates.json: what
 * is priced, per what, the notes the answers quote, the sources) as the fare, stay and activity answers use them; the
 * seasonal activities and festivals (seasons.json `seasonal`: what and note); and the travel tip the family-beach
 * answer quotes (tips.json). Each is keyed by the English it translates, as the month notes are
 * (planner/writer/month-notes.ts), so a text changed in the data is said in its new English until it is translated
 * again (languages.test.ts names any such text). Place names stay as the data spells them, as everywhere in the
 * catalogues; figures in LKR stay as the data writes them.
 */
type DataText = { readonly en: string; readonly si: string; readonly ta: string };

const RATES: readonly DataText[] = [
  // What is priced.
  { en: 'Private car with driver (chauffeur-guide)', si: 'රියදුරු සමඟ පෞද්ගලික මෝටර් රථය (රියදුරු-මඟපෙන්වන්නා)', ta: 'சாரதியுடன் தனியார் கார் (சாரதி-வழிகாட்டி)' },
  { en: 'Van with driver (e.g. a high-roof passenger van)', si: 'රියදුරු සමඟ වෑන් රථය (උදා: උස් වහලක් සහිත මගී වෑන් රථයක්)', ta: 'சாரதியுடன் வேன் (எ.கா. உயர் கூரை கொண்ட பயணிகள் வேன்)' },
  {
    en: 'Public bus (SLTB and private), blend of normal and semi-luxury/air-conditioned services',
    si: 'පොදු බස් (ලංගම සහ පෞද්ගලික), සාමාන්‍ය සහ අර්ධ සුඛෝපභෝගී/වායුසමීකරණ සේවා එකට ගත් සාමාන්‍ය අගය',
    ta: 'பொதுப் பேருந்து (இ.போ.ச. மற்றும் தனியார்), சாதாரண மற்றும் அரை சொகுசு/குளிரூட்டப்பட்ட சேவைகளின் சராசரி',
  },
  { en: 'Three-wheeler (tuk-tuk)', si: 'ත්‍රීරෝද රථය (ටුක්-ටුක්)', ta: 'முச்சக்கர வண்டி (டுக்-டுக்)' },
  { en: 'Safari jeep hire for a half-day game drive (about 3-4 hours)', si: 'අර්ධ දින වනජීවී සෆාරි චාරිකාවක් සඳහා ජීප් රථයක් කුලියට ගැනීම (පැය 3-4ක් පමණ)', ta: 'அரை நாள் வனவிலங்குச் சஃபாரிக்கு ஜீப் வாடகை (சுமார் 3-4 மணிநேரம்)' },
  { en: 'Whale-watching boat trip from Mirissa (or Trincomalee)', si: 'Mirissa (හෝ Trincomalee) සිට තල්මසුන් නැරඹීමේ බෝට්ටු චාරිකාව', ta: 'Mirissa (அல்லது Trincomalee) இலிருந்து திமிங்கிலம் பார்க்கும் படகுப் பயணம்' },
  { en: 'Surf lesson', si: 'සර්ෆින් පාඩම', ta: 'அலைச்சறுக்குப் பயிற்சி வகுப்பு' },
  { en: 'Sri Lankan cooking class', si: 'ශ්‍රී ලාංකික ආහාර පිසීමේ පන්තිය', ta: 'இலங்கைச் சமையல் வகுப்பு' },
  { en: 'Tea factory tour and tasting', si: 'තේ කර්මාන්තශාලා චාරිකාව සහ තේ රස බැලීම', ta: 'தேயிலைத் தொழிற்சாலைச் சுற்றுலாவும் தேநீர் சுவைத்தலும்' },
  // The train's classes, as the train-fare answer names them ("Train, " left off).
  { en: 'reserved second class', si: 'වෙන් කළ දෙවන පන්තිය', ta: 'முன்பதிவு செய்த இரண்டாம் வகுப்பு' },
  { en: 'first class (air-conditioned or observation saloon)', si: 'පළමු පන්තිය (වායුසමීකරණ හෝ නිරීක්ෂණ මැදිරිය)', ta: 'முதலாம் வகுப்பு (குளிரூட்டப்பட்ட அல்லது காட்சிப் பெட்டி)' },
  // Per what.
  { en: 'per km', si: 'කිලෝමීටරයකට', ta: 'கிலோமீட்டருக்கு' },
  { en: 'per person per km', si: 'එක් අයෙකුට කිලෝමීටරයකට', ta: 'ஒருவருக்கு ஒரு கிலோமீட்டருக்கு' },
  { en: 'per person', si: 'එක් අයෙකුට', ta: 'ஒருவருக்கு' },
  { en: 'per jeep', si: 'ජීප් රථයකට', ta: 'ஒரு ஜீப்புக்கு' },
  { en: 'per room per night', si: 'එක් කාමරයකට එක් රාත්‍රියකට', ta: 'ஓர் அறைக்கு ஓர் இரவுக்கு' },
  { en: 'per person per day', si: 'එක් අයෙකුට දිනකට', ta: 'ஒருவருக்கு ஒரு நாளுக்கு' },
  { en: 'per night', si: 'රාත්‍රියකට', ta: 'ஓர் இரவுக்கு' },
  // The first words of a vehicle's note (the fare answer, no route named).
  { en: 'Up to 3 passengers', si: 'මගීන් 3 දෙනෙකු දක්වා', ta: '3 பயணிகள் வரை' },
  { en: 'Air-conditioned car for up to 3 passengers with luggage', si: 'ගමන් මලු සමඟ මගීන් 3 දෙනෙකු දක්වා යා හැකි වායුසමීකරණ මෝටර් රථයක්', ta: 'பயணப் பொதிகளுடன் 3 பயணிகள் வரை செல்லக்கூடிய குளிரூட்டப்பட்ட கார்' },
  { en: 'Air-conditioned van for 4-9 passengers with luggage', si: 'ගමන් මලු සමඟ මගීන් 4-9 දෙනෙකු සඳහා වායුසමීකරණ වෑන් රථයක්', ta: 'பயணப் பொதிகளுடன் 4-9 பயணிகளுக்கான குளிரூட்டப்பட்ட வேன்' },
  {
    en: 'Ordinary buses cost roughly LKR 3 per km on long routes and semi-luxury or air-conditioned intercity buses roughly 1.5-2 times as much',
    si: 'දිගු ගමන් මාර්ගවල සාමාන්‍ය බස් සඳහා කිලෝමීටරයකට ආසන්න වශයෙන් LKR 3ක් වැය වන අතර, අර්ධ සුඛෝපභෝගී හෝ වායුසමීකරණ අන්තර් නගර බස් සඳහා ඊට ආසන්න වශයෙන් 1.5-2 ගුණයක් වැය වේ',
    ta: 'நீண்ட வழித்தடங்களில் சாதாரணப் பேருந்துகளுக்குக் கிலோமீட்டருக்குச் சுமார் LKR 3 ஆகும்; அரை சொகுசு அல்லது குளிரூட்டப்பட்ட நகரங்களுக்கிடையிலான பேருந்துகளுக்கு அதைவிடச் சுமார் 1.5-2 மடங்கு ஆகும்',
  },
  // The train's examples and unreserved seats.
  { en: 'Kandy-Ella, about 165 km, roughly LKR 1,000-2,000 including the reservation', si: 'Kandy-Ella, කිලෝමීටර 165ක් පමණ, වෙන් කිරීමේ ගාස්තුව ද ඇතුළුව ආසන්න වශයෙන් LKR 1,000-2,000', ta: 'Kandy-Ella, சுமார் 165 கி.மீ., முன்பதிவுக் கட்டணம் உட்படச் சுமார் LKR 1,000-2,000' },
  { en: 'Kandy-Ella roughly LKR 2,000-3,000', si: 'Kandy-Ella ආසන්න වශයෙන් LKR 2,000-3,000', ta: 'Kandy-Ella சுமார் LKR 2,000-3,000' },
  { en: 'Unreserved second class is much cheaper (roughly LKR 2-3 per km)', si: 'වෙන් නොකළ දෙවන පන්තිය බොහෝ සෙයින් ලාභය (කිලෝමීටරයකට ආසන්න වශයෙන් LKR 2-3)', ta: 'முன்பதிவு இல்லாத இரண்டாம் வகுப்பு மிக மலிவு (கிலோமீட்டருக்குச் சுமார் LKR 2-3)' },
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
  // Sources.
  {
    en: 'TripMate curation from published 2024-2025 price ranges (accommodation listings on booking platforms and hotel websites, tour-operator price lists, traveller reports); not re-checked online from the curating machine',
    si: '2024-2025 ප්‍රකාශිත මිල පරාස (වෙන්කිරීම් වේදිකා සහ හෝටල් වෙබ් අඩවිවල නවාතැන් ලැයිස්තු, සංචාරක සේවා සපයන්නන්ගේ මිල ලැයිස්තු, සංචාරකයින්ගේ වාර්තා) ඇසුරෙන් TripMate විසින් සකස් කළ අගයකි; දත්ත සකසන ලද පරිගණකයෙන් අන්තර්ජාලයේ නැවත පරීක්ෂා කර නැත',
    ta: 'வெளியிடப்பட்ட 2024-2025 விலை வரம்புகளிலிருந்து (முன்பதிவுத் தளங்களிலும் ஹோட்டல் இணையதளங்களிலும் உள்ள தங்குமிடப் பட்டியல்கள், சுற்றுலா நிறுவனங்களின் விலைப் பட்டியல்கள், பயணிகளின் அறிக்கைகள்) TripMate தொகுத்தது; தொகுத்த கணினியிலிருந்து இணையத்தில் மீண்டும் சரிபார்க்கப்படவில்லை',
  },
  {
    en: "Curator's estimate from National Transport Commission bus-fare revisions as reported in the Sri Lankan press (2024-2025) and example route fares; not re-checked online",
    si: 'ශ්‍රී ලංකා පුවත්පත්වල වාර්තා වූ ජාතික ප්‍රවාහන කොමිෂන් සභාවේ බස් ගාස්තු සංශෝධන (2024-2025) සහ උදාහරණ මාර්ග ගාස්තු ඇසුරෙන් දත්ත සකසන්නාගේ ඇස්තමේන්තුව; අන්තර්ජාලයේ නැවත පරීක්ෂා කර නැත',
    ta: 'இலங்கைப் பத்திரிகைகளில் வெளியான தேசியப் போக்குவரத்து ஆணைக்குழுவின் பேருந்துக் கட்டணத் திருத்தங்கள் (2024-2025), உதாரண வழித்தடக் கட்டணங்கள் ஆகியவற்றிலிருந்து தரவுத் தொகுப்பாளரின் மதிப்பீடு; இணையத்தில் மீண்டும் சரிபார்க்கப்படவில்லை',
  },
  {
    en: "Curator's estimate from Sri Lanka Railways reserved fares as known to the curator (2023-2024); one of the least certain figures, check the Sri Lanka Railways e-ticketing site",
    si: 'දත්ත සකසන්නා දන්නා පරිදි ශ්‍රී ලංකා දුම්රිය සේවයේ වෙන් කළ ආසන ගාස්තු (2023-2024) ඇසුරෙන් කළ ඇස්තමේන්තුවකි; අවම නිශ්චිත අගයන්ගෙන් එකකි, ශ්‍රී ලංකා දුම්රිය සේවයේ ඊ-ටිකට් වෙබ් අඩවිය පරීක්ෂා කරන්න',
    ta: 'தரவுத் தொகுப்பாளர் அறிந்த இலங்கை ரயில்வேயின் முன்பதிவுக் கட்டணங்களிலிருந்து (2023-2024) அவரது மதிப்பீடு; மிகக் குறைந்த உறுதியுள்ள தொகைகளில் ஒன்று, இலங்கை ரயில்வேயின் மின்-டிக்கெட் இணையதளத்தைச் சரிபாருங்கள்',
  },
];

const SEASONAL: readonly DataText[] = [
  { en: 'Blue-whale and dolphin watching from Mirissa', si: 'Mirissa සිට නිල් තල්මසුන් සහ ඩොල්ෆින් නැරඹීම', ta: 'Mirissa இலிருந்து நீலத் திமிங்கிலங்களையும் டொல்பின்களையும் பார்த்தல்' },
  {
    en: 'Trips run roughly from November or December to April, with blue whales most reliably seen from December to April; sightings are likely but not guaranteed.',
    si: 'චාරිකා ආසන්න වශයෙන් නොවැම්බර් හෝ දෙසැම්බර් සිට අප්‍රේල් දක්වා පැවැත්වෙන අතර, නිල් තල්මසුන් වඩාත් විශ්වාසදායක ලෙස දැකිය හැක්කේ දෙසැම්බර් සිට අප්‍රේල් දක්වාය; දැකීමට හොඳ ඉඩක් ඇතත් එය සහතික නොවේ.',
    ta: 'பயணங்கள் ஏறத்தாழ நவம்பர் அல்லது டிசம்பர் முதல் ஏப்ரல் வரை நடைபெறும்; நீலத் திமிங்கிலங்கள் டிசம்பர் முதல் ஏப்ரல் வரை மிக உறுதியாகக் காணப்படும்; காண வாய்ப்பு அதிகம், ஆனால் உறுதியில்லை.',
  },
  { en: 'Whale watching from Trincomalee', si: 'Trincomalee සිට තල්මසුන් නැරඹීම', ta: 'Trincomalee இலிருந்து திமிங்கிலம் பார்த்தல்' },
  {
    en: 'Boats from Trincomalee, Uppuveli and Nilaveli look for blue and sperm whales roughly from March to August, when the east-coast sea is calm; sightings are less predictable than at Mirissa.',
    si: 'නැගෙනහිර වෙරළේ මුහුද සන්සුන් වන මාර්තු සිට අගෝස්තු දක්වා පමණ කාලයේ Trincomalee, Uppuveli සහ Nilaveli සිට බෝට්ටු නිල් තල්මසුන් සහ ස්පර්ම් තල්මසුන් සොයා යයි; Mirissa හි තරම් ඔවුන් දැකීම ගැන කලින් කිව නොහැක.',
    ta: 'கிழக்குக் கரைக் கடல் அமைதியாக இருக்கும் ஏறத்தாழ மார்ச் முதல் ஆகஸ்ட் வரை, Trincomalee, Uppuveli, Nilaveli இலிருந்து படகுகள் நீலத் திமிங்கிலங்களையும் விந்துத் திமிங்கிலங்களையும் தேடிச் செல்லும்; Mirissa வைவிட அவற்றைக் காண்பதை முன்கூட்டியே சொல்வது கடினம்.',
  },
  { en: 'Surf season at Arugam Bay and the nearby east-coast points', si: 'Arugam Bay සහ අවට නැගෙනහිර වෙරළේ සර්ෆින් ස්ථානවල සර්ෆින් වාරය', ta: 'Arugam Bay இலும் அருகிலுள்ள கிழக்குக் கரை முனைகளிலும் அலைச்சறுக்குப் பருவம்' },
  {
    en: 'The point breaks work best roughly from May to September, and the season often stretches into October; from November to March the east coast is wet and mostly flat or messy.',
    si: 'එහි රළ වඩාත් හොඳින් ඇත්තේ ආසන්න වශයෙන් මැයි සිට සැප්තැම්බර් දක්වා වන අතර, වාරය බොහෝ විට ඔක්තෝබර් දක්වා දිගු වේ; නොවැම්බර් සිට මාර්තු දක්වා නැගෙනහිර වෙරළ තෙත් වන අතර රළ බොහෝ දුරට නැත, නැතහොත් අක්‍රමවත්ය.',
    ta: 'முனை அலைகள் ஏறத்தாழ மே முதல் செப்டம்பர் வரை சிறப்பாக இருக்கும், பருவம் பெரும்பாலும் அக்டோபர் வரை நீளும்; நவம்பர் முதல் மார்ச் வரை கிழக்குக் கரையில் மழை பெய்யும், அலைகள் பெரும்பாலும் இல்லை அல்லது ஒழுங்கற்றவை.',
  },
  {
    en: 'Surf season on the south and west coasts (Hikkaduwa, Weligama, Ahangama, Hiriketiya)',
    si: 'දකුණු සහ බටහිර වෙරළේ සර්ෆින් වාරය (Hikkaduwa, Weligama, Ahangama, Hiriketiya)',
    ta: 'தெற்கு, மேற்குக் கரைகளில் அலைச்சறுக்குப் பருவம் (Hikkaduwa, Weligama, Ahangama, Hiriketiya)',
  },
  {
    en: 'The south-west breaks are at their best roughly from November to April, when the northeast monsoon brings offshore winds and clean swell; Weligama is the usual beginner spot.',
    si: 'ඊසාන දිග මෝසම ගොඩබිමේ සිට මුහුද දෙසට හමන සුළං සහ පිරිසිදු රළ ගෙන එන නොවැම්බර් සිට අප්‍රේල් දක්වා පමණ කාලයේ නිරිතදිග වෙරළේ රළ හොඳම තත්ත්වයේ පවතී; ආධුනිකයින් සාමාන්‍යයෙන් යන්නේ Weligama වෙතය.',
    ta: 'வடகிழக்குப் பருவமழை நிலத்திலிருந்து கடல் நோக்கிய காற்றையும் சீரான அலைகளையும் கொண்டுவரும் ஏறத்தாழ நவம்பர் முதல் ஏப்ரல் வரை, தென்மேற்கு அலைகள் சிறப்பாக இருக்கும்; தொடக்கநிலையாளர்கள் வழக்கமாகச் செல்லும் இடம் Weligama.',
  },
  {
    en: 'The Gathering: dry-season elephant herds at Minneriya and Kaudulla',
    si: 'අලි රැස්වීම (The Gathering): Minneriya සහ Kaudulla හි වියළි කාලයේ අලි රංචු',
    ta: 'யானைகளின் ஒன்றுகூடல் (The Gathering): Minneriya, Kaudulla இல் வறட்சிக் காலத்து யானைக் கூட்டங்கள்',
  },
  {
    en: 'As the reservoirs shrink in the dry season, herds of a hundred or more elephants graze on the exposed tank beds, usually peaking in August and September; they disperse when the rains return in October or November, and which park they are in on a given day varies.',
    si: 'වියළි කාලයේ වැව් හැකිළෙන විට, අලි සියයක් හෝ ඊට වැඩි රංචු ජලයෙන් මතු වූ වැව් පතුල්වල තණකොළ කයි; මෙය සාමාන්‍යයෙන් අගෝස්තු සහ සැප්තැම්බර් මාසවල උච්චතම අවස්ථාවට පැමිණේ. ඔක්තෝබර් හෝ නොවැම්බර් මාසයේ වැසි නැවත පැමිණෙන විට ඔවුන් විසිර යන අතර, යම් දිනක ඔවුන් සිටින්නේ කුමන උද්‍යානයේද යන්න වෙනස් වේ.',
    ta: 'வறட்சிக் காலத்தில் நீர்த்தேக்கங்கள் சுருங்கும்போது, நூறு அல்லது அதற்கு மேற்பட்ட யானைகள் கொண்ட கூட்டங்கள் வெளிப்பட்ட குளப் படுகைகளில் மேயும்; இது பொதுவாக ஆகஸ்ட், செப்டம்பரில் உச்சத்தை அடையும். அக்டோபர் அல்லது நவம்பரில் மழை திரும்பும்போது அவை கலைந்து செல்லும்; ஒரு குறிப்பிட்ட நாளில் அவை எந்தப் பூங்காவில் இருக்கும் என்பது மாறுபடும்.',
  },
  { en: "Adam's Peak (Sri Pada) pilgrimage season", si: "Adam's Peak (ශ්‍රී පාදය) වන්දනා වාරය", ta: "Adam's Peak (சிவனொளிபாத மலை) யாத்திரைப் பருவம்" },
  {
    en: 'The season runs from the Unduvap full moon in December to the Vesak full moon, usually in May; the path is lit and tea stalls are open all night, and weekends and full-moon days are very crowded. Outside the season the path is unlit, often wet and leech-ridden.',
    si: 'වාරය දෙසැම්බර් මාසයේ උඳුවප් පොහොයේ සිට සාමාන්‍යයෙන් මැයි මාසයේ යෙදෙන වෙසක් පොහොය දක්වා පවතී; මාවත ආලෝකමත් කර ඇති අතර තේ කඩ රාත්‍රිය පුරා විවෘතව ඇත, සති අන්ත සහ පොහොය දිනවල ඉතා සෙනඟ පිරී ඇත. වාරයෙන් පිටත මාවතේ ආලෝකයක් නැති අතර, එය බොහෝ විට තෙත් වන අතර කූඩැල්ලන්ගෙන් පිරී ඇත.',
    ta: 'பருவம் டிசம்பரில் உந்துவப் பௌர்ணமி முதல் பொதுவாக மே மாதத்தில் வரும் வெசாக் பௌர்ணமி வரை நீடிக்கும்; பாதையில் விளக்குகள் எரியும், தேநீர்க் கடைகள் இரவு முழுவதும் திறந்திருக்கும், வார இறுதிகளிலும் பௌர்ணமி நாட்களிலும் பெரும் நெரிசல் இருக்கும். பருவத்துக்கு வெளியே பாதையில் விளக்குகள் இருக்காது, அது பெரும்பாலும் ஈரமாகவும் அட்டைகள் நிறைந்தும் இருக்கும்.',
  },
  { en: 'Sea turtles on the south and west coasts', si: 'දකුණු සහ බටහිර වෙරළේ මුහුදු කැස්බෑවුන්', ta: 'தெற்கு, மேற்குக் கரைகளில் கடல் ஆமைகள்' },
  {
    en: 'Turtles come ashore to nest on south- and west-coast beaches all year; night visits to the community turtle watch at Rekawa are not guaranteed a sighting, and hatcheries such as Kosgoda are open all year but vary in practice, so prefer ones that release hatchlings promptly.',
    si: 'කැස්බෑවුන් වසර පුරාම බිත්තර දැමීමට දකුණු සහ බටහිර වෙරළට ගොඩ එයි; Rekawa හි ප්‍රජා කැස්බෑ නැරඹුම් ස්ථානයට රාත්‍රී චාරිකාවකදී ඔවුන් දැකීම සහතික නොවේ. Kosgoda වැනි කැස්බෑ බෝ කිරීමේ මධ්‍යස්ථාන වසර පුරා විවෘත වුවද ඒවායේ පිළිවෙත් එකිනෙකට වෙනස් බැවින්, පැටවුන් ප්‍රමාද නොකර මුහුදට මුදා හරින ස්ථාන තෝරාගන්න.',
    ta: 'ஆமைகள் ஆண்டு முழுவதும் தெற்கு, மேற்குக் கரைக் கடற்கரைகளில் முட்டையிடக் கரைக்கு வருகின்றன; Rekawa இல் உள்ள சமூக ஆமை கண்காணிப்பு நிலையத்துக்கு இரவில் செல்லும்போது அவற்றைக் காண்பது உறுதியில்லை. Kosgoda போன்ற ஆமைப் பொரிப்பகங்கள் ஆண்டு முழுவதும் திறந்திருக்கும், ஆனால் அவற்றின் நடைமுறைகள் வேறுபடுவதால், குஞ்சுகளைத் தாமதமின்றிக் கடலில் விடுபவற்றைத் தேர்ந்தெடுங்கள்.',
  },
  { en: 'Spinner-dolphin boat trips from Kalpitiya', si: 'Kalpitiya සිට ස්පිනර් ඩොල්ෆින් නැරඹීමේ බෝට්ටු චාරිකා', ta: 'Kalpitiya இலிருந்து சுழல் டொல்பின்களைப் பார்க்கும் படகுப் பயணங்கள்' },
  {
    en: 'Boats go out roughly from November to April when the sea is calm, often finding large pods of spinner dolphins; in the windy southwest-monsoon months Kalpitiya is a kitesurfing spot instead.',
    si: 'මුහුද සන්සුන් වන නොවැම්බර් සිට අප්‍රේල් දක්වා පමණ කාලයේ බෝට්ටු මුහුදු යන අතර, බොහෝ විට ස්පිනර් ඩොල්ෆින් විශාල රංචු හමු වේ; සුළං සහිත නිරිතදිග මෝසම් මාසවලදී Kalpitiya ඒ වෙනුවට කයිට් සර්ෆින් (kitesurfing) ස්ථානයකි.',
    ta: 'கடல் அமைதியாக இருக்கும் ஏறத்தாழ நவம்பர் முதல் ஏப்ரல் வரை படகுகள் செல்கின்றன, பெரும்பாலும் சுழல் டொல்பின்களின் பெரிய கூட்டங்களைக் காணலாம்; காற்று மிகுந்த தென்மேற்குப் பருவமழை மாதங்களில் Kalpitiya அதற்குப் பதிலாகப் பட்ட அலைச்சறுக்கு (kitesurfing) இடமாகும்.',
  },
  { en: 'Snorkelling at Pigeon Island off Nilaveli', si: 'Nilaveli අසල Pigeon Island හි ස්නෝකලින් (snorkelling)', ta: 'Nilaveli க்கு அப்பால் Pigeon Island இல் ஸ்நோர்கலிங் (snorkelling)' },
  {
    en: 'Boats cross to the reef when the east-coast sea is calm, roughly from April or May to September; in the northeast monsoon the sea is too rough.',
    si: 'නැගෙනහිර වෙරළේ මුහුද සන්සුන් වන අප්‍රේල් හෝ මැයි සිට සැප්තැම්බර් දක්වා පමණ කාලයේ බෝට්ටු කොරල්පරය වෙත යයි; ඊසාන දිග මෝසම් කාලයේ මුහුද ඉතා රළුය.',
    ta: 'கிழக்குக் கரைக் கடல் அமைதியாக இருக்கும் ஏறத்தாழ ஏப்ரல் அல்லது மே முதல் செப்டம்பர் வரை படகுகள் பவளப்பாறைக்குச் செல்கின்றன; வடகிழக்குப் பருவமழைக் காலத்தில் கடல் மிகவும் கொந்தளிப்பாக இருக்கும்.',
  },
  { en: 'Clearest weather for hill-country walks', si: 'කඳුකරයේ පා ගමන් සඳහා වඩාත් පැහැදිලි කාලගුණය', ta: 'மலையக நடைப்பயணங்களுக்கு மிகத் தெளிவான வானிலை' },
  {
    en: "January to March has the clearest views; even then go early, as mist usually covers World's End at Horton Plains by mid-morning.",
    si: "ජනවාරි සිට මාර්තු දක්වා වඩාත් පැහැදිලි දසුන් ඇත; එකල වුවද උදෑසනම යන්න, මන්ද Horton Plains හි World's End සාමාන්‍යයෙන් දහවල් වීමට පෙරම මීදුමෙන් වැසී යයි.",
    ta: "ஜனவரி முதல் மார்ச் வரை காட்சிகள் மிகத் தெளிவாக இருக்கும்; அப்போதும் அதிகாலையிலேயே செல்லுங்கள், ஏனெனில் முற்பகலின் நடுவிலேயே Horton Plains இல் World's End பொதுவாகப் பனிமூட்டத்தால் மூடப்பட்டுவிடும்.",
  },
  { en: 'Dry-season game drives in Yala and Bundala', si: 'Yala සහ Bundala හි වියළි කාලයේ වනජීවී සෆාරි', ta: 'Yala, Bundala இல் வறட்சிக் காலச் சஃபாரிகள்' },
  {
    en: "In the dry months animals gather at the remaining water holes and are easier to see; Bundala's migratory water birds are best from roughly September to March, outside this window.",
    si: 'වියළි මාසවලදී සතුන් ඉතිරි වී ඇති ජල වළවල් අසල රැස් වන බැවින් ඔවුන් දැකීම පහසුය; Bundala හි සංක්‍රමණික ජල පක්ෂීන් දැකීමට හොඳම කාලය මෙම කාලයෙන් පිටත, ආසන්න වශයෙන් සැප්තැම්බර් සිට මාර්තු දක්වාය.',
    ta: 'வறண்ட மாதங்களில் விலங்குகள் எஞ்சியிருக்கும் நீர்நிலைகளில் கூடுவதால் அவற்றைக் காண்பது எளிது; Bundala வின் புலம்பெயர் நீர்ப்பறவைகளைக் காணச் சிறந்த காலம் இதற்கு வெளியே, ஏறத்தாழ செப்டம்பர் முதல் மார்ச் வரை.',
  },
  { en: 'Kandy Esala Perahera', si: 'Kandy ඇසළ පෙරහැර', ta: 'Kandy எசல பெரஹெரா' },
  {
    en: 'Some ten nights of processions with elephants, drummers and dancers in July or August, ending on the Esala full moon; book rooms and seats early, as prices rise steeply.',
    si: 'ජූලි හෝ අගෝස්තු මාසයේ, ඇසළ පොහොයෙන් අවසන් වන, අලි ඇතුන්, බෙර වාදකයින් සහ නර්තන ශිල්පීන් සහිත රාත්‍රී දහයක් පමණ පෙරහැර; මිල ගණන් තියුණු ලෙස ඉහළ යන බැවින් කාමර සහ ආසන කලින්ම වෙන් කරගන්න.',
    ta: 'ஜூலை அல்லது ஆகஸ்டில், எசல பௌர்ணமியுடன் நிறைவடையும், யானைகள், மேளக்காரர்கள், நடனக் கலைஞர்களுடன் சுமார் பத்து இரவுகள் ஊர்வலங்கள்; விலைகள் கடுமையாக உயர்வதால் அறைகளையும் இருக்கைகளையும் முன்கூட்டியே பதிவு செய்யுங்கள்.',
  },
  { en: 'Kataragama Esala festival', si: 'Kataragama ඇසළ උත්සවය', ta: 'Kataragama எசலத் திருவிழா' },
  {
    en: 'A two-week festival ending on the Esala full moon (July or August), with processions and fire-walking; pilgrims also walk the Pada Yatra through Kumana and Yala to reach it.',
    si: 'ඇසළ පොහොයෙන් (ජූලි හෝ අගෝස්තු) අවසන් වන, පෙරහැර සහ ගිනි පෑගීම සහිත සති දෙකක උත්සවයකි; වන්දනාකරුවන් Kumana සහ Yala හරහා පාද යාත්‍රාවෙන් (Pada Yatra) ද එහි පැමිණෙති.',
    ta: 'எசல பௌர்ணமியுடன் (ஜூலை அல்லது ஆகஸ்ட்) நிறைவடையும், ஊர்வலங்களும் தீமிதிப்பும் கொண்ட இரண்டு வாரத் திருவிழா; யாத்திரிகர்கள் Kumana, Yala வழியாகப் பாதயாத்திரையாகவும் (Pada Yatra) அங்கு செல்கின்றனர்.',
  },
  { en: 'Nallur festival in Jaffna', si: 'Jaffna හි නල්ලූර් උත්සවය', ta: 'Jaffna இல் நல்லூர்த் திருவிழா' },
  {
    en: 'About 25 days of daily processions, usually from late July or August into early September, the biggest Hindu festival in Sri Lanka; men remove their shirts to enter the temple.',
    si: 'සාමාන්‍යයෙන් ජූලි අගභාගයේ හෝ අගෝස්තුවේ සිට සැප්තැම්බර් මුල දක්වා, දිනපතා පෙරහැර සහිතව දින 25ක් පමණ පැවැත්වෙන, ශ්‍රී ලංකාවේ විශාලතම හින්දු උත්සවයයි; පිරිමින් කෝවිලට ඇතුළු වීමට කමිස ගලවයි.',
    ta: 'பொதுவாக ஜூலை பிற்பகுதி அல்லது ஆகஸ்ட் முதல் செப்டம்பர் தொடக்கம் வரை, சுமார் 25 நாட்கள் தினமும் ஊர்வலங்கள் நடைபெறும், இலங்கையின் மிகப் பெரிய இந்துத் திருவிழா; ஆண்கள் கோவிலுக்குள் நுழையச் சட்டையைக் கழற்ற வேண்டும்.',
  },
  { en: 'Poson full moon at Mihintale and Anuradhapura', si: 'Mihintale සහ Anuradhapura හි පොසොන් පොහොය', ta: 'Mihintale, Anuradhapura இல் பொசொன் பௌர்ணமி' },
  {
    en: 'Poson (usually June) marks the arrival of Buddhism with the monk Mahinda at Mihintale, and very large crowds of pilgrims visit Mihintale and Anuradhapura.',
    si: 'පොසොන් (සාමාන්‍යයෙන් ජූනි) මිහිඳු මහ රහතන් වහන්සේ Mihintale වෙත වැඩම කර බුදුදහම ලංකාවට ගෙන ඒම සමරයි; ඉතා විශාල බැතිමතුන් පිරිසක් Mihintale සහ Anuradhapura වෙත පැමිණෙති.',
    ta: 'பொசொன் (பொதுவாக ஜூன்) மகிந்த தேரர் Mihintale க்கு வந்து பௌத்தத்தைக் கொண்டுவந்ததைக் குறிக்கிறது; மிகப் பெரும் திரளான யாத்திரிகர்கள் Mihintale, Anuradhapura க்கு வருகின்றனர்.',
  },
  { en: 'Navam Perahera at Gangaramaya, Colombo', si: 'Colombo, Gangaramaya හි නවම් පෙරහැර', ta: 'Colombo, Gangaramaya வில் நவம் பெரஹெரா' },
  {
    en: "Gangaramaya temple's procession with elephants and dancers is held around the Navam full moon in February.",
    si: 'අලි ඇතුන් සහ නර්තන ශිල්පීන් සහිත Gangaramaya විහාරයේ පෙරහැර පෙබරවාරි මාසයේ නවම් පොහොය ආසන්නයේ පැවැත්වේ.',
    ta: 'யானைகளும் நடனக் கலைஞர்களும் கொண்ட Gangaramaya ஆலயத்தின் ஊர்வலம் பிப்ரவரியில் நவம் பௌர்ணமியை ஒட்டி நடைபெறும்.',
  },
  { en: 'Duruthu Perahera at Kelaniya', si: 'Kelaniya හි දුරුතු පෙරහැර', ta: 'Kelaniya வில் துருத்து பெரஹெரா' },
  {
    en: "The Kelaniya temple holds its procession around the Duruthu full moon in January, commemorating the Buddha's first visit to Sri Lanka.",
    si: 'බුදුරජාණන් වහන්සේගේ පළමු ලංකා ගමන සිහි කරමින් Kelaniya විහාරය ජනවාරි මාසයේ දුරුතු පොහොය ආසන්නයේ සිය පෙරහැර පවත්වයි.',
    ta: 'புத்தரின் முதல் இலங்கை வருகையை நினைவுகூர்ந்து, Kelaniya ஆலயம் ஜனவரியில் துருத்து பௌர்ணமியை ஒட்டித் தன் ஊர்வலத்தை நடத்துகிறது.',
  },
];

const TIPS: readonly DataText[] = [
  {
    en: 'For children, choose the sheltered, shallow beaches in their season, such as Pasikudah and Uppuveli from May to September or Unawatuna and Bentota from December to April, and still watch them closely in the water.',
    si: 'ළමුන් සඳහා, ඒවායේ වාරයේදී රළ පහරින් ආරක්ෂිත, නොගැඹුරු වෙරළ තෝරාගන්න; උදාහරණයක් ලෙස මැයි සිට සැප්තැම්බර් දක්වා Pasikudah සහ Uppuveli, හෝ දෙසැම්බර් සිට අප්‍රේල් දක්වා Unawatuna සහ Bentota. එසේ වුවද ඔවුන් ජලයේ සිටින විට සමීපව බලා සිටින්න.',
    ta: 'குழந்தைகளுக்கு, அவற்றின் பருவத்தில் அலைகளிலிருந்து பாதுகாப்பான, ஆழமற்ற கடற்கரைகளைத் தேர்ந்தெடுங்கள்; உதாரணமாக மே முதல் செப்டம்பர் வரை Pasikudah, Uppuveli, அல்லது டிசம்பர் முதல் ஏப்ரல் வரை Unawatuna, Bentota. அப்போதும் அவர்கள் நீரில் இருக்கும்போது கவனமாகக் கண்காணியுங்கள்.',
  },
];

const BY_ENGLISH = new Map([...RATES, ...SEASONAL, ...TIPS].map((t) => [t.en, t]));

/** The English texts translated here, for the test that finds the data's texts each answer uses among them. */
export const TRANSLATED_DATA_TEXTS: ReadonlySet<string> = new Set(BY_ENGLISH.keys());

/** A data text in Sinhala or Tamil; the English as it is when it is not translated (or has changed in the data). */
export function dataText(language: 'si' | 'ta', english: string): string {
  return BY_ENGLISH.get(english)?.[language] ?? english;
}
