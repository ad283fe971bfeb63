import type { DataText } from './data-text.js';

/**
 * The monsoon calendar's month notes (data/seasons.json `months[].note`) in Sinhala and Tamil, for the plan's season
 * tips and the assistant's season answers, in the month's order. Looked up by their English through `../data-texts.ts`.
 */
export const MONTH_NOTES: readonly (DataText & { readonly month: number })[] = [
  {
    month: 1,
    en: 'Peak season on the west and south coasts and in the hills, with cool, sometimes frosty mornings in Nuwara Eliya, while the east coast is still in its northeast-monsoon rains and rough seas.',
    si: 'බටහිර සහ දකුණු වෙරළේ සහ කඳුකරයේ සංචාරක වාරයේ උච්චතම කාලයයි; Nuwara Eliya හි උදෑසන සීතල වන අතර සමහර විට පිනි මිදෙයි. නැගෙනහිර වෙරළ තවමත් ඊසාන දිග මෝසම් වැසි සහ රළු මුහුද යටතේ පවතී.',
    ta: 'மேற்கு மற்றும் தெற்குக் கடற்கரைகளிலும் மலையகத்திலும் உச்சப் பருவம்; Nuwara Eliya இல் காலைகள் குளிராகவும் சில வேளைகளில் உறைபனியுடனும் இருக்கும். கிழக்குக் கடற்கரையில் இன்னும் வடகிழக்குப் பருவமழையும் கொந்தளிப்பான கடலும் நிலவுகின்றன.',
  },
  {
    month: 2,
    en: 'One of the driest months over most of the island, good for the beaches of the west and south, the hills and the cultural triangle; the east coast is drying out but its sea can still be rough.',
    si: 'දිවයිනේ වැඩි කොටසක වඩාත්ම වියළි මාසවලින් එකකි; බටහිර සහ දකුණු වෙරළ, කඳුකරය සහ සංස්කෘතික ත්‍රිකෝණය සඳහා හොඳ කාලයකි. නැගෙනහිර වෙරළ වියළි වෙමින් පැවතුණද එහි මුහුද තවමත් රළු විය හැකිය.',
    ta: 'தீவின் பெரும்பகுதியில் மிக வறண்ட மாதங்களில் ஒன்று; மேற்கு மற்றும் தெற்குக் கடற்கரைகள், மலையகம், கலாசார முக்கோணம் ஆகியவற்றுக்கு ஏற்றது. கிழக்குக் கடற்கரை வறண்டு வருகிறது, ஆனால் அங்கு கடல் இன்னும் கொந்தளிப்பாக இருக்கலாம்.',
  },
  {
    month: 3,
    en: 'Hot and mostly dry almost everywhere, a good month to combine the south coast, the hills and the ancient cities, while the east coast dries out ahead of its main season from about April or May.',
    si: 'බොහෝ දුරට සෑම තැනම උණුසුම් සහ වැඩි වශයෙන් වියළි ය; දකුණු වෙරළ, කඳුකරය සහ පුරාණ නගර එකට නැරඹීමට හොඳ මාසයකි. නැගෙනහිර වෙරළ අප්‍රේල් හෝ මැයි පමණ සිට ඇරඹෙන එහි ප්‍රධාන වාරයට පෙර වියළි වෙයි.',
    ta: 'கிட்டத்தட்ட எல்லா இடங்களிலும் வெப்பமாகவும் பெரும்பாலும் வறண்டும் இருக்கும்; தெற்குக் கடற்கரை, மலையகம், பண்டைய நகரங்கள் ஆகியவற்றை இணைத்துப் பார்க்க நல்ல மாதம். கிழக்குக் கடற்கரை ஏப்ரல் அல்லது மே மாதம் அளவில் தொடங்கும் அதன் முக்கிய பருவத்துக்கு முன் வறண்டு வருகிறது.',
  },
  {
    month: 4,
    en: 'First inter-monsoon month: mornings are usually clear and afternoon thunderstorms are common, especially in the south-west; the Sinhala and Tamil New Year on 13-14 April closes many businesses for several days and fills Nuwara Eliya.',
    si: 'පළමු අන්තර් මෝසම් මාසයයි: උදෑසන සාමාන්‍යයෙන් පැහැදිලි වන අතර, විශේෂයෙන් නිරිතදිග ප්‍රදේශයේ සවස් වරුවේ ගිගුරුම් සහිත වැසි බහුලය. අප්‍රේල් 13-14 සිංහල හා දෙමළ අලුත් අවුරුද්ද නිසා බොහෝ ව්‍යාපාර දින කිහිපයක් වසා තබන අතර Nuwara Eliya සංචාරකයින්ගෙන් පිරී යයි.',
    ta: 'முதல் இடைப் பருவமழை மாதம்: காலைகள் பொதுவாகத் தெளிவாக இருக்கும், பிற்பகலில் இடியுடன் கூடிய மழை, குறிப்பாகத் தென்மேற்கில், சாதாரணம். ஏப்ரல் 13-14 சிங்கள, தமிழ்ப் புத்தாண்டின்போது பல வணிகங்கள் சில நாட்கள் மூடப்படும்; Nuwara Eliya நிரம்பி வழியும்.',
  },
  {
    month: 5,
    review: ['si', 'ta'],
    en: "The southwest monsoon usually reaches the west and south coasts in the second half of May and the east coast season begins; Vesak full moon, usually in May, brings lanterns and free food stalls (dansal) and ends the Adam's Peak season.",
    si: "නිරිතදිග මෝසම සාමාන්‍යයෙන් මැයි මස දෙවන භාගයේදී බටහිර සහ දකුණු වෙරළට පැමිණෙන අතර නැගෙනහිර වෙරළේ වාරය ආරම්භ වේ. සාමාන්‍යයෙන් මැයි මාසයේ යෙදෙන වෙසක් පොහොය වෙසක් කූඩු සහ දන්සල් ගෙන එන අතර Adam's Peak (ශ්‍රී පාද) වන්දනා වාරය අවසන් කරයි.",
    ta: "தென்மேற்குப் பருவமழை பொதுவாக மே மாதத்தின் இரண்டாம் பாதியில் மேற்கு மற்றும் தெற்குக் கடற்கரைகளை அடைகிறது; கிழக்குக் கடற்கரையின் பருவம் தொடங்குகிறது. பொதுவாக மே மாதத்தில் வரும் வெசாக் பௌர்ணமி விளக்குகளையும் இலவச உணவுக் கூடங்களையும் (தன்சல்) கொண்டுவருகிறது, Adam's Peak (சிவனொளிபாத மலை) பருவத்தையும் நிறைவு செய்கிறது.",
  },
  {
    month: 6,
    en: 'The south-west is wet and its sea rough, while Trincomalee, Pasikudah, Arugam Bay, the north and the cultural triangle are dry; Poson full moon, usually in June, draws crowds of pilgrims to Mihintale and Anuradhapura.',
    si: 'නිරිතදිග ප්‍රදේශය තෙත් වන අතර එහි මුහුද රළුය; Trincomalee, Pasikudah, Arugam Bay, උතුර සහ සංස්කෘතික ත්‍රිකෝණය වියළිය. සාමාන්‍යයෙන් ජූනි මාසයේ යෙදෙන පොසොන් පොහොයට Mihintale සහ Anuradhapura වෙත බැතිමතුන් විශාල පිරිසක් පැමිණේ.',
    ta: 'தென்மேற்கில் மழையும் கொந்தளிப்பான கடலும் இருக்கும்; Trincomalee, Pasikudah, Arugam Bay, வடக்கு, கலாசார முக்கோணம் ஆகியவை வறண்டிருக்கும். பொதுவாக ஜூன் மாதத்தில் வரும் பொசொன் பௌர்ணமியின்போது Mihintale, Anuradhapura ஆகிய இடங்களுக்குத் திரளான யாத்திரிகர்கள் வருகிறார்கள்.',
  },
  {
    month: 7,
    review: ['ta'],
    en: "East-coast and Arugam Bay surf season is in full swing while the western slopes of the hills are wet and windy; Kandy's Esala Perahera and the Kataragama festival fall in July or August, following the Esala full moon.",
    si: 'නැගෙනහිර වෙරළේ සහ Arugam Bay හි සර්ෆින් වාරය උච්චතම අවස්ථාවේ පවතින අතර කඳුකරයේ බටහිර බෑවුම් තෙත් සහ සුළං සහිතය. Kandy හි ඇසළ පෙරහැර සහ කතරගම උත්සවය ඇසළ පොහොයට අනුව ජූලි හෝ අගෝස්තු මාසයේ පැවැත්වේ.',
    ta: 'கிழக்குக் கடற்கரையிலும் Arugam Bay இலும் அலைச்சறுக்குப் பருவம் உச்சத்தில் இருக்கும்; மலையகத்தின் மேற்குச் சரிவுகள் ஈரமாகவும் காற்று மிகுந்தும் இருக்கும். Kandy எசல பெரஹெராவும் கதிர்காமத் திருவிழாவும் எசல பௌர்ணமியைத் தொடர்ந்து ஜூலை அல்லது ஆகஸ்ட் மாதத்தில் நடைபெறும்.',
  },
  {
    month: 8,
    review: ['si', 'ta'],
    en: 'Rain eases somewhat on the west and south coasts though the sea stays rough; the dry-season elephant gathering around the Minneriya and Kaudulla reservoirs is usually near its peak.',
    si: 'බටහිර සහ දකුණු වෙරළේ වැසි තරමක් අඩු වුවද මුහුද රළුවම පවතී. Minneriya සහ Kaudulla වැව් අවට වියළි කාලයේ අලි රැස්වීම (The Gathering) සාමාන්‍යයෙන් එහි උච්චතම අවස්ථාවට ආසන්නය.',
    ta: 'மேற்கு மற்றும் தெற்குக் கடற்கரைகளில் மழை ஓரளவு குறைகிறது, ஆனால் கடல் கொந்தளிப்பாகவே இருக்கும்; Minneriya, Kaudulla நீர்த்தேக்கங்களைச் சுற்றி வறட்சிக் காலத்தில் யானைகள் ஒன்றுகூடுவது (The Gathering) பொதுவாக உச்சத்தை நெருங்கும்.',
  },
  {
    month: 9,
    en: "The southwest monsoon is ending but the west and south still see frequent rain; the dry zone is at its driest, and Yala's main block has often been closed from about September into October.",
    si: 'නිරිතදිග මෝසම අවසන් වෙමින් පැවතුණද බටහිර සහ දකුණේ තවමත් නිතර වැසි ඇත. වියළි කලාපය එහි වියළිම අවස්ථාවේ පවතින අතර, Yala හි ප්‍රධාන කලාපය බොහෝ විට සැප්තැම්බර් පමණ සිට ඔක්තෝබර් දක්වා වසා තිබී ඇත.',
    ta: 'தென்மேற்குப் பருவமழை முடிவடைகிறது, ஆனால் மேற்கிலும் தெற்கிலும் இன்னும் அடிக்கடி மழை பெய்கிறது; உலர் வலயம் மிக வறண்டிருக்கும், Yala வின் பிரதான பகுதி பெரும்பாலும் செப்டம்பர் அளவில் இருந்து அக்டோபர் வரை மூடப்பட்டிருந்துள்ளது.',
  },
  {
    month: 10,
    en: 'Second inter-monsoon: usually the wettest month across the island, with heavy afternoon and evening storms and flood and landslide warnings possible, especially in the hills.',
    si: 'දෙවන අන්තර් මෝසම් කාලයයි: සාමාන්‍යයෙන් දිවයින පුරා වැඩිම වැසි සහිත මාසයයි. සවස සහ රාත්‍රියේ තද කුණාටු ඇති වන අතර, විශේෂයෙන් කඳුකරයේ ගංවතුර සහ නායයෑම් අනතුරු ඇඟවීම් නිකුත් විය හැකිය.',
    ta: 'இரண்டாம் இடைப் பருவமழை: பொதுவாகத் தீவு முழுவதும் அதிக மழை பெய்யும் மாதம்; பிற்பகலிலும் மாலையிலும் கடும் புயல்மழை பெய்யும், குறிப்பாக மலையகத்தில் வெள்ள, மண்சரிவு எச்சரிக்கைகள் விடுக்கப்படலாம்.',
  },
  {
    month: 11,
    en: 'Still wet almost everywhere as the inter-monsoon gives way to the northeast monsoon; the north and east get heavy rain and Bay of Bengal cyclones occasionally bring storms to the north and east.',
    si: 'අන්තර් මෝසම ඊසාන දිග මෝසමට මඟ හරින බැවින් තවමත් බොහෝ දුරට සෑම තැනම තෙත්ය. උතුරට සහ නැගෙනහිරට තද වැසි ලැබෙන අතර, බෙංගාල බොක්කේ සුළි කුණාටු ඇතැම් විට උතුරට සහ නැගෙනහිරට කුණාටු ගෙන එයි.',
    ta: 'இடைப் பருவமழை வடகிழக்குப் பருவமழைக்கு வழிவிடுவதால் கிட்டத்தட்ட எல்லா இடங்களிலும் இன்னும் மழை பெய்யும்; வடக்கிலும் கிழக்கிலும் கடும் மழை பெய்யும், வங்காள விரிகுடாவின் சூறாவளிகள் சில வேளைகளில் வடக்குக்கும் கிழக்குக்கும் புயலைக் கொண்டுவரும்.',
  },
  {
    month: 12,
    review: ['si', 'ta'],
    en: "The northeast monsoon brings heavy rain to the east and north while the west and south coasts dry out and the beach season begins; the Adam's Peak pilgrimage season opens at the Unduvap full moon, and Christmas to New Year is the busiest, priciest time on the south coast.",
    si: "ඊසාන දිග මෝසම නැගෙනහිරට සහ උතුරට තද වැසි ගෙන එන අතර බටහිර සහ දකුණු වෙරළ වියළි වී වෙරළ වාරය ආරම්භ වේ. Adam's Peak (ශ්‍රී පාද) වන්දනා වාරය උඳුවප් පොහොයෙන් ආරම්භ වන අතර, නත්තලේ සිට අලුත් අවුරුද්ද දක්වා කාලය දකුණු වෙරළේ වඩාත්ම කාර්යබහුල සහ මිල අධිකම කාලයයි.",
    ta: "வடகிழக்குப் பருவமழை கிழக்குக்கும் வடக்குக்கும் கடும் மழையைக் கொண்டுவருகிறது; மேற்கு, தெற்குக் கடற்கரைகள் வறண்டு கடற்கரைப் பருவம் தொடங்குகிறது. Adam's Peak (சிவனொளிபாத மலை) யாத்திரைப் பருவம் உந்துவப் பௌர்ணமியில் தொடங்குகிறது; கிறிஸ்துமஸ் முதல் புத்தாண்டு வரை தெற்குக் கடற்கரையில் மிகவும் நெரிசலான, விலை அதிகமான காலம்.",
  },
];

/** The English month notes that have a translation, in the month's order: the test compares them with the data. */
export const TRANSLATED_MONTH_NOTES: readonly string[] = MONTH_NOTES.map((n) => n.en);
