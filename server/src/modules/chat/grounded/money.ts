import type { PlannerData } from '../../planner/planner.module.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';

export type PreferredCurrency = 'USD' | 'EUR' | 'GBP';

/** Rounds a rupee estimate to a figure people quote: tens under 1,000, fifties under 10,000, hundreds above. */
export function roundLkr(amount: number): number {
  const step = amount < 1000 ? 10 : amount < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(amount / step) * step);
}

/**
 * Money as TripMate shows it: in LKR, with the traveller's preferred currency beside it (at the planner's indicative
 * exchange rate, which carries its year) when the server knows the preference.
 */
export class Money {
  constructor(
    private readonly planner: PlannerData,
    readonly preferred: PreferredCurrency | null = null,
    /** The words around the figures, in the reply's language. */
    private readonly say: ChatMessages['money'] = sayIn('en').money,
  ) {}

  /** Money for a traveller: their preferred currency beside LKR, the words in their language (English when not given). */
  for(preferred: PreferredCurrency | null | undefined, say: ChatMessages['money'] = this.say): Money {
    return new Money(this.planner, preferred ?? null, say);
  }

  /** "LKR 9,000 (about USD 30)": the amounts grouped as the reply's language groups them (Intl). */
  lkr(amount: number): string {
    const rate = this.preferred ? this.planner.exchangeRates.find((r) => r.currency === this.preferred) : undefined;
    const beside = rate ? ` ${this.say.beside({ currency: rate.currency, amount: this.say.amount(Math.max(1, Math.round(amount / rate.lkrPerUnit))) })}` : '';
    return `LKR ${this.say.amount(amount)}${beside}`;
  }

  /** A range, "LKR 5,000–10,000 (about USD 17–33)". */
  range(from: number, to: number): string {
    const rate = this.preferred ? this.planner.exchangeRates.find((r) => r.currency === this.preferred) : undefined;
    const beside = rate ? ` ${this.say.beside({ currency: rate.currency, amount: `${this.say.amount(Math.round(from / rate.lkrPerUnit))}–${this.say.amount(Math.round(to / rate.lkrPerUnit))}` })}` : '';
    return `LKR ${this.say.amount(from)}–${this.say.amount(to)}${beside}`;
  }

  /** Dollars in rupees at the planner's indicative rate, rounded as people quote them. */
  fromUsd(amount: number): number {
    return roundLkr(amount * this.planner.exchangeRates.find((r) => r.currency === 'USD')!.lkrPerUnit);
  }

  /** A price set in US dollars (park and heritage tickets), in LKR first at the planner's rate, the dollar price beside. */
  usd(amount: number): string {
    const usd = this.planner.exchangeRates.find((r) => r.currency === 'USD')!;
    return this.say.usd({ lkr: this.say.amount(roundLkr(amount * usd.lkrPerUnit)), usd: this.say.amount(amount), year: usd.year, rate: String(usd.lkrPerUnit) });
  }
}
