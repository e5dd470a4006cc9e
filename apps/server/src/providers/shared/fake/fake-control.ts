import { ProviderError } from '../provider-error.ts';
import type { OutsideDataProbe } from '../outside-data-probe.ts';

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
  /** Faults armed by test scenarios, and where each answer is reported (monitoring). */
  probe?: OutsideDataProbe;
}

export function fakeControl(failures: string | undefined, probe?: OutsideDataProbe): FakeControl {
  return {
    probe,
    failingSources: new Set(
      (failures ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  };
}

/** Whether a fake service should answer this request as an outage (503). */
export function fakeFailure(
  control: FakeControl,
  source: string,
  at?: { lat: number; lon: number },
): boolean {
  const atOutage =
    at !== undefined &&
    Math.abs(at.lat - OUTAGE_SPOT.lat) < 0.05 &&
    Math.abs(at.lon - OUTAGE_SPOT.lon) < 0.05;
  return atOutage || control.failingSources.has(source);
}

/**
 * A fake's one attempt at answering, for fakes that stand in for a whole adapter (no HTTP): an
 * armed fault fails it as the HTTP client would, the outage spot and FAKE_PROVIDER_FAILURES fail
 * it as an outage; the outcome is reported to the probe. One attempt per call (no retries).
 * (Weather and water fakes are fake services behind the real adapters instead, which report
 * through the HTTP client.)
 */
export async function fakeAnswer(
  control: FakeControl,
  source: string,
  at?: { lat: number; lon: number },
): Promise<void> {
  try {
    await control.probe?.beforeAttempt(source, 0);
    if (fakeFailure(control, source, at))
      throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', source, 'HTTP 503 (fake outage)');
  } catch (err) {
    control.probe?.attempt(source, false);
    control.probe?.callFailed(source);
    throw err;
  }
  control.probe?.attempt(source, true);
}
