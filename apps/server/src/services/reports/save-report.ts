import { eq } from 'drizzle-orm';
import type { TReportConditionsSnapshot } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { fishingReports, locations, reportUsage } from '../../db/schema/index.ts';
import type { CreateReportInput, ReportAnalysis } from './report-engine.ts';
import type { WrittenReport } from './write-report-text.ts';

export interface SaveReportOptions {
  db: Db;
  userId: string;
  /** The plan reservation this report fills. */
  usageId: string;
  input: CreateReportInput;
  timeZone: string;
  conditions: TReportConditionsSnapshot;
  analysis: ReportAnalysis;
  written: WrittenReport;
  /** How long each step of the pipeline took (ms), kept with the report. */
  timings: Record<string, number>;
}

/**
 * Stores the spot and the report and marks the reservation used, in one transaction: a report
 * is never saved without counting against the plan, nor counted without being saved.
 */
export async function saveReport(opts: SaveReportOptions): Promise<string> {
  const { input, analysis, written } = opts;
  return opts.db.transaction(async (tx) => {
    const [loc] = await tx
      .insert(locations)
      .values({
        userId: opts.userId,
        googlePlaceId: input.location.placeId ?? null,
        name: analysis.locationName,
        latitude: input.location.latitude,
        longitude: input.location.longitude,
        timeZone: opts.timeZone,
      })
      .returning({ id: locations.id });
    const [report] = await tx
      .insert(fishingReports)
      .values({
        userId: opts.userId,
        locationId: loc!.id,
        reportDate: input.date,
        species: input.species ?? null,
        speciesName: analysis.speciesName,
        fishingType: input.fishingType,
        baitType: input.baitType,
        habitat: input.habitat,
        score: analysis.score,
        verdict: analysis.verdict,
        conditions: opts.conditions,
        structured: analysis.structured,
        markdown: written.markdown,
        writer: written.kind,
        writerModel: written.model,
        writerNote: written.note,
        writerFallback: written.fallback,
        aiSettingsVersion: written.aiSettingsVersion,
        timings: opts.timings,
      })
      .returning({ id: fishingReports.id });
    await tx
      .update(reportUsage)
      .set({ status: 'used', reportId: report!.id })
      .where(eq(reportUsage.id, opts.usageId));
    return report!.id;
  });
}
