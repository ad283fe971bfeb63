import { sayIn } from '../writer/languages.js';

// The English forms, for what states facts in English whatever the reply's language (a model's tools, the tests).
// Each language's own are its catalogue's (writer/).
const english = sayIn('en');

/** "December to April" for [12, 1, 2, 3, 4]; runs are found around the year's end too. */
export const monthRanges = (months: readonly number[]): string => english.monthRanges(months);

/** A travel time to the nearest 5 minutes: "45 min", "4 h", "3 h 55 min" (never "3 h 60 min"). */
export const duration = (minutes: number): string => english.duration(minutes);

/** "A", "A and B", "A, B and C". */
export const listed = (names: readonly string[]): string => english.list(names);
