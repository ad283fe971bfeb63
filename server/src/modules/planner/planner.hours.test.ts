import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attraction, engine, hoursProblems, minutesOf, planOrRefused, request, world } from '../../test/plan-checks.js';
import { COOL, isCool, mayBePoya } from './engine/hours.js';
import type { PlanFacts } from './engine/facts.js';

/**
 * Issue 28, item 4: a day a local guide would sign. Over a seeded sample of trips (towns, lengths, interests, dates):
 * every visit inside its sight's opening hours and on a day it opens, climbs and walks in the sun in the cool hours,
 * no wait over 90 minutes between arriving and a visit (lunch aside), no day with sights ending after 21:00, and the
 * published poya days among the days the engine treats as possible poya days.
 */
const towns = world.geo.places.filter((p) => p.kind === 'town').map((p) => p.name);
const words = [
  'beaches',
  'wildlife',
  'history',
  'hiking',
  'tea',
  'surfing',
  'food',
  'family',
  'relaxation',
  'trains',
  'photography',
];
const tripArb = fc.record({
  start: fc.constantFrom(...towns, 'Colombo', 'Kandy', 'CMB'),
  end: fc.constantFrom(...towns, 'Colombo', 'Galle', 'Sigiriya'),
  days: fc.integer({ min: 2, max: 14 }),
  people: fc.integer({ min: 1, max: 6 }),
  budget: fc.integer({ min: 50_000, max: 3_000_000 }),
  notes: fc.subarray(words, { minLength: 1, maxLength: 3 }).map((w) => w.join(', ')),
  startDate: fc.option(
    fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { nil: undefined },
  ),
});

/** Plans for a sample of trips; the too-short ones are refused with the usual error and skipped. */
function plans(runs: number, check: (p: PlanFacts, label: string) => void): number {
  let planned = 0;
  fc.assert(
    fc.property(tripArb, (input) => {
      const p = planOrRefused(input);
      if (!p) return;
      planned++;
      check(p, JSON.stringify(input));
    }),
    { seed: 28, numRuns: runs },
  );
  return planned;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('a day a local guide would sign (200 seeded trips)', () => {
  it('visits every sight in its opening hours, on a day it opens, and climbs in the cool hours', () => {
    let visits = 0;
    let exposed = 0;
    const planned = plans(200, (p, label) => {
      for (const d of p.dayPlans) {
        for (const s of d.stops) {
          // Sights timed to the sunrise or the sunset (sun.json) keep the sun's time, not the gate's.
          if (world.data.sun.has(s.attractionId)) continue;
          const a = attraction(s.attractionId);
          const h = world.hours.of(a);
          const start = minutesOf(s.start);
          const end = start + s.visitMinutes;
          const where = `${label} day ${d.day}: ${s.name} ${s.start}-${hhmm(end)}`;
          visits++;
          expect(start, `${where} opens ${hhmm(h.open)}`).toBeGreaterThanOrEqual(h.open);
          expect(start, `${where} last entry ${hhmm(h.lastEntry)}`).toBeLessThanOrEqual(h.lastEntry);
          expect(end, `${where} closes ${hhmm(h.close)}`).toBeLessThanOrEqual(h.close);
          if (d.date) {
            const weekday = new Date(`${d.date}T00:00:00Z`).getUTCDay();
            if (h.weekendsAndPoyaOnly)
              expect([0, 6], `${where} on ${d.date}: weekends and poya days only`).toContain(weekday);
            else expect(h.days.has(weekday), `${where} on ${d.date}: closed that weekday`).toBe(true);
            if (h.closedOnPoya) expect(mayBePoya(d.date), `${where} on ${d.date}: closed on poya days`).toBe(false);
          }
          if (h.exposure) {
            exposed++;
            expect(isCool(h.exposure, start, end), `${where}: a ${h.exposure} in the midday heat`).toBe(true);
            // The rule itself, as a traveller reads it: not starting between 09:00 and the afternoon unless by first light.
            if (start > COOL.firstLightBy && start < COOL.afternoonFrom[h.exposure])
              expect(start <= COOL.morningStartBy && end <= COOL.morningEndBy, where).toBe(true);
          }
        }
      }
    });
    expect(planned).toBeGreaterThan(120);
    expect(visits).toBeGreaterThan(500);
    expect(exposed).toBeGreaterThan(50);
  }, 180_000);

  it('leaves no wait over 90 minutes between arriving and a visit, and ends every day with sights by 21:00', () => {
    plans(200, (p, label) => {
      for (const d of p.dayPlans) {
        // Each leg's arrival, then what follows it; lunch (an hour about half past twelve) is not idle.
        expect(
          hoursProblems(d).filter((x) => x.startsWith('waits') || x.startsWith('ends')),
          `${label} day ${d.day}`,
        ).toEqual([]);
      }
    });
  }, 180_000);

  it('plans Sigiriya in the cool of the morning and never into its closing', () => {
    for (const startDate of ['2027-02-03', '2027-06-10', undefined]) {
      const p = engine.plan(
        request({ start: 'Kandy', end: 'Sigiriya', days: 4, people: 2, budget: 900_000, notes: 'history', startDate }),
      );
      const visit = p.dayPlans.flatMap((d) => d.stops).find((s) => s.attractionId === 'sigiriya-rock-fortress');
      expect(visit, String(startDate)).toBeDefined();
      const start = minutesOf(visit!.start);
      expect(start + visit!.visitMinutes).toBeLessThanOrEqual(17 * 60 + 30);
      expect(start <= COOL.morningStartBy || start >= COOL.afternoonFrom.climb).toBe(true);
    }
  });

  it('takes the bungalow open only at weekends and on poya days on a weekend day', () => {
    // Haputale's Adisham Bungalow: open Saturdays, Sundays and poya days (hours.json, with its source).
    const h = world.hours.of(attraction('adisham-bungalow'));
    expect(h.weekendsAndPoyaOnly).toBe(true);
    let seen = 0;
    for (let offset = 0; offset < 14; offset++) {
      const startDate = new Date(Date.UTC(2027, 2, 1 + offset)).toISOString().slice(0, 10);
      const p = engine.plan(
        request({
          start: 'Ella',
          end: 'Haputale',
          days: 3,
          people: 2,
          budget: 900_000,
          notes: '',
          customPlaces: ['Adisham Bungalow'],
          startDate,
        }),
      );
      for (const d of p.dayPlans) {
        if (!d.stops.some((s) => s.attractionId === 'adisham-bungalow')) continue;
        seen++;
        expect([0, 6], `${startDate} day ${d.day} (${d.date})`).toContain(new Date(`${d.date}T00:00:00Z`).getUTCDay());
      }
    }
    // On most of these three-day trips a weekend day falls in the trip, and the bungalow is on it.
    expect(seen).toBeGreaterThan(4);
  });
});

describe('poya days', () => {
  // Published full-moon poya holidays: a 2007 public holiday list (https://buddhistravel.com/index.php?id=102,437,0,0,1,0),
  // 2015 (https://holidaystracker.com/calendar/sri-lankan-poya-day-holiday-2015/), the 2016 bank holiday calendar
  // (http://allfreethemesdownload.blogspot.com/2015/07/sri-lanka-bank-holidays-public-holidays.html) and two 2026
  // lists that differ by a day in January and March (https://resortglenmyu.com/tag/poya-days/,
  // https://nexttravelsrilanka.com/important-days-in-sri-lanka-in-2026), all read 2026-01.
  const published = [
    '2007-02-01',
    '2007-03-03',
    '2007-04-02',
    '2007-05-01',
    '2007-05-31',
    '2007-06-30',
    '2007-07-29',
    '2007-08-28',
    '2007-09-26',
    '2007-10-25',
    '2007-11-24',
    '2007-12-23',
    '2015-01-04',
    '2015-02-03',
    '2015-03-05',
    '2015-04-03',
    '2015-05-03',
    '2015-06-02',
    '2015-07-01',
    '2015-07-31',
    '2015-08-29',
    '2015-09-27',
    '2015-10-27',
    '2015-11-25',
    '2015-12-24',
    '2016-01-23',
    '2016-02-22',
    '2016-03-22',
    '2016-04-21',
    '2016-05-21',
    '2016-06-19',
    '2016-07-19',
    '2016-08-17',
    '2016-09-16',
    '2016-10-15',
    '2016-11-14',
    '2016-12-13',
    '2026-01-02',
    '2026-01-03',
    '2026-02-01',
    '2026-03-02',
    '2026-03-03',
    '2026-04-01',
    '2026-05-01',
    '2026-05-30',
    '2026-06-29',
    '2026-07-29',
    '2026-08-27',
    '2026-09-26',
  ];

  it('counts every published poya day as a possible poya day', () => {
    for (const date of published) expect(mayBePoya(date), date).toBe(true);
  });

  it('counts about two days in a lunar month, not every day', () => {
    let days = 0;
    for (let i = 0; i < 365; i++) if (mayBePoya(new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))) days++;
    // 12 or 13 full moons a year, two days each.
    expect(days).toBeGreaterThanOrEqual(24);
    expect(days).toBeLessThanOrEqual(26);
  });

  it('keeps a museum closed on poya days off them', () => {
    const h = world.hours.of(attraction('national-museum-of-colombo'));
    expect(h.closedOnPoya).toBe(true);
    expect(world.hours.openOn(attraction('national-museum-of-colombo'), '2026-05-01')).toBe(false);
    expect(world.hours.openOn(attraction('national-museum-of-colombo'), '2026-05-13')).toBe(true);
    // A Monday: the national museums are closed on Mondays.
    expect(world.hours.openOn(attraction('national-museum-of-colombo'), '2026-05-11')).toBe(false);
  });
});
