import { describe, expect, it } from 'vitest';
import { boundedCellStore, MAX_TIME_ZONE_CELLS, timeZoneCells, timeZoneFor } from './time-zone.ts';

describe('boundedCellStore', () => {
  it('keeps at most max entries and drops the least recently used first', () => {
    const store = boundedCellStore<number>(2);
    store.set('a', 1);
    store.set('b', 2);
    expect(store.get('a')).toBe(1); // a is now the most recently used
    store.set('c', 3);
    expect(store.size).toBe(2);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe(1);
    expect(store.get('c')).toBe(3);
  });
});

describe('timeZoneFor', () => {
  it('keeps a bounded number of geo-tz cells however many places are looked up', () => {
    // A 0.5-degree grid over the contiguous US touches far more cells than the bound.
    for (let lat = 25; lat < 49; lat += 0.5)
      for (let lon = -124; lon < -67; lon += 0.5) timeZoneFor(lat, lon);
    expect(timeZoneCells.size).toBe(MAX_TIME_ZONE_CELLS);
    // Cells dropped on the way are read again and answer as before.
    expect(timeZoneFor(29.33, -94.69)).toBe('America/Chicago');
    expect(timeZoneFor(47.6, -122.3)).toBe('America/Los_Angeles');
    expect(timeZoneFor(40.7, -74.0)).toBe('America/New_York');
    expect(timeZoneFor(21.3, -157.85)).toBe('Pacific/Honolulu');
  });
});
