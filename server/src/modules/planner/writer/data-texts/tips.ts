import type { DataText } from './data-text.js';

/**
 * The curated travel tips (data/tips.json `text`, a plan's tips and the assistant's family-beach answer) in Sinhala and
 * Tamil, by the tip's id. Place names, and the names of sights and roads, stay as the data spells them.
 */
export const TIP_TEXTS: readonly DataText[] = [
  // train-reservations
  {
    en: "Reserved seats on the Kandy-Nanu Oya-Ella trains, including first-class observation and reserved second and third class, often sell out days or weeks ahead, above all in the high season, so book through Sri Lanka Railways' official e-ticketing or at a station as soon as booking opens (check how far ahead it opens; it has been about a month). If you miss out, unreserved second- and third-class tickets are sold at the station on the day, but expect to stand for part of the way.",
    si: 'Kandy-Nanu Oya-Ella දුම්රියවල පළමු පන්තියේ නිරීක්ෂණ මැදිරිය සහ වෙන් කළ දෙවන හා තුන්වන පන්තිය ඇතුළු වෙන් කළ ආසන, විශේෂයෙන් සංචාරක වාරයේ උච්චතම කාලයේදී, දින හෝ සති ගණනකට පෙර බොහෝ විට විකිණී අවසන් වේ; එබැවින් වෙන් කිරීම් ආරම්භ වූ වහාම ශ්‍රී ලංකා දුම්රිය සේවයේ නිල ඊ-ටිකට් සේවාව හරහා හෝ දුම්රිය ස්ථානයකින් වෙන් කරගන්න (කොපමණ කලකට පෙර වෙන් කිරීම් ආරම්භ වේදැයි පරීක්ෂා කරන්න; මෙතෙක් එය මාසයක් පමණ වී ඇත). එසේ නොහැකි වුවහොත්, වෙන් නොකළ දෙවන සහ තුන්වන පන්තියේ ප්‍රවේශ පත්‍ර එදිනම දුම්රිය ස්ථානයේදී විකුණනු ලැබේ, නමුත් ගමනේ කොටසක් සිටගෙන යාමට සිදු විය හැකිය.',
    ta: 'Kandy-Nanu Oya-Ella ரயில்களில் முதல் வகுப்புக் காட்சிப் பெட்டி, முன்பதிவு செய்த இரண்டாம், மூன்றாம் வகுப்பு உட்பட முன்பதிவு இருக்கைகள், குறிப்பாக உச்சப் பருவத்தில், பல நாட்கள் அல்லது வாரங்களுக்கு முன்பே அடிக்கடி விற்றுத் தீர்ந்துவிடும்; எனவே முன்பதிவு தொடங்கியதுமே இலங்கை ரயில்வேயின் அதிகாரபூர்வ இணையவழிச் சீட்டுச் சேவை மூலமோ ஒரு நிலையத்திலோ முன்பதிவு செய்யுங்கள் (எவ்வளவு காலத்துக்கு முன் முன்பதிவு தொடங்குகிறது என்று சரிபாருங்கள்; இதுவரை சுமார் ஒரு மாதம்). தவறவிட்டால், முன்பதிவில்லா இரண்டாம், மூன்றாம் வகுப்புச் சீட்டுகள் அன்றைய தினம் நிலையத்தில் விற்கப்படும், ஆனால் பயணத்தின் ஒரு பகுதியில் நின்றுகொண்டு செல்ல நேரிடலாம்.',
  },
  // train-hill-timing
  {
    en: 'The hill-country line is slow and scenic: Kandy to Ella takes about seven hours and trains often run late, so do not plan a tight connection or an evening activity at the other end.',
    si: 'කඳුකර දුම්රිය මාර්ගය සෙමින් ගමන් කරන නමුත් දර්ශනීයය: Kandy සිට Ella දක්වා පැය හතක් පමණ ගත වන අතර දුම්රිය බොහෝ විට ප්‍රමාද වේ; එබැවින් ගමනාන්තයේදී ඉක්මන් සම්බන්ධ ගමනක් හෝ සවස් වරුවේ ක්‍රියාකාරකමක් සැලසුම් නොකරන්න.',
    ta: 'மலையக ரயில் பாதை மெதுவானது, ஆனால் எழில் மிக்கது: Kandy இலிருந்து Ella வுக்குச் சுமார் ஏழு மணிநேரம் ஆகும், ரயில்கள் அடிக்கடி தாமதமாகும்; எனவே மறுமுனையில் நெருக்கமான இணைப்புப் பயணத்தையோ மாலை நிகழ்ச்சியையோ திட்டமிடாதீர்கள்.',
  },
  // bus-travel
  {
    en: 'Public buses reach almost every town and are very cheap; air-conditioned intercity and expressway buses link Colombo with Kandy, Galle, Matara and other cities, but large backpacks may need a seat of their own and ordinary buses are often crowded.',
    si: 'පොදු බස් රථ බොහෝ දුරට සෑම නගරයකටම යන අතර ඉතා ලාභය; වායුසමීකරණ අන්තර් නගර සහ අධිවේගී මාර්ග බස් රථ Colombo නගරය Kandy, Galle, Matara සහ වෙනත් නගර සමඟ සම්බන්ධ කරයි. නමුත් විශාල පිටුපස බෑග් සඳහා වෙනම ආසනයක් අවශ්‍ය විය හැකි අතර සාමාන්‍ය බස් රථ බොහෝ විට සෙනඟින් පිරී ඇත.',
    ta: 'பொதுப் பேருந்துகள் ஏறக்குறைய எல்லா நகரங்களுக்கும் செல்கின்றன, மிக மலிவானவை; குளிரூட்டப்பட்ட நகரங்களுக்கிடையிலான பேருந்துகளும் அதிவேக நெடுஞ்சாலைப் பேருந்துகளும் Colombo வை Kandy, Galle, Matara மற்றும் பிற நகரங்களுடன் இணைக்கின்றன; ஆனால் பெரிய முதுகுப் பைகளுக்குத் தனி இருக்கை தேவைப்படலாம், சாதாரணப் பேருந்துகள் பெரும்பாலும் நெரிசலாக இருக்கும்.',
  },
  // car-driver-rooms
  {
    en: "When you travel with a hired driver, check that each hotel offers drivers' accommodation; many do, free or cheaply, and where they do not your operator will usually charge a nightly allowance.",
    si: 'කුලියට ගත් රියදුරෙකු සමඟ සංචාරය කරන විට, සෑම හෝටලයකම රියදුරන් සඳහා නවාතැන් තිබේදැයි පරීක්ෂා කරන්න; බොහෝ හෝටල් එය නොමිලේ හෝ අඩු මුදලකට ලබා දෙන අතර, එසේ නොමැති තැන්වලදී ඔබේ සංචාරක සේවා සපයන්නා සාමාන්‍යයෙන් රාත්‍රී දීමනාවක් අය කරයි.',
    ta: 'வாடகைச் சாரதியுடன் பயணம் செய்யும்போது, ஒவ்வொரு ஹோட்டலிலும் சாரதிகளுக்குத் தங்குமிடம் உள்ளதா என்று சரிபாருங்கள்; பல ஹோட்டல்கள் இலவசமாகவோ மலிவாகவோ வழங்குகின்றன, வழங்காத இடங்களில் உங்கள் பயண ஏற்பாட்டாளர் வழக்கமாக ஓர் இரவுக்கான கொடுப்பனவை அறவிடுவார்.',
  },
  // hill-road-times
  {
    en: 'Distances look short but hill roads are slow, often averaging 25-35 km/h: Kandy to Nuwara Eliya, about 75 km, usually takes two and a half to three hours.',
    si: 'දුර ප්‍රමාණ කෙටි ලෙස පෙනුණද කඳුකර මාර්ගවල ගමන සෙමින් සිදු වන අතර බොහෝ විට සාමාන්‍ය වේගය පැයට කිලෝමීටර 25-35ක් පමණ වේ: කිලෝමීටර 75ක් පමණ වන Kandy සිට Nuwara Eliya දක්වා ගමනට සාමාන්‍යයෙන් පැය දෙකහමාරක් සිට තුනක් ගත වේ.',
    ta: 'தூரங்கள் குறைவாகத் தோன்றினாலும் மலைச் சாலைகளில் பயணம் மெதுவானது, சராசரி வேகம் பெரும்பாலும் மணிக்கு 25-35 கி.மீ.: சுமார் 75 கி.மீ. உள்ள Kandy இலிருந்து Nuwara Eliya வுக்கு வழக்கமாக இரண்டரை முதல் மூன்று மணிநேரம் ஆகும்.',
  },
  // expressways
  {
    en: 'Expressways charge tolls and cut journeys sharply (the Southern Expressway brings Galle within about one and a half to two hours of central Colombo), but tuk-tuks and motorcycles are not allowed on them.',
    si: 'අධිවේගී මාර්ගවල ගාස්තු අය කරන අතර ඒවා ගමන් කාලය බෙහෙවින් අඩු කරයි (Southern Expressway ඔස්සේ Colombo නගර මධ්‍යයේ සිට Galle වෙත පැය එකහමාරක් සිට දෙකක් පමණ ගත වේ); නමුත් ත්‍රීරෝද රථ සහ යතුරුපැදිවලට ඒවායේ ගමන් කිරීමට අවසර නැත.',
    ta: 'அதிவேக நெடுஞ்சாலைகளில் சுங்கக் கட்டணம் அறவிடப்படும், அவை பயண நேரத்தைப் பெரிதும் குறைக்கின்றன (Southern Expressway வழியாக Colombo நகர மையத்திலிருந்து Galle க்குச் சுமார் ஒன்றரை முதல் இரண்டு மணிநேரம்); ஆனால் முச்சக்கர வண்டிகளுக்கும் மோட்டார் சைக்கிள்களுக்கும் அவற்றில் அனுமதி இல்லை.',
  },
  // cash-and-cards
  {
    en: 'Carry Sri Lankan rupees in cash for tuk-tuks, buses, small shops, temple donations and roadside stalls; ATMs are widely available in towns, and hotels and larger restaurants take cards, sometimes with a surcharge.',
    si: 'ත්‍රීරෝද රථ, බස් රථ, කුඩා කඩ, පන්සල් පරිත්‍යාග සහ පාර අයිනේ කඩ සඳහා ශ්‍රී ලංකා රුපියල් මුදලින් රැගෙන යන්න; නගරවල ATM යන්ත්‍ර බහුලව ඇති අතර හෝටල් සහ විශාල අවන්හල් කාඩ්පත් භාර ගනී, සමහර විට අමතර ගාස්තුවක් සමඟ.',
    ta: 'முச்சக்கர வண்டிகள், பேருந்துகள், சிறு கடைகள், கோயில் காணிக்கைகள், சாலையோரக் கடைகள் ஆகியவற்றுக்கு இலங்கை ரூபாயைப் பணமாக வைத்திருங்கள்; நகரங்களில் ATM இயந்திரங்கள் பரவலாக உள்ளன, ஹோட்டல்களும் பெரிய உணவகங்களும் அட்டைகளை ஏற்கின்றன, சில வேளைகளில் கூடுதல் கட்டணத்துடன்.',
  },
  // service-charge
  {
    en: 'Many restaurants and hotels add a 10% service charge, and larger ones add government taxes on top of the menu price (shown as "++"), so check the small print before ordering.',
    si: 'බොහෝ අවන්හල් සහ හෝටල් 10% සේවා ගාස්තුවක් එකතු කරන අතර විශාල ඒවා ආහාර වට්ටෝරුවේ මිලට ඉහළින් රජයේ බදු ද එකතු කරයි ("++" ලෙස දක්වා ඇත); එබැවින් ඇණවුම් කිරීමට පෙර කුඩා අකුරින් ලියා ඇති කොන්දේසි පරීක්ෂා කරන්න.',
    ta: 'பல உணவகங்களும் ஹோட்டல்களும் 10% சேவைக் கட்டணம் சேர்க்கின்றன, பெரியவை உணவுப் பட்டியல் விலைக்கு மேல் அரசாங்க வரிகளையும் சேர்க்கின்றன ("++" எனக் காட்டப்படும்); எனவே ஆர்டர் செய்வதற்கு முன் சிறிய எழுத்துகளில் உள்ள விவரங்களைச் சரிபாருங்கள்.',
  },
  // tuktuk-fares
  {
    en: 'Agree the tuk-tuk fare before you set off, or take a metered tuk-tuk; in Colombo and several other cities the PickMe and Uber apps book tuk-tuks at a fare shown in advance.',
    si: 'ගමන ආරම්භ කිරීමට පෙර ත්‍රීරෝද රථ ගාස්තුව එකඟ කරගන්න, නැතහොත් මීටරයක් සහිත ත්‍රීරෝද රථයක් ගන්න; Colombo සහ තවත් නගර කිහිපයක PickMe සහ Uber යෙදුම් මගින් කලින් පෙන්වන ගාස්තුවකට ත්‍රීරෝද රථ වෙන් කළ හැකිය.',
    ta: 'புறப்படும் முன் முச்சக்கர வண்டிக் கட்டணத்தை ஒப்புக்கொள்ளுங்கள், அல்லது மீட்டர் பொருத்திய முச்சக்கர வண்டியில் செல்லுங்கள்; Colombo உட்படப் பல நகரங்களில் PickMe, Uber செயலிகள் மூலம் முன்கூட்டியே காட்டப்படும் கட்டணத்தில் முச்சக்கர வண்டிகளை முன்பதிவு செய்யலாம்.',
  },
  // foreigner-prices
  {
    en: 'Foreign visitors pay much higher entrance fees than Sri Lankans at the ancient cities, national parks and some temples, often priced in US dollars and charged in rupees; carry enough cash, as not every ticket counter takes cards.',
    si: 'පුරාණ නගර, ජාතික වනෝද්‍යාන සහ සමහර විහාරස්ථානවලදී විදේශීය සංචාරකයින් ශ්‍රී ලාංකිකයින්ට වඩා බෙහෙවින් වැඩි ප්‍රවේශ ගාස්තු ගෙවති; ඒවා බොහෝ විට ඇමරිකානු ඩොලර්වලින් මිල කර රුපියල්වලින් අය කෙරේ. සෑම ප්‍රවේශ පත්‍ර කවුළුවක්ම කාඩ්පත් භාර නොගන්නා බැවින් ප්‍රමාණවත් මුදල් රැගෙන යන්න.',
    ta: 'பண்டைய நகரங்கள், தேசியப் பூங்காக்கள், சில கோயில்களில் வெளிநாட்டுப் பயணிகள் இலங்கையர்களை விட மிக அதிகமான நுழைவுக் கட்டணம் செலுத்துகிறார்கள்; அவை பெரும்பாலும் அமெரிக்க டொலரில் விலையிடப்பட்டு ரூபாயில் அறவிடப்படுகின்றன. எல்லாச் சீட்டு விற்பனை இடங்களும் அட்டைகளை ஏற்பதில்லை என்பதால் போதுமான பணம் வைத்திருங்கள்.',
  },
  // tipping
  {
    en: 'Tipping is customary but modest: drivers, safari jeep drivers and guides expect a tip at the end, and small tips for hotel and restaurant staff are appreciated even where a service charge is added.',
    si: 'සංග්‍රහ මුදල් (ටිප්) දීම සිරිතක් වුවද එය මධ්‍යස්ථය: රියදුරන්, සෆාරි ජීප් රියදුරන් සහ මඟපෙන්වන්නන් අවසානයේදී සංග්‍රහ මුදලක් බලාපොරොත්තු වන අතර, සේවා ගාස්තුවක් එකතු කර ඇති තැන්වලදී වුවද හෝටල් සහ අවන්හල් සේවකයින්ට දෙන කුඩා සංග්‍රහ මුදල් අගය කෙරේ.',
    ta: 'அன்பளிப்பு (டிப்) வழங்குவது வழக்கம், ஆனால் அளவோடு: சாரதிகள், சஃபாரி ஜீப் சாரதிகள், வழிகாட்டிகள் பயண முடிவில் அன்பளிப்பை எதிர்பார்க்கிறார்கள்; சேவைக் கட்டணம் சேர்க்கப்பட்ட இடங்களிலும் ஹோட்டல், உணவக ஊழியர்களுக்குச் சிறிய அன்பளிப்புகள் பாராட்டப்படும்.',
    review: ['si'],
  },
  // temple-dress
  {
    en: 'At Buddhist and Hindu temples cover your shoulders and knees, take off shoes and hats before entering, and carry socks, as the stone and sand floors get very hot by midday.',
    si: 'බෞද්ධ විහාරස්ථාන සහ හින්දු කෝවිල්වලදී උරහිස් සහ දණහිස් වැසෙන සේ ඇඳ පැළඳ සිටින්න, ඇතුළු වීමට පෙර පාවහන් සහ තොප්පි ගලවන්න; මධ්‍යහ්නය වන විට ගල් සහ වැලි බිම ඉතා උණුසුම් වන බැවින් මේස් රැගෙන යන්න.',
    ta: 'பௌத்த விகாரைகளிலும் இந்துக் கோயில்களிலும் தோள்களையும் முழங்கால்களையும் மறைக்கும் ஆடை அணியுங்கள், உள்ளே நுழையும் முன் காலணிகளையும் தொப்பிகளையும் கழற்றுங்கள்; நண்பகலுக்குள் கல், மணல் தரைகள் மிகவும் சூடாகிவிடுவதால் காலுறைகளை எடுத்துச் செல்லுங்கள்.',
  },
  // buddha-images
  {
    en: 'Never pose for a photo with your back to a Buddha statue, do not point your feet at one or climb on statues, and keep Buddha tattoos covered: visitors with them have been refused entry and even deported.',
    si: 'බුද්ධ ප්‍රතිමාවකට පිටුපා ඡායාරූප සඳහා කිසිවිටෙක පෙනී නොසිටින්න, ප්‍රතිමාවක් දෙසට පාද දිගු නොකරන්න, ප්‍රතිමා මතට නොනගින්න; බුද්ධ රූප සහිත පච්ච වසා තබන්න: එවැනි පච්ච ඇති සංචාරකයින්ට ඇතුළු වීම ප්‍රතික්ෂේප කර ඇති අතර රටින් පිටුවහල් කර පවා ඇත.',
    ta: 'புத்தர் சிலைக்கு முதுகைக் காட்டிப் புகைப்படத்துக்கு ஒருபோதும் நிற்காதீர்கள், சிலையை நோக்கிக் கால்களை நீட்டாதீர்கள், சிலைகள் மீது ஏறாதீர்கள்; புத்தர் உருவப் பச்சை குத்தல்களை மறைத்து வையுங்கள்: அவற்றுடன் வந்த பயணிகளுக்கு நுழைவு மறுக்கப்பட்டுள்ளது, நாடு கடத்தப்பட்டும் உள்ளனர்.',
  },
  // poya-days
  {
    en: 'Every full-moon (poya) day is a public holiday on which the sale of alcohol is banned and many shops close; bars close, and hotels may not serve alcohol that day.',
    si: 'සෑම පසළොස්වක (පොහොය) දිනයක්ම රජයේ නිවාඩු දිනයකි; එදින මත්පැන් විකිණීම තහනම් වන අතර බොහෝ කඩ වසා තබයි. බාර් වසා ඇති අතර එදින හෝටල්වල ද මත්පැන් නොලැබිය හැකිය.',
    ta: 'ஒவ்வொரு பௌர்ணமி (போயா) நாளும் பொது விடுமுறை; அன்று மதுபான விற்பனை தடைசெய்யப்படும், பல கடைகள் மூடப்படும்; மதுபான விடுதிகள் மூடப்படும், ஹோட்டல்களும் அன்று மதுபானம் பரிமாறாமல் இருக்கலாம்.',
  },
  // beach-dress
  {
    en: 'Swimwear is for the beach only: cover up when you walk into town, and topless or nude sunbathing is not accepted.',
    si: 'පිහිනුම් ඇඳුම් වෙරළට පමණි: නගරයට ඇවිද යන විට ශරීරය වැසෙන සේ ඇඳුම් අඳින්න; උඩුකය නිරුවතින් හෝ සම්පූර්ණයෙන් නිරුවතින් හිරු රශ්මියේ වැතිරීම පිළිගනු නොලැබේ.',
    ta: 'நீச்சல் உடை கடற்கரைக்கு மட்டுமே: நகரத்துக்குள் நடந்து செல்லும்போது உடலை மூடும் ஆடை அணியுங்கள்; மேலாடையின்றியோ நிர்வாணமாகவோ வெயில் காய்வது ஏற்றுக்கொள்ளப்படுவதில்லை.',
  },
  // right-hand-and-photos
  {
    en: 'Give and receive things, money included, with your right hand, and ask before photographing people; the stilt fishermen around Koggala and Ahangama usually expect payment for photos.',
    si: 'මුදල් ද ඇතුළුව ඕනෑම දෙයක් දීමට සහ ගැනීමට දකුණු අත භාවිත කරන්න, පුද්ගලයින් ඡායාරූපගත කිරීමට පෙර අවසර ඉල්ලන්න; Koggala සහ Ahangama අවට කණු මත හිඳ මසුන් අල්ලන ධීවරයින් සාමාන්‍යයෙන් ඡායාරූප සඳහා මුදලක් බලාපොරොත්තු වෙති.',
    ta: 'பணம் உட்பட எதையும் வலது கையால் கொடுங்கள், வாங்குங்கள்; மக்களைப் புகைப்படம் எடுக்கும் முன் அனுமதி கேளுங்கள்; Koggala, Ahangama பகுதியில் கம்பங்களில் அமர்ந்து மீன்பிடிப்பவர்கள் புகைப்படங்களுக்குப் பொதுவாகப் பணம் எதிர்பார்ப்பார்கள்.',
  },
  // kovil-etiquette
  {
    en: 'At Hindu kovils, men are often asked to remove their shirts (as at Nallur in Jaffna); follow what local worshippers do.',
    si: 'හින්දු කෝවිල්වලදී පිරිමින්ට බොහෝ විට කමිස ගලවන ලෙස ඉල්ලා සිටී (Jaffna හි Nallur කෝවිලේ මෙන්); ප්‍රදේශයේ බැතිමතුන් කරන දේ අනුගමනය කරන්න.',
    ta: 'இந்துக் கோவில்களில் ஆண்கள் பெரும்பாலும் சட்டையைக் கழற்றுமாறு கேட்கப்படுவார்கள் (Jaffna வில் Nallur இல் போல); உள்ளூர் பக்தர்கள் செய்வதைப் பின்பற்றுங்கள்.',
  },
  // dengue
  {
    en: 'Dengue is present across Sri Lanka all year, with outbreaks after the monsoon rains; the mosquitoes bite by day, so use a DEET or picaridin repellent, cover up at dawn and dusk, and see a doctor about any high fever.',
    si: 'ඩෙංගු වසර පුරාම ශ්‍රී ලංකාව පුරා පවතින අතර මෝසම් වැසිවලින් පසු වසංගත ලෙස පැතිරේ; මදුරුවන් දවල් කාලයේ දෂ්ට කරන බැවින් DEET හෝ picaridin අඩංගු මදුරු විකර්ෂකයක් භාවිත කරන්න, අලුයම සහ සැන්දෑවේ ශරීරය වසා ගන්න, ඕනෑම අධික උණක් ඇත්නම් වෛද්‍යවරයෙකු හමුවන්න.',
    ta: 'டெங்கு ஆண்டு முழுவதும் இலங்கை எங்கும் உள்ளது, பருவமழைக்குப் பின் பரவல்கள் ஏற்படுகின்றன; நுளம்புகள் பகலில் கடிப்பதால் DEET அல்லது picaridin கொண்ட நுளம்பு விரட்டியைப் பயன்படுத்துங்கள், விடியலிலும் அந்தியிலும் உடலை மூடுங்கள், கடும் காய்ச்சல் ஏதும் இருந்தால் மருத்துவரை அணுகுங்கள்.',
  },
  // water
  {
    en: 'Drink bottled, filtered or boiled water rather than tap water, check that bottle seals are intact, and be careful with ice and salads at the most basic stalls.',
    si: 'කරාම ජලය වෙනුවට බෝතල් කළ, පෙරූ හෝ උතුරා නිවූ ජලය පානය කරන්න, බෝතලයේ මුද්‍රාව කැඩී නොමැතිදැයි පරීක්ෂා කරන්න, ඉතා සරල කඩවලදී අයිස් සහ සලාද ගැන සැලකිලිමත් වන්න.',
    ta: 'குழாய் நீருக்குப் பதிலாகப் போத்தல், வடிகட்டிய அல்லது கொதிக்க வைத்த நீரைக் குடியுங்கள், போத்தலின் முத்திரை உடையாமல் இருக்கிறதா என்று சரிபாருங்கள்; மிக எளிய கடைகளில் ஐஸ், சலாட் விஷயத்தில் கவனமாக இருங்கள்.',
  },
  // sun-and-heat
  {
    en: 'The sun is strong all year so close to the equator: start the ancient cities and safaris early, wear a hat and high-SPF sunscreen and drink plenty, as sites like Polonnaruwa and Sigiriya have little shade by midday.',
    si: 'සමකයට මෙතරම් ආසන්න බැවින් වසර පුරාම හිරු රශ්මිය තීව්‍රය: පුරාණ නගර සහ සෆාරි උදෑසනම ආරම්භ කරන්න, තොප්පියක් පැළඳ ඉහළ SPF අගයක් සහිත හිරු ආරක්ෂක ආලේපනයක් ගල්වා ජලය බහුලව පානය කරන්න; Polonnaruwa සහ Sigiriya වැනි ස්ථානවල මධ්‍යහ්නය වන විට සෙවණ ඉතා අඩුය.',
    ta: 'பூமத்திய ரேகைக்கு இவ்வளவு அருகில் இருப்பதால் ஆண்டு முழுவதும் வெயில் கடுமையாக இருக்கும்: பண்டைய நகரங்களையும் சஃபாரிகளையும் அதிகாலையில் தொடங்குங்கள், தொப்பியும் உயர் SPF சூரியக் காப்புக் களிம்பும் பயன்படுத்துங்கள், நிறைய நீர் அருந்துங்கள்; Polonnaruwa, Sigiriya போன்ற இடங்களில் நண்பகலில் நிழல் குறைவு.',
  },
  // leeches
  {
    en: 'Leeches are common on wet-zone forest and grass trails (Sinharaja, the Knuckles, Kitulgala and the hills after rain); leech socks and salt, soap or repellent on shoes and socks help, and a bite bleeds a lot but is harmless.',
    si: 'තෙත් කලාපයේ වනාන්තර සහ තණබිම් අඩිපාරවල (Sinharaja, Knuckles, Kitulgala සහ වැස්සෙන් පසු කඳුකරය) කූඩැල්ලන් බහුලය; කූඩැල්ලන්ගෙන් ආරක්ෂා වන මේස් සහ සපත්තු හා මේස් මත ලුණු, සබන් හෝ විකර්ෂක ආලේප කිරීම උපකාරී වේ; දෂ්ට කිරීමෙන් බොහෝ ලේ ගැලුවද එය හානිකර නොවේ.',
    ta: 'ஈர வலயக் காடுகளிலும் புல்வெளிப் பாதைகளிலும் (Sinharaja, Knuckles, Kitulgala, மழைக்குப் பின் மலையகம்) அட்டைகள் சாதாரணம்; அட்டைக் காலுறைகளும் காலணிகள், காலுறைகள் மீது உப்பு, சவர்க்காரம் அல்லது விரட்டியும் உதவும்; கடித்தால் நிறைய இரத்தம் வழியும், ஆனால் தீங்கில்லை.',
  },
  // dogs-and-rabies
  {
    en: 'Rabies is present in Sri Lanka and stray dogs are everywhere; do not pet them or the temple monkeys, and get medical treatment promptly for any bite or scratch.',
    si: 'ශ්‍රී ලංකාවේ ජලභීතිකා රෝගය පවතින අතර අයාලේ යන සුනඛයින් සෑම තැනම සිටිති; ඔවුන් හෝ පන්සල්වල වඳුරන් අතගා සුරතල් නොකරන්න, ඕනෑම සපා කෑමකට හෝ සීරීමකට වහාම වෛද්‍ය ප්‍රතිකාර ලබා ගන්න.',
    ta: 'இலங்கையில் விசர்நாய்க்கடி நோய் (ரேபிஸ்) உள்ளது, தெருநாய்கள் எங்கும் உள்ளன; அவற்றையோ கோயில் குரங்குகளையோ தடவிக் கொஞ்சாதீர்கள், எந்தக் கடிக்கும் கீறலுக்கும் உடனடியாக மருத்துவ சிகிச்சை பெறுங்கள்.',
  },
  // tea-country-layers
  {
    en: 'Tea country is cool: Nuwara Eliya sits at about 1,900 m, evenings there are often below 15°C and January-February mornings can touch freezing, so bring a warm layer and a rain jacket even in the dry season.',
    si: 'තේ වතු ප්‍රදේශය සිසිල්ය: Nuwara Eliya මීටර 1,900ක් පමණ උසින් පිහිටා ඇති අතර එහි සවස් කාලය බොහෝ විට 15°C ට වඩා අඩු වේ; ජනවාරි-පෙබරවාරි උදෑසන ශීතාංකයට ළං විය හැකිය. එබැවින් වියළි කාලයේ වුවද උණුසුම් ඇඳුමක් සහ වැසි කබායක් රැගෙන එන්න.',
    ta: 'தேயிலை நாடு குளிர்ச்சியானது: Nuwara Eliya சுமார் 1,900 மீ. உயரத்தில் உள்ளது, அங்கு மாலைகள் பெரும்பாலும் 15°C க்குக் கீழ் இருக்கும், ஜனவரி-பிப்ரவரி காலைகள் உறைநிலையைத் தொடலாம்; எனவே வறண்ட காலத்திலும் கதகதப்பான மேலாடையையும் மழைக்கோட்டையும் கொண்டு வாருங்கள்.',
  },
  // rip-currents-southwest
  {
    en: 'During the southwest monsoon (about May to September) the west and south coasts have big surf and strong rip currents: obey red flags, swim only where locals swim and lifeguards watch, and never swim after drinking.',
    si: 'නිරිතදිග මෝසම් කාලයේදී (ආසන්න වශයෙන් මැයි සිට සැප්තැම්බර් දක්වා) බටහිර සහ දකුණු වෙරළේ විශාල රළ සහ මුහුද දෙසට ඇදගෙන යන ප්‍රබල දිය සැඩ පහරවල් (rip currents) ඇත: රතු කොඩිවලට අවනත වන්න, ප්‍රදේශවාසීන් පිහිනන සහ ජීවිතාරක්ෂකයින් මුර කරන තැන්වල පමණක් පිහිනන්න, මත්පැන් පානය කළ පසු කිසිවිටෙක පිහිනන්න එපා.',
    ta: 'தென்மேற்குப் பருவமழைக் காலத்தில் (ஏறத்தாழ மே முதல் செப்டம்பர் வரை) மேற்கு, தெற்குக் கடற்கரைகளில் பெரிய அலைகளும் கடலுக்குள் இழுக்கும் வலுவான நீரோட்டங்களும் (rip currents) இருக்கும்: சிவப்புக் கொடிகளுக்குக் கட்டுப்படுங்கள், உள்ளூர் மக்கள் நீந்தும், உயிர்காப்பாளர்கள் கண்காணிக்கும் இடங்களில் மட்டும் நீந்துங்கள், மது அருந்திய பின் ஒருபோதும் நீந்தாதீர்கள்.',
    review: ['si', 'ta'],
  },
  // rip-currents-northeast
  {
    en: 'During the northeast monsoon (about November to February) the east-coast sea is rough and boat trips often stop; outside the sheltered bays, do not swim in heavy surf.',
    si: 'ඊසාන දිග මෝසම් කාලයේදී (ආසන්න වශයෙන් නොවැම්බර් සිට පෙබරවාරි දක්වා) නැගෙනහිර වෙරළේ මුහුද රළු වන අතර බෝට්ටු චාරිකා බොහෝ විට නතර වේ; ආරක්ෂිත බොක්කවලින් පිටත, දැඩි රළ ඇති විට පිහිනන්න එපා.',
    ta: 'வடகிழக்குப் பருவமழைக் காலத்தில் (ஏறத்தாழ நவம்பர் முதல் பிப்ரவரி வரை) கிழக்குக் கடற்கரைக் கடல் கொந்தளிப்பாக இருக்கும், படகுப் பயணங்கள் அடிக்கடி நிறுத்தப்படும்; பாதுகாப்பான குடாக்களுக்கு வெளியே பெரிய அலைகளில் நீந்தாதீர்கள்.',
  },
  // elephants-on-roads
  {
    en: 'Wild elephants cross roads near the parks and reservoirs of the dry zone, above all at dusk and after dark (for example around Habarana, Udawalawe and between Buttala and Kataragama); slow down, keep well back, stay in the vehicle and never feed them.',
    si: 'වියළි කලාපයේ වනෝද්‍යාන සහ වැව් අසල, විශේෂයෙන් සැන්දෑවේ සහ අඳුර වැටුණු පසු, වල් අලින් මාර්ග හරහා යති (උදාහරණයක් ලෙස Habarana, Udawalawe අවට සහ Buttala සහ Kataragama අතර); වේගය අඩු කරන්න, හොඳ දුරක් තබා සිටින්න, වාහනය තුළම සිටින්න, කිසිවිටෙක ඔවුන්ට කෑම දෙන්න එපා.',
    ta: 'உலர் வலயத்தின் பூங்காக்களுக்கும் நீர்த்தேக்கங்களுக்கும் அருகில், குறிப்பாக அந்தியிலும் இருட்டிய பின்னும், காட்டு யானைகள் சாலைகளைக் கடக்கின்றன (உதாரணமாக Habarana, Udawalawe பகுதிகளிலும் Buttala வுக்கும் Kataragama வுக்கும் இடையிலும்); வேகத்தைக் குறையுங்கள், நன்கு விலகி நில்லுங்கள், வாகனத்துக்குள்ளேயே இருங்கள், ஒருபோதும் அவற்றுக்கு உணவு கொடுக்காதீர்கள்.',
  },
  // no-night-drives
  {
    en: 'Avoid long drives after dark: most roads are unlit and shared with pedestrians, cyclists, dogs, cattle and, in the dry zone, elephants, and overtaking buses make night driving risky.',
    si: 'අඳුර වැටුණු පසු දිගු රිය ගමන් වළකින්න: බොහෝ මාර්ග ආලෝකමත් කර නොමැති අතර ඒවා පදිකයින්, පාපැදිකරුවන්, සුනඛයින්, ගවයින් සහ වියළි කලාපයේ අලින් ද සමඟ බෙදා ගැනේ; ඉස්සර කරන බස් රථ නිසා රාත්‍රී රිය ගමන් අවදානම් සහිතය.',
    ta: 'இருட்டிய பின் நீண்ட வாகனப் பயணங்களைத் தவிருங்கள்: பெரும்பாலான சாலைகளில் விளக்குகள் இல்லை, பாதசாரிகள், சைக்கிள் ஓட்டிகள், நாய்கள், கால்நடைகள், உலர் வலயத்தில் யானைகளும் அவற்றைப் பகிர்ந்துகொள்கின்றன; முந்திச் செல்லும் பேருந்துகள் இரவுப் பயணத்தை ஆபத்தாக்குகின்றன.',
  },
  // touts-and-scams
  {
    en: 'Be wary of friendly strangers with a fixed plan for you, such as a temple that is "closed today", a special festival, a gem shop or a "government" spice garden; buy tickets only at official counters and settle prices before any service.',
    si: 'ඔබ වෙනුවෙන් කලින් සකස් කළ සැලැස්මක් සහිත මිත්‍රශීලී ආගන්තුකයින් ගැන ප්‍රවේශම් වන්න; උදාහරණයක් ලෙස "අද වසා ඇති" පන්සලක්, විශේෂ උත්සවයක්, මැණික් සාප්පුවක් හෝ "රජයේ" කුළුබඩු වත්තක්. ප්‍රවේශ පත්‍ර නිල කවුළුවලින් පමණක් මිලදී ගන්න, ඕනෑම සේවාවකට පෙර මිල එකඟ කරගන්න.',
    ta: 'உங்களுக்காக முன்பே ஒரு திட்டம் வைத்திருக்கும் நட்பான அந்நியர்களிடம் எச்சரிக்கையாக இருங்கள்; உதாரணமாக "இன்று மூடப்பட்ட" கோயில், விசேட திருவிழா, இரத்தினக்கல் கடை அல்லது "அரசாங்க" வாசனைப் பொருள் தோட்டம். சீட்டுகளை அதிகாரபூர்வ விற்பனை இடங்களில் மட்டுமே வாங்குங்கள், எந்தச் சேவைக்கும் முன் விலையைத் தீர்மானியுங்கள்.',
  },
  // safari-etiquette
  {
    en: 'On safari, stay seated and quiet, never leave the jeep or feed animals, and do not urge your driver to chase or crowd a leopard; Yala gets jeep jams at sightings, so a quieter park such as Bundala, Lunugamvehera, Kumana or Wilpattu can give a better drive.',
    si: 'සෆාරියේදී අසුනේම නිශ්ශබ්දව සිටින්න, කිසිවිටෙක ජීප් රථයෙන් බැස යාම හෝ සතුන්ට කෑම දීම නොකරන්න, කොටියෙකු පසුපස හඹා යාමට හෝ ඌ වටා තදබදයක් ඇති කිරීමට රියදුරු පොළඹවන්න එපා; Yala හි සතුන් දුටු තැන්වල ජීප් තදබදය ඇති වන බැවින් Bundala, Lunugamvehera, Kumana හෝ Wilpattu වැනි නිස්කලංක වනෝද්‍යානයක් වඩා හොඳ චාරිකාවක් විය හැකිය.',
    ta: 'சஃபாரியில் அமைதியாக அமர்ந்திருங்கள், ஒருபோதும் ஜீப்பை விட்டு இறங்காதீர்கள், விலங்குகளுக்கு உணவு கொடுக்காதீர்கள், சிறுத்தையைத் துரத்தவோ அதைச் சூழ்ந்து நெருங்கவோ சாரதியைத் தூண்டாதீர்கள்; Yala வில் விலங்குகள் தென்படும் இடங்களில் ஜீப் நெரிசல் ஏற்படுவதால், Bundala, Lunugamvehera, Kumana அல்லது Wilpattu போன்ற அமைதியான பூங்கா சிறந்த சவாரியைத் தரலாம்.',
  },
  // park-closures
  {
    en: "Yala's main block has often closed for about six weeks from early September to mid-October; the Department of Wildlife Conservation announces the dates each year, so check before you book and keep Udawalawe, Bundala or Lunugamvehera as alternatives.",
    si: 'Yala හි ප්‍රධාන කලාපය බොහෝ විට සැප්තැම්බර් මුල සිට ඔක්තෝබර් මැද දක්වා සති හයක් පමණ වසා තිබී ඇත; වනජීවී සංරක්ෂණ දෙපාර්තමේන්තුව සෑම වසරකම දින නිවේදනය කරන බැවින් වෙන් කිරීමට පෙර පරීක්ෂා කර, Udawalawe, Bundala හෝ Lunugamvehera විකල්ප ලෙස තබා ගන්න.',
    ta: 'Yala வின் பிரதான பகுதி பெரும்பாலும் செப்டம்பர் தொடக்கத்திலிருந்து அக்டோபர் நடுப்பகுதி வரை சுமார் ஆறு வாரங்கள் மூடப்பட்டிருந்துள்ளது; வனஜீவராசிகள் பாதுகாப்புத் திணைக்களம் ஒவ்வோர் ஆண்டும் திகதிகளை அறிவிப்பதால், முன்பதிவு செய்யும் முன் சரிபார்த்து, Udawalawe, Bundala அல்லது Lunugamvehera வை மாற்று இடங்களாக வைத்திருங்கள்.',
  },
  // ethical-elephants
  {
    en: 'Skip elephant rides and animal shows; to see young elephants, watch the feeding at the Elephant Transit Home near Udawalawe, which raises orphaned calves for release into the wild.',
    si: 'අලි පිට සවාරි සහ සත්ව සංදර්ශන මඟ හරින්න; පැටව් අලින් දැකීමට, මව් අහිමි අලි පැටවුන් නැවත වනයට මුදා හැරීම සඳහා ඇති දැඩි කරන Udawalawe අසල Elephant Transit Home හි ඔවුන්ට ආහාර දෙන අවස්ථාව නරඹන්න.',
    ta: 'யானைச் சவாரிகளையும் விலங்குக் காட்சிகளையும் தவிருங்கள்; குட்டி யானைகளைப் பார்க்க, தாயை இழந்த குட்டிகளைக் காட்டில் விடுவதற்காக வளர்க்கும் Udawalawe அருகிலுள்ள Elephant Transit Home இல் உணவளிக்கும் நேரத்தைப் பாருங்கள்.',
  },
  // whale-watching-tips
  {
    en: 'Whale-watching trips leave early and last four to six hours on open sea; take seasickness tablets beforehand if you need them, bring sun protection, and choose an operator that keeps its distance from the whales.',
    si: 'තල්මසුන් නැරඹීමේ චාරිකා උදෑසනම පිටත් වන අතර විවෘත මුහුදේ පැය හතරක් සිට හයක් දක්වා පවතී; අවශ්‍ය නම් කලින්ම මුහුදු ඔක්කාරය සඳහා පෙති ගන්න, හිරු රශ්මියෙන් ආරක්ෂා වීමට අවශ්‍ය දෑ රැගෙන එන්න, තල්මසුන්ගෙන් දුරස්ථව සිටින සේවා සපයන්නෙකු තෝරා ගන්න.',
    ta: 'திமிங்கிலம் பார்க்கும் பயணங்கள் அதிகாலையில் புறப்பட்டுத் திறந்த கடலில் நான்கு முதல் ஆறு மணிநேரம் நீடிக்கும்; தேவையெனில் முன்கூட்டியே கடல் குமட்டல் மாத்திரைகளை எடுத்துக்கொள்ளுங்கள், வெயில் பாதுகாப்பைக் கொண்டு வாருங்கள், திமிங்கிலங்களிடமிருந்து தூரத்தைப் பேணும் படகு நடத்துநரைத் தெரிவுசெய்யுங்கள்.',
  },
  // surf-etiquette
  {
    en: "Respect the line-up: the surfer closest to the peak has the wave, do not drop in or paddle through others' rides, and learn on beginner breaks such as Weligama rather than crowded points like Arugam Bay's Main Point; many south-coast breaks are over shallow reef, so ask about the tide.",
    si: 'රළ එනතුරු පෙළට සිටින සර්ෆර්වරුන්ගේ (line-up) නීතිවලට ගරු කරන්න: රළේ ශිඛරයට ආසන්නතම සර්ෆර්ට එම රළ හිමිය; වෙනත් අයෙකු යන රළකට අතරින් පනින්න (drop in) හෝ ඔවුන්ගේ ගමන හරහා පීනා යන්න එපා; Arugam Bay හි Main Point වැනි සෙනඟ පිරුණු ස්ථාන වෙනුවට Weligama වැනි ආධුනිකයින්ට සුදුසු ස්ථානවල ඉගෙන ගන්න; දකුණු වෙරළේ බොහෝ රළ බිඳෙන්නේ නොගැඹුරු ගල්පර මත බැවින් උදම් තත්ත්වය ගැන විමසන්න.',
    ta: 'வரிசையில் காத்திருப்போரின் (line-up) முறையை மதியுங்கள்: அலையின் உச்சிக்கு மிக அருகில் இருப்பவருக்கே அந்த அலை உரியது; மற்றவர் செல்லும் அலையில் குறுக்கே இறங்காதீர்கள் (drop in), அவர்கள் செல்லும் வழியில் துடுப்பிட்டுக் குறுக்கிடாதீர்கள்; Arugam Bay யின் Main Point போன்ற நெரிசலான இடங்களுக்குப் பதிலாக Weligama போன்ற தொடக்கநிலையாளருக்கான இடங்களில் கற்றுக்கொள்ளுங்கள்; தெற்குக் கடற்கரையின் பல அலைகள் ஆழமற்ற பவளப்பாறைகள் மீது உடைவதால் கடல் பெருக்கு, வற்று பற்றிக் கேளுங்கள்.',
    review: ['si', 'ta'],
  },
  // adams-peak-night-climb
  {
    en: "Pilgrims climb Adam's Peak (Sri Pada, about 2,240 m) at night from Dalhousie, some 5,000 steps and roughly three to four hours up, to reach the top for sunrise; start around 2 a.m., bring warm clothes for the cold summit, and expect queues on weekends and full-moon days.",
    si: "වන්දනාකරුවන් හිරු උදාවට මුදුනට ළඟා වීම සඳහා Dalhousie සිට රාත්‍රියේ Adam's Peak (ශ්‍රී පාදය, මීටර 2,240ක් පමණ) නගිති; එය පඩිපෙළ 5,000ක් පමණ වන අතර නැඟීමට ආසන්න වශයෙන් පැය තුනක් සිට හතරක් ගත වේ. අලුයම 2 පමණ වන විට ආරම්භ කරන්න, සීතල මුදුන සඳහා උණුසුම් ඇඳුම් රැගෙන එන්න, සති අන්තවල සහ පොහොය දිනවල පෝලිම් බලාපොරොත්තු වන්න.",
    ta: "யாத்திரிகர்கள் சூரிய உதயத்துக்கு உச்சியை அடைய Dalhousie இலிருந்து இரவில் Adam's Peak (சிவனொளிபாத மலை, சுமார் 2,240 மீ.) ஏறுகிறார்கள்; சுமார் 5,000 படிகள், ஏற ஏறத்தாழ மூன்று முதல் நான்கு மணிநேரம். அதிகாலை 2 மணியளவில் தொடங்குங்கள், குளிரான உச்சிக்குக் கதகதப்பான ஆடைகளைக் கொண்டு வாருங்கள், வார இறுதிகளிலும் பௌர்ணமி நாட்களிலும் வரிசைகளை எதிர்பாருங்கள்.",
  },
  // adams-peak-off-season
  {
    en: "Outside the December-May pilgrimage season the Adam's Peak path is unlit, the stalls are closed and the weather is often wet and windy; climb only in daylight, with a local guide and a good forecast.",
    si: "දෙසැම්බර්-මැයි වන්දනා වාරයෙන් පිටත Adam's Peak අඩිපාර ආලෝකමත් කර නැත, කඩ වසා ඇති අතර කාලගුණය බොහෝ විට තෙත් සහ සුළං සහිතය; දිවා කාලයේ පමණක්, ප්‍රදේශයේ මඟපෙන්වන්නෙකු සමඟ සහ හොඳ කාලගුණ අනාවැකියක් ඇති විට පමණක් නගින්න.",
    ta: "டிசம்பர்-மே யாத்திரைப் பருவத்துக்கு வெளியே Adam's Peak பாதையில் விளக்குகள் இல்லை, கடைகள் மூடியிருக்கும், காலநிலை பெரும்பாலும் மழையும் காற்றுமாக இருக்கும்; பகலில் மட்டும், உள்ளூர் வழிகாட்டியுடன், நல்ல வானிலை முன்னறிவிப்பு இருக்கும்போது மட்டும் ஏறுங்கள்.",
  },
  // horton-plains-early
  {
    en: "Reach Horton Plains as the gates open around 6 a.m.: the 9-10 km loop to World's End and Baker's Falls takes three to four hours, and mist usually hides the view by mid-morning; plastic is banned and bags are checked at the entrance.",
    si: "උදේ 6 පමණ දොරටු විවෘත වන විටම Horton Plains වෙත ළඟා වන්න: World's End සහ Baker's Falls වෙත යන කිලෝමීටර 9-10ක වටරවුම් මාර්ගයට පැය තුනක් සිට හතරක් ගත වන අතර උදෑසන මැද භාගය වන විට සාමාන්‍යයෙන් මීදුම දසුන වසා දමයි; ප්ලාස්ටික් තහනම් වන අතර පිවිසුමේදී බෑග් පරීක්ෂා කෙරේ.",
    ta: "காலை 6 மணியளவில் வாயில்கள் திறக்கும்போதே Horton Plains ஐ அடையுங்கள்: World's End, Baker's Falls வரையிலான 9-10 கி.மீ. சுற்றுப் பாதைக்கு மூன்று முதல் நான்கு மணிநேரம் ஆகும், முற்பகல் நடுவில் பொதுவாகப் பனிமூட்டம் காட்சியை மறைத்துவிடும்; பிளாஸ்டிக் தடைசெய்யப்பட்டுள்ளது, நுழைவாயிலில் பைகள் சோதிக்கப்படும்.",
  },
  // sigiriya-early
  {
    en: 'Climb Sigiriya or Pidurangala as early as possible, or in the late afternoon, to avoid the heat and the crowds; the summit of Sigiriya is occasionally closed for a while when hornets are disturbed.',
    si: 'රස්නය සහ සෙනඟ මඟහරවා ගැනීමට Sigiriya හෝ Pidurangala හැකි තරම් උදෑසන, නැතහොත් සවස් වරුවේ අගභාගයේ නගින්න; බඹරුන් කලබල වූ විට Sigiriya මුදුන ඉඳහිට ටික වේලාවකට වසා දමනු ලැබේ.',
    ta: 'வெப்பத்தையும் கூட்டத்தையும் தவிர்க்க Sigiriya அல்லது Pidurangala வை முடிந்தவரை அதிகாலையில், அல்லது பிற்பகலின் பிந்திய நேரத்தில் ஏறுங்கள்; குளவிகள் குழப்பப்படும்போது Sigiriya வின் உச்சி சில வேளைகளில் சிறிது நேரம் மூடப்படும்.',
  },
  // tea-factory-visits
  {
    en: 'Many tea factories offer short free or nominal tours with a tasting (Mackwoods Labookellie, Damro and Blue Field on the Kandy-Nuwara Eliya road among them); machinery is not running every day, so ask before you go if you want to see the leaf processed.',
    si: 'බොහෝ තේ කර්මාන්තශාලා තේ රස බැලීමක් සහිත කෙටි, නොමිලේ හෝ සුළු ගාස්තුවකට චාරිකා පවත්වයි (Kandy-Nuwara Eliya පාරේ Mackwoods Labookellie, Damro සහ Blue Field ඒ අතර වේ); යන්ත්‍ර සෑම දිනකම ක්‍රියාත්මක නොවන බැවින්, දළු සැකසීම දැකීමට අවශ්‍ය නම් යාමට පෙර විමසන්න.',
    ta: 'பல தேயிலைத் தொழிற்சாலைகள் தேநீர் சுவைத்தலுடன் கூடிய குறுகிய, இலவச அல்லது சிறு கட்டணச் சுற்றுலாக்களை வழங்குகின்றன (Kandy-Nuwara Eliya சாலையில் உள்ள Mackwoods Labookellie, Damro, Blue Field உட்பட); இயந்திரங்கள் எல்லா நாட்களிலும் இயங்குவதில்லை, எனவே இலை பதப்படுத்தப்படுவதைப் பார்க்க விரும்பினால் செல்லும் முன் கேளுங்கள்.',
  },
  // follow-the-dry-coast
  {
    en: 'Sri Lanka always has a dry coast: from December to April choose the west and south coasts, and from May to September the east coast (Trincomalee, Pasikudah, Arugam Bay).',
    si: 'ශ්‍රී ලංකාවේ සැමවිටම වියළි වෙරළක් ඇත: දෙසැම්බර් සිට අප්‍රේල් දක්වා බටහිර සහ දකුණු වෙරළ ද, මැයි සිට සැප්තැම්බර් දක්වා නැගෙනහිර වෙරළ (Trincomalee, Pasikudah, Arugam Bay) ද තෝරා ගන්න.',
    ta: 'இலங்கையில் எப்போதும் ஒரு வறண்ட கடற்கரை உண்டு: டிசம்பர் முதல் ஏப்ரல் வரை மேற்கு, தெற்குக் கடற்கரைகளையும், மே முதல் செப்டம்பர் வரை கிழக்குக் கடற்கரையையும் (Trincomalee, Pasikudah, Arugam Bay) தெரிவுசெய்யுங்கள்.',
  },
  // october-november-rain
  {
    en: 'October and November are usually the wettest months island-wide, with heavy afternoon and evening storms; keep days flexible and watch for flood and landslide warnings from the Disaster Management Centre, especially in the hills.',
    si: 'ඔක්තෝබර් සහ නොවැම්බර් සාමාන්‍යයෙන් දිවයින පුරා වැඩිම වැසි සහිත මාස වන අතර සවස සහ රාත්‍රියේ තද කුණාටු ඇති වේ; දින නම්‍යශීලීව තබා ගන්න, විශේෂයෙන් කඳුකරයේදී ආපදා කළමනාකරණ මධ්‍යස්ථානයේ ගංවතුර සහ නායයෑම් අනතුරු ඇඟවීම් ගැන අවධානයෙන් සිටින්න.',
    ta: 'அக்டோபரும் நவம்பரும் பொதுவாகத் தீவு முழுவதும் அதிக மழை பெய்யும் மாதங்கள், பிற்பகலிலும் மாலையிலும் கடும் புயல்மழை பெய்யும்; நாட்களை நெகிழ்வாக வைத்திருங்கள், குறிப்பாக மலையகத்தில் அனர்த்த முகாமைத்துவ நிலையத்தின் வெள்ள, மண்சரிவு எச்சரிக்கைகளைக் கவனியுங்கள்.',
  },
  // new-year-april
  {
    en: 'Around the Sinhala and Tamil New Year (13-14 April) many shops, restaurants and services close for several days, buses and trains are packed with people going home, and Nuwara Eliya is at its busiest.',
    si: 'සිංහල හා දෙමළ අලුත් අවුරුද්ද (අප්‍රේල් 13-14) ආසන්නයේ බොහෝ කඩ, අවන්හල් සහ සේවා දින කිහිපයක් වසා තබන අතර, ගම් බලා යන අයගෙන් බස් සහ දුම්රිය පිරී ඉතිරී යයි; Nuwara Eliya වඩාත්ම කාර්යබහුල වන්නේ මේ කාලයේය.',
    ta: 'சிங்கள, தமிழ்ப் புத்தாண்டை (ஏப்ரல் 13-14) ஒட்டிப் பல கடைகள், உணவகங்கள், சேவைகள் சில நாட்கள் மூடப்படும், ஊருக்குச் செல்வோரால் பேருந்துகளும் ரயில்களும் நிரம்பி வழியும், Nuwara Eliya மிகவும் நெரிசலாக இருக்கும்.',
  },
  // peak-season-booking
  {
    en: "Christmas to New Year, January-February and the July-August European holidays (when Kandy's Esala Perahera also falls) are the busiest times: book rooms, trains and safari jeeps early, as prices rise.",
    si: 'නත්තලේ සිට අලුත් අවුරුද්ද දක්වා, ජනවාරි-පෙබරවාරි සහ ජූලි-අගෝස්තු යුරෝපීය නිවාඩු කාලය (Kandy ඇසළ පෙරහැර ද පැවැත්වෙන කාලය) වඩාත්ම කාර්යබහුල කාලයයි: මිල ඉහළ යන බැවින් කාමර, දුම්රිය ආසන සහ සෆාරි ජීප් රථ කලින්ම වෙන් කරගන්න.',
    ta: 'கிறிஸ்துமஸ் முதல் புத்தாண்டு வரை, ஜனவரி-பிப்ரவரி, ஜூலை-ஆகஸ்ட் ஐரோப்பிய விடுமுறைக் காலம் (Kandy எசல பெரஹெராவும் அப்போதுதான்) ஆகியவை மிக நெரிசலான காலங்கள்: விலைகள் உயர்வதால் அறைகள், ரயில்கள், சஃபாரி ஜீப்புகளை முன்கூட்டியே முன்பதிவு செய்யுங்கள்.',
  },
  // family-pace
  {
    en: 'With young children, plan short driving days and stay several nights in each base; child car seats are not standard in hired cars, so ask the operator for one in advance or bring your own.',
    si: 'කුඩා දරුවන් සමඟ නම්, රිය ගමන් කෙටි දින සැලසුම් කර සෑම නවාතැන් ස්ථානයකම රාත්‍රී කිහිපයක් නවතින්න; කුලී වාහනවල ළමා ආසන සාමාන්‍යයෙන් නොමැති බැවින් කලින්ම සේවා සපයන්නාගෙන් එකක් ඉල්ලන්න, නැතහොත් ඔබේම ආසනයක් රැගෙන එන්න.',
    ta: 'சிறு குழந்தைகளுடன் பயணிக்கும்போது, குறுகிய வாகனப் பயண நாட்களைத் திட்டமிட்டு, ஒவ்வொரு தங்குமிடத்திலும் பல இரவுகள் தங்குங்கள்; வாடகைக் கார்களில் குழந்தை இருக்கைகள் வழமையாக இருப்பதில்லை, எனவே முன்கூட்டியே ஏற்பாட்டாளரிடம் கேளுங்கள், அல்லது உங்களுடையதைக் கொண்டு வாருங்கள்.',
  },
  // family-calm-beaches
  {
    en: 'For children, choose the sheltered, shallow beaches in their season, such as Pasikudah and Uppuveli from May to September or Unawatuna and Bentota from December to April, and still watch them closely in the water.',
    si: 'ළමුන් සඳහා, ඒවායේ වාරයේදී රළ පහරින් ආරක්ෂිත, නොගැඹුරු වෙරළ තෝරාගන්න; උදාහරණයක් ලෙස මැයි සිට සැප්තැම්බර් දක්වා Pasikudah සහ Uppuveli, හෝ දෙසැම්බර් සිට අප්‍රේල් දක්වා Unawatuna සහ Bentota. එසේ වුවද ඔවුන් ජලයේ සිටින විට සමීපව බලා සිටින්න.',
    ta: 'குழந்தைகளுக்கு, அவற்றின் பருவத்தில் அலைகளிலிருந்து பாதுகாப்பான, ஆழமற்ற கடற்கரைகளைத் தேர்ந்தெடுங்கள்; உதாரணமாக மே முதல் செப்டம்பர் வரை Pasikudah, Uppuveli, அல்லது டிசம்பர் முதல் ஏப்ரல் வரை Unawatuna, Bentota. அப்போதும் அவர்கள் நீரில் இருக்கும்போது கவனமாகக் கண்காணியுங்கள்.',
  },
  // family-safari
  {
    en: 'Game drives start around dawn and jeeps bounce on rough tracks, so a half-day drive suits children better than a full day; bring hats, water and snacks.',
    si: 'සෆාරි චාරිකා අලුයම පමණ ආරම්භ වන අතර රළු මාර්ගවල ජීප් රථ දැඩි ලෙස සෙලවෙයි; එබැවින් දරුවන්ට සම්පූර්ණ දිනයකට වඩා අර්ධ දින චාරිකාවක් සුදුසුය. තොප්පි, වතුර සහ සුළු කෑම රැගෙන එන්න.',
    ta: 'சஃபாரிகள் விடியற்காலையில் தொடங்கும், கரடுமுரடான பாதைகளில் ஜீப்புகள் குலுங்கும்; எனவே முழு நாளை விட அரை நாள் சவாரி குழந்தைகளுக்கு ஏற்றது. தொப்பிகள், தண்ணீர், சிற்றுண்டிகள் கொண்டு வாருங்கள்.',
  },
];
