import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTrip, gql, signUp, tripInput } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { random } from '../../test/random.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const CREATE =
  'mutation($i: CreateTripInput!) { createTrip(input: $i) { id startingLocation stops finalDestination travelers startDate endDate budget } }';

describe('trips', () => {
  it('stores a trip for its traveller, drops blank stops, lists newest first, and deletes it', async () => {
    const me = await signUp(server);
    const first = await gql<{ createTrip: Record<string, unknown> }>(
      server,
      CREATE,
      { i: tripInput({ stops: ['Kandy', '  ', 'Nuwara Eliya'] }) },
      me,
    );
    expect(first.data?.createTrip).toMatchObject({
      stops: ['Kandy', 'Nuwara Eliya'],
      travelers: 2,
      startDate: '2026-12-20',
      budget: 250000,
    });
    const second = await gql<{ createTrip: { id: string } }>(
      server,
      CREATE,
      { i: tripInput({ finalDestination: 'Galle', startDate: null, endDate: null, budget: null }) },
      me,
    );

    const list = await gql<{ myTrips: { id: string; finalDestination: string; budget: number }[] }>(
      server,
      '{ myTrips { id finalDestination budget } }',
      {},
      me,
    );
    expect(list.data?.myTrips.map((t) => t.finalDestination)).toEqual(['Galle', 'Ella']);
    expect(list.data?.myTrips[0]?.budget).toBe(0);

    const deleted = await gql(
      server,
      'mutation($id: ID!) { deleteTrip(id: $id) { id } }',
      { id: second.data!.createTrip.id },
      me,
    );
    expect(deleted.data).toEqual({ deleteTrip: { id: second.data!.createTrip.id } });
    expect((await gql<{ myTrips: unknown[] }>(server, '{ myTrips { id } }', {}, me)).data?.myTrips).toHaveLength(1);
  });

  it("shows each account only its own trips: another account's id is not found", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { id } = await aTrip(server, owner.token);
    expect((await gql<{ myTrips: unknown[] }>(server, '{ myTrips { id } }', {}, other)).data?.myTrips).toEqual([]);
    for (const query of [
      'query($id: ID!) { trip(id: $id) { id } }',
      'mutation($id: ID!) { deleteTrip(id: $id) { id } }',
    ]) {
      const body = await gql(server, query, { id }, other);
      expect(body.errors?.[0]).toMatchObject({ message: 'Trip not found.', extensions: { code: 'NOT_FOUND' } });
    }
    expect(
      (await gql<{ trip: { id: string } }>(server, 'query($id: ID!) { trip(id: $id) { id } }', { id }, owner)).data
        ?.trip.id,
    ).toBe(id);
  });

  it('makes one trip for an idempotency key however often the call is sent, at once or later; the key with other details is refused', async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const KEYED =
      'mutation($i: CreateTripInput!, $k: String) { createTrip(input: $i, idempotencyKey: $k) { id finalDestination } }';
    const key = `trip-${randomUUID()}`;
    const sent = await Promise.all(
      Array.from({ length: 6 }, () =>
        gql<{ createTrip: { id: string } }>(server, KEYED, { i: tripInput(), k: key }, me),
      ),
    );
    expect(sent.map((answer) => answer.errors)).toEqual(Array(6).fill(undefined));
    const ids = new Set(sent.map((answer) => answer.data!.createTrip.id));
    expect(ids.size).toBe(1);
    const again = await gql<{ createTrip: { id: string } }>(server, KEYED, { i: tripInput(), k: key }, me);
    expect(again.data!.createTrip.id).toBe([...ids][0]);
    expect((await gql<{ myTrips: unknown[] }>(server, '{ myTrips { id } }', {}, me)).data?.myTrips).toHaveLength(1);

    const changed = await gql(server, KEYED, { i: tripInput({ finalDestination: 'Galle' }), k: key }, me);
    expect(changed.errors?.[0]).toMatchObject({
      message:
        'This idempotency key was already used for a different trip. Send each new trip with a new key, and a retry with the key and details of the first try.',
      extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
    });
    // Keys are each account's own; without a key every call makes a trip.
    expect(
      (await gql<{ createTrip: { id: string } }>(server, KEYED, { i: tripInput(), k: key }, other)).data!.createTrip.id,
    ).not.toBe([...ids][0]);
    await gql(server, CREATE, { i: tripInput() }, me);
    await gql(server, CREATE, { i: tripInput() }, me);
    expect((await gql<{ myTrips: unknown[] }>(server, '{ myTrips { id } }', {}, me)).data?.myTrips).toHaveLength(3);

    const bad = await gql(server, KEYED, { i: tripInput(), k: 'short' }, me);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Idempotency key must be 16 to 100 letters, digits, hyphens or underscores (a UUID, say).',
      extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
    });
  });

  it('needs a signed-in traveller', async () => {
    const body = await gql(server, CREATE, { i: tripInput() });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ endDate: '2026-12-20' }, 'endDate', 'End date must be after start date'],
    [{ endDate: '2026-12-01' }, 'endDate', 'End date must be after start date'],
    [{ stops: ['', '   '] }, 'stops', 'Add at least one stop.'],
    [{ travelers: 0 }, 'travelers', 'Travelers must be a whole number of at least 1.'],
    [{ startingLocation: ' ' }, 'startingLocation', 'Starting location is required.'],
    [{ startDate: '20-12-2026' }, 'startDate', 'Start date must be a date (YYYY-MM-DD).'],
    [{ budget: -5 }, 'budget', 'Budget cannot be negative.'],
  ])('rejects %j naming the field', async (overrides, field, message) => {
    const body = await gql(server, CREATE, { i: tripInput(overrides) }, await signUp(server));
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});

describe('feedback', () => {
  const SUBMIT = 'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { message } }';

  it('thanks visitors and signed-in travellers alike', async () => {
    const anonymous = await gql<{ submitFeedback: { message: string } }>(
      server,
      SUBMIT,
      { i: { rating: 5, category: 'PLANNER', message: 'Loved the train tips.', email: '' } },
      { ip: '192.0.2.50' },
    );
    expect(anonymous.data?.submitFeedback.message).toBe('Thank you! Your feedback helps us make TripMate better.');
    const { token } = await signUp(server);
    const signedIn = await gql(
      server,
      SUBMIT,
      { i: { rating: 3, category: 'BUG', message: 'The map was slow.', email: 'me@example.lk' } },
      { token, ip: '192.0.2.51' },
    );
    expect(signedIn.errors).toBeUndefined();
  });

  it.each([
    [{ rating: 6 }, 'rating', 'Rating must be from 1 to 5.'],
    [{ message: '   ' }, 'message', 'Message is required.'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters.'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address.'],
    [{ feeRow: '<script>' }, 'feeRow', 'Unknown fee row.'],
  ])('rejects %j with the field’s message', async (overrides, field, message) => {
    const body = await gql(
      server,
      SUBMIT,
      { i: { rating: 4, category: 'GENERAL', message: 'Fine.', ...overrides } },
      { ip: `192.0.2.${60 + Math.floor(random() * 100)}` },
    );
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('accepts five from one address in ten minutes, then asks to wait', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 5; i++)
      expect(
        (await gql(server, SUBMIT, { i: { rating: 4, category: 'IDEA', message: `Idea ${i}` } }, { ip })).errors,
      ).toBeUndefined();
    const sixth = await gql(server, SUBMIT, { i: { rating: 4, category: 'IDEA', message: 'One more' } }, { ip });
    expect(sixth.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});
