import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from './precompressed.js';

const SCRIPT = `console.log(${JSON.stringify('TripMate '.repeat(400))});\n`;
let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  writeFileSync(path.join(dir, 'app-abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'app-abc.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(path.join(dir, 'app-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'plain.js'), SCRIPT);
  const app = express();
  app.use('/assets', precompressed(dir, { 'Cache-Control': 'public, max-age=31536000, immutable' }));
  app.use('/assets', express.static(dir, { fallthrough: false }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes and headers, with nothing decoded by fetch (undici would decode br and gzip itself). */
async function get(file: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}/${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that takes brotli, as JavaScript, cached for a year, varying by encoding', async () => {
    const { status, headers, body } = await get('app-abc.js', 'gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when neither is', async () => {
    const gzip = await get('app-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync(SCRIPT, { level: 9 }))).toBe(true);
    const plain = await get('app-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves a file without copies, and names that are not plain file names, to the static files', async () => {
    const plain = await get('plain.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // Refused by the static files (403 or 404), never read.
    expect((await get('..%2Fetc%2Fpasswd', 'br')).status).toBeGreaterThanOrEqual(400);
    expect((await get('.app-abc.js', 'br')).status).toBeGreaterThanOrEqual(400);
    expect((await get('missing.js', 'br')).status).toBe(404);
  });
});
