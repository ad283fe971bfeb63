// `npm start`: build what is missing or stale, then run the production server (API and built client on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();

// Production mode unless told otherwise: libraries such as graphql-js skip their development-time checks.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});

// Ctrl-C reaches the server from the terminal; a SIGTERM sent to this process alone is passed on. Either way this
// process waits for the server's graceful shutdown and exits with its code.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
