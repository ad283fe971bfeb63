import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInput, gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Pinned = { id: string; location: { lat: number; lng: number } | null; district: string | null };
type Registered = { message: string; business: Pinned; locationNotice?: string; managementCode?: string };

const UNAWATUNA = { lat: 6.0212, lng: 80.2503 };
/** Nine Arch Bridge, in Badulla district, whatever the address says. */
const NINE_ARCHES = { lat: 6.8768, lng: 81.0608 };
const NOT_ON_MAP =
  'We could not find this address on the map, so the listing has no map pin yet. Edit the listing to place the pin where you are.';

async function register(
  overrides: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; body: Registered & { message: string; field?: string } }> {
  const response = await rest(server, 'POST', '/api/business/register', businessInput(overrides), { token });
  return { status: response.status, body: (await response.json()) as Registered & { field?: string } };
}

const REGISTER = /* GraphQL */ `
  mutation ($input: RegisterBusinessInput!) {
    registerBusiness(input: $input) { locationNotice business { id location { lat lng } district } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateBusinessInput!) {
    updateBusiness(id: $id, input: $input) { locationNotice business { id location { lat lng } district } }
  }
`;

describe('a listing’s map pin', () => {
  it('is found from the address on registration, with the district its point is in', async () => {
    const { status, body } = await register({ address: 'No. 12, Temple Road, Unawatuna, Galle 80600' });
    expect(status).toBe(201);
    expect(body.business.location).toEqual(UNAWATUNA);
    expect(body.business.district).toBe('Galle');
    expect(body).not.toHaveProperty('locationNotice');

    const graphql = await gql<{ registerBusiness: { locationNotice: string | null; business: Pinned } }>(
      server,
      REGISTER,
      {
        input: businessInput({ address: '12 Main Street Ella', category: 'GUESTHOUSE' }, 'graphql'),
      },
    );
    expect(graphql.data?.registerBusiness).toMatchObject({
      locationNotice: null,
      business: { location: { lat: 6.8756, lng: 81.0463 }, district: 'Badulla' },
    });
  });

  it('stands where the owner put it, the district taken from the point, not the address', async () => {
    const { status, body } = await register({ address: 'Kandy', location: NINE_ARCHES });
    expect(status).toBe(201);
    expect(body.business).toMatchObject({ location: NINE_ARCHES, district: 'Badulla' });
  });

  it('refuses a pin in the sea or outside Sri Lanka, naming the field', async () => {
    for (const [location, message] of [
      [
        { lat: 6.9, lng: 79.8 },
        'Location must be on land in Sri Lanka: this map pin is in the sea or outside the country. Move it onto the island.',
      ],
      [
        { lat: 9.1, lng: 79.6 },
        'Location must be on land in Sri Lanka: this map pin is in the sea or outside the country. Move it onto the island.',
      ],
      [{ lat: 13.08, lng: 80.27 }, 'Location must be in Sri Lanka: latitude 5.9 to 9.9, longitude 79.5 to 82.'],
      [
        { lat: 'north', lng: 80 },
        'Location must be a point with a latitude and a longitude, such as {"lat": 6.8667, "lng": 81.0466}.',
      ],
      ['Ella', 'Location must be a point with a latitude and a longitude, such as {"lat": 6.8667, "lng": 81.0466}.'],
    ] as const) {
      const { status, body } = await register({ location });
      expect(status, JSON.stringify(location)).toBe(400);
      expect(body.message).toBe(message);
      expect(body.field?.startsWith('location')).toBe(true);
    }
    const graphql = await gql(server, REGISTER, {
      input: businessInput({ location: { lat: 6.9, lng: 79.8 } }, 'graphql'),
    });
    expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'location' } });
  });

  it('is left out, with a word saying so, when the address names no place on the map; the listing is still saved', async () => {
    const { status, body } = await register({ address: '221B Baker Street, London' });
    expect(status).toBe(201);
    expect(body.business).toMatchObject({ location: null, district: null });
    expect(body.locationNotice).toBe(NOT_ON_MAP);
    expect(body.message).toBe('Business registered!');

    const graphql = await gql<{ registerBusiness: { locationNotice: string | null; business: Pinned } }>(
      server,
      REGISTER,
      { input: businessInput({ address: 'Somewhere nobody knows' }, 'graphql') },
    );
    expect(graphql.data?.registerBusiness).toMatchObject({
      locationNotice: NOT_ON_MAP,
      business: { location: null, district: null },
    });
  });

  it('on an edit: is kept while the address stays, found again when it changes, moved when the owner moves it', async () => {
    const { token } = await signUp(server);
    const { body } = await register({ address: 'Kandy', location: NINE_ARCHES, category: 'guesthouse' }, token);
    const id = body.business.id;
    const edit = (overrides: Record<string, unknown>) =>
      gql<{ updateBusiness: { locationNotice: string | null; business: Pinned } }>(
        server,
        UPDATE,
        { id, input: businessInput({ category: 'GUESTHOUSE', ...overrides }, 'graphql') },
        { token },
      );

    // An integrator's edit that leaves the pin out keeps the owner's pin.
    expect(
      (await edit({ address: 'Kandy', description: 'Breakfast on the veranda.' })).data?.updateBusiness.business,
    ).toMatchObject({ location: NINE_ARCHES, district: 'Badulla' });
    // A new address moves it to the new place.
    expect((await edit({ address: 'Unawatuna, Galle' })).data?.updateBusiness.business).toMatchObject({
      location: UNAWATUNA,
      district: 'Galle',
    });
    // The owner drags it.
    const dragged = { lat: 6.0185, lng: 80.2421 };
    expect(
      (await edit({ address: 'Unawatuna, Galle', location: dragged })).data?.updateBusiness.business,
    ).toMatchObject({ location: dragged, district: 'Galle' });
    // At sea it is refused, and the listing keeps its pin.
    const refused = await edit({ address: 'Unawatuna, Galle', location: { lat: 6.0, lng: 80.24 } });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'location' } });
    // An address nobody can place: saved, without a pin, and said.
    const lost = await edit({ address: 'Behind the old mill' });
    expect(lost.data?.updateBusiness).toMatchObject({
      locationNotice: NOT_ON_MAP,
      business: { location: null, district: null },
    });

    const put = await rest(
      server,
      'PUT',
      `/api/business/${id}`,
      businessInput({ address: 'Behind the old mill', category: 'guesthouse', location: dragged }),
      { token },
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ business: { location: dragged, district: 'Galle' } });
  });

  it('is kept inside Sri Lanka’s box, with both coordinates or neither, by the database itself', async () => {
    const { body } = await register({});
    const em = server.orm.em.fork();
    for (const set of [
      `"lat" = 20, "lng" = 80`,
      `"lat" = 7, "lng" = null`,
      `"lat" = null, "lng" = null, "district" = 'Kandy'`,
    ]) {
      await expect(em.execute(`update "business" set ${set} where "id" = ?`, [body.business.id]), set).rejects.toThrow(
        /check constraint/,
      );
    }
  });
});

describe('the geo queries for the pin on the form', () => {
  it('finds where an address puts a pin, and what a dragged pin stands on', async () => {
    const body = await gql(
      server,
      'query($a: String!, $p: PointInput!) { addressPin(address: $a) { location { lat lng } onLand district } pinAt(point: $p) { onLand district } sea: pinAt(point: { lat: 6.9, lng: 79.8 }) { onLand district } none: addressPin(address: "Baker Street, London") { district } }',
      {
        a: 'Unawatuna, Galle',
        p: NINE_ARCHES,
      },
    );
    expect(body.data).toEqual({
      addressPin: { location: UNAWATUNA, onLand: true, district: 'Galle' },
      pinAt: { onLand: true, district: 'Badulla' },
      sea: { onLand: false, district: null },
      none: null,
    });
  });
});
