import type { PlannerData } from '../../planner/planner.module.js';
import type { ChatMessages } from '../writer/catalogue.js';
import { sayIn } from '../writer/languages.js';

export type PreferredCurrency = 'USD' | 'EUR' | 'GBP';

/** Rounds a rupee estimate to a figure people quote: tens under 1,000, fifties under 10,000, hundreds above. */
export function roundLkr(amount: number): number {
  const step = amount < 1000 ? 10 : amount < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(amount / step) * step);
}

type Rate = PlannerData['exchangeRates'][number];

/**
 * Money as TripMate shows it: in LKR, with the traveller's preferred currency beside it when the server knows the
 * preference, at the planner's dated exchange rate (rates.json), saying the rate and the month it was read.
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

  /** "LKR 9,000 (about USD 30 at LKR 300 per USD, rate of October 2025)": the amounts grouped as the reply's language groups them. */
  lkr(amount: number): string {
    const rate = this.rate(this.preferred);
    return `LKR ${this.say.amount(amount)}${rate ? ` ${this.beside(rate, this.foreign(amount, rate, amount))}` : ''}`;
  }

  /** A range, "LKR 5,000–10,000 (about USD 17–33 at LKR 300 per USD, rate of October 2025)". */
  range(from: number, to: number): string {
    const rate = this.rate(this.preferred);
    const beside = rate ? ` ${this.beside(rate, `${this.foreign(from, rate, to)}–${this.foreign(to, rate, to)}`)}` : '';
    return `LKR ${this.say.amount(from)}–${this.say.amount(to)}${beside}`;
  }

  /** Dollars in rupees at the planner's rate, rounded as people quote them. */
  fromUsd(amount: number): number {
    return roundLkr(amount * this.rate('USD')!.lkrPerUnit);
  }

  /** The US dollar rate as the reply says it: "LKR 300 per USD, rate of October 2025". */
  usdRate(): { rate: string; asOf: string } {
    const usd = this.rate('USD')!;
    return { rate: this.say.amount(usd.lkrPerUnit), asOf: this.asOf(usd) };
  }

  /** A price set in US dollars (park and heritage tickets), in LKR first at the planner's rate, the dollar price beside. */
  usd(amount: number): string {
    const usd = this.rate('USD')!;
    return this.say.usd({
      lkr: this.say.amount(roundLkr(amount * usd.lkrPerUnit)),
      usd: this.say.amount(amount),
      ...this.usdRate(),
    });
  }

  private rate(currency: PreferredCurrency | null): Rate | undefined {
    return currency ? this.planner.exchangeRates.find((r) => r.currency === currency) : undefined;
  }

  private asOf(rate: Rate): string {
    const [year, month] = rate.asOf.split('-').map(Number) as [number, number];
    return this.say.asOf({ year, month });
  }

  private beside(rate: Rate, amount: string): string {
    return this.say.beside({
      currency: rate.currency,
      amount,
      rate: this.say.amount(rate.lkrPerUnit),
      asOf: this.asOf(rate),
    });
  }

  /** An amount in another currency: cents under 10 (LKR 100 is about USD 0.33, not 1), whole units above. */
  private foreign(amount: number, rate: Rate, largest: number): string {
    const value = amount / rate.lkrPerUnit;
    return largest / rate.lkrPerUnit < 10 ? this.say.cents(value) : this.say.amount(Math.round(value));
  }
}
