import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir = '';
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const postgresRunningIn = (dir: string) => spawnSync('pgrep', ['-f', `postgres -D ${dir}`]).status === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(port: number): Promise<void> {
  for (
    let i = 0;
    i < 300 &&
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await sleep(200);
}

/** Every process below `pid`, read from ps (the server runs two levels below `npm start`). */
function descendantsOf(pid: number): number[] {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length;) {
    const children = rows.filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...children);
    frontier = children;
  }
  return found;
}

const alive = (pid: number) => spawnSync('kill', ['-0', String(pid)]).status === 0;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A database for the servers started here: the run's DATABASE_URL, or an embedded one in a folder of their own. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) return { DATABASE_URL: process.env.DATABASE_URL };
  const dir = await mkdtemp(path.join(tmpdir(), 'tripmate-shutdown-'));
  extraDirs.push(dir);
  return { DATABASE_URL: '', DATA_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()) };
}
const extraDirs: string[] = [];
afterAll(() => Promise.all(extraDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('graceful shutdown of the built server on its embedded PostgreSQL', () => {
  it('finishes a request in flight, then exits 0 and leaves no PostgreSQL behind', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    for (
      let i = 0;
      i < 300 &&
      !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(true);

    // A registration whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      name: 'Late Arrival Guest House',
      address: 'Ella',
      email: 'late@arrival.lk',
      telephone: '057 222 0000',
      category: 'hotel',
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/business/register',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(20)), 300);
      }, 100);
    });

    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ message: 'Business registered!' });
    expect(await exited).toBe(0);
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(false);
  }, 90_000);
});

describe('readiness and the drain window on SIGTERM', () => {
  it('answers /readyz 503 at once, still serves during the delay, finishes the request in flight, then exits', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
      env: {
        ...process.env,
        ...(await databaseEnv()),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: '1500',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    await waitUntilReady(port);

    const body = JSON.stringify({
      name: 'Drain Window Villa',
      address: 'Galle',
      email: `drain${Date.now()}@window.lk`,
      telephone: '091 222 0000',
      category: 'hotel',
    });
    let finish = () => {};
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/business/register',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      finish = () => request.end(body.slice(20));
    });
    await sleep(100);
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await sleep(100);

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting down' });
    const served = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(Date.now() - signalledAt).toBeLessThan(1500);

    finish();
    expect(await inFlight).toBe(201);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1500);
    expect(await portOpen(port)).toBe(false);
  }, 90_000);
});

describe('npm start', () => {
  it('passes SIGTERM on to the server: nothing is left running and the port is closed', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        ...(await databaseEnv()),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: '0',
        JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      },
      stdio: 'ignore',
    });
    await waitUntilReady(port);
    const below = descendantsOf(npm.pid!);
    expect(below.length).toBeGreaterThanOrEqual(2);

    npm.kill('SIGTERM');
    for (let i = 0; i < 100 && below.some(alive); i++) await sleep(200);
    const left = below.filter(alive);
    // Whatever the verdict, leave nothing behind.
    for (const pid of left) spawnSync('kill', ['-KILL', String(pid)]);
    expect(left, 'processes left running after npm start got SIGTERM').toEqual([]);
    expect(await portOpen(port)).toBe(false);
  }, 90_000);
});
