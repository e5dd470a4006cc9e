#!/usr/bin/env node
// `npm start`: builds the web app if it has not been built, then runs the server as a child with an
// IPC channel. SIGTERM and SIGINT are passed on and this process exits with the server, after it
// has drained; if this process dies (even by SIGKILL) the channel closes and the server drains and
// exits too. package.json starts it with `exec`, so npm's shell does not sit between npm and this
// process (a shell that is signalled dies without passing the signal on).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_ARGS } from './server-launch.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@anglerscout/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
  cwd: root,
  env: { ...process.env, ...SERVER_ENV },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
