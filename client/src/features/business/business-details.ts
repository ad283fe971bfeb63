import type { SpokenLanguage, Weekday } from '../../gql/graphql';

/** Monday first, as the server sorts them. */
export const weekdays: readonly { value: Weekday; label: string; short: string }[] = [
  { value: 'MONDAY', label: 'Monday', short: 'Mon' },
  { value: 'TUESDAY', label: 'Tuesday', short: 'Tue' },
  { value: 'WEDNESDAY', label: 'Wednesday', short: 'Wed' },
  { value: 'THURSDAY', label: 'Thursday', short: 'Thu' },
  { value: 'FRIDAY', label: 'Friday', short: 'Fri' },
  { value: 'SATURDAY', label: 'Saturday', short: 'Sat' },
  { value: 'SUNDAY', label: 'Sunday', short: 'Sun' },
];

/** The island's languages and English first, then visitors' languages by how many come. */
export const spokenLanguages: readonly { value: SpokenLanguage; label: string }[] = [
  { value: 'SINHALA', label: 'Sinhala' },
  { value: 'TAMIL', label: 'Tamil' },
  { value: 'ENGLISH', label: 'English' },
  { value: 'HINDI', label: 'Hindi' },
  { value: 'RUSSIAN', label: 'Russian' },
  { value: 'GERMAN', label: 'German' },
  { value: 'CHINESE', label: 'Chinese' },
  { value: 'FRENCH', label: 'French' },
  { value: 'JAPANESE', label: 'Japanese' },
  { value: 'ITALIAN', label: 'Italian' },
];
