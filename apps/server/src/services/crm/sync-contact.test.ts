import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, newVerifiedUser, signUp } from '../../auth/auth-test-helpers.ts';
import { outboxHandlers } from '../../jobs/outbox-runner.ts';
import { runDueJobs } from '../outbox/run-due-jobs.ts';
import { CRM_FIELDS, CRM_TAGS, centralTimestamp } from './crm-fields.ts';
import { startFakeCrm } from './fake-crm-server.ts';

let crm: Awaited<ReturnType<typeof startFakeCrm>>;
let t: TestApp;
beforeAll(async () => {
  crm = await startFakeCrm('test-key');
  t = await createTestApp({
    ...AUTH_ENV,
    CRM_API_KEY: 'test-key',
    CRM_LOCATION_ID: 'loc-1',
    CRM_BASE_URL: crm.url,
  });
});
afterAll(async () => {
  await t.close();
  await crm.close();
});
beforeEach(() => {
  crm.state.failNext = 0;
  crm.state.dropFieldWrites = 0;
});

const drain = () =>
  runDueJobs({
    db: t.deps.database.db,
    handlers: outboxHandlers(t.deps.env),
    logger: t.deps.logger,
  });
const field = (email: string, key: string) =>
  [...crm.contacts.values()].find((c) => c.email === email)?.customFields.find((f) => f.id === key)
    ?.value;

describe('CRM sync through the outbox', () => {
  it('creates a tagged lead with App_User_ID on sign-up, source AnglerScout', async () => {
    expect((await signUp(t, 'New@Example.com', 'walleye-at-dusk-7', '192.0.2.90')).status).toBe(
      200,
    );
    expect(crm.calls).toHaveLength(0); // nothing waited on the CRM
    await drain();
    const contact = [...crm.contacts.values()].find((c) => c.email === 'new@example.com')!;
    expect(contact).toMatchObject({
      tags: [CRM_TAGS.users],
      source: 'AnglerScout',
      type: 'lead',
      locationId: 'loc-1',
    });
    expect(contact.customFields[0]!.id).toBe(CRM_FIELDS.appUserId);
    const search = crm.calls.find((c) => c.path === '/contacts/search')!.body as {
      pageLimit: number;
      filters: unknown[];
    };
    expect(search.pageLimit).toBe(20);
    expect(search.filters).toEqual([{ field: 'email', operator: 'eq', value: 'new@example.com' }]);
  });

  it('removes a prior data-deletion tag and retries the App_User_ID write as a full update', async () => {
    crm.contacts.set('old', {
      id: 'old',
      email: 'back@example.com',
      tags: [CRM_TAGS.dataDeletionRequested, 'fishing'],
      locationId: 'loc-1',
      customFields: [],
    });
    crm.state.dropFieldWrites = 1;
    await signUp(t, 'back@example.com', 'walleye-at-dusk-7', '192.0.2.91');
    await drain();
    const contact = crm.contacts.get('old')!;
    expect(contact.tags).toEqual(['fishing']);
    expect(field('back@example.com', CRM_FIELDS.appUserId)).toMatch(/.+/);
    expect(crm.calls.filter((c) => c.method === 'PUT' && c.path === '/contacts/old')).toHaveLength(
      2,
    );
  });

  it('stamps the last sign-in in Central time', async () => {
    await newVerifiedUser(t, 'stamp@example.com', undefined, '192.0.2.92');
    await drain();
    const stamp = field('stamp@example.com', CRM_FIELDS.lastAppSignIn);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('a failing CRM never blocks sign-up; the job is retried later', async () => {
    crm.state.failNext = 10;
    const started = performance.now();
    expect((await signUp(t, 'outage@example.com', 'walleye-at-dusk-7', '192.0.2.93')).status).toBe(
      200,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    await drain();
    const [job] = await t.deps.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'crm'))
      .then((rows) => rows.filter((r) => r.payload.email === 'outage@example.com'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toMatch(/CRM API error: 500/);
    crm.state.failNext = 0;
    await t.deps.database.db
      .update(outboxJobs)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxJobs.id, job!.id));
    await drain();
    const [done] = await t.deps.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.id, job!.id));
    expect(done!.status).toBe('sent');
  });
});

describe('centralTimestamp', () => {
  it('formats yyyy-mm-dd hh:mm:ss in America/Chicago across daylight saving', () => {
    expect(centralTimestamp(new Date('2025-01-15T18:05:09Z'))).toBe('2025-01-15 12:05:09');
    expect(centralTimestamp(new Date('2025-07-04T03:00:00Z'))).toBe('2025-07-03 22:00:00');
  });
});
