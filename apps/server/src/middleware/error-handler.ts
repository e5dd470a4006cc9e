import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorCode } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import {
  isDatabaseBusy,
  isDatabaseDown,
  isUnstorableText,
} from '../lib/primitives/database-errors.ts';
import { recordAppLog } from '../services/logs/app-log-store.ts';
import { scrubError } from '../lib/primitives/scrub-error.ts';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_INVALID_FORMAT',
  401: 'AUTH_UNAUTHORIZED',
  403: 'AUTH_FORBIDDEN',
  404: 'RESOURCE_NOT_FOUND',
  408: 'NETWORK_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Retry-After of a 429 that does not know its window. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The error's type and message, with the values a failed query carried taken out. */
function describeError(err: unknown): string {
  const scrubbed = scrubError(err) as { type?: unknown; message?: unknown };
  return `${String(scrubbed.type ?? 'Error')}: ${String(scrubbed.message ?? '')}`;
}

/** Every error leaves as `{ error: { code, message } }`; a 500 never carries internals. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof HTTPException && STATUS_CODES[err.status])
    appError = new AppError(STATUS_CODES[err.status]!);
  else if (isDatabaseDown(err)) {
    c.var.deps?.database.outage.report();
    appError = new AppError('DATABASE_CONNECTION_ERROR');
  } else if (isDatabaseBusy(err)) appError = new AppError('DATABASE_CONNECTION_ERROR');
  else if (isUnstorableText(err))
    appError = new AppError('VALIDATION_INVALID_FORMAT', 'Text may not contain NUL characters.');
  else {
    c.var.log?.error({ err }, 'unhandled error');
    appError = new AppError('SYSTEM_INTERNAL_ERROR');
    // The admin logs view shows server errors next to the browsers' (message redacted there).
    const db = c.var.deps?.database.db;
    if (db)
      void recordAppLog({
        db,
        entry: {
          source: 'server',
          level: 'error',
          message: describeError(err),
          route: `${c.req.method} ${c.req.path}`,
          requestId: c.var.requestId ?? null,
          userAgent: c.req.header('user-agent') ?? null,
        },
      }).catch(() => undefined);
  }
  if (appError.status >= 500 && appError.code !== 'SYSTEM_INTERNAL_ERROR')
    c.var.log?.warn({ code: appError.code, err }, 'request failed');
  const body = {
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.fields ? { fields: appError.fields } : {}),
    },
  };
  // Every 429 says when to come back (RFC 9110 §10.2.3), so clients and proxies back off.
  if (appError.status === 429)
    c.header('Retry-After', String(appError.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  return c.json(body, appError.status as 400);
};
