import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built app as a user runs it (`server/dist/main.js` serving `client/dist`), on its own embedded PostgreSQL
 * under `$DATA_DIR/journeys` (default `.data/journeys`), or on `DATABASE_URL` when set. `npm test` builds the app first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(process.env.DATA_DIR || path.join(root, '.data'), 'journeys'),
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      // The journeys sign up a few accounts per run from one address, and runs follow each other quickly.
      SIGNUPS_PER_ADDRESS: process.env.SIGNUPS_PER_ADDRESS ?? '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The app exited during start-up:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app was not ready within 90 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
