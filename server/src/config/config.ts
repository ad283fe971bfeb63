import { existsSync } from 'node:fs';
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
  BODY_LIMIT: z
    .string()
    .trim()
    .regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb or 1mb')
    .default('100kb'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_MAPS_BROWSER_KEY: optionalText,
});

export type Config = {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly database: { readonly url?: string; readonly embeddedPort: number };
  readonly dataDir: string;
  readonly redisUrl?: string;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  readonly bodyLimit: string;
  readonly shutdownTimeoutMs: number;
  readonly clientDist: string;
  /** Secrets: apiKey stays on the server; browserKey is meant for the browser (referrer-restricted). */
  readonly googleMaps: { readonly apiKey?: string; readonly browserKey?: string };
};

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: { url: e.DATABASE_URL, embeddedPort: e.EMBEDDED_PG_PORT },
    dataDir: e.DATA_DIR ?? paths.dataDir,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clientDist: paths.clientDist,
    googleMaps: { apiKey: e.GOOGLE_MAPS_API_KEY, browserKey: e.GOOGLE_MAPS_BROWSER_KEY },
  };
}
