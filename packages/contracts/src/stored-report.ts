import type { z } from 'zod';
import { ZReportConditionsSnapshot } from './report-conditions.ts';
import { ZStructuredReport, type TStructuredReport } from './structured-report.ts';

/**
 * How a stored report's structure is read back (docs/decisions/017-stored-report-evolution.md):
 * - a new field is optional or has a default, so every report stored before it still parses;
 * - a breaking change bumps `version` and adds an upgrade from the previous version here, so the
 *   stored JSON is never rewritten and never guessed at;
 * - a report that still fails to parse is reported (logged and counted by the server), never
 *   silently dropped. Frozen copies of stored reports of every version
 *   (`stored-reports/*.json`) must keep parsing: stored-report.test.ts.
 */
export const STRUCTURED_REPORT_VERSION = 2;

/** From version n to n + 1, keyed by n. Empty while version 2 is the only one ever stored. */
const UPGRADES: Partial<Record<number, (raw: Record<string, unknown>) => Record<string, unknown>>> =
  {};

export type StoredRead<T> =
  { ok: true; value: T; upgradedFrom: number | null } | { ok: false; reason: string };

const describe = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/** A stored structured report, upgraded to the current version, or why it could not be read. */
export function readStoredStructuredReport(raw: unknown): StoredRead<TStructuredReport> {
  if (raw === null || typeof raw !== 'object') return { ok: false, reason: 'not an object' };
  let doc = raw as Record<string, unknown>;
  const from = typeof doc.version === 'number' ? doc.version : null;
  if (from === null) return { ok: false, reason: 'no version' };
  if (from > STRUCTURED_REPORT_VERSION)
    return { ok: false, reason: `version ${from} is newer than this server reads` };
  for (let v = from; v < STRUCTURED_REPORT_VERSION; v++) {
    const upgrade = UPGRADES[v];
    if (!upgrade) return { ok: false, reason: `no upgrade from version ${v}` };
    doc = upgrade(doc);
  }
  const parsed = ZStructuredReport.safeParse(doc);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  return {
    ok: true,
    value: parsed.data,
    upgradedFrom: from === STRUCTURED_REPORT_VERSION ? null : from,
  };
}

/** The conditions snapshot stored beside a report (same rules: new fields optional). */
export function readStoredConditions(
  raw: unknown,
): StoredRead<z.infer<typeof ZReportConditionsSnapshot>> {
  const parsed = ZReportConditionsSnapshot.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data, upgradedFrom: null }
    : { ok: false, reason: describe(parsed.error) };
}
