import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createServices } from '../compose.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { requestContext } from './request-context.ts';

let lines: Record<string, unknown>[] = [];
let app: Hono<AppEnv>;
let close: () => Promise<void>;

beforeAll(async () => {
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _e, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const database = await createTestDatabase();
  close = () => database.close();
  const deps = createServices({
    env: loadEnv({ LOG_LEVEL: 'info', NODE_ENV: 'test' }),
    database,
    logger,
  });
  app = new Hono<AppEnv>()
    .use(requestContext(deps, { secure: false }))
    .get('/api/talk', (c) => {
      c.var.log.info({ password: 'hunter2-hunter2', spot: 'dock' }, 'talked');
      return c.json({ ok: true });
    })
    .get('/api/quiet', (c) => c.json({ ok: true }));
});
afterAll(() => close());

describe('the access log', () => {
  it('writes one line per request with its id, method, path (no query), status and time', async () => {
    lines = [];
    const res = await app.request('/api/quiet?token=abc', {
      headers: { 'x-request-id': 'probe-0002-abcd' },
    });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      level: 'info',
      requestId: 'probe-0002-abcd',
      method: 'GET',
      url: '/api/quiet',
      status: 200,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('abc"');
  });

  it("still redacts what a handler logs, and both lines carry the request's id once", async () => {
    lines = [];
    await app.request('/api/talk', { headers: { 'x-request-id': 'probe-0003-abcd' } });
    const [talked, access] = lines;
    expect(talked).toMatchObject({ msg: 'talked', password: '[redacted]', spot: 'dock' });
    expect(JSON.stringify(lines)).not.toContain('hunter2');
    for (const line of [talked, access]) {
      expect(line!.requestId).toBe('probe-0003-abcd');
      expect(JSON.stringify(line).match(/"requestId"/g)).toHaveLength(1);
    }
    expect(access).toMatchObject({ msg: 'request', url: '/api/talk', status: 200 });
  });
});
