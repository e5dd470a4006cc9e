import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Plants one file per boundary rule in the real tree, lints them with the repository's own
 * command line and config, and expects each rule to fire. If a resolver or config change stops a
 * rule from seeing its imports (as the plain node resolver never saw `@/`), this fails.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TAG = `zz-planted-${process.pid}`;

interface Plant {
  name: string;
  path: string;
  code: string;
  rule: string;
}

const PLANTS: Plant[] = [
  {
    name: 'a feature imports another feature through @/',
    path: `apps/web/src/features/${TAG}/cross-feature.ts`,
    code: `import { parseSse } from '@/features/reports/lib/parse-sse.ts';\nexport const x = parseSse;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared lib imports a feature through @/',
    path: `apps/web/src/lib/${TAG}-lib.ts`,
    code: `import { parseSse } from '@/features/reports/lib/parse-sse.ts';\nexport const x = parseSse;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an import cycle through @/ (first half)',
    path: `apps/web/src/lib/${TAG}-cycle-a.ts`,
    code: `import { b } from '@/lib/${TAG}-cycle-b.ts';\nexport const a = () => b;\n`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'an import cycle through @/ (second half)',
    path: `apps/web/src/lib/${TAG}-cycle-b.ts`,
    code: `import { a } from '@/lib/${TAG}-cycle-a.ts';\nexport const b = () => a;\n`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a hook called conditionally',
    path: `apps/web/src/lib/${TAG}-hook.ts`,
    code: `import { useState } from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n`,
    rule: 'react-hooks/rules-of-hooks',
  },
  {
    name: 'a route runs SQL through drizzle',
    path: `apps/server/src/routes/${TAG}.ts`,
    code: `import { sql } from 'drizzle-orm';\nexport const q = sql\`select 1\`;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'runtime server code imports a test-only fake',
    path: `apps/server/src/providers/${TAG}.ts`,
    code: `import { startFakeCrm } from '../test/fake-crm-server.ts';\nexport const x = startFakeCrm;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a service imports an HTTP helper',
    path: `apps/server/src/services/${TAG}.ts`,
    code: `import { parseBody } from '../lib/http/parse-body.ts';\nexport const x = parseBody;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server HTTP helper imports a route',
    path: `apps/server/src/lib/http/${TAG}-route.ts`,
    code: `import { createHealthRoutes } from '../../routes/health.ts';\nexport const x = createHealthRoutes;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server HTTP helper imports a service',
    path: `apps/server/src/lib/http/${TAG}-service.ts`,
    code: `import { listSpots } from '../../services/spots/read-spots.ts';\nexport const x = listSpots;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server primitive imports an HTTP helper',
    path: `apps/server/src/lib/primitives/${TAG}-http.ts`,
    code: `import { clientIp } from '../http/client-ip.ts';\nexport const x = clientIp;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server primitive imports a service',
    path: `apps/server/src/lib/primitives/${TAG}-service.ts`,
    code: `import { listSpots } from '../../services/spots/read-spots.ts';\nexport const x = listSpots;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server primitive imports a route',
    path: `apps/server/src/lib/primitives/${TAG}-route.ts`,
    code: `import { createHealthRoutes } from '../../routes/health.ts';\nexport const x = createHealthRoutes;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a server primitive uses Hono',
    path: `apps/server/src/lib/primitives/${TAG}-hono.ts`,
    code: `import type { Context } from 'hono';\nexport type X = Context;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'scout reads a file',
    path: `packages/scout/src/${TAG}-fs.ts`,
    code: `import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'scout calls fetch',
    path: `packages/scout/src/${TAG}-fetch.ts`,
    code: `export const x = () => fetch('https://example.com');\n`,
    rule: 'no-restricted-globals',
  },
  {
    name: 'contracts import node:crypto',
    path: `packages/contracts/src/${TAG}.ts`,
    code: `import { randomUUID } from 'node:crypto';\nexport const x = randomUUID;\n`,
    rule: 'no-restricted-imports',
  },
];

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let results: LintResult[] = [];

beforeAll(async () => {
  for (const p of PLANTS) {
    mkdirSync(dirname(join(ROOT, p.path)), { recursive: true });
    writeFileSync(join(ROOT, p.path), p.code);
  }
  try {
    const run = promisify(execFile);
    const args = [
      '--require',
      './tools/lint/typescript-5.cjs',
      'node_modules/eslint/bin/eslint.js',
      '--config',
      'tools/lint/eslint.config.js',
      '--format',
      'json',
      ...PLANTS.map((p) => p.path),
    ];
    // ESLint exits 1 when it finds errors, which is what this test wants.
    const out = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 64 << 20 }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
    );
    results = JSON.parse(out.stdout) as LintResult[];
  } finally {
    for (const p of PLANTS) rmSync(join(ROOT, p.path), { force: true });
    rmSync(join(ROOT, `apps/web/src/features/${TAG}`), { recursive: true, force: true });
  }
}, 300_000);

afterAll(() => {
  for (const p of PLANTS) rmSync(join(ROOT, p.path), { force: true });
});

describe('the lint rules catch every planted violation', () => {
  it.each(PLANTS)('$name', (plant) => {
    const file = results.find((r) => relative(ROOT, r.filePath) === plant.path);
    expect(file, `${plant.path} was not linted`).toBeDefined();
    const rules = file!.messages.map((m) => m.ruleId);
    expect(rules).toContain(plant.rule);
  });
});
