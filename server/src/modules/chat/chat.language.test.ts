import { http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/** The model lives at the HTTP edge: msw answers for it, the app itself is reached for real, anything else fails. */
const GEMINI = 'https://gemini.example.test';
const upstream = setupServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
const seen: Record<string, unknown>[] = [];
beforeAll(() => upstream.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  upstream.resetHandlers();
  seen.length = 0;
});
afterAll(() => upstream.close());

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
type Reply = { text: string | null; source: string; links: { label: string; href: string }[] };
const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { text source links { label href } } }';
const ip = () => `198.18.4.${Math.floor(Math.random() * 250) + 1}`;
const ask = (server: TestServer, text: string, language?: string, token?: string) =>
  gql<{ sendChatMessage: Reply }>(server, SEND, { i: { messages: [{ role: 'USER', text }], ...(language ? { language } : {}) } }, { token, ip: ip() });

describe('the assistant in the traveller’s language (built-in)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('answers in the language asked for, else the account’s Language setting, else English', async () => {
    const si = (await ask(server, 'ඇල්ලට යන්න හොඳම කාලය කුමක්ද?', 'SI')).data!.sendChatMessage;
    expect(si).toMatchObject({ source: 'BUILT_IN', links: [{ label: 'සෘතු අනුව සැලසුම් කරන්න', href: '/planner' }] });
    expect(si.text).toMatch(/^Ella පිහිටා ඇත්තේ කඳුකරයේය;/);

    const english = (await ask(server, 'When is the best time to visit Mirissa?')).data!.sendChatMessage;
    expect(english.text).toMatch(/^Mirissa is on the south coast; its beach season is December to April\./);

    const owner = await signUp(server);
    await gql(server, 'mutation { updatePreferences(input: { currency: USD, language: TAMIL, emailNotifications: true, pushNotifications: false }) { preferences { language } } }', {}, { token: owner.token });
    const tamil = (await ask(server, 'When is the best time to visit Mirissa?', undefined, owner.token)).data!.sendChatMessage;
    expect(tamil.text).toMatch(/^Mirissa தெற்குக் கரையில் உள்ளது; அதன் கடற்கரைப் பருவம் டிசம்பர் முதல் ஏப்ரல் வரை\./);
    // The language asked for wins over the setting.
    expect((await ask(server, 'When is the best time to visit Mirissa?', 'EN', owner.token)).data!.sendChatMessage.text).toMatch(/^Mirissa is on the south coast/);
  });

  it('refuses a language it does not speak: GraphQL by the enum, REST with the field named', async () => {
    const graphql = await ask(server, 'hello', 'FR');
    expect(graphql.errors?.[0]?.message).toMatch(/PlanLanguage/);

    const response = await server.fetch('/api/chat/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify({ messages: [{ role: 'user', text: 'hello' }], language: 'fr' }),
    });
    const body = await response.text();
    expect(body).toContain('event: error');
    expect(body).toContain('Language must be en (English), si (Sinhala) or ta (Tamil).');
    expect(body).toContain('"status":400');
  });

  it('streams the built-in answer in Tamil over REST', async () => {
    const response = await server.fetch('/api/chat/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify({ messages: [{ role: 'user', text: 'வணக்கம்' }], language: 'ta-LK' }),
    });
    const done = /event: done\ndata: (.+)\n/.exec(await response.text())?.[1];
    expect(JSON.parse(done!)).toMatchObject({ source: 'BUILT_IN', text: expect.stringMatching(/^வணக்கம்! நான் TripMate இன் இலங்கைப் பயண உதவியாளர்/) });
  });
});

describe('the assistant in the traveller’s language (Gemini configured)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', GEMINI_API_KEY: 'server-side-key', GEMINI_MODEL: 'gemini-test', GEMINI_BASE_URL: GEMINI, MODEL_TIMEOUT_MS: '1000' });
  });
  afterAll(() => server.close());

  const system = (body: Record<string, unknown>) => (body.systemInstruction as { parts: { text: string }[] }).parts[0]!.text;

  it('tells the model which language to answer in, and asks English as before', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, async ({ request }) => {
        seen.push((await request.clone().json()) as Record<string, unknown>);
        return HttpResponse.json({ candidates: [{ content: { parts: [{ text: 'සුබ ගමන්!' }] } }] });
      }),
    );
    const reply = (await ask(server, 'මහනුවර සිට ඇල්ලට කොපමණ දුරද?', 'SI')).data!.sendChatMessage;
    expect(reply).toMatchObject({ text: 'සුබ ගමන්!', source: 'GEMINI' });
    const sinhala = system(seen[0]!);
    expect(sinhala).toContain('Always answer in Sinhala (සිංහල), written in its own script, whatever language the question is in');
    // The facts it is given are the built-in engine's, read from the Sinhala question, stated in English.
    expect(sinhala).toMatch(/- By road, Kandy to Ella is about 1[2-4]\d km/);

    await ask(server, 'கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?', 'TA');
    expect(system(seen[1]!)).toContain('Always answer in Tamil (தமிழ்)');

    await ask(server, 'How far is Ella from Kandy?');
    expect(system(seen[2]!)).not.toContain('Always answer in');
  });

  it('falls back to the built-in answer in the traveller’s language when the model fails', async () => {
    upstream.use(http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () => HttpResponse.json({ error: { message: 'unavailable' } }, { status: 500 })));
    const reply = (await ask(server, 'கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?', 'TA')).data!.sendChatMessage;
    expect(reply.source).toBe('BUILT_IN');
    expect(reply.text).toMatch(/^சாலை வழியாக Kandy முதல் Ella வரை சுமார் /);
    expect(reply.text).toMatch(TAMIL);
    expect(reply.text).not.toMatch(SINHALA);
  });
});
