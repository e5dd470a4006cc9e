import { ProviderError } from './provider-error.ts';

/**
 * How to make the fakes fail, for development and browser tests (PROVIDERS=fake):
 * - any spot within 0.05 degrees of OUTAGE_SPOT gets an outage from the weather and water fakes;
 * - FAKE_PROVIDER_FAILURES=open-meteo-forecast,usgs-water (source names) fails those sources everywhere.
 * The fake place search lists OUTAGE_SPOT so a test can pick it by name.
 */
export const OUTAGE_SPOT = {
  name: 'Outage Test Point',
  admin1: 'Kansas',
  lat: 38.5,
  lon: -98.5,
} as const;

export interface FakeControl {
  failingSources: ReadonlySet<string>;
}

export function fakeControl(failures: string | undefined): FakeControl {
  return {
    failingSources: new Set(
      (failures ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  };
}

/** Throws the outage a real adapter would report when the fake is told to fail here. */
export function maybeFail(
  control: FakeControl,
  source: string,
  at?: { lat: number; lon: number },
): void {
  const atOutage =
    at !== undefined &&
    Math.abs(at.lat - OUTAGE_SPOT.lat) < 0.05 &&
    Math.abs(at.lon - OUTAGE_SPOT.lon) < 0.05;
  if (atOutage || control.failingSources.has(source)) {
    throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, 'HTTP 503 (fake outage)');
  }
}
