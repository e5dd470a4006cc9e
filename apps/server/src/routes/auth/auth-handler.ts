import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { CLIENT_IP_HEADER } from '../../services/auth/create-auth.ts';
import type { PerClientQueue } from '../../lib/primitives/per-client-queue.ts';
import { readBodyWithin } from '../../lib/http/read-body.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../../middleware/error-handler.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { RevocationRegistry } from '../../services/auth/session-revocations.ts';

const SESSION_DATA_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=[^;]*/g;

/** better-auth endpoints whose POST hashes or verifies a password (Argon2id, ~25 ms of CPU). */
const HASHING_PATHS = new Set(
  [
    '/sign-in/email',
    '/sign-up/email',
    '/reset-password',
    '/verify-password',
    '/change-password',
    '/set-password',
    '/delete-user',
    '/admin/create-user',
    '/admin/set-user-password',
  ].map((p) => `/api/auth${p}`),
);

/** Calls that may delete sessions: this process learns of the revocation before answering. */
const REVOKING_PATHS = new Set(
  [
    '/sign-out',
    '/revoke-session',
    '/revoke-sessions',
    '/revoke-other-sessions',
    '/reset-password',
    '/change-password',
    '/delete-user',
  ].map((p) => `/api/auth${p}`),
);

/** Auth calls whose server-side latency is the monitored auth latency (the auth_latency metric). */
const AUTH_LATENCY_KINDS: Readonly<Record<string, 'sign_in' | 'session_check'>> = {
  '/api/auth/sign-in/email': 'sign_in',
  '/api/auth/get-session': 'session_check',
};

/**
 * Answers that must take as long for an unknown address as for a known one: for a known one
 * better-auth stores a token and we queue the e-mail (measured 12.5 ms against 7.4 ms for an
 * unknown one), so both are held to a floor well above either.
 */
const RESPONSE_FLOOR_MS: Readonly<Record<string, number>> = {
  '/api/auth/request-password-reset': 150,
  '/api/auth/send-verification-email': 150,
};

export interface AuthHandlerOptions {
  /** Admits password requests (see password-gate.ts); every other auth call passes untouched. */
  gate: PerClientQueue;
  /** How long a request body may take to arrive (BODY_READ_TIMEOUT_MS). */
  bodyReadTimeoutMs: number;
  revocations: RevocationRegistry;
  /** Where sign-in and session-check latency goes (monitoring). */
  observeLatency?: (kind: 'sign_in' | 'session_check', ms: number) => void;
  /** Overrides RESPONSE_FLOOR_MS (tests). */
  responseFloorMs?: Readonly<Record<string, number>>;
}

/**
 * Hands /api/auth/* to better-auth. The body is read first, under a deadline, so a slow or
 * stalled client never holds a gate slot; then password requests wait their turn in the gate
 * (the caller's disconnect takes it out of the queue). better-auth gets the client IP the server
 * trusts (a client-sent copy of the header is replaced), and no cookie cache on admin calls so a
 * role change or ban counts on the very next request.
 */
export function createAuthHandler(opts: AuthHandlerOptions) {
  const floors = opts.responseFloorMs ?? RESPONSE_FLOOR_MS;
  return async (c: Context<AppEnv>): Promise<Response> => {
    const started = performance.now();
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const body = hasBody ? await readBodyWithin(c, opts.bodyReadTimeoutMs) : undefined;
    const response =
      c.req.method === 'POST' && HASHING_PATHS.has(c.req.path)
        ? await opts.gate.run(c.var.clientIp, () => forward(c, body), c.req.raw.signal)
        : await forward(c, body);
    if (
      c.req.method === 'POST' &&
      (REVOKING_PATHS.has(c.req.path) || c.req.path.startsWith('/api/auth/admin/'))
    )
      await opts.revocations.refresh();
    const floor = floors[c.req.path];
    if (floor !== undefined) await holdUntil(started + floor);
    const kind = AUTH_LATENCY_KINDS[c.req.path];
    if (kind) opts.observeLatency?.(kind, performance.now() - started);
    return response;
  };
}

function forward(c: Context<AppEnv>, body: ArrayBuffer | undefined): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  if (c.req.path.startsWith('/api/auth/admin/')) {
    const cookie = headers.get('cookie');
    if (cookie) headers.set('cookie', cookie.replace(SESSION_DATA_COOKIE, '').replace(/^;\s*/, ''));
  }
  const init: RequestInit = { method: c.req.method, headers };
  if (body && body.byteLength > 0) init.body = body;
  return c.var.auth.handler(new Request(c.req.raw.url, init)).then(async (response) => {
    // better-auth's limiter says when to retry only in its own X-Retry-After; hooks that refuse
    // with 429 say nothing. Every 429 carries the standard header.
    if (response.status === 429 && !response.headers.has('retry-after'))
      response.headers.set(
        'Retry-After',
        response.headers.get('x-retry-after') ?? String(DEFAULT_RETRY_AFTER_SECONDS),
      );
    // better-auth answers an unexpected failure inside an endpoint with its own 500 (and logs
    // it, scrubbed, through our logger). When the cause is a database that went away, answer as
    // every other route does: 503, and the outage is reported so requests fail fast until it is
    // back. A 500 is rare, so the ping costs nothing on the normal path.
    if (response.status === 500) {
      const { database } = c.var.deps;
      const down = await database.ping(2000).then(
        () => false,
        () => true,
      );
      if (down) {
        database.outage.report();
        throw new AppError('DATABASE_CONNECTION_ERROR');
      }
    }
    return response;
  });
}

/** Waits until `performance.now()` reaches `at` (returns at once if it has). */
function holdUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 0
    ? new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)))
    : Promise.resolve();
}
