// Fails when regenerating schema.graphql or client/src/gql changes anything: the committed contract must be the
// one the code produces.
import { spawnSync } from 'node:child_process';
import { root } from './build-if-needed.mjs';

const generated = ['schema.graphql', 'client/src/gql'];
const codegen = spawnSync('npm', ['run', '-s', 'codegen'], { cwd: root, stdio: 'inherit' });
if (codegen.status !== 0) process.exit(codegen.status ?? 1);

const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' });
if (status.status !== 0) {
  console.error(status.stderr);
  process.exit(1);
}
if (status.stdout.trim()) {
  console.error('Generated files are stale; run `npm run codegen` and commit the result:');
  console.error(status.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...generated], { cwd: root, stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are up to date.');
