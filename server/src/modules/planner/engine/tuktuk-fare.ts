import type { FareTable } from '../planner.data.js';

/** What a tuk-tuk ride of some km costs by the fare table (rates.json `transport.tuktuk.fare`). */
export type TuktukFare = {
  /** On the meter: the first km, then each km after, rounded up as the meter rounds. */
  readonly meterLkr: number;
  /** What TripMate counts the ride at: the meter's fare, but never under the table's minimum. */
  readonly countedLkr: number;
  /** The range drivers without a meter quote tourists for a ride of this length, where the source gives one. */
  readonly touristQuote: { readonly fromLkr: number; readonly toLkr: number } | null;
};

/** One ride's fare for the distance by road: the chat's answer and the plan's budget both count it so. */
export function tuktukFare(table: FareTable, km: number): TuktukFare {
  const distance = Math.max(0, km);
  const raw = Math.round((table.firstKmLkr + table.perKmAfterLkr * Math.max(0, distance - 1)) * 100) / 100;
  const meterLkr = Math.ceil(raw / table.roundUpToLkr) * table.roundUpToLkr;
  const band = table.touristQuotes.find((q) => distance >= q.fromKm && (q.toKm === null || distance <= q.toKm));
  return {
    meterLkr,
    countedLkr: Math.max(table.minimumLkr, meterLkr),
    touristQuote: band ? { fromLkr: band.fromLkr, toLkr: band.toLkr } : null,
  };
}
