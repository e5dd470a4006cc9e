#!/usr/bin/env node
// `npm run bench`: runs every benchmark file in the workspace one after another (they share two
// cores, so never in parallel), collects their `BENCH {json}` lines and prints one table.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV } from './server-launch.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs = ['bench', 'packages/scout/bench', 'apps/server/bench', 'tools/validate/bench'];
const only = process.argv.slice(2);
const files = dirs
  .flatMap((d) =>
    existsSync(join(root, d))
      ? readdirSync(join(root, d))
          .filter((f) => f.endsWith('.bench.ts'))
          .map((f) => join(d, f))
      : [],
  )
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)));

const rows = [];
for (const file of files) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: root,
    // Each benchmark runs with the server's allocator setting (one malloc arena), so code measured
    // in the bench's own process (the science in scout.bench.ts, the hello-world in
    // foundation.bench.ts) is measured as the server runs it. Without it the scout bench's
    // resident memory swung 382-419 MB between runs on Node 24 (one arena: 370-373 MB).
    env: { ...process.env, ...SERVER_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of (run.stdout ?? '').split('\n')) {
    if (line.startsWith('BENCH ')) {
      try {
        rows.push({ file, ...JSON.parse(line.slice(6)) });
      } catch {
        console.log(line);
      }
    } else if (line.trim()) console.log(line);
  }
  if (run.status !== 0)
    rows.push({
      file,
      name: `${file} exited ${run.status}`,
      value: NaN,
      unit: '',
      goal: 'exit 0',
      pass: false,
    });
}

const fmt = (v) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v);
const table = rows.map((r) => [
  r.name,
  `${fmt(r.value)} ${r.unit ?? ''}`.trim(),
  r.goal ?? '',
  r.pass === undefined ? 'info' : r.pass ? 'PASS' : 'FAIL',
]);
const head = ['benchmark', 'value', 'goal', 'result'];
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of table) console.log(line(r));
const failed = rows.filter((r) => r.pass === false).length;
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
