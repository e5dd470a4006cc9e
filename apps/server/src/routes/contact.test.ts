import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@anglerscout/contracts';
import { contactMessages } from '../db/schema/index.ts';
import { body, createTestApp, jsonInit, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...AUTH_ENV,
    CONTACT_RATE_LIMIT: '3',
    ADMIN_EMAILS: 'inbox-admin@example.com',
  });
});
afterAll(() => t.close());

const good = {
  fullName: 'Dana Reyes',
  email: 'Dana@Example.com',
  phone: '(512) 555-0134',
  message: 'Do reports cover Lake Travis?',
};

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const res = await t.request('/api/contact', jsonInit('POST', good), '198.51.100.1');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ ok: true });
    const rows = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'dana@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: 'Dana Reyes',
      phone: '(512) 555-0134',
      clientIp: '198.51.100.1',
    });
  });

  it.each([
    [{ ...good, fullName: '  ' }, 'fullName', CONTACT_MESSAGES.fullNameRequired],
    [{ ...good, email: '' }, 'email', CONTACT_MESSAGES.emailRequired],
    [{ ...good, email: 'not-an-address' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ ...good, phone: '555-CALL-NOW' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ ...good, message: '' }, 'message', CONTACT_MESSAGES.messageRequired],
  ])("rejects %j with the field's message", async (payload, field, message) => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', payload),
      `198.51.100.${100 + Object.keys(payload).length + field.length}`,
    );
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(json.error.fields[field]).toBe(message);
  });

  it('refuses CR/LF header injection in the name and e-mail', async () => {
    for (const body of [
      { ...good, fullName: 'Eve\r\nBcc: all@example.com' },
      { ...good, email: 'eve@example.com\nBcc: x@y.z' },
    ]) {
      const res = await t.request('/api/contact', jsonInit('POST', body), '198.51.100.3');
      expect(res.status).toBe(400);
    }
  });

  it('accepts but does not store a message whose honeypot is filled', async () => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', { ...good, email: 'bot@example.com', website: 'http://spam.example' }),
      '198.51.100.4',
    );
    expect(res.status).toBe(200);
    const rows = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'bot@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('rate-limits per client IP with counters in the database', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.request('/api/contact', jsonInit('POST', good), ip)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another client is not affected
    expect((await t.request('/api/contact', jsonInit('POST', good), '198.51.100.10')).status).toBe(
      200,
    );
    // a spoofed X-Forwarded-For does not reset the limit when no proxy is trusted
    const spoofed = await t.request(
      '/api/contact',
      jsonInit('POST', good, { 'x-forwarded-for': '10.9.9.9' }),
      ip,
    );
    expect(spoofed.status).toBe(429);
  });

  it('strips fields the contract does not know (no prototype pollution)', async () => {
    const res = await t.request(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"__proto__":{"polluted":true},${JSON.stringify(good).slice(1)}`,
      },
      '198.51.100.11',
    );
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists the stored messages newest first for an admin, and only for an admin', async () => {
    const admin = await newVerifiedUser(t, 'inbox-admin@example.com', undefined, '192.0.2.40');
    const member = await newVerifiedUser(t, 'inbox-member@example.com', undefined, '192.0.2.41');
    await t.request(
      '/api/contact',
      jsonInit('POST', {
        ...good,
        fullName: 'Later Sender',
        email: 'later@example.com',
        phone: undefined,
      }),
      '198.51.100.60',
    );

    expect((await t.request('/api/admin/contact-messages', browserInit('GET'))).status).toBe(401);
    expect(
      (await t.request('/api/admin/contact-messages', browserInit('GET', undefined, member)))
        .status,
    ).toBe(403);
    const res = await t.request(
      '/api/admin/contact-messages?limit=2',
      browserInit('GET', undefined, admin),
    );
    expect(res.status).toBe(200);
    const { items } = await body(res);
    expect(items.length).toBeLessThanOrEqual(2);
    expect(items[0]).toMatchObject({
      fullName: 'Later Sender',
      email: 'later@example.com',
      phone: null,
      message: good.message,
    });
    expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(items[items.length - 1].createdAt),
    );
    expect(items[0]).not.toHaveProperty('clientIp');
    expect(
      (await t.request('/api/admin/contact-messages?limit=0', browserInit('GET', undefined, admin)))
        .status,
    ).toBe(400);
  });
});
