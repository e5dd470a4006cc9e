import { eq } from 'drizzle-orm';
import type { TReportProgress } from '@anglerscout/contracts';
import { getSpecies } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { reportUsage } from '../../db/schema/index.ts';
import type { CreateReportInput, ReportEngine } from './report-engine.ts';
import { keepReservationAlive } from './reservation-heartbeat.ts';
import { writeReportText, type WriterConfig } from './write-report-text.ts';
import { saveReport } from './save-report.ts';
import { findLocalIntel } from '../community/find-local-intel.ts';
import { readClosureRows } from '../regulations/read-closures.ts';

export interface RunReportOptions {
  db: Db;
  engine: ReportEngine;
  writer: WriterConfig;
  userId: string;
  input: CreateReportInput;
  now?: Date;
  /** The spot's time zone (startReport has already checked the date in it). */
  timeZone: string;
  /** The plan reservation this report fills; a failure releases it. */
  usageId: string;
  progress: (event: TReportProgress) => void;
}

/**
 * The second half of the report pipeline: conditions -> the science -> the writer -> stores,
 * announcing each step. The reservation stays alive while this runs and is released on failure.
 */
export async function runReport(opts: RunReportOptions): Promise<string> {
  const { db, engine, input, timeZone, progress } = opts;

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
    // All at once: the intel and closures queries run while the outside sources answer.
    const [conditions, localIntel, closures] = await Promise.all([
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
      timed('closuresMs', () => readClosureRows({ db })),
    ]);
    progress({
      type: 'progress',
      step: 'analysis',
      label: 'Working out the bite windows',
      share: 0.4,
    });
    const analysis = await timed('analysisMs', () =>
      engine.analyse({ conditions, input, timeZone, localIntel, closures }),
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

    const id = await saveReport({ ...opts, conditions, analysis, written, timings });
    progress({ type: 'done', id });
    return id;
  } catch (err) {
    await db
      .update(reportUsage)
      .set({ status: 'failed' })
      .where(eq(reportUsage.id, opts.usageId))
      .catch(() => {});
    throw err;
  } finally {
    stopHeartbeat();
  }
}
