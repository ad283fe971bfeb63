/**
 * Hostile GraphQL benchmark (`npm run bench:abuse`). Not part of `npm test`. Against the production build with 2,000
 * listings, it sends each hostile document of issue 13 (server/src/test/hostile-queries.ts) as an anonymous stranger
 * would, beside a normal `businesses(first: 20)` page in the same run, and prints for each: the status, the answer
 * time (p50 and max over the rounds, after 3 untimed) and the server process's peak RSS while answering it (VmHWM, reset before each
 * query through /proc/<pid>/clear_refs; the RSS it started from is shown beside it, since memory a query took is not
 * always given back). Target: every hostile query refused with a 400 in under 50 ms, with no more
 * memory than the normal page.
 *
 * BENCH_ROUNDS (default 20) sets the rounds per query; a query whose first answer takes over 5 s is sent only once.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { hostileQueries, normalListQuery } from '../server/src/test/hostile-queries.js';
import { startApp } from './app.js';
import { benchDatabase, seedBusinesses } from './seed.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP = 3;
const SLOW_MS = 5000;

const QUERIES: [string, string][] = [
  ['normal businesses(first: 20)', normalListQuery],
  ['fragment bomb (2^24 spreads, ~1 KB)', hostileQueries.fragmentBomb],
  ['nested aliases (20 pages x 100 aliases)', hostileQueries.nestedAliases],
  ['1,100 aliases', hostileQueries.manyAliases],
  ['deep nesting (40 levels)', hostileQueries.deepNesting],
  ['60 directives', hostileQueries.manyDirectives],
  ['1,003 tokens', hostileQueries.manyTokens],
  ['normal businesses(first: 20), after', normalListQuery],
];

type Row = {
  status: string;
  'p50 ms': number;
  'max ms': number;
  'body bytes': number;
  'RSS before MB': number;
  'peak RSS MB': number;
  answer: string;
};

async function main(): Promise<void> {
  buildIfNeeded({ only: ['server'] });
  const database = await benchDatabase('tripmate_bench_abuse');
  const databaseUrl = database.url;
  const children: ChildProcess[] = [];
  try {
    const app = { url: await startApp(databaseUrl, children), child: children[0]! };
    await seedBusinesses(databaseUrl, 2000, 3);
    const baseline = readRss(app.child.pid!, 'VmRSS');
    const rows: Record<string, Row> = {};
    for (const [name, query] of QUERIES) rows[name] = await run(app, query, name.startsWith('normal'));
    console.log(
      `\n${ROUNDS} rounds per query after ${WARM_UP} untimed, one at a time; RSS after boot and seeding: ${baseline.toFixed(0)} MB`,
    );
    console.table(rows);
    const normal = rows[QUERIES[0]![0]]!;
    const hostile = QUERIES.filter(([name]) => !name.startsWith('normal')).map(
      ([name]) => [name, rows[name]!] as const,
    );
    const slowest = Math.max(...hostile.map(([, row]) => row['p50 ms']));
    const added = (row: Row) => row['peak RSS MB'] - row['RSS before MB'];
    const heaviest = Math.max(...hostile.map(([, row]) => added(row)));
    const refused = hostile.every(([, row]) => row.status === '400');
    console.log(
      `hostile queries refused with 400: ${refused ? 'all' : 'NOT all'}; slowest p50 ${slowest.toFixed(1)} ms (target < 50 ms) ${slowest < 50 ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `memory added while answering (peak RSS - RSS before): hostile at most ${heaviest.toFixed(1)} MB, normal page ${added(normal).toFixed(1)} MB`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
    );
    await database.close();
  }
}

/** Sends one query ROUNDS times (once when it is slow) and reads the peak RSS the server reached meanwhile. */
async function run(app: { url: string; child: ChildProcess }, query: string, executedEveryTime: boolean): Promise<Row> {
  const pid = app.child.pid!;
  resetPeakRss(pid);
  const before = readRss(pid, 'VmRSS');
  const times: number[] = [];
  let last = { status: 0, bytes: 0, text: '' };
  for (let round = -WARM_UP; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      // A signed-in looking header keeps the public response cache out, so the normal page is executed every time.
      headers: { 'content-type': 'application/json', ...(executedEveryTime ? { authorization: 'Bearer bench' } : {}) },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(300_000),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    last = { status: response.status, bytes: body.length, text: body.subarray(0, 4096).toString() };
    // A slow answer is timed once, warm-up or not: repeating a 30 s answer tells nothing more.
    if (round >= 0 || elapsed > SLOW_MS) times.push(elapsed);
    if (elapsed > SLOW_MS) break;
  }
  times.sort((a, b) => a - b);
  return {
    status: String(last.status),
    'p50 ms': round1(times[Math.floor(times.length / 2)]!),
    'max ms': round1(times[times.length - 1]!),
    'body bytes': last.bytes,
    'RSS before MB': round1(before),
    'peak RSS MB': round1(readRss(pid, 'VmHWM')),
    answer: summary(last),
  };
}

function summary(answer: { status: number; text: string }): string {
  const message = /"message":"((?:[^"\\]|\\.)*)"/.exec(answer.text)?.[1];
  return (answer.status === 200 && !message ? 'data' : (message ?? answer.text)).slice(0, 70);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The process's resident set (VmRSS) or its peak since the last reset (VmHWM), in MB (Linux). */
function readRss(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

await main();
