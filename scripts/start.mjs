#!/usr/bin/env node
// `npm start`: builds the web app if it has not been built, then runs the server in this process's
// place (signals reach it directly, so SIGTERM drains in-flight requests).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { SERVER_ENTRY, SERVER_NODE_ARGS } from './server-launch.mjs';
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
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
