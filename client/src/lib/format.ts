/** Formats shared by the pages that show money and dates (the dashboard and the planner). */

const lkrNumber = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "LKR 54,098": the app's one currency format for rupees. */
export const formatLkr = (amount: number) => `LKR ${lkrNumber.format(amount)}`;

/** A YYYY-MM-DD day as "20 Dec 2026"; the day is read in UTC so it never shifts with the browser's zone. */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** "7 h 35 min", "45 min", "2 h". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day with its weekday: "Sun 20 Dec 2026". */
export const formatDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');
