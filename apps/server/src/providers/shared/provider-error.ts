/** The three ways an outside source can fail, as error-catalogue codes. */
export type ProviderErrorCode =
  'EXTERNAL_SERVICE_UNAVAILABLE' | 'EXTERNAL_SERVICE_ERROR' | 'NETWORK_TIMEOUT';

/** A failure of one outside source; services degrade on it (stale cache, missing section) instead of failing the request. */
export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
  }

  /** Worth another attempt: the source may answer next time (timeouts, 5xx, 429, dropped connections). */
  get transient(): boolean {
    return this.code !== 'EXTERNAL_SERVICE_ERROR';
  }
}
