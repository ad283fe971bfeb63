import { BudgetCategory, Comfort, TravelMode } from '../plan.types.js';
import type { PlannerData, RateId } from '../planner.data.js';
import type { DayDraft, LegDraft } from './days.js';
import type { ActivityKind, BudgetLineFacts, LineItem, Vehicle } from './facts.js';
import { FeeTable, type FeeCitation, type Party, type Tickets } from './fees.js';
import { tuktukFare } from './tuktuk-fare.js';

const stayRate: Record<Comfort, RateId> = {
  [Comfort.BUDGET]: 'stay.budget',
  [Comfort.MIDRANGE]: 'stay.midrange',
  [Comfort.COMFORT]: 'stay.comfort',
};
const foodRate: Record<Comfort, RateId> = {
  [Comfort.BUDGET]: 'food.budget',
  [Comfort.MIDRANGE]: 'food.midrange',
  [Comfort.COMFORT]: 'food.comfort',
};
const activityRate: Record<ActivityKind, RateId> = {
  safari: 'activity.safari-jeep',
  whales: 'activity.whale-watching',
  surf: 'activity.surf-lesson',
  cooking: 'activity.cooking-class',
  tea: 'activity.tea-factory',
};
const vehicleRate: Record<Vehicle, RateId> = { car: 'transport.car', van: 'transport.van', coach: 'transport.coach' };
/** Two travellers share a room; a jeep takes six. */
const PER_ROOM = 2;
/** The rooms a party takes. */
export const roomsFor = (people: number): number => Math.ceil(people / PER_ROOM);
const PER_JEEP = 6;
const PER_TUKTUK = 3;

/** Where a ticket's price comes from when it is not a row of the rates table. */
type PriceSource = RateId | Tickets['source'];
type AddLine = (
  category: BudgetCategory,
  day: number | null,
  item: LineItem,
  amount: number,
  rateId: PriceSource,
  priceKnown?: boolean,
  fee?: FeeCitation | null,
) => void;

const foreignAdults = (people: number): Party => ({ residency: 'FOREIGN', adults: people, childAges: [] });

/** Prices a planned trip at one comfort level: every line from the rates table, for the whole party. */
export class Pricer {
  readonly fees: FeeTable;

  constructor(private readonly data: PlannerData) {
    this.fees = new FeeTable(data);
  }

  rate(id: RateId): number {
    return this.data.rates.get(id)!.amountLkr;
  }

  vehicle(people: number): Vehicle {
    if (people <= 3) return 'car';
    if (people <= 9) return 'van';
    return 'coach';
  }

  /** A jeep takes six; everything else is per person. */
  activity(kind: ActivityKind, people: number): { units: number; amount: number } {
    const units = kind === 'safari' ? Math.ceil(people / PER_JEEP) : people;
    return { units, amount: units * this.rate(activityRate[kind]) };
  }

  price(
    days: readonly DayDraft[],
    comfort: Comfort,
    people: number,
    party: Party = foreignAdults(people),
  ): BudgetLineFacts[] {
    const lines: BudgetLineFacts[] = [];
    // A line whose price is not (all) known is kept even at 0, so it reads as unknown rather than disappearing.
    const add: AddLine = (category, day, item, amount, rateId, priceKnown = true, fee = null) => {
      const amountLkr = Math.round(amount);
      if (amountLkr > 0 || !priceKnown) lines.push({ category, day, item, amountLkr, rateId, priceKnown, fee });
    };
    const rooms = roomsFor(people);
    const vehicle = this.vehicle(people);
    const hiresDriver =
      comfort !== Comfort.BUDGET && days.some((d) => d.legs.some((l) => l.mode === TravelMode.CAR || l.roadKm > 0));
    for (const day of days) {
      if (day.night) {
        add(
          BudgetCategory.STAY,
          day.day,
          { code: 'NIGHT', place: day.night.name, rooms },
          rooms * this.rate(stayRate[comfort]) * day.night.stayFactor,
          stayRate[comfort],
        );
        if (hiresDriver)
          add(
            BudgetCategory.TRANSPORT,
            day.day,
            { code: 'DRIVER_NIGHT', place: day.night.name },
            this.rate('transport.driver-night'),
            'transport.driver-night',
          );
      }
      add(
        BudgetCategory.FOOD,
        day.day,
        { code: 'MEALS', people },
        people * this.rate(foodRate[comfort]),
        foodRate[comfort],
      );
      for (const leg of day.legs) this.priceLeg(leg, day.day, comfort, people, vehicle, add);
      for (const stop of day.stops) {
        const t = this.fees.tickets(stop.attraction, party);
        const charged = t.citation !== null && t.knownLkr > 0;
        const item = {
          code: 'TICKETS',
          attraction: stop.attraction.name,
          groups: t.groups,
          typical: t.typical,
          residency: party.residency,
          year: charged ? t.citation!.year : null,
          about: charged && t.citation!.about,
        } as const;
        add(BudgetCategory.TICKETS, day.day, item, t.knownLkr, t.source, t.unknownFor === 0, t.citation);
      }
      for (const activity of day.activities) {
        const { units, amount } = this.activity(activity.kind, people);
        add(
          BudgetCategory.ACTIVITIES,
          day.day,
          { code: 'ACTIVITY', activity: { kind: activity.kind, at: activity.at }, units },
          amount,
          activityRate[activity.kind],
        );
      }
    }
    const subtotal = lines.reduce((s, l) => s + l.amountLkr, 0);
    const percent = this.rate('buffer');
    add(BudgetCategory.BUFFER, null, { code: 'BUFFER', percent }, (subtotal * percent) / 100, 'buffer');
    return lines;
  }

  private priceLeg(leg: LegDraft, day: number, comfort: Comfort, people: number, vehicle: Vehicle, add: AddLine) {
    const route = { from: leg.from, to: leg.to, km: leg.km };
    switch (leg.mode) {
      case TravelMode.CAR:
        add(
          BudgetCategory.TRANSPORT,
          day,
          { code: 'VEHICLE', vehicle, route },
          leg.km * this.rate(vehicleRate[vehicle]),
          vehicleRate[vehicle],
        );
        break;
      case TravelMode.BUS:
        add(
          BudgetCategory.TRANSPORT,
          day,
          { code: 'BUS', people, route },
          people * leg.km * this.rate('transport.bus'),
          'transport.bus',
        );
        break;
      case TravelMode.TUKTUK: {
        // Each tuk-tuk by the fare table: the meter's fare for the ride, never under the table's minimum.
        const count = Math.ceil(people / PER_TUKTUK);
        const fare = tuktukFare(this.data.rates.get('transport.tuktuk')!.fare!, leg.km);
        add(
          BudgetCategory.TRANSPORT,
          day,
          { code: 'TUKTUK', count, route },
          count * fare.countedLkr,
          'transport.tuktuk',
        );
        break;
      }
      case TravelMode.TRAIN: {
        const firstClass = comfort === Comfort.COMFORT;
        const rateId: RateId = firstClass ? 'transport.train.first' : 'transport.train.second';
        add(
          BudgetCategory.TRANSPORT,
          day,
          { code: 'TRAIN', people, firstClass, route },
          people * leg.km * this.rate(rateId),
          rateId,
        );
        if (leg.roadKm > 0)
          add(
            BudgetCategory.TRANSPORT,
            day,
            { code: 'VEHICLE_MEETS', vehicle, route: { from: leg.from, to: leg.to, km: leg.roadKm } },
            leg.roadKm * this.rate(vehicleRate[vehicle]),
            vehicleRate[vehicle],
          );
        break;
      }
    }
  }
}

export function totalsOf(
  lines: readonly { category: BudgetCategory; amountLkr: number }[],
): { category: BudgetCategory; amountLkr: number }[] {
  return Object.values(BudgetCategory).map((category) => ({
    category,
    amountLkr: lines.filter((l) => l.category === category).reduce((s, l) => s + l.amountLkr, 0),
  }));
}
