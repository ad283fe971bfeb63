import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { paths } from './paths.js';

/**
 * Every setting TripMate reads, validated once at boot. A bad value stops the process with a message
 * that names the variable; nothing else in the server reads `process.env`.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.join(' or ')}//` },
  );

/** A size such as 100kb or 2mb (bytes, kb or mb). */
const size = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb or 2mb')
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATA_DIR: optionalText,
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: size('100kb'),
  GRAPHQL_RESPONSE_LIMIT: size('2mb'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(loopback|true|false|\d{1,2}|[\d.:/a-fA-F, ]+)$/,
      'must be loopback, true, false, a hop count or addresses',
    )
    .default('loopback'),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (for example: openssl rand -base64 48)',
  }),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  // Accounts: where the OAuth flow returns the browser, and how it hands the session over (see docs/accounts.md).
  CLIENT_URL: optionalUrl(['http:', 'https:']),
  OAUTH_RETURN: z.enum(['code', 'token']).default('code'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  SIGNIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // Limits on what a stranger may spend (issue 13): see .env.example.
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('tripmate:'),
  BUSINESS_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  BUSINESSES_PER_OWNER: z.coerce.number().int().min(1).max(100_000).default(50),
  PHOTO_UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  // Moderation (issue 19): reports of listings, and who may review them (see .env.example).
  BUSINESS_REPORTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  BUSINESS_REPORTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  BUSINESS_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  BUSINESS_REPORTER_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  ADMIN_EMAILS: optionalText.transform((value, context) => parseEmails(value, context)),
  // Listing photos: files under $DATA_DIR/photos, or an S3-compatible bucket (see .env.example).
  PHOTO_S3_BUCKET: optionalText.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    },
  ),
  PHOTO_S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as eu-west-1 (or auto)')
    .default('us-east-1'),
  PHOTO_S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  PHOTO_S3_ACCESS_KEY_ID: optionalText,
  PHOTO_S3_SECRET_ACCESS_KEY: optionalText,
  PHOTO_S3_PREFIX: optionalText.refine(
    (value) =>
      value === undefined ||
      (/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/.test(value) && !value.includes('..') && !value.includes('//')),
    {
      message: 'must be a key prefix such as photos/ (letters, digits, /, _, . and -; not starting with /)',
    },
  ),
  EMAIL_CHANGES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z.string().trim().url('must be a URL').default('https://generativelanguage.googleapis.com'),
  OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_MAPS_BROWSER_KEY: optionalText,
  // The edge: who may call us from a browser, slow clients, shutdown.
  CORS_ORIGINS: optionalText.transform((value, context) => parseOrigins(value, context)),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(5_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
});

/** `https://a.example, http://localhost:5173` -> exact origins (scheme, host, port; no path), or an issue naming the bad one. */
function parseOrigins(value: string | undefined, context: z.RefinementCtx): readonly string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.origin !== item.replace(/\/$/, '') ||
      url.username ||
      url.password
    ) {
      context.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin: give scheme, host and optional port, such as https://app.example.com`,
      });
      return [];
    }
    origins.push(url.origin);
  }
  return origins;
}

/** `ana@example.lk, Ravi@Example.lk` -> lower-cased addresses, or an issue naming the one that is not an email. */
function parseEmails(value: string | undefined, context: z.RefinementCtx): readonly string[] {
  if (value === undefined) return [];
  const emails: string[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (!z.email().safeParse(item).success) {
      context.addIssue({
        code: 'custom',
        message: `"${item}" is not an email address: give comma-separated addresses, such as ana@example.lk`,
      });
      return [];
    }
    emails.push(item.toLowerCase());
  }
  return [...new Set(emails)];
}

/** A client id and secret for one provider: both or neither. */
function providerPair(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export type Config = {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  /** Where the web client lives, and so where Google and GitHub sign-in return the browser; PUBLIC_URL by default. */
  readonly clientUrl: string;
  readonly database: { readonly url?: string; readonly embeddedPort: number };
  readonly dataDir: string;
  readonly redisUrl?: string;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  readonly bodyLimit: string;
  /** The longest GraphQL answer, in bytes, before it is refused with a 400 instead of sent. */
  readonly graphqlResponseLimitBytes: number;
  readonly shutdownTimeoutMs: number;
  readonly clientDist: string;
  readonly trustProxy: boolean | number | string;
  readonly auth: {
    /** Unset: generated once into the data folder (see auth/jwt-secret.ts). */
    readonly jwtSecret?: string;
    readonly tokenTtlSeconds: number;
    readonly google?: { readonly clientId: string; readonly clientSecret: string };
    readonly github?: { readonly clientId: string; readonly clientSecret: string };
    /**
     * `code`: the browser gets a one-time code bound to it, which the client exchanges by POST for the token.
     * `token`: the spec's `/oauth-success?token=…` (the token in a URL, and open to login CSRF).
     */
    readonly oauthReturn: 'code' | 'token';
    /** Sign-in attempts one address may make in 10 minutes, and sign-ups in an hour. */
    readonly signinAttemptsPerAddress: number;
    readonly signupsPerAddress: number;
  };
  readonly limits: {
    /** Prepended to every Redis key, so deployments (or test runs) sharing one Redis never mix their counters. */
    readonly redisKeyPrefix: string;
    /** Business registrations one address may make in an hour. */
    readonly businessRegistrationsPerAddress: number;
    /** Live listings one account may own. */
    readonly businessesPerOwner: number;
    /** Photo uploads one address may make in an hour. */
    readonly photoUploadsPerAddress: number;
    /** Attempts to change the email address one account may make in a day. */
    readonly emailChangesPerAccount: number;
    /** Reports of listings one address, and one account, may make in an hour. */
    readonly businessReportsPerAddress: number;
    readonly businessReportsPerAccount: number;
  };
  readonly moderation: {
    /**
     * Reports that count, from this many different networks, hide a new listing until an admin reviews it; an older
     * listing, one with photos, one restored before take more (modules/business/reports/hiding-rule.ts).
     */
    readonly reportThreshold: number;
    /** A report counts towards hiding only from a signed-in account at least this many days old. */
    readonly reporterMinAccountDays: number;
    /** The accounts, by email (lower case), that may review reported listings; none by default. */
    readonly adminEmails: readonly string[];
  };
  /** The model the assistant and the planner's writer share (modules/llm). */
  readonly models: {
    /** Gemini when its key is set; else an OpenAI-compatible endpoint when its URL is set; else none (built-in text). */
    readonly gemini?: { readonly apiKey: string; readonly model: string; readonly baseUrl: string };
    readonly openai?: { readonly baseUrl: string; readonly apiKey?: string; readonly model: string };
    /** One attempt's limit, for every caller. */
    readonly timeoutMs: number;
  };
  readonly edge: {
    /** Origins allowed to call /api, /graphql and /oauth2 from a browser; empty: same origin only. */
    readonly corsOrigins: readonly string[];
    readonly headersTimeoutMs: number;
    /** The whole body of an ordinary request must arrive within this. */
    readonly requestTimeoutMs: number;
    /** An upload (a listing's photo) may go this long without a byte; a slow link is not a stalled one. */
    readonly uploadIdleTimeoutMs: number;
    /** …and must arrive whole within this, so a trickle cannot hold a connection for ever. */
    readonly uploadTimeoutMs: number;
    readonly keepAliveTimeoutMs: number;
    /** After SIGTERM: how long /readyz answers 503 while requests are still taken, before the listener closes. */
    readonly shutdownDelayMs: number;
  };
  /** Listing photos: files in `folder`, or the S3-compatible bucket when PHOTO_S3_BUCKET is set. */
  readonly photos: {
    readonly folder: string;
    /** Secret: secretAccessKey stays on the server. */
    readonly s3?: {
      readonly bucket: string;
      readonly region: string;
      /** Another store than AWS: its URL; objects are then addressed by path (`<endpoint>/<bucket>/<key>`). */
      readonly endpoint?: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
      /** Put before every object key: empty, or a folder such as `photos/`. */
      readonly prefix: string;
      /** One call's limit, in ms. */
      readonly timeoutMs: number;
    };
  };
  /** Secrets: apiKey stays on the server; browserKey is meant for the browser (referrer-restricted). */
  readonly googleMaps: { readonly apiKey?: string; readonly browserKey?: string };
};

/** One call to the photo bucket: long enough for a 1200 px WebP on a slow link, short enough not to hold a request. */
const PHOTO_STORAGE_TIMEOUT_MS = 15_000;

export class ConfigError extends Error {}

/** Reads `.env` at the repository root when there is one; variables already set win. */
export function loadDotEnv(file = paths.dotEnv): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  for (const provider of ['GOOGLE', 'GITHUB'] as const) {
    const id = e[`${provider}_CLIENT_ID`];
    const secret = e[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(
        `  ${id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`}: must be set together with ${id ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`}`,
      );
    }
  }
  // A secret generated on one machine cannot be shared: production against a shared database may run several
  // instances that must all accept each other's tokens.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    problems.push(
      '  JWT_SECRET: is required in production with DATABASE_URL (every instance must sign tokens with the same secret)',
    );
  }
  // Behind a proxy that appends to X-Forwarded-For, `true` takes the left-most address, which the client wrote: any
  // client could choose its address and step round every per-address limit.
  if (e.NODE_ENV === 'production' && e.TRUST_PROXY === 'true') {
    problems.push(
      `  TRUST_PROXY: ${TRUST_PROXY_TRUE}; in production give the number of proxies in front (for example 1) or their addresses`,
    );
  }
  if (e.PHOTO_S3_BUCKET) {
    for (const name of ['PHOTO_S3_ACCESS_KEY_ID', 'PHOTO_S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) problems.push(`  ${name}: must be set together with PHOTO_S3_BUCKET`);
    }
  } else {
    const stray = (
      ['PHOTO_S3_ENDPOINT', 'PHOTO_S3_ACCESS_KEY_ID', 'PHOTO_S3_SECRET_ACCESS_KEY', 'PHOTO_S3_PREFIX'] as const
    ).filter((name) => e[name]);
    if (stray.length)
      problems.push(
        `  PHOTO_S3_BUCKET: must be set to keep photos in S3 (${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set)`,
      );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    problems.push(
      '  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  if (e.UPLOAD_IDLE_TIMEOUT_MS > e.UPLOAD_TIMEOUT_MS) {
    problems.push(
      '  UPLOAD_IDLE_TIMEOUT_MS: must not be longer than UPLOAD_TIMEOUT_MS (the pause is part of the upload)',
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = e.DATA_DIR ?? paths.dataDir;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    clientUrl: e.CLIENT_URL?.replace(/\/$/, '') ?? publicUrl,
    database: { url: e.DATABASE_URL, embeddedPort: e.EMBEDDED_PG_PORT },
    dataDir,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    graphqlResponseLimitBytes: parseSize(e.GRAPHQL_RESPONSE_LIMIT),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientDist: paths.clientDist,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auth: {
      jwtSecret: e.JWT_SECRET,
      tokenTtlSeconds: e.JWT_TTL_HOURS * 3600,
      google: providerPair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: providerPair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      oauthReturn: e.OAUTH_RETURN,
      signinAttemptsPerAddress: e.SIGNIN_ATTEMPTS_PER_ADDRESS,
      signupsPerAddress: e.SIGNUPS_PER_ADDRESS,
    },
    limits: {
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
      businessRegistrationsPerAddress: e.BUSINESS_REGISTRATIONS_PER_ADDRESS,
      businessesPerOwner: e.BUSINESSES_PER_OWNER,
      photoUploadsPerAddress: e.PHOTO_UPLOADS_PER_ADDRESS,
      emailChangesPerAccount: e.EMAIL_CHANGES_PER_ACCOUNT,
      businessReportsPerAddress: e.BUSINESS_REPORTS_PER_ADDRESS,
      businessReportsPerAccount: e.BUSINESS_REPORTS_PER_ACCOUNT,
    },
    moderation: {
      reportThreshold: e.BUSINESS_REPORT_THRESHOLD,
      reporterMinAccountDays: e.BUSINESS_REPORTER_MIN_ACCOUNT_DAYS,
      adminEmails: e.ADMIN_EMAILS,
    },
    models: {
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL.replace(/\/$/, '') }
        : undefined,
      openai: e.OPENAI_BASE_URL
        ? { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL }
        : undefined,
      timeoutMs: e.MODEL_TIMEOUT_MS,
    },
    photos: {
      folder: path.join(dataDir, 'photos'),
      s3: e.PHOTO_S3_BUCKET
        ? {
            bucket: e.PHOTO_S3_BUCKET,
            region: e.PHOTO_S3_REGION,
            endpoint: e.PHOTO_S3_ENDPOINT?.replace(/\/$/, ''),
            accessKeyId: e.PHOTO_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.PHOTO_S3_SECRET_ACCESS_KEY!,
            // A prefix names a folder of the bucket: photos and photos/ mean the same.
            prefix: e.PHOTO_S3_PREFIX ? `${e.PHOTO_S3_PREFIX.replace(/\/$/, '')}/` : '',
            timeoutMs: PHOTO_STORAGE_TIMEOUT_MS,
          }
        : undefined,
    },
    googleMaps: { apiKey: e.GOOGLE_MAPS_API_KEY, browserKey: e.GOOGLE_MAPS_BROWSER_KEY },
    edge: {
      corsOrigins: e.CORS_ORIGINS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS,
      uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      // A load balancer needs a few seconds to see /readyz fail; elsewhere (tests, Ctrl-C in development) do not wait.
      shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    },
  };
}

/** "512kb" -> 524288 (the format BODY_LIMIT uses). */
function parseSize(value: string): number {
  const [, amount, unit] = /^(\d+)(b|kb|mb)$/i.exec(value)!;
  return Number(amount) * { b: 1, kb: 1024, mb: 1024 * 1024 }[unit!.toLowerCase() as 'b' | 'kb' | 'mb'];
}

/** Why TRUST_PROXY=true is refused in production and warned of elsewhere. */
export const TRUST_PROXY_TRUE =
  'true trusts every X-Forwarded-For address, so any client can write its own and step round the per-address limits';

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
