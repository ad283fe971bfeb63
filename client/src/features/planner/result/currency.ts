import type { Currency, PlanResult_ResultFragment } from '../../../gql/graphql';
import { formatMonthYear } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n/i18n';

type ExchangeRate = PlanResult_ResultFragment['plan']['budget']['exchangeRates'][number];

/** An amount in another currency, with the rate it was converted at and when that rate was read. */
export type Approximation = {
  readonly amount: string;
  readonly rate: string;
  readonly currency: string;
  readonly asOf: string;
};

/**
 * An amount in rupees in the traveller's preferred currency, at the plan's dated rate: "$180", the rate ("300", LKR
 * per unit) and the month it was read ("October 2025"; the year alone for a plan saved before rates carried a month).
 * Cents under 10 units, so a small amount is never rounded up to one. Null when the plan has no rate for that currency.
 */
export function approximate(
  amountLkr: number,
  currency: Currency,
  rates: readonly ExchangeRate[],
  locale: Locale = 'en',
): Approximation | null {
  const rate = rates.find((r) => r.currency === currency);
  if (!rate || rate.lkrPerUnit <= 0) return null;
  const value = amountLkr / rate.lkrPerUnit;
  const digits = value < 10 ? 2 : 0;
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const lkrPerUnit = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 }).format(rate.lkrPerUnit);
  return {
    amount: money.format(digits ? value : Math.round(value)),
    rate: lkrPerUnit,
    currency,
    asOf: rate.asOf ? formatMonthYear(rate.asOf, locale) : String(rate.year),
  };
}
