import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits 1 s by default; a page's first render on a loaded 2-core CI machine can take
    // longer (the admin inbox's title poll timed out at load 10), so polls wait up to 15 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One server and one browser are shared; files run one after another to keep the 2-core box calm.
    fileParallelism: false,
  },
});
