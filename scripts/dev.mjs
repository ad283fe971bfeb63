// `npm run dev`: the API with reload on :8080 (tsx watch) and the client with hot module replacement on :5173
// (Vite, proxying /graphql and /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { root } from './build-if-needed.mjs';

const children = [
  ['api', ['run', 'dev', '-w', 'server']],
  ['web', ['run', 'dev', '-w', 'client']],
].map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

let exiting = false;
const stopAll = () => {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
