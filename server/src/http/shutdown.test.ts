import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server.js';

/**
 * One client on keep-alive connections, sending one request after another until the server stops taking them. A
 * request sent on a connection the server had already answered on (`reusedSocket`) and then reset is what a drain must
 * never do; a new connection refused or reset while the listener closes never reached the app, and ends the client.
 */
async function keepAliveClient(
  agent: http.Agent,
  port: number,
  tally: { answered: number; closing: number; reset: number },
): Promise<void> {
  for (;;) {
    const outcome = await new Promise<'answered' | 'refused' | 'reset'>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
        if (response.headers.connection === 'close') tally.closing++;
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? 'answered' : 'reset'));
      });
      request.on('error', () => resolve(request.reusedSocket ? 'reset' : 'refused'));
    });
    if (outcome === 'refused') return;
    if (outcome === 'reset') tally.reset++;
    else tally.answered++;
    // A moment between requests, as a page's calls have: the connection is idle, kept for the next one.
    await new Promise((resolve) => setTimeout(resolve, 2 + ((tally.answered * 7) % 20)));
  }
}

describe('stopping with keep-alive clients', () => {
  it('resets no request on a kept-alive connection: each answer during the drain says Connection: close, and an idle connection closes only once quiet', async () => {
    const server = await startTestServer({ SHUTDOWN_DELAY_MS: '0' });
    const port = Number(new URL(server.url).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const tally = { answered: 0, closing: 0, reset: 0 };
    const clients = Array.from({ length: 8 }, () => keepAliveClient(agent, port, tally));
    // Some idle connections too: opened, used once, then left in the agent's pool.
    const idleAgent = new http.Agent({ keepAlive: true });
    const idle = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<number>((resolve) =>
            http.get({ host: '127.0.0.1', port, path: '/healthz', agent: idleAgent }, (r) =>
              r.resume().on('end', () => resolve(r.statusCode ?? 0)),
            ),
          ),
      ),
    );
    expect(idle).toEqual([200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answeredBefore = tally.answered;
    await server.close();
    await Promise.all(clients);
    agent.destroy();
    idleAgent.destroy();
    expect(answeredBefore).toBeGreaterThan(0);
    expect(tally.closing).toBeGreaterThan(0);
    expect(tally.reset).toBe(0);
  });
});
