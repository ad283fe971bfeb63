import { builtInPlanner } from '../../test/geo.js';
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../lib/errors/domain-error.js';
import { HEADINGS, itineraryText } from './writer/itinerary-text.js';
import { writePlan } from './writer/write-plan.js';
import { readInterests } from './engine/notes.js';
import { BudgetCategory, Comfort, Interest, TravelMode, type TripPlan } from './plan.types.js';
import { planTripSchema, type PlanRequest } from './planner.schema.js';

const engine = builtInPlanner();
const { world } = engine;
const request = (input: Record<string, unknown>): PlanRequest =>
  planTripSchema.parse({ people: 2, budget: 500_000, ...input });
const plan = (input: Record<string, unknown>) => writePlan(engine.plan(request(input)));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The three reference trips of issue 6, and a spread of others, for the properties every plan must have. */
const REFERENCE = {
  ella: {
    start: 'Colombo',
    end: 'Ella',
    days: 7,
    people: 4,
    budget: 600_000,
    notes: 'a 7-day family trip to Kandy and Ella with beaches',
  },
  jaffna: {
    start: 'Colombo',
    end: 'Jaffna',
    days: 14,
    people: 2,
    budget: 800_000,
    notes: 'history and culture: ancient cities, temples, forts',
  },
  galle: { start: 'Negombo', end: 'Galle', days: 3, people: 2, budget: 150_000, notes: 'beaches' },
};
const CASES: Record<string, unknown>[] = [
  ...Object.values(REFERENCE),
  { ...REFERENCE.ella, startDate: '2026-07-04' },
  { ...REFERENCE.ella, startDate: '2027-01-09' },
  { start: 'Kandy', end: 'Kandy', days: 1, notes: '' },
  {
    start: 'BIA',
    end: 'Colombo',
    days: 10,
    people: 6,
    notes: 'wildlife, safari and whales, some hiking',
    startDate: '2027-02-01',
  },
  {
    start: 'Colombo',
    end: 'Arugam Bay',
    days: 9,
    people: 3,
    notes: 'surfing and relaxation',
    startDate: '2026-08-15',
    customPlaces: ['Sigiriya Rock Fortress', 'Yala National Park', 'Nowhere Special Xyz'],
  },
  {
    start: 'Trincomalee',
    end: 'Galle',
    days: 12,
    people: 20,
    budget: 5_000,
    notes: 'tea, trains and photography',
    startDate: '2026-09-20',
  },
  { start: 'Colombo', end: 'Jaffna', days: 1, people: 1, notes: 'trains' },
  // Two GeoNames villages off the road graph: From and To reach it by the engine's access roads.
  { start: 'Kotagala', end: 'Hiniduma', days: 4, notes: 'tea and beaches' },
];

function checkProperties(p: TripPlan, input: Record<string, unknown>) {
  const attractions = new Set(world.geo.attractions.map((a) => a.id));
  const places = new Set(world.geo.places.map((a) => a.id));
  expect(p.dayPlans).toHaveLength(input.days as number);
  for (const day of p.dayPlans) {
    // Each day fits its hours: active time within the limit, and the clock agrees.
    expect(day.activeMinutes).toBeLessThanOrEqual(day.limitMinutes);
    const total = day.legs.reduce((s, l) => s + l.minutes, 0) + day.stops.reduce((s, st) => s + st.visitMinutes, 0);
    expect(total).toBeLessThanOrEqual(day.activeMinutes);
    expect(minutes(day.endTime) - minutes(day.startTime)).toBeGreaterThanOrEqual(total);
    // Every stop and base exists in the data.
    for (const stop of day.stops) expect(attractions.has(stop.attractionId), stop.attractionId).toBe(true);
    expect(places.has(day.base.id), day.base.id).toBe(true);
    // Legs and stops are in time order and do not overlap.
    const events = [
      ...day.legs.map((l) => ({ at: minutes(l.depart), end: minutes(l.depart) + l.minutes })),
      ...day.stops.map((s) => ({ at: minutes(s.start), end: minutes(s.start) + s.visitMinutes })),
    ].sort((a, b) => a.at - b.at);
    for (let i = 1; i < events.length; i++) expect(events[i]!.at).toBeGreaterThanOrEqual(events[i - 1]!.end);
    // The day's cost is its budget lines.
    expect(day.costLkr).toBe(p.budget.lines.filter((l) => l.day === day.day).reduce((s, l) => s + l.amountLkr, 0));
  }
  // No attraction twice.
  const visits = p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId));
  expect(new Set(visits).size).toBe(visits.length);
  // Budget lines add up to the totals.
  for (const total of p.budget.totals)
    expect(total.amountLkr).toBe(
      p.budget.lines.filter((l) => l.category === total.category).reduce((s, l) => s + l.amountLkr, 0),
    );
  expect(p.budget.totalLkr).toBe(p.budget.lines.reduce((s, l) => s + l.amountLkr, 0));
  expect(p.budget.totalLkr).toBe(p.budget.totals.reduce((s, t) => s + t.amountLkr, 0));
  expect(p.budget.options.find((o) => o.comfort === p.budget.comfort)?.totalLkr).toBe(p.budget.totalLkr);
  expect(p.budget.minimumTotalLkr).toBe(p.budget.options.find((o) => o.comfort === Comfort.BUDGET)?.totalLkr);
  // Nights: one per day but the last, at the bases.
  expect(p.bases.reduce((s, b) => s + b.nights, 0)).toBe((input.days as number) - 1);
  // Every place picked, named in the notes or added as a stop is visited or explained; the picked ones in their order.
  const custom = (input.customPlaces as string[] | undefined) ?? [];
  expect(p.customPlaces.filter((c) => c.requestedBy === 'PICKED').map((c) => c.requested)).toEqual(custom);
  for (const c of p.customPlaces) {
    if (c.included) expect(c.day).not.toBeNull();
    else {
      expect(c.reason.length).toBeGreaterThan(20);
      expect(p.notices.some((n) => n.startsWith(c.requested))).toBe(true);
    }
  }
  // Tips of every kind a traveller needs.
  for (const category of ['SEASON', 'TRANSPORT', 'ETIQUETTE', 'MONEY', 'HEALTH', 'SAFETY'])
    expect(
      p.tips.some((t) => t.category === category),
      category,
    ).toBe(true);
  for (const place of p.places) expect(place.reason).not.toBe('');
}

describe('the built-in planner', () => {
  it.each(
    CASES.map((c) => [
      `${String(c.start)} to ${String(c.end)}, ${String(c.days)} days${c.startDate ? ` from ${String(c.startDate)}` : ''}`,
      c,
    ]),
  )('%s: every property holds', (_name, input) => {
    checkProperties(plan(input), input);
  });

  it('answers any pair of places, any length and party, with days that fit or a clear error (seeded sample)', () => {
    const places = world.geo.places;
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const notes = [
      '',
      'beaches',
      'history and temples',
      'family, wildlife',
      'surfing and food',
      'tea trains photography hiking',
      'relax',
    ];
    let planned = 0;
    for (let i = 0; i < 200; i++) {
      const input = {
        start: pick(places).name,
        end: pick(places).name,
        days: 1 + Math.floor(random() * 30),
        people: 1 + Math.floor(random() * 20),
        budget: 1000 + Math.floor(random() * 2_000_000),
        notes: pick(notes),
        startDate: random() < 0.5 ? `2027-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}` : null,
      };
      let p: TripPlan;
      try {
        p = plan(input);
      } catch (error) {
        // Only a trip too short for its distance may be refused, and it says how many days it needs.
        expect(
          isDomainError(error) && error.code === 'PLAN_TOO_FEW_DAYS',
          `${JSON.stringify(input)}: ${String(error)}`,
        ).toBe(true);
        continue;
      }
      planned++;
      for (const day of p.dayPlans)
        expect(day.activeMinutes, `${JSON.stringify(input)} day ${day.day}`).toBeLessThanOrEqual(day.limitMinutes);
    }
    expect(planned).toBeGreaterThan(180);
  });

  it('gives the same plan for the same request', () => {
    for (const input of CASES) expect(JSON.stringify(plan(input))).toBe(JSON.stringify(plan(input)));
  });

  it('never costs less for more people or more days, at any comfort level', () => {
    for (const base of [
      REFERENCE.ella,
      REFERENCE.galle,
      { start: 'Kandy', end: 'Galle', days: 5, notes: 'tea and beaches', startDate: '2027-02-10' },
    ]) {
      const total = (people: number, days: number) =>
        Object.fromEntries(plan({ ...base, people, days }).budget.options.map((o) => [o.comfort, o.totalLkr]));
      for (const [people, days] of [
        [2, base.days],
        [3, base.days],
        [2, base.days + 1],
      ] as const) {
        const before = total(people, days);
        const morePeople = total(people + 1, days);
        const moreDays = total(people, days + 1);
        for (const comfort of Object.values(Comfort)) {
          expect(morePeople[comfort], `${base.start}-${base.end} ${comfort} +1 person`).toBeGreaterThanOrEqual(
            before[comfort]!,
          );
          expect(moreDays[comfort], `${base.start}-${base.end} ${comfort} +1 day`).toBeGreaterThanOrEqual(
            before[comfort]!,
          );
        }
      }
    }
  });

  it('plans the spec’s example as a family trip through Kandy and Ella with beach time and the Main Line train', () => {
    const p = plan(REFERENCE.ella);
    expect(p.interests).toEqual(expect.arrayContaining([Interest.FAMILY, Interest.BEACHES]));
    const bases = p.bases.map((b) => b.place.id);
    expect(bases).toEqual(expect.arrayContaining(['kandy', 'ella']));
    expect(bases.indexOf('kandy')).toBeLessThan(bases.indexOf('ella'));
    // The towns the traveller named get a full day each.
    for (const town of ['kandy', 'ella'])
      expect(p.bases.find((b) => b.place.id === town)!.nights, town).toBeGreaterThanOrEqual(2);
    expect(p.dayPlans.some((d) => d.stops.some((s) => s.category === 'beach'))).toBe(true);
    const train = p.dayPlans.flatMap((d) => d.legs).find((l) => l.mode === TravelMode.TRAIN && l.from === 'Kandy');
    expect(train?.to).toBe('Ella');
    expect(train?.via).toContain('Main Line');
    // A family day is gentler than the standard one.
    expect(p.dayPlans[0]!.limitMinutes).toBeLessThan(600);
    expect(p.dayPlans.at(-1)!.base.id).toBe('ella');
  });

  it('plans Colombo to Jaffna for history through the ancient cities, ending in Jaffna', () => {
    const p = plan(REFERENCE.jaffna);
    const visited = new Set(p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId)));
    for (const site of [
      'sigiriya-rock-fortress',
      'polonnaruwa-ancient-city',
      'anuradhapura-sacred-city',
      'temple-of-the-sacred-tooth-relic',
    ])
      expect(visited.has(site), site).toBe(true);
    expect(p.bases.at(-1)!.place.id).toBe('jaffna');
    // History first: beaches only when a must-see.
    const beaches = p.dayPlans.flatMap((d) => d.stops).filter((s) => s.category === 'beach');
    expect(beaches.length).toBeLessThanOrEqual(1);
  });

  it('plans Negombo to Galle for beaches with a beach every day', () => {
    const p = plan(REFERENCE.galle);
    for (const day of p.dayPlans)
      expect(
        day.stops.some((s) => s.category === 'beach'),
        `day ${day.day}`,
      ).toBe(true);
    expect(p.dayPlans.at(-1)!.base.id).toBe('galle');
  });

  it('follows the monsoon: beaches on the coast that is dry that month', () => {
    const coastOf = (p: TripPlan) =>
      p.dayPlans
        .flatMap((d) => d.stops)
        .filter((s) => s.category === 'beach')
        .map((s) => (s.lng > 81.2 ? 'east' : 'west-south'));
    const summer = plan({
      start: 'Colombo',
      end: 'Colombo',
      days: 8,
      notes: 'beaches and relaxation',
      startDate: '2026-06-05',
    });
    const winter = plan({
      start: 'Colombo',
      end: 'Colombo',
      days: 8,
      notes: 'beaches and relaxation',
      startDate: '2027-01-10',
    });
    expect(coastOf(summer)).toContain('east');
    expect(coastOf(winter).length).toBeGreaterThan(0);
    expect(coastOf(winter).every((c) => c === 'west-south')).toBe(true);
    expect(summer.tips.some((t) => t.category === 'SEASON' && /June/.test(t.text))).toBe(true);
  });

  it('names national park closures in the tips and leaves a closed park out', () => {
    const p = plan({
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 5,
      notes: 'wildlife and safari',
      startDate: '2026-09-10',
      customPlaces: ['Yala National Park'],
    });
    expect(p.dayPlans.flatMap((d) => d.stops).some((s) => s.attractionId === 'yala-national-park')).toBe(false);
    expect(p.customPlaces[0]).toMatchObject({ matched: 'Yala National Park', included: false });
    expect(p.customPlaces[0]!.reason).toMatch(/closed/);
    expect(p.tips.some((t) => /Yala/.test(t.text) && /closed/.test(t.text))).toBe(true);
  });

  it('includes custom places that fit and explains those that do not', () => {
    const p = plan({
      start: 'Colombo',
      end: 'Kandy',
      days: 3,
      customPlaces: ['Pinnawala Elephant Orphanage', 'Jaffna Fort', 'Qwertyuiop'],
    });
    const [near, far, unknown] = p.customPlaces;
    expect(near).toMatchObject({ included: true });
    expect(far).toMatchObject({ included: false, matched: 'Jaffna Fort' });
    expect(far!.reason).toMatch(/from/);
    expect(unknown).toMatchObject({ included: false, matched: null });
    expect(unknown!.reason).toMatch(/could not find/);
  });

  it('picks the most comfortable level the budget covers, and says plainly when it covers none', () => {
    const generous = plan({ ...REFERENCE.galle, budget: 10_000_000 });
    expect(generous.budget).toMatchObject({ comfort: Comfort.COMFORT, withinBudget: true });
    const tight = plan({ ...REFERENCE.galle, budget: 1_000 });
    expect(tight.budget).toMatchObject({ comfort: Comfort.BUDGET, withinBudget: false });
    expect(tight.budget.summary).toMatch(/does not cover/);
    expect(tight.budget.summary).toContain(`LKR ${tight.budget.minimumTotalLkr.toLocaleString('en-US')}`);
    expect(tight.summary).toContain(tight.budget.summary);
    const middle = plan({
      ...REFERENCE.galle,
      budget: generous.budget.options.find((o) => o.comfort === Comfort.MIDRANGE)!.totalLkr,
    });
    expect(middle.budget.comfort).toBe(Comfort.MIDRANGE);
    // Tickets are the foreign adult's price from the fee table (fees.json, with its source), for the whole party.
    const sigiriya = plan({
      start: 'Dambulla',
      end: 'Dambulla',
      days: 2,
      people: 3,
      notes: 'history',
      customPlaces: ['Sigiriya Rock Fortress'],
    });
    const ticket = sigiriya.budget.lines.find(
      (l) => l.category === BudgetCategory.TICKETS && l.label.startsWith('Sigiriya Rock Fortress'),
    );
    const usd = sigiriya.budget.exchangeRates.find((r) => r.currency === 'USD')!.lkrPerUnit;
    const foreign = world.data.fees.get('sigiriya-rock-fortress')!.prices.FOREIGN;
    expect(foreign.currency).toBe('USD');
    expect(ticket?.amountLkr).toBe(3 * Math.round(foreign.adult! * usd));
  });

  it('answers the spec’s message for an unknown place and a clear one for too few days', () => {
    const failure = (input: Record<string, unknown>) => {
      try {
        plan(input);
      } catch (error) {
        if (isDomainError(error)) return { message: error.message, field: error.details.field };
      }
      return null;
    };
    expect(failure({ start: 'Atlantis', end: 'Ella', days: 3 })).toEqual({
      message: 'Could not find location: Atlantis',
      field: 'start',
    });
    expect(failure({ start: 'Colombo', end: 'Qqqqzzzz', days: 3 })).toEqual({
      message: 'Could not find location: Qqqqzzzz',
      field: 'end',
    });
    const short = failure({ start: 'Point Pedro', end: 'Tangalle', days: 1 });
    expect(short?.field).toBe('days');
    expect(short?.message).toMatch(/too short.*Allow at least 2 days/);
  });

  it('reads interests from the notes, ignoring negated ones', () => {
    expect(readInterests('a 7-day family trip to Kandy and Ella with beaches')).toEqual(['beaches', 'family']);
    expect(readInterests('Temples and safaris, no hiking, not into surfing; we love the train and sunsets')).toEqual([
      'wildlife',
      'history',
      'trains',
      'photography',
    ]);
    expect(readInterests('The rainy season is fine for us')).toEqual([]);
  });

  it('writes the text under the spec’s five headings, with the plan as JSON under the second', () => {
    const p = plan(REFERENCE.galle);
    const text = itineraryText(p);
    const positions = Object.values(HEADINGS).map((h) => text.indexOf(h));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const json = text.slice(positions[1]! + HEADINGS.json.length, positions[2]).trim();
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(p)));
  });
});
