import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAiSampleResponse, TAiVersionReport, ZAiSettingsInput } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { fishingReports, locations, users } from '../../db/schema/index.ts';
import type { CreateReportInput, ReportEngine } from '../reports/report-engine.ts';
import { writeReportText, type WriterConfig } from '../reports/write-report-text.ts';
import { DEFAULT_AI_SETTINGS, getAiCredentials } from './ai-settings.ts';

/** The fixed spot every sample is written for, so drafts compare like with like. */
const SAMPLE_SPOT = {
  location: { name: 'Galveston Jetties, TX', latitude: 29.33, longitude: -94.69 },
  species: 'red-drum',
  fishingType: 'boat',
  baitType: 'artificial',
  habitat: 'salt',
} as const satisfies Omit<CreateReportInput, 'date'>;

/**
 * Writes a report for SAMPLE_SPOT (today in its time zone) with draft AI settings, through the
 * same science and writer as a member's report, without storing it: the text, time and tokens.
 * A draft without a new key uses the stored one (unless it clears it).
 */
export async function writeSampleReport(opts: {
  db: Db;
  engine: ReportEngine;
  config: WriterConfig;
  draft: z.output<typeof ZAiSettingsInput>;
  now?: Date;
}): Promise<TAiSampleResponse> {
  const { db, engine, draft } = opts;
  const started = performance.now();
  const stored = await getAiCredentials({ db, box: opts.config.box });
  const { latitude, longitude } = SAMPLE_SPOT.location;
  const timeZone = engine.timeZoneFor(latitude, longitude);
  const input: CreateReportInput = {
    ...SAMPLE_SPOT,
    location: { ...SAMPLE_SPOT.location },
    date: engine.todayIn(timeZone, opts.now ?? new Date()),
  };
  const conditions = await engine.gatherConditions({
    latitude,
    longitude,
    date: input.date,
    timeZone,
    habitat: input.habitat,
  });
  // A sample tries the writer's settings, not the community: it carries no local intel.
  const analysis = engine.analyse({ conditions, input, timeZone, localIntel: null });
  const written = await writeReportText({
    db,
    config: opts.config,
    engine,
    structured: analysis.structured,
    input,
    draft: {
      settings: { ...DEFAULT_AI_SETTINGS, ...draft, baseUrl: draft.baseUrl || null, note: 'Draft' },
      baseURL: draft.baseUrl || null,
      apiKey: draft.apiKey ?? (draft.clearApiKey ? null : stored.apiKey),
    },
  });
  return {
    markdown: written.markdown,
    writer: written.kind,
    model: written.model,
    note: written.note,
    error: written.error,
    ms: Math.round(performance.now() - started),
    tokens: written.tokens,
    spot: { name: analysis.locationName, date: input.date, species: analysis.speciesName ?? '' },
  };
}

/** The reports a settings version wrote, newest first (the history links each version to them). */
export async function listReportsOfVersion(opts: {
  db: Db;
  version: number;
  limit?: number;
}): Promise<TAiVersionReport[]> {
  const rows = await opts.db
    .select({
      id: fishingReports.id,
      createdAt: fishingReports.createdAt,
      userEmail: users.email,
      place: locations.name,
      reportDate: fishingReports.reportDate,
      writer: fishingReports.writer,
      writerModel: fishingReports.writerModel,
    })
    .from(fishingReports)
    .innerJoin(users, eq(users.id, fishingReports.userId))
    .innerJoin(locations, eq(locations.id, fishingReports.locationId))
    .where(and(eq(fishingReports.aiSettingsVersion, opts.version)))
    .orderBy(desc(fishingReports.createdAt))
    .limit(opts.limit ?? 100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
