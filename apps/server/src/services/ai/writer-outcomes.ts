import { count, gte, inArray, sql } from 'drizzle-orm';
import type { TAiWriterOutcomes, TWriterFallbackReason } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { aiSettings, fishingReports } from '../../db/schema/index.ts';

/**
 * How each writer did over the last `days` days: per AI settings version (its provider and
 * model), the reports it was chosen for, how many the model wrote, and how many fell back to the
 * built-in writer and why (recorded with each report). Versions that chose the built-in writer
 * are left out: there is nothing to fall back from.
 */
export async function writerOutcomes(opts: {
  db: Db;
  days?: number;
  now?: Date;
  /** The server's default model (AI_MODEL), named for reports written before any settings were saved. */
  defaultModel: string;
  defaultProvider: string;
}): Promise<TAiWriterOutcomes> {
  const days = opts.days ?? 30;
  const since = new Date((opts.now ?? new Date()).getTime() - days * 86_400_000);
  const rows = await opts.db
    .select({
      version: fishingReports.aiSettingsVersion,
      writer: fishingReports.writer,
      fallback: fishingReports.writerFallback,
      // Reports from before the reason was kept say so only in their note.
      noted: sql<boolean>`${fishingReports.writerNote} is not null`,
      n: count(),
    })
    .from(fishingReports)
    .where(gte(fishingReports.createdAt, since))
    .groupBy(
      fishingReports.aiSettingsVersion,
      fishingReports.writer,
      fishingReports.writerFallback,
      sql`${fishingReports.writerNote} is not null`,
    );
  const versions = [...new Set(rows.map((r) => r.version).filter((v): v is number => v !== null))];
  const settings = versions.length
    ? await opts.db
        .select({
          version: aiSettings.version,
          provider: aiSettings.provider,
          model: aiSettings.model,
        })
        .from(aiSettings)
        .where(inArray(aiSettings.version, versions))
    : [];
  const byVersion = new Map(settings.map((s) => [s.version, s]));
  const writers = new Map<string, TAiWriterOutcomes['writers'][number]>();
  for (const r of rows) {
    const s = r.version === null ? null : byVersion.get(r.version);
    const provider = s?.provider ?? opts.defaultProvider;
    if (provider !== 'openai') continue;
    const key = String(r.version);
    const w = writers.get(key) ?? {
      version: r.version,
      provider,
      model: s?.model ?? opts.defaultModel,
      reports: 0,
      byModel: 0,
      fallbacks: 0,
      fallbackRate: 0,
      reasons: {},
    };
    w.reports += r.n;
    if (r.writer === 'model') w.byModel += r.n;
    else {
      const reason: TWriterFallbackReason | null = r.fallback ?? (r.noted ? 'unrecorded' : null);
      if (reason) {
        w.fallbacks += r.n;
        w.reasons[reason] = (w.reasons[reason] ?? 0) + r.n;
      }
    }
    writers.set(key, w);
  }
  const list = [...writers.values()]
    .map((w) => ({
      ...w,
      fallbackRate: w.reports ? Math.round((w.fallbacks / w.reports) * 1000) / 1000 : 0,
    }))
    .sort((a, b) => (b.version ?? 0) - (a.version ?? 0));
  return { days, writers: list };
}
