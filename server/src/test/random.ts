import { beforeEach, expect } from 'vitest';

/**
 * Random input for tests, from a seed that a failure prints, so that it can be replayed: `TEST_SEED=<n> npm test -- <file>`.
 * Each test file draws its own sequence (the seed mixed with the file's path), so that two files running beside each
 * other on one database never draw the same words or places.
 */
export const TEST_SEED = Number(process.env.TEST_SEED ?? Math.floor(Date.now() % 2 ** 31));

let next: (() => number) | undefined;

/** A number in [0, 1), like Math.random, from this file's seeded sequence. */
export function random(): number {
  next ??= mulberry32(TEST_SEED ^ hash(expect.getState().testPath ?? ''));
  return next();
}

/** A whole number from `min` to `max`, both included. */
export const randomInt = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.error(`This test drew random input: TEST_SEED=${TEST_SEED} draws it again.`));
});

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A small, well-known 32-bit generator: good enough to spread test input, and the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
