import { randomUUID } from 'node:crypto';
import type { TReportProgress } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import type { CreateReportInput, ReportEngine } from './report-engine.ts';
import type { Science } from '../conditions/science.ts';
import { assertPlannableDate } from './assert-plannable-date.ts';
import { assertPossibleWater } from './check-report-water.ts';
import { awaitReservation, reserveReportSlot } from './reserve-report-slot.ts';
import { runReport } from './run-report.ts';
import type { WriterConfig } from './write-report-text.ts';

export interface CreateReportOptions {
  db: Db;
  engine: ReportEngine;
  writer: WriterConfig;
  userId: string;
  input: CreateReportInput;
  idempotencyKey?: string;
  monthlyCap?: number;
  now?: Date;
  /** When given, an impossible water (salt at an inland spot ...) is refused before a slot is used */
  science?: Science;
}

export type StartedReport =
  | { kind: 'replayed'; id: string }
  | { kind: 'started'; run: (onProgress?: (event: TReportProgress) => void) => Promise<string> };

/**
 * The report pipeline, in two halves so an HTTP caller can answer input and plan errors with a
 * real status before it starts streaming progress: startReport checks the date and the water
 * (salt water at an inland spot is refused with the water to choose) and reserves a
 * slot on the plan (or finds the report of an earlier request with the same idempotency key);
 * run() gathers conditions -> the science -> the writer -> stores (runReport). A failure
 * releases the slot.
 */
export async function startReport(opts: CreateReportOptions): Promise<StartedReport> {
  const { db, engine, input } = opts;
  const now = opts.now ?? new Date();
  const timeZone = engine.timeZoneFor(input.location.latitude, input.location.longitude);
  assertPlannableDate(input.date, engine.todayIn(timeZone, now));
  if (opts.science)
    await assertPossibleWater({
      science: opts.science,
      query: {
        latitude: input.location.latitude,
        longitude: input.location.longitude,
        habitat: input.habitat,
        waterKind: input.waterKind,
      },
    });

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
