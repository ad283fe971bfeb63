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
import { serverSentEvents } from './sse.js';
import { strictMockServer } from '../../test/strict-msw.js';

/**
 * Streamed turns over the real transports, the APIs at the HTTP edge serving the recorded-style event streams in
 * fixtures/ (README there): the tokens, the lookups between rounds, and the policy (retry, timeouts, breaker, Stop).
 */
type Body = Record<string, unknown>;
const stream = (name: string): string => readFileSync(new URL(`./fixtures/${name}.sse`, import.meta.url), 'utf8');
const json = (name: string): Body =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Body;

const mock = strictMockServer();

const logger = pino({ level: 'silent' });
const policy: ModelPolicy = { ...DEFAULT_POLICY, retryDelayMs: 0, attemptTimeoutMs: 5000, streamIdleMs: 300 };
const turn = {
  system: 'You are the Sri Lanka Travel Bot.',
  history: [],
  message: 'How long is the drive from Negombo to Pasikudah?',
  temperature: 0.7,
  maxOutputTokens: 1024,
};
const ANSWER =
  'The drive from Negombo to Pasikudah is about 278 km, roughly 6 h 10 min on the A1, E04, A6 and A11 according to TripMate’s geo engine. Allow more for stops and traffic, and break the journey if you can. සුබ ගමන්!';
const encoder = new TextEncoder();

/** A response body given out in the pieces given (bytes, so a piece may end inside a character), then ended or broken. */
function body(
  pieces: readonly Uint8Array[],
  end: 'close' | 'error' | 'hang' = 'close',
  cancelled?: () => void,
): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < pieces.length) return controller.enqueue(pieces[i++]!);
      if (end === 'close') return controller.close();
      // The break comes a moment after the last bytes, as a reset connection's would.
      if (end === 'error')
        return new Promise<void>((resolve) =>
          setTimeout(() => resolve(controller.error(new Error('connection reset'))), 20),
        );
      return new Promise<void>(() => undefined);
    },
    cancel: () => cancelled?.(),
  });
}
/** Bytes cut every `size` bytes: lines and UTF-8 characters are split wherever the cut falls. */
function cut(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const pieces = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}
/** Where the first event ending after `from` ends (Gemini ends events with CRLF CRLF, OpenAI with LF LF). */
function endOfEvent(events: string, from: number): number {
  const end = /\r?\n\r?\n/.exec(events.slice(from))!;
  return from + end.index + end[0].length;
}
const sse = (stream: ReadableStream<Uint8Array>) =>
  new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' } });

const PROVIDERS = [
  {
    source: 'GEMINI',
    url: 'https://gemini.example.test/v1beta/models/gemini-test:streamGenerateContent',
    transport: (): ModelTransport =>
      new GeminiTransport({ apiKey: 'k', model: 'gemini-test', baseUrl: 'https://gemini.example.test' }),
    prefix: 'gemini',
    /** What the second round was told: the model's turn as it came, then the lookup's result. */
    lastTwo: (body: Body) => (body.contents as Body[]).slice(-2),
    tokens: 4,
  },
  {
    source: 'OPENAI',
    url: 'https://llm.example.test/v1/chat/completions',
    transport: (): ModelTransport =>
      new OpenAICompatibleTransport({ baseUrl: 'https://llm.example.test/v1', apiKey: 'sk', model: 'local-model' }),
    prefix: 'openai',
    lastTwo: (body: Body) => (body.messages as Body[]).slice(-2),
    tokens: 58,
  },
] as const;

/** A route lookup that answers a fixed figure, and counts its runs. */
function routeBox(): ToolBox & { runs: Readonly<Record<string, unknown>>[] } {
  const runs: Readonly<Record<string, unknown>>[] = [];
  return {
    runs,
    declarations: [
      {
        name: 'route',
        description: 'The drive between two places.',
        parameters: {
          type: 'object',
          properties: { from: { type: 'string' }, to: { type: 'string' } },
          required: ['from', 'to'],
        },
      },
    ],
    run: (_name, args) => (runs.push(args), Promise.resolve<ToolAnswer>({ output: { drivingMinutes: 370 } })),
  };
}
const noTools: ToolBox = { declarations: [], run: () => Promise.reject(new Error('no tools')) };

/** Every request (its body and its signal), answered by `answer` with its place in the conversation. */
function serve(
  url: string,
  answer: (index: number, request: Request) => Response | Promise<Response>,
): { bodies: Body[]; requests: Request[] } {
  const seen = { bodies: [] as Body[], requests: [] as Request[] };
  mock.use(
    http.post(url, async ({ request }) => {
      seen.requests.push(request);
      seen.bodies.push((await request.clone().json()) as Body);
      return answer(seen.bodies.length - 1, request);
    }),
  );
  return seen;
}

/** The events of a streamed reply, read to its end (or until `stopAfter` tokens, when the caller aborts). */
async function read(
  client: ModelClient,
  box: ToolBox,
  options: CallOptions = { purpose: 'test' },
  stop?: { after: number; controller: AbortController },
) {
  const tokens: string[] = [];
  let end: Extract<ReplyStreamEvent, { type: 'end' }>['outcome'] | undefined;
  for await (const event of client.streamWithTools(turn, box, options)) {
    if (event.type === 'end') end = event.outcome;
    else {
      tokens.push(event.text);
      if (stop && tokens.length === stop.after) stop.controller.abort();
    }
  }
  return { tokens, end };
}

describe('server-sent events', () => {
  const payload =
    ': connected\r\n\r\ndata: {"a":"ශ්‍රී"}\r\n\r\n:keep-alive\n\nevent: note\ndata: one\ndata:two\r\rdata: last\n\ndata: unfinished';
  const expected = [
    { event: 'message', data: '{"a":"ශ්‍රී"}' },
    { event: 'note', data: 'one\ntwo' },
    { event: 'message', data: 'last' },
  ];
  const parse = async (pieces: Uint8Array[]) => {
    const events = [];
    for await (const event of serverSentEvents(body(pieces))) events.push(event);
    return events;
  };

  it('reads events, comments and keep-alives skipped, CRLF, CR and LF alike, an unfinished event dropped', async () => {
    expect(await parse([encoder.encode(payload)])).toEqual(expected);
  });

  it('reads the same events whatever the chunks: cut after every byte, mid-line, mid-character, between CR and LF', async () => {
    for (const size of [1, 2, 3, 5, 7, 11]) expect(await parse(cut(payload, size))).toEqual(expected);
    const bytes = encoder.encode(payload);
    for (let at = 1; at < bytes.length; at++)
      expect(await parse([bytes.slice(0, at), bytes.slice(at)])).toEqual(expected);
  });
});

describe.each(PROVIDERS)('a streamed $source turn', (provider) => {
  const client = (overrides: Partial<ModelPolicy> = {}) =>
    new ModelClient(provider.transport(), { ...policy, ...overrides }, logger);

  it('gives out the tokens in order as the API sends them; they join to the reply', async () => {
    const seen = serve(provider.url, () =>
      sse(body([encoder.encode(stream(`${provider.prefix}-stream-route-answer`))])),
    );
    const { tokens, end } = await read(client(), noTools);
    expect(tokens).toHaveLength(provider.tokens);
    expect(tokens.join('')).toBe(ANSWER);
    expect(end).toEqual({ ok: true, source: provider.source, value: { text: ANSWER, calls: [] } });
    if (provider.source === 'OPENAI') expect(seen.bodies[0]).toMatchObject({ stream: true, model: 'local-model' });
    else {
      const url = new URL(seen.requests[0]!.url);
      expect([url.pathname, url.searchParams.get('alt')]).toEqual([
        '/v1beta/models/gemini-test:streamGenerateContent',
        'sse',
      ]);
    }
  });

  it('gives out the same text when the body comes cut mid-line and mid-character', async () => {
    serve(provider.url, () => sse(body(cut(stream(`${provider.prefix}-stream-route-answer`), 5))));
    const { tokens, end } = await read(client(), noTools);
    expect(tokens.join('')).toBe(ANSWER);
    expect(end).toMatchObject({ ok: true, value: { text: ANSWER } });
  });

  it('runs a call streamed in a turn between rounds, sends the turn and the result back, and streams the next round', async () => {
    const seen = serve(provider.url, (i) =>
      sse(body(cut(stream(`${provider.prefix}-stream-route-${i === 0 ? 'call' : 'answer'}`), 64))),
    );
    const box = routeBox();
    const { tokens, end } = await read(client(), box);
    expect(box.runs).toEqual([{ from: 'Negombo', to: 'Pasikudah' }]);
    expect(tokens.join('')).toBe(ANSWER);
    expect(end).toEqual({
      ok: true,
      source: provider.source,
      value: { text: ANSWER, calls: [{ name: 'route', ok: true }] },
    });
    const [modelTurn, result] = provider.lastTwo(seen.bodies[1]!);
    if (provider.source === 'GEMINI') {
      expect(modelTurn).toEqual((json('gemini-route-call').candidates as { content: Body }[])[0]!.content);
      expect(result).toEqual({
        role: 'user',
        parts: [{ functionResponse: { name: 'route', response: { output: { drivingMinutes: 370 } } } }],
      });
    } else {
      // The argument fragments gathered into one JSON string, as the whole turn would have had it.
      expect(modelTurn).toEqual({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_3kQ9vX2mR7tB1nL5pW8zY4cD',
            type: 'function',
            function: { name: 'route', arguments: '{"from":"Negombo","to":"Pasikudah"}' },
          },
        ],
      });
      expect(result).toEqual({
        role: 'tool',
        tool_call_id: 'call_3kQ9vX2mR7tB1nL5pW8zY4cD',
        content: '{"output":{"drivingMinutes":370}}',
      });
    }
  });

  it('tries again after a 500 before the first token, and streams the second answer', async () => {
    const seen = serve(provider.url, (i) =>
      i === 0
        ? HttpResponse.json(json(`${provider.prefix}-error-500`), { status: 500 })
        : sse(body([encoder.encode(stream(`${provider.prefix}-stream-route-answer`))])),
    );
    const { tokens, end } = await read(client(), noTools);
    expect(seen.requests).toHaveLength(2);
    expect(tokens.join('')).toBe(ANSWER);
    expect(end).toMatchObject({ ok: true });
  });

  it('tries again when the stream is cut before its first token, and reports the failure when the retry fails too', async () => {
    const events = stream(`${provider.prefix}-stream-route-answer`);
    // Only the opening of an event: no token was given out, the stream ended without its API's end.
    const seen = serve(provider.url, () => sse(body([encoder.encode(events.slice(0, 40))])));
    const { tokens, end } = await read(client(), noTools);
    expect(seen.requests).toHaveLength(2);
    expect(tokens).toEqual([]);
    expect(end).toEqual({
      ok: false,
      kind: 'unavailable',
      detail: 'the stream ended before the model finished',
      status: 502,
    });
  });

  it('ends with what came when the stream breaks after tokens: no retry, and the breaker counts it', async () => {
    const events = stream(`${provider.prefix}-stream-route-answer`);
    const half = endOfEvent(events, events.length / 2);
    const seen = serve(provider.url, () => sse(body([encoder.encode(events.slice(0, half))], 'error')));
    const tripped = client({ breakerThreshold: 1 });
    const { tokens, end } = await read(tripped, noTools);
    expect(tokens.length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(tokens.join(''))).toBe(true);
    expect(tokens.join('')).not.toBe(ANSWER);
    expect(end).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(seen.requests).toHaveLength(1);
    // The breaker is open: the next reply is refused without a request.
    const next = await read(tripped, noTools);
    expect(next.end).toMatchObject({ ok: false, detail: expect.stringContaining('1 calls in a row') });
    expect(seen.requests).toHaveLength(1);
  });

  it('gives up a stream that goes quiet after its first chunk, aborting the request', async () => {
    const events = stream(`${provider.prefix}-stream-route-answer`);
    const first = endOfEvent(events, 0);
    let cancelled = false;
    const seen = serve(provider.url, () =>
      sse(body([encoder.encode(events.slice(0, first))], 'hang', () => (cancelled = true))),
    );
    const started = Date.now();
    const { end } = await read(client(), noTools);
    expect(end).toEqual({ ok: false, kind: 'unavailable', detail: 'the model sent nothing for 300 ms' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(seen.requests).toHaveLength(provider.source === 'OPENAI' ? 2 : 1);
    expect(seen.requests[0]!.signal.aborted || cancelled).toBe(true);
  });

  it('stops when the caller does: the request to the model is aborted, nothing is retried, the breaker does not count it', async () => {
    let cancelled = false;
    const seen = serve(provider.url, () =>
      sse(body(cut(stream(`${provider.prefix}-stream-route-answer`), 40), 'hang', () => (cancelled = true))),
    );
    const stopper = new AbortController();
    const once = client({ breakerThreshold: 1 });
    const { tokens, end } = await read(
      once,
      noTools,
      { purpose: 'test', signal: stopper.signal },
      { after: 2, controller: stopper },
    );
    expect(tokens).toHaveLength(2);
    expect(end).toEqual({ ok: false, kind: 'unavailable', detail: 'the caller stopped waiting' });
    expect(seen.requests).toHaveLength(1);
    await expect.poll(() => seen.requests[0]!.signal.aborted || cancelled).toBe(true);
    // Not counted: the next reply is asked of the model.
    serve(provider.url, () => sse(body([encoder.encode(stream(`${provider.prefix}-stream-route-answer`))])));
    expect((await read(once, noTools)).end).toMatchObject({ ok: true });
  });
});
