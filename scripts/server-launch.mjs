// How every launcher starts the server process (npm start, the e2e server, the benchmarks).
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

//
// The collector: scavenges (young generation) on the main thread only (--no-parallel-scavenge), full
// collections marked concurrently by one background thread (--concurrent-marking-max-worker-num=1).
// Password hashing already runs on `cores - 1` libuv threads (apps/server/src/services/auth/
// password-hashing.ts); on a 2-core machine parallel scavenge helpers fight the event loop for the
// one free core. Until 2026-11-28 the server ran with --single-threaded-gc, which also put the
// marking of a full collection on the main thread: with every data file loaded (about 175 MB live)
// that was an atomic pause of 130-155 ms every 3-4 s under the report-list load (100 connections),
// and it made that list's p99. Measured with `npm run bench reports`, list phase, same machine, back
// to back: single-threaded 1,041 req/s, p99 254 ms, full-collection pause 143-155 ms, peak 556 MB;
// this collector 1,097 req/s, p99 152 ms, pause 15-16 ms, peak 494 MB. Under `npm run bench auth`
// (10 concurrent sign-ins) the longest event-loop stall was 11.2 and 16.8 ms against 17.3 and
// 21.6 ms single-threaded (decision 007).
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
  '--no-parallel-scavenge',
  '--concurrent-marking-max-worker-num=1',
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

// The server's environment, on top of the caller's. MALLOC_ARENA_MAX=1: glibc's malloc keeps one
// arena for every thread instead of one per thread. Password hashing (Argon2id, 19 MiB per hash,
// decision 025) runs on whichever of libuv's four pool threads is free; with an arena per thread
// each of them kept its own freed 19 MiB buffer (glibc raises its mmap threshold after the first
// large free, so later buffers come from the thread's arena and stay there). Measured on this
// machine, 40 hashes in a row: 179 MB resident with an arena per thread, 65 MB with one arena,
// 46 MB with every large buffer mapped afresh (GLIBC_TUNABLES mmap_threshold), which costs each hash
// 73 ms of page faults (97 ms a hash instead of 23). Under `npm run bench reports` (its sign-ups
// and sign-ins) the server's peak was 616 MB with an arena per thread. Ignored where the C library
// is not glibc.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };

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
