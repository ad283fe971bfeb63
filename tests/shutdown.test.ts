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

describe('graceful shutdown of the built server on its embedded PostgreSQL', () => {
  it('finishes a request in flight, then exits 0 and leaves no PostgreSQL behind', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
      env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 300 && !(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(postgresRunningIn(path.join(dataDir, 'pg'))).toBe(true);

    // A registration whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: 'Late Arrival Guest House', address: 'Ella', email: 'late@arrival.lk', telephone: '057 222 0000', category: 'hotel' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/business/register', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
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
