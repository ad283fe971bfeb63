import { performance } from 'node:perf_hooks';

export type Figures = { p50: number; p95: number; max: number };

/** p50, p95 and max of `runs` timed calls after `warmUp` untimed ones. */
export async function measure(run: () => unknown, runs: number, warmUp = Math.min(200, runs)): Promise<Figures> {
  for (let i = 0; i < warmUp; i++) await run();
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times[i] = performance.now() - start;
  }
  times.sort();
  const at = (q: number) => times[Math.min(runs - 1, Math.floor(q * runs))]!;
  return { p50: at(0.5), p95: at(0.95), max: times[runs - 1]! };
}

export const ms = (x: number) => `${x.toFixed(3).padStart(8)} ms`;
