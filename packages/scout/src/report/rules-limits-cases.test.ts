/**
 * Standing limits a report must carry (review 9, r03): the Rhode Island striper slot is a size
 * rule, not a closure, so it comes from the rule notices. Negative twins: a Rhode Island trip for
 * another fish, and a striper trip in a state without the notice, do not show it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const SLOT = /28 to less than 31 inches/;

describe('the Rhode Island striper slot', () => {
  it('a Misquamicut surf trip for striped bass in late October shows the slot and the circle-hook rule', () => {
    const { md } = run(
      {
        lat: 41.32,
        lon: -71.8,
        date: '2027-10-30',
        placeName: 'Misquamicut Beach, Westerly, Rhode Island',
        state: 'RI',
        habitat: 'salt',
        fishingType: 'shore',
        baitType: 'artificial',
        speciesIds: ['striped-bass'],
      },
      { coastKm: 0.1, atSea: false },
    );
    expect(md).toMatch(SLOT);
    expect(md).toMatch(/circle hooks are required/);
  });

  it('a Rhode Island trip for scup does not', () => {
    const { md } = run(
      {
        lat: 41.45,
        lon: -71.45,
        date: '2027-07-15',
        placeName: 'Narragansett Bay, Rhode Island',
        state: 'RI',
        habitat: 'salt',
        fishingType: 'boat',
        baitType: 'live',
        speciesIds: ['scup'],
      },
      { coastKm: 2, atSea: true },
    );
    expect(md).not.toMatch(SLOT);
  });

  it('a Delaware Bay striper trip does not (another state, another rule)', () => {
    const { md } = run(
      {
        lat: 38.8,
        lon: -75.1,
        date: '2027-05-10',
        placeName: 'Cape Henlopen, Delaware',
        state: 'DE',
        habitat: 'salt',
        fishingType: 'shore',
        baitType: 'live',
        speciesIds: ['striped-bass'],
      },
      { coastKm: 0.1, atSea: false },
    );
    expect(md).not.toMatch(SLOT);
  });
});
