import { readFileSync } from 'node:fs';
import { http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { aPlan, signUp } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { paths } from '../config/paths.js';
import { random } from '../test/random.js';

/** The model lives at the HTTP edge: msw answers for it, the app itself is reached for real. */
const GEMINI = 'https://gemini.example.test';
const upstream = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
beforeAll(() => upstream.listen({ onUnhandledFrame: 'error' }));
afterEach(() => upstream.resetHandlers());
afterAll(() => upstream.close());

/** Gemini's recorded-style payloads (server/src/modules/llm/fixtures, README there). */
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${paths.root}/server/src/modules/llm/fixtures/${name}.json`, 'utf8')) as Record<
    string,
    unknown
  >;

/** A recorded-style event stream, one string per event (Gemini ends each with CRLF CRLF). */
const streamFixture = (name: string): string[] =>
  readFileSync(`${paths.root}/server/src/modules/llm/fixtures/${name}.sse`, 'utf8')
    .split(/(?<=\r\n\r\n)/)
    .filter(Boolean);
/** A whole GenerateContentResponse as the one event Gemini streams for it (a function call comes whole). */
const oneEvent = (body: unknown): string => `data: ${JSON.stringify(body)}\r\n\r\n`;
const encoder = new TextEncoder();
const sseResponse = (body: string | ReadableStream<Uint8Array>) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' } });

type StreamEvent = { event: string; data: Record<string, unknown> };

/** Reads server-sent events as a browser's fetch reader would, frame by frame, noting when each arrived. */
async function readEvents(response: Response): Promise<StreamEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(frame)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      events.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
    }
  }
  expect(buffer).toBe('');
  return events;
}

const stream = (
  server: TestServer,
  body: unknown,
  {
    token,
    ip = `198.18.3.${Math.floor(random() * 250) + 1}`,
    signal,
  }: { token?: string; ip?: string; signal?: AbortSignal } = {},
) =>
  server.fetch('/api/chat/stream', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
const say = (text: string) => ({ messages: [{ role: 'user', text }] });

describe('POST /api/chat/stream (issue 18, item 5)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('streams the reply word by word as server-sent events, nothing buffered, then the whole reply', async () => {
    const response = await stream(server, say('How do I get from Kandy to Ella?'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = await readEvents(response);
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(20);
    expect(tokens.every((t) => t.trim().split(/\s+/).length === 1)).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(tokens.join('')).toBe(done.data.text);
    expect(done.data).toMatchObject({ source: 'BUILT_IN', proposal: null });
    expect(done.data.text).toMatch(/^By road, Kandy to Ella is about/);
  });

  it('sends a failure as an error event with the message and the status it would have had', async () => {
    const blank = await readEvents(await stream(server, say('   ')));
    expect(blank).toEqual([{ event: 'error', data: { message: 'Type a message first.', status: 400 } }]);
    const ip = '198.18.4.9';
    for (let i = 0; i < 20; i++)
      expect((await readEvents(await stream(server, say('hello'), { ip }))).at(-1)!.event).toBe('done');
    const limited = await readEvents(await stream(server, say('hello'), { ip }));
    expect(limited).toEqual([
      {
        event: 'error',
        data: {
          message: 'You are sending messages quickly. Please wait a minute and try again.',
          status: 429,
          retryAfterSeconds: expect.any(Number),
        },
      },
    ]);
  });

  it('ends with the proposal for a change to the plan being viewed, and refuses another account’s plan', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, {
      start: 'Colombo',
      end: 'Ella',
      days: 6,
      people: 2,
      budget: 600000,
      notes: 'wildlife safari and tea',
      customPlaces: ['Yala National Park'],
      startDate: '2027-02-10',
    });
    const events = await readEvents(
      await stream(server, { ...say('swap days 3 and 4'), plan: { id, version: 1 } }, { token: owner.token }),
    );
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      event: 'done',
      data: {
        source: 'BUILT_IN',
        proposal: { planId: id, version: 1, edits: [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }] },
      },
    });
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(done.data.text);

    const stranger = await signUp(server);
    const theirs = await readEvents(
      await stream(server, { ...say('swap days 3 and 4'), plan: { id, version: 1 } }, { token: stranger.token }),
    );
    expect(theirs).toEqual([
      { event: 'error', data: { message: expect.stringContaining('Trip plan not found'), status: 404 } },
    ]);
  });
});

describe('POST /api/chat/stream with a model configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      GEMINI_API_KEY: 'server-side-key',
      GEMINI_MODEL: 'gemini-test',
      GEMINI_BASE_URL: GEMINI,
      MODEL_TIMEOUT_MS: '8000',
    });
  });
  afterAll(() => server.close());

  // A RegExp: in a path pattern msw would read `:streamGenerateContent` as a parameter and match `:generateContent` too.
  const STREAM_URL = /^https:\/\/gemini\.example\.test\/v1beta\/models\/gemini-test:streamGenerateContent/;
  const tokensOf = (events: StreamEvent[]) =>
    events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
  /** The built-in assistant's answer to the same question, as the reply with no model gives it. */
  const builtInAnswer = async (question: string) =>
    (await readEvents(await stream(builtInServer, say(question)))).at(-1)!.data;
  let builtInServer: TestServer;
  beforeAll(async () => {
    builtInServer = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => builtInServer.close());

  it('streams the model’s reply as the model writes it: a token reaches the reader before the model has finished', async () => {
    const events = streamFixture('gemini-stream-route-answer');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    upstream.use(
      http.post(STREAM_URL, () =>
        sseResponse(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(encoder.encode(events[0]!));
              // The rest only once the reader has the first token.
              await released;
              for (const event of events.slice(1)) controller.enqueue(encoder.encode(event));
              controller.close();
            },
          }),
        ),
      ),
    );
    const response = await stream(server, say('How long is the drive from Negombo to Pasikudah?'));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let head = '';
    while (!head.includes('event: token')) head += (await reader.read()).value ?? '';
    // A chunk's last word waits for the next chunk, which may go on with it (".example.com"): see outside-content.ts.
    expect(head).toContain('"text":"The drive from Negombo to Pasikudah is about 278"');
    release();
    let rest = head;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    const frames = rest.split('\n\n').filter(Boolean);
    const tokens = frames
      .filter((f) => f.startsWith('event: token'))
      .map((f) => (JSON.parse(/^data: (.+)$/m.exec(f)![1]!) as { text: string }).text);
    const done = JSON.parse(/^data: (.+)$/m.exec(frames.at(-1)!)![1]!) as { text: string; source: string };
    // One token per chunk the model sent, in order, less its last word, which goes with the next one; the last word at the end.
    expect(tokens).toHaveLength(5);
    expect(tokens[1]).toBe(' km, roughly 6 h 10 min on the A1, E04, A6 and A11');
    expect(tokens.join('')).toBe(done.text);
    expect(done).toMatchObject({
      source: 'GEMINI',
      text: expect.stringMatching(
        /^The drive from Negombo to Pasikudah is about 278 km, roughly 6 h 10 min .* සුබ ගමන්!$/,
      ),
    });
  });

  it('streams a reply the model wrote after a lookup, ending with the help article’s link', async () => {
    let calls = 0;
    upstream.use(
      http.post(STREAM_URL, () =>
        sseResponse(oneEvent(fixture(++calls === 1 ? 'gemini-help-call' : 'gemini-help-answer'))),
      ),
    );
    const events = await readEvents(await stream(server, say('Can I put my homestay on your site?')));
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      event: 'done',
      data: {
        source: 'GEMINI',
        text: expect.stringContaining('Register Business'),
        links: [{ label: 'How do I list my business?', href: '/business' }],
      },
    });
    expect(tokensOf(events).join('')).toBe(done.data.text);
    expect(calls).toBe(2);
  });

  it('streams the model’s words about a change it proposed, then the engine’s account of it, and ends with the proposal', async () => {
    let calls = 0;
    upstream.use(
      http.post(STREAM_URL, () =>
        sseResponse(oneEvent(fixture(++calls === 1 ? 'gemini-edit-call' : 'gemini-edit-answer'))),
      ),
    );
    // The planner's writer asks the model for the new plan's descriptions (whole, not streamed): refused, it uses its own.
    let written = 0;
    upstream.use(
      http.post(
        /^https:\/\/gemini\.example\.test\/v1beta\/models\/gemini-test:generateContent/,
        () => (written++, HttpResponse.json({ error: { message: 'not in this test' } }, { status: 400 })),
      ),
    );
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, {
      start: 'Colombo',
      end: 'Ella',
      days: 6,
      people: 2,
      budget: 600000,
      notes: 'wildlife safari and tea',
      customPlaces: ['Yala National Park'],
      startDate: '2027-02-10',
    });
    // Words the built-in engine does not read as an edit: the model reads them, the engine makes the change.
    const events = await readEvents(
      await stream(
        server,
        { ...say('We fell in love with Ella — could we linger there a bit longer?'), plan: { id, version: 1 } },
        { token: owner.token },
      ),
    );
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      event: 'done',
      data: { source: 'GEMINI', proposal: { planId: id, version: 1, edits: [{ kind: 'ADD_NIGHT', placeId: 'ella' }] } },
    });
    const modelText = (
      fixture('gemini-edit-answer').candidates as { content: { parts: { text: string }[] } }[]
    )[0]!.content.parts[0]!.text.trim();
    expect(done.data.text).toMatch(new RegExp(`^${modelText.slice(0, 30)}[^]*\n\n[^]*Ella: 2 → 3 nights`));
    expect(tokensOf(events).slice(0, 2).join('')).toBe(modelText);
    expect(written).toBe(1);
    expect(tokensOf(events).join('')).toBe(done.data.text);
    expect(calls).toBe(2);
  });

  it('streams the model’s words without links to other sites, e-mail addresses, phone numbers or markup, even split across chunks', async () => {
    const chunks = [
      'For a driver call +94 77 ',
      '123 4567 or write to sunil',
      '@mail.example; rooms on cheap-rooms',
      '.com or at https://cheap',
      '-rooms.example/ella are <b',
      '>cheaper</b> than you think.',
    ];
    const events = chunks.map((text, i) =>
      oneEvent({
        candidates: [
          {
            content: { parts: [{ text }], role: 'model' },
            ...(i === chunks.length - 1 ? { finishReason: 'STOP' } : {}),
          },
        ],
      }),
    );
    upstream.use(http.post(STREAM_URL, () => sseResponse(events.join(''))));
    const reply = await readEvents(await stream(server, say('How do I find a driver in Ella?')));
    const done = reply.at(-1)!;
    expect(done).toMatchObject({
      event: 'done',
      data: { source: 'GEMINI', text: 'For a driver call or write to; rooms on or at are cheaper than you think.' },
    });
    expect(tokensOf(reply).join('')).toBe(done.data.text);
    expect(tokensOf(reply).join('|')).not.toMatch(/4567|sunil|mail\.example|cheap-rooms|<|>/);
  });

  it('gives the built-in answer, word by word, when the model fails before its first token (tried twice)', async () => {
    let calls = 0;
    upstream.use(
      http.post(STREAM_URL, () => (calls++, HttpResponse.json(fixture('gemini-error-500'), { status: 500 }))),
    );
    const question = 'What should I wear to a temple?';
    const events = await readEvents(await stream(server, say(question)));
    expect(calls).toBe(2);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: 'done', data: { source: 'BUILT_IN', proposal: null } });
    expect(done.data).toEqual(await builtInAnswer(question));
    const tokens = tokensOf(events);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.every((t) => t.trim().split(/\s+/).length === 1)).toBe(true);
    expect(tokens.join('')).toBe(done.data.text);
  });

  it('keeps what came when the model breaks off mid-reply, says so, and adds the built-in answer; nothing is asked again', async () => {
    let calls = 0;
    const events = streamFixture('gemini-stream-route-answer');
    upstream.use(
      http.post(STREAM_URL, () => {
        calls++;
        let sent = 0;
        return sseResponse(
          new ReadableStream({
            pull: (controller) =>
              sent < 2
                ? controller.enqueue(encoder.encode(events[sent++]!))
                : new Promise<void>((resolve) =>
                    setTimeout(() => resolve(controller.error(new Error('connection reset'))), 20),
                  ),
          }),
        );
      }),
    );
    const question = 'How long is the drive from Negombo to Pasikudah?';
    const reply = await readEvents(await stream(server, say(question)));
    const done = reply.at(-1)!;
    const builtIn = await builtInAnswer(question);
    expect(calls).toBe(1);
    expect(done.event).toBe('done');
    expect(done.data.source).toBe('GEMINI');
    expect(done.data.text).toBe(
      `The drive from Negombo to Pasikudah is about 278 km, roughly 6 h 10 min on the A1, E04, A6 and A11 according\n\nThe model stopped before finishing its reply. TripMate’s own answer: ${builtIn.text as string}`,
    );
    expect(done.data.links).toEqual(builtIn.links);
    expect(tokensOf(reply).slice(0, 3)).toEqual([
      'The drive from Negombo to Pasikudah is about 278',
      ' km, roughly 6 h 10 min on the A1, E04, A6 and A11',
      ' according',
    ]);
    expect(tokensOf(reply).join('')).toBe(done.data.text);
  });

  it('aborts the request to the model when the reader stops mid-reply', async () => {
    const events = streamFixture('gemini-stream-route-answer');
    let upstreamRequest: Request | undefined;
    let cancelled = false;
    upstream.use(
      http.post(STREAM_URL, ({ request }) => {
        upstreamRequest = request;
        let sent = 0;
        return sseResponse(
          new ReadableStream({
            // The first chunk, then the model is slow: the reader stops before the rest.
            pull: (controller) =>
              sent++ === 0 ? controller.enqueue(encoder.encode(events[0]!)) : new Promise<void>(() => undefined),
            cancel: () => void (cancelled = true),
          }),
        );
      }),
    );
    const reader = new AbortController();
    const response = await stream(server, say('How long is the drive from Negombo to Pasikudah?'), {
      signal: reader.signal,
    });
    const body = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let head = '';
    while (!head.includes('event: token')) head += (await body.read()).value ?? '';
    reader.abort();
    expect(await eventually(async () => upstreamRequest!.signal.aborted || cancelled)).toBe(true);
  });

  it('stops between lookups when the reader goes away: the round in flight is abandoned, no other is asked', async () => {
    let calls = 0;
    let abandoned = false;
    upstream.use(
      http.post(STREAM_URL, async ({ request }) => {
        if (++calls === 1) return sseResponse(oneEvent(fixture('gemini-route-call')));
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        abandoned = true;
        return HttpResponse.error();
      }),
    );
    const reader = new AbortController();
    await stream(server, say('How long is the drive from Negombo to Pasikudah?'), { signal: reader.signal });
    await eventually(async () => calls === 2);
    reader.abort();
    expect(await eventually(async () => abandoned)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls).toBe(2);
  });

  it('stops the work when the reader goes away: the model call in flight is abandoned, not retried', async () => {
    let calls = 0;
    let abandoned = false;
    upstream.use(
      http.post(STREAM_URL, async ({ request }) => {
        calls++;
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        abandoned = true;
        return HttpResponse.error();
      }),
    );
    const reader = new AbortController();
    const started = Date.now();
    const response = await stream(server, say('Tell me about Kandy'), { signal: reader.signal });
    // The headers came at once, before the model answered.
    expect(response.status).toBe(200);
    await eventually(async () => calls === 1);
    reader.abort();
    expect(await eventually(async () => abandoned)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    // No second attempt after the pause the model client would otherwise take.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls).toBe(1);
  });
});
