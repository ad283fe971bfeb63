import type {
  BusinessCategory,
  BusinessPriceRange,
  OpeningHoursInput,
  RegisterBusinessInput,
  SpokenLanguage,
  Weekday,
} from '../../gql/graphql';
import type { MapPoint } from '../../components/map/map-view';
import { weekdays } from './business-details';
import { businessEnglish, type BusinessT } from './i18n';

/** What the registration and edit forms hold: text as typed, turned into the mutation's input on submit. */
export type BusinessFormValues = {
  name: string;
  address: string;
  email: string;
  telephone: string;
  category: BusinessCategory | '';
  website: string;
  description: string;
  /** Every day of the week; a day not open is closed (when any day is open). 00:00 to 00:00 is open all day. */
  openingHours: Record<Weekday, DayHours>;
  /** How the hours are given: a preset, or day by day. Not sent: the week above says it all. */
  hoursPreset: HoursPreset;
  closedOnPoyaDays: boolean;
  languages: SpokenLanguage[];
  priceRange: BusinessPriceRange | '';
  /** The map pin (LocationField). */
  location: PinValue;
};

/**
 * Where the pin stands and who put it there. `owner`: dragged, nudged or typed, and sent with the listing. `address`:
 * shown where the address is found, and not sent (the server finds the same point). `stored`: the saved listing's pin,
 * not sent, so the server keeps it while the address stays `address` and finds a new one when the address changes.
 */
export type PinValue =
  | { readonly by: 'owner'; readonly point: MapPoint }
  | { readonly by: 'address'; readonly point: null }
  | { readonly by: 'stored'; readonly point: MapPoint | null; readonly address: string };

export type DayHours = { open: boolean; opens: string; closes: string };

/** Not said; open all day every day; the same hours every day; each day its own (the fourteen times). */
export type HoursPreset = 'none' | 'allDay' | 'everyDay' | 'byDay';

/** Midnight to midnight: open all day. Sent as 00:00 to 24:00, the server's way of saying it. */
const ALL_DAY = { opens: '00:00', closes: '00:00' } as const;
const isAllDay = (hours: { opens: string; closes: string }) =>
  hours.opens === '00:00' && (hours.closes === '00:00' || hours.closes === '24:00');

/** The week a preset gives, from the week as it is (the same hours every day start from the first open day's). */
export function weekOfPreset(preset: HoursPreset, week: Record<Weekday, DayHours>): Record<Weekday, DayHours> {
  if (preset === 'byDay') return week;
  const first = weekdays.map((day) => week[day.value]).find((hours) => hours.open && !isAllDay(hours));
  const every: DayHours =
    preset === 'none'
      ? { open: false, opens: '', closes: '' }
      : preset === 'allDay'
        ? { open: true, ...ALL_DAY }
        : { open: true, opens: first?.opens ?? '', closes: first?.closes ?? '' };
  return Object.fromEntries(weekdays.map((day) => [day.value, { ...every }])) as Record<Weekday, DayHours>;
}

/** The preset a stored week reads as: the simplest that says it. */
function presetOf(week: Record<Weekday, DayHours>): HoursPreset {
  const days = weekdays.map((day) => week[day.value]);
  if (days.every((hours) => !hours.open)) return 'none';
  if (days.every((hours) => hours.open && isAllDay(hours))) return 'allDay';
  if (days.every((hours) => hours.open && hours.opens === days[0]!.opens && hours.closes === days[0]!.closes))
    return 'everyDay';
  return 'byDay';
}

export type BusinessFormField = keyof BusinessFormValues;

/** What saving a listing answered: the server's message, or its error for the form to put under the field it names. */
export type BusinessSaveResult =
  | {
      ok: true;
      message: string;
      /** Given once, to a listing registered while signed out. */ managementCode?: ManagementCode | null;
      /** Said when the listing was saved without a map pin. */ locationNotice?: string | null;
      /** The listing's id, for a registration. */ businessId?: string;
    }
  | { ok: false; error: unknown };

export type ManagementCode = { readonly businessId: string; readonly code: string };

const closedWeek = (): Record<Weekday, DayHours> =>
  Object.fromEntries(weekdays.map((day) => [day.value, { open: false, opens: '', closes: '' }])) as Record<
    Weekday,
    DayHours
  >;

export const emptyBusinessForm: BusinessFormValues = {
  name: '',
  address: '',
  email: '',
  telephone: '',
  category: '',
  website: '',
  description: '',
  openingHours: closedWeek(),
  hoursPreset: 'none',
  closedOnPoyaDays: false,
  languages: [],
  priceRange: '',
  location: { by: 'address', point: null },
};

/** A stored listing as the form's values (for editing it). */
export function businessFormValues(business: {
  name: string;
  address: string;
  email: string;
  telephone: string;
  category: BusinessCategory;
  website?: string | null;
  description?: string | null;
  openingHours: readonly OpeningHoursInput[];
  closedOnPoyaDays?: boolean | null;
  languages: readonly SpokenLanguage[];
  priceRange?: BusinessPriceRange | null;
  location?: MapPoint | null;
}): BusinessFormValues {
  const openingHours = closedWeek();
  // 24:00 (the day's end) is midnight on a time field, where 00:00 to 00:00 says open all day.
  for (const hours of business.openingHours)
    openingHours[hours.day] = {
      open: true,
      opens: hours.opens,
      closes: hours.closes === '24:00' ? '00:00' : hours.closes,
    };
  return {
    name: business.name,
    address: business.address,
    email: business.email,
    telephone: business.telephone,
    category: business.category,
    website: business.website ?? '',
    description: business.description ?? '',
    openingHours,
    hoursPreset: presetOf(openingHours),
    closedOnPoyaDays: business.closedOnPoyaDays ?? false,
    languages: [...business.languages],
    priceRange: business.priceRange ?? '',
    location: {
      by: 'stored',
      point: business.location ? { lat: business.location.lat, lng: business.location.lng } : null,
      address: business.address,
    },
  };
}

/** The mutation's input; an edit replaces the whole listing, so what is left out here is cleared. */
export function businessInputOf(values: BusinessFormValues): RegisterBusinessInput {
  const openingHours = weekdays.flatMap(({ value: day }) => {
    const hours = values.openingHours[day];
    return hours.open ? [{ day, opens: hours.opens, closes: isAllDay(hours) ? '24:00' : hours.closes }] : [];
  });
  return {
    name: values.name,
    address: values.address,
    email: values.email,
    telephone: values.telephone,
    category: values.category as BusinessCategory,
    // Optional fields left empty are left out rather than sent as "" or [].
    ...(values.website.trim() ? { website: values.website.trim() } : {}),
    ...(values.description.trim() ? { description: values.description } : {}),
    ...(openingHours.length > 0 ? { openingHours } : {}),
    ...(values.languages.length > 0 ? { languages: values.languages } : {}),
    ...(values.priceRange ? { priceRange: values.priceRange } : {}),
    ...(values.closedOnPoyaDays ? { closedOnPoyaDays: true } : {}),
    // Only a pin the owner placed is sent; otherwise the server places it from the address (or keeps the stored one).
    ...(values.location.by === 'owner'
      ? { location: { lat: values.location.point.lat, lng: values.location.point.lng } }
      : {}),
  };
}

/**
 * The message for opening hours that cannot be sent: an open day needs both times, and they must differ (but for
 * 00:00 to 00:00, all day). With the same hours every day, the one pair of times is named, not Monday's.
 */
export function openingHoursProblem(
  openingHours: BusinessFormValues['openingHours'],
  t: BusinessT = businessEnglish,
  preset: HoursPreset = 'byDay',
): string | null {
  for (const day of weekdays) {
    const hours = openingHours[day.value];
    if (!hours.open) continue;
    if (preset === 'everyDay') {
      if (!hours.opens || !hours.closes) return t('form.everyDayHours');
      if (hours.opens === hours.closes && !isAllDay(hours)) return t('form.everyDaySameTime');
      return null;
    }
    const name = t(`day.${day.value}`);
    if (!hours.opens || !hours.closes) return t('form.dayHours', { day: name });
    if (hours.opens === hours.closes && !isAllDay(hours)) return t('form.sameTime', { day: name });
  }
  return null;
}
