import { createHash } from 'node:crypto';
import { dayTimeline } from './day-timeline.js';
import type { PlanDay, PlanPlace, TripPlan } from './plan.types.js';
import type { Catalogue, Messages } from './writer/catalogue.js';
import { messagesOf } from './writer/messages.js';

/** An iCalendar file and the name to save it as. */
export type Calendar = { readonly filename: string; readonly body: string };

const TZID = 'Asia/Colombo';
const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than this many octets are folded. */
const LINE_OCTETS = 75;

/** Sri Lanka keeps UTC+05:30 all year, with no daylight saving time. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:+0530',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: a content line folded at 75 octets (never inside a UTF-8 character), each continuation after a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A local date and time in Asia/Colombo, as `TZID=Asia/Colombo:YYYYMMDDTHHMMSS`, `minutes` after that day's midnight. */
function localTime(date: string, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${day.replace(/-/g, '')}T${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}00`;
}

const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

type Event = {
  uid: string;
  date: string;
  start: number;
  minutes: number;
  summary: string;
  location: string;
  geo: PlanPlace | null;
  description: string;
};

/** The events of one day, in time order. Times after midnight (a long day) run on into the next date, not back to the morning. */
function dayEvents(d: PlanDay, date: string, from: PlanPlace, key: string, m: Messages): Event[] {
  const places = new Map<string, PlanPlace>([
    [from.name, from],
    ...d.stops.map((s) => [s.name, { id: s.attractionId, name: s.name, lat: s.lat, lng: s.lng }] as const),
    [d.base.name, d.base],
  ]);
  return dayTimeline(d).map((step): Event => {
    if (step.kind === 'leg') {
      const l = step.leg;
      return {
        uid: `leg-${d.day}-${d.legs.indexOf(l)}-${key}@tripmate`,
        date,
        start: step.at,
        minutes: l.minutes,
        summary: `${l.from} → ${l.to}`,
        location: l.to,
        geo: places.get(l.to) ?? null,
        description: m.calendar.leg({ mode: l.mode, km: l.distanceKm, roads: l.via, note: l.note }),
      };
    }
    const s = step.stop;
    return {
      uid: `stop-${s.attractionId}-${key}@tripmate`,
      date,
      start: step.at,
      minutes: s.visitMinutes,
      summary: s.name,
      location: s.name,
      geo: { id: s.attractionId, name: s.name, lat: s.lat, lng: s.lng },
      description: s.note,
    };
  });
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'trip';

/**
 * The plan as an RFC 5545 calendar: one event per stop and per leg, in Asia/Colombo local time (with its VTIMEZONE),
 * LOCATION and GEO on each, UIDs stable for the plan (a stop's by its attraction, a leg's by its day and place), text
 * escaped, lines folded at 75 octets, CRLF. Days are dated from the plan's start date, or from `start` for a plan
 * without one (null when neither: the caller says what is missing).
 */
export function calendarOf(
  plan: TripPlan,
  options: { planId: string; title: string; start?: string | null; now?: Date; catalogue?: Catalogue },
): Calendar | null {
  const m = messagesOf(options.catalogue);
  const first = plan.startDate ?? options.start ?? null;
  if (!first) return null;
  // The plan's id would name the account's plan in every calendar it is copied to; a hash of it is as stable.
  const key = createHash('sha256').update(`tripmate calendar ${options.planId}`).digest('hex').slice(0, 20);
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TripMate//Trip plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.title)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
  ];
  let from = plan.start;
  for (const d of plan.dayPlans) {
    const date = addDays(first, d.day - 1);
    for (const e of dayEvents(d, date, from, key, m)) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${e.uid}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;TZID=${TZID}:${localTime(e.date, e.start)}`,
        `DTEND;TZID=${TZID}:${localTime(e.date, e.start + Math.max(1, e.minutes))}`,
        `SUMMARY:${escapeText(e.summary)}`,
        `LOCATION:${escapeText(e.location)}`,
        ...(e.geo ? [`GEO:${e.geo.lat.toFixed(6)};${e.geo.lng.toFixed(6)}`] : []),
        ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
        'END:VEVENT',
      );
    }
    from = d.base;
  }
  lines.push('END:VCALENDAR');
  return { filename: `tripmate-${slug(options.title)}.ics`, body: lines.map(foldLine).join(CRLF) + CRLF };
}
