// How every launcher starts the server process (npm start, the e2e server, the benchmarks).
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

//
// --single-threaded-gc: V8 collects on the main thread only, with no parallel-scavenge or
// concurrent-marking helper threads. Password hashing already runs on `cores - 1` libuv threads
// (apps/server/src/services/auth/password-hashing.ts); on a 2-core machine the collector's helpers then
// fight the event loop for the one free core, and a full collection whose concurrent marking was
// starved finishes in one long pause on the main thread (24-36 ms measured). Collecting on the main
// thread is cheaper here than waiting for starved helpers.
// --max-semi-space-size=16 (MB): a young generation large enough that short-lived request objects
// die there instead of being promoted into the old generation, small enough that one scavenge stays
// short when it runs on the main thread alone.
// Measured with `npm run bench auth` (10 concurrent sign-ins, 2 cores), longest event-loop stall
// per run: semi-space 32 with parallel GC 9-36 ms (2 of 8 runs over 20); single-threaded GC with
// semi-space 32 10-18 ms, with 16 5-14 ms, with 64 12-33 ms. Sign-in throughput, sign-in p95 and the
// report and conditions benchmarks did not change measurably.
// --max-old-space-size=320 (MB): the old generation's limit, set for a 1 GB server (decision 020).
// V8 sizes the limit from the machine's memory (a quarter of it: 256 MB on 1 GB, 4 GB on this
// 24 GB machine) and lets the heap grow lazily towards it, so on a big machine the same load held
// 911 MB at its peak under `npm run bench reports` where a 320 MB limit held 496 MB with the same
// work done. The live heap with every data file loaded is about 165 MB; past 320 MB the process
// would stop with an out-of-memory error, so raise it here for a server with more memory and more
// data than that.
// TypeScript: Node 24 runs the server's .ts files itself (type stripping: the sources use only
// erasable syntax, `erasableSyntaxOnly` in tsconfig.json keeps it so), with its compile cache on
// (scripts/compile-cache.mjs); a Node without type stripping loads them through tsx (decision 021).
// scripts/fast-resolve.mjs keeps Node's resolver from re-reading package.json (decision 022).
// --liftoff-only: the embedded Postgres (PGlite) is WebAssembly, and V8 recompiles its hot
// functions with its optimizing compiler in the background. One of them (function #2272, 105 KB of
// code) takes that compiler 2 s and 604 MB of working memory, a few seconds after every start:
// the process peaked at 800-860 MB where it otherwise stays under 550 MB. V8's baseline compiler
// alone keeps the peak there, at some cost in query speed (decision 023).
export const SERVER_NODE_ARGS = [
  '--single-threaded-gc',
  '--liftoff-only',
  '--max-semi-space-size=16',
  '--max-old-space-size=320',
  '--import',
  fileURLToPath(new URL('./compile-cache.mjs', import.meta.url)),
  '--import',
  fileURLToPath(new URL('./fast-resolve.mjs', import.meta.url)),
  ...(process.features.typescript ? [] : ['--import', 'tsx']),
];
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
