import { createHash, createHmac } from 'node:crypto';

/** What AWS Signature Version 4 needs to know about who signs, and for which region and service. */
export type SigV4Credentials = {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly service: string;
};

export type SigV4Request = {
  readonly method: string;
  readonly url: URL;
  /** Headers to send and sign, besides host, x-amz-date and x-amz-content-sha256, which are added. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The body's SHA-256, hex; the empty body's when there is none. */
  readonly payloadHash?: string;
};

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Signs one request with AWS Signature Version 4 (the Authorization header), as S3 and every S3-compatible store
 * (MinIO, Cloudflare R2, Backblaze B2, Ceph) accept it. A few lines of HMAC instead of the AWS SDK: TripMate needs
 * three calls (PUT, GET, DELETE of one object), and the SDK is dozens of packages. The path is signed as given, so
 * the caller encodes each segment once (S3 signs paths without encoding them twice).
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, now = new Date()): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = request.payloadHash ?? EMPTY_PAYLOAD_HASH;
  const headers: Record<string, string> = {
    ...lowerCased(request.headers ?? {}),
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  // Host is set by fetch itself from the URL; sending it again is refused by undici.
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** RFC 3986 encoding, as SigV4 wants it: everything but unreserved characters, `~` included among those. */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}
