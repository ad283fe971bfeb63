/**
 * Formats shared by the pages that show money and dates (the dashboard and the planner), with Intl for the
 * interface's language. English keeps its established forms ("LKR 54,098", "20 Dec 2026").
 */
import { SCRIPT_LETTERS, type Locale } from './i18n/i18n';

/** The Intl locale of each interface language: Sri Lankan English (British dates), Sinhala and Tamil of Sri Lanka. */
const NUMBER_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };
const DATE_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format as T;
}

const numberFormat = (locale: Locale) =>
  cached(`n:${locale}`, () => new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 0 }));
const dateFormat = (locale: Locale, name: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d:${name}:${locale}`, () => new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...options, timeZone: 'UTC' }));

/** A whole number: "54,098". */
export const formatNumber = (value: number, locale: Locale = 'en') => numberFormat(locale).format(value);

/**
 * Rupees: "LKR 54,098" in English (the app's established form), the locale's own symbol in Sinhala ("රු. 54,098")
 * and Tamil ("Rs. 54,098").
 */
export function formatLkr(amount: number, locale: Locale = 'en'): string {
  if (locale === 'en') return `LKR ${numberFormat(locale).format(amount)}`;
  const money = cached(
    `lkr:${locale}`,
    () =>
      new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }),
  ).format(amount);
  // Chromium's ICU data has no Sinhala symbol for the rupee (it writes "LKR"): CLDR's, as Node gives it.
  return locale === 'si' && !money.includes('රු') ? `රු.\u00a0${numberFormat(locale).format(amount)}` : money;
}

/**
 * The months' names in Sinhala and Tamil, CLDR's Gregorian names as the server's writers use them: Intl's Sinhala
 * data names some months by the traditional calendar (October as වප්), and Chromium's has no Sinhala at all.
 */
const MONTH_NAMES: Readonly<Record<'si' | 'ta', readonly string[]>> = {
  si: ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'],
  ta: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
};

/** A YYYY-MM month as "October 2025", "2025 ඔක්තෝබර්", "அக்டோபர் 2025". */
export function formatMonthYear(isoMonth: string, locale: Locale = 'en'): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  if (locale === 'en')
    return dateFormat(locale, 'month-year', { month: 'long', year: 'numeric' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
  const name = MONTH_NAMES[locale][month - 1]!;
  return locale === 'si' ? `${year} ${name}` : `${name} ${year}`;
}

const utcDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/**
 * The weekdays' short names in Sinhala, Sunday first: CLDR's, as Node's Intl gives them (Chromium's Intl has no
 * Sinhala and writes "Sun").
 */
const SINHALA_WEEKDAYS = ['ඉරිදා', 'සඳුදා', 'අඟහ', 'බදාදා', 'බ්‍රහස්', 'සිකු', 'සෙන'];

/**
 * A day in Sinhala, in CLDR's order for it (year, month, day; the weekday after; a time as 14.05), written here rather
 * than by Intl: Intl's Sinhala data names the months by the traditional calendar (December as උඳුවප්, a lunar month
 * that is not December), and Chromium's has no Sinhala at all ("Dec 20, 2026"). The months are the Gregorian names the
 * server's writers use.
 */
function sinhalaDay(date: Date, parts: { year?: boolean; weekday?: boolean; time?: boolean }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${parts.year === false ? '' : `${date.getUTCFullYear()} `}${MONTH_NAMES.si[date.getUTCMonth()]!} ${date.getUTCDate()}`;
  const weekday = parts.weekday ? `, ${SINHALA_WEEKDAYS[date.getUTCDay()]!}` : '';
  const time = parts.time ? `, ${pad(date.getUTCHours())}.${pad(date.getUTCMinutes())}` : '';
  return `${day}${weekday}${time}`;
}

/** A YYYY-MM-DD day as "20 Dec 2026"; the day is read in UTC so it never shifts with the browser's zone. */
export const formatDate = (isoDate: string, locale: Locale = 'en') =>
  locale === 'si'
    ? sinhalaDay(utcDay(isoDate), {})
    : dateFormat(locale, 'date', { day: 'numeric', month: 'short', year: 'numeric' }).format(utcDay(isoDate));

type Unit = 'hour' | 'minute' | 'kilometer' | 'meter';

/**
 * CLDR's short units for Sinhala and Tamil, as Node's full ICU gives them: a browser whose ICU data leaves them out
 * (Chromium's has no Sinhala units, and writes "7 hr") uses these, with the number still formatted by Intl.
 */
const CLDR_UNITS: Readonly<Record<'si' | 'ta', Readonly<Record<Unit, string>>>> = {
  si: { hour: 'පැය #', minute: 'මිනි #', kilometer: 'කි.මී #', meter: 'මී #' },
  ta: { hour: '# ம.', minute: '# நிமி.', kilometer: '# கி.மீ.', meter: '# மீ.' },
};
const units = new Map<string, { format(value: number): string }>();

/** A unit's format in the language, worked out (and Intl's data for it probed) once per unit, digits and language. */
function unitFormat(locale: Exclude<Locale, 'en'>, unit: Unit, fractionDigits = 0): { format(value: number): string } {
  const key = `${unit}:${fractionDigits}:${locale}`;
  let format = units.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    const intl = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      ...digits,
    });
    // Whether this browser's Intl knows the unit in the language's own script.
    if (SCRIPT_LETTERS[locale].test(intl.format(1))) format = intl;
    else {
      const number = cached(
        `n:${fractionDigits}:${locale}`,
        () => new Intl.NumberFormat(NUMBER_LOCALES[locale], digits),
      );
      format = { format: (value) => CLDR_UNITS[locale][unit].replace('#', number.format(value)) };
    }
    units.set(key, format);
  }
  return format;
}

/**
 * A duration: "7 h 35 min", "45 min", "2 h" in English (the app's established form); Intl's short units in Sinhala
 * ("පැය 7 මිනි 35") and Tamil ("7 ம. 35 நிமி.").
 */
export function formatMinutes(minutes: number, locale: Locale = 'en'): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (locale === 'en') {
    if (h === 0) return `${m} min`;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = unitFormat(locale, 'hour').format(h);
  const mins = unitFormat(locale, 'minute').format(m);
  if (h === 0) return mins;
  return m === 0 ? hours : `${hours} ${mins}`;
}

/** A YYYY-MM-DD day with its weekday: "Sun 20 Dec 2026". */
export function formatDay(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'si') return sinhalaDay(utcDay(isoDate), { weekday: true });
  const day = dateFormat(locale, 'day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    utcDay(isoDate),
  );
  return locale === 'en' ? day.replace(',', '') : day;
}

/** A YYYY-MM-DD day as "20 Dec", where the year is already known (a day picker). */
export const formatShortDate = (isoDate: string, locale: Locale = 'en') =>
  locale === 'si'
    ? sinhalaDay(utcDay(isoDate), { year: false })
    : dateFormat(locale, 'short', { day: 'numeric', month: 'short' }).format(utcDay(isoDate));

/** "450 m", "3.2 km", "18 km": a distance as the crow flies, as precise as it is useful; Intl's units in Sinhala and Tamil. */
export function formatDistanceKm(km: number, locale: Locale = 'en'): string {
  // The unit and precision follow the rounded figure, so 999.6 m is "1.0 km", not "1000 m", and 9.97 km is "10 km".
  const metres = Math.round((km * 1000) / 10) * 10;
  const tenths = Math.round(km * 10) / 10;
  if (locale === 'en') {
    if (metres < 1000) return `${Math.max(10, metres)} m`;
    return tenths < 10 ? `${tenths.toFixed(1)} km` : `${Math.round(km)} km`;
  }
  if (metres < 1000) return unitFormat(locale, 'meter').format(Math.max(10, metres));
  return tenths < 10
    ? unitFormat(locale, 'kilometer', 1).format(tenths)
    : unitFormat(locale, 'kilometer').format(Math.round(km));
}

/** A road distance: "3.2 km" under ten kilometres, "18 km" from there (or with the decimals asked for). */
export function formatRoadKm(km: number, locale: Locale = 'en', digits: number = km < 10 ? 1 : 0): string {
  if (locale === 'en') return `${km.toFixed(digits)} km`;
  return unitFormat(locale, 'kilometer', digits).format(Number(km.toFixed(digits)));
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** "Kandy, Ella and Galle": a list in the interface's language (British English has no comma before "and"). */
export function formatList(items: readonly string[], locale: Locale = 'en'): string {
  let lists = listFormats.get(locale);
  if (!lists)
    listFormats.set(
      locale,
      (lists = new Intl.ListFormat(locale === 'en' ? 'en-GB' : NUMBER_LOCALES[locale], { type: 'conjunction' })),
    );
  const list = lists.format(items);
  if (locale === 'en' || items.length < 2 || !/ and /.test(list)) return list;
  // A browser whose ICU data has no list patterns for the language (Chromium's, for Sinhala) joins with English's "and".
  return `${items.slice(0, -1).join(', ')} ${locale === 'si' ? 'සහ' : 'மற்றும்'} ${items.at(-1)}`;
}

/** A moment as "21 Nov 2026, 14:05" (UTC), in the interface's language. */
export const formatDateTime = (iso: string, locale: Locale = 'en') =>
  locale === 'si'
    ? sinhalaDay(new Date(iso), { time: true })
    : dateFormat(locale, 'datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
