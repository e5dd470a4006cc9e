import type { z } from 'zod';
import { ProviderError } from './provider-error.ts';
import type { OutsideDataProbe } from './outside-data-probe.ts';

/** How an adapter talks HTTP; tests pass a short back-off and a local base URL. */
export interface HttpPolicy {
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only. */
  retries: number;
  /** First back-off, 1000 ms; doubles on each retry. */
  backoffMs: number;
  userAgent: string;
  /** Where attempts report their outcome and test scenarios arm faults (monitoring). */
  probe?: OutsideDataProbe;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 8000,
  retries: 2,
  backoffMs: 1000,
  userAgent: 'AnglerScout/0.1 (fishing conditions)',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(source: string, url: string, policy: HttpPolicy): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': policy.userAgent },
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
  if (res.status >= 500 || res.status === 429) {
    throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, `HTTP ${res.status}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(
      'EXTERNAL_SERVICE_ERROR',
      source,
      `HTTP ${res.status} with a body that is not JSON`,
    );
  }
  if (!res.ok) {
    const reason =
      (body as { reason?: unknown; error?: { message?: unknown } })?.reason ??
      (body as { error?: { message?: unknown } })?.error?.message;
    throw new ProviderError(
      'EXTERNAL_SERVICE_ERROR',
      source,
      `HTTP ${res.status}${typeof reason === 'string' ? `: ${reason}` : ''}`,
    );
  }
  return body;
}

/**
 * GET a JSON document with a timeout and retries with doubling back-off, then validate it.
 * A response that does not match the schema is EXTERNAL_SERVICE_ERROR and is not retried.
 */
export async function getJson<S extends z.ZodType>(
  source: string,
  url: string,
  schema: S,
  policy: HttpPolicy,
): Promise<z.output<S>> {
  let lastError: ProviderError | undefined;
  for (let i = 0; i <= policy.retries; i++) {
    if (i > 0) await sleep(policy.backoffMs * 2 ** (i - 1));
    try {
      await policy.probe?.beforeAttempt(source, policy.timeoutMs);
      const body = await attempt(source, url, policy);
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
