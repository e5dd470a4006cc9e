import { eq } from 'drizzle-orm';
import type { TClosureRow, TClosureRowInput } from '@anglerscout/contracts';
import { rowReferenceProblems } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { closureRows } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { toClosureRow } from './closure-view.ts';

/** Refuses a row naming a species the catalogue does not know, or an area its state does not define. */
function assertReferences(input: TClosureRowInput): void {
  const problems = rowReferenceProblems(input);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('VALIDATION_INVALID_FORMAT', first, problems);
}

const values = (input: TClosureRowInput, now: Date) => ({
  state: input.state,
  jurisdiction: input.jurisdiction,
  waters: input.waters,
  area: input.area || null,
  speciesId: input.speciesId,
  rule: input.rule,
  fishingTypes: input.fishingTypes,
  startDate: input.startDate,
  endDate: input.endDate,
  recurs: input.recurs,
  summary: input.summary,
  sourceUrl: input.sourceUrl,
  readYear: input.readYear,
  reviewBy: input.reviewBy,
  updatedAt: now,
});

/** Adds a row (audit-logged as regulation.create). */
export async function createClosure(opts: {
  db: Db;
  actor: AdminActor;
  input: TClosureRowInput;
  now?: Date;
}): Promise<TClosureRow> {
  assertReferences(opts.input);
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(closureRows)
      .values({ id: crypto.randomUUID(), ...values(opts.input, now) })
      .returning();
    const saved = toClosureRow(row!);
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'regulation.create',
      target: { type: 'closure_row', id: saved.id },
      after: saved,
    });
    return saved;
  });
}

/** Changes a row (audit-logged as regulation.update with the row before and after). */
export async function updateClosure(opts: {
  db: Db;
  actor: AdminActor;
  id: string;
  input: TClosureRowInput;
  now?: Date;
}): Promise<TClosureRow> {
  assertReferences(opts.input);
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(closureRows)
      .where(eq(closureRows.id, opts.id))
      .for('update');
    if (!before) throw new AppError('RESOURCE_NOT_FOUND', 'No such regulation row.');
    const [row] = await tx
      .update(closureRows)
      .set(values(opts.input, now))
      .where(eq(closureRows.id, opts.id))
      .returning();
    const saved = toClosureRow(row!);
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'regulation.update',
      target: { type: 'closure_row', id: opts.id },
      before: toClosureRow(before),
      after: saved,
    });
    return saved;
  });
}

/** Deletes a row (audit-logged as regulation.delete with the row as it was). */
export async function deleteClosure(opts: {
  db: Db;
  actor: AdminActor;
  id: string;
}): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const [gone] = await tx.delete(closureRows).where(eq(closureRows.id, opts.id)).returning();
    if (!gone) throw new AppError('RESOURCE_NOT_FOUND', 'No such regulation row.');
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'regulation.delete',
      target: { type: 'closure_row', id: opts.id },
      before: toClosureRow(gone),
    });
  });
}
