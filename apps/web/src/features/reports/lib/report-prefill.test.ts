import { describe, expect, it } from 'vitest';
import { prefillFromSearch } from './report-prefill.ts';

describe('prefillFromSearch', () => {
  it('reads a saved spot or alert link into the form', () => {
    const q = new URLSearchParams(
      'lat=33.13&lon=-96.98&name=Lake+Lewisville&date=2026-11-27&species=largemouth-bass&habitat=fresh&fishingType=boat',
    );
    expect(prefillFromSearch(q)).toEqual({
      location: { name: 'Lake Lewisville', latitude: 33.13, longitude: -96.98 },
      date: '2026-11-27',
      species: 'largemouth-bass',
      habitat: 'fresh',
      fishingType: 'boat',
    });
  });

  it('leaves out what is malformed', () => {
    const q = new URLSearchParams('lat=abc&lon=-96&date=tomorrow&habitat=brackish&fishingType=jet');
    expect(prefillFromSearch(q)).toEqual({});
  });
});
