import { registerEnumType } from 'type-graphql';

/** The days of the week; stored as ISO weekday numbers (Monday 1 to Sunday 7). */
export enum Weekday {
  MONDAY = 'monday',
  TUESDAY = 'tuesday',
  WEDNESDAY = 'wednesday',
  THURSDAY = 'thursday',
  FRIDAY = 'friday',
  SATURDAY = 'saturday',
  SUNDAY = 'sunday',
}

export const weekdays = Object.values(Weekday);

/** ISO weekday number (1 to 7) of a day. */
export const isoWeekdayOf = (day: Weekday): number => weekdays.indexOf(day) + 1;
export const weekdayOfIso = (iso: number): Weekday => weekdays[iso - 1]!;

/**
 * Languages a business speaks: the island's two (Sinhala, Tamil), English, and the languages of the countries most
 * visitors come from (India, Russia, the UK, Germany, China, France, Japan, Italy). ISO 639-1 codes.
 */
export enum SpokenLanguage {
  SINHALA = 'si',
  TAMIL = 'ta',
  ENGLISH = 'en',
  HINDI = 'hi',
  RUSSIAN = 'ru',
  GERMAN = 'de',
  CHINESE = 'zh',
  FRENCH = 'fr',
  JAPANESE = 'ja',
  ITALIAN = 'it',
}

export const languages = Object.values(SpokenLanguage);

/**
 * How expensive a business is for its kind, $ to $$$$, as travellers read it on Google Maps and in guidebooks, and as
 * the spec's destination pages give prices. Not LKR bands: a fair price differs tenfold between a café and a hotel,
 * and the rupee's inflation (over 50 % in 2022) would make fixed bands wrong within a year.
 */
export enum BusinessPriceRange {
  BUDGET = '$',
  MODERATE = '$$',
  UPSCALE = '$$$',
  LUXURY = '$$$$',
}

export const priceRanges = Object.values(BusinessPriceRange);

registerEnumType(Weekday, { name: 'Weekday' });
registerEnumType(SpokenLanguage, {
  name: 'SpokenLanguage',
  description: 'A language a business speaks (its value is the ISO 639-1 code).',
});
registerEnumType(BusinessPriceRange, {
  name: 'BusinessPriceRange',
  description: 'How expensive a business is for its kind: $ (BUDGET) to $$$$ (LUXURY).',
});

/** One day's opening time and closing time, `HH:MM` (24 hours); a closing time before the opening time is after midnight. */
export type OpeningHoursRecord = { readonly day: Weekday; readonly opens: string; readonly closes: string };
