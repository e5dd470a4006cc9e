import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { ZVitalsBeacon } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError, rateLimited } from '../lib/primitives/app-error.ts';
import { validate } from '../lib/http/parse-body.ts';
import { readBodyWithin } from '../lib/http/read-body.ts';
import { readSession } from '../middleware/session-guards.ts';
import { recordVitals } from '../services/monitoring/vitals/record-vitals.ts';

/** A beacon carries at most 20 entries: a few kilobytes. */
const VITALS_BODY_LIMIT = 16 * 1024;
const BEACON_TYPES = /^(?:text\/plain|application\/json)\b/i;

/**
 * Web vitals and page timings from any visitor's browser (navigator.sendBeacon sends text/plain,
 * which is why this path is among NON_JSON_PATHS: the same-site Origin check still applies).
 * Validated with the shared contract, limited per client IP per minute in this process (the
 * telemetry of a visit is not worth a database write to count), answered 204 at once and written
 * in batches. The user id comes from the session cookie, never from the body.
 */
export function vitalsRoutes(limitPerMinute: number) {
  const hits = new LRUCache<string, { count: number }>({ max: 50_000, ttl: 60_000 });
  return new Hono<AppEnv>().post('/api/vitals', async (c) => {
    const ip = c.var.clientIp;
    const held = hits.get(ip);
    if (held) held.count++;
    else hits.set(ip, { count: 1 });
    if ((held?.count ?? 1) > limitPerMinute)
      throw rateLimited((hits.getRemainingTTL(ip) || 60_000) / 1000);
    if (!BEACON_TYPES.test(c.req.header('content-type') ?? ''))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the beacon as text/plain or JSON.');
    if (Number(c.req.header('content-length') ?? 0) > VITALS_BODY_LIMIT)
      throw new AppError('PAYLOAD_TOO_LARGE');
    const bytes = await readBodyWithin(c, c.var.deps.env.BODY_READ_TIMEOUT_MS);
    if (bytes.byteLength > VITALS_BODY_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE');
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new AppError('VALIDATION_INVALID_FORMAT', 'The beacon is not valid JSON.');
    }
    const beacon = validate(ZVitalsBeacon, raw);
    const { monitoring } = c.var.deps;
    const cookie = c.req.header('cookie');
    const session = cookie?.includes('session_token')
      ? await c.var.deps.memberSessions
          .remembered(cookie, async () => {
            const found = await readSession(c);
            if (!found) throw new AppError('AUTH_UNAUTHORIZED');
            return found;
          })
          .catch(() => null)
      : null;
    recordVitals({
      writer: monitoring.vitals,
      beacon,
      userId: session?.user.id ?? null,
      userAgent: c.req.header('user-agent'),
      onRouteTransition: monitoring.observe.transition,
    });
    return c.body(null, 204);
  });
}
