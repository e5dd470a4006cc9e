import { DEFAULT_MESSAGES, statusForCode, type ErrorCode } from '@anglerscout/contracts';

/** The one error type the API throws; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  /** For a 429: how long the client should wait, sent as `Retry-After` (60 s when unknown). */
  retryAfterSeconds?: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.code = code;
    if (fields) this.fields = fields;
    this.status = statusForCode(code);
  }
}

/** A 429 that tells the client when to come back. */
export function rateLimited(retryAfterSeconds: number, message?: string): AppError {
  const err = new AppError('RATE_LIMITED', message);
  err.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return err;
}
