import type { DataText } from './data-text.js';

/**
 * Texts of the seasons (data/seasons.json) in Sinhala and Tamil: the seasonal closures' notes (a plan's closure tips
 * and a closed place's outcome) and the seasonal items' `what` and `note` (a plan's stop notes and season tips, the
 * assistant's seasonal answers). The month notes are in `months.ts`.
 */
const CLOSURE_TEXTS: readonly DataText[] = [
  // closed: yala-national-park
  {
    en: "Yala's main block (Block 1, the Palatupana entrance) has closed for the dry season in many years, for example from September 1 to the end of October in 2017 and 2018; not every year, and the Department of Wildlife Conservation announces the dates each year, so check before booking. Other blocks and nearby parks (Bundala, Lunugamvehera, Udawalawe) usually stay open.",
    si: 'Yala හි ප්‍රධාන කලාපය (Block 1, Palatupana පිවිසුම) බොහෝ වසරවල වියළි කාලය සඳහා වසා තිබී ඇත; උදාහරණයක් ලෙස 2017 සහ 2018 දී සැප්තැම්බර් 1 සිට ඔක්තෝබර් අවසානය දක්වා. එය සෑම වසරකම නොවන අතර වනජීවී සංරක්ෂණ දෙපාර්තමේන්තුව සෑම වසරකම දින නිවේදනය කරයි, එබැවින් වෙන් කිරීමට පෙර පරීක්ෂා කරන්න. අනෙක් කලාප සහ අවට වනෝද්‍යාන (Bundala, Lunugamvehera, Udawalawe) සාමාන්‍යයෙන් විවෘතව පවතී.',
    ta: 'Yala வின் பிரதான பகுதி (Block 1, Palatupana நுழைவாயில்) பல ஆண்டுகளில் வறட்சிக் காலத்துக்காக மூடப்பட்டிருந்துள்ளது; உதாரணமாக 2017, 2018 ஆம் ஆண்டுகளில் செப்டம்பர் 1 முதல் அக்டோபர் இறுதி வரை. ஒவ்வோர் ஆண்டும் அல்ல, வனஜீவராசிகள் பாதுகாப்புத் திணைக்களம் ஒவ்வோர் ஆண்டும் திகதிகளை அறிவிக்கிறது, எனவே முன்பதிவு செய்வதற்கு முன் சரிபாருங்கள். மற்றப் பகுதிகளும் அருகிலுள்ள பூங்காக்களும் (Bundala, Lunugamvehera, Udawalawe) பொதுவாகத் திறந்திருக்கும்.',
  },
  // closed: mirissa-whale-watching
  {
    en: 'Whale-watching boats from Mirissa do not normally run during the southwest monsoon, when the sea off the south coast is too rough; the first and last trips of the season depend on the weather.',
    si: 'දකුණු වෙරළෙන් ඔබ්බට මුහුද ඉතා රළු වන නිරිතදිග මෝසම් කාලයේදී Mirissa සිට තල්මසුන් නැරඹීමේ බෝට්ටු සාමාන්‍යයෙන් ධාවනය නොවේ; වාරයේ පළමු සහ අවසන් චාරිකා කාලගුණය මත රඳා පවතී.',
    ta: 'தெற்குக் கடற்கரைக்கு அப்பால் கடல் மிகக் கொந்தளிப்பாக இருக்கும் தென்மேற்குப் பருவமழைக் காலத்தில் Mirissa இலிருந்து திமிங்கிலம் பார்க்கும் படகுகள் பொதுவாகச் செல்வதில்லை; பருவத்தின் முதல், கடைசிப் பயணங்கள் காலநிலையைப் பொறுத்தவை.',
  },
];

const SEASONAL_TEXTS: readonly DataText[] = [
  {
    en: 'Blue-whale and dolphin watching from Mirissa',
    si: 'Mirissa සිට නිල් තල්මසුන් සහ ඩොල්ෆින් නැරඹීම',
    ta: 'Mirissa இலிருந்து நீலத் திமிங்கிலங்களையும் டொல்பின்களையும் பார்த்தல்',
  },
  {
    en: 'Trips run roughly from November or December to April, with blue whales most reliably seen from December to April; sightings are likely but not guaranteed.',
    si: 'චාරිකා ආසන්න වශයෙන් නොවැම්බර් හෝ දෙසැම්බර් සිට අප්‍රේල් දක්වා පැවැත්වෙන අතර, නිල් තල්මසුන් වඩාත් විශ්වාසදායක ලෙස දැකිය හැක්කේ දෙසැම්බර් සිට අප්‍රේල් දක්වාය; දැකීමට හොඳ ඉඩක් ඇතත් එය සහතික නොවේ.',
    ta: 'பயணங்கள் ஏறத்தாழ நவம்பர் அல்லது டிசம்பர் முதல் ஏப்ரல் வரை நடைபெறும்; நீலத் திமிங்கிலங்கள் டிசம்பர் முதல் ஏப்ரல் வரை மிக உறுதியாகக் காணப்படும்; காண வாய்ப்பு அதிகம், ஆனால் உறுதியில்லை.',
  },
  {
    en: 'Whale watching from Trincomalee',
    si: 'Trincomalee සිට තල්මසුන් නැරඹීම',
    ta: 'Trincomalee இலிருந்து திமிங்கிலம் பார்த்தல்',
  },
  {
    en: 'Sources give different seasons: March to August (Jetwing Eco, 2011), May to September (the Sri Lanka Navy, 2011) or May to October (Cinnamon Hotels and tour operators). Boats from Trincomalee, Uppuveli and Nilaveli look for blue and sperm whales when the east-coast sea is calm, most surely from May to August; sightings are less predictable than at Mirissa.',
    si: 'මූලාශ්‍ර විවිධ කාල දක්වයි: මාර්තු සිට අගෝස්තු දක්වා (Jetwing Eco, 2011), මැයි සිට සැප්තැම්බර් දක්වා (ශ්‍රී ලංකා නාවික හමුදාව, 2011) හෝ මැයි සිට ඔක්තෝබර් දක්වා (Cinnamon Hotels සහ සංචාරක ක්‍රියාකරුවන්). නැගෙනහිර වෙරළේ මුහුද සන්සුන් වන විට Trincomalee, Uppuveli සහ Nilaveli සිට බෝට්ටු නිල් තල්මසුන් සහ ස්පර්ම් තල්මසුන් සොයා යයි, වඩාත් නිසැකවම මැයි සිට අගෝස්තු දක්වා; Mirissa හි තරම් ඔවුන් දැකීම ගැන කලින් කිව නොහැක.',
    ta: 'மூலங்கள் வெவ்வேறு பருவங்களைக் கூறுகின்றன: மார்ச் முதல் ஆகஸ்ட் வரை (Jetwing Eco, 2011), மே முதல் செப்டம்பர் வரை (இலங்கைக் கடற்படை, 2011) அல்லது மே முதல் அக்டோபர் வரை (Cinnamon Hotels, சுற்றுலா இயக்குநர்கள்). கிழக்குக் கரைக் கடல் அமைதியாக இருக்கும்போது Trincomalee, Uppuveli, Nilaveli இலிருந்து படகுகள் நீலத் திமிங்கிலங்களையும் விந்துத் திமிங்கிலங்களையும் தேடிச் செல்லும், மிக உறுதியாக மே முதல் ஆகஸ்ட் வரை; Mirissa வைவிட அவற்றைக் காண்பதை முன்கூட்டியே சொல்வது கடினம்.',
  },
  {
    en: 'Surf season at Arugam Bay and the nearby east-coast points',
    si: 'Arugam Bay සහ අවට නැගෙනහිර වෙරළේ සර්ෆින් ස්ථානවල සර්ෆින් වාරය',
    ta: 'Arugam Bay இலும் அருகிலுள்ள கிழக்குக் கரை முனைகளிலும் அலைச்சறுக்குப் பருவம்',
  },
  {
    en: 'The point breaks work from about April to October (surf guides and operators; one says May into November), best in July and August; from November to March the east coast is wet and mostly flat or messy.',
    si: 'එහි රළ ආසන්න වශයෙන් අප්‍රේල් සිට ඔක්තෝබර් දක්වා හොඳින් ඇත (සර්ෆින් මාර්ගෝපදේශ සහ ක්‍රියාකරුවන්; එක් මූලාශ්‍රයක් මැයි සිට නොවැම්බර් දක්වා යැයි කියයි), වඩාත් හොඳ ජූලි සහ අගෝස්තු මාසවලය; නොවැම්බර් සිට මාර්තු දක්වා නැගෙනහිර වෙරළ තෙත් වන අතර රළ බොහෝ දුරට නැත, නැතහොත් අක්‍රමවත්ය.',
    ta: 'முனை அலைகள் ஏறத்தாழ ஏப்ரல் முதல் அக்டோபர் வரை சிறப்பாக இருக்கும் (அலைச்சறுக்கு வழிகாட்டிகளும் இயக்குநர்களும்; ஒரு மூலம் மே முதல் நவம்பர் வரை என்கிறது), ஜூலை, ஆகஸ்ட் மாதங்களில் மிகச் சிறப்பு; நவம்பர் முதல் மார்ச் வரை கிழக்குக் கரையில் மழை பெய்யும், அலைகள் பெரும்பாலும் இல்லை அல்லது ஒழுங்கற்றவை.',
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
  {
    en: "Adam's Peak (Sri Pada) pilgrimage season",
    si: "Adam's Peak (ශ්‍රී පාදය) වන්දනා වාරය",
    ta: "Adam's Peak (சிவனொளிபாத மலை) யாத்திரைப் பருவம்",
  },
  {
    en: 'The season runs from the Unduvap full moon in December to the Vesak full moon, usually in May; the path is lit and tea stalls are open all night, and weekends and full-moon days are very crowded. Outside the season the path is unlit, often wet and leech-ridden.',
    si: 'වාරය දෙසැම්බර් මාසයේ උඳුවප් පොහොයේ සිට සාමාන්‍යයෙන් මැයි මාසයේ යෙදෙන වෙසක් පොහොය දක්වා පවතී; මාවත ආලෝකමත් කර ඇති අතර තේ කඩ රාත්‍රිය පුරා විවෘතව ඇත, සති අන්ත සහ පොහොය දිනවල ඉතා සෙනඟ පිරී ඇත. වාරයෙන් පිටත මාවතේ ආලෝකයක් නැති අතර, එය බොහෝ විට තෙත් වන අතර කූඩැල්ලන්ගෙන් පිරී ඇත.',
    ta: 'பருவம் டிசம்பரில் உந்துவப் பௌர்ணமி முதல் பொதுவாக மே மாதத்தில் வரும் வெசாக் பௌர்ணமி வரை நீடிக்கும்; பாதையில் விளக்குகள் எரியும், தேநீர்க் கடைகள் இரவு முழுவதும் திறந்திருக்கும், வார இறுதிகளிலும் பௌர்ணமி நாட்களிலும் பெரும் நெரிசல் இருக்கும். பருவத்துக்கு வெளியே பாதையில் விளக்குகள் இருக்காது, அது பெரும்பாலும் ஈரமாகவும் அட்டைகள் நிறைந்தும் இருக்கும்.',
  },
  {
    en: 'Sea turtles on the south and west coasts',
    si: 'දකුණු සහ බටහිර වෙරළේ මුහුදු කැස්බෑවුන්',
    ta: 'தெற்கு, மேற்குக் கரைகளில் கடல் ஆமைகள்',
  },
  {
    en: "Rekawa's turtle watch is best from April to July, when some 5 to 15 turtles come ashore on a night (Sri Lanka Tourism); sightings are never guaranteed. Hatcheries such as Kosgoda vary in practice, so prefer ones that release hatchlings promptly.",
    si: 'Rekawa හි කැස්බෑ නැරඹීම වඩාත් හොඳ අප්‍රේල් සිට ජූලි දක්වාය; එකල රාත්‍රියකට කැස්බෑවුන් 5 සිට 15 දක්වා පමණ ගොඩට එයි (ශ්‍රී ලංකා සංචාරක ප්‍රවර්ධන කාර්යාංශය); ඔවුන් දැකීම කිසිවිටෙක සහතික නොවේ. Kosgoda වැනි කැස්බෑ බෝ කිරීමේ මධ්‍යස්ථානවල පිළිවෙත් එකිනෙකට වෙනස් බැවින්, පැටවුන් ප්‍රමාද නොකර මුහුදට මුදා හරින ස්ථාන තෝරාගන්න.',
    ta: 'Rekawa வில் ஆமை கண்காணிப்பு ஏப்ரல் முதல் ஜூலை வரை சிறப்பானது; அப்போது ஓர் இரவில் சுமார் 5 முதல் 15 ஆமைகள் கரைக்கு வருகின்றன (இலங்கை சுற்றுலா ஊக்குவிப்புப் பணியகம்); அவற்றைக் காண்பது ஒருபோதும் உறுதியில்லை. Kosgoda போன்ற ஆமைப் பொரிப்பகங்களின் நடைமுறைகள் வேறுபடுவதால், குஞ்சுகளைத் தாமதமின்றிக் கடலில் விடுபவற்றைத் தேர்ந்தெடுங்கள்.',
  },
  {
    en: 'Spinner-dolphin boat trips from Kalpitiya',
    si: 'Kalpitiya සිට ස්පිනර් ඩොල්ෆින් නැරඹීමේ බෝට්ටු චාරිකා',
    ta: 'Kalpitiya இலிருந்து சுழல் டொல்பின்களைப் பார்க்கும் படகுப் பயணங்கள்',
  },
  {
    en: 'Boats go out roughly from November to April when the sea is calm, often finding large pods of spinner dolphins; in the windy southwest-monsoon months Kalpitiya is a kitesurfing spot instead.',
    si: 'මුහුද සන්සුන් වන නොවැම්බර් සිට අප්‍රේල් දක්වා පමණ කාලයේ බෝට්ටු මුහුදු යන අතර, බොහෝ විට ස්පිනර් ඩොල්ෆින් විශාල රංචු හමු වේ; සුළං සහිත නිරිතදිග මෝසම් මාසවලදී Kalpitiya ඒ වෙනුවට කයිට් සර්ෆින් (kitesurfing) ස්ථානයකි.',
    ta: 'கடல் அமைதியாக இருக்கும் ஏறத்தாழ நவம்பர் முதல் ஏப்ரல் வரை படகுகள் செல்கின்றன, பெரும்பாலும் சுழல் டொல்பின்களின் பெரிய கூட்டங்களைக் காணலாம்; காற்று மிகுந்த தென்மேற்குப் பருவமழை மாதங்களில் Kalpitiya அதற்குப் பதிலாகப் பட்ட அலைச்சறுக்கு (kitesurfing) இடமாகும்.',
  },
  {
    en: 'Snorkelling at Pigeon Island off Nilaveli',
    si: 'Nilaveli අසල Pigeon Island හි ස්නෝකලින් (snorkelling)',
    ta: 'Nilaveli க்கு அப்பால் Pigeon Island இல் ஸ்நோர்கலிங் (snorkelling)',
  },
  {
    en: 'Boats cross to the reef when the east-coast sea is calm, roughly from April or May to September; in the northeast monsoon the sea is too rough.',
    si: 'නැගෙනහිර වෙරළේ මුහුද සන්සුන් වන අප්‍රේල් හෝ මැයි සිට සැප්තැම්බර් දක්වා පමණ කාලයේ බෝට්ටු කොරල්පරය වෙත යයි; ඊසාන දිග මෝසම් කාලයේ මුහුද ඉතා රළුය.',
    ta: 'கிழக்குக் கரைக் கடல் அமைதியாக இருக்கும் ஏறத்தாழ ஏப்ரல் அல்லது மே முதல் செப்டம்பர் வரை படகுகள் பவளப்பாறைக்குச் செல்கின்றன; வடகிழக்குப் பருவமழைக் காலத்தில் கடல் மிகவும் கொந்தளிப்பாக இருக்கும்.',
  },
  {
    en: 'Clearest weather for hill-country walks',
    si: 'කඳුකරයේ පා ගමන් සඳහා වඩාත් පැහැදිලි කාලගුණය',
    ta: 'மலையக நடைப்பயணங்களுக்கு மிகத் தெளிவான வானிலை',
  },
  {
    en: "January to March has the clearest views; even then go early, as mist usually covers World's End at Horton Plains by mid-morning.",
    si: "ජනවාරි සිට මාර්තු දක්වා වඩාත් පැහැදිලි දසුන් ඇත; එකල වුවද උදෑසනම යන්න, මන්ද Horton Plains හි World's End සාමාන්‍යයෙන් දහවල් වීමට පෙරම මීදුමෙන් වැසී යයි.",
    ta: "ஜனவரி முதல் மார்ச் வரை காட்சிகள் மிகத் தெளிவாக இருக்கும்; அப்போதும் அதிகாலையிலேயே செல்லுங்கள், ஏனெனில் முற்பகலின் நடுவிலேயே Horton Plains இல் World's End பொதுவாகப் பனிமூட்டத்தால் மூடப்பட்டுவிடும்.",
  },
  {
    en: 'Dry-season game drives in Yala and Bundala',
    si: 'Yala සහ Bundala හි වියළි කාලයේ වනජීවී සෆාරි',
    ta: 'Yala, Bundala இல் வறட்சிக் காலச் சஃபாரிகள்',
  },
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
  {
    en: 'Poson full moon at Mihintale and Anuradhapura',
    si: 'Mihintale සහ Anuradhapura හි පොසොන් පොහොය',
    ta: 'Mihintale, Anuradhapura இல் பொசொன் பௌர்ணமி',
  },
  {
    en: 'Poson (usually June) marks the arrival of Buddhism with the monk Mahinda at Mihintale, and very large crowds of pilgrims visit Mihintale and Anuradhapura.',
    si: 'පොසොන් (සාමාන්‍යයෙන් ජූනි) මිහිඳු මහ රහතන් වහන්සේ Mihintale වෙත වැඩම කර බුදුදහම ලංකාවට ගෙන ඒම සමරයි; ඉතා විශාල බැතිමතුන් පිරිසක් Mihintale සහ Anuradhapura වෙත පැමිණෙති.',
    ta: 'பொசொன் (பொதுவாக ஜூன்) மகிந்த தேரர் Mihintale க்கு வந்து பௌத்தத்தைக் கொண்டுவந்ததைக் குறிக்கிறது; மிகப் பெரும் திரளான யாத்திரிகர்கள் Mihintale, Anuradhapura க்கு வருகின்றனர்.',
  },
  {
    en: 'Navam Perahera at Gangaramaya, Colombo',
    si: 'Colombo, Gangaramaya හි නවම් පෙරහැර',
    ta: 'Colombo, Gangaramaya வில் நவம் பெரஹெரா',
  },
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

export const SEASON_TEXTS: readonly DataText[] = [...CLOSURE_TEXTS, ...SEASONAL_TEXTS];
