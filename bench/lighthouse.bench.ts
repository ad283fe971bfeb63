/**
 * Lighthouse benchmark (`npm run bench:lighthouse`). Not part of `npm test`. Builds if needed, starts the built app
 * (its own embedded PostgreSQL under .data/lighthouse, free ports), and runs Lighthouse's default mobile audit
 * (simulated slow 4G, 4× CPU slowdown, a 412 px phone) 3 times per page in Debian's Chromium, then prints the
 * median of each figure beside its target (issue 4), with the home route's JavaScript from bench/route-js.ts.
 *
 * The app loads nothing from other origins, so Lighthouse needs no internet. LIGHTHOUSE_RUNS changes the run count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded, root } from '../scripts/build-if-needed.mjs';
import { startBuiltApp } from '../tests/support/built-app.js';
import { HOME_JS_BUDGET_KB, HOME_PAGE_SOURCE, routeJs } from './route-js.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/destinations/ella'];
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Figures = { performance: number; accessibility: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
  };
}

async function main(): Promise<void> {
  buildIfNeeded();
  const app = await startBuiltApp(path.join(root, '.data/lighthouse'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  const report: Record<string, { runs: Figures[]; median: Figures }> = {};
  try {
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const figures = await audit(app.baseUrl + page, chrome.port);
        runs.push(figures);
        console.log(
          `${page} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
      const key = (k: keyof Figures) => median(runs.map((r) => r[k]));
      report[page] = {
        runs,
        median: {
          performance: key('performance'),
          accessibility: key('accessibility'),
          lcpMs: key('lcpMs'),
          cls: key('cls'),
          tbtMs: key('tbtMs'),
          fcpMs: key('fcpMs'),
        },
      };
    }
  } finally {
    chrome.kill();
    await app.stop();
  }

  const homeJs = routeJs(HOME_PAGE_SOURCE);
  const rows: [string, string, string, boolean][] = [];
  for (const page of PAGES) {
    const m = report[page]!.median;
    rows.push(
      [`${page} performance`, String(m.performance), '>= 95', m.performance >= 95],
      [`${page} accessibility`, String(m.accessibility), '>= 95', m.accessibility >= 95],
      [`${page} LCP`, `${Math.round(m.lcpMs)} ms`, '(report)', true],
      [`${page} CLS`, m.cls.toFixed(3), '<= 0.05', m.cls <= 0.05],
      [`${page} TBT`, `${Math.round(m.tbtMs)} ms`, '(report)', true],
    );
  }
  const kb = homeJs.totalGzip / 1024;
  rows.push(['home route JS (gzip)', `${kb.toFixed(1)} KB`, `<= ${HOME_JS_BUDGET_KB} KB`, kb <= HOME_JS_BUDGET_KB]);

  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, medians:`);
  for (const [name, value, target, ok] of rows)
    console.log(`  ${name.padEnd(36)} ${value.padStart(10)}   target ${target.padEnd(9)} ${ok ? 'ok' : 'MISSED'}`);
  const out = path.join(root, '.data/artefacts');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'lighthouse.json'),
    `${JSON.stringify({ runs: RUNS, pages: report, homeJs }, null, 2)}\n`,
  );
  console.log(`\nAll runs: ${path.relative(root, path.join(out, 'lighthouse.json'))}`);
  if (rows.some(([, , , ok]) => !ok)) process.exitCode = 1;
}

await main();
