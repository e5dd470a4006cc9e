import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../db/schema/index.ts';
import { createLifecycle } from '../lib/primitives/lifecycle.ts';
import { enqueueJob } from '../services/outbox/enqueue-job.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startOutboxRunner } from './outbox-runner.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (await t.deps.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0]!.status;

describe('outbox runner', () => {
  it('runs CRM jobs while an e-mail delivery hangs: one lane per kind', async () => {
    const db = t.deps.database.db;
    // The e-mail is older, so a single queue would take it first and wait on it.
    const email = await enqueueJob({
      db,
      kind: 'email',
      payload: { to: 'member@example.com', subject: 'Confirm', text: 'Hi' },
    });
    const crm = await enqueueJob({
      db,
      kind: 'crm',
      payload: { action: 'signin', email: 'member@example.com', at: new Date().toISOString() },
    });
    let releaseMail!: () => void;
    const mailHangs = new Promise<void>((resolve) => (releaseMail = resolve));
    const synced: string[] = [];
    const lifecycle = createLifecycle();
    const stop = startOutboxRunner({
      db,
      logger: t.deps.logger,
      lifecycle,
      pollMs: 20,
      handlers: {
        email: () => mailHangs,
        crm: async (payload) => void synced.push(String(payload.email)),
      },
    });
    try {
      await expect.poll(() => statusOf(crm), { timeout: 5000, interval: 25 }).toBe('sent');
      expect(synced).toEqual(['member@example.com']);
      expect(await statusOf(email)).toBe('pending');
      releaseMail();
      await expect.poll(() => statusOf(email), { timeout: 5000, interval: 25 }).toBe('sent');
    } finally {
      releaseMail();
      lifecycle.shuttingDown = true;
      stop();
    }
  });
});
