import { spawn } from 'node:child_process';
import path from 'node:path';
import { paths } from '../config/paths.js';
import { freePort } from '../lib/free-port.js';
import { testEnv } from './test-server.js';

export type AppProcess = {
  readonly url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The JSON log lines written so far. */
  logs(): { level: number; msg: string }[];
  stop(): Promise<void>;
};

/**
 * The server as `npm run dev` runs it (src/main.ts under tsx), in its own process, against the test run's
 * PostgreSQL; resolves once /readyz answers. For what one process cannot show: several instances, a crash at boot.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(paths.root, 'server'),
    env: { ...process.env, ...testEnv(), LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output.join('')}`);
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The app was not ready within 60 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    fetch: (path, init) => fetch(url + path, init),
    logs: () =>
      output
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
