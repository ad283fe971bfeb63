import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Logger } from 'pino';
import type { Config } from '../../../config/config.js';
import { requestScope } from '../../../lib/request-scope.js';
import { encodeRfc3986, sha256Hex, signV4, type SigV4Credentials } from '../../../lib/http/sigv4.js';
import { isPhotoFileName, type PhotoStorage, type StoredPhotoFile } from './photo-storage.js';
import { PhotoError, PhotoErrorCode } from './photo.errors.js';

/** An S3-compatible bucket (PHOTO_S3_*): AWS S3, or any store that speaks its API (MinIO, R2, B2, Ceph). */
export type S3PhotoSettings = NonNullable<Config['photos']['s3']>;

/**
 * Photos in a bucket, through three signed calls: PUT, GET and DELETE of one object. The app still serves them at
 * /photos (streamed from the bucket), so the pages' Content-Security-Policy stays `img-src 'self'` and the bucket
 * need not be public. A store that is down or refuses us answers PHOTO_STORAGE_UNAVAILABLE (503), never a 500.
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3';
  private readonly credentials: SigV4Credentials;

  constructor(
    private readonly settings: S3PhotoSettings,
    private readonly logger: Logger,
  ) {
    this.credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    };
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const headers = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' };
    const response = await this.call('PUT', name, { headers, body: bytes });
    await this.expect(response, [200], 'PUT', name);
  }

  async get(name: string): Promise<StoredPhotoFile | null> {
    const response = await this.call('GET', name);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status !== 200 || !response.body) await this.expect(response, [200], 'GET', name);
    const length = response.headers.get('content-length');
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      size: length === null ? null : Number(length),
    };
  }

  async delete(names: readonly string[]): Promise<void> {
    // S3 answers 204 whether or not the object was there; some compatible stores answer 200 or 404.
    await Promise.all(
      names.map(async (name) => this.expect(await this.call('DELETE', name), [200, 204, 404], 'DELETE', name)),
    );
  }

  /** The request's logger (with its id) when there is a request, else the process's. */
  private get log(): Logger {
    return requestScope.getStore()?.logger ?? this.logger;
  }

  /** `https://<bucket>.s3.<region>.amazonaws.com/<key>`, or `<endpoint>/<bucket>/<key>` for another store. */
  private urlOf(name: string): URL {
    if (!isPhotoFileName(name)) throw new Error(`not a photo file name: ${name}`);
    const key = `${this.settings.prefix}${name}`.split('/').map(encodeRfc3986).join('/');
    const { bucket, endpoint, region } = this.settings;
    if (endpoint) return new URL(`${endpoint.replace(/\/$/, '')}/${encodeRfc3986(bucket)}/${key}`);
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${key}`);
  }

  private async call(
    method: 'PUT' | 'GET' | 'DELETE',
    name: string,
    { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer } = {},
  ): Promise<Response> {
    const url = this.urlOf(name);
    const signed = signV4({ method, url, headers, payloadHash: body ? sha256Hex(body) : undefined }, this.credentials);
    try {
      return await fetch(url, {
        method,
        headers: signed,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      this.log.warn({ err: error, method, name }, 'photo storage unreachable');
      throw new PhotoError(PhotoErrorCode.STORAGE_UNAVAILABLE);
    }
  }

  private async expect(response: Response, ok: readonly number[], method: string, name: string): Promise<void> {
    if (ok.includes(response.status)) {
      await response.body?.cancel();
      return;
    }
    // S3's error body is a short XML document naming the reason (AccessDenied, NoSuchBucket, SignatureDoesNotMatch).
    const reason = (await response.text().catch(() => '')).slice(0, 500);
    this.log.warn({ status: response.status, method, name, reason }, 'photo storage refused a call');
    throw new PhotoError(PhotoErrorCode.STORAGE_UNAVAILABLE);
  }
}
