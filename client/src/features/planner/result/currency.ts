import type { Currency, PlanResult_ResultFragment } from '../../../gql/graphql';

type ExchangeRate = PlanResult_ResultFragment['plan']['budget']['exchangeRates'][number];

export type Approximation = { readonly amount: string; readonly rate: string; readonly year: number };

/**
 * An amount in rupees in the traveller's preferred currency, at the plan's indicative rate: "$180", with the rate
 * ("1 USD ≈ LKR 300") and its year. Null when the plan has no rate for that currency.
 */
export function approximate(amountLkr: number, currency: Currency, rates: readonly ExchangeRate[]): Approximation | null {
  const rate = rates.find((r) => r.currency === currency);
  if (!rate || rate.lkrPerUnit <= 0) return null;
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  const lkrPerUnit = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 }).format(rate.lkrPerUnit);
  return { amount: money.format(Math.round(amountLkr / rate.lkrPerUnit)), rate: `1 ${currency} ≈ LKR ${lkrPerUnit}`, year: rate.year };
}
