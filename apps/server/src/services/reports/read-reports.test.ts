import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ZReport } from '@anglerscout/contracts';
import { browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { fishingReports } from '../../db/schema/index.ts';
import { fixedReportEngine, sampleReportInput } from '../../test/fixed-report-engine.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';

/** A report whose stored structure no longer parses is shown without it, logged and counted. */
let t: TestApp;
let cookie: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  t = await createTestApp({ BETTER_AUTH_URL: 'http://localhost' }, { logger: pino({}, sink) });
  t.deps.reportEngine = fixedReportEngine();
  cookie = await newVerifiedUser(t, 'reader@example.com', 'trout-on-the-fly-42', '192.0.2.31');
});
afterAll(() => t.close());

const unreadableCount = async (part: string) =>
  (await t.deps.metrics.unreadableReports.get()).values.find((v) => v.labels.part === part)
    ?.value ?? 0;

describe('reading stored reports', () => {
  it('shows a report whose structure cannot be read without it, and logs and counts it', async () => {
    const created = await t.request(
      '/api/reports',
      browserInit('POST', sampleReportInput(), cookie),
    );
    expect(created.status).toBe(201);
    const { id } = (await body(created)) as { id: string };
    const read = async () =>
      ZReport.parse(
        await body(await t.request(`/api/reports/${id}`, browserInit('GET', undefined, cookie))),
      );
    const before = await read();
    expect(before.structured).not.toBeNull();
    const countBefore = await unreadableCount('structured');

    // A stored shape this server cannot read (as a new required field would make every old one).
    const broken = { ...before.structured, verdict: { rating: 'stellar' } };
    await t.deps.database.db
      .update(fishingReports)
      .set({ structured: broken as never })
      .where(eq(fishingReports.id, id));

    const after = await read();
    expect(after.structured).toBeNull();
    expect(after.markdown).toBe(before.markdown);
    expect(await unreadableCount('structured')).toBe(countBefore + 1);
    const line = lines.find((l) => l.event === 'report.unreadable' && l.reportId === id);
    expect(line).toMatchObject({ part: 'structured', level: 40 });
    expect(String(line?.reason)).toMatch(/verdict/);
  });
});
