import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { takes } from './graphql-lane.js';

/**
 * A plain JSON POST to /graphql is served by the GraphQL lane (graphql-lane.ts), which skips Express's router; the
 * same request with a chunked body (no Content-Length) still goes through Express. Whatever the way, a client must
 * not be able to tell: same status, headers and body, the same refusals, and the same access-log line.
 */
let server: TestServer;
const logs: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logs: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) } });
});
afterAll(() => server.close());

/** The lane's way (a declared length) or Express's (the same bytes, chunked). */
function post(body: string, way: 'lane' | 'express', headers: Record<string, string> = {}): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers: { 'content-type': 'application/json', ...headers } };
  if (way === 'lane') init.body = body;
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
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['x-request-id', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)));
  const text = (await response.text()).replace(/"requestId":"[^"]+"/g, '"requestId":"…"');
  return { status: response.status, headers, text };
}

describe('the GraphQL lane', () => {
  it('answers a query as Express does, the first time and once the query is prepared', async () => {
    const body = JSON.stringify({ query: '{ businesses(first: 2) { edges { node { id name } } pageInfo { hasNextPage } } }' });
    const answers = [];
    for (const way of ['express', 'lane', 'lane', 'express'] as const) answers.push(await seen(await post(body, way)));
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect(answers[0]!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('refuses a bad body with the same words either way', async () => {
    const deep = `{"query":"{ __typename }","variables":{"a":${'['.repeat(40)}${']'.repeat(40)}}}`;
    for (const body of ['{"query":', '42', '"text"', 'null', deep]) {
      const [lane, express] = [await seen(await post(body, 'lane')), await seen(await post(body, 'express'))];
      expect(lane.status, body).toBe(400);
      expect(lane, body).toEqual(express);
    }
    const [lane] = [await post('{"query":', 'lane')];
    expect(((await lane.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('The request body must be a JSON object, such as {"name": "..."}.');
  });

  it('sends back the caller’s request id and logs one access line for the request', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }' }), 'lane', { 'x-request-id': 'lane-test-0001' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lane-test-0001');
    await expect.poll(() => logs.filter((line) => (line.req as { id?: string } | undefined)?.id === 'lane-test-0001')).toHaveLength(1);
    const line = logs.find((l) => (l.req as { id?: string } | undefined)?.id === 'lane-test-0001')!;
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 } });
  });

  it('logs the whole address of a request Express routes under a prefix', async () => {
    const response = await server.fetch('/api/business/all?first=1', { headers: { 'x-request-id': 'rest-test-0001' } });
    expect(response.status).toBe(200);
    await expect.poll(() => logs.find((line) => (line.req as { id?: string } | undefined)?.id === 'rest-test-0001')).toMatchObject({
      req: { method: 'GET', url: '/api/business/all?first=1' },
      res: { statusCode: 200 },
    });
  });
});

describe('which requests take the lane', () => {
  const request = (overrides: { method?: string; url?: string; headers?: Record<string, string> } = {}) => ({
    method: overrides.method ?? 'POST',
    url: overrides.url ?? '/graphql',
    headers: { 'content-type': 'application/json', 'content-length': '120', ...overrides.headers },
  });
  it('takes a plain JSON POST to /graphql within the body limit', () => {
    expect(takes(request(), 1024)).toBe(true);
    expect(takes(request({ headers: { 'content-type': 'application/json; charset=UTF-8' } }), 1024)).toBe(true);
  });
  it.each([
    ['a GET', request({ method: 'GET' })],
    ['another path', request({ url: '/graphql?x=1' })],
    ['another charset', request({ headers: { 'content-type': 'application/json; charset=latin1' } })],
    ['a form', request({ headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['a compressed body', request({ headers: { 'content-encoding': 'gzip' } })],
    ['a chunked body', request({ headers: { 'transfer-encoding': 'chunked' } })],
    ['an empty body', request({ headers: { 'content-length': '0' } })],
    ['a body over the limit', request({ headers: { 'content-length': '1025' } })],
  ])('leaves %s to Express', (_name, req) => {
    expect(takes(req, 1024)).toBe(false);
  });
  it('leaves a request without a declared length to Express', () => {
    const req = request();
    delete (req.headers as Record<string, string>)['content-length'];
    expect(takes(req, 1024)).toBe(false);
  });
});
