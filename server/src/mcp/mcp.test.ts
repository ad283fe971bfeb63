import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_PER_WINDOW } from '../modules/planner/planner.module.js';
import { aBusiness, aPlan, aTrip, gql, rest, signUp } from '../test/factories.js';
import { startTestServer, unique, type TestServer } from '../test/test-server.js';
import { MAX_MESSAGES_PER_REQUEST } from './mcp-router.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** An MCP client (the SDK's own) connected to /mcp, as an agent would be; with a token it acts for that account. */
async function connect(token?: string): Promise<Client> {
  const client = new Client({ name: 'tripmate-test-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(
    new URL('/mcp', server.url),
    token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : undefined,
  );
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return toolAnswer((await client.callTool({ name, arguments: args })) as CallToolResult);
}

/** A tool's answer as an agent reads it: a result's JSON is its text; an error's text is its message, its details beside. */
function toolAnswer(result: CallToolResult) {
  const text = (result.content[0] as { type: 'text'; text: string }).text;
  const isError = result.isError === true;
  return {
    isError,
    text,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer of the tool it called
    data: (isError ? result.structuredContent : JSON.parse(text)) as Record<string, any>,
    result,
  };
}

type RpcResponse = {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: CallToolResult;
  error?: { code: number; message: string };
};

/** JSON-RPC messages posted to /mcp as they are, one or a batch (MCP 2025-03-26), and the answer as sent. */
async function rpc(target: TestServer, messages: unknown, token?: string) {
  const response = await target.fetch('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-03-26',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(messages),
  });
  const raw = await response.text();
  const parsed = JSON.parse(raw) as RpcResponse | RpcResponse[];
  const answers = Array.isArray(parsed) ? parsed : [parsed];
  const byId = (id: number) => {
    const found = answers.find((answer) => answer.id === id);
    if (!found) throw new Error(`no answer to message ${id}: ${raw.slice(0, 500)}`);
    return found;
  };
  return { status: response.status, headers: response.headers, raw, bytes: Buffer.byteLength(raw), answers, byId };
}

const toolCall = (id: number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('MCP at /mcp, through the SDK client', () => {
  it('introduces itself and lists the seven tools, each with a description and an input schema', async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe('tripmate');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'edit_trip_plan',
      'get_destination',
      'get_route',
      'list_my_trips',
      'plan_trip',
      'search_businesses',
      'search_places',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    const planTrip = tools.find((tool) => tool.name === 'plan_trip')!;
    expect(planTrip.inputSchema.required).toEqual(['start', 'end', 'days', 'people', 'budget']);
  });

  it('finds places and sights by name, typos included, and says plainly when nothing matches', async () => {
    const client = await connect();
    const ella = await call(client, 'search_places', { query: 'Nine Arch' });
    expect(ella.isError).toBe(false);
    expect(ella.data.attractions.map((a: { name: string }) => a.name)).toContain('Nine Arch Bridge');
    const kandy = await call(client, 'search_places', { query: 'Kandyy' });
    expect(kandy.data.place.name).toBe('Kandy');
    expect(JSON.parse(kandy.text)).toEqual(kandy.data);

    const nothing = await call(client, 'search_places', { query: 'Qwxzv Plorb' });
    expect(nothing.isError).toBe(false);
    expect(nothing.data).toEqual({ place: null, alternatives: [], attractions: [] });
  });

  it('routes between towns with the geo engine, without the line geometry, and names an unknown place', async () => {
    const client = await connect();
    const route = await call(client, 'get_route', { from: 'Colombo', to: 'Kandy', waypoints: ['Kegalle'] });
    expect(route.isError).toBe(false);
    expect(route.data.distanceKm).toBeGreaterThan(100);
    expect(route.data.distanceKm).toBeLessThan(140);
    expect(route.data.legs).toHaveLength(2);
    expect(route.text).not.toContain('geometry');

    const unknown = await call(client, 'get_route', { from: 'Colombo', to: 'Atlantis Town' });
    expect(unknown).toMatchObject({ isError: true, text: 'Could not find location: Atlantis Town' });
    expect(unknown.data.error).toMatchObject({ code: 'NOT_FOUND', field: 'to' });
  });

  it('answers a destination guide, the list of guides, and an unknown slug with the ones there are', async () => {
    const client = await connect();
    const all = await call(client, 'get_destination');
    expect(all.data.destinations).toHaveLength(8);
    const ella = await call(client, 'get_destination', { slug: 'ella' });
    expect(ella.data.name).toBe('Ella');
    const none = await call(client, 'get_destination', { slug: 'narnia' });
    expect(none.isError).toBe(true);
    expect(none.text).toMatch(/^There is no guide "narnia"\. The guides are: .*ella/);
  });

  it('searches the directory as GraphQL does, and refuses a page larger than GraphQL allows with its message', async () => {
    const word = unique('mcpsurf');
    const listing = await aBusiness(server, { name: `Surf ${word}`, description: `Lessons at dawn ${word}` });
    const client = await connect();
    const found = await call(client, 'search_businesses', { search: word });
    expect(found.data.businesses.map((b: { id: string }) => b.id)).toEqual([listing.id]);
    // Full text near a point: its address (Kandy) put its pin in town, so it is found with its distance.
    const near = await call(client, 'search_businesses', {
      query: word,
      near: { lat: 7.2906, lng: 80.6337, radiusKm: 10 },
    });
    expect(near.isError).toBe(false);
    expect(near.data.businesses.map((b: { id: string }) => b.id)).toEqual([listing.id]);
    expect(near.data.businesses[0].distanceKm).toBeLessThan(10);
    const farAway = await call(client, 'search_businesses', {
      query: word,
      near: { lat: 6.0535, lng: 80.221, radiusKm: 10 },
    });
    expect(farAway.data.businesses).toEqual([]);
    const tooMany = await call(client, 'search_businesses', { first: 500 });
    expect(tooMany).toMatchObject({ isError: true, text: 'first must be between 1 and 100.' });
    expect(tooMany.data.error.code).toBe('BAD_USER_INPUT');
  });

  it('needs a bearer token to plan, list or edit, and says so', async () => {
    const client = await connect();
    for (const [name, args] of [
      ['plan_trip', { start: 'Colombo', end: 'Kandy', days: 2, people: 2, budget: 100000 }],
      ['list_my_trips', {}],
      ['edit_trip_plan', { id: 'x', version: 1, edits: [{ kind: 'REMOVE_STOP', attractionId: 'y' }] }],
    ] as const) {
      const answer = await call(client, name, args);
      expect(answer.isError).toBe(true);
      expect(answer.data.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it("counts plans against the account's one limit, whether made through GraphQL or MCP, and refuses both alike", async () => {
    const owner = await signUp(server);
    const client = await connect(owner.token);
    const half = Math.floor(PLANS_PER_WINDOW / 2);
    for (let i = 0; i < half; i++) await aPlan(server, owner.token, { days: 1, end: 'Kandy' });
    for (let i = half; i < PLANS_PER_WINDOW; i++) {
      const made = await call(client, 'plan_trip', {
        start: 'Colombo',
        end: 'Kandy',
        days: 1,
        people: 2,
        budget: 100000,
      });
      expect(made.isError, `plan ${i + 1} of ${PLANS_PER_WINDOW}`).toBe(false);
    }

    const overMcp = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 1,
      people: 2,
      budget: 100000,
    });
    expect(overMcp.isError).toBe(true);
    expect(overMcp.data.error.code).toBe('TOO_MANY_REQUESTS');
    expect(overMcp.text).toMatch(
      /^You have generated many plans in a short time\. Please try again in \d+ minutes?\.$/,
    );
    const overGraphql = await gql(
      server,
      'mutation($i: PlanTripInput!) { planTrip(input: $i) { id } }',
      { i: { start: 'Colombo', end: 'Kandy', days: 1, people: 2, budget: 100000 } },
      { token: owner.token },
    );
    expect(overGraphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(overGraphql.errors?.[0]?.message).toBe(overMcp.text);
  });

  it('writes a plan in the language asked for, and refuses one it does not write', async () => {
    const client = await connect((await signUp(server)).token);
    const tamil = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 2,
      people: 2,
      budget: 200000,
      language: 'ta',
    });
    expect(tamil.isError).toBe(false);
    expect(tamil.data.language).toBe('ta');
    expect(tamil.data.plan.summary).toMatch(/[\u0B80-\u0BFF]/);
    const french = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 2,
      people: 2,
      budget: 200000,
      language: 'fr',
    });
    expect(french).toMatchObject({ isError: true, text: 'Language must be en, si or ta.' });
    expect(french.data.error.code).toBe('BAD_USER_INPUT');
  });

  it("plans a trip for the token's account, lists it once saved, edits it on its version and refuses a stale version", async () => {
    const owner = await signUp(server);
    const client = await connect(owner.token);
    const planned = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 3,
      people: 2,
      budget: 300000,
      startDate: '2027-01-10',
    });
    expect(planned.isError).toBe(false);
    expect(planned.data.plan.days).toBe(3);
    expect(planned.data.version).toBe(1);
    expect(planned.text).not.toContain('"geometry"');

    const { id } = await aPlan(server, owner.token, {}, { saved: true, title: 'Saved for MCP' });
    const listed = await call(client, 'list_my_trips');
    expect(listed.data.plans.map((p: { id: string }) => p.id)).toContain(id);

    const stop = (planned.data.plan.dayPlans as { stops: { attractionId: string }[] }[]).flatMap((day) => day.stops)[0]!
      .attractionId;
    const edited = await call(client, 'edit_trip_plan', {
      id: planned.data.id,
      version: 1,
      edits: [{ kind: 'REMOVE_STOP', attractionId: stop }],
    });
    expect(edited.isError).toBe(false);
    expect(edited.data.version).toBe(2);
    expect(JSON.stringify(edited.data.plan.plan.dayPlans)).not.toContain(stop);

    const stale = await call(client, 'edit_trip_plan', {
      id: planned.data.id,
      version: 1,
      edits: [{ kind: 'REMOVE_STOP', attractionId: stop }],
    });
    expect(stale.isError).toBe(true);
    expect(stale.data.error.code).toBe('CONFLICT');

    // Another account's plan does not exist for this one.
    const stranger = await connect((await signUp(server)).token);
    const notYours = await call(stranger, 'edit_trip_plan', {
      id: planned.data.id,
      version: 2,
      edits: [{ kind: 'REMOVE_STOP', attractionId: stop }],
    });
    expect(notYours.data.error.code).toBe('NOT_FOUND');
  });

  it('refuses a token that no longer opens its account, rather than acting signed out', async () => {
    const client = await connect('not-a-real-token');
    const answer = await call(client, 'list_my_trips');
    expect(answer.isError).toBe(true);
    expect(answer.data.error.reason).toBe('AUTH_SESSION_EXPIRED');
  });

  it('refuses GET, large batches and bodies that are not JSON-RPC, with a message', async () => {
    const get = await server.fetch('/mcp', { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');

    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const batch = await server.fetch('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(Array.from({ length: MAX_MESSAGES_PER_REQUEST + 1 }, (_, i) => ping(i))),
    });
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { error: { message: string } }).error.message).toBe(
      `Send at most ${MAX_MESSAGES_PER_REQUEST} messages in one request.`,
    );

    const garbage = await server.fetch('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"hello": "world"}',
    });
    expect(garbage.status).toBe(400);
  });
});

describe('MCP batches: each message its own scope', () => {
  type Stored = {
    id: string;
    version: number;
    total_lkr: number;
    plan: { dayPlans: { stops: { attractionId: string }[] }[] };
  };
  const stopsOf = (plan: Stored['plan']) => plan.dayPlans.map((day) => day.stops.map((stop) => stop.attractionId));

  it('answers every write of a batch (new plans and edits with idempotency keys) as the database then holds it, and a retried batch replays each edit', async () => {
    const owner = await signUp(server);
    const edited: { id: string; version: number }[] = [];
    for (let i = 0; i < MAX_MESSAGES_PER_REQUEST / 2; i++)
      edited.push({ ...(await aPlan(server, owner.token)), version: 1 });
    const connection = server.orm.em.fork().getConnection();
    const storedPlans = (ids: string[]) =>
      connection.execute<Stored[]>('select id, version, total_lkr, plan from trip_plan where id in (?)', [ids]);
    const run = unique('batch');
    // Each batch: an edit of each plan and as many new plans, so that the writes' transactions overlap.
    for (let round = 1; round <= 3; round++) {
      const edits = edited.map(({ id, version }, i) =>
        toolCall(i, 'edit_trip_plan', {
          id,
          version,
          edits: [{ kind: 'SWAP_DAYS', day: 1, otherDay: 2 }],
          idempotencyKey: `${run}-round-${round}-plan-${i}`,
        }),
      );
      const plans = edited.map((_, i) =>
        toolCall(100 + i, 'plan_trip', { start: 'Colombo', end: 'Kandy', days: 2, people: 2, budget: 200000 }),
      );
      const first = await rpc(
        server,
        edits.flatMap((edit, i) => [edit, plans[i]]),
        owner.token,
      );
      // The edits again, as an agent retries after a lost answer: each change is made once and answered as it was.
      const retried = await rpc(server, edits, owner.token);

      const made = plans.map((_, i) => toolAnswer(first.byId(100 + i).result!));
      for (const [i, answer] of made.entries())
        expect(answer.isError, `round ${round}, new plan ${i}: ${answer.text}`).toBe(false);
      const stored = await storedPlans([...edited.map((p) => p.id), ...made.map((answer) => answer.data.id as string)]);
      for (const answer of made) {
        const row = stored.find((r) => r.id === answer.data.id);
        expect(row, `round ${round}: new plan ${answer.data.id} is stored`).toBeDefined();
        expect([row!.version, row!.total_lkr, stopsOf(row!.plan)]).toEqual([
          1,
          answer.data.plan.budget.totalLkr,
          stopsOf(answer.data.plan),
        ]);
      }
      const receipts = await connection.execute<{ plan_id: string; idempotency_key: string; version_after: number }[]>(
        'select plan_id, idempotency_key, version_after from plan_edit_receipt where idempotency_key like ?',
        [`${run}-round-${round}-%`],
      );
      for (const [i, plan] of edited.entries()) {
        const where = `round ${round}, edit of plan ${i}`;
        const answer = toolAnswer(first.byId(i).result!);
        expect(answer.isError, `${where}: ${answer.text}`).toBe(false);
        expect(answer.data, where).toMatchObject({ version: plan.version + 1, replayed: false });
        const again = toolAnswer(retried.byId(i).result!);
        expect(again.isError, `${where}, retried: ${again.text}`).toBe(false);
        expect(again.data, `${where}, retried`).toMatchObject({ version: plan.version + 1, replayed: true });
        const row = stored.find((r) => r.id === plan.id)!;
        expect([row.version, row.total_lkr, stopsOf(row.plan)], where).toEqual([
          answer.data.version,
          answer.data.plan.plan.budget.totalLkr,
          stopsOf(answer.data.plan.plan),
        ]);
        expect(
          receipts.filter((r) => r.plan_id === plan.id),
          where,
        ).toEqual([
          { plan_id: plan.id, idempotency_key: `${run}-round-${round}-plan-${i}`, version_after: answer.data.version },
        ]);
        plan.version = answer.data.version;
      }
    }
  });
});

describe('MCP answers: what leaves the server', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ GRAPHQL_RESPONSE_LIMIT: '20kb' });
  });
  afterAll(() => small.close());

  it("never carries an owner's account id or a listing's review state, in any tool's answer", async () => {
    const owner = await signUp(server);
    const word = unique('mcpowned');
    const listing = await aBusiness(
      server,
      { name: `Guesthouse ${word}`, description: `Rooms ${word}` },
      { token: owner.token },
    );
    await aTrip(server, owner.token);
    const { id: saved } = await aPlan(server, owner.token, {}, { saved: true });
    const client = await connect(owner.token);
    const planned = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 2,
      people: 2,
      budget: 200000,
    });
    const answers = {
      search_places: await call(client, 'search_places', { query: 'Kandy' }),
      get_route: await call(client, 'get_route', { from: 'Colombo', to: 'Kandy' }),
      get_destination: await call(client, 'get_destination', { slug: 'kandy' }),
      search_businesses: await call(client, 'search_businesses', { search: word }),
      plan_trip: planned,
      list_my_trips: await call(client, 'list_my_trips'),
      edit_trip_plan: await call(client, 'edit_trip_plan', {
        id: saved,
        version: 1,
        edits: [{ kind: 'SWAP_DAYS', day: 1, otherDay: 2 }],
      }),
    };
    const { tools } = await client.listTools();
    expect(Object.keys(answers).sort(), 'every tool is checked').toEqual(tools.map((tool) => tool.name).sort());
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.isError, `${name}: ${answer.text}`).toBe(false);
      const sent = JSON.stringify(answer.result);
      expect(sent, name).not.toContain(owner.userId);
      expect(sent, name).not.toMatch(/"owner|hiddenPendingReview/i);
    }
    expect(answers.list_my_trips.data.trips).toHaveLength(1);
    // The directory is shown as REST shows it, through the same presenter.
    const listed = (await (await rest(server, 'GET', `/api/business/all?search=${word}`)).json()) as unknown[];
    expect(answers.search_businesses.data.businesses).toEqual(listed);
    expect(listed).toMatchObject([{ id: listing.id }]);
  });

  it('sends each result once: as JSON text, not again as structured content', async () => {
    const answer = await rpc(server, toolCall(1, 'get_destination', { slug: 'ella' }));
    const result = answer.byId(1).result!;
    expect(result.structuredContent).toBeUndefined();
    const guide = toolAnswer(result).data;
    expect(guide.name).toBe('Ella');
    // The guide's words are in the answer once (they need no escaping in JSON, so any copy would show them as they are).
    const words = guide.description as string;
    expect(words).toMatch(/^[^"\\]{200,}$/);
    expect(answer.raw.split(words)).toHaveLength(2);
  });

  it("keeps a whole batch's answer within the response limit, refusing the results that do not fit with a message", async () => {
    const {
      answers: [one],
    } = await rpc(small, toolCall(0, 'get_destination', { slug: 'ella' }));
    const alone = Buffer.byteLength(JSON.stringify(one));
    const limit = 20 * 1024;
    expect(alone * MAX_MESSAGES_PER_REQUEST, 'the batch would pass the limit').toBeGreaterThan(limit);
    const batch = await rpc(
      small,
      Array.from({ length: MAX_MESSAGES_PER_REQUEST }, (_, i) => toolCall(i, 'get_destination', { slug: 'ella' })),
    );
    expect(batch.status).toBe(200);
    expect(batch.bytes).toBeLessThanOrEqual(limit);
    const answers = Array.from({ length: MAX_MESSAGES_PER_REQUEST }, (_, i) => batch.byId(i));
    const sent = answers.filter((a) => !a.result!.isError);
    const refused = answers.filter((a) => a.result!.isError);
    expect(sent.length).toBeGreaterThan(0);
    for (const a of sent) expect(toolAnswer(a.result!).data.name).toBe('Ella');
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      const r = toolAnswer(a.result!);
      expect(r.text).toBe(
        `The answers to this request would be larger than ${limit} bytes together; this one was left out. Ask for it again alone or ask for less.`,
      );
      expect(r.data.error.code).toBe('RESPONSE_TOO_LARGE');
    }
    // No answer was refused that would have fit: one more in place of a refusal would pass the limit.
    expect(batch.bytes + alone - Buffer.byteLength(JSON.stringify(refused[0]))).toBeGreaterThan(limit);
  });

  it('answers /mcp with Cache-Control: no-store, refusals included', async () => {
    const answered = await rpc(server, toolCall(1, 'search_places', { query: 'Kandy' }));
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const get = await server.fetch('/mcp');
    expect(get.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses arguments that are not an object, and arguments of the wrong kind, naming the problem', async () => {
    for (const args of [null, [], 'Kandy', 3]) {
      const answer = (await rpc(server, toolCall(1, 'search_places', args))).byId(1);
      expect(answer.error, JSON.stringify(args)).toEqual({
        code: -32602,
        message: "arguments must be an object of the tool's arguments by name (see tools/list), or left out.",
      });
    }
    const owner = await signUp(server);
    const client = await connect(owner.token);
    const days = await call(client, 'plan_trip', {
      start: 'Colombo',
      end: 'Kandy',
      days: 'two',
      people: 2,
      budget: 100000,
    });
    expect(days).toMatchObject({ isError: true, text: 'Days must be a number.' });
    expect(days.data.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'days' });
    const missing = await call(client, 'plan_trip', { start: 'Colombo', days: 2, people: 2, budget: 100000 });
    expect(missing).toMatchObject({ isError: true, text: 'End is required.' });
    const near = await call(client, 'search_businesses', { near: { lat: 'north', lng: 80.6 } });
    expect(near).toMatchObject({ isError: true, text: 'Latitude must be a number.' });
    expect(near.data.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'near.lat' });
    const unknown = (await rpc(server, toolCall(1, 'book_hotel', {}))).byId(1);
    expect(unknown.error?.code).toBe(-32602);
    expect(unknown.error?.message).toMatch(
      /^There is no tool "book_hotel"\. The tools are: search_places, get_route, .*, edit_trip_plan\.$/,
    );
  });
});
