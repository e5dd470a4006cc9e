/**
 * How a failed query is told apart: the database is gone (connection refused, reset or
 * terminated, no answer), busy (a statement hit statement_timeout: the server is alive), or the
 * input was one Postgres cannot store (a NUL byte in text).
 */
type ErrorLike = { code?: string; message?: string; cause?: unknown };

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|database ping timed out|Client has encountered a connection error|Cannot use a pool after calling end/i;

function walk(err: unknown, test: (e: ErrorLike) => boolean, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as ErrorLike;
  return test(e) || (e.cause !== err && walk(e.cause, test, depth + 1));
}

/** The database did not answer or the connection broke: report an outage, answer 503. */
export const isDatabaseDown = (err: unknown) =>
  walk(
    err,
    (e) =>
      (e.code !== undefined && CONNECTION_CODES.has(e.code)) ||
      CONNECTION_MESSAGES.test(e.message ?? ''),
  );

/** A statement was cancelled by statement_timeout (57014): the server is alive but too slow. */
export const isDatabaseBusy = (err: unknown) => walk(err, (e) => e.code === '57014');

/** Text Postgres cannot store (22021 invalid byte sequence, 22P05 untranslatable character). */
export const isUnstorableText = (err: unknown) =>
  walk(err, (e) => e.code === '22021' || e.code === '22P05');

/** A unique constraint refused the row (the same thing created twice). */
export const isUniqueViolation = (err: unknown) => walk(err, (e) => e.code === '23505');
