// Builds the server and the client when their output is missing or older than their sources, so `npm start` and
// `npm test` always run what the working tree says, and a second start does not rebuild.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  {
    name: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json'],
  },
  {
    name: 'client',
    output: 'client/dist/index.html',
    // content/ is bundled into the client (the guides, the image manifest, the first hero slide in index.html).
    sources: [
      'client/src',
      'client/index.html',
      'client/public',
      'client/vite.config.ts',
      'client/content-plugin.ts',
      'client/boot-plugin.ts',
      'client/global-css-plugin.ts',
      'client/pwa-precache.ts',
      'client/package.json',
      'content',
    ],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIfNeeded({ force = false, only = ['server', 'client'] } = {}) {
  for (const target of targets.filter((t) => only.includes(t.name))) {
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const stale = force || builtAt === 0 || target.sources.some((source) => newestMtime(source) > builtAt);
    if (!stale) continue;
    console.log(`[tripmate] building the ${target.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[tripmate] the ${target.name} build failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
