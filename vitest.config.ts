import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
