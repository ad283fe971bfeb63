import type { AttractionRecord } from '../../geo/geo.module.js';
import type { HoursRow, PlannerData } from '../planner.data.js';

/** How a visit is exposed to the midday sun: a climb or long walk, ruins or a park in the open, or neither. */
export type Exposure = 'climb' | 'sun' | null;

/** A sight's opening hours, in minutes after midnight (Asia/Colombo), and the days it opens. */
export type Hours = {
  readonly open: number;
  readonly close: number;
  /** The last time a visit may begin. */
  readonly lastEntry: number;
  readonly days: ReadonlySet<number>;
  readonly closedOnPoya: boolean;
  readonly weekendsAndPoyaOnly: boolean;
  readonly exposure: Exposure;
  /** Read from a cited page (hours.json `sights`), not the category's assumption. */
  readonly sourced: boolean;
};

/**
 * The cool hours for a visit in the open: it starts by 09:00 and is over by 12:30, or starts by 07:30 (a long walk
 * from first light), or starts in the late afternoon (15:30 for a climb, 14:30 for ruins and parks, whose afternoon
 * game drives leave then).
 */
export const COOL = {
  morningStartBy: 9 * 60,
  morningEndBy: 12 * 60 + 30,
  firstLightBy: 7 * 60 + 30,
  afternoonFrom: { climb: 15 * 60 + 30, sun: 14 * 60 + 30 },
} as const;

/** Whether a visit from `start` to `end` keeps out of the midday heat (always, for a sight not in the open). */
export function isCool(exposure: Exposure, start: number, end: number): boolean {
  if (!exposure) return true;
  return (
    (start <= COOL.morningStartBy && end <= COOL.morningEndBy) ||
    start <= COOL.firstLightBy ||
    start >= COOL.afternoonFrom[exposure]
  );
}

/** A day starts no earlier than this for a climb or a visit in the sun first thing. */
export const EARLIEST_START = 6 * 60;
/**
 * A jeep safari's or a long climb's day starts earlier: the jeeps and the drivers leave the hotels before dawn to be at
 * the gate when the park opens (data/README.md, 'Opening hours').
 */
export const DAWN_START = 5 * 60;
/** A jeep safari lasts at least this long (a half-day game drive). */
export const SAFARI_MINUTES = 210;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Every sight's hours: its own row where one was read from a source, else its category's conservative default. */
export class OpeningHours {
  private readonly byId = new Map<string, Hours>();

  constructor(private readonly data: PlannerData) {}

  of(a: AttractionRecord): Hours {
    let h = this.byId.get(a.id);
    if (!h) {
      const base = this.data.hours.defaults[a.category];
      const own: Partial<HoursRow> = this.data.hours.sights[a.id] ?? {};
      const row = { ...base, ...own };
      const open = minutes(row.open);
      const close = minutes(row.close);
      h = {
        open,
        close,
        lastEntry: row.lastEntry ? minutes(row.lastEntry) : close,
        days: new Set(row.days ?? [0, 1, 2, 3, 4, 5, 6]),
        closedOnPoya: row.closedOnPoya ?? false,
        weekendsAndPoyaOnly: row.weekendsAndPoyaOnly ?? false,
        exposure: row.exposure ?? null,
        sourced: a.id in this.data.hours.sights,
      };
      this.byId.set(a.id, h);
    }
    return h;
  }

  /** A visit's usual length, in minutes: the sight's own, a jeep safari at least a half-day game drive. */
  visitMinutes(a: AttractionRecord): number {
    const own = Math.round(a.visitHours * 60);
    return this.data.parks.jeepSafari.has(a.id) ? Math.max(own, SAFARI_MINUTES) : own;
  }

  /** The earliest a day may start to reach this sight first thing: before dawn for a safari or a climb. */
  earliestStart(a: AttractionRecord): number {
    return this.data.parks.jeepSafari.has(a.id) || this.of(a).exposure === 'climb' ? DAWN_START : EARLIEST_START;
  }

  /**
   * The latest a visit of `length` minutes may begin in the cool of the morning and keep its hours: by 09:00 and over
   * by 12:30, or a long one from first light; its last entry and closing too. For a sight not in the open, its last
   * entry.
   */
  latestMorningStart(a: AttractionRecord, length: number): number {
    const h = this.of(a);
    const inHours = Math.min(h.lastEntry, h.close - length);
    if (!h.exposure) return inHours;
    return Math.min(inHours, Math.max(COOL.firstLightBy, Math.min(COOL.morningStartBy, COOL.morningEndBy - length)));
  }

  /** Whether a visit of `length` minutes fits the afternoon's cool before the sight closes (always, not in the open). */
  fitsAfternoon(a: AttractionRecord, length: number): boolean {
    const h = this.of(a);
    if (!h.exposure) return true;
    const from = Math.max(COOL.afternoonFrom[h.exposure], h.open);
    return from <= h.lastEntry && from + length <= h.close;
  }

  /** A visit in the open that only the morning's cool can hold: it needs the start of a day. */
  needsMorning(a: AttractionRecord, length = this.visitMinutes(a)): boolean {
    return this.of(a).exposure !== null && !this.fitsAfternoon(a, length);
  }

  /**
   * Whether a day out reaches the sight `drive` minutes away in its hours and the cool: for one that needs the
   * morning, leaving at the earliest start arrives by the latest start. The scheduler (days.ts) and the choice of a
   * base a day out from a place asked for (stays.ts) both ask this.
   */
  reachableFrom(a: AttractionRecord, drive: number): boolean {
    const length = this.visitMinutes(a);
    if (!this.needsMorning(a, length)) return true;
    return Math.max(this.earliestStart(a) + drive, this.of(a).open) <= this.latestMorningStart(a, length);
  }

  /**
   * Whether the sight opens on a date (YYYY-MM-DD); any day when the trip has no dates. A sight closed on poya days
   * is kept off both days a poya may be declared on; one open only at weekends and on poya days is visited at a
   * weekend (the declared day is not known in advance to the day).
   */
  openOn(a: AttractionRecord, date: string | null): boolean {
    if (!date) return true;
    const h = this.of(a);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (h.weekendsAndPoyaOnly) return weekday === 0 || weekday === 6;
    if (h.closedOnPoya && mayBePoya(date)) return false;
    return h.days.has(weekday);
  }
}

const DAY_MS = 86_400_000;
const COLOMBO_OFFSET_MS = 5.5 * 3_600_000;
const rad = Math.PI / 180;

/**
 * The instant (ms since the epoch) of the full moon of lunation `k` (k = 0: January 2000), by Meeus, Astronomical
 * Algorithms, ch. 49 (the main periodic terms; within a few minutes).
 */
export function fullMoonAt(k: number): number {
  const kk = Math.floor(k) + 0.5;
  const T = kk / 1236.85;
  const jde = 2451550.09766 + 29.530588861 * kk + 0.00015437 * T * T;
  const E = 1 - 0.002516 * T - 0.0000074 * T * T;
  const M = (2.5534 + 29.1053567 * kk) * rad;
  const Mp = (201.5643 + 385.81693528 * kk + 0.0107582 * T * T) * rad;
  const F = (160.7108 + 390.67050284 * kk - 0.0016118 * T * T) * rad;
  const O = (124.7746 - 1.56375588 * kk) * rad;
  const correction =
    -0.40614 * Math.sin(Mp) +
    0.17302 * E * Math.sin(M) +
    0.01614 * Math.sin(2 * Mp) +
    0.01043 * Math.sin(2 * F) +
    0.00734 * E * Math.sin(Mp - M) -
    0.00515 * E * Math.sin(Mp + M) +
    0.00209 * E * E * Math.sin(2 * M) -
    0.00111 * Math.sin(Mp - 2 * F) -
    0.00057 * Math.sin(Mp + 2 * F) +
    0.00056 * E * Math.sin(2 * Mp + M) -
    0.00042 * Math.sin(3 * Mp) +
    0.00042 * E * Math.sin(M + 2 * F) +
    0.00038 * E * Math.sin(M - 2 * F) -
    0.00024 * E * Math.sin(2 * Mp - M) -
    0.00017 * Math.sin(O);
  return (jde + correction - 2440587.5) * DAY_MS;
}

/** The Colombo calendar date (YYYY-MM-DD) of each full moon near a date. */
function fullMoonDatesNear(date: string): string[] {
  const t = Date.parse(`${date}T00:00:00Z`);
  const k = Math.floor((t / DAY_MS + 2440587.5 - 2451550.09766) / 29.530588861);
  return [k - 1, k, k + 1].map((x) => new Date(fullMoonAt(x) + COLOMBO_OFFSET_MS).toISOString().slice(0, 10));
}

/**
 * Whether a date may be a full-moon (poya) holiday: the Colombo date of the astronomical full moon or the day before
 * it. The government declares each poya by the lunar calendar, and published calendars put it on one of those two
 * days (checked against published lists in hours.test.ts).
 */
export function mayBePoya(date: string): boolean {
  const before = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return fullMoonDatesNear(date).some((d) => d === date || d === before);
}
