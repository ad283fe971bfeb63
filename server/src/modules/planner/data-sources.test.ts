import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { plannerDataDir } from './planner.data.js';

type Source = {
  url: string;
  publisher: string;
  kind: string;
  date: string;
  undated?: boolean;
  read: string;
  says: string;
};
type Group = { currency: string; adult: number | null; child: number | null };
type FeeRow = {
  attractionId: string;
  year: number;
  confidence: string;
  prices: Record<string, Group>;
  pricedAs?: string;
  note: string;
  sources: Source[];
  noSourceFound?: string;
};
type Cited = { sources?: Source[]; noSourceFound?: string };

const raw = (file: string) => readFileSync(path.join(plannerDataDir, file), 'utf8');
const fees = (JSON.parse(raw('fees.json')) as { fees: FeeRow[] }).fees;
const feesById = new Map(fees.map((row) => [row.attractionId, row]));
const seasons = JSON.parse(raw('seasons.json')) as {
  beachSeasons: Cited;
  closures: (Cited & { attractionId: string; closedMonths: number[] })[];
  seasonal: (Cited & { id: string; months: number[]; note: string })[];
};

const amounts = (row: FeeRow) => Object.values(row.prices).flatMap((g) => [g.adult, g.child]);
const RANK = ['low', 'medium', 'high'] as const;
/** An issuer's page or a gazette: high; the national press: medium; blogs and operators: low; one step lower for an undated page or one from before 2023. */
function confidenceOf(source: Source): (typeof RANK)[number] {
  const strength = source.kind === 'issuer' || source.kind === 'gazette' ? 2 : source.kind === 'press' ? 1 : 0;
  const stale = source.undated === true || Number(source.date.slice(0, 4)) < 2023;
  return RANK[Math.max(0, strength - (stale ? 1 : 0))]!;
}
const wellFormed = (s: Source) =>
  /^https?:\/\/[^\s]+$/.test(s.url) &&
  /^20\d\d(-\d\d(-\d\d)?)?$/.test(s.date) &&
  /^20\d\d-\d\d$/.test(s.read) &&
  s.says.trim().length > 0;

describe('entry fees come from published sources (fees.json)', () => {
  it('gives every row that states a figure a source with its address and date', () => {
    const stating = fees.filter((row) => !row.pricedAs && amounts(row).some((a) => a !== null));
    expect(stating.length).toBeGreaterThan(30);
    const unsourced = stating
      .filter((row) => row.noSourceFound || row.sources.length === 0 || !row.sources.every(wellFormed))
      .map((row) => row.attractionId);
    expect(unsourced).toEqual([]);
  });

  it('says where no source was found, and then states no figure', () => {
    for (const row of fees.filter((r) => r.sources.length === 0 && !r.pricedAs))
      expect(row.noSourceFound, row.attractionId).toMatch(/\w/);
    for (const row of fees.filter((r) => r.noSourceFound)) {
      expect(
        amounts(row).every((a) => a === null),
        row.attractionId,
      ).toBe(true);
      expect(row.note, row.attractionId).toMatch(/^Not known/);
    }
  });

  it('prices an activity’s visit once, as the activity it names, with a zero row', () => {
    for (const row of fees.filter((r) => r.pricedAs))
      expect(
        amounts(row).every((a) => a === 0),
        row.attractionId,
      ).toBe(true);
  });

  it('rates each row by the evidence for its main figure, and dates it by that page', () => {
    const wrong = fees
      .filter((row) => !row.noSourceFound && row.sources.length > 0)
      .flatMap((row) => {
        const first = row.sources[0]!;
        const issues = [];
        if (row.confidence !== confidenceOf(first))
          issues.push(`${row.attractionId}: confidence ${row.confidence}, evidence says ${confidenceOf(first)}`);
        if (row.year !== Number(first.date.slice(0, 4)) && !row.pricedAs)
          issues.push(`${row.attractionId}: year ${row.year}, first source ${first.date}`);
        return issues;
      });
    expect(wrong).toEqual([]);
    expect(fees.filter((r) => r.noSourceFound).every((r) => r.confidence === 'low')).toBe(true);
  });

  it('keeps no figure "recalled" from memory', () => {
    expect(raw('fees.json')).not.toMatch(/recalled/i);
    expect(raw('seasons.json')).not.toMatch(/recalled/i);
  });

  it('holds the figures the sources give: the wildlife parks’ tiers, the 2023 botanic gardens gazette, Pinnawala’s 2022 revision', () => {
    const row = (id: string) => fees.find((r) => r.attractionId === id)!;
    expect(row('horton-plains-national-park').prices.FOREIGN).toMatchObject({ currency: 'USD', adult: 25, child: 12 });
    expect(row('yala-national-park').prices.SAARC).toMatchObject({ currency: 'USD', adult: 20, child: 10 });
    for (const id of ['royal-botanic-gardens-peradeniya', 'hakgala-botanical-garden']) {
      expect(row(id)).toMatchObject({ year: 2023, confidence: 'high', children: { childUpTo: 11 } });
      expect(row(id).prices.FOREIGN).toMatchObject({ adult: 3000, child: 1500 });
      expect(row(id).prices.RESIDENT).toMatchObject({ adult: 200, child: 30 });
    }
    expect(row('pinnawala-elephant-orphanage').prices.FOREIGN).toMatchObject({ adult: 5000, child: 2500 });
    expect(row('sigiriya-rock-fortress').prices.RESIDENT).toMatchObject({ child: 0, children: { freeUnder: 18 } });
  });
});

describe('seasons and closures come from published sources (seasons.json)', () => {
  const cited = [
    ...seasons.closures.map((c) => ({ id: `closure ${c.attractionId}`, ...c })),
    ...seasons.seasonal,
    { id: 'beach seasons', ...seasons.beachSeasons },
  ];

  it('cites every closure and season, or says that no source was found', () => {
    const bad = cited
      .filter((c) => (c.sources?.length ? !c.sources.every(wellFormed) : !c.noSourceFound))
      .map((c) => c.id);
    expect(bad).toEqual([]);
    for (const closure of seasons.closures) expect(closure.sources?.length, closure.attractionId).toBeGreaterThan(0);
  });

  it('gives Trincomalee’s whales the whole range the sources give, citing both ends, and Mirissa’s November to April', () => {
    const trinco = seasons.seasonal.find((s) => s.id === 'whales-trincomalee')!;
    expect(trinco.months).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(trinco.note).toMatch(/March to August/);
    expect(trinco.note).toMatch(/May to October/);
    expect(trinco.sources!.some((s) => s.says.includes('March to August'))).toBe(true);
    expect(
      trinco.sources!.some((s) => s.says.includes('May – October') || s.says.includes('lasting till October')),
    ).toBe(true);
    expect(seasons.seasonal.find((s) => s.id === 'whales-mirissa')!.months).toEqual([11, 12, 1, 2, 3, 4]);
  });
});

describe('the guides’ fees are the fee table’s, with the same source (content/destinations.json)', () => {
  type GuideFee = {
    item: string;
    year: number;
    feeRow?: string;
    sourceUrl: string;
    sourceDate: string;
    confidence: string;
  };
  const guides = (
    JSON.parse(readFileSync(path.join(paths.root, 'content/destinations.json'), 'utf8')) as {
      destinations: { slug: string; fees: GuideFee[] }[];
    }
  ).destinations;

  it('gives every guide fee a source, and a fee row’s year, confidence and page when it names one', () => {
    const fees = guides.flatMap((g) => g.fees.map((f) => ({ slug: g.slug, ...f })));
    expect(fees.length).toBeGreaterThan(5);
    const disagree = fees.flatMap((f) => {
      if (!f.feeRow) return [];
      const row = feesById.get(f.feeRow);
      if (!row) return [`${f.slug}: no fee row ${f.feeRow}`];
      const first = row.sources[0];
      return row.year === f.year &&
        row.confidence === f.confidence &&
        first?.url === f.sourceUrl &&
        first.date === f.sourceDate
        ? []
        : [`${f.slug}: ${f.item} differs from ${f.feeRow}`];
    });
    expect(disagree).toEqual([]);
  });
});
