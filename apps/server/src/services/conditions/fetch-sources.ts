import type { TMissing, TSource, TSourceId } from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/shared/provider-error.ts';
import { MISSING_MESSAGES, SOURCE_CATALOGUE } from './source-catalogue.ts';

/** How long each source's answer is good for. */
export const SOURCE_TTL_MS: Partial<Record<TSourceId, number>> = {
  'open-meteo-forecast': 30 * 60_000,
  'open-meteo-marine': 60 * 60_000,
  /** Normals of past years do not change: kept for good (about 100 years) */
  'open-meteo-climate': 100 * 365 * 86_400_000,
  'usgs-water': 15 * 60_000,
  'noaa-coops': 6 * 60_000,
};

/** Collects each source's provenance and what could not be had, as the response reports them. */
export class SourceLedger {
  readonly sources: TSource[] = [];
  readonly missing: TMissing[] = [];

  record(id: TSourceId, fetchedAt: Date | null, stale = false): void {
    this.sources.push({
      id,
      ...SOURCE_CATALOGUE[id],
      fetchedAt: fetchedAt?.toISOString() ?? null,
      stale,
    });
  }

  miss(id: TSourceId, message = MISSING_MESSAGES[id] ?? 'Unavailable right now.'): void {
    this.record(id, null);
    this.missing.push({ source: id, message });
  }
}

/**
 * One outside source through the cache: its value, or null (recorded as missing) when it fails
 * and nothing is cached. Errors that are not provider failures are bugs and propagate.
 */
export async function fromSource<T>(
  providers: Providers,
  ledger: SourceLedger,
  id: TSourceId,
  key: string,
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    const got = await providers.cache.get({
      source: id,
      key,
      ttlMs: SOURCE_TTL_MS[id] ?? 15 * 60_000,
      load,
    });
    ledger.record(id, got.fetchedAt, got.stale);
    return got.value;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ledger.miss(id);
    return null;
  }
}
