import { delay, http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aPlan, gql, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { DO_NOT_KNOW } from './builtin-assistant.js';
import { random } from '../../test/random.js';

/** The models live at the HTTP edge: msw answers for them, the app itself is reached for real, anything else fails. */
const GEMINI = 'https://gemini.example.test';
const OPENAI = 'https://llm.example.test/v1';
const upstream = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
const seen: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];

beforeAll(() => upstream.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  upstream.resetHandlers();
  seen.length = 0;
});
afterAll(() => upstream.close());

const record = async (request: Request) => {
  seen.push({
    url: request.url,
    headers: request.headers,
    body: (await request.clone().json()) as Record<string, unknown>,
  });
};

type Edit = {
  kind: string;
  attractionId: string | null;
  placeId: string | null;
  day: number | null;
  index: number | null;
  otherDay: number | null;
};
type Proposal = { planId: string; version: number; edits: Edit[]; changes: string[] };
type Reply = {
  text: string | null;
  source: string;
  links: { label: string; href: string }[];
  proposal: Proposal | null;
};
const SEND = `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { text source links { label href }
  proposal { planId version edits { kind attractionId placeId day index otherDay } changes } } }`;

const ask = (
  server: TestServer,
  messages: { role: 'USER' | 'ASSISTANT'; text: string }[],
  ip = `198.18.0.${Math.floor(random() * 250) + 1}`,
) => gql<{ sendChatMessage: Reply }>(server, SEND, { i: { messages } }, { ip });

/** One message about the plan being viewed, as the chat panel sends it from a plan's page. */
const askAbout = (server: TestServer, plan: { id: string; version: number }, text: string, token?: string) =>
  gql<{ sendChatMessage: Reply }>(
    server,
    SEND,
    { i: { messages: [{ role: 'USER', text }], plan } },
    { token, ip: `198.18.2.${Math.floor(random() * 250) + 1}` },
  );

/** Nuwara Eliya one night, Tissamaharama two (Yala on day 3), Ella two. */
const YALA_TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 6,
  people: 2,
  budget: 600000,
  notes: 'wildlife safari and tea',
  customPlaces: ['Yala National Park'],
  startDate: '2027-02-10',
};
const STOPS =
  'query($id: ID!) { tripPlan(id: $id) { version plan { dayPlans { stops { attractionId name } } bases { place { id } nights } } } }';
type Stored = {
  tripPlan: {
    version: number;
    plan: {
      dayPlans: { stops: { attractionId: string; name: string }[] }[];
      bases: { place: { id: string }; nights: number }[];
    };
  };
};

const conversation = (turns: number) =>
  Array.from({ length: turns }, (_, i) => ({
    role: (i % 2 ? 'ASSISTANT' : 'USER') as 'USER' | 'ASSISTANT',
    text: `turn ${i}`,
  }));

describe('with Gemini configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      GEMINI_API_KEY: 'server-side-key',
      GEMINI_MODEL: 'gemini-test',
      GEMINI_BASE_URL: GEMINI,
      MODEL_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => server.close());

  it('sends the spec’s payload: the last 7 messages plus the new one, assistant as model, generation settings, our facts', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ candidates: [{ content: { parts: [{ text: 'Cover shoulders and knees.' }] } }] });
      }),
    );
    const body = await ask(server, [...conversation(10), { role: 'USER', text: 'What should I wear to a temple?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ text: 'Cover shoulders and knees.', source: 'GEMINI' });

    const sent = seen[0]!;
    expect(sent.url).not.toContain('server-side-key');
    expect(sent.headers.get('x-goog-api-key')).toBe('server-side-key');
    const contents = sent.body.contents as { role: string; parts: { text: string }[] }[];
    expect(contents.map((c) => c.parts[0]!.text)).toEqual([
      'turn 3',
      'turn 4',
      'turn 5',
      'turn 6',
      'turn 7',
      'turn 8',
      'turn 9',
      'What should I wear to a temple?',
    ]);
    expect(contents.map((c) => c.role)).toEqual(['model', 'user', 'model', 'user', 'model', 'user', 'model', 'user']);
    expect(sent.body.generationConfig).toEqual({ temperature: 0.7, maxOutputTokens: 1024 });
    const system = (sent.body.systemInstruction as { parts: { text: string }[] }).parts[0]!.text;
    expect(system).toContain('Sri Lanka Travel Bot');
    expect(system).toContain('cover your shoulders and knees');
  });

  it('answers null text when Gemini returns no candidates', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () => HttpResponse.json({ candidates: [] })),
    );
    const body = await ask(server, [{ role: 'USER', text: 'Hello?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ text: null, source: 'GEMINI' });
  });

  it('leaves a request to change the plan being viewed to the built-in engine: a proposal, and no model call', async () => {
    upstream.use(
      http.post(
        `${GEMINI}/v1beta/models/gemini-test:generateContent`,
        async ({ request }) => (await record(request), HttpResponse.json({ candidates: [] })),
      ),
    );
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    // The planner asked the model for its prose; from here on, nothing may.
    seen.length = 0;
    const body = await askAbout(server, { id, version: 1 }, 'add a night in Ella', owner.token);
    expect(body.data?.sendChatMessage).toMatchObject({
      source: 'BUILT_IN',
      proposal: { planId: id, version: 1, edits: [{ kind: 'ADD_NIGHT', placeId: 'ella' }] },
    });
    expect(body.data?.sendChatMessage.proposal?.changes[0]).toBe('Ella: 2 → 3 nights');
    expect(seen).toHaveLength(0);
  });

  it('falls back to the built-in assistant when Gemini answers an error or takes longer than the timeout', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () =>
        HttpResponse.json({ error: { message: 'API key not valid.' } }, { status: 400 }),
      ),
    );
    const failed = await ask(server, [{ role: 'USER', text: 'Do I need cash for tuk-tuks?' }]);
    expect(failed.data?.sendChatMessage.source).toBe('BUILT_IN');
    expect(failed.data?.sendChatMessage.text).toContain('Sri Lankan rupee (LKR)');

    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, async () => {
        await delay(3000);
        return HttpResponse.json({ candidates: [{ content: { parts: [{ text: 'too late' }] } }] });
      }),
    );
    const started = Date.now();
    const slow = await ask(server, [{ role: 'USER', text: 'Is the tap water safe?' }]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(slow.data?.sendChatMessage).toMatchObject({ source: 'BUILT_IN' });
  });
});

describe('a model’s reply, on its way to any client (issue: links, contacts and markup)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_URL: 'https://tripmate.example',
      GEMINI_API_KEY: 'server-side-key',
      GEMINI_MODEL: 'gemini-test',
      GEMINI_BASE_URL: GEMINI,
      MODEL_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => server.close());

  it.each([
    [
      'a link to another site',
      'Book through https://cheap-rooms.example/ella?ref=bot for the best rate.',
      'Book through for the best rate.',
    ],
    ['a bare site name', 'Rooms on cheap-rooms.com are good.', 'Rooms on are good.'],
    ['a markdown link', 'See [this guide](https://cheap-rooms.example/guide) first.', 'See this guide first.'],
    ['a script link', 'Click [here](javascript:alert(document.cookie)) now.', 'Click here now.'],
    ['an e-mail address', 'Write to driver.sunil@mail.example to book a driver.', 'Write to to book a driver.'],
    ['a phone number', 'Call Sunil on +94 77 123 4567 or 077-1234567 for a driver.', 'Call Sunil on or for a driver.'],
    [
      'markup',
      'Ella is <b>lovely</b> in March.<script>alert(1)</script><img src=x onerror=alert(1)>',
      'Ella is lovely in March.alert(1)',
    ],
    [
      'an image',
      'Ella at dawn: ![view](https://cheap-rooms.example/pixel.gif?id=traveller) lovely.',
      'Ella at dawn: lovely.',
    ],
    [
      'a link to the site itself, which stays',
      'Plan it at https://tripmate.example/planner, [the planner](/planner) or /planner.',
      'Plan it at https://tripmate.example/planner, [the planner](/planner) or /planner.',
    ],
  ])('answers GraphQL (the API and the web client) without %s', async (_kind, modelText, cleaned) => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () =>
        HttpResponse.json({ candidates: [{ content: { parts: [{ text: modelText }] } }] }),
      ),
    );
    const body = await ask(server, [{ role: 'USER', text: 'How do I find a driver in Ella?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ source: 'GEMINI', text: cleaned });
  });

  it('answers no text, as for an empty answer, when nothing is left of the reply', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () =>
        HttpResponse.json({ candidates: [{ content: { parts: [{ text: ' https://cheap-rooms.example ' }] } }] }),
      ),
    );
    const body = await ask(server, [{ role: 'USER', text: 'Where do I book?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ source: 'GEMINI', text: null });
  });
});

describe('with an OpenAI-compatible endpoint configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      OPENAI_BASE_URL: OPENAI,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'local-model',
    });
  });
  afterAll(() => server.close());

  it('sends a system message with our facts, the cut history and the settings, and reads the reply', async () => {
    upstream.use(
      http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ choices: [{ message: { content: 'Take the train from Kandy.' } }] });
      }),
    );
    const body = await ask(server, [...conversation(3), { role: 'USER', text: 'How do trains work?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ text: 'Take the train from Kandy.', source: 'OPENAI' });
    const sent = seen[0]!;
    expect(sent.headers.get('authorization')).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'local-model', temperature: 0.7, max_tokens: 1024 });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'user']);
    expect(messages[0]!.content).toContain('Main Line');
  });

  it('asks once more after a 503, like the planner’s writer, and answers with the model', async () => {
    let calls = 0;
    upstream.use(
      http.post(`${OPENAI}/chat/completions`, () =>
        ++calls === 1
          ? HttpResponse.json({ error: { message: 'model loading' } }, { status: 503 })
          : HttpResponse.json({ choices: [{ message: { content: 'Buy a local SIM at the airport.' } }] }),
      ),
    );
    const body = await ask(server, [{ role: 'USER', text: 'How do I get a SIM card?' }]);
    expect(body.data?.sendChatMessage).toMatchObject({ text: 'Buy a local SIM at the airport.', source: 'OPENAI' });
    expect(calls).toBe(2);
  });

  it('reads the error message of a failed call and answers with the built-in assistant', async () => {
    upstream.use(
      http.post(`${OPENAI}/chat/completions`, () =>
        HttpResponse.json({ error: { message: 'model not loaded' } }, { status: 503 }),
      ),
    );
    const body = await ask(server, [{ role: 'USER', text: 'What should I wear at the Temple of the Tooth?' }]);
    expect(body.data?.sendChatMessage.source).toBe('BUILT_IN');
  });
});

describe('acting on the plan being viewed (issue 18, item 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('proposes "drop Yala, add Udawalawe" as a diff, changes nothing, and Apply through editTripPlan makes exactly that plan', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    const before = (await gql<Stored>(server, STOPS, { id }, { token: owner.token })).data!.tripPlan;
    expect(before.plan.dayPlans[2]!.stops.map((s) => s.attractionId)).toEqual(['yala-national-park']);

    const body = await askAbout(server, { id, version: 1 }, 'drop Yala, add Udawalawe', owner.token);
    expect(body.errors).toBeUndefined();
    const reply = body.data!.sendChatMessage;
    expect(reply.source).toBe('BUILT_IN');
    expect(reply.proposal).toMatchObject({ planId: id, version: 1 });
    expect(reply.proposal!.changes).toContain('Day 3: − Yala National Park; + Udawalawe National Park');
    expect(reply.text).toContain('Day 3: − Yala National Park; + Udawalawe National Park');
    // Proposed, not applied.
    expect((await gql<Stored>(server, STOPS, { id }, { token: owner.token })).data!.tripPlan).toEqual(before);

    const edits = reply.proposal!.edits.map((e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null)));
    const applied = await gql<{ editTripPlan: { version: number } }>(
      server,
      'mutation($id: ID!, $v: Int!, $e: [PlanEditInput!]!) { editTripPlan(id: $id, version: $v, edits: $e) { version } }',
      { id, v: reply.proposal!.version, e: edits },
      { token: owner.token },
    );
    expect(applied.errors).toBeUndefined();
    const after = (await gql<Stored>(server, STOPS, { id }, { token: owner.token })).data!.tripPlan;
    expect(after.version).toBe(2);
    expect(after.plan.dayPlans.map((d) => d.stops.map((s) => s.attractionId))).toEqual(
      before.plan.dayPlans.map((d, i) => (i === 2 ? ['udawalawe-national-park'] : d.stops.map((s) => s.attractionId))),
    );
  });

  it('refuses another account’s plan (not found), a signed-out caller, and a version older than the plan’s', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    const stranger = await signUp(server);
    const theirs = await askAbout(server, { id, version: 1 }, 'add a night in Ella', stranger.token);
    expect(theirs.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(theirs.errors?.[0]?.message).toContain('Trip plan not found');
    const anonymous = await askAbout(server, { id, version: 1 }, 'add a night in Ella');
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Sign in to change your plan from the chat.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const unknown = await askAbout(server, { id: 'not-a-plan', version: 1 }, 'add a night in Ella', owner.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    await gql(
      server,
      'mutation($id: ID!) { editTripPlan(id: $id, version: 1, edits: [{ kind: ADD_NIGHT, placeId: "ella" }]) { version } }',
      { id },
      { token: owner.token },
    );
    const stale = await askAbout(server, { id, version: 1 }, 'swap days 3 and 4', owner.token);
    expect(stale.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(stale.errors?.[0]?.message).toContain('reload the plan');
  });

  it('answers questions that change nothing as it always does, whoever asks, without reading the plan', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    const stranger = await signUp(server);
    const body = await askAbout(server, { id, version: 1 }, 'Is Yala open in September?', stranger.token);
    expect(body.errors).toBeUndefined();
    expect(body.data?.sendChatMessage).toMatchObject({ source: 'BUILT_IN', proposal: null });
    expect(body.data?.sendChatMessage.text).toContain('closed');
  });

  it('says what it cannot find or do, with no proposal', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    const unknown = await askAbout(server, { id, version: 1 }, 'add Atlantis to day 2', owner.token);
    expect(unknown.data?.sendChatMessage).toMatchObject({
      proposal: null,
      text: expect.stringContaining('I couldn’t find “atlantis”'),
    });
    const refused = await askAbout(server, { id, version: 1 }, 'one night less in Nuwara Eliya', owner.token);
    expect(refused.data?.sendChatMessage).toMatchObject({
      proposal: null,
      text: 'I can’t make that change: Nuwara Eliya has one night only: a base keeps at least one night.',
    });
  });

  it('refuses a malformed plan context with a clear message', async () => {
    const body = await gql(server, SEND, {
      i: { messages: [{ role: 'USER', text: 'add a night in Ella' }], plan: { id: ' ', version: 0 } },
    });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('the built-in assistant (no keys)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('answers common questions from its own facts and admits what it does not know', async () => {
    const temple = await ask(server, [{ role: 'USER', text: 'What should I wear to visit a temple?' }]);
    expect(temple.data?.sendChatMessage).toMatchObject({ source: 'BUILT_IN' });
    expect(temple.data?.sendChatMessage.text).toMatch(/cover your shoulders and knees/i);
    expect(temple.data?.sendChatMessage.text).toMatch(/take off your shoes/i);

    const monsoon = await ask(server, [{ role: 'USER', text: 'When is the monsoon?' }]);
    expect(monsoon.data?.sendChatMessage.text).toContain('south-west monsoon (roughly May to September)');
    expect(monsoon.data?.sendChatMessage.links).toEqual([
      { label: 'Plan a trip around the seasons', href: '/planner' },
    ]);

    const unknown = await ask(server, [{ role: 'USER', text: 'Who won the 1996 cricket world cup final?' }]);
    expect(unknown.data?.sendChatMessage.text).toBe(DO_NOT_KNOW);
  });

  it('refuses blank and over-long messages with a clear message', async () => {
    const blank = await ask(server, [{ role: 'USER', text: '   ' }]);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Type a message first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await ask(server, [{ role: 'USER', text: 'x'.repeat(2001) }]);
    expect(long.errors?.[0]).toMatchObject({
      message: 'Messages must be at most 2000 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('limits each address to 20 messages in five minutes', async () => {
    const ip = '198.18.1.77';
    for (let i = 0; i < 20; i++)
      expect((await ask(server, [{ role: 'USER', text: 'hello' }], ip)).errors).toBeUndefined();
    const limited = await ask(server, [{ role: 'USER', text: 'hello' }], ip);
    expect(limited.errors?.[0]).toMatchObject({
      message: 'You are sending messages quickly. Please wait a minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});
