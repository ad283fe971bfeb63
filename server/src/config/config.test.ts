import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no variables at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      database: { url: undefined },
      redisUrl: undefined,
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://tripmate.lk/' }).publicUrl).toBe('https://tripmate.lk');
  });

  it('returns OAuth to CLIENT_URL, PUBLIC_URL by default, and hands over a code unless OAUTH_RETURN=token', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.tripmate.lk' })).toMatchObject({
      clientUrl: 'https://api.tripmate.lk',
      auth: { oauthReturn: 'code' },
    });
    expect(loadConfig({ CLIENT_URL: 'https://tripmate.lk/', OAUTH_RETURN: 'token' })).toMatchObject({
      clientUrl: 'https://tripmate.lk',
      auth: { oauthReturn: 'token' },
    });
  });

  it.each([
    [{ CLIENT_URL: 'tripmate.lk' }, 'CLIENT_URL'],
    [{ OAUTH_RETURN: 'cookie' }, 'OAUTH_RETURN'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BODY_LIMIT: 'huge' }, 'BODY_LIMIT'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://app.example.com/path' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://ok.example.com, *' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'ftp://files.example.com' }, 'CORS_ORIGINS'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS'],
    [{ UPLOAD_IDLE_TIMEOUT_MS: '20000', UPLOAD_TIMEOUT_MS: '10000' }, 'UPLOAD_IDLE_TIMEOUT_MS'],
    [
      { PHOTO_S3_BUCKET: 'Photos_Bucket', PHOTO_S3_ACCESS_KEY_ID: 'a', PHOTO_S3_SECRET_ACCESS_KEY: 's' },
      'PHOTO_S3_BUCKET',
    ],
    [{ PHOTO_S3_BUCKET: 'photos', PHOTO_S3_SECRET_ACCESS_KEY: 's' }, 'PHOTO_S3_ACCESS_KEY_ID'],
    [{ PHOTO_S3_BUCKET: 'photos', PHOTO_S3_ACCESS_KEY_ID: 'a' }, 'PHOTO_S3_SECRET_ACCESS_KEY'],
    [{ PHOTO_S3_ACCESS_KEY_ID: 'a', PHOTO_S3_SECRET_ACCESS_KEY: 's' }, 'PHOTO_S3_BUCKET'],
    [
      {
        PHOTO_S3_BUCKET: 'photos',
        PHOTO_S3_ACCESS_KEY_ID: 'a',
        PHOTO_S3_SECRET_ACCESS_KEY: 's',
        PHOTO_S3_ENDPOINT: 'minio:9000',
      },
      'PHOTO_S3_ENDPOINT',
    ],
    [
      {
        PHOTO_S3_BUCKET: 'photos',
        PHOTO_S3_ACCESS_KEY_ID: 'a',
        PHOTO_S3_SECRET_ACCESS_KEY: 's',
        PHOTO_S3_PREFIX: '../up',
      },
      'PHOTO_S3_PREFIX',
    ],
    [{ PHOTO_UPLOADS_PER_ADDRESS: '0' }, 'PHOTO_UPLOADS_PER_ADDRESS'],
    [{ ADMIN_EMAILS: 'ana@example.lk, not-an-email' }, 'ADMIN_EMAILS'],
    [{ BUSINESS_REPORT_THRESHOLD: '0' }, 'BUSINESS_REPORT_THRESHOLD'],
  ])('refuses %j with a message naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it('reads CORS_ORIGINS as exact origins, none when unset', () => {
    expect(loadConfig({}).edge.corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://app.example.com/ , http://localhost:5173' }).edge.corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example.com,nope' })).toThrow(
      'CORS_ORIGINS: "nope" is not an origin',
    );
  });

  it('waits 5 s after SIGTERM before closing the listener in production only, unless told', () => {
    expect(loadConfig({}).edge.shutdownDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).edge.shutdownDelayMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '0' }).edge.shutdownDelayMs).toBe(0);
  });

  it('keeps photos under DATA_DIR/photos, or in the S3-compatible bucket when one is configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tripmate' }).photos).toEqual({ folder: '/srv/tripmate/photos', s3: undefined });
    const s3 = {
      PHOTO_S3_BUCKET: 'tripmate-photos',
      PHOTO_S3_ACCESS_KEY_ID: 'AKID',
      PHOTO_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).photos.s3).toEqual({
      bucket: 'tripmate-photos',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: '',
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({
        ...s3,
        PHOTO_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        PHOTO_S3_REGION: 'auto',
        PHOTO_S3_PREFIX: 'listings',
      }).photos.s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      prefix: 'listings/',
    });
  });

  it('names no admin by default, and reads ADMIN_EMAILS as lower-cased addresses', () => {
    expect(loadConfig({}).moderation).toEqual({ reportThreshold: 3, reporterMinAccountDays: 7, adminEmails: [] });
    expect(
      loadConfig({
        ADMIN_EMAILS: ' Ana@Example.lk ,ravi@example.lk,ana@example.lk',
        BUSINESS_REPORT_THRESHOLD: '5',
        BUSINESS_REPORTER_MIN_ACCOUNT_DAYS: '0',
      }).moderation,
    ).toEqual({
      reportThreshold: 5,
      reporterMinAccountDays: 0,
      adminEmails: ['ana@example.lk', 'ravi@example.lk'],
    });
    expect(() => loadConfig({ ADMIN_EMAILS: 'ana@example.lk;ravi@example.lk' })).toThrow(
      'ADMIN_EMAILS: "ana@example.lk;ravi@example.lk" is not an email address',
    );
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({
      database: { url: undefined },
      redisUrl: undefined,
    });
  });
});
