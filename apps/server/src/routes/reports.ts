import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  ZCreateReportRequest,
  ZListReportsQuery,
  ZReportId,
  ZSetTierRequest,
} from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireAdmin, requireSession } from '../auth/session-guards.ts';
import { AppError } from '../lib/app-error.ts';
import { parseBody, parseQuery, validate } from '../lib/parse-body.ts';
import { startReport } from '../services/reports/create-report.ts';
import { deleteReport, getReport, listReports } from '../services/reports/read-reports.ts';
import { getSubscription, setSubscriptionTier } from '../services/plans/get-subscription.ts';
import { renderReportPdf } from '../services/reports/render-report-pdf.ts';
import type { WriterConfig } from '../services/reports/write-report-text.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function writerConfig(c: Context<AppEnv>): WriterConfig {
  const { env } = c.var.deps;
  return {
    defaultProvider: env.AI_PROVIDER,
    defaultModel: env.AI_MODEL,
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

function reportId(c: Context<AppEnv>): string {
  return validate(ZReportId, c.req.param('id'));
}

export const reportRoutes = new Hono<AppEnv>()
  .post('/api/reports', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const input = await parseBody(c, ZCreateReportRequest);
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw new AppError(
        'VALIDATION_INVALID_FORMAT',
        'Idempotency-Key must be 8-100 letters, digits, - or _.',
      );
    const { deps } = c.var;
    const started = await startReport({
      db: deps.database.db,
      engine: deps.reportEngine,
      writer: writerConfig(c),
      userId: user.id,
      input,
      idempotencyKey: key,
      monthlyCap: deps.env.REPORTS_MONTHLY_CAP,
    });
    if (started.kind === 'replayed') {
      if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
        return streamSSE(c, (s) =>
          s.writeSSE({ event: 'done', data: JSON.stringify({ type: 'done', id: started.id }) }),
        );
      }
      return c.json({ id: started.id, replayed: true }, 200);
    }
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      return c.json({ id: await started.run() }, 201);
    }
    return streamSSE(c, async (stream) => {
      // Progress arrives synchronously from the pipeline; writes are chained so none is lost or reordered.
      let writes = Promise.resolve();
      const send = (event: { type: string }) =>
        (writes = writes.then(() =>
          stream.writeSSE({ event: event.type, data: JSON.stringify(event) }),
        ));
      try {
        await started.run(send);
        await writes;
      } catch (err) {
        await writes;
        const known = err instanceof AppError ? err : new AppError('SYSTEM_INTERNAL_ERROR');
        if (!(err instanceof AppError)) c.var.log.error({ err }, 'report pipeline failed');
        await send({ type: 'error', code: known.code, message: known.message } as { type: string });
      }
    });
  })
  .get('/api/reports', async (c) => {
    const { user } = await requireSession(c);
    return c.json(
      await listReports({
        db: c.var.deps.database.db,
        userId: user.id,
        query: parseQuery(c, ZListReportsQuery),
      }),
    );
  })
  .get('/api/reports/:id', async (c) => {
    const { user } = await requireSession(c);
    const id = reportId(c);
    return c.json(await getReport({ db: c.var.deps.database.db, userId: user.id, id }));
  })
  .get('/api/reports/:id/pdf', async (c) => {
    const { user } = await requireSession(c);
    const id = reportId(c);
    const report = await getReport({ db: c.var.deps.database.db, userId: user.id, id });
    const pdf = await renderReportPdf(report);
    const name =
      `anglerscout-${report.date}-${report.locationName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 40)}.pdf`.toLowerCase();
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .delete('/api/reports/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const id = reportId(c);
    await deleteReport({ db: c.var.deps.database.db, userId: user.id, id });
    return c.body(null, 204);
  })
  .get('/api/me/subscription', async (c) => {
    const { user } = await requireSession(c);
    return c.json(
      await getSubscription({
        db: c.var.deps.database.db,
        userId: user.id,
        monthlyCap: c.var.deps.env.REPORTS_MONTHLY_CAP,
      }),
    );
  })
  .put('/api/admin/users/:id/subscription', async (c) => {
    const admin = await requireAdmin(c);
    const input = await parseBody(c, ZSetTierRequest);
    const userId = c.req.param('id');
    const { db } = c.var.deps.database;
    const exists = await db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, userId),
      columns: { id: true },
    });
    if (!exists) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
    await setSubscriptionTier({
      db,
      userId,
      tier: input.tier,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      changedBy: admin.user.id,
    });
    return c.json(
      await getSubscription({ db, userId, monthlyCap: c.var.deps.env.REPORTS_MONTHLY_CAP }),
    );
  });
