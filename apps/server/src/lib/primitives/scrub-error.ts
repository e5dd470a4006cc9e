import { pino } from 'pino';

/** Keys of driver errors that carry bound values (session tokens, e-mails, free text). */
const VALUE_KEYS = ['params', 'parameters', 'detail', 'raw'] as const;

type Serialized = Record<string, unknown> & { message?: unknown; stack?: unknown };

/** Every `params: <values>` line a query error (drizzle's DrizzleQueryError) put in its text. */
function boundValueTexts(err: unknown, found: string[] = [], depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 5) return found;
  const e = err as { params?: unknown; cause?: unknown };
  if (Array.isArray(e.params)) found.push(`params: ${String(e.params)}`);
  return boundValueTexts(e.cause, found, depth + 1);
}

/** The error codes down the cause chain (a driver's SQLSTATE sits in the cause, not the error). */
function causeCodes(err: unknown, found: string[] = [], depth = 0): string[] {
  if (!err || typeof err !== 'object' || depth > 5) return found;
  const e = err as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string') found.push(e.code);
  return causeCodes(e.cause, found, depth + 1);
}

/**
 * pino's error serializer, minus the values bound to a failed query: drizzle puts them in the
 * error's message and stack ("Failed query: ... params: <token>"), and Postgres puts row values
 * in `detail` ("Key (email)=(...) already exists"). The SQL text and error codes stay.
 */
export function scrubError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as Serialized;
  const texts = boundValueTexts(err);
  const clean = (s: unknown) =>
    typeof s === 'string'
      ? texts.reduce((acc, t) => acc.split(t).join('params: [redacted]'), s)
      : s;
  const scrubbed: Serialized = {};
  for (const key of Object.keys(out)) {
    if ((VALUE_KEYS as readonly string[]).includes(key)) continue;
    scrubbed[key] = out[key];
  }
  const codes = causeCodes(err);
  if (codes.length > 0) scrubbed.codes = codes;
  scrubbed.message = clean(out.message);
  scrubbed.stack = clean(out.stack);
  return scrubbed;
}
