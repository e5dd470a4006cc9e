import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCATION, type TLocationResult } from '@anglerscout/contracts';
import { detectLocation, IP_CACHE_MS, STORAGE_KEYS, type DetectDeps } from './detect-location.ts';

const spot = (name: string, lat = 30, lon = -97): TLocationResult => ({
  latitude: lat,
  longitude: lon,
  name,
  source: 'search',
});

function memoryStore(init: Record<string, unknown> = {}) {
  const m = new Map(Object.entries(init).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    map: m,
  };
}

function deps(
  over: Partial<DetectDeps> = {},
): DetectDeps & { session: ReturnType<typeof memoryStore>; local: ReturnType<typeof memoryStore> } {
  return {
    session: memoryStore(),
    local: memoryStore(),
    fetchLastReport: vi.fn(async () => null),
    fetchIp: vi.fn(async () => null),
    gpsIfGranted: vi.fn(async () => null),
    now: () => 1_000_000_000,
    userId: 'user-1',
    ...over,
  } as DetectDeps & {
    session: ReturnType<typeof memoryStore>;
    local: ReturnType<typeof memoryStore>;
  };
}

describe('detectLocation', () => {
  it('prefers the session cache over everything else', async () => {
    const d = deps({
      session: memoryStore({ [STORAGE_KEYS.session]: spot('Lake Fork') }),
      fetchLastReport: vi.fn(async () => spot('Other')),
    });
    expect(await detectLocation(d)).toMatchObject({ name: 'Lake Fork', source: 'session-cache' });
    expect(d.fetchLastReport).not.toHaveBeenCalled();
  });

  it('then the cached last report, then the last report from the server (and caches it)', async () => {
    const cachedLast = {
      [STORAGE_KEYS.lastReport]: { userId: 'user-1', location: spot('Toledo Bend') },
    };
    expect(await detectLocation(deps({ local: memoryStore(cachedLast) }))).toMatchObject({
      name: 'Toledo Bend',
      source: 'last-report-cache',
    });
    // Another member's cached report on a shared browser is not used.
    expect(
      await detectLocation(deps({ local: memoryStore(cachedLast), userId: 'user-2' })),
    ).toEqual(DEFAULT_LOCATION);
    const d = deps({ fetchLastReport: vi.fn(async () => spot('Sam Rayburn')) });
    expect(await detectLocation(d)).toMatchObject({
      name: 'Sam Rayburn',
      source: 'last-report-db',
    });
    expect(d.local.map.get(STORAGE_KEYS.lastReport)).toContain('Sam Rayburn');
  });

  it('then GPS when already granted, before any IP lookup', async () => {
    const d = deps({ gpsIfGranted: vi.fn(async () => ({ latitude: 31.5, longitude: -97.1 })) });
    expect(await detectLocation(d)).toEqual({
      latitude: 31.5,
      longitude: -97.1,
      name: 'Your location',
      source: 'gps',
    });
    expect(d.fetchIp).not.toHaveBeenCalled();
  });

  it('then a cached IP location less than a day old, then a fresh IP lookup', async () => {
    const cached = deps({
      local: memoryStore({
        [STORAGE_KEYS.ip]: { at: 1_000_000_000 - 1000, location: spot('Austin, Texas') },
      }),
    });
    expect(await detectLocation(cached)).toMatchObject({ name: 'Austin, Texas', source: 'ip' });
    expect(cached.fetchIp).not.toHaveBeenCalled();
    const old = deps({
      local: memoryStore({
        [STORAGE_KEYS.ip]: { at: 1_000_000_000 - IP_CACHE_MS - 1, location: spot('Old') },
      }),
      fetchIp: vi.fn(async () => spot('Waco, Texas')),
    });
    expect(await detectLocation(old)).toMatchObject({ name: 'Waco, Texas', source: 'ip' });
  });

  it('falls back to Dallas when every step fails', async () => {
    const d = deps({
      fetchLastReport: vi.fn(async () => Promise.reject(new Error('401'))),
      fetchIp: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    expect(await detectLocation(d)).toEqual(DEFAULT_LOCATION);
    expect(DEFAULT_LOCATION).toMatchObject({
      latitude: 32.7767,
      longitude: -96.797,
      source: 'default',
    });
  });
});
