import http from 'node:http';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

/**
 * /graphql over HTTP: Express's preludes (request id, access log, security headers, no-store) and body rules apply to
 * it as to every request, however the body is framed, and the server leaves WebSocket upgrades to whoever listens
 * for them (GraphQL subscriptions through graphql-ws will, on this same server).
 */
let server: TestServer;
const logs: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { logs: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(() => server.close());

/** A body with a declared length, or the same bytes chunked. */
function post(body: string, framing: 'length' | 'chunked', headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
  };
  if (framing === 'length') init.body = body;
  else {
    init.body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    init.duplex = 'half';
  }
  return server.fetch('/graphql', init);
}

/** Status, headers and body, less what differs on every request or with the framing. */
async function seen(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(
      ([name]) =>
        !['x-request-id', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name),
    ),
  );
  const text = (await response.text()).replace(/"requestId":"[^"]+"/g, '"requestId":"…"');
  return { status: response.status, headers, text };
}

describe('GraphQL over HTTP', () => {
  it('answers a query with the security headers and no-store, whatever the framing of its body', async () => {
    const body = JSON.stringify({
      query: '{ businesses(first: 2) { edges { node { id name } } pageInfo { hasNextPage } } }',
    });
    const answers = [];
    for (const framing of ['chunked', 'length', 'length', 'chunked'] as const)
      answers.push(await seen(await post(body, framing)));
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect(answers[0]!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('refuses a bad body 400 with the same words, whatever its framing', async () => {
    const deep = `{"query":"{ __typename }","variables":{"a":${'['.repeat(40)}${']'.repeat(40)}}}`;
    for (const body of ['{"query":', '42', '"text"', 'null', deep]) {
      const [length, chunked] = [await seen(await post(body, 'length')), await seen(await post(body, 'chunked'))];
      expect(length.status, body).toBe(400);
      expect(length, body).toEqual(chunked);
    }
    const response = await post('{"query":', 'length');
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The request body must be a JSON object, such as {"name": "..."}.',
    );
  });

  it('sends back the caller’s request id and logs one access line for the request', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }' }), 'length', {
      'x-request-id': 'graphql-test-0001',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('graphql-test-0001');
    await expect
      .poll(() => logs.filter((line) => (line.req as { id?: string } | undefined)?.id === 'graphql-test-0001'))
      .toHaveLength(1);
    const line = logs.find((l) => (l.req as { id?: string } | undefined)?.id === 'graphql-test-0001')!;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/graphql' },
      res: { statusCode: 200 },
    });
  });

  it('logs the whole address of a request Express routes under a prefix', async () => {
    const response = await server.fetch('/api/business/all?first=1', { headers: { 'x-request-id': 'rest-test-0001' } });
    expect(response.status).toBe(200);
    await expect
      .poll(() => logs.find((line) => (line.req as { id?: string } | undefined)?.id === 'rest-test-0001'))
      .toMatchObject({
        req: { method: 'GET', url: '/api/business/all?first=1' },
        res: { statusCode: 200 },
      });
  });
});

describe('WebSocket upgrades', () => {
  it('reach an upgrade listener on the app’s own server, while /graphql keeps answering HTTP', async () => {
    const upgrades: string[] = [];
    // What a WebSocket server (ws, under graphql-ws) does when given this server: it listens for `upgrade`.
    const listener = (req: http.IncomingMessage, socket: Duplex) => {
      upgrades.push(`${req.url} ${req.headers['sec-websocket-protocol']}`);
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    };
    server.httpServer.on('upgrade', listener);
    try {
      const { port } = new URL(server.url);
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          path: '/graphql',
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
            'sec-websocket-protocol': 'graphql-transport-ws',
          },
        });
        request.on('upgrade', (response, socket) => {
          socket.destroy();
          resolve(response.statusCode ?? 0);
        });
        request.on('response', (response) => reject(new Error(`answered as HTTP: ${response.statusCode}`)));
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(101);
      expect(upgrades).toEqual(['/graphql graphql-transport-ws']);
      expect((await post(JSON.stringify({ query: '{ __typename }' }), 'length')).status).toBe(200);
    } finally {
      server.httpServer.off('upgrade', listener);
    }
  });
});
