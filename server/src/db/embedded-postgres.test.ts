import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { freePort } from '../lib/free-port.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const logger = createLogger({ logLevel: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('moves to another port when the preferred one is taken, and keeps data across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-pg-'));
    dirs.push(dataDir);
    const taken = await freePort();
    const blocker = net.createServer().listen(taken, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const first = await startEmbeddedPostgres({ dataDir, preferredPort: taken, logger });
      expect(first.port).not.toBe(taken);
      await query(first.url, "create table kept (note text); insert into kept values ('still here')");
      await first.stop();

      const second = await startEmbeddedPostgres({ dataDir, preferredPort: taken, logger });
      try {
        expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'still here' }]);
      } finally {
        await second.stop();
      }
    } finally {
      blocker.close();
    }
  }, 60_000);
});
