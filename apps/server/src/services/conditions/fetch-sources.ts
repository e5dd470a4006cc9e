import type { TMissing, TSource, TSourceId } from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/shared/provider-error.ts';
import type { SourceFailure } from '../../providers/shared/source-cache.ts';
import { MISSING_MESSAGES, SOURCE_CATALOGUE, SOURCE_SUBJECTS } from './source-catalogue.ts';

/** How long each source's answer is good for. */
const SOURCE_TTL_MS: Partial<Record<TSourceId, number>> = {
  'open-meteo-forecast': 30 * 60_000,
  'open-meteo-marine': 60 * 60_000,
  /** Normals of past years do not change: kept for good (about 100 years) */
  'open-meteo-climate': 100 * 365 * 86_400_000,
  'usgs-water': 15 * 60_000,
  'noaa-coops': 6 * 60_000,
};

/** "Nov 25, 4:05 AM CST": a moment on the spot's clock, with its zone, for what the page says. */
export function spotTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** What the page says when a source failed and nothing is cached: who, what happened, when. */
function unavailableMessage(
  id: TSourceId,
  failure: { rateLimited: boolean; triedAt: Date; retryAt: Date | null },
  timeZone: string,
): string {
  const { service, data } = SOURCE_SUBJECTS[id] ?? {
    service: SOURCE_CATALOGUE[id].name,
    data: 'This data',
  };
  if (failure.rateLimited)
    return `${service} asked us to slow down (its rate limit is reached): ${data} will be asked for again${failure.retryAt ? ` after ${spotTime(failure.retryAt, timeZone)}` : ' shortly'}.`;
  return `${service} did not answer (last tried ${spotTime(failure.triedAt, timeZone)}).`;
}

/** What a card says under stale data: since when it is that old, and why. */
function staleNote(fetchedAt: Date, failure: SourceFailure | undefined, timeZone: string): string {
  const since = `Last good data from ${spotTime(fetchedAt, timeZone)}`;
  if (!failure) return `${since}: the source is not answering.`;
  if (failure.kind === 'rate-limited')
    return `${since}: rate limit reached, next try after ${spotTime(failure.retryAt, timeZone)}.`;
  return `${since}: the source did not answer at ${spotTime(failure.triedAt, timeZone)}.`;
}

/** Collects each source's provenance and what could not be had, as the response reports them. */
export class SourceLedger {
  readonly sources: TSource[] = [];
  readonly missing: TMissing[] = [];

  /** `timeZone`: the spot's, for the times in the messages. */
  private readonly timeZone: string;
  constructor(timeZone = 'UTC') {
    this.timeZone = timeZone;
  }

  record(id: TSourceId, fetchedAt: Date | null, stale = false, failure?: SourceFailure): void {
    this.sources.push({
      id,
      ...SOURCE_CATALOGUE[id],
      fetchedAt: fetchedAt?.toISOString() ?? null,
      stale,
      ...(stale && fetchedAt ? { note: staleNote(fetchedAt, failure, this.timeZone) } : {}),
    });
  }

  miss(
    id: TSourceId,
    message = MISSING_MESSAGES[id] ?? 'Unavailable right now.',
    details: Pick<TMissing, 'reason' | 'triedAt'> = {},
  ): void {
    this.record(id, null);
    this.missing.push({ source: id, message, ...details });
  }

  /** A source that failed with nothing cached: says who did not answer (or asked us to wait) and when. */
  failed(id: TSourceId, err: ProviderError): void {
    const triedAt = err.triedAt ?? new Date();
    const retryAt =
      err.retryAfterMs !== undefined ? new Date(triedAt.getTime() + err.retryAfterMs) : null;
    this.miss(
      id,
      unavailableMessage(id, { rateLimited: err.rateLimited, triedAt, retryAt }, this.timeZone),
      { reason: err.rateLimited ? 'rate-limited' : 'unavailable', triedAt: triedAt.toISOString() },
    );
  }
}

/**
 * One outside source through the cache: its value, or null (recorded as missing, with who failed
 * and when) when it fails and nothing is cached. Errors that are not provider failures are bugs
 * and propagate.
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
    ledger.record(id, got.fetchedAt, got.stale, got.failure);
    return got.value;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ledger.failed(id, err);
    return null;
  }
}
