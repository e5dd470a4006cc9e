import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { fixedReportEngine, sampleReportInput } from '../../test/fixed-report-engine.ts';
import { startFakeOpenAi } from '../../test/fake-openai-server.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let admin: string;
let user: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    BETTER_AUTH_URL: 'http://localhost',
    ADMIN_EMAILS: 'admin@example.com',
    AI_BASE_URL: fake.baseURL,
    AI_API_KEY: 'sk-test-local',
    AI_TIMEOUT_MS: '1000',
  });
  t.deps.reportEngine = fixedReportEngine();
  admin = await newVerifiedUser(t, 'admin@example.com', 'trout-on-the-fly-42', '192.0.2.31');
  user = await newVerifiedUser(t, 'angler@example.com', 'trout-on-the-fly-42', '192.0.2.32');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const settings = (over: Record<string, unknown> = {}) => ({
  provider: 'openai',
  model: 'gpt-4o-mini',
  temperature: 0.3,
  maxTokens: 2000,
  systemPrompt: 'Be brief.',
  styleNotes: 'Texan plain talk',
  ...over,
});

describe('AI settings API', () => {
  it('is admin only', async () => {
    expect(
      (await t.request('/api/admin/ai-settings', browserInit('GET', undefined, user))).status,
    ).toBe(403);
    expect(
      (await t.request('/api/admin/ai-settings', browserInit('PUT', settings(), user))).status,
    ).toBe(403);
    expect((await t.request('/api/admin/ai-settings/history', browserInit('GET'))).status).toBe(
      401,
    );
  });

  it('versions every change, lists history newest first, and rolls back as a new version', async () => {
    const first = await body(
      await t.request(
        '/api/admin/ai-settings',
        browserInit('PUT', settings({ provider: 'built-in' }), admin),
      ),
    );
    const second = await body(
      await t.request(
        '/api/admin/ai-settings',
        browserInit('PUT', settings({ temperature: 0.9 }), admin),
      ),
    );
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.changedByEmail).toBe('admin@example.com');
    const history = await body(
      await t.request('/api/admin/ai-settings/history', browserInit('GET', undefined, admin)),
    );
    expect(history.items.map((s: { version: number }) => s.version)).toEqual([
      second.version,
      first.version,
    ]);
    const rolled = await body(
      await t.request(
        '/api/admin/ai-settings/rollback',
        browserInit('POST', { version: first.version }, admin),
      ),
    );
    expect(rolled).toMatchObject({
      provider: 'built-in',
      note: `Rollback to version ${first.version}`,
    });
    expect(rolled.version).toBeGreaterThan(second.version);
    expect(
      (
        await t.request(
          '/api/admin/ai-settings/rollback',
          browserInit('POST', { version: 9999 }, admin),
        )
      ).status,
    ).toBe(404);
  });

  it('rejects settings outside the contract', async () => {
    const res = await t.request(
      '/api/admin/ai-settings',
      browserInit('PUT', settings({ temperature: 7 }), admin),
    );
    expect(res.status).toBe(400);
  });
});

describe('model writer', () => {
  let reportsMade = 0;
  async function makeReport(): Promise<{
    writer: { kind: string; model: string | null; note: string | null; aiSettingsVersion: number };
    markdown: string;
  }> {
    // a fresh user for every 3 reports keeps the free plan out of the way
    if (reportsMade % 3 === 0)
      user = await newVerifiedUser(
        t,
        `writer${reportsMade}@example.com`,
        'trout-on-the-fly-42',
        `192.0.2.${40 + reportsMade}`,
      );
    reportsMade++;
    const res = await t.request('/api/reports', browserInit('POST', sampleReportInput(), user));
    expect(res.status).toBe(201);
    return body(
      await t.request(`/api/reports/${(await body(res)).id}`, browserInit('GET', undefined, user)),
    );
  }

  it('sends only the structured facts and choices, and stores a valid answer', async () => {
    const active = await body(
      await t.request('/api/admin/ai-settings', browserInit('PUT', settings(), admin)),
    );
    fake.setMode('valid');
    fake.requests.length = 0;
    const report = await makeReport();
    expect(report.writer).toMatchObject({
      kind: 'model',
      model: 'gpt-4o-mini',
      aiSettingsVersion: active.version,
      note: null,
    });
    expect(report.markdown).toContain('# A good morning on the kayak');
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-test-local');
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('Texan plain talk');
    const payload = JSON.parse(messages[1]!.content);
    expect(Object.keys(payload.facts)).toEqual(['choices', 'report', 'derived']);
    expect(payload.facts.derived).toMatchObject({
      windowLengths: expect.any(Array),
      tackleSizes: expect.any(Array),
    });
    expect(payload.facts.report).toMatchObject({ version: 2, verdict: expect.any(Object) });
    const raw = messages[1]!.content;
    for (const secret of ['@example.com', '32.86', '-96.52', 'user_id', 'userId'])
      expect(raw).not.toContain(secret);
    expect((sent.body.response_format as { type: string }).type).toBe('json_schema');
  });

  it.each([
    ['slow', 'did not answer in time'],
    ['invalid-json', 'unusable answer'],
    ['wrong-shape', 'unusable answer'],
    ['invented', 'added figures'],
    ['http-500', 'was unavailable'],
  ] as const)(
    'falls back to the built-in writer when the model is %s, and says so',
    async (mode, phrase) => {
      fake.setMode(mode);
      const report = await makeReport();
      expect(report.writer.kind).toBe('built-in');
      expect(report.writer.note).toContain(phrase);
      expect(report.markdown).toContain('## Best times');
    },
  );
});

describe('AI Settings: what the admin sees of the writer', () => {
  it('the sample report shows the model service’s real error, not only the generic note', async () => {
    fake.setMode('http-500');
    try {
      const res = await t.request(
        '/api/admin/ai-settings/sample',
        browserInit('POST', settings({ model: 'gpt-4o-mini' }), admin),
      );
      expect(res.status).toBe(200);
      const sample = await body(res);
      expect(sample.writer).toBe('built-in');
      expect(sample.note).toContain('was unavailable');
      expect(sample.error).toBe('The model service failed: 500 The server had an error');
    } finally {
      fake.setMode('valid');
    }
  });

  it('a reasoning model writes the sample: no refused parameters', async () => {
    fake.requests.length = 0;
    const res = await t.request(
      '/api/admin/ai-settings/sample',
      browserInit('POST', settings({ model: 'gpt-5-mini' }), admin),
    );
    const sample = await body(res);
    expect(sample).toMatchObject({ writer: 'model', model: 'gpt-5-mini', error: null });
    expect(fake.requests[0]!.body).not.toHaveProperty('max_tokens');
  });

  it('counts each writer’s fallbacks and their reasons from the reports it wrote', async () => {
    const saved = await body(
      await t.request(
        '/api/admin/ai-settings',
        browserInit('PUT', settings({ model: 'gpt-4o' }), admin),
      ),
    );
    const member = await newVerifiedUser(
      t,
      'outcomes@example.com',
      'trout-on-the-fly-42',
      '192.0.2.70',
    );
    for (const mode of ['valid', 'invented', 'http-500'] as const) {
      fake.setMode(mode);
      const res = await t.request('/api/reports', browserInit('POST', sampleReportInput(), member));
      expect(res.status).toBe(201);
    }
    fake.setMode('valid');
    const outcomes = await body(
      await t.request('/api/admin/ai-settings/outcomes', browserInit('GET', undefined, admin)),
    );
    expect(outcomes.days).toBe(30);
    expect(outcomes.writers.find((w: { version: number }) => w.version === saved.version)).toEqual({
      version: saved.version,
      provider: 'openai',
      model: 'gpt-4o',
      reports: 3,
      byModel: 1,
      fallbacks: 2,
      fallbackRate: 0.667,
      reasons: { 'invented-numbers': 1, error: 1 },
    });
    expect(
      (await t.request('/api/admin/ai-settings/outcomes', browserInit('GET', undefined, member)))
        .status,
    ).toBe(403);
  });
});
