import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInput, signUp } from '../../test/factories.js';
import { client, newAddress } from '../../test/limits.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

const TOO_MANY = 'Too many businesses were registered from this address. Please try again later.';
const OWNER_LIMIT = 'An account may list at most 3 businesses. Delete one of yours to register another.';
const REGISTER = 'mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) { business { id } } }';

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions: { code: string } }[];
};

describe('business registration limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      BUSINESS_REGISTRATIONS_PER_ADDRESS: '3',
      BUSINESSES_PER_OWNER: '3',
    });
  });
  afterAll(() => server.close());

  it('accepts a few registrations per address an hour, then answers 429 with Retry-After (REST and GraphQL)', async () => {
    const anonymous = client(server);
    for (let i = 0; i < 3; i++) expect((await anonymous.registerBusiness()).status).toBe(201);
    const refused = await anonymous.registerBusiness();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY });

    const viaGraphql = (await (
      await anonymous.graphql(REGISTER, { input: businessInput({}, 'graphql') })
    ).json()) as GraphQLBody;
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'TOO_MANY_REQUESTS' } });

    // Another address is not affected.
    expect((await client(server).registerBusiness()).status).toBe(201);
  });

  it('counts each aliased registration in one GraphQL request', async () => {
    const aliases = Array.from(
      { length: 5 },
      (_, i) => `b${i}: registerBusiness(input: $b${i}) { business { id } }`,
    ).join('\n');
    const variables = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`b${i}`, businessInput({}, 'graphql')]));
    const declared = Object.keys(variables)
      .map((name) => `$${name}: RegisterBusinessInput!`)
      .join(', ');
    const body = (await (
      await client(server).graphql(`mutation(${declared}) { ${aliases} }`, variables)
    ).json()) as GraphQLBody;
    // Three are allowed per address: the fourth alias is refused (and stops the serial mutation there).
    expect(body.errors?.map((error) => [error.path?.[0], error.extensions.code])).toEqual([
      ['b3', 'TOO_MANY_REQUESTS'],
    ]);
  });

  it('caps the live listings of one account, even when it registers many at once, and names the cap', async () => {
    const { token } = await signUp(server);
    // Each from its own address, so only the owner's cap applies.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => client(server, newAddress(), token).registerBusiness()),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    const refused = attempts.find((response) => response.status === 403)!;
    expect(await refused.json()).toMatchObject({ message: OWNER_LIMIT });

    const viaGraphql = (await (
      await client(server, newAddress(), token).graphql(REGISTER, { input: businessInput({}, 'graphql') })
    ).json()) as GraphQLBody;
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: OWNER_LIMIT, extensions: { code: 'FORBIDDEN' } });

    // Deleting one makes room for another.
    const created = (await attempts.find((response) => response.status === 201)!.json()) as {
      business: { id: string };
    };
    expect(
      (await client(server, newAddress(), token).send('DELETE', `/api/business/${created.business.id}`)).status,
    ).toBe(204);
    expect((await client(server, newAddress(), token).registerBusiness()).status).toBe(201);
    expect((await client(server, newAddress(), token).registerBusiness()).status).toBe(403);
  });
});
