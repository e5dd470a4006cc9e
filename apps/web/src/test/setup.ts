import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetConnectivity } from '@/lib/connectivity.ts';

/**
 * A test fails when anything writes to console.error or console.warn: React's act() and key
 * warnings, a caught render error nobody asked for, a router warning. Epic-stack's setup does the
 * same. A test that expects a caught render error passes `onCaughtError` to render() and asserts
 * on it; nothing here is silenced by a spy.
 */
const unexpected: string[] = [];

beforeEach(() => {
  unexpected.length = 0;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level];
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original(...args);
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  resetConnectivity();
  vi.restoreAllMocks();
  if (unexpected.length > 0)
    throw new Error(
      `The test wrote to the console (fix the cause, do not silence it):\n${unexpected.join('\n')}`,
    );
});
