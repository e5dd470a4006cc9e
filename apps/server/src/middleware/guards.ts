import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that accept bodies other than JSON (they check their own). */
export interface BodyPolicy {
  nonJsonPaths: string[];
  crossSitePaths: string[];
}

/**
 * State-changing API requests must be same-site (Origin check) and, when they carry a body, JSON.
 * Browsers always send Origin on cross-site POSTs, so a foreign Origin is refused; tools that
 * send no Origin (curl, server-to-server) are let through to the route's own auth.
 */
export function apiRequestPolicy(
  policy: BodyPolicy,
  allowedOrigins: () => string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const path = c.req.path;
    if (!policy.crossSitePaths.some((p) => path.startsWith(p))) {
      const origin = c.req.header('origin');
      const self = new URL(c.req.url).origin;
      if (
        c.req.header('sec-fetch-site') === 'cross-site' ||
        (origin && origin !== self && !allowedOrigins().includes(origin))
      ) {
        throw new AppError('AUTH_FORBIDDEN', 'Cross-site requests are not allowed.');
      }
    }
    if (c.req.method !== 'DELETE' && !policy.nonJsonPaths.some((p) => path.startsWith(p))) {
      const type = c.req.header('content-type');
      const length = Number(c.req.header('content-length') ?? '0');
      const sendsBody =
        type !== undefined || length > 0 || c.req.header('transfer-encoding') !== undefined;
      if (sendsBody && !/^application\/json\b/i.test(type ?? ''))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    return next();
  };
}

/** Fails a request that runs longer than `ms`; streaming responses (SSE) are exempt. */
export function requestTimeout(ms: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.header('accept') ?? '').includes('text/event-stream')) return next();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AppError('NETWORK_TIMEOUT', 'The request took too long.')),
        ms,
      );
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
