import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Providers } from '../../providers/index.ts';
import { ProviderError } from '../../providers/shared/provider-error.ts';
import { SourceLedger } from './fetch-sources.ts';
import { spotClimate } from './spot-climate.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

/** The test app's providers with the climate archive counted, or failing. */
function counted(fail = false): { providers: Providers; calls: () => number } {
  let calls = 0;
  const base = t.deps.providers;
  const providers: Providers = {
    ...base,
    climate: {
      airHistory: async (at) => {
        calls++;
        if (fail)
          throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'open-meteo-climate', 'HTTP 503');
        return base.climate.airHistory(at);
      },
      seaHistory: async (at) => {
        calls++;
        if (fail)
          throw new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'open-meteo-climate', 'HTTP 503');
        return base.climate.seaHistory(at);
      },
    },
  };
  return { providers, calls: () => calls };
}

describe('spot climate', () => {
  it('makes 366-day normals from the archive once per grid cell and keeps them for good', async () => {
    const { providers, calls } = counted();
    const first = await spotClimate(providers, new SourceLedger(), 46.23, -93.65, 'fresh');
    expect(first!.air!.meanF).toHaveLength(366);
    expect(first!.air!.sdF.every((v) => v > 0)).toBe(true);
    expect(first!.airSource).toMatch(/Open-Meteo historical weather archive, 2016-2025/);
    expect(calls()).toBe(1);
    // A neighbouring spot in the same 0.25° cell, even after the memory copy is gone: no call.
    providers.cache.clearMemory();
    const again = await spotClimate(providers, new SourceLedger(), 46.2, -93.7, 'fresh');
    expect(again!.air!.meanF).toEqual(first!.air!.meanF);
    expect(calls()).toBe(1);
  });

  it('falls back to the bundled NOAA normals when the archive cannot be reached', async () => {
    const { providers } = counted(true);
    const ledger = new SourceLedger();
    const c = await spotClimate(providers, ledger, 61.2, -149.9, 'fresh');
    expect(c!.airSource).toMatch(/NOAA 1991-2020 climate normals at Anchorage/);
    expect(ledger.missing.map((m) => m.source)).toContain('open-meteo-climate');
  });

  it('has sea-surface normals on salt water and none inland', async () => {
    await t.deps.science.ready();
    const { providers } = counted();
    const coast = await spotClimate(providers, new SourceLedger(), 38.98, -76.48, null);
    expect(coast!.sea?.meanF).toHaveLength(366);
    const inland = await spotClimate(providers, new SourceLedger(), 39.74, -104.99, 'fresh');
    expect(inland!.sea).toBeNull();
  });
});
