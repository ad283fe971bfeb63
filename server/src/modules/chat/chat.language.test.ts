import { http, HttpResponse, passthrough } from 'msw';
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { aPlan, gql, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { random } from '../../test/random.js';

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
const ip = () => `198.18.4.${Math.floor(random() * 250) + 1}`;
const ask = (server: TestServer, text: string, language?: string, token?: string) =>
  gql<{ sendChatMessage: Reply }>(
    server,
    SEND,
    { i: { messages: [{ role: 'USER', text }], ...(language ? { language } : {}) } },
    { token, ip: ip() },
  );

describe('the assistant in the traveller’s language (built-in)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('answers in the language asked for, else the account’s Language setting, else English', async () => {
    const si = (await ask(server, 'ඇල්ලට යන්න හොඳම කාලය කුමක්ද?', 'SI')).data!.sendChatMessage;
    expect(si).toMatchObject({ source: 'BUILT_IN', links: [{ label: 'සෘතු අනුව සැලසුම් කරන්න', href: '/planner' }] });
    expect(si.text).toMatch(/^ඇල්ල පිහිටා ඇත්තේ කඳුකරයේය;/);

    const english = (await ask(server, 'When is the best time to visit Mirissa?')).data!.sendChatMessage;
    expect(english.text).toMatch(/^Mirissa is on the south coast; its beach season is December to April\./);

    const owner = await signUp(server);
    await gql(
      server,
      'mutation { updatePreferences(input: { currency: USD, language: TAMIL, emailNotifications: true, pushNotifications: false }) { preferences { language } } }',
      {},
      { token: owner.token },
    );
    const tamil = (await ask(server, 'When is the best time to visit Mirissa?', undefined, owner.token)).data!
      .sendChatMessage;
    expect(tamil.text).toMatch(/^Mirissa தெற்குக் கரையில் உள்ளது; அதன் கடற்கரைப் பருவம் டிசம்பர் முதல் ஏப்ரல் வரை\./);
    // The language asked for wins over the setting.
    expect(
      (await ask(server, 'When is the best time to visit Mirissa?', 'EN', owner.token)).data!.sendChatMessage.text,
    ).toMatch(/^Mirissa is on the south coast/);
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
    expect(JSON.parse(done!)).toMatchObject({
      source: 'BUILT_IN',
      text: expect.stringMatching(/^வணக்கம்! நான் TripMate இன் இலங்கைப் பயண உதவியாளர்/),
    });
  });
});

type Edit = {
  kind: string;
  attractionId: string | null;
  placeId: string | null;
  day: number | null;
  index: number | null;
  otherDay: number | null;
};
type EditReply = {
  text: string | null;
  source: string;
  proposal: { planId: string; version: number; edits: Edit[]; changes: string[] } | null;
};
const SEND_ABOUT = `mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { text source
  proposal { planId version edits { kind attractionId placeId day index otherDay } changes } } }`;
/** Nuwara Eliya one night, Tissamaharama two (Yala on day 3), Ella two (Horton Plains on day 5). */
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
const STOPS = 'query($id: ID!) { tripPlan(id: $id) { version plan { dayPlans { stops { attractionId } } } } }';
const EDIT =
  'mutation($id: ID!, $v: Int!, $e: [PlanEditInput!]!) { editTripPlan(id: $id, version: $v, edits: $e) { version } }';
const withoutNulls = (edits: Edit[]) =>
  edits.map((e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== null)));

describe('changing the plan being viewed, asked in Sinhala or Tamil (built-in)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const askAbout = (plan: { id: string; version: number }, text: string, language: string, token: string) =>
    gql<{ sendChatMessage: EditReply }>(
      server,
      SEND_ABOUT,
      { i: { messages: [{ role: 'USER', text }], plan, language } },
      { token, ip: ip() },
    );

  it('proposes each kind of change asked in either language on the stored plan, and Apply makes it', async () => {
    const horton = { attractionId: 'horton-plains-national-park' };
    const requests: [text: string, edits: Record<string, unknown>[]][] = [
      ['Horton Plains දිනය 6ට ගෙන යන්න', [{ kind: 'MOVE_STOP', ...horton, day: 6 }]],
      ['ஆறாம் நாளுக்கு Horton Plains ஐ நகர்த்தவும்', [{ kind: 'MOVE_STOP', ...horton, day: 6 }]],
      ['මගේ සැලැස්මෙන් යාල ඉවත් කරන්න', [{ kind: 'REMOVE_STOP', attractionId: 'yala-national-park' }]],
      ['யாலவை நீக்கவும்', [{ kind: 'REMOVE_STOP', attractionId: 'yala-national-park' }]],
      ['උඩවළව 2 වන දිනයට එක් කරන්න', [{ kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 2 }]],
      ['உடவளவை நாள் 2இல் சேர்க்கவும்', [{ kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 2 }]],
      [
        'යාල වෙනුවට උඩවළව දමන්න',
        [
          { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
          { kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 3, index: 0 },
        ],
      ],
      [
        'யாலவுக்குப் பதிலாக உடவளவைச் சேர்க்கவும்',
        [
          { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
          { kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 3, index: 0 },
        ],
      ],
      ['දින 3 සහ 4 මාරු කරන්න', [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }]],
      ['3ஆம் நாளையும் 4ஆம் நாளையும் மாற்றவும்', [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }]],
      [
        '5 වන දිනය ඉවත් කරන්න',
        [
          { kind: 'REMOVE_STOP', ...horton },
          { kind: 'REMOVE_NIGHT', placeId: 'ella', day: 5 },
        ],
      ],
      [
        'நாள் 5 ஐ நீக்குங்கள்',
        [
          { kind: 'REMOVE_STOP', ...horton },
          { kind: 'REMOVE_NIGHT', placeId: 'ella', day: 5 },
        ],
      ],
      ['ඇල්ලේ තවත් රාත්‍රියක් එක් කරන්න', [{ kind: 'ADD_NIGHT', placeId: 'ella' }]],
      ['Ella இல் இன்னொரு நாள் தங்கவும்', [{ kind: 'ADD_NIGHT', placeId: 'ella' }]],
      ['නුවරඑළියේ රාත්‍රී 2ක් තබන්න', [{ kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' }]],
      ['நுவரெலியாவில் 2 இரவுகள் தங்க வேண்டும்', [{ kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' }]],
    ];
    // One traveller per language, within the chat's rate limit.
    const travellers = { SI: await signUp(server), TA: await signUp(server) };
    const plans = {
      SI: await aPlan(server, travellers.SI.token, YALA_TRIP),
      TA: await aPlan(server, travellers.TA.token, YALA_TRIP),
    };
    for (const [text, edits] of requests) {
      const language = SINHALA.test(text) ? 'SI' : 'TA';
      const body = await askAbout({ id: plans[language].id, version: 1 }, text, language, travellers[language].token);
      expect(body.errors, text).toBeUndefined();
      const reply = body.data!.sendChatMessage;
      expect(reply.source).toBe('BUILT_IN');
      expect(withoutNulls(reply.proposal?.edits ?? []), text).toEqual(edits);
      expect(reply.text, text).toMatch(language === 'SI' ? SINHALA : TAMIL);
    }

    // Proposed, not applied; Apply through editTripPlan makes exactly the change.
    const before = (
      await gql<{ tripPlan: { version: number; plan: { dayPlans: { stops: { attractionId: string }[] }[] } } }>(
        server,
        STOPS,
        { id: plans.TA.id },
        { token: travellers.TA.token },
      )
    ).data!.tripPlan;
    expect(before.version).toBe(1);
    const reply = (await askAbout({ id: plans.TA.id, version: 1 }, 'யாலவை உடவளவால் மாற்றவும்', 'TA', travellers.TA.token))
      .data!.sendChatMessage;
    expect(reply.proposal!.changes).toContain('3 ஆம் நாள்: − Yala National Park; + Udawalawe National Park');
    expect(reply.text).toMatch(/^உங்கள் திட்டத்தில் மாறுவது இதுதான்\./);
    const applied = await gql(
      server,
      EDIT,
      { id: plans.TA.id, v: 1, e: withoutNulls(reply.proposal!.edits) },
      { token: travellers.TA.token },
    );
    expect(applied.errors).toBeUndefined();
    const after = (
      await gql<{ tripPlan: typeof before }>(server, STOPS, { id: plans.TA.id }, { token: travellers.TA.token })
    ).data!.tripPlan;
    expect(after.version).toBe(2);
    expect(after.plan.dayPlans.map((d) => d.stops.map((s) => s.attractionId))).toEqual(
      before.plan.dayPlans.map((d, i) => (i === 2 ? ['udawalawe-national-park'] : d.stops.map((s) => s.attractionId))),
    );
  });

  it('answers an unknown place and a missing day in the language, its example request in the language too', async () => {
    const owner = await signUp(server);
    const { id } = await aPlan(server, owner.token, YALA_TRIP);
    const unknown = (await askAbout({ id, version: 1 }, 'දළදා මාළිගාව ඉවත් කරන්න', 'SI', owner.token)).data!
      .sendChatMessage;
    expect(unknown).toMatchObject({
      proposal: null,
      text: expect.stringMatching(/^ඔබේ සැලැස්මේ හෝ TripMate හි ස්ථාන අතර “දළදා මාළිගාව” සොයාගත නොහැකි විය\./),
    });
    const which = (await askAbout({ id, version: 1 }, 'යාල ගෙන යන්න', 'SI', owner.token)).data!.sendChatMessage;
    expect(which).toEqual({
      source: 'BUILT_IN',
      proposal: null,
      text: 'Yala National Park ගෙන යා යුත්තේ කුමන දිනයටද? උදාහරණයක් ලෙස: “Yala National Park 2 වන දිනයට ගෙන යන්න”.',
    });
    const ta = (await askAbout({ id, version: 1 }, 'இரவைச் சேர்க்கவும்', 'TA', owner.token)).data!.sendChatMessage;
    expect(ta.text).toBe(
      'அது எங்கே இருக்க வேண்டும்? நீங்கள் Nuwara Eliya, Tissamaharama மற்றும் Ella இல் தங்குகிறீர்கள்: உதாரணமாக, “Nuwara Eliya இல் இன்னும் ஓர் இரவைச் சேர்க்கவும்” என்று சொல்லுங்கள்.',
    );
    // The example, sent back, is understood.
    const example = (await askAbout({ id, version: 1 }, 'Nuwara Eliya இல் இன்னும் ஓர் இரவைச் சேர்க்கவும்', 'TA', owner.token))
      .data!.sendChatMessage;
    expect(withoutNulls(example.proposal!.edits)).toEqual([{ kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' }]);
    // A travel question on the plan's page is answered as ever, in the language.
    const question = (await askAbout({ id, version: 1 }, 'யாலவைத் தவிர்க்க வேண்டுமா?', 'TA', owner.token)).data!
      .sendChatMessage;
    expect(question.proposal).toBeNull();
  });
});

describe('the assistant in the traveller’s language (Gemini configured)', () => {
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

  const system = (body: Record<string, unknown>) =>
    (body.systemInstruction as { parts: { text: string }[] }).parts[0]!.text;

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
    expect(sinhala).toContain(
      'Always answer in Sinhala (සිංහල), written in its own script, whatever language the question is in',
    );
    // The facts it is given are the built-in engine's, read from the Sinhala question, stated in English.
    expect(sinhala).toMatch(/- By road, Kandy to Ella is about 1[2-4]\d km/);

    await ask(server, 'கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?', 'TA');
    expect(system(seen[1]!)).toContain('Always answer in Tamil (தமிழ்)');

    await ask(server, 'How far is Ella from Kandy?');
    expect(system(seen[2]!)).not.toContain('Always answer in');
  });

  it('falls back to the built-in answer in the traveller’s language when the model fails', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, () =>
        HttpResponse.json({ error: { message: 'unavailable' } }, { status: 500 }),
      ),
    );
    const reply = (await ask(server, 'கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?', 'TA')).data!.sendChatMessage;
    expect(reply.source).toBe('BUILT_IN');
    expect(reply.text).toMatch(/^சாலை வழியாக கண்டி முதல் எல்லை வரை சுமார் /);
    expect(reply.text).toMatch(TAMIL);
    expect(reply.text).not.toMatch(SINHALA);
  });

  const REFUSED = {
    EN: 'The AI model declined to answer this request. I can help with your trip: places, seasons, getting around, entry fees and temple etiquette.',
    SI: 'AI ආකෘතිය මෙම ඉල්ලීමට පිළිතුරු දීම ප්‍රතික්ෂේප කළේය. ඔබේ ගමනට මට උදව් කළ හැකිය: ස්ථාන, සමයන්, ගමන් කිරීම, ඇතුළුවීමේ ගාස්තු සහ පන්සල් චාරිත්‍ර.',
    TA: 'AI மாதிரி இந்தக் கோரிக்கைக்குப் பதிலளிக்க மறுத்துவிட்டது. உங்கள் பயணத்துக்கு நான் உதவ முடியும்: இடங்கள், பருவங்கள், பயண வழிகள், நுழைவுக் கட்டணங்கள், கோயில் ஒழுக்க முறைகள்.',
  } as const;
  const recorded = (name: string) =>
    readFileSync(`${paths.root}/server/src/modules/llm/fixtures/recorded/${name}`, 'utf8');

  it('says the model declined, in the traveller’s language, when Gemini blocks the prompt for safety, asking it once', async () => {
    upstream.use(
      http.post(`${GEMINI}/v1beta/models/gemini-test:generateContent`, async ({ request }) => {
        seen.push((await request.clone().json()) as Record<string, unknown>);
        return HttpResponse.json(JSON.parse(recorded('gemini-prompt-blocked.json')));
      }),
    );
    for (const language of ['EN', 'SI', 'TA'] as const) {
      const reply = (await ask(server, 'How far is Ella from Kandy?', language)).data!.sendChatMessage;
      expect(reply).toEqual({ text: REFUSED[language], source: 'GEMINI', links: [] });
    }
    expect(seen).toHaveLength(3);
  });

  it('streams the refusal after the words Gemini wrote before finishReason SAFETY stopped it', async () => {
    const streamed = (language: string, file: string) => {
      upstream.use(
        http.post(
          `${GEMINI}/v1beta/models/gemini-test:streamGenerateContent`,
          () => new HttpResponse(recorded(file), { headers: { 'content-type': 'text/event-stream' } }),
        ),
      );
      return server
        .fetch('/api/chat/stream', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
          body: JSON.stringify({ messages: [{ role: 'user', text: 'hello' }], language }),
        })
        .then((response) => response.text());
    };
    const done = (body: string) => JSON.parse(/event: done\ndata: (.+)\n/.exec(body)![1]!) as Reply;
    expect(done(await streamed('si', 'gemini-finish-safety.sse'))).toMatchObject({
      text: `No\n\n${REFUSED.SI}`,
      source: 'GEMINI',
      links: [],
    });
    expect(done(await streamed('ta', 'gemini-prompt-blocked.sse'))).toMatchObject({
      text: REFUSED.TA,
      source: 'GEMINI',
      links: [],
    });
  });
});
