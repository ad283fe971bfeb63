/**
 * Main-thread start-up work (`npm run bench:main-thread`). Not part of `npm test`. Lighthouse's scores move with
 * whatever else the machine is doing; this prints figures that move much less, to compare two builds: it loads
 * each page RUNS times in Debian's Chromium without throttling, records a trace, and takes every main-thread task's
 * thread time (CPU time, which other processes inflate far less than wall time). From those it estimates Lighthouse's
 * total blocking time the way its simulation does: each task of 10 ms or more after the first paint, times 4 (the
 * mobile preset's CPU slowdown; times 0.5 for tasks that lay out the page, as Lighthouse counts them), less 50 ms.
 *
 * The app under test is the built one, started as bench/lighthouse.bench.ts starts it; or, with APP_URL set, an app
 * already running there (e.g. an older build, to compare against).
 */
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startBuiltApp } from '../tests/support/built-app.js';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 7);
const PAGES = ['/', '/destinations/ella'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading'];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
type Load = { blockingMs: number; longestMs: number; tasksMs: number };

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function measure(events: TraceEvent[]): Load {
  // The page's renderer: the main thread that parsed the HTML.
  const parse = events.find((e) => e.name === 'ParseHTML');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === parse?.pid,
  );
  if (!parse || !main) throw new Error('The trace has no renderer main thread that parsed the page.');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const firstPaint = onMain.find((e) => e.name === 'Paint' && e.ts >= parse.ts) ?? parse;
  let blockingMs = 0;
  let longestMs = 0;
  let tasksMs = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask')) {
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    tasksMs += cpuMs;
    longestMs = Math.max(longestMs, cpuMs);
    if (cpuMs < 10 || task.ts + (task.dur ?? 0) < firstPaint.ts) continue;
    const end = task.ts + (task.dur ?? 0);
    const laysOut = onMain.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= end);
    blockingMs += Math.max(0, cpuMs * (laysOut ? 0.5 : 4) - 50);
  }
  return { blockingMs, longestMs, tasksMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const external = process.env.APP_URL;
  if (!external) buildIfNeeded();
  const app = external
    ? { baseUrl: external, stop: async () => {} }
    : await startBuiltApp(path.join(root, '.data/lighthouse'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const page of PAGES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const tab = await context.newPage();
        const events = await trace(await context.newCDPSession(tab), async () => {
          await tab.goto(app.baseUrl + page, { waitUntil: 'load' });
          await tab.waitForTimeout(3000);
        });
        await context.close();
        loads.push(measure(events));
      }
      const m = (key: keyof Load) =>
        median(loads.map((l) => l[key]))
          .toFixed(0)
          .padStart(5);
      console.log(
        `${page.padEnd(20)} blocking estimate ${m('blockingMs')} ms   longest task ${m('longestMs')} ms   all tasks ${m('tasksMs')} ms   (thread time, median of ${RUNS})`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
