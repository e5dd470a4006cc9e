import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine,
    // leaving a core idle while test files spend a third of their time importing the server.
    // Two workers there: the unit suite took 646 s instead of about 900 s, and every test that
    // times an answer (the password gate's, the body deadlines) passed. Each server test file
    // opens its own database (a PGlite directory, or a PostgreSQL database from a template).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', environment: 'node' } },
      {
        test: { name: 'scout', root: './packages/scout', environment: 'node', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/block-outbound-network.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'validate',
          root: './tools/validate',
          environment: 'node',
          testTimeout: 120_000,
          // The 200-trip run happens once in a beforeAll; on a busy 2-core machine it takes 10-40 s.
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: { name: 'lint', root: './tools/lint', environment: 'node', testTimeout: 300_000 },
      },
    ],
  },
});
