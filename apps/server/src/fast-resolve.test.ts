import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import module from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { resolve } from '../../../scripts/fast-resolve-hooks.mjs';

/** A node_modules tree: an ESM package, a CommonJS one and one with no "type". */
function tree() {
  const root = mkdtempSync(join(tmpdir(), 'fast-resolve-'));
  const make = (pkg: string, type: string | null) => {
    const dir = join(root, 'node_modules', pkg);
    mkdirSync(join(dir, 'lib'), { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(type ? { name: pkg, type } : { name: pkg }),
    );
    for (const f of ['index.js', 'lib/a.js', 'lib/b.mjs', 'lib/c.cjs'])
      writeFileSync(join(dir, f), '');
    return pathToFileURL(join(dir, 'index.js')).href;
  };
  return {
    esm: make('esm-pkg', 'module'),
    cjs: make('cjs-pkg', 'commonjs'),
    none: make('plain-pkg', null),
  };
}

const IMPORT = ['node', 'import'];
const nodeAnswer = () => vi.fn(() => ({ url: 'file:///from-node.js', format: 'module' }));

describe('the start-up resolve hook', () => {
  it('answers relative imports inside node_modules as Node would: the URL, and the format from the extension or the package type', () => {
    const { esm, cjs } = tree();
    const next = nodeAnswer();
    const at = (spec: string, parentURL: string) =>
      resolve(spec, { parentURL, conditions: IMPORT }, next);
    expect(at('./lib/a.js', esm)).toEqual({
      url: new URL('./lib/a.js', esm).href,
      format: 'module',
      shortCircuit: true,
    });
    expect(at('./lib/a.js', cjs).format).toBe('commonjs');
    expect(at('./lib/b.mjs', cjs).format).toBe('module');
    expect(at('./lib/c.cjs', esm).format).toBe('commonjs');
    expect(at('../index.js', new URL('./lib/a.js', esm).href).url).toBe(esm);
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves to Node what it cannot answer for certain', () => {
    const { esm, none } = tree();
    const next = nodeAnswer();
    // a package with no "type" (Node detects the format from the source), a missing file,
    // require(), a directory, our own files outside node_modules
    resolve('./lib/a.js', { parentURL: none, conditions: IMPORT }, next);
    resolve('./lib/missing.js', { parentURL: esm, conditions: IMPORT }, next);
    resolve('./lib/a.js', { parentURL: esm, conditions: ['node', 'require'] }, next);
    resolve('./lib', { parentURL: esm, conditions: IMPORT }, next);
    resolve('./x.ts', { parentURL: 'file:///work/app/src/index.ts', conditions: IMPORT }, next);
    expect(next).toHaveBeenCalledTimes(5);
  });

  it("keeps Node's answer to a bare specifier per importing directory", () => {
    const next = nodeAnswer();
    const from = (parentURL: string, conditions = IMPORT) =>
      resolve('drizzle-orm', { parentURL, conditions }, next);
    from('file:///app/src/routes/a.ts');
    expect(from('file:///app/src/routes/b.ts')).toMatchObject({ url: 'file:///from-node.js' });
    expect(next).toHaveBeenCalledTimes(1);
    from('file:///app/src/services/c.ts');
    from('file:///app/src/routes/d.ts', ['node', 'require']);
    expect(next).toHaveBeenCalledTimes(3);
    // built-ins and URLs are Node's
    resolve('node:fs', { parentURL: 'file:///app/a.ts', conditions: IMPORT }, next);
    expect(next).toHaveBeenCalledTimes(4);
  });

  it('loads the server dependencies with the same exports as without it', () => {
    // The server runs on Node 24, where the hooks exist (on an older Node the preload does nothing).
    expect(typeof module.registerHooks).toBe('function');
    const script = `const out = {}; for (const m of ['drizzle-orm', 'drizzle-orm/node-postgres', 'drizzle-orm/pglite', 'better-auth', 'hono', 'zod', '@electric-sql/pglite']) out[m] = Object.keys(await import(m)).sort(); console.log(JSON.stringify(out));`;
    const run = (args: string[]) =>
      execFileSync(process.execPath, [...args, '--input-type=module', '-e', script], {
        cwd: join(import.meta.dirname, '..'),
        encoding: 'utf8',
      });
    const hook = join(import.meta.dirname, '../../../scripts/fast-resolve.mjs');
    expect(run(['--import', hook])).toBe(run([]));
  });
});
