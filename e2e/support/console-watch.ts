import type { Page } from 'playwright-core';

/**
 * Collects what a test's pages say on the console. An error or warning the test did not announce,
 * or an uncaught page error, fails the test: a React warning, a hydration mismatch or a failed
 * request would otherwise pass unseen. Requests the harness itself aborts (anything leaving the
 * machine, such as map tiles) are not the app's fault and are not counted.
 */
export class ConsoleWatch {
  private seen: string[] = [];
  private expected: RegExp[] = [];

  attach(page: Page, abortedByHarness: (url: string) => boolean) {
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      const text = message.text();
      const url = message.location().url;
      if (text.startsWith('Failed to load resource') && url && abortedByHarness(url)) return;
      this.seen.push(`console.${type}: ${text}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => this.seen.push(`uncaught: ${error.message}`));
  }

  /** How many lines were seen since the last check (expected or not). */
  pending(): number {
    return this.seen.length;
  }

  expect(pattern: RegExp) {
    this.expected.push(pattern);
  }

  /** Throws for anything unexpected since the last check, then starts afresh for the next test. */
  check() {
    const unexpected = this.seen.filter((line) => !this.expected.some((p) => p.test(line)));
    this.seen = [];
    this.expected = [];
    if (unexpected.length > 0)
      throw new Error(`The page logged what no test expected:\n${unexpected.join('\n')}`);
  }
}

/** Chromium's console line for an HTTP error answer from `path` (query string allowed). */
export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${escaped}(\\?[^)]*)?\\)$`,
  );
}
