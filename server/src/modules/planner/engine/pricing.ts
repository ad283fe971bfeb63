import type { AttractionRecord } from '../../geo/geo.data.js';
import { BudgetCategory, Comfort, TravelMode, type BudgetLine } from '../plan.types.js';
import type { PlannerData, RateId } from '../planner.data.js';
import type { ActivityKind, DayDraft, LegDraft } from './days.js';

const stayRate: Record<Comfort, RateId> = { [Comfort.BUDGET]: 'stay.budget', [Comfort.MIDRANGE]: 'stay.midrange', [Comfort.COMFORT]: 'stay.comfort' };
const foodRate: Record<Comfort, RateId> = { [Comfort.BUDGET]: 'food.budget', [Comfort.MIDRANGE]: 'food.midrange', [Comfort.COMFORT]: 'food.comfort' };
const activityRate: Record<ActivityKind, RateId> = {
  safari: 'activity.safari-jeep',
  whales: 'activity.whale-watching',
  surf: 'activity.surf-lesson',
  cooking: 'activity.cooking-class',
  tea: 'activity.tea-factory',
};
/** Two travellers share a room; a jeep takes six. */
const PER_ROOM = 2;
const PER_JEEP = 6;
const PER_TUKTUK = 3;

export const comfortWords: Record<Comfort, string> = {
  [Comfort.BUDGET]: 'budget level (guesthouses, local restaurants, buses, trains and tuk-tuks)',
  [Comfort.MIDRANGE]: 'mid-range level (3-star hotels, a car with driver, reserved train seats)',
  [Comfort.COMFORT]: 'comfort level (4-star or boutique hotels, a car with driver, first-class train seats)',
};

/** Where a ticket's price comes from when it is the attraction's own fee rather than a row of the rates table. */
const ENTRY_FEE = 'attractions.entryFee';
type PriceSource = RateId | typeof ENTRY_FEE;
type AddLine = (category: BudgetCategory, day: number | null, label: string, amount: number, rateId: PriceSource) => void;

const lkr = (n: number) => `LKR ${Math.round(n).toLocaleString('en-US')}`;

/** Prices a planned trip at one comfort level: every line from the rates table, for the whole party. */
export class Pricer {
  constructor(private readonly data: PlannerData) {}

  rate(id: RateId): number {
    return this.data.rates.get(id)!.amountLkr;
  }

  /**
   * A tourist entry fee in LKR per person (dollar fees at the table's exchange rate); a wildlife department park
   * without a fee in the data at the table's typical park ticket; 0 when free or unknown.
   */
  feeLkr(a: AttractionRecord): number {
    if (!a.entryFee) return this.data.parks.wildlifeTicket.has(a.id) ? this.rate('tickets.park') : 0;
    if (a.entryFee.currency === 'LKR') return a.entryFee.amount;
    const rate = this.data.exchangeRates.find((r) => r.currency === a.entryFee!.currency)!.lkrPerUnit;
    return Math.round(a.entryFee.amount * rate);
  }

  vehicle(people: number): { rateId: RateId; name: string } {
    if (people <= 3) return { rateId: 'transport.car', name: 'Car with driver' };
    if (people <= 9) return { rateId: 'transport.van', name: 'Van with driver' };
    return { rateId: 'transport.coach', name: 'Mini-coach with driver' };
  }

  /** A jeep takes six; everything else is per person. */
  activity(kind: ActivityKind, people: number): { units: number; amount: number } {
    const units = kind === 'safari' ? Math.ceil(people / PER_JEEP) : people;
    return { units, amount: units * this.rate(activityRate[kind]) };
  }

  price(days: readonly DayDraft[], comfort: Comfort, people: number): BudgetLine[] {
    const lines: BudgetLine[] = [];
    const add: AddLine = (category, day, label, amount, rateId) => {
      const amountLkr = Math.round(amount);
      if (amountLkr > 0) lines.push({ category, day, label, amountLkr, rateId });
    };
    const rooms = Math.ceil(people / PER_ROOM);
    const vehicle = this.vehicle(people);
    const hiresDriver = comfort !== Comfort.BUDGET && days.some((d) => d.legs.some((l) => l.mode === TravelMode.CAR || l.roadKm > 0));
    for (const day of days) {
      if (day.night) {
        add(BudgetCategory.STAY, day.day, `Night in ${day.night.name}: ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`, rooms * this.rate(stayRate[comfort]) * day.night.stayFactor, stayRate[comfort]);
        if (hiresDriver) add(BudgetCategory.TRANSPORT, day.day, `Driver’s room and meals in ${day.night.name}`, this.rate('transport.driver-night'), 'transport.driver-night');
      }
      add(BudgetCategory.FOOD, day.day, `Meals for ${people}`, people * this.rate(foodRate[comfort]), foodRate[comfort]);
      for (const leg of day.legs) this.priceLeg(leg, day.day, comfort, people, vehicle, add);
      for (const stop of day.stops) {
        const fee = this.feeLkr(stop.attraction);
        const typical = !stop.attraction.entryFee;
        if (fee > 0) add(BudgetCategory.TICKETS, day.day, `${stop.attraction.name}: ${people} × ${lkr(fee)}${typical ? ' (typical park ticket, approximate)' : ''}`, fee * people, typical ? 'tickets.park' : ENTRY_FEE);
      }
      for (const activity of day.activities) {
        const { units, amount } = this.activity(activity.kind, people);
        const unitWord = activity.kind === 'safari' ? (units === 1 ? 'jeep' : 'jeeps') : units === 1 ? 'person' : 'people';
        add(BudgetCategory.ACTIVITIES, day.day, `${activity.name}: ${units} ${unitWord}`, amount, activityRate[activity.kind]);
      }
    }
    const subtotal = lines.reduce((s, l) => s + l.amountLkr, 0);
    const percent = this.rate('buffer');
    add(BudgetCategory.BUFFER, null, `Buffer for the unexpected (${percent}%)`, (subtotal * percent) / 100, 'buffer');
    return lines;
  }

  private priceLeg(leg: LegDraft, day: number, comfort: Comfort, people: number, vehicle: { rateId: RateId; name: string }, add: AddLine) {
    const route = `${leg.from} → ${leg.to}, ${Math.round(leg.km)} km`;
    switch (leg.mode) {
      case TravelMode.CAR:
        add(BudgetCategory.TRANSPORT, day, `${vehicle.name}: ${route}`, leg.km * this.rate(vehicle.rateId), vehicle.rateId);
        break;
      case TravelMode.BUS:
        add(BudgetCategory.TRANSPORT, day, `Bus for ${people}: ${route}`, people * leg.km * this.rate('transport.bus'), 'transport.bus');
        break;
      case TravelMode.TUKTUK: {
        const tuks = Math.ceil(people / PER_TUKTUK);
        add(BudgetCategory.TRANSPORT, day, `Tuk-tuk${tuks > 1 ? ` × ${tuks}` : ''}: ${route}`, tuks * leg.km * this.rate('transport.tuktuk'), 'transport.tuktuk');
        break;
      }
      case TravelMode.TRAIN: {
        const rateId: RateId = comfort === Comfort.COMFORT ? 'transport.train.first' : 'transport.train.second';
        add(BudgetCategory.TRANSPORT, day, `Train for ${people} (${comfort === Comfort.COMFORT ? 'first' : 'second'} class): ${route}`, people * leg.km * this.rate(rateId), rateId);
        if (leg.roadKm > 0) add(BudgetCategory.TRANSPORT, day, `${vehicle.name} meets you: ${leg.from} → ${leg.to}, ${Math.round(leg.roadKm)} km by road`, leg.roadKm * this.rate(vehicle.rateId), vehicle.rateId);
        break;
      }
    }
  }
}


export function totalsOf(lines: readonly BudgetLine[]): { category: BudgetCategory; amountLkr: number }[] {
  return Object.values(BudgetCategory).map((category) => ({ category, amountLkr: lines.filter((l) => l.category === category).reduce((s, l) => s + l.amountLkr, 0) }));
}

export { lkr };
