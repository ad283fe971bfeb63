import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttractionRecord } from '../geo/geo.module.js';
import { haversineKm } from '../geo/geo.module.js';
import { attraction, planFacts, planOrRefused, world } from '../../test/plan-checks.js';
import type { PlanFacts, PlanNotice } from './engine/facts.js';
import { seasonInterests } from './engine/world.js';
import { TravelMode } from './plan.types.js';
import { interestIds, type InterestId } from './planner.data.js';
import { CATALOGUES } from './writer/languages.js';
import { writePlan } from './writer/write-plan.js';

/**
 * Issue 28, item 4: "an interest gets at least one in-season activity that serves it". Over a seeded sample of trips
 * (towns, lengths, every month, sets of interests): each interest the traveller chose is served by a sight visited in
 * its season (a safari, a whale-watching boat, a beach in its coast's season), a cooking class (food) or a train
 * journey (trains), or the plan says why not, and what the notice claims is checked against the data.
 */
const towns = world.geo.places.filter((p) => p.kind === 'town').map((p) => p.name);
const { closures, seasonal } = world.data.seasons;

/** In season, read from the data: not closed, and among the sight's best months or its seasonal activity's months. */
const inSeason = (a: AttractionRecord, month: number | null) =>
  month === null ||
  (!closures.some((c) => c.attractionId === a.id && c.closedMonths.includes(month)) &&
    (a.bestMonths.includes(month) ||
      seasonal.some((s) => s.kind === 'season' && s.attractionIds.includes(a.id) && s.months.includes(month))));
const serving = (interest: InterestId) => world.geo.attractions.filter((a) => world.interestsOf(a).includes(interest));
const monthOf = (p: PlanFacts, day: number) =>
  p.startDate ? new Date(Date.parse(`${p.startDate}T00:00:00Z`) + (day - 1) * 86_400_000).getUTCMonth() + 1 : null;

/** How the plan serves an interest: the sight (and day) that does, or null. */
function servedBy(p: PlanFacts, interest: InterestId): string | null {
  if (interest === 'food')
    return p.dayPlans.find((d) => d.activities.some((a) => a.kind === 'cooking')) ? 'a cooking class' : null;
  if (interest === 'trains')
    return p.dayPlans.find((d) => d.legs.some((l) => l.mode === TravelMode.TRAIN)) ? 'a train' : null;
  for (const d of p.dayPlans) {
    for (const s of d.stops) {
      const a = attraction(s.attractionId);
      if (world.interestsOf(a).includes(interest) && inSeason(a, monthOf(p, d.day))) return `${s.name} on day ${d.day}`;
    }
  }
  return null;
}

type Unserved = Extract<PlanNotice, { code: 'INTEREST_UNSERVED' }>;

/** The notice's claim, against the data. */
function checkClaim(p: PlanFacts, n: Unserved, label: string): void {
  const months = [...new Set(p.dayPlans.map((d) => monthOf(p, d.day)))];
  const visited = new Set(p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId)));
  switch (n.reason) {
    case 'SEASON': {
      // Nothing that serves it is in season in any month of the trip, and `months` are the months something is.
      expect(months, label).not.toContain(null);
      expect(
        serving(n.interest)
          .filter((a) => months.some((m) => inSeason(a, m)))
          .map((a) => a.name),
        label,
      ).toEqual([]);
      const when = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) =>
        serving(n.interest).some((a) => inSeason(a, m)),
      );
      expect(n.months, label).toEqual(when);
      break;
    }
    case 'REACH': {
      // What it names serves the interest, is in season in a month of the trip, and is not in the plan.
      for (const name of n.inSeason) {
        const a = world.geo.attractions.find((x) => x.name === name)!;
        expect(world.interestsOf(a), `${label}: ${name}`).toContain(n.interest);
        expect(
          months.some((m) => inSeason(a, m)),
          `${label}: ${name} in season`,
        ).toBe(true);
        expect(visited.has(a.id), `${label}: ${name} is in the plan`).toBe(false);
      }
      expect(n.months, label).toEqual(months.filter((m) => m !== null));
      break;
    }
    case 'NO_TIME':
      expect(n.interest, label).toBe('food');
      break;
    case 'NO_TRAIN':
      expect(n.interest, label).toBe('trains');
      break;
  }
}

const tripArb = fc.record({
  start: fc.constantFrom(...towns, 'Colombo', 'Kandy', 'CMB', 'Galle', 'Ella'),
  end: fc.constantFrom(...towns, 'Colombo', 'Galle', 'Sigiriya', 'CMB'),
  days: fc.integer({ min: 3, max: 14 }),
  notes: fc.subarray([...interestIds], { minLength: 1, maxLength: 3 }).map((w) => w.join(', ')),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  dated: fc.boolean(),
});

describe('every interest served in season, or a true notice (seeded trips x months x interests)', () => {
  it('serves each interest with an in-season sight or activity, or says why not, truthfully', () => {
    let planned = 0;
    let interests = 0;
    let notices = 0;
    let near = 0;
    fc.assert(
      fc.property(tripArb, ({ month, day, dated, ...input }) => {
        const startDate =
          dated || month === 2 ? `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : undefined;
        const full = { ...input, startDate };
        const p = planOrRefused(full);
        if (!p) return;
        planned++;
        const label = JSON.stringify(full);
        const unserved = p.notices.filter((n): n is Unserved => n.code === 'INTEREST_UNSERVED');
        for (const interest of p.interests.map((i) => i.toLowerCase() as InterestId)) {
          interests++;
          const by = servedBy(p, interest);
          const notice = unserved.find((n) => n.interest === interest);
          // Served and no notice, or unserved and a notice: never both, never neither.
          expect(Boolean(notice), `${label}: ${interest} served by ${by}, notice ${JSON.stringify(notice)}`).toBe(
            by === null,
          );
          if (!notice) continue;
          notices++;
          checkClaim(p, notice, `${label}: ${interest}`);
          // "Out of reach" is not said of a sight in season a short drive from a town the plan spends two nights in.
          if (notice.reason === 'REACH') {
            const nearby = serving(interest).filter((a) =>
              p.bases.some(
                (b) =>
                  b.nights >= 2 &&
                  haversineKm(b.place.lat, b.place.lng, a.lat, a.lng) <= 15 &&
                  p.dayPlans.some((d) => d.base.id === b.place.id && inSeason(a, monthOf(p, d.day))),
              ),
            );
            if (nearby.length > 0) near++;
          }
        }
        expect(
          unserved.every((n) => p.interests.includes(n.interest.toUpperCase() as (typeof p.interests)[number])),
          label,
        ).toBe(true);
      }),
      { seed: 2804, numRuns: 160 },
    );
    expect(planned).toBeGreaterThan(120);
    expect(interests).toBeGreaterThan(200);
    // Most interests are served; the notices are the exception (and exist: the sample has out-of-season months).
    expect(notices).toBeGreaterThan(0);
    expect(notices).toBeLessThan(interests / 4);
    expect(near, 'unserved though a sight in season is next to a two-night base').toBe(0);
  }, 180_000);

  it('gives a February loop from the airport for wildlife a safari or a whale-watching boat', () => {
    for (const startDate of ['2027-02-03', '2027-02-14', '2026-02-20']) {
      const p = planFacts({ start: 'CMB', end: 'CMB', days: 10, notes: 'wildlife', startDate });
      const outings = p.dayPlans.flatMap((d) =>
        d.activities.filter((a) => a.kind === 'safari' || a.kind === 'whales').map((a) => `${a.kind} at ${a.at}`),
      );
      expect(outings.length, startDate).toBeGreaterThan(0);
      expect(
        p.notices.filter((n) => n.code === 'INTEREST_UNSERVED'),
        startDate,
      ).toEqual([]);
    }
  });

  it('takes Mirissa’s whale-watching boat for a wildlife lover on the south coast in season, not out of it', () => {
    const whales = (startDate: string) =>
      planFacts({ start: 'Galle', end: 'Mirissa', days: 4, notes: 'wildlife, beaches', startDate }).dayPlans.some((d) =>
        d.stops.some((s) => s.attractionId === 'mirissa-whale-watching'),
      );
    expect(whales('2027-01-12')).toBe(true);
    // The boats do not run in the south-west monsoon (seasons.json closures).
    expect(whales('2027-07-12')).toBe(false);
  });

  it('says truthfully why an interest goes unserved, and names its season in every language', () => {
    // Beaches in October from Colombo to Galle: the west and south coasts are out of season. Whether the plan says
    // nothing is in season or that what is (the east coast's surf, to October) is out of reach, the data must bear it.
    const input = { start: 'Colombo', end: 'Galle', days: 4, notes: 'beaches', startDate: '2027-10-12' };
    const p = planFacts(input);
    const notice = p.notices.find((n): n is Unserved => n.code === 'INTEREST_UNSERVED' && n.interest === 'beaches');
    expect(notice, 'a notice for beaches').toBeDefined();
    checkClaim(p, notice!, JSON.stringify(input));
    // The words for a season out of reach of the trip's dates, as the writer puts them in each language.
    const season = {
      ...p,
      notices: [
        {
          code: 'INTEREST_UNSERVED',
          interest: 'beaches',
          reason: 'SEASON',
          months: [11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9],
          inSeason: [],
        },
      ],
    } as PlanFacts;
    const en = writePlan(season, CATALOGUES.en).notices.join('\n');
    expect(en).toMatch(
      /Nothing for beaches is in season at the time of your trip, so the plan has none; its season is November to September\./,
    );
    expect(writePlan(season, CATALOGUES.si).notices.join('\n')).toContain('නොවැම්බර් සිට සැප්තැම්බර් දක්වා');
    expect(writePlan(season, CATALOGUES.ta).notices.join('\n')).toContain('கடற்கரைகள்');
  });

  it('classifies every seasonal activity of seasons.json by the interests it serves', () => {
    for (const s of seasonal.filter((x) => x.kind === 'season')) expect(seasonInterests[s.id], s.id).toBeDefined();
    expect(world.interestsOf(attraction('mirissa-whale-watching'))).toContain('wildlife');
  });
});
