import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStoredStructuredReport, STRUCTURED_REPORT_VERSION } from './stored-report.ts';

/**
 * Frozen reports as the server stored them, one or more per version that was ever written. They
 * are never regenerated: a change to the report's shape that makes one of them unreadable (a new
 * required field, a narrowed enum) fails here instead of blanking every member's old reports.
 */
const dir = new URL('./stored-reports/', import.meta.url);
const frozen = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((name) => ({ name, raw: JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as unknown }));

describe('stored reports of every version keep parsing', () => {
  it('has frozen reports to check', () => {
    expect(frozen.length).toBeGreaterThanOrEqual(3);
  });

  it.each(frozen)('$name', ({ raw }) => {
    const read = readStoredStructuredReport(raw);
    if (!read.ok) throw new Error(read.reason);
    expect(read.value.version).toBe(STRUCTURED_REPORT_VERSION);
    // Nothing is dropped on the way: every stored section survives the read.
    const stored = raw as Record<string, unknown>;
    for (const key of Object.keys(stored))
      expect(read.value as Record<string, unknown>).toHaveProperty(key);
    expect(read.value.hourly.length).toBe((stored.hourly as unknown[]).length);
  });
});

describe('readStoredStructuredReport', () => {
  const base = frozen[0]!.raw as Record<string, unknown>;

  it('names what is wrong with a report it cannot read', () => {
    const read = readStoredStructuredReport({ ...base, verdict: { rating: 'stellar' } });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(/verdict/);
  });

  it('refuses a version newer than it knows, and one with no upgrade path', () => {
    const newer = readStoredStructuredReport({ ...base, version: STRUCTURED_REPORT_VERSION + 1 });
    expect(newer).toEqual({ ok: false, reason: expect.stringMatching(/newer/) });
    const older = readStoredStructuredReport({ ...base, version: 1 });
    expect(older).toEqual({ ok: false, reason: 'no upgrade from version 1' });
  });

  it('refuses what is not a report at all', () => {
    expect(readStoredStructuredReport(null).ok).toBe(false);
    expect(readStoredStructuredReport('text').ok).toBe(false);
  });
});
