import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * `JWT_SECRET` when set; otherwise a secret generated once and kept in the data folder (mode 600), so a restart
 * does not sign everyone out. Config refuses to start in production against a shared database without JWT_SECRET.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string, logger: Logger): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  logger.info({ file }, 'generated a JWT secret for this machine (set JWT_SECRET to share one between instances)');
  return (await readFile(file, 'utf8')).trim();
}
