import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aBusiness, gql, rest, signUp } from '../../../test/factories.js';
import { jpegWithGps, png } from '../../../test/images.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { appUpstream } from '../../../test/upstream.js';
import { signV4 } from '../../../lib/http/sigv4.js';

/**
 * Photos in an S3-compatible bucket, through the real app: the store lives at the HTTP edge (msw answers as S3 does
 * and keeps the objects), the app is reached for real, and a request no handler answers fails the test.
 */
const ENDPOINT = 'https://objects.example.test';
const BUCKET = 'tripmate-photos';
const OBJECTS = `${ENDPOINT}/${BUCKET}/listings/:name`;
const ACCESS_KEY = 'AKIDTRIPMATETEST';
const SECRET_KEY = 'test-secret-key-for-signing-only';

type Call = { method: string; url: string; path: string; headers: Headers; body: Buffer };
const calls: Call[] = [];
const objects = new Map<string, Buffer>();
const { upstream, unhandled, listen } = appUpstream();
let server: TestServer;

/** The bucket as S3 answers: PUT stores, GET reads or 404 NoSuchKey, DELETE answers 204 either way. */
const bucket = [
  http.put(OBJECTS, async ({ request }) => {
    const body = Buffer.from(await request.arrayBuffer());
    calls.push({
      method: 'PUT',
      url: request.url,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body,
    });
    objects.set(new URL(request.url).pathname, body);
    return new HttpResponse(null, { status: 200, headers: { etag: '"x"' } });
  }),
  http.get(OBJECTS, ({ request }) => {
    const path = new URL(request.url).pathname;
    calls.push({ method: 'GET', url: request.url, path, headers: request.headers, body: Buffer.alloc(0) });
    const object = objects.get(path);
    if (!object)
      return new HttpResponse('<Error><Code>NoSuchKey</Code></Error>', {
        status: 404,
        headers: { 'content-type': 'application/xml' },
      });
    return new HttpResponse(new Uint8Array(object), {
      status: 200,
      headers: { 'content-type': 'image/webp', 'content-length': String(object.length) },
    });
  }),
  http.delete(OBJECTS, ({ request }) => {
    const path = new URL(request.url).pathname;
    calls.push({ method: 'DELETE', url: request.url, path, headers: request.headers, body: Buffer.alloc(0) });
    objects.delete(path);
    return new HttpResponse(null, { status: 204 });
  }),
];

beforeAll(async () => {
  listen();
  server = await startTestServer({
    PHOTO_S3_BUCKET: BUCKET,
    PHOTO_S3_ENDPOINT: ENDPOINT,
    PHOTO_S3_REGION: 'auto',
    PHOTO_S3_ACCESS_KEY_ID: ACCESS_KEY,
    PHOTO_S3_SECRET_ACCESS_KEY: SECRET_KEY,
    PHOTO_S3_PREFIX: 'listings',
  });
});
afterEach(() => {
  upstream.resetHandlers();
  calls.length = 0;
  expect(unhandled.splice(0), 'requests no handler answered').toEqual([]);
});
afterAll(async () => {
  await server.close();
  upstream.close();
});

const upload = (businessId: string, body: Buffer, token: string) =>
  server.fetch(`/api/business/${businessId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(body),
  });

/** `…-400.webp` in a URL or an object path. */
const nameIn = (text: string) => text.split('/').at(-1)!;

function expectSigned(call: Call) {
  expect(call.headers.get('authorization')).toMatch(
    new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/auto/s3/aws4_request, SignedHeaders=[a-z0-9;-]*host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$`,
    ),
  );
  expect(call.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(call.body).digest('hex'));
  const date = call.headers.get('x-amz-date')!;
  expect(date).toMatch(/^\d{8}T\d{6}Z$/);
  // What the store would check: the signature of the request as it arrived, signed headers and all.
  const signedNames = /SignedHeaders=([^,]+)/
    .exec(call.headers.get('authorization')!)![1]!
    .split(';')
    .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name));
  const at = new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  const expected = signV4(
    {
      method: call.method,
      url: new URL(call.url),
      headers: Object.fromEntries(signedNames.map((name) => [name, call.headers.get(name)!])),
      payloadHash: call.headers.get('x-amz-content-sha256')!,
    },
    { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY, region: 'auto', service: 's3' },
    at,
  );
  expect(call.headers.get('authorization')).toBe(expected.authorization);
}

describe('photos in S3-compatible storage', () => {
  it('PUTs both sizes, signed, serves them from the bucket through /photos, and DELETEs them with the photo', async () => {
    upstream.use(...bucket);
    const owner = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner.token });

    const response = await upload(business.id, await jpegWithGps(), owner.token);
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as {
      photo: { id: string; small: { url: string }; large: { url: string } };
    };
    const names = [nameIn(photo.small.url), nameIn(photo.large.url)];

    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
      names.map((name) => `PUT /${BUCKET}/listings/${name}`).sort(),
    );
    for (const put of calls) {
      expectSigned(put);
      expect(put.headers.get('authorization')).toContain('SignedHeaders=cache-control;content-type;host;');
      expect(put.headers.get('content-type')).toBe('image/webp');
      const stored = await sharp(put.body).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
    }
    calls.length = 0;

    const served = await server.fetch(photo.small.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(objects.get(`/${BUCKET}/listings/${names[0]}`)!)).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /${BUCKET}/listings/${names[0]}`]);
    expectSigned(calls[0]!);
    calls.length = 0;

    const removed = await server.fetch(`/api/business/${business.id}/photos/${photo.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.status).toBe(204);
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
      names.map((name) => `DELETE /${BUCKET}/listings/${name}`).sort(),
    );
    calls.forEach(expectSigned);
    expect(objects.has(`/${BUCKET}/listings/${names[0]}`)).toBe(false);
    expect((await server.fetch(photo.small.url)).status).toBe(404);
  });

  it('deletes a listing’s photos from the bucket when the listing is deleted', async () => {
    upstream.use(...bucket);
    const owner = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner.token });
    expect((await upload(business.id, await png(), owner.token)).status).toBe(201);
    expect((await upload(business.id, await png(), owner.token)).status).toBe(201);
    calls.length = 0;

    expect(
      (await rest(server, 'DELETE', `/api/business/${business.id}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(4);
  });

  it('answers 503 when the bucket refuses or cannot be reached, and keeps the listing as it was', async () => {
    const owner = await signUp(server);
    const business = await aBusiness(server, {}, { token: owner.token });
    const unavailable = 'Photos cannot be stored or read right now. Please try again in a minute.';

    upstream.use(
      http.put(OBJECTS, () => new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status: 403 })),
      http.delete(OBJECTS, () => new HttpResponse(null, { status: 204 })),
    );
    const refused = await upload(business.id, await png(), owner.token);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: unavailable });

    // Added later, so these answer first.
    upstream.use(
      http.put(OBJECTS, () => HttpResponse.error()),
      http.delete(OBJECTS, () => HttpResponse.error()),
    );
    const unreachable = await upload(business.id, await png(), owner.token);
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toMatchObject({ message: unavailable });

    const listed = await gql<{ business: { photos: unknown[] } }>(
      server,
      'query($id: ID!) { business(id: $id) { photos { id } } }',
      { id: business.id },
    );
    expect(listed.data?.business.photos).toEqual([]);
  });
});
