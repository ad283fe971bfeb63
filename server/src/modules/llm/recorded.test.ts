import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { GeminiTransport } from './gemini.js';
import type { ModelTransport, ToolAnswer } from './llm.types.js';
import {
  DEFAULT_POLICY,
  ModelClient,
  type CallOptions,
  type ModelPolicy,
  type ReplyStreamEvent,
  type ToolBox,
} from './model-client.js';
import { OpenAICompatibleTransport } from './openai.js';
import { strictMockServer } from '../../test/strict-msw.js';

/**
 * The two APIs' wire format as it was recorded from the services (fixtures/recorded, README there: each file's
 * repository, path and commit): what the hand-written fixtures lacked. Each test fails when the transports or the
 * client mishandle what the recording holds.
 */
type Body = Record<string, unknown>;
const recorded = (name: string): string =>
  readFileSync(new URL(`./fixtures/recorded/${name}`, import.meta.url), 'utf8');
const recordedJson = (name: string): Body => JSON.parse(recorded(name)) as Body;
/**
 * A `streamGenerateContent` body recorded without `alt=sse` (a JSON array of GenerateContentResponses) as the SSE
 * stream the same call with `alt=sse` sends: one chunk per event, ended by CRLF CRLF (the framing of the SSE
 * recordings beside it).
 */
const asGeminiEvents = (name: string): string =>
  (JSON.parse(recorded(name)) as unknown[]).map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`).join('');

const mock = strictMockServer();
const logger = pino({ level: 'silent' });
const policy: ModelPolicy = { ...DEFAULT_POLICY, retryDelayMs: 0, attemptTimeoutMs: 5000, streamIdleMs: 1000 };
const turn = {
  system: 'You are the Sri Lanka Travel Bot.',
  history: [],
  message: 'Hello',
  temperature: 0.7,
  maxOutputTokens: 1024,
};

const GEMINI_BASE = 'https://gemini.example.test';
const GEMINI_STREAM = `${GEMINI_BASE}/v1beta/models/gemini-test:streamGenerateContent`;
const GEMINI_UNARY = `${GEMINI_BASE}/v1beta/models/gemini-test:generateContent`;
const OPENAI_URL = 'https://llm.example.test/v1/chat/completions';
const gemini = (): ModelTransport => new GeminiTransport({ apiKey: 'k', model: 'gemini-test', baseUrl: GEMINI_BASE });
const openai = (model = 'local-model'): ModelTransport =>
  new OpenAICompatibleTransport({ baseUrl: 'https://llm.example.test/v1', apiKey: 'sk', model });

const sse = (text: string) => new HttpResponse(text, { headers: { 'content-type': 'text/event-stream' } });

/** Every request's body, answered by `answer` with its place in the conversation. */
function serve(url: string, answer: (index: number) => Response): Body[] {
  const bodies: Body[] = [];
  mock.use(
    http.post(url, async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return answer(bodies.length - 1);
    }),
  );
  return bodies;
}

/** The functions the recorded conversations called, each answering a fixed output; `runs` has each call's name and arguments. */
function box(...names: string[]): ToolBox & { runs: { name: string; args: Readonly<Record<string, unknown>> }[] } {
  const runs: { name: string; args: Readonly<Record<string, unknown>> }[] = [];
  return {
    runs,
    declarations: names.map((name) => ({
      name,
      description: `The recording's ${name}.`,
      parameters: { type: 'object', properties: {} },
    })),
    run: (name, args) => (runs.push({ name, args }), Promise.resolve<ToolAnswer>({ output: `${name} answered` })),
  };
}

async function read(client: ModelClient, tools: ToolBox, options: CallOptions = { purpose: 'test' }) {
  const tokens: string[] = [];
  let end: Extract<ReplyStreamEvent, { type: 'end' }>['outcome'] | undefined;
  for await (const event of client.streamWithTools(turn, tools, options)) {
    if (event.type === 'end') end = event.outcome;
    else tokens.push(event.text);
  }
  return { tokens, end };
}

const DECLINED = { ok: false, kind: 'rejected', refused: true };

describe('Gemini, as recorded', () => {
  it('Gemini 3: runs a call sent in a chunk without finishReason (an empty text chunk ends the turn) and sends every part back with its thought signature', async () => {
    const chunks = JSON.parse(recorded('gemini-3-call-signature.json')) as {
      candidates: { content: Body; finishReason?: string }[];
    }[];
    expect(chunks.map((chunk) => chunk.candidates[0]!.finishReason)).toEqual([undefined, 'STOP']);
    const seen = serve(GEMINI_STREAM, (i) =>
      sse(asGeminiEvents(i === 0 ? 'gemini-3-call-signature.json' : 'gemini-3-answer.json')),
    );
    const tools = box('multiply');
    const { tokens, end } = await read(new ModelClient(gemini(), policy, logger), tools);
    expect(tools.runs).toEqual([{ name: 'multiply', args: { x: 5, y: 3 } }]);
    expect(tokens.join('')).toBe('5 times 3 is 15.');
    expect(end).toEqual({
      ok: true,
      source: 'GEMINI',
      value: { text: '5 times 3 is 15.', calls: [{ name: 'multiply', ok: true }] },
    });
    const [modelTurn, result] = (seen[1]!.contents as Body[]).slice(-2);
    // The model's turn as it came: the call with its signature, then the closing empty text part.
    expect(modelTurn).toEqual({
      role: 'model',
      parts: [chunks[0]!.candidates[0]!.content.parts, chunks[1]!.candidates[0]!.content.parts].flat(),
    });
    expect(JSON.stringify(modelTurn)).toContain('"thoughtSignature":"Et0BCtoBAXLI2nwMB4momyXTj');
    expect(result).toEqual({
      role: 'user',
      parts: [{ functionResponse: { name: 'multiply', response: { output: 'multiply answered' } } }],
    });
  });

  it('Gemini 3: echoes functionCall.id back in the functionResponse', async () => {
    const seen = serve(GEMINI_STREAM, (i) =>
      sse(asGeminiEvents(i === 0 ? 'gemini-3-call-with-id.json' : 'gemini-3-answer.json')),
    );
    const tools = box('pelican_name_generator');
    const { end } = await read(new ModelClient(gemini(), policy, logger), tools);
    expect(end).toMatchObject({ ok: true });
    expect(tools.runs).toEqual([{ name: 'pelican_name_generator', args: { type: 'funny' } }]);
    const [modelTurn, result] = (seen[1]!.contents as Body[]).slice(-2);
    expect(result).toEqual({
      role: 'user',
      parts: [
        {
          functionResponse: {
            id: 'c9bjmkfz',
            name: 'pelican_name_generator',
            response: { output: 'pelican_name_generator answered' },
          },
        },
      ],
    });
    expect(JSON.stringify(modelTurn)).toContain('"id":"c9bjmkfz"');
    expect(JSON.stringify(modelTurn)).toContain('"thoughtSignature":"EosJCogJAb4');
  });

  it('Gemini 2.5: gives out none of a thinking model’s thought summaries, and sends them back with the call', async () => {
    const seen = serve(GEMINI_STREAM, (i) =>
      sse(i === 0 ? recorded('gemini-thinking-call.sse') : asGeminiEvents('gemini-3-answer.json')),
    );
    const tools = box('now');
    const { tokens } = await read(new ModelClient(gemini(), policy, logger), tools);
    expect(tools.runs).toEqual([{ name: 'now', args: {} }]);
    expect(tokens.join('')).toBe('5 times 3 is 15.');
    const parts = ((seen[1]!.contents as Body[]).at(-2) as { parts: Body[] }).parts;
    expect(parts.map((part) => Object.keys(part).sort().join('+'))).toEqual([
      'text+thought',
      'text+thought',
      'functionCall+thoughtSignature',
    ]);
  });

  it('says a prompt blocked for safety (promptFeedback.blockReason, no candidates) is declined: not retried, not counted by the breaker', async () => {
    const seen = serve(GEMINI_STREAM, () => sse(recorded('gemini-prompt-blocked.sse')));
    const client = new ModelClient(gemini(), { ...policy, breakerThreshold: 1 }, logger);
    const first = await read(client, box('route'));
    expect(first).toEqual({ tokens: [], end: { ...DECLINED, detail: 'the model declined: prompt blocked (SAFETY)' } });
    expect(seen).toHaveLength(1);
    // Not an outage: with a threshold of one, the next turn is still asked of the model.
    await read(client, box('route'));
    expect(seen).toHaveLength(2);
  });

  it('says a prompt blocked for safety is declined in a whole answer too, and so is a planner’s structured request', async () => {
    const seen = serve(GEMINI_UNARY, () => HttpResponse.json(recordedJson('gemini-prompt-blocked.json')));
    const client = new ModelClient(gemini(), policy, logger);
    expect(await client.replyWithTools(turn, box('route'), { purpose: 'test' })).toMatchObject(DECLINED);
    const schema = { type: 'object', properties: {}, required: [] };
    expect(
      await client.generateJson(
        { system: 's', prompt: 'p', schemaName: 'n', schema, temperature: 0, maxOutputTokens: 10 },
        () => ({ ok: true, value: 1 }),
        { purpose: 'test' },
      ),
    ).toMatchObject(DECLINED);
    expect(seen).toHaveLength(2);
  });

  it('says an answer stopped with finishReason SAFETY is declined, whole or streamed after its first words, without a retry', async () => {
    const whole = serve(GEMINI_UNARY, () => HttpResponse.json(recordedJson('gemini-finish-safety.json')));
    expect(
      await new ModelClient(gemini(), policy, logger).replyWithTools(turn, box('route'), { purpose: 'test' }),
    ).toEqual({ ...DECLINED, detail: 'the model declined: finishReason SAFETY' });
    expect(whole).toHaveLength(1);
    const streamed = serve(GEMINI_STREAM, () => sse(recorded('gemini-finish-safety.sse')));
    expect(await read(new ModelClient(gemini(), policy, logger), box('route'))).toEqual({
      tokens: ['No'],
      end: { ...DECLINED, detail: 'the model declined: finishReason SAFETY' },
    });
    expect(streamed).toHaveLength(1);
  });

  it('honours a 429’s RetryInfo.retryDelay when the deadline leaves room, and does not retry when it does not', async () => {
    const pauses: number[] = [];
    const time = {
      t: 0,
      now: () => time.t,
      sleep: (ms: number) => (pauses.push(ms), (time.t += ms), Promise.resolve()),
    };
    const client = new ModelClient(gemini(), { ...policy, retryDelayMs: 1000 }, logger, time);
    const answer = readFileSync(new URL('./fixtures/gemini-route-answer.json', import.meta.url), 'utf8');
    const seen = serve(GEMINI_UNARY, (i) =>
      i === 0
        ? HttpResponse.json(recordedJson('gemini-429-retry-info.json'), { status: 429 })
        : HttpResponse.json(JSON.parse(answer)),
    );
    expect(await client.replyWithTools(turn, box(), { purpose: 'test', deadlineMs: 60_000 })).toMatchObject({
      ok: true,
    });
    expect(pauses).toEqual([34_400]);
    expect(seen).toHaveLength(2);

    // 34.4 s do not fit in a 30 s deadline: no second try an instant later, which the API would refuse again.
    const refused = serve(GEMINI_UNARY, () =>
      HttpResponse.json(recordedJson('gemini-429-retry-info.json'), { status: 429 }),
    );
    expect(await client.replyWithTools(turn, box(), { purpose: 'test', deadlineMs: 30_000 })).toEqual({
      ok: false,
      kind: 'unavailable',
      status: 429,
      detail: 'You exceeded your current quota, please check your plan.',
    });
    expect(refused).toHaveLength(1);
    expect(pauses).toEqual([34_400]);
  });

  it('honours RetryInfo.retryDelay before a streamed turn’s retry too', async () => {
    const pauses: number[] = [];
    const time = {
      t: 0,
      now: () => time.t,
      sleep: (ms: number) => (pauses.push(ms), (time.t += ms), Promise.resolve()),
    };
    const seen = serve(GEMINI_STREAM, (i) =>
      i === 0
        ? HttpResponse.json(recordedJson('gemini-429-retry-info.json'), { status: 429 })
        : sse(asGeminiEvents('gemini-3-answer.json')),
    );
    const { tokens, end } = await read(new ModelClient(gemini(), policy, logger, time), box(), {
      purpose: 'test',
      deadlineMs: 60_000,
    });
    expect(pauses).toEqual([34_400]);
    expect(seen).toHaveLength(2);
    expect([tokens.join(''), end?.ok]).toEqual(['5 times 3 is 15.', true]);
  });

  it('ends a 200 stream that carries an error after its events as failed, though its chunks had finished', async () => {
    const seen = serve(GEMINI_STREAM, () => sse(recorded('gemini-error-mid-stream.sse')));
    const { tokens, end } = await read(new ModelClient(gemini(), policy, logger), box());
    expect(tokens).toEqual(['First', ' Second']);
    expect(end).toEqual({ ok: false, kind: 'unavailable', status: 499, detail: 'The operation was cancelled.' });
    expect(seen).toHaveLength(1);
  });
});

describe('OpenAI and compatible servers, as recorded', () => {
  const TEXT = 'The current version of *llm* is **0.fixed-version**.';

  it('runs a call streamed as OpenAI sends it: its id and name first, its arguments in fragments, a usage chunk with no choices', async () => {
    const seen = serve(OPENAI_URL, (i) =>
      sse(recorded(i === 0 ? 'openai-tool-call.sse' : 'openai-compatible-repeated-id-answer.sse')),
    );
    const tools = box('get_weather');
    const { end } = await read(new ModelClient(openai(), policy, logger), tools);
    expect(tools.runs).toEqual([{ name: 'get_weather', args: { city: 'New York City' } }]);
    expect(end).toMatchObject({ ok: true, value: { calls: [{ name: 'get_weather', ok: true }] } });
    expect((seen[1]!.messages as Body[]).at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_4XzlGBLtUe9dy3GVNV4jhq7h',
      content: '{"output":"get_weather answered"}',
    });
  });

  it('runs two parallel calls (index 0 and 1), each sent back with its own id, and answers each in order', async () => {
    const seen = serve(OPENAI_URL, (i) =>
      sse(recorded(i === 0 ? 'openai-parallel-calls.sse' : 'openai-compatible-repeated-id-answer.sse')),
    );
    const tools = box('GetWeatherArgs', 'get_stock_price');
    const { tokens, end } = await read(new ModelClient(openai(), policy, logger), tools);
    expect(tools.runs).toEqual([
      { name: 'GetWeatherArgs', args: { city: 'Edinburgh', country: 'GB', units: 'c' } },
      { name: 'get_stock_price', args: { ticker: 'AAPL', exchange: 'NASDAQ' } },
    ]);
    expect([tokens.join(''), end?.ok]).toEqual([TEXT, true]);
    const messages = (
      seen[1]!.messages as { role: string; tool_calls?: { id: string }[]; tool_call_id?: string }[]
    ).slice(-3);
    expect(messages[0]!.tool_calls!.map((call) => call.id)).toEqual([
      'call_JMW1whyEaYG438VE1OIflxA2',
      'call_DNYTawLBoN8fj3KN6qU9N1Ou',
    ]);
    expect(messages.slice(1).map((m) => [m.role, m.tool_call_id])).toEqual([
      ['tool', 'call_JMW1whyEaYG438VE1OIflxA2'],
      ['tool', 'call_DNYTawLBoN8fj3KN6qU9N1Ou'],
    ]);
  });

  it('runs a first call streamed at index 1 (no index 0), after the words that came before it', async () => {
    const seen = serve(OPENAI_URL, (i) =>
      sse(recorded(i === 0 ? 'openai-compatible-call-at-index-1.sse' : 'openai-compatible-repeated-id-answer.sse')),
    );
    const tools = box('read_file');
    const { tokens } = await read(new ModelClient(openai(), policy, logger), tools);
    expect(tools.runs).toEqual([{ name: 'read_file', args: { path: 'a.txt' } }]);
    expect(tokens.join('')).toBe(`Reading it.\n\n${TEXT}`);
    expect((seen[1]!.messages as Body[]).at(-2)).toEqual({
      role: 'assistant',
      content: 'Reading it.',
      tool_calls: [
        { id: 'toolu_sanitized', type: 'function', function: { name: 'read_file', arguments: '{"path": "a.txt"}' } },
      ],
    });
  });

  it.each([
    [
      'the id and name repeated on every fragment, no finish_reason before [DONE]',
      'openai-compatible-repeated-id-call.sse',
    ],
    [
      'the whole arguments in one fragment, no finish_reason before [DONE]',
      'openai-compatible-whole-arguments-call.sse',
    ],
    ['arguments: null for a call with no parameters', 'openai-compatible-arguments-null-call.sse'],
  ])('runs one call when a compatible server sends %s, and sends it back as OpenAI defines it', async (_, file) => {
    const seen = serve(OPENAI_URL, (i) => sse(recorded(i === 0 ? file : 'openai-compatible-repeated-id-answer.sse')));
    const tools = box('llm_version');
    const { tokens, end } = await read(new ModelClient(openai(), policy, logger), tools);
    expect(tools.runs).toEqual([{ name: 'llm_version', args: {} }]);
    expect(end).toEqual({
      ok: true,
      source: 'OPENAI',
      value: { text: TEXT, calls: [{ name: 'llm_version', ok: true }] },
    });
    expect(tokens.join('')).toBe(TEXT);
    // As the recorded next request had it: one call, its arguments "{}".
    expect((seen[1]!.messages as Body[]).slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: expect.any(String), type: 'function', function: { name: 'llm_version', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: expect.any(String), content: '{"output":"llm_version answered"}' },
    ]);
  });

  it('says a streamed refusal (delta.refusal) is declined: no words given, not retried, not counted by the breaker', async () => {
    const seen = serve(OPENAI_URL, () => sse(recorded('openai-refusal.sse')));
    const client = new ModelClient(openai(), { ...policy, breakerThreshold: 1 }, logger);
    expect(await read(client, box())).toEqual({
      tokens: [],
      end: { ...DECLINED, detail: "the model declined: refusal: I'm sorry, I can't assist with that request." },
    });
    expect(seen).toHaveLength(1);
    await read(client, box());
    expect(seen).toHaveLength(2);
  });

  it('ends an answer cut by finish_reason length as not finished, without a retry that would be cut again', async () => {
    const seen = serve(OPENAI_URL, () => sse(recorded('openai-length.sse')));
    const { tokens, end } = await read(new ModelClient(openai(), policy, logger), box());
    expect(tokens).toEqual(['{"']);
    expect(end).toEqual({ ok: false, kind: 'rejected', detail: 'the answer reached its length limit before it ended' });
    expect(seen).toHaveLength(1);
  });

  it('asks again with max_completion_tokens once a model answers that it does not take max_tokens, and keeps sending it', async () => {
    const answer = readFileSync(new URL('./fixtures/openai-route-answer.json', import.meta.url), 'utf8');
    const seen = serve(OPENAI_URL, (i) =>
      i === 0
        ? HttpResponse.json(recordedJson('openai-max-tokens-unsupported.json'), { status: 400 })
        : HttpResponse.json(JSON.parse(answer)),
    );
    const client = new ModelClient(openai('my-deployment'), policy, logger);
    expect(await client.replyWithTools(turn, box(), { purpose: 'test' })).toMatchObject({ ok: true });
    await client.replyWithTools(turn, box(), { purpose: 'test' });
    expect(seen.map((body) => [body.max_tokens, body.max_completion_tokens])).toEqual([
      [1024, undefined],
      [undefined, 1024],
      [undefined, 1024],
    ]);
  });

  it('sends a reasoning model (by its name) max_completion_tokens and no temperature from the start; reports any other 400 unretried', async () => {
    const seen = serve(OPENAI_URL, () =>
      HttpResponse.json(recordedJson('openai-max-tokens-unsupported.json'), { status: 400 }),
    );
    const outcome = await new ModelClient(openai('o3-mini'), policy, logger).replyWithTools(turn, box(), {
      purpose: 'test',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ model: 'o3-mini', max_completion_tokens: 1024 });
    expect(Object.keys(seen[0]!)).not.toContain('max_tokens');
    expect(Object.keys(seen[0]!)).not.toContain('temperature');
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable', status: 400 });
  });
});
