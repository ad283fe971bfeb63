/**
 * Business directory benchmark (`npm run bench`). Not part of `npm test`: it prints figures, each beside a
 * reference measured in the same run, because machines are noisy and only ratios travel.
 *
 * 1. Throughput: 10,000 listings; GraphQL `businesses(first: 20)`, the REST route answering the same 20, and a bare
 *    node:http server sending the GraphQL answer's exact bytes. Targets: GraphQL >= 15% of bare, >= 40% of REST.
 *    A signed-in row sends the web client's query (with the viewer-dependent `ownedByViewer`) with a real token from
 *    an account the bench signs up, so every request checks the session; it is printed as a ratio too.
 * 2. Search: 100,000 listings; `businesses(first: N, search: …)` end to end with every request a cache miss (each
 *    term with a different N), p95 <= 20 ms; reference: the same filter in SQL as a table scan. BENCH_SEARCH=0 skips it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded-postgres.js';
import { freePort } from '../server/src/lib/free-port.js';
import { startApp, waitFor } from './app.js';
import { dropDatabase, freshDatabase, seedBusinesses } from './seed.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SEARCH_TERMS = ['kandy', 'surf', 'guest house', 'spice garden', 'ella tuk', 'seafood', 'batik', 'temple road', 'whale',
  'mirissa beach resort', 'station', 'ayurveda', 'hoppers', 'yoga', 'gem store', 'arugam', 'golden galle', 'cooking class'];
const LIST_QUERY = '{ businesses(first: 20) { edges { cursor node { id name address email telephone website description category createdAt } } pageInfo { hasNextPage endCursor } } }';
const SIGNED_IN_QUERY = LIST_QUERY.replace('createdAt }', 'createdAt ownedByViewer }');
const SEARCH_QUERY = 'query($s: String, $n: Int!) { businesses(first: $n, search: $s) { edges { node { id name category } } pageInfo { hasNextPage endCursor } } }';

type Load = { rps: number; p50: number; p99: number; errors: number; bytes: number };

async function main(): Promise<void> {
  buildIfNeeded({ only: ['server'] });
  const logger = pino({ level: 'silent' });
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/bench'), preferredPort: await freePort(), logger });
    adminUrl = embedded.url;
  }
  // One database per run: other runs on a shared PostgreSQL keep theirs.
  const benchUrl = await freshDatabase(adminUrl, `tripmate_bench_${process.pid}`);
  const children: ChildProcess[] = [];
  try {
    const app = await startApp(benchUrl, children);
    console.log(`seeding 10,000 listings…`);
    await seedBusinesses(benchUrl, 10_000, 1);

    const graphqlBody = JSON.stringify({ query: LIST_QUERY });
    const graphqlBytes = Buffer.from(await (await fetch(`${app}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody })).arrayBuffer());
    const restBytes = Buffer.from(await (await fetch(`${app}/api/business/all?first=20`)).arrayBuffer());
    const graphqlIds = (JSON.parse(graphqlBytes.toString()) as { data: { businesses: { edges: { node: { id: string } }[] } } }).data.businesses.edges.map((e) => e.node.id);
    const restIds = (JSON.parse(restBytes.toString()) as { id: string }[]).map((b) => b.id);
    if (graphqlIds.length !== 20 || graphqlIds.join() !== restIds.join()) throw new Error('GraphQL and REST do not answer the same 20 listings');
    const bare = await startBare(graphqlBytes, children);
    const token = await signUp(app);
    const signedInBody = JSON.stringify({ query: SIGNED_IN_QUERY });
    const signedInHeaders = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const signedIn = (await (await fetch(`${app}/graphql`, { method: 'POST', headers: signedInHeaders, body: signedInBody })).json()) as { data?: { businesses: { edges: { node: { id: string; ownedByViewer: boolean } }[] } } };
    if (signedIn.data?.businesses.edges.map((e) => e.node.id).join() !== graphqlIds.join()) throw new Error(`the signed-in query failed: ${JSON.stringify(signedIn)}`);

    console.log(`\nthroughput: ${CONNECTIONS} connections, ${DURATION_S} s each, after a 2 s warm-up (2 cores shared with the load generator)`);
    const results = {
      'bare node:http, same bytes': await load({ url: bare, method: 'GET' }),
      'REST GET /api/business/all?first=20': await load({ url: `${app}/api/business/all?first=20`, method: 'GET' }),
      'GraphQL businesses(first: 20)': await load({ url: `${app}/graphql`, method: 'POST', body: graphqlBody, headers: { 'content-type': 'application/json' } }),
      'GraphQL signed in, + ownedByViewer': await load({ url: `${app}/graphql`, method: 'POST', body: signedInBody, headers: signedInHeaders }),
    };
    console.table(Object.fromEntries(Object.entries(results).map(([name, r]) => [name, { 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, 'body bytes': r.bytes }])));
    const gql = results['GraphQL businesses(first: 20)'];
    const ratioBare = gql.rps / results['bare node:http, same bytes'].rps;
    const ratioRest = gql.rps / results['REST GET /api/business/all?first=20'].rps;
    report('GraphQL / bare node:http', ratioBare, 0.15);
    report('GraphQL / REST', ratioRest, 0.4);
    const signedInRps = results['GraphQL signed in, + ownedByViewer'].rps;
    report('GraphQL signed in / bare node:http', signedInRps / results['bare node:http, same bytes'].rps, 0.15);
    console.log(`GraphQL signed in / REST: ${((signedInRps / results['REST GET /api/business/all?first=20'].rps) * 100).toFixed(1)}%`);
    if (process.env.BENCH_SEARCH === '0') return;

    console.log(`\nseeding 90,000 more listings (100,000 in all)…`);
    await seedBusinesses(benchUrl, 90_000, 2);
    await searchBench(app, benchUrl);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
    if (!embedded) await dropDatabase(adminUrl, benchUrl);
    await embedded?.stop();
  }
}

/** Signs an account up through REST, as the web client does, and returns its token. */
async function signUp(app: string): Promise<string> {
  const email = `bench-${process.pid}@example.com`;
  const response = await fetch(`${app}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench Runner', email, password: 'bench-password-1' }) });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

function report(label: string, ratio: number, target: number): void {
  console.log(`${label}: ${(ratio * 100).toFixed(1)}% (target >= ${target * 100}%) ${ratio >= target ? 'MET' : 'NOT MET'}`);
}

async function startBare(bytes: Buffer, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const file = path.join(tmpdir(), `tripmate-bench-${process.pid}.json`);
  writeFileSync(file, bytes);
  const script = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{q.resume();q.on('end',()=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)})}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return url;
}

async function load(request: { url: string; method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }): Promise<Load> {
  await autocannon({ ...request, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function searchBench(app: string, databaseUrl: string): Promise<void> {
  // Page sizes 10..30 make every (term, size) pair a new cache key: each request below reaches PostgreSQL.
  const http: number[] = [];
  for (let size = 9; size <= 30; size++) {
    for (const term of SEARCH_TERMS) {
      const started = performance.now();
      const response = await fetch(`${app}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SEARCH_QUERY, variables: { s: term, n: size } }) });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`search "${term}" failed: ${JSON.stringify(body.errors)}`);
      if (size > 9) http.push(performance.now() - started); // size 9 warms PostgreSQL's buffers
    }
  }
  http.sort((a, b) => a - b);

  // The SQL the repository sends, timed in the database with and without index scans.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sqlFor = (term: string) => {
    const words = term.split(/\s+/);
    const where = words.map((_, i) => `"search_text" like $${i + 1}`).join(' and ');
    return { text: `select * from business where deleted_at is null and ${where} order by created_at desc, id desc limit 21`, values: words.map((w) => `%${w}%`) };
  };
  const timeSql = async (rounds: number) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const term of SEARCH_TERMS) {
        const started = performance.now();
        await client.query(sqlFor(term));
        times.push(performance.now() - started);
      }
    }
    return times.sort((a, b) => a - b);
  };
  const rare = 'mirissa beach resort';
  const plan = (await client.query({ ...sqlFor(rare), text: `explain ${sqlFor(rare).text}` })).rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']);
  await client.query('set enable_bitmapscan = off');
  await client.query('set enable_indexscan = off');
  const scanned = await timeSql(2);
  await client.end();

  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`\nsearch over 100,000 listings (${SEARCH_TERMS.length} terms, ${http.length} uncached GraphQL requests, one at a time)`);
  console.table({
    'GraphQL search, end to end': { p50: fmt(percentile(http, 50)), p95: fmt(percentile(http, 95)), p99: fmt(percentile(http, 99)) },
    'reference: SQL as a table scan': { p50: fmt(percentile(scanned, 50)), p95: fmt(percentile(scanned, 95)), p99: fmt(percentile(scanned, 99)) },
  });
  const p95 = percentile(http, 95);
  console.log(`search p95: ${fmt(p95)} (target <= 20 ms) ${p95 <= 20 ? 'MET' : 'NOT MET'}; p95 vs the table scan's p95: ${(percentile(scanned, 95) / p95).toFixed(1)}x faster`);
  console.log(`PostgreSQL's plan for a rare phrase ("${rare}"), which the newest listings cannot fill a page with:\n  ${plan.join('\n  ')}`);
}

await main();
