/**
 * Plan editing benchmark (`npm run bench:plan-edit`). Not part of `npm test`. One edit's round trip through GraphQL,
 * as the web client makes it, on the production build against PostgreSQL: `editTripPlan` moving a stop of a 14-day
 * plan to another day (and the next call undoing it with the payload's `undo`), so every call re-times, re-legs and
 * re-prices all 14 days by car and by bus, writes the plan where its version still is the one sent, and answers
 * the whole plan. Reference, in the same run and on the same plan: `tripPlan(id)` answering the same fields (the
 * read a client makes to reload the plan), so the ratio is what editing adds to opening. Target: edit p95 <= 150 ms.
 */
import type { ChildProcess } from 'node:child_process';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startApp } from './app.js';
import { measure, ms } from './measure.js';
import { benchDatabase } from './seed.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_P95_MS = 150;
const TRIP = {
  start: 'Colombo',
  end: 'Jaffna',
  days: 14,
  people: 2,
  budget: 800000,
  notes: 'history and culture: ancient cities, temples and forts',
  startDate: '2026-12-20',
};
const PLAN_FIELDS = `id version title source itineraryText createdAt savedAt plan { days summary notices
  bases { place { id name lat lng } nights why }
  dayPlans { day date title narrative base { id name } startTime endTime activeMinutes limitMinutes costLkr
    stops { attractionId name start visitMinutes ticketsLkr note } legs { from to mode depart distanceKm minutes via } activities { name costLkr } warnings { code message attractionId } }
  budget { comfort totalLkr perPersonLkr withinBudget lines { category day label amountLkr } totals { category amountLkr } }
  places { attractionId name day reason } tips { category text } customPlaces { requested included reason } }`;
const EDIT = `mutation PlanEditBench($id: ID!, $v: Int!, $e: [PlanEditInput!]!) { editTripPlan(id: $id, version: $v, edits: $e) { version undo { kind attractionId placeId day index } plan { ${PLAN_FIELDS} } } }`;
const OPEN = `query PlanOpenBench($id: ID!) { tripPlan(id: $id) { ${PLAN_FIELDS} } }`;

type Edit = {
  kind: string;
  attractionId?: string | null;
  placeId?: string | null;
  day?: number | null;
  index?: number | null;
};
type Answer<T> = { data?: T; errors?: { message: string }[] };

async function main(): Promise<void> {
  buildIfNeeded({ only: ['server'] });
  const database = await benchDatabase(`tripmate_bench_edit_${process.pid}`);
  const benchUrl = database.url;
  const children: ChildProcess[] = [];
  try {
    const app = await startApp(benchUrl, children);
    const call = async <T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(`${app}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Answer<T>;
      if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
      return body.data;
    };

    // A new account every 500 edits: each account may make 600 in ten minutes.
    let account = await anAccount(app, call);
    let made = 0;
    let next: Edit[] | null = null;
    const move = account.move;
    const editOnce = async () => {
      if (made === 500) {
        account = await anAccount(app, call);
        made = 0;
        next = null;
      }
      const edits = next ?? [{ ...account.move }];
      const answer = await call<{ editTripPlan: { version: number; undo: Edit[] } }>(account.token, EDIT, {
        id: account.id,
        v: account.version,
        e: edits,
      });
      account.version = answer.editTripPlan.version;
      next = next
        ? null
        : answer.editTripPlan.undo.map(
            (e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null)) as Edit,
          );
      made++;
    };
    const openOnce = () => call(account.token, OPEN, { id: account.id });

    console.log(
      `14-day plan (${TRIP.start} -> ${TRIP.end}); edit: move ${move.attractionId} to day ${move.day}, then undo it; ${RUNS} runs each after a warm-up`,
    );
    const open = await measure(openOnce, RUNS, 50);
    const edit = await measure(editOnce, RUNS, 50);
    const openAgain = await measure(openOnce, RUNS, 0);

    console.log(
      `\n${'GraphQL round trip'.padEnd(52)} ${'p50'.padStart(11)} ${'p95'.padStart(11)} ${'max'.padStart(11)}`,
    );
    console.log(
      `${'reference: tripPlan(id), same fields (before)'.padEnd(52)} ${ms(open.p50)} ${ms(open.p95)} ${ms(open.max)}`,
    );
    console.log(
      `${'editTripPlan: one move, recomputed and stored'.padEnd(52)} ${ms(edit.p50)} ${ms(edit.p95)} ${ms(edit.max)}`,
    );
    console.log(
      `${'reference: tripPlan(id), same fields (after)'.padEnd(52)} ${ms(openAgain.p50)} ${ms(openAgain.p95)} ${ms(openAgain.max)}`,
    );
    const reference = Math.min(open.p95, openAgain.p95);
    console.log(
      `\nedit p95 ${edit.p95.toFixed(1)} ms = ${(edit.p95 / reference).toFixed(1)}x the reference read's p95 (${reference.toFixed(1)} ms); target <= ${TARGET_P95_MS} ms: ${edit.p95 <= TARGET_P95_MS ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
    );
    await database.close();
  }
}

type Call = <T>(token: string, query: string, variables: Record<string, unknown>) => Promise<T>;

/** A new account with a new 14-day plan, and the edit the bench makes: the first stop of day 3 to the end of day 10. */
async function anAccount(app: string, call: Call): Promise<{ token: string; id: string; version: number; move: Edit }> {
  const email = `bench-edit-${process.pid}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Runner', email, password: 'bench-password-1' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const made = await call<{
    planTrip: { id: string; version: number; plan: { dayPlans: { stops: { attractionId: string }[] }[] } };
  }>(
    token,
    'mutation($i: PlanTripInput!) { planTrip(input: $i) { id version plan { dayPlans { stops { attractionId } } } } }',
    { i: TRIP },
  );
  const from = made.planTrip.plan.dayPlans.findIndex((d) => d.stops.length > 0);
  return {
    token,
    id: made.planTrip.id,
    version: made.planTrip.version,
    move: { kind: 'MOVE_STOP', attractionId: made.planTrip.plan.dayPlans[from]!.stops[0]!.attractionId, day: 10 },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
