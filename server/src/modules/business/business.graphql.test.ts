import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, businessInput } from '../../test/factories.js';
import { startTestServer, unique, type TestServer } from '../../test/test-server.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterBusinessInput!) {
    registerBusiness(input: $input) {
      message
      business { id name address email telephone website description category createdAt }
    }
  }
`;

const LIST = /* GraphQL */ `
  query List($first: Int!, $after: String, $category: BusinessCategory, $search: String) {
    businesses(first: $first, after: $after, category: $category, search: $search) {
      edges { cursor node { id name category } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

type Listed = {
  businesses: {
    edges: { cursor: string; node: { id: string; name: string; category: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validInput = (overrides: Record<string, unknown> = {}) =>
  businessInput({ category: 'HOTEL', ...overrides }, 'graphql');

async function register(input: Record<string, unknown>) {
  return server.graphql<{ registerBusiness: { message: string; business: Record<string, unknown> } }>(REGISTER, {
    input,
  });
}

describe('registerBusiness', () => {
  it('stores a listing with trimmed text and keeps markup as plain text', async () => {
    const input = validInput({
      name: '  <b>Kandy</b> Tuk Tours  ',
      website: ' https://kandytours.lk ',
      description: '<script>alert(1)</script> Day trips to the Temple of the Tooth.',
      category: 'TOUR_GUIDE',
    });
    const { body } = await register(input);
    expect(body.errors).toBeUndefined();
    expect(body.data?.registerBusiness.message).toBe('Business registered!');
    expect(body.data?.registerBusiness.business).toMatchObject({
      name: '<b>Kandy</b> Tuk Tours',
      website: 'https://kandytours.lk',
      description: '<script>alert(1)</script> Day trips to the Temple of the Tooth.',
      category: 'TOUR_GUIDE',
    });

    const id = body.data!.registerBusiness.business.id as string;
    const fetched = await server.graphql<{ business: { name: string } | null }>(
      'query($id: ID!) { business(id: $id) { name } }',
      { id },
    );
    expect(fetched.body.data?.business?.name).toBe('<b>Kandy</b> Tuk Tours');
  });

  it('turns empty optional fields into null', async () => {
    const { body } = await register(validInput({ website: '   ', description: '' }));
    expect(body.data?.registerBusiness.business).toMatchObject({ website: null, description: null });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ address: '' }, 'address', 'Address is required.'],
    [{ email: 'not-an-email' }, 'email', 'Email must be a valid email address.'],
    [{ telephone: 'call me' }, 'telephone', 'Telephone may contain only digits, spaces, +, - and parentheses.'],
    [{ telephone: '12-34' }, 'telephone', 'Telephone must have 7 to 20 digits.'],
    [{ telephone: '+1 234 567 890 123 456 789 01' }, 'telephone', 'Telephone must have 7 to 20 digits.'],
    [
      { website: 'ftp://files.example.lk' },
      'website',
      'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
    ],
    [
      { website: 'javascript:alert(1)' },
      'website',
      'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
    ],
    [
      { website: 'not a website' },
      'website',
      'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
    ],
    [
      { website: 'localhost' },
      'website',
      'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
    ],
    [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters.'],
    [{ address: 'x'.repeat(301) }, 'address', 'Address must be at most 300 characters.'],
    [{ description: 'x'.repeat(2001) }, 'description', 'Description must be at most 2000 characters.'],
  ])('rejects %j naming the field', async (overrides, field, message) => {
    const { status, body } = await register(validInput(overrides));
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('rejects a category outside the list before anything runs', async () => {
    const { status, body } = await register(validInput({ category: 'CASINO' }));
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/CASINO/);
  });

  it('answers CONFLICT for an email already registered, whatever its case', async () => {
    const input = validInput();
    await register(input);
    const { body } = await register(validInput({ email: (input.email as string).toUpperCase() }));
    expect(body.errors?.[0]).toMatchObject({
      message: 'A business with this email is already registered.',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });
});

describe('businesses', () => {
  it('pages through matches newest first with cursors, and filters by category', async () => {
    const tag = unique('page');
    const names: string[] = [];
    for (const [i, category] of (['hotel', 'restaurant', 'hotel'] as const).entries())
      names.push((await aBusiness(server, { name: `Page ${i} ${tag}`, category })).name);

    const first = await server.graphql<Listed>(LIST, { first: 2, search: tag });
    expect(first.body.data?.businesses.edges.map((e) => e.node.name)).toEqual([names[2], names[1]]);
    expect(first.body.data?.businesses.pageInfo.hasNextPage).toBe(true);

    const second = await server.graphql<Listed>(LIST, {
      first: 2,
      search: tag,
      after: first.body.data?.businesses.pageInfo.endCursor,
    });
    expect(second.body.data?.businesses.edges.map((e) => e.node.name)).toEqual([names[0]]);
    expect(second.body.data?.businesses.pageInfo).toEqual({
      hasNextPage: false,
      endCursor: second.body.data?.businesses.edges[0]?.cursor,
    });

    const hotels = await server.graphql<Listed>(LIST, { first: 10, search: tag, category: 'HOTEL' });
    expect(hotels.body.data?.businesses.edges.map((e) => e.node.name)).toEqual([names[2], names[0]]);
  });

  it('needs every search word, in any case, in the name, address or description', async () => {
    const tag = unique('srch');
    await aBusiness(server, { name: `Ella Rock Cafe ${tag}`, description: 'Rotti and KOTTU near the station' });
    await aBusiness(server, { name: `Nine Arches Cafe ${tag}` });
    const both = await server.graphql<Listed>(LIST, { first: 10, search: `kottu ${tag.toUpperCase()}` });
    expect(both.body.data?.businesses.edges.map((e) => e.node.name)).toEqual([`Ella Rock Cafe ${tag}`]);
    const literal = await server.graphql<Listed>(LIST, { first: 10, search: `${tag} %` });
    expect(literal.body.data?.businesses.edges).toEqual([]);
  });

  it.each([
    [{ first: 0 }, 'first must be between 1 and 100.'],
    [{ first: 101 }, 'first must be between 1 and 100.'],
    [{ first: 5, after: 'bm90LWEtY3Vyc29y' }, 'after is not a valid cursor.'],
  ])('rejects %j', async (variables, message) => {
    const { body } = await server.graphql(LIST, variables);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers null for an id that is unknown or malformed', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const { body } = await server.graphql('query($id: ID!) { business(id: $id) { id } }', { id });
      expect(body).toEqual({ data: { business: null } });
    }
  });
});

describe('deleteBusiness', () => {
  it('needs a signed-in owner, so a visitor gets UNAUTHENTICATED and the listing stays', async () => {
    const { id } = await aBusiness(server);
    const deleted = await server.graphql('mutation($id: ID!) { deleteBusiness(id: $id) { id } }', { id });
    expect(deleted.body.errors?.[0]).toMatchObject({
      message: 'Sign in to delete a business.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const still = await server.graphql<{ business: { id: string } | null }>(
      'query($id: ID!) { business(id: $id) { id } }',
      { id },
    );
    expect(still.body.data?.business?.id).toBe(id);
  });
});

describe('request limits', () => {
  it('refuses an operation with more aliased root fields than the alias limit', async () => {
    const fields = Array.from(
      { length: 21 },
      (_, i) => `a${i}: businesses(first: 1) { pageInfo { hasNextPage } }`,
    ).join('\n');
    const { status, body } = await server.graphql(`{ ${fields} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('Aliases limit of 15 exceeded, found 21.');
  });

  it('answers an oversized body with 413 in GraphQL shape', async () => {
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ businesses(first: 1, search: "${'x'.repeat(200_000)}") { pageInfo { hasNextPage } } }`,
      }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { message: string; extensions: { requestId: string } }[] };
    expect(body.errors[0]?.message).toBe('The request body is too large (at most 100kb).');
    expect(body.errors[0]?.extensions.requestId).toBe(response.headers.get('x-request-id'));
  });
});
