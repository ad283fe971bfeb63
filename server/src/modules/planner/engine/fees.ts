import type { AttractionRecord } from '../../geo/geo.module.js';
import type { FeeRecord, PlannerData, ResidencyId } from '../planner.data.js';

/** Who travels, for entry fees: everyone shares one residency; each child by age. */
export type Party = {
  readonly residency: ResidencyId;
  readonly adults: number;
  readonly childAges: readonly number[];
};

export const partyOf = (
  people: number,
  traveller: { residency: ResidencyId; childAges: readonly number[] },
): Party => ({
  residency: traveller.residency,
  adults: people - traveller.childAges.length,
  childAges: traveller.childAges,
});

/** One group of the party at one price: adults, children at the child price, or children who enter free. */
export type FeeGroup = {
  readonly band: 'adult' | 'child' | 'free-child';
  readonly count: number;
  readonly feeLkr: number | null;
};

/**
 * Where a fee row's figure comes from, as a plan shows it: the row (named when a traveller reports a wrong price), the
 * figure's year, how sure it is (a low one is said as "about"), and the page it was read from (null when none was found).
 */
export type FeeCitation = {
  readonly rowId: string;
  readonly year: number;
  readonly confidence: FeeRecord['confidence'];
  readonly about: boolean;
  readonly sourceUrl: string | null;
  readonly publisher: string | null;
  readonly sourceDate: string | null;
};

export function citationOf(row: FeeRecord): FeeCitation {
  const first = row.sources[0];
  return {
    rowId: row.attractionId,
    year: row.year,
    confidence: row.confidence,
    about: row.confidence === 'low',
    sourceUrl: first?.url ?? null,
    publisher: first?.publisher ?? null,
    sourceDate: first ? first.date : null,
  };
}

/** A group's own age band (Sri Lankan children at the Central Cultural Fund's sites), else the row's. */
export const bandOf = (row: FeeRecord, residency: ResidencyId) => row.prices[residency].children ?? row.children;

/** What a party pays at one attraction: the known part, who has no known price, and where the figure comes from. */
export type Tickets = {
  readonly groups: readonly FeeGroup[];
  readonly knownLkr: number;
  /** How many in the party have no known price. */
  readonly unknownFor: number;
  /** Priced from the rates table's typical park ticket, not the park's own fee. */
  readonly typical: boolean;
  readonly source: 'fees.json' | 'attractions.entryFee' | 'tickets.park' | 'unknown';
  /** The fee row's year, confidence and source when the price is the fee table's; null otherwise. */
  readonly citation: FeeCitation | null;
};

/**
 * Entry fees from the published fee tables (data/fees.json) by residency and age. An attraction without a row is
 * free when the geo data says it is free; a foreign adult pays the geo data's foreign fee or, at a wildlife
 * department park, the rates table's typical park ticket; anyone else's price there is unknown, and said so.
 */
export class FeeTable {
  constructor(private readonly data: PlannerData) {}

  tickets(a: AttractionRecord, party: Party): Tickets {
    const row = this.data.fees.get(a.id);
    if (row) {
      const group = row.prices[party.residency];
      const inLkr = (amount: number | null) =>
        amount === null ? null : Math.round(this.lkr(amount, group.currency) * (1 + group.taxPercent / 100));
      const counts = { adult: party.adults, child: 0, 'free-child': 0 };
      let childUnknown = 0;
      const band = bandOf(row, party.residency);
      for (const age of party.childAges) {
        if (!band) childUnknown += 1;
        else if (age < band.freeUnder) counts['free-child'] += 1;
        else if (age <= band.childUpTo) counts.child += 1;
        else counts.adult += 1;
      }
      const groups: FeeGroup[] = [
        { band: 'adult', count: counts.adult, feeLkr: inLkr(group.adult) },
        {
          band: 'child',
          count: counts.child + childUnknown,
          feeLkr: childUnknown > 0 ? (group.child === 0 ? 0 : null) : inLkr(group.child),
        },
        { band: 'free-child', count: counts['free-child'], feeLkr: 0 },
      ];
      return { ...this.sum(groups, false, 'fees.json'), citation: citationOf(row) };
    }
    const children = party.childAges.length;
    if (a.entryFee && a.entryFee.amount === 0)
      return this.sum([{ band: 'adult', count: party.adults + children, feeLkr: 0 }], false, 'attractions.entryFee');
    const foreignAdult = party.residency === 'FOREIGN' ? this.foreignAdultFee(a) : null;
    const groups: FeeGroup[] = [
      { band: 'adult', count: party.adults, feeLkr: foreignAdult?.lkr ?? null },
      { band: 'child', count: children, feeLkr: null },
    ];
    return this.sum(groups, foreignAdult?.typical ?? false, foreignAdult?.source ?? 'unknown');
  }

  private foreignAdultFee(a: AttractionRecord): { lkr: number; typical: boolean; source: Tickets['source'] } | null {
    if (a.entryFee)
      return { lkr: this.lkr(a.entryFee.amount, a.entryFee.currency), typical: false, source: 'attractions.entryFee' };
    if (this.data.parks.wildlifeTicket.has(a.id))
      return { lkr: this.data.rates.get('tickets.park')!.amountLkr, typical: true, source: 'tickets.park' };
    return null;
  }

  private lkr(amount: number, currency: string): number {
    if (currency === 'LKR') return amount;
    const rate = this.data.exchangeRates.find((r) => r.currency === currency)!.lkrPerUnit;
    return Math.round(amount * rate);
  }

  private sum(groups: FeeGroup[], typical: boolean, source: Tickets['source']): Tickets {
    const present = groups.filter((g) => g.count > 0);
    return {
      groups: present,
      knownLkr: present.reduce((s, g) => s + g.count * (g.feeLkr ?? 0), 0),
      unknownFor: present.filter((g) => g.feeLkr === null).reduce((s, g) => s + g.count, 0),
      typical,
      source,
      citation: null,
    };
  }
}
