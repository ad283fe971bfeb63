import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { root } from '../scripts/build-if-needed.mjs';
import { freePort } from '../server/src/lib/free-port.js';

/** The production build, as `npm start` runs it (request logging on, output discarded), added to
 * `children` for the caller to stop; resolves with its URL once /readyz answers. BENCH_APP_NODE_ARGS adds Node
 * options to the app alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
export async function startApp(databaseUrl: string, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(root, 'server/dist/main.js')],
    {
      // Production against a shared database requires a JWT secret; the bench makes one up.
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(48).toString('base64url'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // Request logs are discarded like a busy production's would be shipped away; errors are kept to explain a failure.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.once('exit', (code) => code && console.error(`the app exited with ${code}:\n${errors}`));
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return url;
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after a minute. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
