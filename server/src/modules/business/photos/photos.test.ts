import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, businessInput, gql, rest, signUp } from '../../../test/factories.js';
import { gif, jpegWithGps, png, pngBomb, svg, textFile, webp } from '../../../test/images.js';
import { newAddress } from '../../../test/limits.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

type Size = { url: string; width: number; height: number };
type Photo = { id: string; small: Size; large: Size; createdAt: string };

let server: TestServer;
let dataDir: string;
const photoFolder = () => path.join(dataDir, 'photos');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tripmate-photos-'));
  server = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Who = { token?: string; code?: string; ip?: string };
const headersOf = ({ token, code, ip }: Who) => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(code ? { 'x-management-code': code } : {}),
  ...(ip ? { 'x-forwarded-for': ip } : {}),
});

/** A real upload, as the web client sends it: the file as the body, with the type the browser guessed from its name. */
const upload = (businessId: string, body: Buffer, who: Who, type = 'image/jpeg') =>
  server.fetch(`/api/business/${businessId}/photos`, {
    method: 'POST',
    headers: { 'content-type': type, ...headersOf(who) },
    body: new Uint8Array(body),
  });

async function uploaded(
  businessId: string,
  body: Buffer,
  who: Who,
  type?: string,
): Promise<{ photo: Photo; business: { photos: Photo[] } }> {
  const response = await upload(businessId, body, who, type);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { photo: Photo; business: { photos: Photo[] } };
}

const removePhoto = (businessId: string, photoId: string, who: Who) =>
  server.fetch(`/api/business/${businessId}/photos/${photoId}`, { method: 'DELETE', headers: headersOf(who) });

async function anOwnedListing() {
  const owner = await signUp(server);
  const business = await aBusiness(server, {}, { token: owner.token });
  return { owner, business };
}

/** A listing registered while signed out, and the code it was given. */
async function aListingWithCode(ip = newAddress()) {
  const response = await rest(server, 'POST', '/api/business/register', businessInput(), { ip });
  expect(response.status).toBe(201);
  const { business, managementCode } = (await response.json()) as { business: { id: string }; managementCode: string };
  return { business, managementCode, ip };
}

const storedFiles = async () =>
  (await readdir(photoFolder()).catch(() => [] as string[])).filter((name) => name.endsWith('.webp'));
const fileOf = (url: string) => url.replace('/photos/', '');

const PHOTOS_QUERY =
  'query($id: ID!) { business(id: $id) { photos { id small { url width height } large { url width height } } } }';

describe('listing photos', () => {
  it('stores a phone JPEG upright, in two WebP sizes, with its EXIF (GPS, camera) gone', async () => {
    const { owner, business } = await anOwnedListing();
    const original = await jpegWithGps(1600, 1000);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TestCam');

    const response = await upload(business.id, original, { token: owner.token });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; photo: Photo; business: { photos: Photo[] } };
    expect(body.message).toBe('Photo added!');
    // Landscape pixels turned a quarter by their orientation: upright it is 1000 × 1600, and never enlarged.
    expect(body.photo).toMatchObject({
      small: { url: expect.stringMatching(/^\/photos\/[0-9a-f]{32}-400\.webp$/), width: 400, height: 640 },
      large: { url: expect.stringMatching(/^\/photos\/[0-9a-f]{32}-1200\.webp$/), width: 1000, height: 1600 },
    });
    expect(body.business.photos).toEqual([body.photo]);

    for (const size of [body.photo.small, body.photo.large]) {
      const file = await server.fetch(size.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await file.arrayBuffer());
      const stored = await sharp(bytes).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: size.width, height: size.height });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/TestCam|Leak 1|GPS/);
    }

    const read = await gql<{ business: { photos: Photo[] } }>(server, PHOTOS_QUERY, { id: business.id });
    expect(read.data?.business.photos).toEqual([
      { id: body.photo.id, small: body.photo.small, large: body.photo.large },
    ]);
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([fileOf(body.photo.small.url), fileOf(body.photo.large.url)]),
    );
  });

  it('accepts PNG and WebP, telling the type from the bytes whatever the request says', async () => {
    const { owner, business } = await anOwnedListing();
    const fromPng = await uploaded(
      business.id,
      await png(300, 200),
      { token: owner.token },
      'application/octet-stream',
    );
    // Smaller than both widths: kept at its own size, not enlarged.
    expect(fromPng.photo).toMatchObject({ small: { width: 300, height: 200 }, large: { width: 300, height: 200 } });
    const fromWebp = await uploaded(business.id, await webp(900, 600), { token: owner.token }, 'image/png');
    expect(fromWebp.photo).toMatchObject({ small: { width: 400, height: 267 }, large: { width: 900, height: 600 } });
    expect(fromWebp.business.photos.map((photo) => photo.id)).toEqual([fromPng.photo.id, fromWebp.photo.id]);
  });

  it('refuses files that are not JPEG, PNG or WebP, whatever they are called, and stores nothing', async () => {
    const { owner, business } = await anOwnedListing();
    const before = await storedFiles();
    const notAnImage = 'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';
    for (const [body, type] of [
      [textFile, 'image/jpeg'],
      [svg, 'image/svg+xml'],
      [await gif(), 'image/gif'],
    ] as const) {
      const response = await upload(business.id, body, { token: owner.token }, type);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: notAnImage });
    }
    // JPEG's first bytes and then nothing a decoder can read.
    const damaged = await upload(business.id, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), textFile]), {
      token: owner.token,
    });
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({
      message: 'This image could not be read; it may be damaged. Try exporting it again.',
    });
    const empty = await upload(business.id, Buffer.alloc(0), { token: owner.token });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      message: 'Send the photo as the request body (a JPEG, PNG or WebP file).',
    });

    expect(await storedFiles()).toEqual(before);
    expect(
      (await gql<{ business: { photos: Photo[] } }>(server, PHOTOS_QUERY, { id: business.id })).data?.business.photos,
    ).toEqual([]);
  });

  it('refuses a file over 5 MB with 413, before it is decoded', async () => {
    const { owner, business } = await anOwnedListing();
    const sixMegabytes = Buffer.concat([await jpegWithGps(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(business.id, sixMegabytes, { token: owner.token });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'This photo is too large: a photo may be at most 5 MB.' });
  });

  it('refuses a decompression bomb from its header, with the size it claims', async () => {
    const { owner, business } = await anOwnedListing();
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const response = await upload(business.id, bomb, { token: owner.token }, 'image/png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message:
        'This image is 30000 × 30000 pixels; a photo may have at most 24 megapixels. Make it smaller and try again.',
    });
    // Refused from the header: decoding 900 megapixels would take seconds and gigabytes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('keeps at most six photos a listing, even when uploads race, and the database holds the limit too', async () => {
    const { owner, business } = await anOwnedListing();
    const image = await png(120, 80);
    const before = new Set(await storedFiles());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(business.id, image, { token: owner.token }, 'image/png')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({
      message: 'A listing may have at most 6 photos. Remove one to add another.',
    });
    const seventh = await upload(business.id, image, { token: owner.token }, 'image/png');
    expect(seventh.status).toBe(409);

    const sql = server.orm.em.fork().getConnection();
    const rows = await sql.execute<{ position: number; key: string }[]>(
      `select "position", "key" from "business_photo" where "business_id" = ? order by "position"`,
      [business.id],
    );
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    // Only the six listed photos left files behind: the refused uploads' files were removed again.
    const added = (await storedFiles()).filter((name) => !before.has(name));
    expect(added.sort()).toEqual(rows.flatMap((row) => [`${row.key}-1200.webp`, `${row.key}-400.webp`]).sort());
    await expect(
      sql.execute(
        `insert into "business_photo" ("id", "business_id", "position", "key", "small_width", "small_height", "large_width", "large_height") values (gen_random_uuid(), ?, 6, ?, 1, 1, 1, 1)`,
        [business.id, 'f'.repeat(32)],
      ),
    ).rejects.toThrow(/business_photo_position_check/);
  });

  it('lets only the owner add or remove photos: a stranger is forbidden, a signed-out caller asked to sign in', async () => {
    const { owner, business } = await anOwnedListing();
    const stranger = await signUp(server);
    const image = await png();
    const { photo } = await uploaded(business.id, image, { token: owner.token }, 'image/png');

    const byStranger = await upload(business.id, image, { token: stranger.token }, 'image/png');
    expect(byStranger.status).toBe(403);
    expect(await byStranger.json()).toMatchObject({
      message: 'Only the account that registered this business can edit it.',
    });
    const signedOut = await upload(business.id, image, {}, 'image/png');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: 'Sign in to edit a business.' });

    expect((await removePhoto(business.id, photo.id, { token: stranger.token })).status).toBe(403);
    const viaGraphql = await gql(
      server,
      'mutation($b: ID!, $p: ID!) { deleteBusinessPhoto(businessId: $b, photoId: $p) { message } }',
      { b: business.id, p: photo.id },
      { token: stranger.token },
    );
    expect(viaGraphql.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const reorder = await gql(
      server,
      'mutation($b: ID!, $ids: [ID!]!) { reorderBusinessPhotos(businessId: $b, photoIds: $ids) { business { id } } }',
      { b: business.id, ids: [photo.id] },
      { token: stranger.token },
    );
    expect(reorder.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    // A photo id from another listing is not found on this one, even for that photo's owner.
    const other = await anOwnedListing();
    expect((await removePhoto(other.business.id, photo.id, { token: other.owner.token })).status).toBe(404);

    const still = await gql<{ business: { photos: Photo[] } }>(server, PHOTOS_QUERY, { id: business.id });
    expect(still.data?.business.photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await server.fetch(photo.small.url)).status).toBe(200);
  });

  it('lets the holder of the management code manage photos signed out, and refuses a lost or wrong code', async () => {
    const { business, managementCode, ip } = await aListingWithCode();
    const image = await webp(500, 500);

    const noCode = await upload(business.id, image, { ip }, 'image/webp');
    expect(noCode.status).toBe(401);
    const wrongCode = await upload(
      business.id,
      image,
      { ip, code: 'lost-it-so-guessing-0123456789abcdefghijklmnop' },
      'image/webp',
    );
    expect(wrongCode.status).toBe(403);
    expect(await wrongCode.json()).toMatchObject({
      message: 'This management code does not match the business. Check it and try again.',
      field: 'managementCode',
    });
    // Another listing's code opens only that listing.
    const elsewhere = await aListingWithCode();
    expect((await upload(business.id, image, { ip, code: elsewhere.managementCode }, 'image/webp')).status).toBe(403);
    // Someone signed in, without the code, is not the owner of a listing registered signed out.
    const someone = await signUp(server);
    expect((await upload(business.id, image, { ip, token: someone.token }, 'image/webp')).status).toBe(403);

    const { photo } = await uploaded(business.id, image, { ip, code: managementCode }, 'image/webp');
    const second = await uploaded(business.id, await png(), { ip, code: managementCode }, 'image/png');
    expect(second.business.photos.map((p) => p.id)).toEqual([photo.id, second.photo.id]);

    const reordered = await gql<{ reorderBusinessPhotos: { business: { photos: { id: string }[] } } }>(
      server,
      'mutation($b: ID!, $ids: [ID!]!, $code: String) { reorderBusinessPhotos(businessId: $b, photoIds: $ids, managementCode: $code) { business { photos { id } } } }',
      { b: business.id, ids: [second.photo.id, photo.id], code: managementCode },
      { ip },
    );
    expect(reordered.data?.reorderBusinessPhotos.business.photos).toEqual([{ id: second.photo.id }, { id: photo.id }]);

    expect((await removePhoto(business.id, photo.id, { ip, code: 'wrong' })).status).toBe(403);
    expect((await removePhoto(business.id, photo.id, { ip, code: managementCode })).status).toBe(204);
    expect((await server.fetch(photo.small.url)).status).toBe(404);
  });

  it('removes a photo’s files with it and moves the later ones up; the listing’s deletion removes the rest', async () => {
    const { owner, business } = await anOwnedListing();
    const first = (await uploaded(business.id, await png(), { token: owner.token }, 'image/png')).photo;
    const second = (await uploaded(business.id, await jpegWithGps(), { token: owner.token })).photo;
    const third = (await uploaded(business.id, await webp(), { token: owner.token }, 'image/webp')).photo;
    const filesOf = (photo: Photo) => [fileOf(photo.small.url), fileOf(photo.large.url)];
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([...filesOf(first), ...filesOf(second), ...filesOf(third)]),
    );

    const removed = await gql<{ deleteBusinessPhoto: { message: string; business: { photos: { id: string }[] } } }>(
      server,
      'mutation($b: ID!, $p: ID!) { deleteBusinessPhoto(businessId: $b, photoId: $p) { message business { photos { id } } } }',
      { b: business.id, p: first.id },
      { token: owner.token },
    );
    expect(removed.data?.deleteBusinessPhoto).toEqual({
      message: 'Photo removed.',
      business: { photos: [{ id: second.id }, { id: third.id }] },
    });
    expect(await storedFiles()).not.toEqual(expect.arrayContaining([filesOf(first)[0]]));
    expect((await server.fetch(first.small.url)).status).toBe(404);
    expect((await server.fetch(first.large.url)).status).toBe(404);
    expect((await removePhoto(business.id, first.id, { token: owner.token })).status).toBe(404);

    const order = await server.fetch(`/api/business/${business.id}/photos/order`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headersOf({ token: owner.token }) },
      body: JSON.stringify({ photoIds: [third.id, second.id] }),
    });
    expect(order.status).toBe(200);
    expect(((await order.json()) as { photos: Photo[] }).photos.map((photo) => photo.id)).toEqual([
      third.id,
      second.id,
    ]);
    const badOrder = await server.fetch(`/api/business/${business.id}/photos/order`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headersOf({ token: owner.token }) },
      body: JSON.stringify({ photoIds: [third.id, third.id] }),
    });
    expect(badOrder.status).toBe(400);
    expect(await badOrder.json()).toMatchObject({
      message: "photoIds must list each of the listing's photos exactly once.",
      field: 'photoIds',
    });

    expect(
      (await rest(server, 'DELETE', `/api/business/${business.id}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    const left = await storedFiles();
    for (const name of [...filesOf(second), ...filesOf(third)]) expect(left).not.toContain(name);
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) as "count" from "business_photo" where "business_id" = ?`, [
        business.id,
      ]);
    expect(Number(row?.count)).toBe(0);
  });

  it('shows the photos in the directory, REST and GraphQL alike, cover first', async () => {
    const { owner, business } = await anOwnedListing();
    const { photo } = await uploaded(business.id, await png(), { token: owner.token }, 'image/png');
    const all = await rest(server, 'GET', `/api/business/all?search=${encodeURIComponent(business.name)}`);
    const [listed] = (await all.json()) as { id: string; photos: Photo[] }[];
    expect(listed).toMatchObject({
      id: business.id,
      photos: [{ id: photo.id, small: photo.small, large: photo.large }],
    });
    const page = await gql<{ businesses: { edges: { node: { photos: { small: Size }[] } }[] } }>(
      server,
      'query($s: String) { businesses(first: 1, search: $s) { edges { node { photos { small { url width height } } } } } }',
      { s: business.name },
    );
    expect(page.data?.businesses.edges[0]?.node.photos).toEqual([{ small: photo.small }]);
  });

  it('serves nothing but stored photos under /photos', async () => {
    for (const address of [
      '/photos/' + '0'.repeat(32) + '-400.webp',
      '/photos/..%2f..%2fpackage.json',
      '/photos/notes.txt',
      '/photos/a/b',
    ]) {
      const response = await server.fetch(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^application\/json/);
    }
  });
});

describe('photo upload limits', () => {
  it('counts uploads per address, good or bad, and answers 429 with Retry-After past the limit', async () => {
    const limited = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', PHOTO_UPLOADS_PER_ADDRESS: '2' });
    try {
      const owner = await signUp(limited);
      const business = await aBusiness(limited, {}, { token: owner.token });
      const ip = newAddress();
      const send = (body: Buffer) =>
        limited.fetch(`/api/business/${business.id}/photos`, {
          method: 'POST',
          headers: headersOf({ token: owner.token, ip }),
          body: new Uint8Array(body),
        });
      expect((await send(await png())).status).toBe(201);
      expect((await send(textFile)).status).toBe(400);
      const third = await send(await png());
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({
        message: 'Too many photos were uploaded from this address. Please try again later.',
      });
    } finally {
      await limited.close();
    }
  });
});
