import { Hono } from 'hono';
import { LOG_BODY_MAX_BYTES, ZLogEntry } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { readSession } from '../middleware/session-guards.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { validate } from '../lib/http/parse-body.ts';
import { readBodyWithin } from '../lib/http/read-body.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { recordAppLog } from '../services/logs/app-log-store.ts';

/** Entries one client may send per minute; a page stuck in an error loop cannot flood the store. */
export const LOG_RATE_PER_MINUTE = 30;
/**
 * Entries all clients together may send per minute (any number of addresses): past it the store
 * takes no more browser entries until the minute is over. Server errors are kept apart and never
 * counted here.
 */
export const LOG_GLOBAL_RATE_PER_MINUTE = 300;
/** The kinds the web app names in `data.kind`; anything else counts as "other". */
const ERROR_KINDS = new Set(['uncaught', 'unhandledrejection', 'render', 'console']);

/**
 * POST /api/log: warnings and errors from the web app, sent by beacon or a
 * keepalive fetch (so the body may arrive as text/plain). Capped in size, rate-limited per client,
 * redacted, and counted in client_errors_total at error level. Answers 204.
 */
export const logRoutes = new Hono<AppEnv>().post('/api/log', async (c) => {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > LOG_BODY_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const { deps } = c.var;
  const db = deps.database.db;
  await enforceRateLimit({
    db,
    key: `log:${c.var.clientIp}`,
    limit: LOG_RATE_PER_MINUTE,
    windowSeconds: 60,
  });
  await enforceRateLimit({
    db,
    key: 'log:all-clients',
    limit: LOG_GLOBAL_RATE_PER_MINUTE,
    windowSeconds: 60,
  });
  const bytes = await readBodyWithin(c, deps.env.BODY_READ_TIMEOUT_MS);
  if (bytes.byteLength > LOG_BODY_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('VALIDATION_INVALID_FORMAT', 'The log entry is not valid JSON.');
  }
  const entry = validate(ZLogEntry, raw);
  const session = await readSession(c).catch(() => null);
  await recordAppLog({
    db,
    entry: {
      source: 'client',
      level: entry.level,
      message: entry.message,
      data: entry.data ?? null,
      url: entry.url ?? null,
      userAgent: entry.userAgent ?? c.req.header('user-agent') ?? null,
      userId: session?.user.id ?? null,
      clientTime: new Date(entry.timestamp),
    },
  });
  if (entry.level === 'error') {
    const kind = String(entry.data?.kind ?? '');
    deps.metrics.clientErrors.inc({ kind: ERROR_KINDS.has(kind) ? kind : 'other' });
  }
  return c.body(null, 204);
});
