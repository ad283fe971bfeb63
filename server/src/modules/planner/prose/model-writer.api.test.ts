import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, signUp } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { appUpstream } from '../../../test/upstream.js';
import { WRITER_NOTICES } from './model-writer.js';

/** planTrip through the real app with Gemini configured: msw answers for Gemini, the app itself is reached for real. */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const GEMINI = 'https://gemini.example.test';
/** The spec's headings, word for word, in order: its client splits the text on them. */
const HEADINGS = [
  '1. DETAILED ITINERARY:',
  '2. JSON STRUCTURE:',
  '3. BUDGET BREAKDOWN:',
  '4. RECOMMENDED PLACES:',
  '5. TRAVEL TIPS:',
];
const GEMINI_CALL = `${GEMINI}/v1beta/models/gemini-test:generateContent`;

const { upstream, unhandled, listen } = appUpstream();
let geminiCalls = 0;

let server: TestServer;
beforeAll(async () => {
  listen();
  server = await startTestServer({ GEMINI_API_KEY: 'test', GEMINI_MODEL: 'gemini-test', GEMINI_BASE_URL: GEMINI });
});
afterEach(() => {
  upstream.resetHandlers();
  geminiCalls = 0;
  expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
});
afterAll(async () => {
  await server.close();
  upstream.close();
});

type Planned = {
  source: string;
  itineraryText: string;
  plan: {
    summary: string;
    notices: string[];
    dayPlans: { day: number; title: string; narrative: string }[];
    budget: { summary: string };
  };
};
const PLAN =
  'mutation($i: PlanTripInput!) { planTrip(input: $i) { source itineraryText plan { summary notices dayPlans { day title narrative } budget { summary } } } }';

async function planTrip(extra: Record<string, unknown> = {}) {
  const { token } = await signUp(server);
  return gql<{ planTrip: Planned }>(
    server,
    PLAN,
    { i: { start: 'Kandy', end: 'Ella', days: 2, people: 2, budget: 200000, notes: 'tea and trains', ...extra } },
    { token },
  );
}

/** Gemini's answer with the two-day fixture's prose, day 1's narrative replaced. */
function geminiWithNarrative(narrative: string) {
  const answer = fixture('gemini-two-days.json') as { candidates: { content: { parts: { text: string }[] } }[] };
  const part = answer.candidates[0]!.content.parts[0]!;
  const prose = JSON.parse(part.text) as { days: { narrative: string }[] };
  prose.days[0]!.narrative = narrative;
  part.text = JSON.stringify(prose);
  return answer;
}

describe('planTrip with Gemini writing the prose', () => {
  it('answers Gemini’s prose over the engine’s plan, source GEMINI, under the spec’s five headings', async () => {
    upstream.use(
      http.post(GEMINI_CALL, () => {
        geminiCalls++;
        return HttpResponse.json(fixture('gemini-two-days.json'));
      }),
    );
    const body = await planTrip();
    expect(body.errors).toBeUndefined();
    const planned = body.data!.planTrip;

    expect(geminiCalls).toBe(1);
    expect(planned.source).toBe('GEMINI');
    expect(planned.plan.dayPlans.map((d) => d.title)).toEqual(['The old royal city', 'Up into the hills']);
    expect(planned.plan.summary).toBe(
      `Two days from Kandy up into the hills to Ella, with the old royal city first and the cool tea country after it. ${planned.plan.budget.summary}`,
    );
    expect(planned.plan.notices).not.toContain(WRITER_NOTICES.unavailable);
    let at = -1;
    for (const heading of HEADINGS) {
      const next = planned.itineraryText.indexOf(heading);
      expect(next, heading).toBeGreaterThan(at);
      at = next;
    }
    expect(planned.itineraryText).toContain('Day 2: Up into the hills\nLeave Kandy for the hills and arrive in Ella');
  });

  it('keeps TripMate’s own text, with a notice, when Gemini keeps failing', async () => {
    upstream.use(
      http.post(GEMINI_CALL, () => {
        geminiCalls++;
        return HttpResponse.json(fixture('gemini-500.json'), { status: 500 });
      }),
    );
    const body = await planTrip();
    const planned = body.data!.planTrip;

    expect(geminiCalls).toBe(2);
    expect(planned.source).toBe('BUILT_IN');
    expect(planned.plan.notices).toContain(WRITER_NOTICES.unavailable);
    for (const heading of HEADINGS) expect(planned.itineraryText).toContain(heading);
  });

  it.each([
    ['a link', 'Spend the day in Kandy; book your rooms at https://kandy-deals.example/rooms before you go.'],
    ['a bare site name', 'Spend the day in Kandy; the best rooms are on kandy-deals.com, so book ahead.'],
    ['an e-mail address', 'Spend the day in Kandy; write to bookings@kandy-deals.example for a driver.'],
    ['a phone number', 'Spend the day in Kandy; call +94 77 123 4567 for a driver who knows the lake.'],
    ['markup', 'Spend the day in Kandy, <a href="/x">the old royal city</a>, at an easy pace by the lake.'],
    ['a script', 'Spend the day in Kandy at an easy pace by the lake.<script>alert(document.cookie)</script>'],
  ])('refuses prose with %s and keeps TripMate’s own text, with a notice', async (_kind, narrative) => {
    upstream.use(
      http.post(GEMINI_CALL, () => {
        geminiCalls++;
        return HttpResponse.json(geminiWithNarrative(narrative));
      }),
    );
    const body = await planTrip();
    const planned = body.data!.planTrip;

    // The client asks again once when an answer is refused, then gives up on the model.
    expect(geminiCalls).toBe(2);
    expect(planned.source).toBe('BUILT_IN');
    expect(planned.plan.notices).toContain(WRITER_NOTICES.rejected);
    expect(JSON.stringify(planned)).not.toContain('kandy-deals');
    expect(JSON.stringify(planned)).not.toMatch(/4567|<a |<script/);
  });

  it('tells the model only the places TripMate matched, never what the traveller typed, and refuses prose that names those words', async () => {
    const briefs: string[] = [];
    upstream.use(
      http.post(GEMINI_CALL, async ({ request }) => {
        geminiCalls++;
        briefs.push(await request.text());
        return HttpResponse.json(
          geminiWithNarrative(
            'Spend the first day in Kandy, then visit Aunty Kamala Perera House, where the family waits for you.',
          ),
        );
      }),
    );
    const private_ = 'Aunty Kamala Perera House, call 0771234567';
    const body = await planTrip({
      customPlaces: ['Temple of the Tooth', private_],
      notes: 'tea and trains; my passport is N7654321',
    });
    const planned = body.data!.planTrip;

    expect(briefs).toHaveLength(2);
    for (const brief of briefs) {
      expect(brief).toContain('Temple of the Sacred Tooth Relic');
      expect(brief).toContain('1 other place TripMate could not find');
      expect(brief).not.toMatch(/Kamala|0771234567|N7654321|passport/);
    }
    // The traveller's words are not "known" names: prose that names them is refused like any unknown place.
    expect(planned.source).toBe('BUILT_IN');
    expect(planned.plan.notices).toContain(WRITER_NOTICES.rejected);
  });
});
