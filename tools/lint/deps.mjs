// Checks the import graph against the architecture's rules (dependency-cruiser.cjs beside this file). Like run.mjs,
// it resolves `typescript` to this workspace's TypeScript 5.9: dependency-cruiser reads TypeScript through its
// compiler API, which TypeScript 7 (the project's compiler, hoisted to the root) does not have.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const typescriptMain = pathToFileURL(require.resolve('typescript')).href;
const typescriptManifest = pathToFileURL(require.resolve('typescript/package.json')).href;

const here = path.dirname(fileURLToPath(import.meta.url));

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript') return { url: typescriptMain, format: 'commonjs', shortCircuit: true };
    if (specifier === 'typescript/package.json') return { url: typescriptManifest, format: 'json', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

process.argv = [
  process.argv[0],
  'depcruise',
  '--config',
  path.join(here, 'dependency-cruiser.cjs'),
  '--output-type',
  'err-long',
  'server/src',
  'client/src',
  'bench',
  'tests',
];
const root = path.resolve(here, '../..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
await import(pathToFileURL(cli).href);
