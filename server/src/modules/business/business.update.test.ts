import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, businessInput, gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UPDATE = /* GraphQL */ `
  mutation($id: ID!, $input: UpdateBusinessInput!) {
    updateBusiness(id: $id, input: $input) { message business { id name website category ownedByViewer } }
  }
`;

const put = (id: string, body: unknown, token?: string) => rest(server, 'PUT', `/api/business/${id}`, body, { token });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('editing a business', () => {
  it('lets the owner replace the details by REST, storing a bare domain with https://', async () => {
    const { token } = await signUp(server);
    const business = await aBusiness(server, {}, { token });
    const edited = businessInput({
      name: 'Ella View Homestay',
      website: 'www.ella-view.lk/rooms',
      category: 'hotel',
      description: 'Nine Arches at breakfast.',
    });

    const response = await put(business.id, edited, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Business updated!',
      business: {
        id: business.id,
        name: 'Ella View Homestay',
        website: 'https://www.ella-view.lk/rooms',
        category: 'hotel',
        email: edited.email,
      },
    });

    const listed = (await (
      await rest(server, 'GET', `/api/business/all?search=${encodeURIComponent('Ella View Homestay')}`)
    ).json()) as { id: string; website: string }[];
    expect(listed.find((listing) => listing.id === business.id)?.website).toBe('https://www.ella-view.lk/rooms');
  });

  it('lets the owner edit through GraphQL', async () => {
    const { token } = await signUp(server);
    const business = await aBusiness(server, {}, { token });
    const body = await gql(
      server,
      UPDATE,
      {
        id: business.id,
        input: businessInput({ name: 'Surf Shack', website: 'ella-view.lk', category: 'TOUR_GUIDE' }, 'graphql'),
      },
      { token },
    );
    expect(body).toEqual({
      data: {
        updateBusiness: {
          message: 'Business updated!',
          business: {
            id: business.id,
            name: 'Surf Shack',
            website: 'https://ella-view.lk',
            category: 'TOUR_GUIDE',
            ownedByViewer: true,
          },
        },
      },
    });
  });

  it('refuses a stranger, a signed-out caller and an unknown listing, each with its own answer', async () => {
    const { token: owner } = await signUp(server);
    const { token: stranger } = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner });
    const input = businessInput();

    const forbidden = await put(business.id, input, stranger);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      message: 'Only the account that registered this business can edit it.',
    });
    const anonymous = await put(business.id, input);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Sign in to edit a business.' });
    expect((await put(UNKNOWN_ID, input, owner)).status).toBe(404);
    expect((await put('not-an-id', input, owner)).status).toBe(404);

    const codes = async (id: string, token?: string) =>
      (await gql(server, UPDATE, { id, input: businessInput({}, 'graphql') }, { token })).errors?.map(
        (error) => error.extensions?.code,
      );
    expect(await codes(business.id, stranger)).toEqual(['FORBIDDEN']);
    expect(await codes(business.id)).toEqual(['UNAUTHENTICATED']);
    expect(await codes(UNKNOWN_ID, owner)).toEqual(['NOT_FOUND']);

    const unchanged = (await (
      await rest(server, 'GET', `/api/business/all?search=${encodeURIComponent(business.name)}`)
    ).json()) as { name: string }[];
    expect(unchanged.map((listing) => listing.name)).toEqual([business.name]);
  });

  it('checks an edit as a registration is checked, naming the field', async () => {
    const { token } = await signUp(server);
    const business = await aBusiness(server, {}, { token });
    const other = await aBusiness(server);

    for (const [overrides, field, message] of [
      [{ name: ' ' }, 'name', 'Name is required.'],
      [
        { website: 'javascript:alert(1)' },
        'website',
        'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
      ],
      [
        { website: 'not a site' },
        'website',
        'Website must be a web address, such as ella-view.lk or https://ella-view.lk.',
      ],
      [{ category: 'casino' }, 'category', expect.stringContaining('Category must be one of:')],
    ] as const) {
      const response = await put(business.id, businessInput(overrides), token);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await response.json()).toMatchObject({ field, message });
    }

    const taken = await put(business.id, businessInput({ email: other.email.toUpperCase() }), token);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      field: 'email',
      message: 'A business with this email is already registered.',
    });
    // Keeping its own email is no conflict.
    expect((await put(business.id, businessInput({ email: business.email }), token)).status).toBe(200);
  });

  it('accepts a bare domain at registration too', async () => {
    const response = await rest(server, 'POST', '/api/business/register', businessInput({ website: 'ella-view.lk' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ business: { website: 'https://ella-view.lk' } });
  });

  it('cannot edit a deleted listing', async () => {
    const { token } = await signUp(server);
    const business = await aBusiness(server, {}, { token });
    expect((await rest(server, 'DELETE', `/api/business/${business.id}`, undefined, { token })).status).toBe(204);
    expect((await put(business.id, businessInput(), token)).status).toBe(404);
  });
});
