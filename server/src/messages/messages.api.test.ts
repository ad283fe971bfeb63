import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories.js';
import { startTestServer, unique, type GraphQLResult, type TestServer } from '../test/test-server.js';

/** The languages a reader may ask for, and headers that must all answer in English. */
const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
const ENGLISH_HEADERS: (string | undefined)[] = ['en', 'en-GB,en;q=0.9', undefined, 'fr-FR,fr;q=0.9', '*', 'si;q=0'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function headersFor(language: string | undefined, token?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(language === undefined ? {} : { 'accept-language': language }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

async function graphql(
  language: string | undefined,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    headers: headersFor(language, token),
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphQLResult };
}

async function rest(language: string | undefined, method: string, path: string, body?: unknown, token?: string) {
  const response = await server.fetch(path, {
    method,
    headers: headersFor(language, token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, body: (await response.json()) as { message: string; field?: string } };
}

describe('GraphQL refusals in the reader’s language', () => {
  // A public geo query: answered from the response cache, and run compiled, once it has succeeded.
  const GEOCODE = 'query MessagesGeocode($q: String!) { geocode(query: $q) { best { name } } }';

  it('says a domain error in Sinhala or Tamil, and in today’s English for English, no header or another language, whatever was cached or compiled', async () => {
    for (let i = 0; i < 3; i++) {
      const { body, response } = await graphql('si', GEOCODE, { q: 'Kandy' });
      expect(body.errors).toBeUndefined();
      expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    }
    const place = 'Atlantis Nowhere';
    const answers = new Map<string | undefined, GraphQLResult>();
    for (const language of ['si', 'ta', ...ENGLISH_HEADERS, 'si-LK', 'ta-LK,en;q=0.5', 'fr, ta;q=0.8']) {
      const { body, response } = await graphql(language, GEOCODE, { q: place });
      expect(response.headers.get('x-cache')).toBeNull();
      answers.set(language, body);
    }
    const error = (language: string | undefined) => answers.get(language)!.errors![0]!;
    expect(error('si')).toMatchObject({
      message: `ස්ථානය සොයාගත නොහැකි විය: ${place}`,
      extensions: { code: 'NOT_FOUND', reason: 'GEO_LOCATION_NOT_FOUND' },
    });
    expect(error('ta')).toMatchObject({
      message: `இடத்தைக் கண்டறிய முடியவில்லை: ${place}`,
      extensions: { code: 'NOT_FOUND', reason: 'GEO_LOCATION_NOT_FOUND' },
    });
    for (const language of ENGLISH_HEADERS)
      expect(error(language).message, String(language)).toBe(`Could not find location: ${place}`);
    expect(error('si-LK').message).toMatch(SINHALA);
    expect(error('ta-LK,en;q=0.5').message).toMatch(TAMIL);
    expect(error('fr, ta;q=0.8').message).toMatch(TAMIL);
  });

  it('says a zod field error by its rule in Sinhala or Tamil, keeping the code and field, also when run compiled', async () => {
    const LIST = 'query MessagesList($first: Int) { businesses(first: $first) { edges { node { id } } } }';
    for (let i = 0; i < 2; i++) expect((await graphql('ta', LIST, { first: 5 })).body.errors).toBeUndefined();
    const refused = async (language: string | undefined) =>
      (await graphql(language, LIST, { first: 101 })).body.errors![0]!;
    expect(await refused('si')).toMatchObject({
      message: 'first උපරිම 100 විය යුතුය.',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
    expect(await refused('ta')).toMatchObject({
      message: 'first அதிகபட்சம் 100 ஆக இருக்க வேண்டும்.',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
    for (const language of ENGLISH_HEADERS)
      expect((await refused(language)).message, String(language)).toBe('first must be between 1 and 100.');
  });

  it('names a field the language knows by its own name', async () => {
    const SIGN_UP = 'mutation MessagesSignUp($i: SignUpInput!) { signUp(input: $i) { token } }';
    const input = { name: 'A', email: `${unique('m')}@example.lk`, password: 'secret12' };
    const error = async (language: string | undefined) =>
      (await graphql(language, SIGN_UP, { i: input })).body.errors![0]!;
    expect(await error('si')).toMatchObject({
      message: 'නම හි අවම වශයෙන් අක්ෂර 2ක් තිබිය යුතුය.',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    expect(await error('ta')).toMatchObject({
      message: 'பெயர் இல் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்.',
      extensions: { field: 'name' },
    });
    expect((await error(undefined)).message).toBe('Full name must be at least 2 characters.');
  });
});

describe('GraphQL confirmations in the reader’s language', () => {
  const FEEDBACK =
    'mutation MessagesFeedback($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { message } }';
  const feedback = { category: 'GENERAL', rating: 5, message: 'Lovely trip planner.' };

  it('says a mutation’s confirmation in Sinhala or Tamil, and in the module’s English otherwise', async () => {
    // Feedback is limited to five a caller: one in each language.
    expect((await graphql('si', FEEDBACK, { input: feedback })).body.data).toEqual({
      submitFeedback: { message: 'ස්තූතියි! ඔබේ ප්‍රතිචාර TripMate වඩාත් හොඳ කිරීමට අපට උදව් වේ.' },
    });
    expect((await graphql('ta', FEEDBACK, { input: feedback })).body.data).toEqual({
      submitFeedback: { message: 'நன்றி! உங்கள் கருத்து TripMate-ஐ மேம்படுத்த எங்களுக்கு உதவுகிறது.' },
    });
    expect((await graphql('fr-FR,fr;q=0.9', FEEDBACK, { input: feedback })).body.data).toEqual({
      submitFeedback: { message: 'Thank you! Your feedback helps us make TripMate better.' },
    });
  });

  it('says signing out everywhere in the reader’s language', async () => {
    const SIGN_OUT = 'mutation MessagesSignOut { signOutEverywhere { message } }';
    const tamil = await graphql('ta', SIGN_OUT, {}, (await signUp(server)).token);
    expect(tamil.body.data).toEqual({ signOutEverywhere: { message: 'எல்லா சாதனங்களிலிருந்தும் நீங்கள் வெளியேற்றப்பட்டீர்கள்.' } });
    const english = await graphql('en', SIGN_OUT, {}, (await signUp(server)).token);
    expect(english.body.data).toEqual({ signOutEverywhere: { message: 'You have been signed out on every device.' } });
  });
});

describe('REST refusals and confirmations in the reader’s language', () => {
  it('says a domain error in Sinhala or Tamil with the same status and field, and English word for word otherwise', async () => {
    const { email } = await signUp(server);
    const again = (language: string | undefined) =>
      rest(language, 'POST', '/api/register', { name: 'Nimal Perera', email, password: 'secret12' });
    const si = await again('si');
    expect(si.response.status).toBe(409);
    expect(si.response.headers.get('vary')).toMatch(/Accept-Language/i);
    expect(si.body).toMatchObject({ message: 'මෙම ඊමේල් සහිත ගිණුමක් දැනටමත් පවතී.', field: 'email' });
    expect((await again('ta')).body).toMatchObject({
      message: 'இந்த மின்னஞ்சலுடன் ஒரு கணக்கு ஏற்கெனவே உள்ளது.',
      field: 'email',
    });
    for (const language of ENGLISH_HEADERS)
      expect((await again(language)).body.message, String(language)).toBe('An account with this email already exists.');
  });

  it('says a zod field error by its rule, and a schema’s own rule where it is translated', async () => {
    const { token } = await signUp(server);
    const plan = { start: 'Colombo', end: 'Kandy', days: 0, people: 2, budget: 100000 };
    const si = await rest('si', 'POST', '/api/trip/plan', plan, token);
    expect(si.response.status).toBe(400);
    expect(si.body).toMatchObject({ message: 'දින අවම වශයෙන් 1 විය යුතුය.', field: 'days' });
    expect((await rest('ta', 'POST', '/api/trip/plan', plan, token)).body).toMatchObject({
      message: 'நாட்கள் குறைந்தது 1 ஆக இருக்க வேண்டும்.',
      field: 'days',
    });
    expect((await rest('fr', 'POST', '/api/trip/plan', plan, token)).body).toMatchObject({
      message: 'Days must be a whole number from 1 to 30.',
      field: 'days',
    });

    const profile = { name: 'Nimal', email: `${unique('p')}@example.lk`, profilePictureUrl: 'ftp://example.lk/me.png' };
    expect((await rest('ta', 'PUT', '/api/profile', profile, token)).body).toMatchObject({
      message: 'சுயவிவரப் படம் http:// அல்லது https:// என்று தொடங்கும் இணைய முகவரியாக இருக்க வேண்டும்.',
      field: 'profilePictureUrl',
    });
    expect((await rest(undefined, 'PUT', '/api/profile', profile, token)).body.message).toBe(
      'Profile picture must be a web address starting with http:// or https://.',
    );
    // A rule given as a regex (zod reports it as a format) is said by the schema's own words too.
    const spaced = {
      name: 'Nimal',
      email: `${unique('s')}@example.lk`,
      username: 'nimal perera',
      password: 'secret12',
    };
    expect((await rest('si', 'POST', '/api/register', spaced)).body).toMatchObject({
      message: 'පරිශීලක නාමයේ හිස්තැන් තිබිය නොහැක.',
      field: 'username',
    });
    expect((await rest(undefined, 'POST', '/api/register', spaced)).body).toMatchObject({
      message: 'Username cannot contain spaces.',
      field: 'username',
    });
  });

  it('says the refusals of the shared layer (an unknown route, a body that is not JSON) in the reader’s language', async () => {
    const missing = await rest('si', 'GET', '/api/nowhere');
    expect(missing.response.status).toBe(404);
    expect(missing.body.message).toBe('GET /api/nowhere නම් API ඇමතුමක් නැත.');
    expect((await rest(undefined, 'GET', '/api/nowhere')).body.message).toBe('There is no API route GET /api/nowhere.');
    const text = await server.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-language': 'ta' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toMatch(TAMIL);
  });

  it('confirms a change of password in the reader’s language, and in the spec’s English otherwise', async () => {
    const { token } = await signUp(server);
    const change = (language: string | undefined, from: string, to: string) =>
      rest(
        language,
        'POST',
        '/api/profile/change-password',
        { currentPassword: from, newPassword: to, confirmPassword: to },
        token,
      );
    expect((await change('si', 'secret12', 'secret34')).body.message).toBe('ඔබේ මුරපදය සාර්ථකව යාවත්කාලීන කරන ලදී.');
    expect((await change('ta', 'secret34', 'secret56')).body.message).toBe(
      'உங்கள் கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது.',
    );
    expect((await change(undefined, 'secret56', 'secret78')).body.message).toBe(
      'Your password has been updated successfully.',
    );
  });
});

describe('rate-limit refusals in the reader’s language', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SIGNIN_ATTEMPTS_PER_ADDRESS: '2' });
  });
  afterAll(() => limited.close());

  it('over REST and GraphQL, with the same status, code and Retry-After', async () => {
    const login = (language: string | undefined) =>
      limited.fetch('/api/login', {
        method: 'POST',
        headers: headersFor(language),
        body: JSON.stringify({ username: 'nobody@example.lk', password: 'secret12' }),
      });
    for (let i = 0; i < 2; i++) expect((await login('en')).status).toBe(401);

    const si = await login('si');
    expect(si.status).toBe(429);
    expect(si.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await si.json()) as { message: string }).message).toBe(
      'පුරනය වීමට උත්සාහ කිරීම් ඉතා වැඩියි. කරුණාකර මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
    );
    expect(((await (await login(undefined)).json()) as { message: string }).message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );

    const SIGN_IN = 'mutation MessagesSignIn($i: SignInInput!) { signIn(input: $i) { token } }';
    const viaGraphQL = async (language: string | undefined) => {
      const response = await limited.fetch('/graphql', {
        method: 'POST',
        headers: headersFor(language),
        body: JSON.stringify({
          query: SIGN_IN,
          variables: { i: { username: 'nobody@example.lk', password: 'secret12' } },
        }),
      });
      return ((await response.json()) as GraphQLResult).errors![0]!;
    };
    expect(await viaGraphQL('ta')).toMatchObject({
      message: 'உள்நுழைவு முயற்சிகள் மிக அதிகம். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'AUTH_TOO_MANY_SIGN_INS' },
    });
    expect((await viaGraphQL('en-US')).message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});
