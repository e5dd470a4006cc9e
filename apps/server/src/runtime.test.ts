import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The project runs on Node 24 (the LTS line; Node 20 had its last security fix in April 2026).
 * npm scripts find the pinned `node` package (node_modules/.bin/node) before the machine's own,
 * so vitest, tsx and every child they start with process.execPath run on 24 even where the
 * machine's Node is older.
 */
describe('the runtime', () => {
  it('runs the tests on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('starts children (the server launcher, the bench runner) on the same Node 24', () => {
    const version = execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', 'console.log(process.version)'],
      { encoding: 'utf8' },
    ).trim();
    expect(version).toMatch(/^v24\./);
  });
});
