import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { canRunRedis, PrivateRedis, reachable, sharedRedisUrl } from '../test/redis.js';
import { unique } from '../test/test-server.js';
import { createRateLimiter, exceeded, MemoryRateLimiter } from './rate-limit.js';

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg), lines };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('in-process limiter', () => {
  it('counts within a window and starts again when the clock passes it', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    now += 45_000;
    expect(await limiter.hit('k', 60)).toEqual({ count: 2, resetInSeconds: 15 });
    now += 15_000;
    expect(await limiter.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
  });

  it('says how long to wait once a rule is exceeded, and counts parallel hits one by one', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => exceeded(limiter, 'k', { limit: 10, windowSeconds: 900 })),
    );
    expect(verdicts.filter((v) => v === undefined)).toHaveLength(10);
    expect(new Set(verdicts.filter(Boolean))).toEqual(new Set([900]));
  });
});

describe.skipIf(!(await reachable(sharedRedisUrl)))(`Redis limiter (${sharedRedisUrl})`, () => {
  it('counts fifty parallel hits atomically, each seeing its own count', async () => {
    const { logger } = capturingLogger();
    const limiter = await createRateLimiter({ redisUrl: sharedRedisUrl, prefix: `${unique('test')}:`, logger });
    try {
      const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('k', 60)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(counts.every((c) => c.resetInSeconds > 0 && c.resetInSeconds <= 60)).toBe(true);
    } finally {
      await limiter.close();
    }
  });
});

describe('Redis outages', () => {
  it('starts when Redis is unreachable, counts in process and warns once', async () => {
    const { logger, warnings } = capturingLogger();
    const limiter = await createRateLimiter({ redisUrl: `redis://127.0.0.1:${await freePort()}`, logger });
    try {
      for (let i = 1; i <= 3; i++) expect((await limiter.hit('k', 60)).count).toBe(i);
      expect(await exceeded(limiter, 'k', { limit: 3, windowSeconds: 60 })).toBeGreaterThan(0);
      expect(warnings()).toEqual([
        expect.stringContaining('Redis is unreachable: rate limits are kept in this process only'),
      ]);
    } finally {
      await limiter.close();
    }
  });

  describe.skipIf(!canRunRedis)('a Redis that goes away mid-run', () => {
    let redis: PrivateRedis;
    let probe: Redis;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
      // Reads what the limiter stored; it queues its commands while Redis is away and reconnects quickly.
      probe = new Redis(redis.url, { retryStrategy: () => 100 });
      probe.on('error', () => {});
    });
    afterAll(async () => {
      probe.disconnect();
      redis.resume();
      await redis.kill();
    });

    const stored = async (key: string) => Number(await probe.get(key));

    it('falls back to counting in process, and uses Redis again once it is back', async () => {
      const { logger, warnings, lines } = capturingLogger();
      const limiter = await createRateLimiter({ redisUrl: redis.url, prefix: 'p:', logger });
      try {
        await limiter.hit('a', 600);
        await limiter.hit('a', 600);
        expect(await stored('p:a')).toBe(2);

        await redis.kill();
        // No error reaches the caller: the count goes on in process.
        expect((await limiter.hit('b', 600)).count).toBe(1);
        expect((await limiter.hit('b', 600)).count).toBe(2);
        expect(warnings()).toHaveLength(1);

        await redis.start();
        await until(() => lines.some((line) => line.msg.startsWith('Redis is reachable again')));
        expect((await limiter.hit('c', 600)).count).toBe(1);
        expect(await stored('p:c')).toBe(1);
      } finally {
        await limiter.close();
      }
    });

    it('answers from process memory within about a second when Redis hangs', async () => {
      const { logger, warnings } = capturingLogger();
      const limiter = await createRateLimiter({ redisUrl: redis.url, prefix: 'h:', logger });
      try {
        expect((await limiter.hit('k', 600)).count).toBe(1);
        redis.pause();
        let started = performance.now();
        expect((await limiter.hit('k', 600)).count).toBe(1);
        expect(performance.now() - started).toBeLessThan(3000);
        // The next requests skip the hung Redis instead of each waiting for it.
        started = performance.now();
        expect((await limiter.hit('k', 600)).count).toBe(2);
        expect(performance.now() - started).toBeLessThan(100);
        expect(warnings()).toHaveLength(1);
      } finally {
        redis.resume();
        await limiter.close();
      }
    });
  });
});
