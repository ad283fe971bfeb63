import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, gql, signUp } from '../../../test/factories.js';
import { jpegWithGps } from '../../../test/images.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

/**
 * Photos over a slow uplink, on a real socket that trickles the body: the deadlines are made small (an upload may
 * pause 1 s; an ordinary request has 2 s in all) so that what a phone meets at 100 KB/s over tens of seconds happens
 * here in a few.
 */
let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-slow-photos-'));
  server = await startTestServer({
    DATA_DIR: dataDir,
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
    UPLOAD_IDLE_TIMEOUT_MS: '1000',
    UPLOAD_TIMEOUT_MS: '8000',
  });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: string; body: string; elapsedMs: number };

/**
 * Sends a request by hand: the headers at once, then the body in `pieces`, waiting `pauses[i]` ms before piece i.
 * Answers what came back (the status, the headers, the body) once the server closes or has answered whole.
 */
async function trickle(
  target: string,
  headers: Record<string, string>,
  pieces: readonly Buffer[],
  pauses: readonly number[],
): Promise<Answer> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  // A server that gives up may close while the client is still writing: that is what is tested, not a failure.
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    const poll = setInterval(() => {
      const length = /\r\ncontent-length: (\d+)/i.exec(received)?.[1];
      const split = received.indexOf('\r\n\r\n');
      if (length && split >= 0 && Buffer.byteLength(received.slice(split + 4)) >= Number(length)) {
        clearInterval(poll);
        resolve();
      }
    }, 20);
    socket.once('close', () => clearInterval(poll));
  });
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const head = Object.entries({
    host: `127.0.0.1:${port}`,
    'content-length': String(total),
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${target} HTTP/1.1\r\n${head}\r\n`);
  for (const [i, piece] of pieces.entries()) {
    // The pause ends early when the server answers (or closes): a client stops sending then.
    await Promise.race([
      new Promise((resolve) => setTimeout(resolve, pauses[i] ?? 0)),
      new Promise((resolve) => socket.once('data', resolve)),
      ended,
    ]);
    if (received || socket.destroyed) break;
    socket.write(piece);
  }
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  socket.destroy();
  const split = received.indexOf('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0),
    headers: received.slice(0, split),
    body: received.slice(split + 4),
    elapsedMs: Date.now() - started,
  };
}

/** `bytes` cut into `count` pieces. */
const piecesOf = (bytes: Buffer, count: number) =>
  Array.from({ length: count }, (_, i) =>
    bytes.subarray(Math.floor((i * bytes.length) / count), Math.floor(((i + 1) * bytes.length) / count)),
  );

async function anOwnedListing() {
  const owner = await signUp(server);
  const business = await aBusiness(server, {}, { token: owner.token });
  return { token: owner.token, id: business.id };
}

describe('a photo over a slow uplink', () => {
  it('is taken however long it takes while bytes keep coming: 3 s in all, longer than an ordinary request may take, no pause over 1 s', async () => {
    const { token, id } = await anOwnedListing();
    const photo = await jpegWithGps(1600, 1000);
    const answer = await trickle(
      `/api/business/${id}/photos`,
      { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
      piecesOf(photo, 10),
      Array(10).fill(300),
    );
    expect(answer.elapsedMs).toBeGreaterThan(2_500);
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({
      message: 'Photo added!',
      business: { photos: [{ small: { width: 400 } }] },
    });
  });

  it('is refused with a 408 that says what happened, in the reader’s language, when nothing arrives for longer than the pause allowed', async () => {
    const { token, id } = await anOwnedListing();
    const photo = await jpegWithGps(1600, 1000);
    for (const [language, words] of [
      [
        'en',
        'Nothing more of the upload arrived for 1 second, so the server stopped waiting for it. Check your connection and try again.',
      ],
      ['si', 'තත්පර 1ක් තුළ උඩුගත කිරීමෙන් තවත් කිසිවක් නොලැබුණු බැවින්'],
    ] as const) {
      const answer = await trickle(
        `/api/business/${id}/photos`,
        { 'content-type': 'image/jpeg', authorization: `Bearer ${token}`, 'accept-language': language },
        piecesOf(photo, 3),
        [0, 300, 2_500],
      );
      expect(answer.status, answer.body).toBe(408);
      expect(answer.headers).toMatch(/\r\nconnection: close/i);
      expect(answer.headers).toMatch(/\r\ncontent-type: application\/json/i);
      const body = JSON.parse(answer.body) as { message: string; requestId: string };
      expect(body.message).toContain(words);
      expect(body.requestId).toMatch(/\S{8,}/);
      expect(answer.elapsedMs).toBeLessThan(2_500);
    }
    // Nothing was stored.
    const stored = await gql<{ business: { photos: unknown[] } }>(
      server,
      'query($id: ID!) { business(id: $id) { photos { id } } }',
      { id },
    );
    expect(stored.data?.business.photos).toEqual([]);
  });

  it('keeps an ordinary request to its total: a form body trickled past it is refused with a 408 that says so', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'slow', password: 'x'.repeat(40) }));
    const answer = await trickle(
      '/api/login',
      { 'content-type': 'application/json' },
      piecesOf(body, 8),
      Array(8).fill(400),
    );
    expect(answer.status, answer.body).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({
      message:
        'The request took longer than 2 seconds to arrive, so the server stopped waiting for it. Check your connection and try again.',
    });
  });
});
