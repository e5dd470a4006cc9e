import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REPORT_DATE_HELP, REPORT_DATE_RULES, type TReportProgress } from '@anglerscout/contracts';
import { getSpecies } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { fishingReports, locations, reportUsage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CreateReportInput, ReportEngine } from './report-engine.ts';
import { awaitReservation, reserveReportSlot } from './reserve-report-slot.ts';
import { keepReservationAlive } from './reservation-heartbeat.ts';
import { writeReportText, type WriterConfig } from './write-report-text.ts';
import { findLocalIntel } from '../community/find-local-intel.ts';

export interface CreateReportOptions {
  db: Db;
  engine: ReportEngine;
  writer: WriterConfig;
  userId: string;
  input: CreateReportInput;
  idempotencyKey?: string;
  monthlyCap?: number;
  now?: Date;
  onProgress?: (event: TReportProgress) => void;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Checks the date against the spot's own calendar: today up to the furthest plannable day. */
export function assertPlannableDate(date: string, today: string): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new AppError(
      'VALIDATION_INVALID_FORMAT',
      'Date must be a real calendar date (yyyy-MM-dd).',
      { date: 'Date must be a real calendar date' },
    );
  }
  const last = addDays(today, REPORT_DATE_RULES.maxDaysAhead);
  if (date < addDays(today, -REPORT_DATE_RULES.maxDaysBack) || date > last) {
    throw new AppError('VALIDATION_OUT_OF_RANGE', `${REPORT_DATE_HELP} Today there is ${today}.`, {
      date: `Choose a date from ${today} to ${last}`,
    });
  }
}

export type StartedReport =
  | { kind: 'replayed'; id: string }
  | { kind: 'started'; run: (onProgress?: (event: TReportProgress) => void) => Promise<string> };

/** Creates a report in one call (see startReport). */
export async function createReport(
  opts: CreateReportOptions,
): Promise<{ id: string; replayed: boolean }> {
  const started = await startReport(opts);
  if (started.kind === 'replayed') return { id: started.id, replayed: true };
  return { id: await started.run(opts.onProgress), replayed: false };
}

/**
 * The report pipeline, in two halves so an HTTP caller can answer input and plan errors with a
 * real status before it starts streaming progress: startReport checks the date and reserves a
 * slot on the plan (or finds the report of an earlier request with the same idempotency key);
 * run() gathers conditions -> the science -> the writer -> stores. A failure releases the slot.
 */
export async function startReport(opts: CreateReportOptions): Promise<StartedReport> {
  const { db, engine, input } = opts;
  const now = opts.now ?? new Date();
  const timeZone = engine.timeZoneFor(input.location.latitude, input.location.longitude);
  assertPlannableDate(input.date, engine.todayIn(timeZone, now));

  const idempotencyKey = opts.idempotencyKey ?? randomUUID();
  const reserve = () =>
    reserveReportSlot({
      db,
      userId: opts.userId,
      idempotencyKey,
      now,
      monthlyCap: opts.monthlyCap,
    });
  let reservation = await reserve();
  // A first request with this key is still writing: wait for it. If it fails or dies meanwhile,
  // reserve again (the slot is then free or abandoned) and write the report here.
  while (reservation.kind === 'existing') {
    const id =
      reservation.reportId ??
      (await awaitReservation({ db, usageId: reservation.usageId, timeoutMs: 60_000 }));
    if (id) return { kind: 'replayed', id };
    reservation = await reserve();
  }
  const usageId = reservation.usageId;
  return {
    kind: 'started',
    run: (onProgress) =>
      runReport({
        ...opts,
        timeZone,
        usageId,
        progress: onProgress ?? (() => {}),
      }),
  };
}

async function runReport(
  opts: CreateReportOptions & {
    timeZone: string;
    usageId: string;
    progress: (event: TReportProgress) => void;
  },
): Promise<string> {
  const { db, engine, input, timeZone, progress } = opts;
  const reservation = { usageId: opts.usageId };

  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = Math.round((performance.now() - start) * 10) / 10;
    }
  };

  const stopHeartbeat = keepReservationAlive(db, opts.usageId);
  try {
    progress({
      type: 'progress',
      step: 'conditions',
      label: 'Checking weather, water and tides',
      share: 0.1,
    });
    const species = input.species ? getSpecies(input.species) : undefined;
    // Both at once: the intel query runs while the outside sources answer.
    const [conditions, localIntel] = await Promise.all([
      timed('conditionsMs', () =>
        engine.gatherConditions({
          latitude: input.location.latitude,
          longitude: input.location.longitude,
          date: input.date,
          timeZone,
          habitat: input.habitat,
        }),
      ),
      timed('localIntelMs', () =>
        findLocalIntel({
          db,
          lat: input.location.latitude,
          lon: input.location.longitude,
          species: species ? { id: species.id, name: species.commonName } : null,
          now: opts.now ?? new Date(),
        }),
      ),
    ]);
    progress({
      type: 'progress',
      step: 'analysis',
      label: 'Working out the bite windows',
      share: 0.4,
    });
    const analysis = await timed('analysisMs', () =>
      engine.analyse({ conditions, input, timeZone, localIntel }),
    );
    progress({ type: 'progress', step: 'writing', label: 'Writing your report', share: 0.6 });
    const written = await timed('writingMs', () =>
      writeReportText({
        db,
        config: opts.writer,
        engine,
        structured: analysis.structured,
        input: { ...input, location: { ...input.location, name: analysis.locationName } },
      }),
    );
    progress({ type: 'progress', step: 'saving', label: 'Saving', share: 0.9 });

    const id = await db.transaction(async (tx) => {
      const [loc] = await tx
        .insert(locations)
        .values({
          userId: opts.userId,
          googlePlaceId: input.location.placeId ?? null,
          name: analysis.locationName,
          latitude: input.location.latitude,
          longitude: input.location.longitude,
          timeZone,
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
          conditions,
          structured: analysis.structured,
          markdown: written.markdown,
          writer: written.kind,
          writerModel: written.model,
          writerNote: written.note,
          aiSettingsVersion: written.aiSettingsVersion,
          timings,
        })
        .returning({ id: fishingReports.id });
      await tx
        .update(reportUsage)
        .set({ status: 'used', reportId: report!.id })
        .where(eq(reportUsage.id, reservation.usageId));
      return report!.id;
    });
    progress({ type: 'done', id });
    return id;
  } catch (err) {
    await db
      .update(reportUsage)
      .set({ status: 'failed' })
      .where(eq(reportUsage.id, reservation.usageId))
      .catch(() => {});
    throw err;
  } finally {
    stopHeartbeat();
  }
}
