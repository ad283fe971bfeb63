import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, ModelClient, type CallOptions } from './model-client.js';
import { ProviderError, type ModelTransport, type ToolTurnAnswer } from './llm.types.js';

/** A model API that answers from a script, one entry per call, and an injected clock: no network, no waiting. */
function scripted(...answers: (string | null | Error)[]) {
  const calls: string[] = [];
  const transport: ModelTransport = {
    source: 'GEMINI',
    replyWithTools: () => next('reply').then(said),
    // A streamed turn from the same script: its text in one piece, then the turn.
    streamWithTools: async function* () {
      const text = await next('stream');
      if (text) yield { type: 'text', text };
      yield { type: 'answer', answer: said(text) };
    },
    generateJson: () => next('json'),
  };
  function next(kind: string): Promise<string | null> {
    calls.push(kind);
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }
  return { transport, calls };
}
const said = (text: string | null): ToolTurnAnswer => ({ kind: 'text', text });
/** A turn with no tools, its outcome's value the text alone. */
const reply = async (client: ModelClient, options: CallOptions) => {
  const outcome = await client.replyWithTools(
    turn,
    { declarations: [], run: () => Promise.reject(new Error('no tools')) },
    options,
  );
  return outcome.ok ? { ...outcome, value: outcome.value.text } : outcome;
};
const clock = () => {
  const c = {
    t: 1_000_000,
    slept: [] as number[],
    now: () => c.t,
    sleep: (ms: number) => ((c.t += ms), c.slept.push(ms), Promise.resolve()),
  };
  return c;
};
const lines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
const policy = { ...DEFAULT_POLICY, attemptTimeoutMs: 5000 };
const turn = { system: 'be brief', history: [], message: 'hi', temperature: 0.7, maxOutputTokens: 64 };
const json = { system: 's', prompt: 'p', schemaName: 'x', schema: {}, temperature: 0, maxOutputTokens: 64 };

describe('the model client', () => {
  it('retries a 503 once after the policy’s pause and returns the second answer', async () => {
    const { transport, calls } = scripted(new ProviderError('busy', 503), 'hello');
    const time = clock();
    const outcome = await reply(new ModelClient(transport, policy, logger, time), { purpose: 'test' });
    expect(outcome).toEqual({ ok: true, value: 'hello', source: 'GEMINI' });
    expect(calls).toHaveLength(2);
    expect(time.slept).toEqual([DEFAULT_POLICY.retryDelayMs]);
  });

  it('does not retry a bad key, and says why', async () => {
    const { transport, calls } = scripted(new ProviderError('API key not valid.', 400), 'never');
    const outcome = await reply(new ModelClient(transport, policy, logger, clock()), { purpose: 'test' });
    expect(outcome).toEqual({ ok: false, kind: 'unavailable', detail: 'API key not valid.', status: 400 });
    expect(calls).toHaveLength(1);
  });

  it('asks again when the caller rejects the answer, and reports the rejection when the second is no better', async () => {
    const { transport, calls } = scripted('not json', 'still not json');
    const outcome = await new ModelClient(transport, policy, logger, clock()).generateJson(
      json,
      (text) => ({ ok: false, problem: `cannot read ${text}` }),
      { purpose: 'test' },
    );
    expect(outcome).toEqual({ ok: false, kind: 'rejected', detail: 'cannot read still not json' });
    expect(calls).toHaveLength(2);
  });

  it('abandons a call whose caller stopped waiting: the transport sees the abort, no retry, the breaker does not count it', async () => {
    const seen: AbortSignal[] = [];
    let calls = 0;
    const transport: ModelTransport = {
      source: 'GEMINI',
      replyWithTools: (_request, signal) => {
        calls++;
        seen.push(signal);
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error)),
        );
      },
      streamWithTools: () => Promise.reject(new Error('not streamed here')) as never,
      generateJson: () => Promise.resolve(null),
    };
    const client = new ModelClient(transport, { ...policy, breakerThreshold: 1 }, logger, clock());
    const stopped = new AbortController();
    const pending = reply(client, { purpose: 'chat', signal: stopped.signal });
    stopped.abort();
    expect(await pending).toEqual({ ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' });
    expect(calls).toBe(1);
    expect(seen[0]!.aborted).toBe(true);
    // With a threshold of one failure, a counted abort would have opened the breaker.
    const { transport: answering } = scripted('hello');
    Object.assign(transport, { replyWithTools: answering.replyWithTools });
    expect(await reply(client, { purpose: 'chat' })).toEqual({ ok: true, value: 'hello', source: 'GEMINI' });
  });

  it('starts no retry past the caller’s deadline, and does not wait for one', async () => {
    const { transport, calls } = scripted(new ProviderError('busy', 503), 'late');
    const time = clock();
    const outcome = await reply(new ModelClient(transport, policy, logger, time), { purpose: 'chat', deadlineMs: 500 });
    expect(outcome).toEqual({ ok: false, kind: 'unavailable', detail: 'busy', status: 503 });
    expect(calls).toHaveLength(1);
    expect(time.slept).toEqual([]);
  });

  it('retries within the caller’s deadline when the pause leaves time for it', async () => {
    const { transport, calls } = scripted(new ProviderError('busy', 503), 'in time');
    const time = clock();
    const outcome = await reply(new ModelClient(transport, policy, logger, time), {
      purpose: 'chat',
      deadlineMs: DEFAULT_POLICY.retryDelayMs + 500,
    });
    expect(outcome).toEqual({ ok: true, value: 'in time', source: 'GEMINI' });
    expect(calls).toHaveLength(2);
  });

  it('stops asking a model that failed five calls in a row for 30 s, then tries it again', async () => {
    const { transport, calls } = scripted(new ProviderError('down', 500));
    const time = clock();
    const client = new ModelClient(transport, policy, logger, time);
    for (let i = 0; i < DEFAULT_POLICY.breakerThreshold; i++)
      expect((await reply(client, { purpose: 'test' })).ok).toBe(false);
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold);

    const open = await reply(client, { purpose: 'test' });
    expect(open).toMatchObject({
      ok: false,
      kind: 'unavailable',
      detail: expect.stringContaining('failed 5 calls in a row'),
    });
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold);

    time.t += DEFAULT_POLICY.openForMs;
    await reply(client, { purpose: 'test' });
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold + 2);
  });

  it('counts only failures in a row: an answer in between closes the count', async () => {
    const answers: (string | Error)[] = [];
    for (let i = 0; i < 4; i++) answers.push(new ProviderError('down', 500), new ProviderError('down', 500));
    answers.push('up');
    for (let i = 0; i < 4; i++) answers.push(new ProviderError('down', 500), new ProviderError('down', 500));
    const { transport, calls } = scripted(...answers, 'still here');
    const client = new ModelClient(transport, policy, logger, clock());
    for (let i = 0; i < 9; i++) await reply(client, { purpose: 'test' });
    expect(await reply(client, { purpose: 'test' })).toEqual({ ok: true, value: 'still here', source: 'GEMINI' });
    expect(calls).toHaveLength(18);
  });

  it('lets one call alone try a model again after the open period, and the others fall back until it answers', async () => {
    const { transport, calls } = scripted(new ProviderError('down', 500));
    const time = clock();
    const client = new ModelClient(transport, policy, logger, time);
    for (let i = 0; i < DEFAULT_POLICY.breakerThreshold; i++) await reply(client, { purpose: 'test' });
    time.t += DEFAULT_POLICY.openForMs;
    const before = calls.length;

    // The probe's first attempt is still out when nine more callers come.
    let answer!: (text: string) => void;
    transport.replyWithTools = () => (
      calls.push('probe'),
      new Promise<string>((resolve) => (answer = resolve)).then(said)
    );
    const probe = reply(client, { purpose: 'test' });
    const others = await Promise.all(Array.from({ length: 9 }, () => reply(client, { purpose: 'test' })));
    expect(
      others.every((o) => !o.ok && o.kind === 'unavailable' && o.detail.includes('while another call tries it')),
    ).toBe(true);
    expect(calls.length - before).toBe(1);

    answer('back');
    expect(await probe).toEqual({ ok: true, value: 'back', source: 'GEMINI' });
    transport.replyWithTools = () => Promise.resolve(said('and again'));
    expect(await reply(client, { purpose: 'test' })).toEqual({ ok: true, value: 'and again', source: 'GEMINI' });
  });

  it('opens again for the whole period when the one trying call fails', async () => {
    const { transport, calls } = scripted(new ProviderError('down', 500));
    const time = clock();
    const client = new ModelClient(transport, policy, logger, time);
    for (let i = 0; i < DEFAULT_POLICY.breakerThreshold; i++) await reply(client, { purpose: 'test' });
    time.t += DEFAULT_POLICY.openForMs;
    expect((await reply(client, { purpose: 'test' })).ok).toBe(false);
    const after = calls.length;
    expect(await reply(client, { purpose: 'test' })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('not asked again until'),
    });
    expect(calls.length).toBe(after);
  });
});

describe('a streamed reply under the model client’s policy', () => {
  const noTools = { declarations: [], run: () => Promise.reject(new Error('no tools')) };
  const streamed = async (client: ModelClient, options: CallOptions = { purpose: 'test' }) => {
    const tokens: string[] = [];
    for await (const event of client.streamWithTools(turn, noTools, options)) {
      if (event.type === 'end') return { tokens, outcome: event.outcome };
      tokens.push(event.text);
    }
    throw new Error('the stream ended without its outcome');
  };

  it('retries a 503 before the first token after the policy’s pause, whitespace at the ends held back', async () => {
    const { transport, calls } = scripted(new ProviderError('busy', 503), '  hello there \n');
    const time = clock();
    const { tokens, outcome } = await streamed(new ModelClient(transport, policy, logger, time));
    expect(tokens).toEqual(['hello there']);
    expect(outcome).toEqual({ ok: true, value: { text: 'hello there', calls: [] }, source: 'GEMINI' });
    expect(calls).toEqual(['stream', 'stream']);
    expect(time.slept).toEqual([DEFAULT_POLICY.retryDelayMs]);
  });

  it('counts failed streams toward the breaker, and refuses without asking while it is open', async () => {
    const { transport, calls } = scripted(new ProviderError('down', 500));
    const time = clock();
    const client = new ModelClient(transport, policy, logger, time);
    for (let i = 0; i < DEFAULT_POLICY.breakerThreshold; i++)
      expect((await streamed(client)).outcome).toMatchObject({ ok: false, status: 500 });
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold);
    expect((await streamed(client)).outcome).toMatchObject({
      ok: false,
      detail: expect.stringContaining('failed 5 calls in a row'),
    });
    // Whole replies share the breaker: they are refused too.
    expect(await reply(client, { purpose: 'test' })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('failed 5 calls in a row'),
    });
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold);
    time.t += DEFAULT_POLICY.openForMs;
    expect((await streamed(client)).outcome).toMatchObject({ ok: false, status: 500 });
    expect(calls).toHaveLength(2 * DEFAULT_POLICY.breakerThreshold + 2);
  });
});
