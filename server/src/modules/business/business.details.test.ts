import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, businessInput, gql, rest, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = {
  category: 'surf-school',
  openingHours: [
    { day: 'sunday', opens: '06:30', closes: '12:00' },
    { day: 'monday', opens: '06:00', closes: '18:00' },
    { day: 'friday', opens: '18:00', closes: '02:00' },
  ],
  languages: ['en', 'si', 'de', 'en'],
  priceRange: '$$',
};

const register = (body: unknown) => rest(server, 'POST', '/api/business/register', body);
const search = async (text: string) =>
  (await (await rest(server, 'GET', `/api/business/all?search=${encodeURIComponent(text)}`)).json()) as Record<
    string,
    unknown
  >[];

describe('a listing’s Sri Lankan details', () => {
  it('stores opening hours Monday first, languages once each and a price range, and shows them in the directory', async () => {
    const response = await register(businessInput(details));
    expect(response.status).toBe(201);
    const { business } = (await response.json()) as { business: { id: string; name: string } };
    const expected = {
      category: 'surf-school',
      openingHours: [
        { day: 'monday', opens: '06:00', closes: '18:00' },
        { day: 'friday', opens: '18:00', closes: '02:00' },
        { day: 'sunday', opens: '06:30', closes: '12:00' },
      ],
      languages: ['en', 'si', 'de'],
      priceRange: '$$',
    };
    expect(business).toMatchObject(expected);
    expect(await search(business.name)).toEqual([expect.objectContaining(expected)]);

    const listed = await gql<{ businesses: { edges: { node: Record<string, unknown> }[] } }>(
      server,
      'query($s: String) { businesses(first: 1, search: $s, category: SURF_SCHOOL) { edges { node { category languages priceRange openingHours { day opens closes } } } } }',
      { s: business.name },
    );
    expect(listed.data?.businesses.edges[0]?.node).toEqual({
      category: 'SURF_SCHOOL',
      languages: ['ENGLISH', 'SINHALA', 'GERMAN'],
      priceRange: 'MODERATE',
      openingHours: [
        { day: 'MONDAY', opens: '06:00', closes: '18:00' },
        { day: 'FRIDAY', opens: '18:00', closes: '02:00' },
        { day: 'SUNDAY', opens: '06:30', closes: '12:00' },
      ],
    });
  });

  it('says nothing of hours, languages or price when a listing (an old client’s) gives none', async () => {
    const business = await aBusiness(server, { category: 'transportation' });
    expect(await search(business.name)).toEqual([
      expect.objectContaining({ category: 'transportation', openingHours: [], languages: [], priceRange: null }),
    ]);
  });

  it('filters by the new categories, and by the spec’s as before', async () => {
    const tag = `filter ${Date.now()}`;
    const cafe = await aBusiness(server, { category: 'cafe', description: tag });
    const driver = await aBusiness(server, { category: 'driver', description: tag });
    const transport = await aBusiness(server, { category: 'transportation', description: tag });
    const ids = async (category: string) =>
      (
        (await (
          await rest(server, 'GET', `/api/business/all?category=${category}&search=${encodeURIComponent(tag)}`)
        ).json()) as { id: string }[]
      ).map((b) => b.id);
    expect(await ids('cafe')).toEqual([cafe.id]);
    expect(await ids('driver')).toEqual([driver.id]);
    expect(await ids('transportation')).toEqual([transport.id]);
  });

  it.each([
    [
      { openingHours: [{ day: 'someday', opens: '08:00', closes: '17:00' }] },
      'openingHours.0.day',
      'Opening hours need a day: one of monday, tuesday, wednesday, thursday, friday, saturday, sunday.',
    ],
    [
      { openingHours: [{ day: 'monday', opens: '8am', closes: '17:00' }] },
      'openingHours.0.opens',
      'Opening hours must be times like 08:00 or 22:30.',
    ],
    [
      { openingHours: [{ day: 'monday', opens: '24:00', closes: '17:00' }] },
      'openingHours.0.opens',
      'Opening hours must be times like 08:00 or 22:30.',
    ],
    [
      { openingHours: [{ day: 'monday', opens: '08:00', closes: '08:00' }] },
      'openingHours.0',
      'Opening hours cannot open and close at the same time.',
    ],
    [
      {
        openingHours: [
          { day: 'monday', opens: '08:00', closes: '12:00' },
          { day: 'monday', opens: '14:00', closes: '18:00' },
        ],
      },
      'openingHours',
      'Opening hours may give each day once.',
    ],
    [
      { openingHours: 'always' },
      'openingHours',
      'Opening hours must be a list of days with their opening and closing times.',
    ],
  ])('refuses opening hours %j naming the field (%s)', async (overrides, field, message) => {
    const response = await register(businessInput(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
  });

  it('refuses a language or price range it does not know, naming the field', async () => {
    const language = await register(businessInput({ languages: ['en', 'klingon'] }));
    expect(language.status).toBe(400);
    expect(await language.json()).toMatchObject({
      field: 'languages.1',
      message: 'Languages must be among: si, ta, en, hi, ru, de, zh, fr, ja, it.',
    });
    const price = await register(businessInput({ priceRange: '$$$$$' }));
    expect(price.status).toBe(400);
    expect(await price.json()).toMatchObject({
      field: 'priceRange',
      message: 'Price range must be one of: $, $$, $$$, $$$$.',
    });
  });

  it('replaces hours, languages and price on an edit, and clears them when left out', async () => {
    const { token } = await signUp(server);
    const business = await aBusiness(server, details, { token });
    const put = (body: unknown) => rest(server, 'PUT', `/api/business/${business.id}`, body, { token });

    const edited = await put(
      businessInput({
        email: business.email,
        category: 'ayurveda-spa',
        openingHours: [{ day: 'saturday', opens: '09:00', closes: '21:00' }],
        languages: ['ta'],
        priceRange: '$$$$',
      }),
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      business: {
        category: 'ayurveda-spa',
        openingHours: [{ day: 'saturday', opens: '09:00', closes: '21:00' }],
        languages: ['ta'],
        priceRange: '$$$$',
      },
    });
    const cleared = await put(businessInput({ email: business.email }));
    expect(await cleared.json()).toMatchObject({ business: { openingHours: [], languages: [], priceRange: null } });
  });

  it('says a listing open all day (00:00 to 24:00) and closed on poya days, and drops the poya closure on an edit that leaves it out', async () => {
    const { token } = await signUp(server);
    const allDay = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({
      day,
      opens: '00:00',
      closes: '24:00',
    }));
    // A unique name and email, so the test passes again on a database it has run on before.
    const input = businessInput({ category: 'RESTAURANT' }, 'graphql');
    const registered = await gql<{
      registerBusiness: {
        business: {
          id: string;
          closedOnPoyaDays: boolean;
          openingHours: { day: string; opens: string; closes: string }[];
        };
      };
    }>(
      server,
      'mutation($input: RegisterBusinessInput!) { registerBusiness(input: $input) { business { id closedOnPoyaDays openingHours { day opens closes } } } }',
      { input: { ...input, openingHours: allDay, closedOnPoyaDays: true } },
      { token },
    );
    expect(registered.errors).toBeUndefined();
    const { business } = registered.data!.registerBusiness;
    expect(business.closedOnPoyaDays).toBe(true);
    expect(business.openingHours).toEqual(allDay);
    const listed = (await (
      await rest(server, 'GET', `/api/business/all?search=${encodeURIComponent(input.name)}`)
    ).json()) as Record<string, unknown>[];
    expect(listed[0]).toMatchObject({
      closedOnPoyaDays: true,
      openingHours: expect.arrayContaining([{ day: 'monday', opens: '00:00', closes: '24:00' }]),
    });

    const edited = await rest(server, 'PUT', `/api/business/${business.id}`, businessInput({ email: input.email }), {
      token,
    });
    expect(await edited.json()).toMatchObject({ business: { closedOnPoyaDays: false } });
    // 24:00 closes a day; it opens none.
    const refused = await register(
      businessInput({ openingHours: [{ day: 'monday', opens: '24:00', closes: '06:00' }] }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Opening hours must be times like 08:00/);
  });

  it('is held to valid values by the database itself', async () => {
    const business = await aBusiness(server);
    const sql = (query: string, params: unknown[]) => server.orm.em.fork().getConnection().execute(query, params);
    await expect(sql(`update "business" set "languages" = array['xx'] where "id" = ?`, [business.id])).rejects.toThrow(
      /business_languages_check/,
    );
    await expect(sql(`update "business" set "price_range" = '$$$$$' where "id" = ?`, [business.id])).rejects.toThrow(
      /business_price_range_check/,
    );
    await expect(sql(`update "business" set "category" = 'casino' where "id" = ?`, [business.id])).rejects.toThrow(
      /business_category_check/,
    );
    await expect(
      sql(`insert into "business_opening_hours" values (?, 8, '08:00', '17:00')`, [business.id]),
    ).rejects.toThrow(/business_opening_hours_weekday_check/);
    await expect(
      sql(`insert into "business_opening_hours" values (?, 1, '08:00', '08:00')`, [business.id]),
    ).rejects.toThrow(/business_opening_hours_span_check/);
  });
});
