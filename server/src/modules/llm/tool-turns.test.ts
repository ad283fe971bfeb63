import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { GeminiTransport } from './gemini.js';
import type { ModelTransport, ToolAnswer } from './llm.types.js';
import { DEFAULT_POLICY, ModelClient, TOOL_LIMITS, type ToolBox } from './model-client.js';
import { OpenAICompatibleTransport } from './openai.js';
import { strictMockServer } from '../../test/strict-msw.js';

/**
 * A turn with tools over the real transports, the APIs at the HTTP edge answering with the recorded-style payloads
 * in fixtures/ (README there): what goes back to the model each round, and how far the loop may go.
 */
type Body = Record<string, unknown>;
const fixture = (name: string): Body =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Body;

const mock = strictMockServer();

const GEMINI_URL = 'https://gemini.example.test/v1beta/models/gemini-test:generateContent';
const OPENAI_URL = 'https://llm.example.test/v1/chat/completions';
const logger = pino({ level: 'silent' });
const policy = { ...DEFAULT_POLICY, retryDelayMs: 0, attemptTimeoutMs: 5000 };
const turn = {
  system: 'You are the Sri Lanka Travel Bot.',
  history: [],
  message: 'How long is the drive from Negombo to Pasikudah?',
  temperature: 0.7,
  maxOutputTokens: 1024,
};

/** The two APIs, each with what it needs to be told apart in a request. */
const PROVIDERS = [
  {
    source: 'GEMINI',
    url: GEMINI_URL,
    transport: (): ModelTransport =>
      new GeminiTransport({ apiKey: 'k', model: 'gemini-test', baseUrl: 'https://gemini.example.test' }),
    callsOff: (body: Body) =>
      (body.toolConfig as { functionCallingConfig: { mode: string } }).functionCallingConfig.mode === 'NONE',
    lastResult: (body: Body): unknown =>
      (body.contents as { parts: { functionResponse: { response: unknown } }[] }[]).at(-1)!.parts[0]!.functionResponse
        .response,
    prefix: 'gemini',
  },
  {
    source: 'OPENAI',
    url: OPENAI_URL,
    transport: (): ModelTransport =>
      new OpenAICompatibleTransport({ baseUrl: 'https://llm.example.test/v1', apiKey: 'sk', model: 'local-model' }),
    callsOff: (body: Body) => body.tool_choice === 'none',
    lastResult: (body: Body): unknown => JSON.parse((body.messages as { content: string }[]).at(-1)!.content),
    prefix: 'openai',
  },
] as const;

/** A route lookup that answers a fixed figure, and counts its runs. */
function routeBox(
  output: (args: Readonly<Record<string, unknown>>) => ToolAnswer = () => ({ output: { drivingMinutes: 368 } }),
): ToolBox & { runs: Readonly<Record<string, unknown>>[] } {
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
    run: (_name, args) => (runs.push(args), Promise.resolve(output(args))),
  };
}

/** Every request's body, answered by `answer` (the body and its place in the conversation). */
function serve(url: string, answer: (body: Body, index: number) => Response): Body[] {
  const seen: Body[] = [];
  mock.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Body;
      seen.push(body);
      return answer(body, seen.length - 1);
    }),
  );
  return seen;
}

describe('a Gemini turn with tools', () => {
  it('declares the functions, sends the model’s turn back with its thought signature, and the result as a functionResponse', async () => {
    const call = fixture('gemini-route-call');
    // A Gemini model that numbers its calls gets its id back with the result.
    (call.candidates as { content: { parts: { functionCall: Body }[] } }[])[0]!.content.parts[0]!.functionCall.id =
      'fc-route-1';
    const seen = serve(GEMINI_URL, (_, i) => HttpResponse.json(i === 0 ? call : fixture('gemini-route-answer')));
    const box = routeBox();
    const outcome = await new ModelClient(PROVIDERS[0].transport(), policy, logger).replyWithTools(turn, box, {
      purpose: 'test',
    });

    expect(outcome).toEqual({
      ok: true,
      source: 'GEMINI',
      value: { text: expect.stringContaining('6 h 10 min'), calls: [{ name: 'route', ok: true }] },
    });
    expect(box.runs).toEqual([{ from: 'Negombo', to: 'Pasikudah' }]);
    expect(seen[0]).toMatchObject({
      tools: [{ functionDeclarations: box.declarations }],
      toolConfig: { functionCallingConfig: { mode: 'AUTO' } },
    });
    const contents = seen[1]!.contents as Body[];
    expect(contents.slice(-2)).toEqual([
      (call.candidates as { content: Body }[])[0]!.content,
      {
        role: 'user',
        parts: [
          { functionResponse: { id: 'fc-route-1', name: 'route', response: { output: { drivingMinutes: 368 } } } },
        ],
      },
    ]);
    expect(JSON.stringify(contents)).toContain('"thoughtSignature":"CiQBVKhc7v3W');
  });

  it('sends the spec’s plain payload when no function is offered', async () => {
    const seen = serve(GEMINI_URL, () => HttpResponse.json(fixture('gemini-route-answer')));
    const outcome = await new ModelClient(PROVIDERS[0].transport(), policy, logger).replyWithTools(
      turn,
      { declarations: [], run: () => Promise.reject(new Error('none')) },
      { purpose: 'test' },
    );
    expect(outcome.ok).toBe(true);
    expect(Object.keys(seen[0]!).sort()).toEqual(['contents', 'generationConfig', 'systemInstruction']);
  });
});

describe('an OpenAI-compatible turn with tools', () => {
  it('declares function tools, sends the assistant’s tool_calls back and each result as a tool message with its tool_call_id', async () => {
    const seen = serve(OPENAI_URL, (_, i) =>
      HttpResponse.json(fixture(i === 0 ? 'openai-route-call' : 'openai-route-answer')),
    );
    const box = routeBox();
    const outcome = await new ModelClient(PROVIDERS[1].transport(), policy, logger).replyWithTools(turn, box, {
      purpose: 'test',
    });

    expect(outcome).toMatchObject({ ok: true, source: 'OPENAI', value: { calls: [{ name: 'route', ok: true }] } });
    const [declared] = box.declarations;
    expect(seen[0]).toMatchObject({
      tools: [
        {
          type: 'function',
          function: { name: declared!.name, description: declared!.description, parameters: declared!.parameters },
        },
      ],
      tool_choice: 'auto',
    });
    expect((seen[1]!.messages as Body[]).slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_3kQ9vX2mR7tB1nL5pW8zY4cD',
            type: 'function',
            function: { name: 'route', arguments: '{"from":"Negombo","to":"Pasikudah"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_3kQ9vX2mR7tB1nL5pW8zY4cD', content: '{"output":{"drivingMinutes":368}}' },
    ]);
  });

  it('answers every call of a round, but runs at most the per-round limit', async () => {
    const many = fixture('openai-route-call');
    const message = (many.choices as { message: { tool_calls: Body[] } }[])[0]!.message;
    message.tool_calls = Array.from({ length: TOOL_LIMITS.callsPerRound + 2 }, (_, i) => ({
      ...message.tool_calls[0],
      id: `call_${i}`,
    }));
    const seen = serve(OPENAI_URL, (_, i) => HttpResponse.json(i === 0 ? many : fixture('openai-route-answer')));
    const box = routeBox();
    await new ModelClient(PROVIDERS[1].transport(), policy, logger).replyWithTools(turn, box, { purpose: 'test' });
    expect(box.runs).toHaveLength(TOOL_LIMITS.callsPerRound);
    const answers = (seen[1]!.messages as { role: string; tool_call_id: string; content: string }[]).filter(
      (m) => m.role === 'tool',
    );
    expect(answers.map((m) => m.tool_call_id)).toEqual(
      Array.from({ length: TOOL_LIMITS.callsPerRound + 2 }, (_, i) => `call_${i}`),
    );
    expect(JSON.parse(answers.at(-1)!.content)).toEqual({
      error: expect.stringContaining(`At most ${TOOL_LIMITS.callsPerRound} calls`),
    });
  });
});

describe.each(PROVIDERS)('the bounds of a $source turn with tools', (provider) => {
  const call = fixture(`${provider.prefix}-route-call`);
  const answer = fixture(`${provider.prefix}-route-answer`);

  it(`stops the lookups after ${TOOL_LIMITS.rounds} rounds and asks for the answer with calls off`, async () => {
    // A model that would look the same thing up for ever.
    const seen = serve(provider.url, (body) => HttpResponse.json(provider.callsOff(body) ? answer : call));
    const box = routeBox();
    const outcome = await new ModelClient(provider.transport(), policy, logger).replyWithTools(turn, box, {
      purpose: 'test',
    });
    expect(outcome).toMatchObject({ ok: true, value: { text: expect.stringContaining('Negombo') } });
    expect(seen.map(provider.callsOff)).toEqual([false, false, false, false, true]);
    expect(box.runs).toHaveLength(TOOL_LIMITS.rounds);
  });

  it('counts a model that still calls when told to answer as an answer it cannot use', async () => {
    serve(provider.url, () => HttpResponse.json(call));
    const outcome = await new ModelClient(provider.transport(), policy, logger).replyWithTools(turn, routeBox(), {
      purpose: 'test',
    });
    expect(outcome).toEqual({
      ok: false,
      kind: 'rejected',
      detail: 'the model answered with calls when told to answer in text',
    });
  });

  it('cuts a result longer than the limit and says so', async () => {
    const seen = serve(provider.url, (_, i) => HttpResponse.json(i === 0 ? call : answer));
    await new ModelClient(provider.transport(), policy, logger).replyWithTools(
      turn,
      routeBox(() => ({ output: { text: 'x'.repeat(10_000) } })),
      { purpose: 'test' },
    );
    const result = provider.lastResult(seen[1]!) as { output: { truncated: boolean; partial: string } };
    expect(result.output.truncated).toBe(true);
    expect(result.output.partial).toHaveLength(TOOL_LIMITS.resultChars);
  });

  it('holds the caller’s deadline over all the rounds together', async () => {
    const time = { t: 0, now: () => time.t, sleep: () => Promise.resolve() };
    // Each round trip takes 400 ms of the clock: after three, no time is left for a fourth.
    const seen = serve(provider.url, () => ((time.t += 400), HttpResponse.json(call)));
    const outcome = await new ModelClient(provider.transport(), policy, logger, time).replyWithTools(turn, routeBox(), {
      purpose: 'test',
      deadlineMs: 1000,
    });
    expect(outcome).toEqual({ ok: false, kind: 'unavailable', detail: 'no time was left to answer after the lookups' });
    expect(seen).toHaveLength(3);
  });

  it('reports a provider’s 500 as unavailable after the policy’s retry, with the API’s message', async () => {
    const seen = serve(provider.url, () => HttpResponse.json(fixture(`${provider.prefix}-error-500`), { status: 500 }));
    const outcome = await new ModelClient(provider.transport(), policy, logger).replyWithTools(turn, routeBox(), {
      purpose: 'test',
    });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'unavailable',
      status: 500,
      detail: expect.stringMatching(/internal error|server had an error/),
    });
    expect(seen).toHaveLength(DEFAULT_POLICY.attempts);
  });

  it('tells the model a function does not exist, runs nothing, and goes on', async () => {
    const unknown = fixture(`${provider.prefix}-unknown-tool-call`);
    const seen = serve(provider.url, (_, i) =>
      HttpResponse.json(i === 0 ? unknown : fixture(`${provider.prefix}-unknown-tool-answer`)),
    );
    const box = routeBox();
    const outcome = await new ModelClient(provider.transport(), policy, logger).replyWithTools(turn, box, {
      purpose: 'test',
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: { text: expect.stringContaining('book hotels'), calls: [{ name: 'book_hotel', ok: false }] },
    });
    expect(box.runs).toEqual([]);
    expect(provider.lastResult(seen[1]!)).toEqual({
      error: 'There is no function of that name. The functions are: route.',
    });
  });
});
