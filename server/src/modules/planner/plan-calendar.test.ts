import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import fixture from './prose/fixtures/plan.json' with { type: 'json' };
import type { TripPlan } from './plan.types.js';
import { calendarOf, foldLine } from './plan-calendar.js';

const plan = fixture as unknown as TripPlan;
const NOW = new Date('2026-01-05T10:00:00Z');

/** The calendar parsed by a real iCalendar parser, with its time zone registered as a calendar app would. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('calendarOf (RFC 5545)', () => {
  it('has one event per stop and per leg, in Colombo time with its VTIMEZONE, LOCATION and GEO on each', () => {
    const { body, filename } = calendarOf(plan, { planId: 'a-plan', title: 'Colombo to Ella, 3 days', now: NOW })!;
    expect(filename).toBe('tripmate-colombo-to-ella-3-days.ics');
    const { calendar, events } = parse(body);
    const stops = plan.dayPlans.flatMap((d) => d.stops);
    expect(events).toHaveLength(stops.length + plan.dayPlans.flatMap((d) => d.legs).length);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Colombo');
    expect(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+05:30');
    expect(zone.getFirstSubcomponent('daylight')).toBeNull();
    for (const e of events) {
      expect(e.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Colombo');
      expect(e.location).toBeTruthy();
      expect(e.component.getFirstPropertyValue('geo')).toHaveLength(2);
      expect(e.endDate.compare(e.startDate)).toBe(1);
    }
    // The first stop of day 1, at its local time: 5 h 30 min ahead of UTC.
    const first = plan.dayPlans[0]!.stops[0]!;
    const event = events.find((e) => e.summary === first.name)!;
    const [h, m] = first.start.split(':').map(Number) as [number, number];
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(Date.UTC(2026, 1, 10, h, m) - 330 * 60_000).toISOString(),
    );
    expect(event.component.getFirstPropertyValue('geo')).toEqual([
      Number(first.lat.toFixed(6)),
      Number(first.lng.toFixed(6)),
    ]);
    expect(event.duration.toSeconds()).toBe(first.visitMinutes * 60);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('keeps UIDs from one download to the next, and never names the plan’s id in them', () => {
    const once = parse(calendarOf(plan, { planId: 'a-plan', title: 'T', now: NOW })!.body).events.map((e) => e.uid);
    const again = parse(calendarOf(plan, { planId: 'a-plan', title: 'T', now: new Date() })!.body).events.map(
      (e) => e.uid,
    );
    expect(again).toEqual(once);
    expect(once.join()).not.toContain('a-plan');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character, with CRLF line ends', () => {
    const name = 'Café; "Lion", Rock\\ – සීගිරිය '.repeat(4);
    const note = `Line one,\nline two; with a backslash \\ and ${'සිංහල '.repeat(30)}`;
    const odd: TripPlan = {
      ...plan,
      dayPlans: plan.dayPlans.map((d, i) =>
        i === 0 ? { ...d, stops: d.stops.map((s, j) => (j === 0 ? { ...s, name, note } : s)) } : d,
      ),
    };
    const { body } = calendarOf(odd, { planId: 'p', title: 'Trip, with; commas', now: NOW })!;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const { events } = parse(body);
    const stop = events.find((e) => e.summary === name)!;
    expect(stop.location).toBe(name);
    expect(stop.description).toBe(note);
    // ical.js reads X- properties as raw values; calendar apps read this one as TEXT.
    expect(body).toContain('X-WR-CALNAME:Trip\\, with\\; commas');
  });

  it('folds a line of exactly 75 octets not at all, and one of 76 into two', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('answers null for a plan without dates unless given a first day', () => {
    expect(calendarOf({ ...plan, startDate: null }, { planId: 'p', title: 'T' })).toBeNull();
    const { events } = parse(
      calendarOf({ ...plan, startDate: null }, { planId: 'p', title: 'T', start: '2027-03-01' })!.body,
    );
    expect(events[0]!.startDate.toString().slice(0, 10)).toBe('2027-03-01');
  });
});
