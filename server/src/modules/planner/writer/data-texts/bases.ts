import type { DataText } from './data-text.js';

/**
 * Why people stay at each base (data/bases.json `why`, a plan's `bases[].why`), in Sinhala and Tamil, by the base's
 * place id. Place names, sights' names and railway lines' names stay as the data spells them.
 */
export const BASE_TEXTS: readonly DataText[] = [
  // colombo
  {
    en: 'The commercial capital, with the widest choice of hotels and restaurants, colonial-era Fort and Pettah, and the starting station of the Main and Coastal lines.',
    si: 'වාණිජ අගනුවරයි: හෝටල් සහ අවන්හල් වැඩිම ප්‍රමාණයක් ඇති, යටත් විජිත යුගයේ Fort සහ Pettah ප්‍රදේශ සහිත, Main සහ Coastal දුම්රිය මාර්ගවල ආරම්භක දුම්රිය ස්ථානය පිහිටි නගරය.',
    ta: 'வணிகத் தலைநகரம்: ஹோட்டல்களையும் உணவகங்களையும் மிக அதிகமாகத் தெரிவுசெய்யக்கூடிய இடம்; காலனித்துவக் கால Fort, Pettah பகுதிகளும் Main, Coastal ரயில் பாதைகளின் தொடக்க நிலையமும் இங்கு உள்ளன.',
  },
  // negombo
  {
    en: 'The nearest beach town to Bandaranaike International Airport (Katunayake), so a common first or last night, with a fish market and lagoon.',
    si: 'Bandaranaike International Airport (Katunayake) අසලම ඇති වෙරළ නගරය බැවින් සංචාරයේ පළමු හෝ අවසන් රාත්‍රිය සඳහා බහුලව තෝරා ගැනේ; මාළු වෙළඳපොළක් සහ කළපුවක් ඇත.',
    ta: 'Bandaranaike International Airport (Katunayake) க்கு மிக அருகிலுள்ள கடற்கரை நகரம், எனவே பயணத்தின் முதல் அல்லது கடைசி இரவுக்குப் பொதுவாகத் தெரிவுசெய்யப்படுகிறது; மீன் சந்தையும் களப்பும் உள்ளன.',
  },
  // bentota
  {
    en: "A resort strip of long beaches and a river lagoon with water sports, close to Geoffrey Bawa's Lunuganga estate and his brother Bevis Bawa's Brief Garden.",
    si: 'ජල ක්‍රීඩා සහිත දිගු වෙරළ තීරු සහ ගං කළපුවක් ඇති සංචාරක නිකේතන ප්‍රදේශයකි; Geoffrey Bawa ගේ Lunuganga වත්තට සහ ඔහුගේ සොහොයුරු Bevis Bawa ගේ Brief Garden උයනට ආසන්නය.',
    ta: 'நீண்ட கடற்கரைகளும் நீர் விளையாட்டுகள் நடைபெறும் ஆற்றுக் களப்பும் கொண்ட சுற்றுலா விடுதிப் பகுதி; Geoffrey Bawa வின் Lunuganga தோட்டத்துக்கும் அவரது சகோதரர் Bevis Bawa வின் Brief Garden க்கும் அருகில் உள்ளது.',
  },
  // hikkaduwa
  {
    en: 'A lively beach town with reef breaks, a shallow coral sanctuary for snorkelling and many guesthouses and bars on the Galle Road.',
    si: 'ගල්පර මත බිඳෙන සර්ෆින් රළ, ස්නෝකලින් සඳහා නොගැඹුරු කොරල් අභයභූමියක් සහ Galle Road දිගේ ආගන්තුක නිවාස හා බාර් රැසක් ඇති සජීවී වෙරළ නගරයකි.',
    ta: 'பவளப்பாறைகள் மீது உடையும் அலைச்சறுக்கு அலைகள், ஸ்நோர்கலிங் செய்ய ஆழமற்ற பவளப்பாறைச் சரணாலயம், Galle Road இல் பல விருந்தினர் இல்லங்களும் மதுபான விடுதிகளும் கொண்ட கலகலப்பான கடற்கரை நகரம்.',
    review: ['si', 'ta'],
  },
  // galle
  {
    en: 'The walled Dutch-era Galle Fort, a UNESCO World Heritage Site, with boutique hotels, cafés and rampart walks at sunset.',
    si: 'UNESCO ලෝක උරුමයක් වන, ප්‍රාකාරවලින් වට වූ ලන්දේසි යුගයේ Galle Fort; බුටික් හෝටල්, කැෆේ සහ හිරු බැසීමේදී ප්‍රාකාර මත ඇවිදීම මෙහි ඇත.',
    ta: 'UNESCO உலக பாரம்பரியச் சின்னமான, மதில்களால் சூழப்பட்ட ஒல்லாந்தர் காலத்து Galle Fort; சிறிய தனித்துவ ஹோட்டல்கள், கஃபேக்கள், சூரிய அஸ்தமனத்தில் அரண் மதில்கள் மீது நடை ஆகியவை உள்ளன.',
  },
  // unawatuna
  {
    en: 'A sheltered, reef-protected bay a few kilometres from Galle, with Jungle Beach and the Rumassala peace pagoda nearby.',
    si: 'Galle සිට කිලෝමීටර කිහිපයක් දුරින් ඇති, ගල්පරයකින් ආරක්ෂා වූ සුරක්ෂිත බොක්කකි; Jungle Beach සහ Rumassala සාම චෛත්‍යය අසලම ඇත.',
    ta: 'Galle இலிருந்து சில கிலோமீட்டர் தொலைவில், பவளப்பாறையால் பாதுகாக்கப்பட்ட அமைதியான குடா; அருகில் Jungle Beach உம் Rumassala சமாதானத் தூபியும் உள்ளன.',
  },
  // ahangama
  {
    en: 'A stretch of surf breaks, surf camps and cafés between Koggala and Weligama, near the stilt fishermen.',
    si: 'Koggala සහ Weligama අතර, සර්ෆින් රළ, සර්ෆින් කඳවුරු සහ කැෆේ පිහිටි වෙරළ තීරයකි; කණු මත හිඳ මසුන් අල්ලන ධීවරයින් අසලය.',
    ta: 'Koggala வுக்கும் Weligama வுக்கும் இடையில் அலைச்சறுக்கு அலைகளும் அலைச்சறுக்கு முகாம்களும் கஃபேக்களும் உள்ள கடற்கரைப் பகுதி; கம்பங்களில் அமர்ந்து மீன்பிடிப்பவர்களுக்கு அருகில் உள்ளது.',
    review: ['si'],
  },
  // weligama
  {
    en: 'A wide sandy bay with gentle waves that is the best-known place on the south coast to learn to surf.',
    si: 'මෘදු රළ සහිත පුළුල් වැලි බොක්කකි; දකුණු වෙරළේ සර්ෆින් ඉගෙනීමට වඩාත්ම ප්‍රසිද්ධ ස්ථානය මෙයයි.',
    ta: 'மென்மையான அலைகள் கொண்ட அகன்ற மணல் குடா; தெற்குக் கடற்கரையில் அலைச்சறுக்குக் கற்றுக்கொள்ள மிகவும் பிரபலமான இடம்.',
  },
  // mirissa
  {
    en: 'The main harbour for blue-whale watching trips in season, with a palm-backed beach, Coconut Tree Hill and seafood dinners on the sand.',
    si: 'වාරයේදී නිල් තල්මසුන් නැරඹීමේ චාරිකා පිටත් වන ප්‍රධාන වරායයි; පොල් ගස් පෙළින් යුත් වෙරළක්, Coconut Tree Hill සහ වැලි මත මුහුදු ආහාර රාත්‍රී භෝජන මෙහි ඇත.',
    ta: 'பருவத்தில் நீலத் திமிங்கிலம் பார்க்கும் பயணங்களுக்கான முக்கியத் துறைமுகம்; தென்னை மரங்கள் சூழ்ந்த கடற்கரை, Coconut Tree Hill, மணலில் கடல் உணவு இரவு விருந்து ஆகியவை உள்ளன.',
  },
  // dickwella
  {
    en: "The town for Hiriketiya's small horseshoe bay, a popular surf and café spot, and the Wewurukannala temple.",
    si: 'සර්ෆින් සහ කැෆේ සඳහා ජනප්‍රිය, අශ්ව ලාඩම් හැඩැති කුඩා Hiriketiya බොක්කට සහ Wewurukannala විහාරයට යාමට නවතින නගරයයි.',
    ta: 'அலைச்சறுக்குக்கும் கஃபேக்களுக்கும் பிரபலமான, குதிரை லாட வடிவிலான சிறிய Hiriketiya குடாவுக்கும் Wewurukannala விகாரைக்கும் செல்லத் தங்கும் நகரம்.',
  },
  // tangalle
  {
    en: 'Quieter, long beaches and coves such as Goyambokka, with the Rekawa turtle-watch beach and Mulkirigala rock temple nearby.',
    si: 'Goyambokka වැනි වඩාත් නිස්කලංක, දිගු වෙරළ තීරු සහ කුඩා බොක්ක; Rekawa කැස්බෑ නැරඹුම් වෙරළ සහ Mulkirigala ගල් විහාරය අසලම ඇත.',
    ta: 'Goyambokka போன்ற அமைதியான நீண்ட கடற்கரைகளும் சிறு குடாக்களும்; அருகில் Rekawa ஆமை பார்க்கும் கடற்கரையும் Mulkirigala பாறைக் கோயிலும் உள்ளன.',
  },
  // tissamaharama
  {
    en: 'The usual base for safaris in Yala and Bundala national parks, beside the Tissa Wewa reservoir and the ancient Tissamaharama dagoba.',
    si: 'Yala සහ Bundala ජාතික වනෝද්‍යානවල සෆාරි සඳහා සාමාන්‍යයෙන් නවාතැන් ගන්නා ස්ථානයයි; Tissa Wewa වැව සහ පුරාණ Tissamaharama දාගැබ අසල පිහිටා ඇත.',
    ta: 'Yala, Bundala தேசியப் பூங்காக்களில் சஃபாரிக்கு வழக்கமாகத் தங்கும் இடம்; Tissa Wewa நீர்த்தேக்கத்துக்கும் பண்டைய Tissamaharama தாகபாவுக்கும் அருகில் உள்ளது.',
  },
  // kataragama
  {
    en: "A major pilgrimage town sacred to Buddhists, Hindus and Muslims, with pilgrim lodges and hotels, close to Yala's Katagamuwa entrance.",
    si: 'බෞද්ධ, හින්දු සහ මුස්ලිම් ජනයාට පූජනීය ප්‍රධාන වන්දනා නගරයකි; වන්දනාකරුවන් සඳහා නවාතැන්පොළ සහ හෝටල් ඇති අතර Yala හි Katagamuwa පිවිසුමට ආසන්නය.',
    ta: 'பௌத்தர்கள், இந்துக்கள், முஸ்லிம்கள் ஆகியோருக்குப் புனிதமான முக்கிய யாத்திரை நகரம்; யாத்திரிகர் தங்குமிடங்களும் ஹோட்டல்களும் உள்ளன, Yala வின் Katagamuwa நுழைவாயிலுக்கு அருகில் உள்ளது.',
  },
  // udawalawe
  {
    en: 'The gateway to Udawalawe National Park, where elephant herds are seen on almost every drive, and the Elephant Transit Home.',
    si: 'සෑම සෆාරි චාරිකාවකදීම පාහේ අලි රංචු දැකිය හැකි Udawalawe National Park වෙත සහ Elephant Transit Home (ඇත් අතුරු සෙවණ) වෙත පිවිසුම් නගරයයි.',
    ta: 'ஏறக்குறைய ஒவ்வொரு சவாரியிலும் யானைக் கூட்டங்களைக் காணக்கூடிய Udawalawe National Park க்கும் Elephant Transit Home க்கும் நுழைவாயிலான நகரம்.',
  },
  // arugam-bay
  {
    en: "Sri Lanka's best-known surf town (season roughly May to September), close to Kumana and Lahugala national parks.",
    si: 'ශ්‍රී ලංකාවේ වඩාත්ම ප්‍රසිද්ධ සර්ෆින් නගරයයි (වාරය ආසන්න වශයෙන් මැයි සිට සැප්තැම්බර් දක්වා); Kumana සහ Lahugala ජාතික වනෝද්‍යානවලට ආසන්නය.',
    ta: 'இலங்கையின் மிகப் பிரபலமான அலைச்சறுக்கு நகரம் (பருவம் ஏறத்தாழ மே முதல் செப்டம்பர் வரை); Kumana, Lahugala தேசியப் பூங்காக்களுக்கு அருகில் உள்ளது.',
  },
  // ampara
  {
    en: "The district town nearest Gal Oya National Park, whose boat safaris on the Senanayake Samudraya reservoir (elephants swim between its islands) leave from Inginiyagala, about 18 km away in a straight line (GeoNames' points for the two towns); the ancient Deegavapi stupa is near. Few hotels, mostly simple.",
    si: 'Gal Oya National Park ට ආසන්නතම දිස්ත්‍රික් නගරයයි; එහි Senanayake Samudraya ජලාශයේ බෝට්ටු සෆාරි (අලින් එහි දූපත් අතර පීනා යති) සරල රේඛාවකින් කිලෝමීටර 18ක් පමණ දුරින් ඇති Inginiyagala සිට පිටත් වේ (නගර දෙකෙහි GeoNames ලක්ෂ්‍ය අනුව); පුරාණ Deegavapi ස්තූපය අසලම ඇත. හෝටල් ස්වල්පයක් ඇති අතර ඒවා බොහෝ දුරට සරලය.',
    ta: 'Gal Oya National Park க்கு மிக அருகிலுள்ள மாவட்ட நகரம்; அதன் Senanayake Samudraya நீர்த்தேக்கத்தில் படகுச் சஃபாரிகள் (யானைகள் அதன் தீவுகளுக்கு இடையே நீந்துகின்றன) நேர்கோட்டில் சுமார் 18 கி.மீ. தொலைவிலுள்ள Inginiyagala இலிருந்து புறப்படுகின்றன (இரு நகரங்களுக்குமான GeoNames புள்ளிகளின்படி); பண்டைய Deegavapi தூபி அருகில் உள்ளது. ஹோட்டல்கள் குறைவு, பெரும்பாலும் எளியவை.',
  },
  // valaichchenai
  {
    en: 'The town beside the Pasikudah and Kalkudah beaches, where a strip of resort hotels fronts very shallow, calm water in the east-coast season.',
    si: 'Pasikudah සහ Kalkudah වෙරළ අසල නගරයයි; නැගෙනහිර වෙරළේ වාරයේදී එහි සංචාරක හෝටල් පෙළක් ඉදිරිපිට ඉතා නොගැඹුරු, සන්සුන් මුහුදක් ඇත.',
    ta: 'Pasikudah, Kalkudah கடற்கரைகளுக்கு அருகிலுள்ள நகரம்; கிழக்குக் கடற்கரைப் பருவத்தில் அங்குள்ள சுற்றுலா ஹோட்டல்களின் வரிசைக்கு முன்னால் மிக ஆழமற்ற, அமைதியான கடல் இருக்கும்.',
  },
  // batticaloa
  {
    en: 'An east-coast Tamil town on a large lagoon, with a small Dutch fort and lighthouse, and the terminus of the Batticaloa railway line.',
    si: 'විශාල කළපුවක් අසල පිහිටි නැගෙනහිර වෙරළේ දෙමළ නගරයකි; කුඩා ලන්දේසි බලකොටුවක් සහ ප්‍රදීපාගාරයක් ඇති අතර Batticaloa දුම්රිය මාර්ගයේ අවසාන ස්ථානයයි.',
    ta: 'பெரிய களப்பின் கரையில் உள்ள கிழக்குக் கடற்கரைத் தமிழ் நகரம்; சிறிய ஒல்லாந்தர் கோட்டையும் கலங்கரை விளக்கமும் உள்ளன, Batticaloa ரயில் பாதையின் இறுதி நிலையம்.',
  },
  // trincomalee
  {
    en: 'A natural harbour town with Koneswaram temple on Swami Rock and Fort Frederick, a base for whale trips and the beaches to the north.',
    si: 'Swami Rock මත Koneswaram කෝවිල සහ Fort Frederick ඇති ස්වාභාවික වරාය නගරයකි; තල්මසුන් නැරඹීමේ චාරිකා සහ උතුරු දෙසට ඇති වෙරළ සඳහා නවාතැන් ගත හැකි ස්ථානයකි.',
    ta: 'Swami Rock மீது Koneswaram கோயிலும் Fort Frederick உம் உள்ள இயற்கைத் துறைமுக நகரம்; திமிங்கிலம் பார்க்கும் பயணங்களுக்கும் வடக்கே உள்ள கடற்கரைகளுக்கும் தங்குமிடம்.',
  },
  // uppuveli
  {
    en: 'A beach of guesthouses and small hotels a few kilometres north of Trincomalee town, calm in the east-coast season.',
    si: 'Trincomalee නගරයට කිලෝමීටර කිහිපයක් උතුරින්, ආගන්තුක නිවාස සහ කුඩා හෝටල් පිහිටි වෙරළකි; නැගෙනහිර වෙරළේ වාරයේදී මුහුද සන්සුන්ය.',
    ta: 'Trincomalee நகரத்துக்குச் சில கிலோமீட்டர் வடக்கே, விருந்தினர் இல்லங்களும் சிறிய ஹோட்டல்களும் உள்ள கடற்கரை; கிழக்குக் கடற்கரைப் பருவத்தில் கடல் அமைதியாக இருக்கும்.',
  },
  // nilaveli
  {
    en: 'A long beach north of Trincomalee from which boats go to Pigeon Island National Park for snorkelling over the reef.',
    si: 'Trincomalee ට උතුරින් ඇති දිගු වෙරළකි; ගල්පර මත ස්නෝකලින් සඳහා Pigeon Island National Park වෙත බෝට්ටු පිටත් වන්නේ මෙතැනිනි.',
    ta: 'Trincomalee க்கு வடக்கே உள்ள நீண்ட கடற்கரை; பவளப்பாறைகள் மீது ஸ்நோர்கலிங் செய்ய Pigeon Island National Park க்குப் படகுகள் இங்கிருந்து செல்கின்றன.',
  },
  // jaffna
  {
    en: "The cultural centre of Tamil Sri Lanka, with Nallur Kandaswamy temple, the Dutch fort, the public library and Jaffna's own cuisine, and a base for the islands and Point Pedro.",
    si: 'ශ්‍රී ලංකාවේ දෙමළ ජනයාගේ සංස්කෘතික කේන්ද්‍රස්ථානයයි; Nallur Kandaswamy කෝවිල, ලන්දේසි බලකොටුව, මහජන පුස්තකාලය සහ Jaffna හි සුවිශේෂී ආහාර රටාව ඇති අතර දූපත් සහ Point Pedro වෙත යාමට නවාතැන් ගත හැකි ස්ථානයකි.',
    ta: 'இலங்கைத் தமிழரின் கலாசார மையம்; Nallur Kandaswamy கோயில், ஒல்லாந்தர் கோட்டை, பொது நூலகம், Jaffna வுக்கே உரிய உணவு வகைகள் உள்ளன; தீவுகளுக்கும் Point Pedro வுக்கும் செல்லத் தங்குமிடம்.',
  },
  // mannar
  {
    en: 'An island town with a Portuguese-Dutch fort and an old baobab tree, near Thiruketheeswaram temple, with wetlands known for migratory birds such as flamingos.',
    si: 'පෘතුගීසි-ලන්දේසි බලකොටුවක් සහ පැරණි baobab ගසක් ඇති දූපත් නගරයකි; Thiruketheeswaram කෝවිලට ආසන්න වන අතර, ෆ්ලෙමින්ගෝ වැනි සංක්‍රමණික පක්ෂීන් සඳහා ප්‍රසිද්ධ තෙත්බිම් ඇත.',
    ta: 'போர்த்துக்கேய-ஒல்லாந்தர் கோட்டையும் பழைய பெருக்க மரமும் (baobab) உள்ள தீவு நகரம்; Thiruketheeswaram கோயிலுக்கு அருகில் உள்ளது; பூநாரை போன்ற வலசைப் பறவைகளுக்குப் பெயர்பெற்ற ஈரநிலங்கள் உள்ளன.',
    review: ['si', 'ta'],
  },
  // kalpitiya
  {
    en: 'A sandy peninsula with spinner-dolphin boat trips in the calm season and kitesurfing camps in the windy months, within reach of Wilpattu.',
    si: 'සන්සුන් වාරයේදී ස්පිනර් ඩොල්ෆින් නැරඹීමේ බෝට්ටු චාරිකා සහ සුළං සහිත මාසවල kitesurfing කඳවුරු ඇති වැලි අර්ධද්වීපයකි; Wilpattu වෙත පහසුවෙන් යා හැකිය.',
    ta: 'அமைதியான பருவத்தில் சுழல் டொல்பின் படகுப் பயணங்களும் காற்று மிகுந்த மாதங்களில் பட்ட அலைச்சறுக்கு (kitesurfing) முகாம்களும் உள்ள மணல் தீபகற்பம்; Wilpattu வுக்கு எளிதில் செல்லலாம்.',
    review: ['ta'],
  },
  // kurunegala
  {
    en: 'A provincial capital under Athugala rock, a convenient overnight between Colombo and the north, near Ridi Vihara and Panduwasnuwara.',
    si: 'Athugala පර්වතය පාමුල පිහිටි පළාත් අගනුවරකි; Colombo සහ උතුර අතර ගමනේදී රාත්‍රිය ගත කිරීමට පහසු ස්ථානයක් වන අතර Ridi Vihara සහ Panduwasnuwara අසලය.',
    ta: 'Athugala பாறையின் அடியில் உள்ள மாகாணத் தலைநகரம்; Colombo வுக்கும் வடக்குக்கும் இடையே ஓர் இரவு தங்க வசதியான இடம், Ridi Vihara, Panduwasnuwara ஆகியவற்றுக்கு அருகில் உள்ளது.',
  },
  // anuradhapura
  {
    en: 'The first great capital of ancient Sri Lanka, a UNESCO World Heritage Site with its huge dagobas and the Sri Maha Bodhi, and near Mihintale.',
    si: 'පුරාණ ශ්‍රී ලංකාවේ පළමු මහා අගනුවරයි; දැවැන්ත දාගැබ් සහ Sri Maha Bodhi (ජය ශ්‍රී මහා බෝධිය) ඇති UNESCO ලෝක උරුමයක් වන අතර Mihintale අසලය.',
    ta: 'பண்டைய இலங்கையின் முதல் பெரும் தலைநகரம்; பிரம்மாண்டமான தாகபாக்களும் Sri Maha Bodhi உம் உள்ள UNESCO உலக பாரம்பரியச் சின்னம், Mihintale க்கு அருகில் உள்ளது.',
  },
  // polonnaruwa
  {
    en: 'The medieval royal capital, a UNESCO World Heritage Site best seen by bicycle, with Gal Vihara and the Parakrama Samudra reservoir, close to Minneriya and Kaudulla parks.',
    si: 'මධ්‍යකාලීන රාජ අගනුවරයි; බයිසිකලයෙන් නැරඹීම වඩාත් සුදුසු UNESCO ලෝක උරුමයක් වන අතර Gal Vihara සහ Parakrama Samudra ජලාශය මෙහි ඇත; Minneriya සහ Kaudulla වනෝද්‍යානවලට ආසන්නය.',
    ta: 'மத்திய காலத்து அரச தலைநகரம்; மிதிவண்டியில் சுற்றிப் பார்ப்பதே சிறந்த UNESCO உலக பாரம்பரியச் சின்னம், Gal Vihara வும் Parakrama Samudra நீர்த்தேக்கமும் உள்ளன; Minneriya, Kaudulla பூங்காக்களுக்கு அருகில் உள்ளது.',
  },
  // giritale
  {
    en: 'Hotels beside the Giritale reservoir, between Polonnaruwa and the Minneriya and Kaudulla elephant parks.',
    si: 'Polonnaruwa සහ අලින් සඳහා ප්‍රසිද්ධ Minneriya සහ Kaudulla වනෝද්‍යාන අතර, Giritale වැව අසල පිහිටි හෝටල්.',
    ta: 'Polonnaruwa வுக்கும் யானைகளுக்குப் பெயர்பெற்ற Minneriya, Kaudulla பூங்காக்களுக்கும் இடையே, Giritale நீர்த்தேக்கத்தின் அருகே உள்ள ஹோட்டல்கள்.',
  },
  // sigiriya
  {
    en: 'Village hotels around Sigiriya rock and Pidurangala, with Dambulla, Minneriya and Polonnaruwa all within a short drive.',
    si: 'Sigiriya පර්වතය සහ Pidurangala අවට ගම්බද හෝටල්; Dambulla, Minneriya සහ Polonnaruwa යන සියල්ලටම කෙටි රිය ගමනකින් ළඟා විය හැකිය.',
    ta: 'Sigiriya பாறையையும் Pidurangala வையும் சுற்றியுள்ள கிராமத்து ஹோட்டல்கள்; Dambulla, Minneriya, Polonnaruwa அனைத்தும் குறுகிய வாகனப் பயணத் தூரத்தில் உள்ளன.',
  },
  // dambulla
  {
    en: 'A market town at the centre of the cultural triangle with the Dambulla cave temple (UNESCO) and hotels for Sigiriya, about 20 km away.',
    si: 'සංස්කෘතික ත්‍රිකෝණයේ මධ්‍යයේ පිහිටි වෙළඳ නගරයකි; Dambulla ගුහා විහාරය (UNESCO) සහ කිලෝමීටර 20ක් පමණ දුරින් ඇති Sigiriya නැරඹීමට හෝටල් මෙහි ඇත.',
    ta: 'கலாசார முக்கோணத்தின் நடுவில் உள்ள சந்தை நகரம்; Dambulla குகைக் கோயிலும் (UNESCO) சுமார் 20 கி.மீ. தொலைவிலுள்ள Sigiriya வுக்கான ஹோட்டல்களும் உள்ளன.',
  },
  // kandy
  {
    en: 'The last royal capital and a UNESCO World Heritage city, with the Temple of the Sacred Tooth Relic, the lake, Peradeniya gardens and trains into the tea country.',
    si: 'අවසාන රාජ අගනුවර සහ UNESCO ලෝක උරුම නගරයකි; Temple of the Sacred Tooth Relic (ශ්‍රී දළදා මාළිගාව), වැව, Peradeniya උද්‍යානය සහ තේ වතු ප්‍රදේශයට යන දුම්රිය මෙහි ඇත.',
    ta: 'கடைசி அரச தலைநகரமும் UNESCO உலக பாரம்பரிய நகரமும்; Temple of the Sacred Tooth Relic (தலதா மாளிகை), ஏரி, Peradeniya பூங்கா, தேயிலை நாட்டுக்குச் செல்லும் ரயில்கள் உள்ளன.',
  },
  // nuwara-eliya
  {
    en: 'A cool colonial-era hill town at about 1,900 m among tea estates, the base for Horton Plains, reached by train at Nanu Oya station about 7 km away.',
    si: 'තේ වතු මැද මීටර 1,900ක් පමණ උසින් පිහිටි, යටත් විජිත යුගයේ සිසිල් කඳුකර නගරයකි; Horton Plains සඳහා නවාතැන් ගන්නා ස්ථානය වන අතර දුම්රියෙන් පැමිණෙන්නේ කිලෝමීටර 7ක් පමණ දුරින් ඇති Nanu Oya ස්ථානයටය.',
    ta: 'தேயிலைத் தோட்டங்களுக்கு நடுவே சுமார் 1,900 மீ. உயரத்தில் உள்ள குளிர்ந்த காலனித்துவக் கால மலை நகரம்; Horton Plains க்கான தங்குமிடம்; ரயிலில் சுமார் 7 கி.மீ. தொலைவிலுள்ள Nanu Oya நிலையத்தில் இறங்கி வரலாம்.',
  },
  // hatton
  {
    en: "A tea town on the Main Line that is the usual railhead for Adam's Peak (Sri Pada), which is climbed from Dalhousie about 30 km away.",
    si: "Main Line මාර්ගයේ පිහිටි තේ නගරයකි; කිලෝමීටර 30ක් පමණ දුරින් ඇති Dalhousie සිට නගින Adam's Peak (ශ්‍රී පාදය) සඳහා සාමාන්‍යයෙන් දුම්රියෙන් බසින ස්ථානය මෙයයි.",
    ta: "Main Line இல் உள்ள தேயிலை நகரம்; சுமார் 30 கி.மீ. தொலைவிலுள்ள Dalhousie இலிருந்து ஏறப்படும் Adam's Peak (சிவனொளிபாத மலை) க்கு வழக்கமாக ரயிலில் இறங்கும் இடம்.",
  },
  // haputale
  {
    en: "A ridge-top town with wide views south, close to Lipton's Seat, Dambatenne tea factory and Adisham bungalow, on the Main Line.",
    si: "දකුණු දෙසට පුළුල් දසුන් ඇති, කඳු මුදුනක පිහිටි නගරයකි; Lipton's Seat, Dambatenne තේ කර්මාන්තශාලාව සහ Adisham බංගලාවට ආසන්න වන අතර Main Line මාර්ගයේ පිහිටා ඇත.",
    ta: "தெற்கே பரந்த காட்சிகள் கொண்ட மலை முகட்டு நகரம்; Lipton's Seat, Dambatenne தேயிலைத் தொழிற்சாலை, Adisham பங்களா ஆகியவற்றுக்கு அருகில், Main Line இல் உள்ளது.",
  },
  // bandarawela
  {
    en: 'A mild-climate hill town on the Main Line with colonial-era hotels, between Haputale and Ella.',
    si: 'Haputale සහ Ella අතර, Main Line මාර්ගයේ පිහිටි, මෘදු දේශගුණයක් සහ යටත් විජිත යුගයේ හෝටල් ඇති කඳුකර නගරයකි.',
    ta: 'Haputale க்கும் Ella வுக்கும் இடையே, Main Line இல் உள்ள, இதமான காலநிலையும் காலனித்துவக் கால ஹோட்டல்களும் கொண்ட மலை நகரம்.',
  },
  // ella
  {
    en: "A small hill village famous for the train ride in, the Nine Arch Bridge, Little Adam's Peak and Ella Rock, with many guesthouses and cafés.",
    si: "එතැනට එන දුම්රිය ගමන, Nine Arch Bridge, Little Adam's Peak සහ Ella Rock නිසා ප්‍රසිද්ධ කුඩා කඳුකර ගම්මානයකි; ආගන්තුක නිවාස සහ කැෆේ රැසක් ඇත.",
    ta: "அங்கு செல்லும் ரயில் பயணம், Nine Arch Bridge, Little Adam's Peak, Ella Rock ஆகியவற்றுக்குப் பெயர்பெற்ற சிறிய மலைக் கிராமம்; பல விருந்தினர் இல்லங்களும் கஃபேக்களும் உள்ளன.",
  },
  // kitulgala
  {
    en: 'A riverside village on the Kelani River known for white-water rafting and birding in the Kelani Valley forest, on the road from Colombo to Hatton.',
    si: 'Colombo සිට Hatton දක්වා මාර්ගයේ, Kelani River අසබඩ පිහිටි ගම්මානයකි; වේගවත් දිය පහරේ පාරු පැදීම (white-water rafting) සහ Kelani Valley වනාන්තරයේ කුරුළු නැරඹීම සඳහා ප්‍රසිද්ධය.',
    ta: 'Colombo விலிருந்து Hatton செல்லும் சாலையில், Kelani River கரையில் உள்ள கிராமம்; வேகமான நீரோட்டத்தில் படகுச் சவாரி (white-water rafting), Kelani Valley காட்டில் பறவை பார்த்தல் ஆகியவற்றுக்குப் பெயர்பெற்றது.',
    review: ['si', 'ta'],
  },
  // deniyaya
  {
    en: 'A tea-growing town that is a base for the southern entrances to the Sinharaja rainforest, a UNESCO World Heritage Site known for endemic birds.',
    si: 'තේ වගා කරන නගරයකි; ආවේණික පක්ෂීන් සඳහා ප්‍රසිද්ධ UNESCO ලෝක උරුමයක් වන Sinharaja වැසි වනාන්තරයේ දකුණු පිවිසුම් සඳහා නවාතැන් ගත හැකි ස්ථානයයි.',
    ta: 'தேயிலை விளையும் நகரம்; இலங்கைக்கே உரித்தான பறவைகளுக்குப் பெயர்பெற்ற UNESCO உலக பாரம்பரியச் சின்னமான Sinharaja மழைக்காட்டின் தெற்கு நுழைவாயில்களுக்கான தங்குமிடம்.',
  },
];
