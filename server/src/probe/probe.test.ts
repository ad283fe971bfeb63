import { afterAll, beforeAll, it } from 'vitest';
import { signUp } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ LOG_LEVEL: 'error' }, { logs: process.stdout }); });
afterAll(() => server.close());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const r = await server.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return `${r.status} ${r.headers.get('cache-control')} ${(await r.text()).slice(0, 300)}`;
}
it('probe', async () => {
  for (let i = 0; i < 3; i++) console.log(await post({ query: '{ __typename }', operationName: 'Nope' }));
  for (let i = 0; i < 3; i++) console.log(await post({ query: '{ testimonials { id } }', operationName: 'Nope' }));
  console.log(await post({ query: 'query A { __typename } query B { __typename }' }));
  console.log(await server.fetch('/api/business/all?lat=7.5507871331349925&lng=80.51&radiusKm=15').then(async (r) => `${r.status} ${await r.text()}`.slice(0, 200)));
  const u = await signUp(server);
  console.log(await post({ query: 'mutation { a: signIn(username: "x", password: "y") { token } b: signIn(username: "x", password: "z") { token } }' }));
  console.log(await post({ query: 'mutation { a: signIn(username: "x", password: "y") { token } b: signIn(username: "x", password: "z") { token } }' }));
  console.log(await post('{"query":"{ __typename }"}', { 'content-encoding': 'gzip' }));
});
