import type { z } from 'zod';
import { ProviderError } from './provider-error.ts';
import type { OutsideDataProbe } from './outside-data-probe.ts';
import { DEFAULT_RATE_LIMIT_PAUSE_MS, parseRetryAfter, type RateGate } from './rate-gate.ts';

/** How an adapter talks HTTP; tests pass a short back-off and a local base URL. */
export interface HttpPolicy {
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only (not for a 429). */
  retries: number;
  /** First back-off, 1000 ms; doubles on each retry. */
  backoffMs: number;
  userAgent: string;
  /** Where attempts report their outcome and test scenarios arm faults (monitoring). */
  probe?: OutsideDataProbe;
  /**
   * How long an injected `timeout` fault (monitoring scenarios) waits before failing; the
   * client's timeout when absent. The fake services answer at once, so with PROVIDERS=fake it
   * is 0 and a fault waits only its own delay, as a test scenario asks.
   */
  faultTimeoutMs?: number;
  /** Sources paused after a 429; without one, a 429 still fails the call but pauses nothing. */
  gate?: RateGate;
  /** The fetch to use: the global one, or (PROVIDERS=fake) the in-process fake services. */
  fetch?: typeof fetch;
  now?: () => number;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 8000,
  retries: 2,
  backoffMs: 1000,
  userAgent: 'AnglerScout/0.1 (fishing conditions)',
};

export interface RequestOptions {
  /** Extra request headers (an API key such as USGS's X-Api-Key). */
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The reason an error body gives: Open-Meteo `{reason}`, api.data.gov `{error: {code, message}}`,
 * OGC API (pygeoapi) `{code, description}`.
 */
function reasonOf(body: unknown): string | undefined {
  const b = body as {
    reason?: unknown;
    code?: unknown;
    description?: unknown;
    error?: { code?: unknown; message?: unknown };
  } | null;
  if (typeof b?.reason === 'string') return b.reason;
  if (typeof b?.code === 'string' && typeof b.description === 'string')
    return `${b.code}: ${b.description}`;
  const code = typeof b?.error?.code === 'string' ? b.error.code : undefined;
  const message = typeof b?.error?.message === 'string' ? b.error.message : undefined;
  if (code && message) return `${code}: ${message}`;
  return code ?? message;
}

const clockText = (ms: number) => new Date(ms).toISOString().slice(11, 16) + ' UTC';

async function attempt(
  source: string,
  url: string,
  policy: HttpPolicy,
  options: RequestOptions,
): Promise<unknown> {
  const doFetch = policy.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { accept: 'application/json', 'user-agent': policy.userAgent, ...options.headers },
      signal: AbortSignal.timeout(policy.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError('NETWORK_TIMEOUT', source, `no answer within ${policy.timeoutMs} ms`);
    }
    throw new ProviderError(
      'EXTERNAL_SERVICE_UNAVAILABLE',
      source,
      `connection failed (${(err as Error).message})`,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ProviderError(
      'NETWORK_TIMEOUT',
      source,
      `body not received within ${policy.timeoutMs} ms`,
    );
  }
  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  if (res.status === 429) {
    const now = (policy.now ?? Date.now)();
    const retryAfterMs =
      parseRetryAfter(res.headers.get('retry-after'), now) ?? DEFAULT_RATE_LIMIT_PAUSE_MS;
    policy.gate?.pause(source, now + retryAfterMs);
    const reason = json ? reasonOf(body) : undefined;
    throw new ProviderError(
      'EXTERNAL_SERVICE_UNAVAILABLE',
      source,
      `HTTP 429 rate limit${reason ? ` (${reason})` : ''}: not asking again before ${clockText(now + retryAfterMs)}`,
      { rateLimited: true, retryAfterMs },
    );
  }
  if (res.status >= 500) {
    throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, `HTTP ${res.status}`);
  }
  if (!json) {
    throw new ProviderError(
      'EXTERNAL_SERVICE_ERROR',
      source,
      `HTTP ${res.status} with a body that is not JSON`,
    );
  }
  if (!res.ok) {
    const reason = reasonOf(body);
    throw new ProviderError(
      'EXTERNAL_SERVICE_ERROR',
      source,
      `HTTP ${res.status}${reason ? `: ${reason}` : ''}`,
    );
  }
  return body;
}

/**
 * GET a JSON document with a timeout and retries with doubling back-off, then validate it.
 * A response that does not match the schema is EXTERNAL_SERVICE_ERROR and is not retried. A 429
 * is not retried either: the source is paused (policy.gate) until its Retry-After, and calls
 * meanwhile fail at once as rate-limited without touching the network.
 */
export async function getJson<S extends z.ZodType>(
  source: string,
  url: string,
  schema: S,
  policy: HttpPolicy,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const now = (policy.now ?? Date.now)();
  const pausedUntil = policy.gate?.pausedUntil(source) ?? null;
  if (pausedUntil !== null) {
    throw new ProviderError(
      'EXTERNAL_SERVICE_UNAVAILABLE',
      source,
      `rate limited: not asking again before ${clockText(pausedUntil)}`,
      { rateLimited: true, retryAfterMs: pausedUntil - now },
    );
  }
  let lastError: ProviderError | undefined;
  for (let i = 0; i <= policy.retries; i++) {
    if (i > 0) await sleep(policy.backoffMs * 2 ** (i - 1));
    try {
      await policy.probe?.beforeAttempt(source, policy.faultTimeoutMs ?? policy.timeoutMs);
      const body = await attempt(source, url, policy, options);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ProviderError(
          'EXTERNAL_SERVICE_ERROR',
          source,
          `unexpected response shape at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
        );
      }
      policy.probe?.attempt(source, true);
      return parsed.data;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      policy.probe?.attempt(source, false);
      lastError = err;
      if (!err.transient) break;
    }
  }
  policy.probe?.callFailed(source);
  throw lastError!;
}

/** Builds a URL with query parameters, leaving commas unescaped as the APIs document them. */
export function buildUrl(
  base: string,
  path: string,
  params: Record<string, string | number>,
): string {
  const query = Object.entries(params)
    .map(
      ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v)).replace(/%2C/g, ',')}`,
    )
    .join('&');
  return `${base.replace(/\/$/, '')}${path}?${query}`;
}
