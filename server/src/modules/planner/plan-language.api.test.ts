import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
const TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 5,
  people: 2,
  budget: 400000,
  notes: 'temples and tea',
  startDate: '2026-12-20',
};

const FIELDS =
  'id version language title itineraryText plan { summary dayPlans { day title narrative stops { attractionId } } budget { summary lines { label } } }';
type Plan = {
  id: string;
  version: number;
  language: string;
  title: string;
  itineraryText: string;
  plan: {
    summary: string;
    dayPlans: { day: number; title: string; narrative: string; stops: { attractionId: string }[] }[];
    budget: { summary: string; lines: { label: string }[] };
  };
};

async function planTrip(token: string, input: Record<string, unknown>): Promise<Plan> {
  const answer = await gql<{ planTrip: Plan }>(
    server,
    `mutation($i: PlanTripInput!) { planTrip(input: $i) { ${FIELDS} } }`,
    { i: input },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.planTrip;
}

/** The plan's words a client shows first: the summary, each day's title and narrative, the budget's labels. */
const words = (p: Plan) => [
  p.title,
  p.plan.summary,
  p.plan.budget.summary,
  ...p.plan.dayPlans.flatMap((d) => [d.title, d.narrative]),
  ...p.plan.budget.lines.map((l) => l.label),
];

describe('a plan in the traveller’s language', () => {
  it('writes the plan in the language asked for, and says which, in English when none is asked or set', async () => {
    const owner = await signUp(server);
    const english = await planTrip(owner.token, TRIP);
    expect(english.language).toBe('EN');
    expect(english.title).toBe('Colombo to Ella, 5 days');
    for (const [language, script] of [
      ['SI', SINHALA],
      ['TA', TAMIL],
    ] as const) {
      const plan = await planTrip(owner.token, { ...TRIP, language });
      expect(plan.language).toBe(language);
      for (const text of words(plan)) expect(text, text).toMatch(script);
      // The spec's five headings stay as they are: clients split the text on them.
      expect(plan.itineraryText).toContain('1. DETAILED ITINERARY:');
      expect(plan.itineraryText.split('2. JSON STRUCTURE:')[0]).toMatch(script);
      // The same trip, only in other words.
      expect(plan.plan.dayPlans.map((d) => d.stops)).toEqual(english.plan.dayPlans.map((d) => d.stops));
    }
  });

  it('names the towns in the reader’s script (the Survey Department’s names), sights in English, and English plans as the data spells them', async () => {
    const owner = await signUp(server);
    const trip = { ...TRIP, start: 'Colombo', end: 'Kandy', days: 3, notes: 'temples' };
    const english = await planTrip(owner.token, trip);
    expect(english.plan.summary).toMatch(/^A 3-day trip from Colombo to Kandy/);
    const towns = { SI: { Colombo: 'කොළඹ', Kandy: 'මහනුවර' }, TA: { Colombo: 'கொழும்பு', Kandy: 'கண்டி' } } as const;
    for (const language of ['SI', 'TA'] as const) {
      const plan = await planTrip(owner.token, { ...trip, language });
      const summary = plan.plan.summary;
      for (const [town, local] of Object.entries(towns[language])) {
        expect(summary, summary).toContain(local);
        expect(summary, summary).not.toContain(town);
      }
      // The day's story names its base in script too; the sights it visits keep the names the data gives them.
      const days = plan.plan.dayPlans.map((d) => d.narrative).join(' ');
      expect(days).toContain(towns[language].Kandy);
      expect(days).not.toMatch(/\b(Colombo|Kandy)\b(?! [A-Z])/);
    }
    // The same words in English as before: the towns as the data spells them.
    const again = await planTrip(owner.token, { ...trip, language: 'EN' });
    expect(again.plan.summary).toBe(english.plan.summary);
    // Written again in Tamil (an edit's path: the plan is rebuilt and written anew), its towns are in Tamil script.
    const REWRITE = `mutation($id: ID!, $v: Int!, $l: PlanLanguage!) { rewriteTripPlan(id: $id, version: $v, language: $l) { ${FIELDS} } }`;
    const tamil = await gql<{ rewriteTripPlan: Plan }>(
      server,
      REWRITE,
      { id: english.id, v: english.version, l: 'TA' },
      { token: owner.token },
    );
    expect(tamil.errors).toBeUndefined();
    expect(tamil.data!.rewriteTripPlan.plan.summary).toContain('கொழும்பு');
    expect(tamil.data!.rewriteTripPlan.plan.summary).not.toContain('Kandy');
  });

  it('uses the account’s Language setting when the request names none, and the request’s over it', async () => {
    const owner = await signUp(server);
    const set = await gql(
      server,
      'mutation { updatePreferences(input: { currency: USD, language: TAMIL, emailNotifications: true, pushNotifications: false }) { preferences { language } } }',
      {},
      { token: owner.token },
    );
    expect(set.errors).toBeUndefined();
    const plan = await planTrip(owner.token, TRIP);
    expect(plan.language).toBe('TA');
    expect(plan.plan.summary).toMatch(TAMIL);
    expect((await planTrip(owner.token, { ...TRIP, language: 'EN' })).plan.summary).toMatch(
      /^A 5-day trip from Colombo to Ella/,
    );
    // A setting the planner has no catalogue for writes English.
    await gql(
      server,
      'mutation { updatePreferences(input: { currency: USD, language: FRENCH, emailNotifications: true, pushNotifications: false }) { preferences { language } } }',
      {},
      { token: owner.token },
    );
    expect((await planTrip(owner.token, TRIP)).language).toBe('EN');
  });

  it('keeps the plan’s language through edits, when reopened, on its share page and in its calendars', async () => {
    const owner = await signUp(server);
    const made = await planTrip(owner.token, { ...TRIP, language: 'SI' });
    await gql(server, 'mutation($id: ID!) { saveTripPlan(id: $id) { id } }', { id: made.id }, { token: owner.token });
    const day1 = made.plan.dayPlans[0]!.stops.map((s) => s.attractionId);
    const edited = await gql<{ editTripPlan: { plan: Plan } }>(
      server,
      `mutation($id: ID!, $e: [PlanEditInput!]!) { editTripPlan(id: $id, version: 1, edits: $e) { plan { ${FIELDS} } } }`,
      { id: made.id, e: [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }] },
      { token: owner.token },
    );
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.editTripPlan.plan;
    expect(after.version).toBe(2);
    expect(after.language).toBe('SI');
    for (const text of words(after)) expect(text, text).toMatch(SINHALA);
    expect(after.itineraryText.split('2. JSON STRUCTURE:')[0]).toMatch(SINHALA);
    expect(after.plan.dayPlans[0]!.stops.map((s) => s.attractionId)).toEqual(day1);

    const reopened = await gql<{ tripPlan: Plan }>(
      server,
      `query($id: ID!) { tripPlan(id: $id) { ${FIELDS} } }`,
      { id: made.id },
      { token: owner.token },
    );
    expect(reopened.data!.tripPlan.language).toBe('SI');

    const link = await gql<{ shareTripPlan: { token: string } }>(
      server,
      'mutation($id: ID!) { shareTripPlan(id: $id) { token } }',
      { id: made.id },
      { token: owner.token },
    );
    const shared = await gql<{ sharedTripPlan: { title: string; itineraryText: string } }>(
      server,
      'query($t: String!) { sharedTripPlan(token: $t) { title itineraryText } }',
      { t: link.data!.shareTripPlan.token },
    );
    expect(shared.data!.sharedTripPlan.title).toBe('Colombo සිට Ella දක්වා, දින 5');
    expect(shared.data!.sharedTripPlan.itineraryText.split('2. JSON STRUCTURE:')[0]).toMatch(SINHALA);

    for (const [path, token] of [
      [`/api/plans/${made.id}/calendar.ics`, owner.token],
      [`/api/shared/${link.data!.shareTripPlan.token}/calendar.ics`, undefined],
    ] as const) {
      const ics = await (await rest(server, 'GET', path, undefined, { token })).text();
      const legs = ics
        .replaceAll('\r\n ', '')
        .split('BEGIN:VEVENT')
        .filter((e) => e.includes('UID:leg-'));
      expect(legs.length, path).toBeGreaterThan(0);
      for (const leg of legs) expect(leg.split('\r\n').find((l) => l.startsWith('DESCRIPTION:'))).toMatch(SINHALA);
    }
  });

  it('writes a plan again in another language: the same trip and edits, its words and TripMate’s title in the new language', async () => {
    const owner = await signUp(server);
    const REWRITE = `mutation($id: ID!, $v: Int!, $l: PlanLanguage!) { rewriteTripPlan(id: $id, version: $v, language: $l) { ${FIELDS} } }`;
    const rewrite = (id: string, version: number, language: string, token = owner.token) =>
      gql<{ rewriteTripPlan: Plan }>(server, REWRITE, { id, v: version, l: language }, { token });
    const made = await planTrip(owner.token, TRIP);
    // An edit first: writing again keeps it.
    const edited = await gql(
      server,
      'mutation($id: ID!) { editTripPlan(id: $id, version: 1, edits: [{ kind: SWAP_DAYS, day: 3, otherDay: 4 }]) { version } }',
      { id: made.id },
      { token: owner.token },
    );
    expect(edited.errors).toBeUndefined();
    const swapped = (
      await gql<{ tripPlan: Plan }>(
        server,
        `query($id: ID!) { tripPlan(id: $id) { ${FIELDS} } }`,
        { id: made.id },
        { token: owner.token },
      )
    ).data!.tripPlan;

    const tamil = await rewrite(made.id, 2, 'TA');
    expect(tamil.errors).toBeUndefined();
    const plan = tamil.data!.rewriteTripPlan;
    expect(plan).toMatchObject({ language: 'TA', version: 3 });
    for (const text of words(plan)) expect(text, text).toMatch(TAMIL);
    expect(plan.plan.dayPlans.map((d) => d.stops)).toEqual(swapped.plan.dayPlans.map((d) => d.stops));
    expect(plan.itineraryText.split('2. JSON STRUCTURE:')[0]).toMatch(TAMIL);
    // Stored: reopened, it is the Tamil plan; and back to English, word for word the English plan it was.
    expect(
      (
        await gql<{ tripPlan: Plan }>(
          server,
          `query($id: ID!) { tripPlan(id: $id) { language version } }`,
          { id: made.id },
          { token: owner.token },
        )
      ).data!.tripPlan,
    ).toEqual({ language: 'TA', version: 3 });
    const back = (await rewrite(made.id, 3, 'EN')).data!.rewriteTripPlan;
    // Word for word (the itinerary text holds the whole plan's JSON: the bases' why, from the curated data, included).
    expect({ ...back, version: 2 }).toEqual(swapped);

    // The language it is in already: the plan as it is, nothing stored.
    expect((await rewrite(made.id, 4, 'EN')).data!.rewriteTripPlan.version).toBe(4);
    // A title the traveller gave stays.
    await gql(
      server,
      'mutation($id: ID!) { saveTripPlan(id: $id, title: "Hill country with Amma") { id } }',
      { id: made.id },
      { token: owner.token },
    );
    expect((await rewrite(made.id, 4, 'SI')).data!.rewriteTripPlan.title).toBe('Hill country with Amma');

    // Made on an old version: a conflict, and nothing changes; another account's plan is not found; a bad language is named.
    const stale = await rewrite(made.id, 2, 'TA');
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(
      (
        await gql<{ tripPlan: Plan }>(
          server,
          `query($id: ID!) { tripPlan(id: $id) { language version } }`,
          { id: made.id },
          { token: owner.token },
        )
      ).data!.tripPlan,
    ).toEqual({ language: 'SI', version: 5 });
    const stranger = await signUp(server);
    expect((await rewrite(made.id, 5, 'TA', stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await rewrite(made.id, 5, 'FR')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('writes TripMate’s title again after an edit changed the days, and keeps the traveller’s', async () => {
    const owner = await signUp(server);
    const made = await planTrip(owner.token, TRIP);
    const bases = await gql<{ tripPlan: { plan: { bases: { place: { id: string } }[] } } }>(
      server,
      'query($id: ID!) { tripPlan(id: $id) { plan { bases { place { id } } } } }',
      { id: made.id },
      { token: owner.token },
    );
    const base = bases.data!.tripPlan.plan.bases.at(-1)!.place.id;
    const longer = await gql(
      server,
      'mutation($id: ID!, $p: ID!) { editTripPlan(id: $id, version: 1, edits: [{ kind: ADD_NIGHT, placeId: $p }]) { plan { plan { days } } } }',
      { id: made.id, p: base },
      { token: owner.token },
    );
    expect(longer.errors).toBeUndefined();
    const rewritten = await gql<{ rewriteTripPlan: Plan }>(
      server,
      `mutation($id: ID!) { rewriteTripPlan(id: $id, version: 2, language: SI) { ${FIELDS} } }`,
      { id: made.id },
      { token: owner.token },
    );
    expect(rewritten.data!.rewriteTripPlan.title).toBe('Colombo සිට Ella දක්වා, දින 6');
  });

  it('takes a BCP 47 tag on POST /api/trip/plan and refuses a language it does not write', async () => {
    const owner = await signUp(server);
    const response = await rest(
      server,
      'POST',
      '/api/trip/plan',
      { ...TRIP, language: 'ta-LK' },
      { token: owner.token },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { itineraryText: string; plan: { summary: string } };
    expect(body.plan.summary).toMatch(TAMIL);
    // Numbers grouped by thousands, as Sri Lanka writes them, not by lakhs.
    expect(body.itineraryText).toContain('LKR 400,000');
    const refused = await rest(server, 'POST', '/api/trip/plan', { ...TRIP, language: 'fr' }, { token: owner.token });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'Language must be en, si or ta.', field: 'language' });
    const graphql = await gql(
      server,
      'mutation($i: PlanTripInput!) { planTrip(input: $i) { id } }',
      { i: { ...TRIP, language: 'FR' } },
      { token: owner.token },
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('says the curated data’s texts in the plan’s language: why each base, the tips, the stops’ notes', async () => {
    const owner = await signUp(server);
    const fields = 'plan { bases { why } tips { text } dayPlans { stops { note } } }';
    type Texts = {
      plan: { bases: { why: string }[]; tips: { text: string }[]; dayPlans: { stops: { note: string }[] }[] };
    };
    const ask = async (language: string) => {
      const answer = await gql<{ planTrip: Texts }>(
        server,
        `mutation($i: PlanTripInput!) { planTrip(input: $i) { ${fields} } }`,
        { i: { ...TRIP, language } },
        { token: owner.token },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.planTrip.plan;
    };
    const english = await ask('EN');
    const data = [...english.bases.map((b) => b.why), ...english.tips.map((t) => t.text)];
    expect(data.length).toBeGreaterThan(3);
    for (const [language, script] of [
      ['SI', SINHALA],
      ['TA', TAMIL],
    ] as const) {
      const plan = await ask(language);
      for (const text of [...plan.bases.map((b) => b.why), ...plan.tips.map((t) => t.text)])
        expect(text, text).toMatch(script);
      const notes = plan.dayPlans.flatMap((d) => d.stops.map((s) => s.note));
      for (const text of [...plan.bases.map((b) => b.why), ...plan.tips.map((t) => t.text), ...notes])
        for (const sentence of data) expect(text).not.toContain(sentence);
    }
  });
});
