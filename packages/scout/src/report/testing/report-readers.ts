import type { StructuredReport } from '../types.ts';
import { plannedCase, type PlannedCase } from './planned-case.ts';

/**
 * The small readers the expert-case suites share: a case run on fresh or salt water, and the
 * report's parts they assert on, read the same way in every suite.
 */

/** A fresh-water case, planned weeks ahead (inland). */
export const fresh = (c: Omit<PlannedCase, 'habitat'>) => plannedCase({ ...c, habitat: 'fresh' });

/** A salt-water case, `coastKm` from the coast, from shore unless `atSea`. */
export const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm: number, atSea = false) =>
  plannedCase({ ...c, habitat: 'salt' }, { coastKm, atSea });

/** The texts of the rules notices. */
export const noticeTexts = (r: StructuredReport) => (r.rules?.notices ?? []).map((n) => n.text);

/** Whether a rules notice matches. */
export const hasNotice = (r: StructuredReport, re: RegExp) =>
  noticeTexts(r).some((t) => re.test(t));

/** A fish's "where to look" line ('' when the fish has none). */
export const whereOf = (r: StructuredReport, id: string) =>
  r.whereToFish.find((w) => w.speciesId === id)?.where ?? '';

/** A fish's regulation status, when the fish is a target. */
export const statusOf = (r: StructuredReport, id: string) =>
  r.targets.find((t) => t.id === id)?.regulation?.status;

/** The safety lines, joined. */
export const safetyText = (r: StructuredReport, separator = ' ') =>
  r.safety.map((s) => s.text).join(separator);

/** A fish's presentation, what, size, colours and how in one line ('' when the fish has none). */
export const presentationText = (r: StructuredReport, id: string) => {
  const p = r.howToFish.find((h) => h.speciesId === id)?.presentation;
  return p ? `${p.what} ${p.size} ${p.colours} ${p.how}` : '';
};

/** The tide plan's advice lines (none without a tide plan). */
export const tideAdvice = (r: StructuredReport) => r.tidePlan?.advice ?? [];
