import type { Locale } from './i18n/i18n';

/**
 * Sri Lanka's 25 districts, as the server stores a listing's district (the Survey Department's boundaries); the
 * directory filters by them. The server's list is `DISTRICT_NAMES` in its geo module.
 */
export const districts = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;

export function isDistrict(value: string): value is (typeof districts)[number] {
  return (districts as readonly string[]).includes(value);
}

export type District = (typeof districts)[number];

/**
 * Each district's name in Sinhala and Tamil script, as the Survey Department of Sri Lanka names it (COD-AB LKA v03 via
 * OCHA/HDX, CC BY-IGO: `scripts/geo-data/sources/lk-place-names-si-ta.tsv`, the rows of kind `district`; credited on
 * the attribution page). A listing's district is stored in English; a Sinhala or Tamil reader sees it in their script.
 */
export const DISTRICT_NAMES: Readonly<Record<District, { readonly si: string; readonly ta: string }>> = {
  Ampara: { si: 'අම්පාර', ta: 'அம்பாறை' },
  Anuradhapura: { si: 'අනුරාධපුර', ta: 'அனுராதபுரம்' },
  Badulla: { si: 'බදුල්ල', ta: 'பதுளை' },
  Batticaloa: { si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  Colombo: { si: 'කොළඹ', ta: 'கொழும்பு' },
  Galle: { si: 'ගාල්ල', ta: 'காலி' },
  Gampaha: { si: 'ගම්පහ', ta: 'கம்பஹா' },
  Hambantota: { si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  Jaffna: { si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  Kalutara: { si: 'කළුතර', ta: 'களுத்துறை' },
  Kandy: { si: 'මහනුවර', ta: 'கண்டி' },
  Kegalle: { si: 'කෑගල්ල', ta: 'கேகாலை' },
  Kilinochchi: { si: 'කිලිනොච්චි', ta: 'கிளிநொச்சி' },
  Kurunegala: { si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  Mannar: { si: 'මන්නාරම', ta: 'மன்னார்' },
  Matale: { si: 'මාතලේ', ta: 'மாத்தளை' },
  Matara: { si: 'මාතර', ta: 'மாத்தறை' },
  Monaragala: { si: 'මොණරාගල', ta: 'மொணராகலை' },
  Mullaitivu: { si: 'මුලතිවු', ta: 'முல்லைத்தீவு' },
  'Nuwara Eliya': { si: 'නුවරඑළිය', ta: 'நுவரேலியா' },
  Polonnaruwa: { si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  Puttalam: { si: 'පුත්තලම', ta: 'புத்தளம்' },
  Ratnapura: { si: 'රත්නපුර', ta: 'இரத்தினபுரம்' },
  Trincomalee: { si: 'ත්‍රිකුණාමළය', ta: 'திருகோணமலை' },
  Vavuniya: { si: 'වවුනියා', ta: 'வவுனியா' },
};

/** A district's name in the reader's language: English as stored, else the Survey Department's Sinhala or Tamil. */
export function districtName(name: string, locale: Locale): string {
  if (locale === 'en' || !isDistrict(name)) return name;
  return DISTRICT_NAMES[name][locale];
}
