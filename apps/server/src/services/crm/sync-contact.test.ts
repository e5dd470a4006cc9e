import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shapeDifferences } from '../../test/compare-shape.ts';
import { AUTH_ENV, newVerifiedUser, signUp } from '../../test/auth-test-helpers.ts';
import { outboxHandlers } from '../../jobs/outbox-runner.ts';
import { runDueJobs } from '../outbox/run-due-jobs.ts';
import { CRM_FIELDS, CRM_TAGS, centralTimestamp } from './crm-fields.ts';
import { startFakeCrm } from '../../test/fake-crm-server.ts';
import contactGet from './fixtures/contact-get.json' with { type: 'json' };
import contactCreate from './fixtures/contact-create.json' with { type: 'json' };
import contactUpdate from './fixtures/contact-update.json' with { type: 'json' };
import contactsSearch from './fixtures/contacts-search.json' with { type: 'json' };
import tagsAdd from './fixtures/tags-add.json' with { type: 'json' };
import tagsRemove from './fixtures/tags-remove.json' with { type: 'json' };
import customFields from './fixtures/custom-fields.json' with { type: 'json' };
import error422 from './fixtures/error-422.json' with { type: 'json' };
import error401 from './fixtures/error-401.json' with { type: 'json' };

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

// One set of handlers, as one server process has: the custom fields are looked up once.
let handlers: ReturnType<typeof outboxHandlers>;
const drain = () => {
  handlers ??= outboxHandlers(t.deps.env);
  return runDueJobs({ db: t.deps.database.db, handlers, logger: t.deps.logger });
};
const contactOf = (email: string) => [...crm.contacts.values()].find((c) => c.email === email);
const field = (email: string, key: string) =>
  contactOf(email)?.customFields.find((f) => f.id === crm.fieldId(key))?.value;
const puts = (id: string) =>
  crm.calls.filter((c) => c.method === 'PUT' && c.path === `/contacts/${id}`);

describe('CRM sync through the outbox', () => {
  it('creates a tagged contact with App_User_ID written by its field id, source AnglerScout, no `type`', async () => {
    expect((await signUp(t, 'New@Example.com', 'walleye-at-dusk-7', '192.0.2.90')).status).toBe(
      200,
    );
    expect(crm.calls).toHaveLength(0); // nothing waited on the CRM
    await drain();
    const contact = contactOf('new@example.com')!;
    expect(contact).toMatchObject({
      tags: [CRM_TAGS.users],
      source: 'AnglerScout',
      locationId: 'loc-1',
    });
    expect(field('new@example.com', CRM_FIELDS.appUserId)).toMatch(/.+/);
    const create = crm.calls.find((c) => c.method === 'POST' && c.path === '/contacts/')!;
    expect(create.body).not.toHaveProperty('type');
    expect((create.body as { customFields: unknown[] }).customFields).toEqual([
      { id: crm.fieldId(CRM_FIELDS.appUserId), field_value: expect.any(String) },
    ]);
    const search = crm.calls.find((c) => c.path === '/contacts/search')!.body as {
      pageLimit: number;
      filters: unknown[];
    };
    expect(search.pageLimit).toBe(20);
    expect(search.filters).toEqual([{ field: 'email', operator: 'eq', value: 'new@example.com' }]);
  });

  it('on a matched contact: removes only the deletion tag, sets App_User_ID once, and never rewrites tags', async () => {
    const at = new Date().toISOString();
    crm.contacts.set('old', {
      id: 'old',
      locationId: 'loc-1',
      email: 'back@example.com',
      emailLowerCase: 'back@example.com',
      tags: [CRM_TAGS.dataDeletionRequested, 'fishing', 'newsletter'],
      customFields: [],
      dateAdded: at,
      dateUpdated: at,
    });
    await signUp(t, 'back@example.com', 'walleye-at-dusk-7', '192.0.2.91');
    await drain();
    expect(crm.contacts.get('old')!.tags).toEqual(['fishing', 'newsletter']);
    expect(field('back@example.com', CRM_FIELDS.appUserId)).toMatch(/.+/);
    // The check by field id passes, so there is no second, full update.
    expect(puts('old')).toHaveLength(1);
    expect(puts('old').every((c) => !('tags' in (c.body as object)))).toBe(true);
    expect(
      crm.calls.filter((c) => c.method === 'DELETE' && c.path === '/contacts/old/tags')[0]!.body,
    ).toEqual({ tags: [CRM_TAGS.dataDeletionRequested] });
  });

  it('writes App_User_ID again when the first write did not stick, still without touching tags', async () => {
    const at = new Date().toISOString();
    crm.contacts.set('lost', {
      id: 'lost',
      locationId: 'loc-1',
      email: 'lost@example.com',
      emailLowerCase: 'lost@example.com',
      tags: ['fishing'],
      customFields: [],
      dateAdded: at,
      dateUpdated: at,
    });
    crm.state.dropFieldWrites = 1;
    await signUp(t, 'lost@example.com', 'walleye-at-dusk-7', '192.0.2.94');
    await drain();
    expect(field('lost@example.com', CRM_FIELDS.appUserId)).toMatch(/.+/);
    expect(puts('lost')).toHaveLength(2);
    expect(puts('lost').every((c) => !('tags' in (c.body as object)))).toBe(true);
    expect(crm.contacts.get('lost')!.tags).toEqual(['fishing']);
  });

  it('stamps the last sign-in in Central time, and looks the custom fields up only once', async () => {
    await newVerifiedUser(t, 'stamp@example.com', undefined, '192.0.2.92');
    await drain();
    const stamp = field('stamp@example.com', CRM_FIELDS.lastAppSignIn);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      crm.calls.filter((c) => c.path.startsWith('/locations/loc-1/customFields')),
    ).toHaveLength(1);
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

describe('the fake CRM answers as HighLevel documents', () => {
  let fake: Awaited<ReturnType<typeof startFakeCrm>>;
  beforeAll(async () => (fake = await startFakeCrm('fake-key')));
  afterAll(() => fake.close());
  const call = async (method: string, path: string, body?: unknown, key = 'fake-key') => {
    const res = await fetch(`${fake.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        version: '2021-07-28',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  type Fixture = { status: number; body: unknown };
  const same = (got: { status: number; body: unknown }, recorded: Fixture) => {
    expect(got.status).toBe(recorded.status);
    expect(shapeDifferences(got.body, recorded.body, { documented: true })).toEqual([]);
  };

  it('contact calls, field by field against the documented examples', async () => {
    const fieldsRes = await call('GET', '/locations/loc-1/customFields?model=contact');
    same(fieldsRes, customFields);
    const id = (
      fieldsRes.body as { customFields: { id: string; fieldKey: string }[] }
    ).customFields.find((f) => f.fieldKey === CRM_FIELDS.appUserId)!.id;
    const created = await call('POST', '/contacts/', {
      locationId: 'loc-1',
      email: 'doc@example.com',
      tags: ['a'],
      source: 'AnglerScout',
      customFields: [{ id, field_value: 'u-1' }],
    });
    same(created, contactCreate);
    const contactId = (created.body as { contact: { id: string } }).contact.id;
    const read = await call('GET', `/contacts/${contactId}`);
    same(read, contactGet);
    // Read back as {id, value}: by the opaque id, never by the key written.
    expect((read.body as { contact: { customFields: unknown[] } }).contact.customFields).toEqual([
      { id, value: 'u-1' },
    ]);
    same(
      await call('POST', '/contacts/search', {
        locationId: 'loc-1',
        pageLimit: 20,
        filters: [{ field: 'email', operator: 'eq', value: 'doc@example.com' }],
      }),
      contactsSearch,
    );
    same(await call('POST', `/contacts/${contactId}/tags`, { tags: ['b'] }), tagsAdd);
    same(await call('DELETE', `/contacts/${contactId}/tags`, { tags: ['a'] }), tagsRemove);
    same(await call('PUT', `/contacts/${contactId}`, { tags: ['only'] }), contactUpdate);
    // Tags sent in an update replace them all, as the docs warn.
    expect(fake.contacts.get(contactId)!.tags).toEqual(['only']);
    same(await call('GET', `/contacts/${contactId}`, undefined, 'wrong-key'), error401);
  });

  it('refuses `type` on Create Contact with 422, and creates the contact anyway', async () => {
    const res = await call('POST', '/contacts/', {
      locationId: 'loc-1',
      email: 'typed@example.com',
      type: 'lead',
    });
    same(res, error422);
    expect((res.body as { message: string[] }).message).toEqual(['property type should not exist']);
    expect([...fake.contacts.values()].some((c) => c.email === 'typed@example.com')).toBe(true);
  });
});
