import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo/geo.module.js';
import {
  baseOrder,
  checkInvariants,
  checkSunTimes,
  dayPath,
  minutesOf,
  missingMustSees,
  planFacts,
  world,
} from '../../test/plan-checks.js';
import type { PlanFacts } from './engine/facts.js';
import { MAX_DETOUR } from './engine/days.js';
import { writePlan } from './writer/write-plan.js';

/**
 * Issue 16, item 2: a plan a local guide would sign. Scenarios across seasons, regions and parties, each asserting a
 * property (never a snapshot); every scenario also gets the properties every plan must have.
 */
const COUPLE = { people: 2 };
const FAMILY = { people: 4, notes: 'family holiday with two children, beaches and easy sights' };
const beachStops = (p: PlanFacts) =>
  p.dayPlans.flatMap((d) =>
    d.stops.filter((s) => s.category === 'beach').map((s) => ({ day: d.day, id: s.attractionId })),
  );
const monthOf = (p: PlanFacts, day: number) =>
  new Date(Date.parse(`${p.startDate!}T00:00:00Z`) + (day - 1) * 86_400_000).getUTCMonth() + 1;
const weatherOf = (p: PlanFacts, day: number, id: string) => {
  const area = world.beachArea.get(id);
  return area ? world.data.seasons.months[monthOf(p, day) - 1]!.weather[area] : null;
};
const visits = (p: PlanFacts) => p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId));
const dayOf = (p: PlanFacts, id: string) =>
  p.dayPlans.find((d) => d.stops.some((s) => s.attractionId === id))?.day ?? null;
const nightsAt = (p: PlanFacts, id: string) =>
  p.bases.filter((b) => b.place.id === id).reduce((s, b) => s + b.nights, 0);

type Scenario = { name: string; input: Record<string, unknown>; check: (p: PlanFacts) => void };

/** Beach trips month by month: every beach day on a coast that is not in its rains, on the coast the season favours. */
const BEACH_SEASONS: Scenario[] = [
  ['2027-01-08', 'west-south', COUPLE],
  ['2027-02-12', 'west-south', FAMILY],
  ['2027-03-05', 'west-south', { people: 3, notes: 'surfing and beaches' }],
  ['2026-12-03', 'west-south', COUPLE],
  ['2027-04-02', 'west-south', { people: 2, notes: 'beaches, food and photography' }],
  ['2026-09-01', 'east', FAMILY],
  ['2026-06-10', 'east', FAMILY],
  ['2026-07-04', 'east', COUPLE],
  ['2026-08-01', 'east', { people: 3, notes: 'surfing and beaches' }],
  ['2026-05-20', 'east', COUPLE],
].map(([date, coast, party]) => {
  const input = {
    start: 'CMB',
    end: 'CMB',
    days: 10,
    notes: 'beaches and relaxation',
    startDate: date,
    ...(party as object),
  };
  return {
    name: `${String(date).slice(0, 7)} beach loop from the airport (${String((party as { people: number }).people)} people): beach days on the ${String(coast)} coast`,
    input,
    check: (p: PlanFacts) => {
      const beaches = beachStops(p);
      expect(beaches.length).toBeGreaterThanOrEqual(3);
      for (const b of beaches) expect(weatherOf(p, b.day, b.id), `${b.id} day ${b.day}`).not.toBe('wet');
      const east = beaches.filter((b) => world.attractionById.get(b.id)!.lng > 81.2).length;
      if (coast === 'east') expect(east, 'beach days on the east coast').toBeGreaterThan(beaches.length / 2);
      else expect(east, 'beach days on the east coast').toBe(0);
    },
  };
});

const SCENARIOS: Scenario[] = [
  ...BEACH_SEASONS,
  {
    name: 'September wildlife trip to the south-east: Yala closed, said so, with the parks open instead',
    input: {
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 6,
      notes: 'wildlife safari',
      startDate: '2026-09-10',
      customPlaces: ['Yala National Park'],
    },
    check: (p) => {
      expect(visits(p)).not.toContain('yala-national-park');
      const yala = p.customPlaces[0]!;
      expect(yala.outcome.code).toBe('CLOSED_IN_MONTHS');
      if (yala.outcome.code === 'CLOSED_IN_MONTHS')
        expect(yala.outcome.inSeason.map((x) => x.name)).toEqual(expect.arrayContaining(['Bundala National Park']));
      expect(visits(p).some((id) => id === 'bundala-national-park' || id === 'udawalawe-national-park')).toBe(true);
      expect(writePlan(p).customPlaces[0]!.reason).toMatch(/closed.*Open or in season then: .*(Bundala|Udawalawe)/s);
    },
  },
  {
    name: 'February wildlife trip to the south-east: Yala open and visited',
    input: {
      start: 'Colombo',
      end: 'Tissamaharama',
      days: 5,
      notes: 'wildlife',
      startDate: '2027-02-10',
      customPlaces: ['Yala'],
    },
    check: (p) => expect(p.customPlaces[0]).toMatchObject({ included: true, outcome: { code: 'VISITED' } }),
  },
  {
    name: 'January whale watching from Mirissa: on the plan, boats at dawn',
    input: {
      start: 'Colombo',
      end: 'Mirissa',
      days: 5,
      ...COUPLE,
      notes: 'whales and beaches',
      startDate: '2027-01-15',
      customPlaces: ['Mirissa Whale Watching'],
    },
    check: (p) => {
      const day = dayOf(p, 'mirissa-whale-watching');
      expect(day).not.toBeNull();
      const stop = p.dayPlans[day! - 1]!.stops[0]!;
      expect(stop.attractionId).toBe('mirissa-whale-watching');
      expect(minutesOf(stop.start)).toBeLessThan(8 * 60);
    },
  },
  {
    name: 'July whale watching from Mirissa: out of season, and Trincomalee offered instead',
    input: {
      start: 'Colombo',
      end: 'Mirissa',
      days: 5,
      notes: 'whales',
      startDate: '2026-07-15',
      customPlaces: ['Mirissa Whale Watching'],
    },
    check: (p) => {
      expect(visits(p)).not.toContain('mirissa-whale-watching');
      expect(writePlan(p).customPlaces[0]!.reason).toMatch(/Trincomalee/);
    },
  },
  {
    name: 'November whale watching from Mirissa: the season has begun, boats at dawn',
    input: {
      start: 'Galle',
      end: 'Mirissa',
      days: 3,
      notes: 'whales',
      startDate: '2026-11-20',
      customPlaces: ['Mirissa Whale Watching'],
    },
    check: (p) => {
      const day = dayOf(p, 'mirissa-whale-watching');
      expect(day).not.toBeNull();
      expect(p.dayPlans[day! - 1]!.stops[0]!.notes.map((n) => n.code)).toContain('WHALES');
    },
  },
  {
    name: 'the elephant gathering asked for in March: visited, and the plan says its season is July to October',
    input: {
      start: 'Sigiriya',
      end: 'Polonnaruwa',
      days: 3,
      notes: 'wildlife',
      startDate: '2027-03-05',
      customPlaces: ['Minneriya National Park'],
    },
    check: (p) => {
      const day = dayOf(p, 'minneriya-national-park');
      expect(day).not.toBeNull();
      const text = writePlan(p).dayPlans[day! - 1]!.stops.find(
        (s) => s.attractionId === 'minneriya-national-park',
      )!.note;
      expect(text).toMatch(/outside the best season.*July to October/);
    },
  },
  {
    name: 'a loop through Kandy for culture: the Temple of the Tooth is in it',
    input: {
      start: 'Colombo',
      end: 'Colombo',
      days: 7,
      notes: 'temples, culture and tea',
      startDate: '2026-03-01',
      customPlaces: ['Kandy'],
    },
    check: (p) => expect(visits(p)).toContain('temple-of-the-sacred-tooth-relic'),
  },
  {
    name: 'the Cultural Triangle for history: Sigiriya and Dambulla',
    input: {
      start: 'CMB',
      end: 'Kandy',
      days: 6,
      notes: 'history, ancient cities',
      startDate: '2026-08-03',
      customPlaces: ['Sigiriya'],
    },
    check: (p) => expect(visits(p)).toEqual(expect.arrayContaining(['sigiriya-rock-fortress', 'dambulla-cave-temple'])),
  },
  {
    name: 'Ella for hikers: Nine Arch Bridge, and Little Adam’s Peak at sunrise',
    input: {
      start: 'Kandy',
      end: 'Ella',
      days: 4,
      notes: 'hiking and photography',
      startDate: '2027-02-02',
      customPlaces: ['Ella'],
    },
    check: (p) => {
      expect(visits(p)).toEqual(expect.arrayContaining(['nine-arch-bridge', 'little-adam-s-peak']));
      expect(checkSunTimes(p, 'ella')).toBeGreaterThanOrEqual(1);
    },
  },
  {
    name: 'Galle for a couple: Galle Fort, ending on the ramparts at sunset',
    input: { start: 'Colombo', end: 'Galle', days: 3, notes: 'history and food', startDate: '2026-12-10' },
    check: (p) => {
      const day = dayOf(p, 'galle-fort');
      expect(day).not.toBeNull();
      const stop = p.dayPlans[day! - 1]!.stops.find((s) => s.attractionId === 'galle-fort')!;
      const sunset = stop.notes.find((n) => n.code === 'SUNSET');
      expect(sunset && sunset.code === 'SUNSET' ? sunset.at : 0).toBeGreaterThan(17 * 60 + 45);
    },
  },
  {
    name: 'a sunrise climb of Pidurangala: the day starts before dawn',
    input: {
      start: 'Dambulla',
      end: 'Sigiriya',
      days: 3,
      notes: 'hiking',
      startDate: '2026-07-20',
      customPlaces: ['Pidurangala Rock'],
    },
    check: (p) => {
      const day = dayOf(p, 'pidurangala-rock');
      expect(day).not.toBeNull();
      expect(minutesOf(p.dayPlans[day! - 1]!.startTime)).toBeLessThan(6 * 60);
    },
  },
  {
    name: 'arriving at CMB for the hills: the first night near the airport',
    input: { start: 'CMB', end: 'Ella', days: 8, notes: 'tea, trains and hiking', startDate: '2027-01-20' },
    check: (p) => {
      const first = world.placeById.get(p.bases[0]!.place.id)!;
      expect(haversineKm(first.lat, first.lng, 7.1808, 79.8841)).toBeLessThan(15);
    },
  },
  {
    name: 'a loop back to CMB: the last night near the airport',
    input: { start: 'Kandy', end: 'CMB', days: 6, notes: 'history', startDate: '2027-03-01' },
    check: (p) => {
      const last = world.placeById.get(p.bases.at(-1)!.place.id)!;
      expect(haversineKm(last.lat, last.lng, 7.1808, 79.8841)).toBeLessThan(15);
    },
  },
  {
    name: 'arriving at CMB for Colombo itself: no night in Negombo first',
    input: {
      start: 'CMB',
      end: 'Galle',
      days: 4,
      notes: 'food and history',
      startDate: '2027-01-05',
      customPlaces: ['Colombo'],
    },
    check: (p) => expect(p.bases[0]!.place.id).not.toBe('negombo'),
  },
  {
    name: 'a June family wanting beaches: at most one night in Colombo',
    input: { start: 'Colombo', end: 'Colombo', days: 10, ...FAMILY, startDate: '2026-06-10' },
    check: (p) => expect(nightsAt(p, 'colombo')).toBeLessThanOrEqual(1),
  },
  {
    name: 'a culture loop from the airport: Colombo no more than a night',
    input: {
      start: 'CMB',
      end: 'CMB',
      days: 10,
      notes: 'culture, history, tea, wildlife, beaches',
      startDate: '2027-01-12',
    },
    check: (p) => expect(nightsAt(p, 'colombo')).toBeLessThanOrEqual(1),
  },
  {
    name: 'food lovers who name Colombo: it may keep them longer',
    input: {
      start: 'Colombo',
      end: 'Colombo',
      days: 5,
      notes: 'street food and restaurants',
      customPlaces: ['Colombo'],
    },
    check: (p) => expect(p.bases.some((b) => b.place.id === 'colombo') || p.start.id === 'colombo').toBe(true),
  },
  {
    name: 'a two-week history tour to Jaffna: no base twice, bases in order',
    input: { start: 'Colombo', end: 'Jaffna', days: 14, notes: 'history and culture', startDate: '2026-07-01' },
    check: (p) => expect(p.dayPlans.at(-1)!.base.id).toBe('jaffna'),
  },
  {
    name: 'an east-coast surf trip in August: Arugam Bay',
    input: {
      start: 'Colombo',
      end: 'Arugam Bay',
      days: 9,
      people: 3,
      notes: 'surfing and relaxation',
      startDate: '2026-08-15',
    },
    check: (p) => expect(beachStops(p).some((b) => b.id === 'arugam-bay-beach')).toBe(true),
  },
  {
    name: 'a solo traveller on a budget from Kandy to Galle in March by public transport',
    input: {
      start: 'Kandy',
      end: 'Galle',
      days: 5,
      people: 1,
      budget: 40_000,
      notes: 'trains and beaches',
      startDate: '2027-03-10',
    },
    check: (p) => expect(p.dayPlans.flatMap((d) => d.legs).some((l) => l.mode === 'CAR')).toBe(false),
  },
  {
    name: 'a place asked for that fits: no day left empty while it is refused',
    input: {
      start: 'Colombo',
      end: 'Kandy',
      days: 4,
      notes: 'relaxation',
      customPlaces: ['Pinnawala Elephant Orphanage', 'Royal Botanic Gardens Peradeniya'],
    },
    check: (p) => {
      for (const c of p.customPlaces) if (c.matched) expect(c.included, c.requested).toBe(true);
    },
  },
  {
    name: 'a group of twelve in the hills in October: within the days asked for and a budget that adds up',
    input: {
      start: 'Nuwara Eliya',
      end: 'Colombo',
      days: 6,
      people: 12,
      budget: 3_000_000,
      notes: 'tea and hiking',
      startDate: '2026-10-05',
    },
    check: (p) => expect(p.dayPlans).toHaveLength(6),
  },
  {
    name: 'a week in the north in July: Jaffna’s temple',
    input: { start: 'Anuradhapura', end: 'Jaffna', days: 5, notes: 'history and food', startDate: '2026-07-10' },
    check: (p) => expect(visits(p)).toContain('nallur-kandaswamy-temple'),
  },
  {
    name: 'no dates: sun times said to be about',
    input: { start: 'Kandy', end: 'Ella', days: 4, notes: 'hiking' },
    check: (p) => {
      for (const n of p.dayPlans.flatMap((d) => d.stops.flatMap((s) => s.notes)))
        if (n.code === 'SUNRISE' || n.code === 'SUNSET') expect(n.dated).toBe(false);
    },
  },
  {
    name: 'a family from CMB to Yala in March: the park on the plan',
    input: {
      start: 'CMB',
      end: 'Tissamaharama',
      days: 7,
      ...FAMILY,
      notes: 'family, wildlife and beaches',
      startDate: '2027-03-15',
    },
    check: (p) => expect(visits(p)).toContain('yala-national-park'),
  },
];

describe('a plan a local guide would sign (issue 16)', () => {
  it('has at least 30 scenarios', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(30));

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const p = planFacts(s.input);
    s.check(p);
    // And what every plan must have.
    checkInvariants(p, s.input);
    checkSunTimes(p, s.name);
    expect(missingMustSees(p)).toEqual([]);
    const order = baseOrder(p);
    expect(order.km, 'road between bases against the best order').toBeLessThanOrEqual(1.2 * order.bestKm + 1e-6);
    for (const d of p.dayPlans) {
      const path = dayPath(d);
      if (!path) continue;
      expect(path.km, `day ${d.day}: the stops in a sensible order`).toBeLessThanOrEqual(1.2 * path.bestKm + 1e-6);
      const wanted = d.stops.some((x) => x.notes.some((n) => n.code === 'ON_YOUR_LIST'));
      if (d.kind === 'transfer' && !wanted)
        expect(path.km, `day ${d.day}: no out-and-back detour`).toBeLessThanOrEqual(MAX_DETOUR * path.directKm + 1e-6);
    }
  });
});
