import type { DataText } from './data-text.js';

/**
 * The notes of the sights timed to the sun (data/sun.json `sights[].note`, a sunrise or sunset stop's note) in Sinhala
 * and Tamil, by the sight's attraction id.
 */
export const SUN_TEXTS: readonly DataText[] = [
  // little-adam-s-peak
  {
    en: "An easy 45-minute walk from Ella to the summit; at sunrise the light comes up over Ella Gap before the day's heat.",
    si: 'Ella සිට මුදුනට මිනිත්තු 45ක පහසු පා ගමනකි; හිරු උදාවේදී, දවසේ රස්නයට පෙර, Ella Gap හරහා එළිය නැඟෙයි.',
    ta: 'Ella இலிருந்து உச்சிக்கு 45 நிமிட எளிய நடை; சூரிய உதயத்தின்போது, பகல் வெப்பத்துக்கு முன், Ella Gap மீது ஒளி எழுகிறது.',
  },
  // pidurangala-rock
  {
    en: "About 40 minutes up a rough path and a last scramble; the sunrise view takes in Sigiriya's rock.",
    si: 'රළු අඩිපාරක් දිගේ මිනිත්තු 40ක් පමණ නැඟීමක් සහ අවසානයේ ගල් මතින් අත් පා දෙකෙන්ම නැඟීමකි; හිරු උදාවේ දසුනට Sigiriya පර්වතය ද ඇතුළත් වේ.',
    ta: 'கரடுமுரடான பாதையில் சுமார் 40 நிமிட ஏற்றமும் இறுதியில் பாறைகளில் கைகளையும் ஊன்றி ஏறுதலும்; சூரிய உதயக் காட்சியில் Sigiriya பாறையும் தெரியும்.',
    review: ['si', 'ta'],
  },
  // adam-s-peak
  {
    en: "Pilgrims climb the 5,500 steps from Dalhousie through the night, setting off around 2 am to reach the summit for sunrise and the peak's shadow.",
    si: 'වන්දනාකරුවන් Dalhousie සිට පඩිපෙළ 5,500 රාත්‍රිය පුරා නගිති; හිරු උදාව සහ කන්දේ සෙවණැල්ල දැකීමට මුදුනට ළඟා වීම සඳහා ඔවුහු අලුයම 2 පමණ වන විට පිටත් වෙති.',
    ta: 'யாத்திரிகர்கள் Dalhousie இலிருந்து 5,500 படிகளை இரவு முழுவதும் ஏறுகிறார்கள்; சூரிய உதயத்தையும் மலையின் நிழலையும் காண உச்சியை அடைய அதிகாலை 2 மணியளவில் புறப்படுகிறார்கள்.',
  },
  // lipton-s-seat
  {
    en: 'The view is clearest at dawn: mist usually covers the plains by mid-morning.',
    si: 'දසුන වඩාත්ම පැහැදිලි වන්නේ අලුයමයි: උදෑසන මැද භාගය වන විට සාමාන්‍යයෙන් මීදුම පහත තැනිතලා වසා ගනී.',
    ta: 'விடியற்காலையில் காட்சி மிகத் தெளிவாக இருக்கும்: முற்பகல் நடுவில் பொதுவாகப் பனிமூட்டம் கீழே உள்ள சமவெளிகளை மூடிவிடும்.',
  },
  // galle-fort
  {
    en: 'End the walk through the Fort on the ramparts by the lighthouse and Flag Rock for the sunset.',
    si: 'Fort හරහා ඇවිදීම, හිරු බැසීම නැරඹීමට, ප්‍රදීපාගාරය සහ Flag Rock අසල ප්‍රාකාර මතින් අවසන් කරන්න.',
    ta: 'Fort வழியான நடையைச் சூரிய அஸ்தமனத்தைக் காணக் கலங்கரை விளக்கத்துக்கும் Flag Rock க்கும் அருகிலுள்ள அரண் மதில்களில் முடியுங்கள்.',
  },
  // coconut-tree-hill
  {
    en: 'The palm-topped headland is at its best in the last light.',
    si: 'පොල් ගස් පිරි, මුහුදට නෙරා ඇති මෙම බිම් තුඩුව දවසේ අවසන් එළියේදී වඩාත් සුන්දරය.',
    ta: 'தென்னை மரங்கள் நிறைந்த இந்தக் கடல் முனை, மாலையின் கடைசி ஒளியில் மிக அழகாக இருக்கும்.',
    review: ['si'],
  },
];
