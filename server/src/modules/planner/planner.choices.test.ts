import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { builtInPlanner } from '../../test/geo.js';
import { isDomainError } from '../../lib/errors/domain-error.js';
import { parseInput } from '../../lib/errors/validation.js';
import type { TripPlan } from './plan.types.js';
import { planTripSchema } from './planner.schema.js';
import { writePlan } from './writer/write-plan.js';

const engine = builtInPlanner();
const plan = (input: Record<string, unknown>): TripPlan =>
  writePlan(engine.plan(parseInput(planTripSchema, { people: 2, budget: 900_000, notes: '', ...input })));
const refusal = (input: Record<string, unknown>) => {
  try {
    plan(input);
  } catch (error) {
    if (isDomainError(error)) return { message: error.message, field: error.details.field };
    throw error;
  }
  throw new Error('planned');
};
const ticketsOf = (p: TripPlan, attraction: string) =>
  p.budget.lines.filter((l) => l.category === 'TICKETS' && l.label.startsWith(attraction));
const dayOf = (p: TripPlan, attractionId: string) =>
  p.dayPlans.find((d) => d.stops.some((s) => s.attractionId === attractionId))?.day ?? null;

describe('the traveller’s own places', () => {
  it('recognises places named in the notes by name, alias or common spelling, and places each on a stated day or says why not', () => {
    const p = plan({
      start: 'Colombo',
      end: 'Colombo',
      days: 10,
      notes: 'We want Yala, the temple of the tooth, Adams Peak and the nine arches bridge',
      startDate: '2027-02-01',
    });
    const named = p.customPlaces.filter((c) => c.requestedBy === 'NOTES');
    expect(named.map((c) => c.matched).sort()).toEqual(
      ['Adam\u2019s Peak', 'Nine Arch Bridge', 'Temple of the Sacred Tooth Relic', 'Yala National Park']
        .map((n) => n.replace('\u2019', "'"))
        .sort(),
    );
    for (const c of named) {
      if (c.included) {
        expect(c.day).not.toBeNull();
        const visited = p.dayPlans[c.day! - 1]!;
        expect(visited.stops.map((s) => s.name).concat(visited.base.name)).toContain(c.matched);
      } else {
        expect(c.reason.length).toBeGreaterThan(20);
        expect(p.notices.some((n) => n.startsWith(c.requested))).toBe(true);
      }
    }
    // Only what the traveller asked for is "on your list".
    const asked = new Set(named.map((c) => c.matched));
    for (const place of p.places)
      if (place.reason.includes('It was on your list.')) expect(asked.has(place.name), place.name).toBe(true);
  });

  it('says a named park is closed in the months of the trip', () => {
    const p = plan({ start: 'Colombo', end: 'Colombo', days: 8, notes: 'safari in Yala', startDate: '2026-09-10' });
    const yala = p.customPlaces.find((c) => c.matched === 'Yala National Park')!;
    expect(yala).toMatchObject({ requestedBy: 'NOTES', included: false, day: null });
    expect(yala.reason).toMatch(/closed/i);
    expect(yala.reason).toMatch(/September/);
  });

  it('says a picked place is too far for the days given', () => {
    const p = plan({ start: 'Galle', end: 'Galle', days: 2, customPlaces: ['Nallur Kandaswamy Temple'] });
    const [nallur] = p.customPlaces;
    expect(nallur).toMatchObject({
      requestedBy: 'PICKED',
      matched: 'Nallur Kandaswamy Temple',
      included: false,
      day: null,
    });
    expect(nallur!.reason).toMatch(/\d+ h|hours|far/i);
  });

  it('names nothing as "on your list" when the traveller picked nothing and named no place', () => {
    const p = plan({ start: 'Colombo', end: 'Ella', days: 6, notes: 'history and hiking' });
    expect(p.customPlaces).toEqual([]);
    expect(p.places.some((place) => place.reason.includes('It was on your list.'))).toBe(false);
    expect(p.places.length).toBeGreaterThan(0);
  });
});

describe('stops', () => {
  it('stays at or passes through every stop, in a plan that still starts and ends where asked', () => {
    const p = plan({ start: 'Colombo', end: 'Ella', days: 8, stops: ['Sigiriya', 'Kandy'] });
    const stops = p.customPlaces.filter((c) => c.requestedBy === 'STOP');
    expect(stops.map((c) => c.requested)).toEqual(['Sigiriya', 'Kandy']);
    for (const s of stops) {
      expect(s.included, s.reason).toBe(true);
      expect(s.day).toBeGreaterThanOrEqual(1);
    }
    expect(p.bases.map((b) => b.place.name)).toEqual(expect.arrayContaining(['Kandy']));
    expect(p.start.name).toBe('Colombo');
    expect(p.dayPlans.at(-1)!.base.name).toBe('Ella');
  });

  it('sleeps at the stops in the order the traveller gave them', () => {
    for (const stops of [
      ['Galle', 'Kandy'],
      ['Kandy', 'Galle'],
    ]) {
      const p = plan({ start: 'Colombo', end: 'Ella', days: 10, stops });
      const order = p.bases.map((b) => b.place.name).filter((name) => stops.includes(name));
      expect(order, stops.join(' then ')).toEqual(stops);
    }
  });

  it('refuses an unknown stop by its position, in the spec’s words, and bad stop lists with clear messages', () => {
    expect(refusal({ start: 'Colombo', end: 'Ella', days: 5, stops: ['Kandy', 'Atlantis'] })).toEqual({
      message: 'Could not find location: Atlantis',
      field: 'stops.1',
    });
    expect(refusal({ start: 'Colombo', end: 'Ella', days: 5, stops: ['Kandy', ' '] })).toEqual({
      message: 'A stop cannot be empty: name a town or remove the stop.',
      field: 'stops.1',
    });
    expect(
      refusal({ start: 'Colombo', end: 'Ella', days: 5, stops: Array.from({ length: 9 }, () => 'Kandy') }),
    ).toEqual({ message: 'At most 8 stops.', field: 'stops' });
    expect(refusal({ start: 'Colombo', end: 'Ella', days: 5, stops: 'Kandy' })).toEqual({
      message: 'Stops must be a list of place names.',
      field: 'stops',
    });
  });
});

describe('entry fees by who travels', () => {
  const route = { start: 'Colombo', end: 'Sigiriya', days: 4, customPlaces: ['Sigiriya Rock Fortress'] };

  it('charges foreign adults the foreign price per person, with the figure’s year, its source and “about” for a weak source', () => {
    const foreign = plan({ ...route, people: 2 });
    expect(dayOf(foreign, 'sigiriya-rock-fortress')).not.toBeNull();
    const [f] = ticketsOf(foreign, 'Sigiriya Rock Fortress');
    expect(f!.priceKnown).toBe(true);
    expect(f!.rateId).toBe('fees.json');
    expect(f!.amountLkr).toBe(2 * 36 * foreign.budget.exchangeRates.find((r) => r.currency === 'USD')!.lkrPerUnit);
    // USD 36 comes from a 2024 travel blog: said as "about", with its year, and the page it was read from.
    expect(f!.label).toMatch(/2 adults × about LKR [\d,]+ \(2024 price\)$/);
    expect(f!.fee).toEqual({
      rowId: 'sigiriya-rock-fortress',
      year: 2024,
      confidence: 'low',
      about: true,
      sourceUrl: 'https://rockscapes.net/sigiriya-lion-rock',
      publisher: 'Rockscapes (travel blog)',
      sourceDate: '2024-03',
    });
    // The 2023 gazette's botanic garden price is not "about".
    const kandy = plan({ start: 'Colombo', end: 'Kandy', days: 3, customPlaces: ['Royal Botanic Gardens Peradeniya'] });
    const [garden] = ticketsOf(kandy, 'Royal Botanic Gardens Peradeniya');
    expect(garden!.label).toMatch(/2 adults × LKR 3,000 \(2023 price\)$/);
    expect(garden!.fee).toMatchObject({
      confidence: 'high',
      about: false,
      year: 2023,
      sourceUrl: 'http://www.adaderana.lk/news.php?nid=90730',
    });
  });

  it('prices children by the group’s age band: the gazette’s under-12 price, and Sri Lankan children free at Central Cultural Fund sites', () => {
    const kandy = { start: 'Colombo', end: 'Kandy', days: 3, customPlaces: ['Royal Botanic Gardens Peradeniya'] };
    const family = plan({ ...kandy, people: 4, traveller: { residency: 'FOREIGN', childAges: [4, 9] } });
    const [line] = ticketsOf(family, 'Royal Botanic Gardens Peradeniya');
    expect(line!.amountLkr).toBe(2 * 3000 + 2 * 1500);
    expect(line!.label).toMatch(/2 adults .*2 children/);
    const teen = plan({ ...kandy, people: 2, traveller: { childAges: [15] } });
    expect(ticketsOf(teen, 'Royal Botanic Gardens Peradeniya')[0]!.amountLkr).toBe(2 * 3000);
    // Since August 2025 Sri Lankan children under 18 enter Sigiriya free; the adult pays the rupee ticket.
    const residents = plan({ ...route, people: 2, traveller: { residency: 'RESIDENT', childAges: [15] } });
    const [sigiriya] = ticketsOf(residents, 'Sigiriya Rock Fortress');
    expect(sigiriya).toMatchObject({ amountLkr: 100, priceKnown: true });
    expect(sigiriya!.label).toMatch(/1 adult .*1 young child free/);
  });

  it('shows a fee it does not know as unknown and flags it, never as LKR 0', () => {
    const saarc = plan({ ...route, traveller: { residency: 'SAARC' } });
    const [line] = ticketsOf(saarc, 'Sigiriya Rock Fortress');
    expect(line).toMatchObject({ priceKnown: false, amountLkr: 0 });
    expect(line!.label).toMatch(/price unknown/);
    expect(saarc.budget.unknownFees).toContain('Sigiriya Rock Fortress');
    expect(
      saarc.notices.some((n) => n.startsWith('Entry fees not known') && n.includes('Sigiriya Rock Fortress')),
    ).toBe(true);
    const stop = saarc.dayPlans.flatMap((d) => d.stops).find((s) => s.attractionId === 'sigiriya-rock-fortress')!;
    expect(stop.ticketPriceKnown).toBe(false);
    // Sri Lankans enter the Temple of the Tooth free: a known zero, not an unknown.
    const kandy = plan({
      start: 'Colombo',
      end: 'Kandy',
      days: 3,
      customPlaces: ['Temple of the Tooth'],
      traveller: { residency: 'RESIDENT' },
    });
    const tooth = kandy.dayPlans
      .flatMap((d) => d.stops)
      .find((s) => s.attractionId === 'temple-of-the-sacred-tooth-relic')!;
    expect(tooth).toMatchObject({ ticketsLkr: 0, ticketPriceKnown: true });
    expect(kandy.budget.unknownFees).not.toContain('Temple of the Sacred Tooth Relic');
  });

  it('counts free sights as free for everyone, and the budget still adds up with unknown fees in it', () => {
    const p = plan({
      start: 'Colombo',
      end: 'Ella',
      days: 7,
      notes: 'Nine Arch Bridge and Sigiriya',
      traveller: { residency: 'RESIDENT', childAges: [3] },
    });
    const bridge = p.dayPlans.flatMap((d) => d.stops).find((s) => s.attractionId === 'nine-arch-bridge');
    if (bridge) expect(bridge).toMatchObject({ ticketsLkr: 0, ticketPriceKnown: true });
    expect(p.budget.totalLkr).toBe(p.budget.lines.reduce((s, l) => s + l.amountLkr, 0));
    for (const stop of p.dayPlans.flatMap((d) => d.stops))
      if (!stop.ticketPriceKnown) expect(p.budget.unknownFees).toContain(stop.name);
  });

  it('prices a wildlife park per person from the wildlife department’s table with VAT added, and the jeep apart, per jeep', () => {
    const p = plan({
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 5,
      people: 3,
      customPlaces: ['Yala National Park'],
      traveller: { residency: 'FOREIGN', childAges: [8] },
    });
    expect(dayOf(p, 'yala-national-park')).not.toBeNull();
    const usd = p.budget.exchangeRates.find((r) => r.currency === 'USD')!.lkrPerUnit;
    const withVat = (dollars: number) => Math.round(dollars * usd * 1.18);
    const [tickets] = ticketsOf(p, 'Yala National Park');
    expect(tickets).toMatchObject({ rateId: 'fees.json', priceKnown: true, amountLkr: 2 * withVat(25) + withVat(15) });
    // An operator's undated page: about, with its year; the service charge per group is not in the per-person price.
    expect(tickets!.label).toMatch(/× about LKR [\d,]+.*\(2024 price\)$/);
    expect(tickets!.fee).toMatchObject({
      rowId: 'yala-national-park',
      about: true,
      sourceUrl: 'https://www.lankatravelcompanion.com/national-parks',
    });
    const jeep = p.budget.lines.filter(
      (l) => l.category === 'ACTIVITIES' && l.rateId === 'activity.safari-jeep' && l.label.includes('Yala'),
    );
    expect(jeep).toHaveLength(1);
    expect(jeep[0]!.label).toMatch(/1 jeep/);
    // SAARC nationals pay their own tier with VAT; the residents' price was not found, so it is unknown, not 0.
    const saarc = plan({
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 5,
      customPlaces: ['Yala National Park'],
      traveller: { residency: 'SAARC' },
    });
    expect(ticketsOf(saarc, 'Yala National Park')[0]).toMatchObject({ amountLkr: 2 * withVat(20), priceKnown: true });
    const residents = plan({
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 5,
      customPlaces: ['Yala National Park'],
      traveller: { residency: 'RESIDENT' },
    });
    expect(ticketsOf(residents, 'Yala National Park')[0]).toMatchObject({ amountLkr: 0, priceKnown: false });
    expect(residents.budget.unknownFees).toContain('Yala National Park');
  });

  it('counts a sight inside a park as covered by the park’s ticket, and a tea factory’s tour once, as the activity', () => {
    const p = plan({ start: 'Colombo', end: 'Ella', days: 6, customPlaces: ["World's End", 'Dambatenne Tea Factory'] });
    const stops = p.dayPlans.flatMap((d) => d.stops);
    const worldsEnd = stops.find((s) => s.attractionId === 'world-s-end');
    if (worldsEnd) expect(worldsEnd).toMatchObject({ ticketsLkr: 0, ticketPriceKnown: true });
    const factory = stops.find((s) => s.attractionId === 'dambatenne-tea-factory');
    expect(factory).toMatchObject({ ticketsLkr: 0, ticketPriceKnown: true });
    expect(p.budget.lines.some((l) => l.category === 'ACTIVITIES' && l.rateId === 'activity.tea-factory')).toBe(true);
  });

  it('refuses a bad traveller profile with a clear message naming the field', () => {
    expect(refusal({ ...route, traveller: { residency: 'MARTIAN' } })).toEqual({
      message: 'Residency must be FOREIGN, SAARC or RESIDENT.',
      field: 'traveller.residency',
    });
    expect(refusal({ ...route, traveller: { childAges: [18] } })).toEqual({
      message: "Each child's age must be a whole number from 0 to 17.",
      field: 'traveller.childAges.0',
    });
    expect(refusal({ ...route, traveller: { childAges: [2.5] } })).toEqual({
      message: "Each child's age must be a whole number from 0 to 17.",
      field: 'traveller.childAges.0',
    });
    expect(refusal({ ...route, people: 2, traveller: { childAges: [4, 9] } })).toEqual({
      message: 'With 2 travellers, at most 1 can be children: at least one adult travels.',
      field: 'traveller.childAges',
    });
    expect(refusal({ ...route, traveller: 'foreign' })).toEqual({
      message: 'Traveller must be an object with residency and childAges.',
      field: 'traveller',
    });
  });
});
