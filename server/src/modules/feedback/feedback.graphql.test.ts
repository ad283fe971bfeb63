import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { Feedback } from './feedback.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const SUBMIT = 'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { message } }';

describe('a report of a wrong price', () => {
  it('keeps the fee row it names beside the message', async () => {
    const message = `Wrong price for yala-national-park: USD 30 (${randomUUID()})`;
    const body = await gql(
      server,
      SUBMIT,
      { i: { rating: 2, category: 'PLANNER', message, feeRow: 'yala-national-park' } },
      { ip: '192.0.2.152' },
    );
    expect(body.errors).toBeUndefined();
    const stored = await server.orm.em.fork().findOneOrFail(Feedback, { message });
    expect(stored.feeRow).toBe('yala-national-park');
    const plain = `No row (${randomUUID()})`;
    await gql(server, SUBMIT, { i: { rating: 4, category: 'GENERAL', message: plain } }, { ip: '192.0.2.153' });
    expect((await server.orm.em.fork().findOneOrFail(Feedback, { message: plain })).feeRow).toBeNull();
  });
});
