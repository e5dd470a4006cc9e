import { Hono, type Context } from 'hono';
import {
  ZCreateReportRequest,
  ZListReportsQuery,
  ZReportId,
  ZReportProgress,
  ZWaterCheckQuery,
} from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember, requireSession } from '../middleware/session-guards.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { parseBody, parseQuery, validate } from '../lib/http/parse-body.ts';
import { streamProgress, wantsEventStream } from '../lib/http/progress-stream.ts';
import { startReport } from '../services/reports/create-report.ts';
import { checkReportWater } from '../services/reports/check-report-water.ts';
import { deleteReport, getReport, listReports } from '../services/reports/read-reports.ts';
import { renderReportPdf } from '../services/reports/render-report-pdf.ts';
import { writerConfig } from '../services/reports/writer-config.ts';
import { pdfBrand } from '../services/style/brand-html.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

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
      writer: await writerConfig(c.var.deps),
      userId: user.id,
      input,
      idempotencyKey: key,
      monthlyCap: deps.env.REPORTS_MONTHLY_CAP,
      science: deps.science,
    });
    if (started.kind === 'replayed') {
      if (wantsEventStream(c))
        return streamProgress(c, async (send) => send({ type: 'done', id: started.id }));
      return c.json({ id: started.id, replayed: true }, 200);
    }
    if (!wantsEventStream(c)) return c.json({ id: await started.run() }, 201);
    // Only events the shared contract lists go out (the page parses them with the same schema);
    // one outside it is logged, not sent.
    return streamProgress(c, (send) =>
      started.run((event) => {
        const parsed = ZReportProgress.safeParse(event);
        if (parsed.success) send(parsed.data);
        else c.var.log.error({ issues: parsed.error.issues }, 'report progress event off contract');
      }),
    );
  })
  .get('/api/reports', async (c) => {
    // The Report Manager's list is read often: the session check is remembered briefly (and
    // refused at once after a revocation), as on the other hot read routes.
    const { user } = await requireMember(c);
    return c.json(
      await listReports({
        db: c.var.deps.database.db,
        userId: user.id,
        query: parseQuery(c, ZListReportsQuery),
      }),
    );
  })
  // Before /api/reports/:id: the form asks what the spot suggests and whether its water fits.
  .get('/api/reports/water', async (c) => {
    await requireMember(c);
    const query = parseQuery(c, ZWaterCheckQuery);
    return c.json(await checkReportWater({ science: c.var.deps.science, query }));
  })
  .get('/api/reports/:id', async (c) => {
    const { user } = await requireSession(c);
    const id = reportId(c);
    return c.json(
      await getReport({
        db: c.var.deps.database.db,
        userId: user.id,
        id,
        observers: c.var.deps,
      }),
    );
  })
  .get('/api/reports/:id/pdf', async (c) => {
    const { user } = await requireSession(c);
    const id = reportId(c);
    const report = await getReport({
      db: c.var.deps.database.db,
      userId: user.id,
      id,
      observers: c.var.deps,
    });
    const pdf = await renderReportPdf(report, pdfBrand(await c.var.deps.brand.get()));
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
  });
