// Runs ESLint with `typescript` resolved to this workspace's TypeScript 5.9 for every module in the process.
// The project compiles with TypeScript 7, which npm hoists to the root, while typescript-eslint and ts-api-utils
// need TypeScript < 6.1 and would otherwise find the root copy.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const typescriptMain = pathToFileURL(require.resolve('typescript')).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript') return { url: typescriptMain, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

const eslintBin = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');
await import(pathToFileURL(eslintBin).href);
