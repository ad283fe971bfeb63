import { builtInGeo } from '../../../test/geo.js';
import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createModelClient, type ModelClient } from '../../llm/llm.module.js';
import { PlanSource, type TripPlan } from '../plan.types.js';
import { ModelPlanWriter, WRITER_NOTICES } from './model-writer.js';
import { proseSchema } from './prose-brief.js';
import type { PlanProse } from './prose-check.js';

/**
 * The model lives at the HTTP edge: msw answers with responses in Gemini's and OpenAI's documented formats (the
 * fixtures beside this file); a request no handler answers fails the test. The plan is one the engine made, stored,
 * so these tests do not move when the engine's choices do.
 */
const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
const plan = fixture<TripPlan>('plan.json');
/** The prose inside a Gemini fixture. */
const modelText = (name: string) =>
  JSON.parse(
    fixture<{ candidates: { content: { parts: { text: string }[] } }[] }>(name).candidates[0]!.content.parts[0]!.text,
  ) as PlanProse;

const GEMINI = 'https://gemini.example.test';
const GEMINI_CALL = `${GEMINI}/v1beta/models/gemini-test:generateContent`;
const OPENAI = 'https://llm.example.test/v1';
const GEMINI_KEY = 'AIza-server-side-secret';
const OPENAI_KEY = 'sk-server-side-secret';

const unhandled: string[] = [];
const upstream = setupServer();
const calls: { url: string; headers: Headers; text: string }[] = [];
const logLines: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });

beforeAll(() =>
  upstream.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      unhandled.push(`${frame.protocol} ${(frame.data as { request?: Request }).request?.url ?? ''}`);
      defaults.error();
    },
  }),
);
afterEach(() => {
  upstream.resetHandlers();
  calls.length = 0;
  const missed = unhandled.splice(0);
  const logged = logLines.splice(0).join('\n');
  expect(missed, 'requests no handler answered').toEqual([]);
  expect(logged).not.toContain(GEMINI_KEY);
  expect(logged).not.toContain(OPENAI_KEY);
});
afterAll(() => upstream.close());

/** Answers each call with the next reply in turn, recording what was sent. */
function gemini(...replies: (() => Response | Promise<Response>)[]) {
  upstream.use(
    http.post(GEMINI_CALL, async ({ request }) => {
      calls.push({ url: request.url, headers: request.headers, text: await request.text() });
      const reply = replies[Math.min(calls.length, replies.length) - 1]!;
      return reply();
    }),
  );
}
const ok = (name: string) => () => HttpResponse.json(fixture(name));
const failing = (name: string, status: number) => () => HttpResponse.json(fixture(name), { status });

/** The app's own client for the configured model, without the pause before a retry. */
const client = (models: Parameters<typeof createModelClient>[0]): ModelClient =>
  createModelClient(models, logger, { retryDelayMs: 0 })!;
const geminiWriter = (timeoutMs = 5000) =>
  new ModelPlanWriter({
    places: builtInGeo().data,
    model: client({ gemini: { apiKey: GEMINI_KEY, model: 'gemini-test', baseUrl: GEMINI }, timeoutMs }),
  });

/** Everything but the prose: the engine's facts. */
const facts = (p: TripPlan) => ({
  ...p,
  summary: null,
  dayPlans: p.dayPlans.map((d) => ({ ...d, title: null, narrative: null })),
  places: p.places.map((x) => ({ ...x, reason: null })),
});

function expectEngineText(written: Awaited<ReturnType<ModelPlanWriter['write']>>, notice: string) {
  expect(written.source).toBe(PlanSource.BUILT_IN);
  expect(written.plan).toEqual(plan);
  expect(written.notice).toBe(notice);
}

describe('the model plan writer', () => {
  it('merges Gemini’s prose over the engine’s plan and leaves every fact as it was', async () => {
    gemini(ok('gemini-prose.json'));
    const written = await geminiWriter().write(plan);
    const prose = modelText('gemini-prose.json');

    expect(written.source).toBe(PlanSource.GEMINI);
    expect(written.notice).toBeNull();
    expect(written.plan.summary).toBe(`${prose.summary} ${plan.budget.summary}`);
    expect(written.plan.dayPlans.map((d) => [d.title, d.narrative])).toEqual(
      prose.days.map((d) => [d.title, d.narrative]),
    );
    expect(written.plan.places.find((p) => p.attractionId === 'buduruwagala')?.reason).toBe(
      prose.places.find((p) => p.attractionId === 'buduruwagala')!.reason,
    );
    expect(facts(written.plan)).toEqual(facts(plan));
    expect(calls).toHaveLength(1);
  });

  it('asks Gemini for JSON through its structured output, with the key in a header and never in the URL or body', async () => {
    gemini(ok('gemini-prose.json'));
    await geminiWriter().write(plan);

    const [call] = calls;
    expect(call!.headers.get('x-goog-api-key')).toBe(GEMINI_KEY);
    expect(call!.url).not.toContain(GEMINI_KEY);
    expect(call!.text).not.toContain(GEMINI_KEY);
    const body = JSON.parse(call!.text) as {
      generationConfig: Record<string, unknown>;
      systemInstruction: { parts: { text: string }[] };
      contents: { parts: { text: string }[] }[];
    };
    expect(body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseJsonSchema: proseSchema(plan),
    });
    expect(body.generationConfig.responseJsonSchema).toMatchObject({
      required: ['summary', 'days', 'places'],
      additionalProperties: false,
    });
    expect(body.systemInstruction.parts[0]!.text).toContain('Never write prices');
    // The brief carries the engine's facts: the day's times, stops with their ids, and the places.
    const brief = body.contents[0]!.parts[0]!.text;
    expect(brief).toContain('08:02 Temple of the Sacred Tooth Relic [temple-of-the-sacred-tooth-relic]');
    expect(brief).toContain('08:00 train Kandy to Ella');
    expect(brief).toContain('- buduruwagala | Buduruwagala | temple | day 3 |');
  });

  it('uses an OpenAI-compatible endpoint through response_format json_schema (strict), the key only in the authorization header', async () => {
    let sent: { headers: Headers; text: string } | undefined;
    upstream.use(
      http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
        sent = { headers: request.headers, text: await request.text() };
        return HttpResponse.json(fixture('openai-prose.json'));
      }),
    );
    const writer = new ModelPlanWriter({
      places: builtInGeo().data,
      model: client({ openai: { baseUrl: OPENAI, apiKey: OPENAI_KEY, model: 'gpt-test' }, timeoutMs: 5000 }),
    });
    const written = await writer.write(plan);

    expect(written.source).toBe(PlanSource.OPENAI);
    expect(written.notice).toBeNull();
    expect(written.plan.dayPlans[1]!.title).toBe('By train into tea country');
    expect(facts(written.plan)).toEqual(facts(plan));
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${OPENAI_KEY}`);
    expect(sent!.text).not.toContain(OPENAI_KEY);
    expect(JSON.parse(sent!.text)).toMatchObject({
      model: 'gpt-test',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'trip_plan_prose', strict: true, schema: proseSchema(plan) },
      },
    });
  });

  it('retries once when the answer is not JSON (cut off at the token limit) and uses the second answer', async () => {
    gemini(ok('gemini-truncated.json'), ok('gemini-prose.json'));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expect(written.source).toBe(PlanSource.GEMINI);
    expect(written.notice).toBeNull();
  });

  it('keeps the engine’s text with a notice when the answer is not JSON twice, and logs why', async () => {
    gemini(ok('gemini-truncated.json'));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expectEngineText(written, WRITER_NOTICES.rejected);
    expect(logLines).toHaveLength(2);
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      provider: 'GEMINI',
      attempt: 1,
      problem: 'the answer is not JSON',
      purpose: 'plan-writer',
      msg: 'the model call failed',
    });
  });

  it('rejects prose that names a place TripMate does not know', async () => {
    gemini(ok('gemini-prose-unknown-place.json'));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expectEngineText(written, WRITER_NOTICES.rejected);
    expect(JSON.parse(logLines[0]!).problem).toBe(
      "day 2's narrative names a place TripMate does not know: Kirigalpotta Viewpoint",
    );
  });

  it('rejects prose that states a price', async () => {
    gemini(ok('gemini-prose-price.json'));
    const written = await geminiWriter().write(plan);
    expectEngineText(written, WRITER_NOTICES.rejected);
    expect(JSON.parse(logLines[0]!).problem).toBe("day 1's narrative states a price");
  });

  it('retries a 429 once, then keeps the engine’s text saying the writer was unavailable', async () => {
    gemini(failing('gemini-429.json', 429));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expectEngineText(written, WRITER_NOTICES.unavailable);
    expect(JSON.parse(logLines[1]!)).toMatchObject({
      attempt: 2,
      status: 429,
      problem: 'Resource has been exhausted (e.g. check quota).',
    });
  });

  it('retries a 500 and uses the answer that follows', async () => {
    gemini(failing('gemini-500.json', 500), ok('gemini-prose.json'));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expect(written.source).toBe(PlanSource.GEMINI);
  });

  it('does not retry an error that will not pass (a bad key)', async () => {
    gemini(failing('gemini-400.json', 400));
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(1);
    expectEngineText(written, WRITER_NOTICES.unavailable);
  });

  it('gives up on a model slower than the timeout, twice, within about two timeouts', async () => {
    gemini(async () => {
      await delay(2000);
      return HttpResponse.json(fixture('gemini-prose.json'));
    });
    const started = Date.now();
    const written = await geminiWriter(100).write(plan);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(calls).toHaveLength(2);
    expectEngineText(written, WRITER_NOTICES.unavailable);
    expect(JSON.parse(logLines[0]!).problem).toBe('the model took longer than the timeout');
  });

  it('retries a network error once, then keeps the engine’s text', async () => {
    gemini(() => HttpResponse.error());
    const written = await geminiWriter().write(plan);
    expect(calls).toHaveLength(2);
    expectEngineText(written, WRITER_NOTICES.unavailable);
  });
});
