/** The three ways an outside source can fail, as error-catalogue codes. */
export type ProviderErrorCode =
  'EXTERNAL_SERVICE_UNAVAILABLE' | 'EXTERNAL_SERVICE_ERROR' | 'NETWORK_TIMEOUT';

export interface ProviderErrorDetails {
  /**
   * The source said we are over its rate limit (HTTP 429, e.g. api.data.gov's `OVER_RATE_LIMIT`),
   * or we are still waiting out such an answer. Not worth another attempt until `retryAfterMs`.
   */
  rateLimited?: boolean;
  /** How long to leave the source alone, from the answer's Retry-After (or our default). */
  retryAfterMs?: number;
}

/** A failure of one outside source; services degrade on it (stale cache, missing section) instead of failing the request. */
export class ProviderError extends Error {
  readonly rateLimited: boolean;
  readonly retryAfterMs: number | undefined;
  /** When the failed call was made (set by the source cache, which owns the clock). */
  triedAt: Date | undefined;

  readonly code: ProviderErrorCode;
  readonly source: string;

  constructor(
    code: ProviderErrorCode,
    source: string,
    message: string,
    details: ProviderErrorDetails = {},
  ) {
    super(`${source}: ${message}`);
    this.code = code;
    this.source = source;
    this.rateLimited = details.rateLimited ?? false;
    this.retryAfterMs = details.retryAfterMs;
  }

  /**
   * Worth another attempt: the source may answer next time (timeouts, 5xx, dropped connections).
   * A rate limit is not: asking again at once only spends more of the quota.
   */
  get transient(): boolean {
    return this.code !== 'EXTERNAL_SERVICE_ERROR' && !this.rateLimited;
  }
}
