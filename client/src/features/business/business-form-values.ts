import type { BusinessCategory, BusinessPriceRange, OpeningHoursInput, RegisterBusinessInput, SpokenLanguage, Weekday } from '../../gql/graphql';
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
  /** Every day of the week; a day not open is closed (when any day is open). */
  openingHours: Record<Weekday, DayHours>;
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

export type BusinessFormField = keyof BusinessFormValues;

/** What saving a listing answered: the server's message, or its error for the form to put under the field it names. */
export type BusinessSaveResult =
  | {
      ok: true;
      message: string;
      /** Given once, to a listing registered while signed out. */ managementCode?: ManagementCode | null;
      /** Said when the listing was saved without a map pin. */ locationNotice?: string | null;
    }
  | { ok: false; error: unknown };

export type ManagementCode = { readonly businessId: string; readonly code: string };

const closedWeek = (): Record<Weekday, DayHours> =>
  Object.fromEntries(weekdays.map((day) => [day.value, { open: false, opens: '', closes: '' }])) as Record<Weekday, DayHours>;

export const emptyBusinessForm: BusinessFormValues = {
  name: '',
  address: '',
  email: '',
  telephone: '',
  category: '',
  website: '',
  description: '',
  openingHours: closedWeek(),
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
  languages: readonly SpokenLanguage[];
  priceRange?: BusinessPriceRange | null;
  location?: MapPoint | null;
}): BusinessFormValues {
  const openingHours = closedWeek();
  for (const hours of business.openingHours) openingHours[hours.day] = { open: true, opens: hours.opens, closes: hours.closes };
  return {
    name: business.name,
    address: business.address,
    email: business.email,
    telephone: business.telephone,
    category: business.category,
    website: business.website ?? '',
    description: business.description ?? '',
    openingHours,
    languages: [...business.languages],
    priceRange: business.priceRange ?? '',
    location: { by: 'stored', point: business.location ? { lat: business.location.lat, lng: business.location.lng } : null, address: business.address },
  };
}

/** The mutation's input; an edit replaces the whole listing, so what is left out here is cleared. */
export function businessInputOf(values: BusinessFormValues): RegisterBusinessInput {
  const openingHours = weekdays.flatMap(({ value: day }) => {
    const hours = values.openingHours[day];
    return hours.open ? [{ day, opens: hours.opens, closes: hours.closes }] : [];
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
    // Only a pin the owner placed is sent; otherwise the server places it from the address (or keeps the stored one).
    ...(values.location.by === 'owner' ? { location: { lat: values.location.point.lat, lng: values.location.point.lng } } : {}),
  };
}

/** The message for opening hours that cannot be sent: an open day needs both times, and they must differ. */
export function openingHoursProblem(openingHours: BusinessFormValues['openingHours'], t: BusinessT = businessEnglish): string | null {
  for (const day of weekdays) {
    const hours = openingHours[day.value];
    if (!hours.open) continue;
    const name = t(`day.${day.value}`);
    if (!hours.opens || !hours.closes) return t('form.dayHours', { day: name });
    if (hours.opens === hours.closes) return t('form.sameTime', { day: name });
  }
  return null;
}
