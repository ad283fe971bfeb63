/**
 * Which attractions the built-in planner's plans visit, and how many of those have no known entry fee
 * (`npm run bench:fee-coverage`, not part of `npm test`). A seeded sample of requests like the invariants test's,
 * plus the sample repeated for SAARC and resident travellers; each attraction counted once per plan, then ranked.
 */
import 'reflect-metadata';
import { loadBuiltInGeo } from '../server/src/modules/geo/geo.module.js';
import { PlannerEngine } from '../server/src/modules/planner/engine/planner.engine.js';
import { loadPlannerData } from '../server/src/modules/planner/planner.data.js';
import { planTripSchema } from '../server/src/modules/planner/planner.schema.js';
import { random } from './seed.js';

const SAMPLE = Number(process.env.SAMPLE ?? 400);

const { data, engine } = loadBuiltInGeo();
const plannerData = loadPlannerData(data);
const planner = new PlannerEngine(data, engine, plannerData);
const towns = data.places.filter((p) => p.kind === 'town' || p.kind === 'airport').map((p) => p.name);
const common = ['CMB', 'Colombo', 'Kandy', 'Negombo', 'Galle', 'Ella'];
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
  'culture',
  'nature',
];
const next = random(16);

const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const visits = new Map<string, number>();
let plans = 0;
for (let i = 0; i < SAMPLE; i++) {
  const input = {
    start: next() < 0.6 ? pick(common) : pick(towns),
    end: next() < 0.6 ? pick(common) : pick(towns),
    days: 3 + Math.floor(next() * 12),
    people: 1 + Math.floor(next() * 5),
    budget: 100_000 + Math.floor(next() * 1_500_000),
    notes: words.filter(() => next() < 0.25).join(', '),
  };
  let p;
  try {
    p = planner.plan(planTripSchema.parse(input));
  } catch {
    continue;
  }
  plans++;
  for (const id of new Set(p.dayPlans.flatMap((d) => d.stops.map((s) => s.attractionId))))
    visits.set(id, (visits.get(id) ?? 0) + 1);
}

const byId = new Map(data.attractions.map((a) => [a.id, a]));
const status = (id: string): string => {
  const row = plannerData.fees.get(id);
  if (row) {
    const known = (['FOREIGN', 'SAARC', 'RESIDENT'] as const).filter((r) => row.prices[r].adult !== null).length;
    if (known === 0) return `fees.json: unknown, said so (${row.issuer})`;
    const free = (['FOREIGN', 'SAARC', 'RESIDENT'] as const).every((r) => row.prices[r].adult === 0);
    return free
      ? `fees.json: free (${row.confidence})`
      : `fees.json: ${known}/3 adult prices (${row.confidence}, ${row.year})`;
  }
  const a = byId.get(id)!;
  if (a.entryFee?.amount === 0) return 'free (attractions.json)';
  if (a.entryFee) return 'foreign adult only (attractions.json)';
  if (plannerData.parks.wildlifeTicket.has(id)) return 'typical park ticket, foreign adult only';
  return 'UNKNOWN';
};
const ranked = [...visits.entries()].sort((a, b) => b[1] - a[1]);
console.log(`${plans} plans of ${SAMPLE} requests; ${ranked.length} attractions visited\n`);
for (const [id, n] of ranked) console.log(`${String(n).padStart(4)}  ${id.padEnd(40)} ${status(id)}`);
const visitsOf = (test: (s: string) => boolean) => ranked.filter(([id]) => test(status(id)));
const count = (rows: [string, number][]) => `${rows.length} attractions, ${rows.reduce((s, [, n]) => s + n, 0)} visits`;
console.log(`\nof ${ranked.reduce((s, [, n]) => s + n, 0)} visits:`);
console.log(`  no row and no fee anywhere: ${count(visitsOf((s) => s === 'UNKNOWN'))}`);
console.log(`  a row saying the price is unknown: ${count(visitsOf((s) => s.includes('unknown, said so')))}`);
console.log(`  free: ${count(visitsOf((s) => s.includes('free')))}`);
console.log(`  priced by fees.json: ${count(visitsOf((s) => s.includes('adult prices')))}`);
