// How every launcher starts the server process (npm start, the e2e server, the benchmarks).
import { createServer } from 'node:net';

//
// --max-semi-space-size=32 (MB): a larger young generation means fewer scavenges and fewer
// short-lived objects promoted into the old generation, so fewer and shorter full collections.
// Measured with `npm run bench auth` (10 concurrent sign-ins, 2 cores): longest event-loop stall
// 7-23 ms across runs without it, 10-17 ms with it. Costs at most ~64 MB more young-generation memory.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', '--import', 'tsx'];
export const SERVER_ENTRY = 'apps/server/src/index.ts';

/** A free TCP port on loopback (for test and benchmark servers). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
