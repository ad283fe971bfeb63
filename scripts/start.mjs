// `npm start`: build what is missing or stale, then run the production server (API and built client on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();

// Production mode unless told otherwise: libraries such as graphql-js skip their development-time checks.
// The IPC channel ties the server to this process: if this one ends in any way, the server shuts down (main.ts).
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});

// SIGTERM and SIGINT are passed on (the server shuts down once, however many arrive); this process then waits for
// the server's graceful shutdown and exits with its code.
const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
// `npm start` runs this under `sh -c`; npm passes its SIGTERM to that shell only, which dies without passing it on.
// Losing the parent is then the signal to stop.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) forward('SIGTERM');
}, 500);
watch.unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
