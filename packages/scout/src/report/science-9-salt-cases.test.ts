/**
 * Expert cases from the ninth science pass, salt (held-out review:
 * /work/notes/review8/findings.md u07, u10, RC-1). Each review case has a twin at another place
 * and a negative case, so the fix is a rule, not one spot. Run on the bundled climatology (no
 * forecast), as a report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getSpecies } from '../species/catalogue.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run, type PlannedCase } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const salt = (c: Omit<PlannedCase, 'habitat'>, coastKm: number, atSea = true) =>
  run({ ...c, habitat: 'salt' }, { coastKm, atSea });

describe('the catalogue has the Gulf of Maine groundfish', () => {
  it('haddock, pollock and Atlantic cod', () => {
    expect(getSpecies('haddock')?.scientificName).toBe('Melanogrammus aeglefinus');
    expect(getSpecies('pollock')?.scientificName).toBe('Pollachius virens');
    expect(getSpecies('atlantic-cod')?.scientificName).toBe('Gadus morhua');
  });
});

describe('Gulf of Maine offshore grounds get their groundfish (u07)', () => {
  // Jeffreys Ledge: "the legendary cod, pollock and haddock ground" (Salt Water Sportsman);
  // haddock and pollock in the summer party-boat reports (Eastman's Docks, Seabrook)
  it('Jeffreys Ledge off Rye in July: haddock and pollock, not "nothing else open"', () => {
    const { ids, md } = salt(
      {
        lat: 42.95,
        lon: -70.3,
        date: '2027-07-17',
        placeName: 'Jeffreys Ledge off Rye, New Hampshire',
        state: 'NH',
        fishingType: 'boat',
        baitType: 'live',
      },
      33,
    );
    expect(ids.slice(0, 2)).toContain('haddock');
    expect(ids).toContain('pollock');
    // the federal Gulf of Maine cod season is in the fall
    expect(ids).not.toContain('atlantic-cod');
    expect(md).not.toMatch(/Nothing else we would suggest is open/);
  });

  // Twin: Stellwagen Bank off Massachusetts in September, when the cod season is open
  it('Stellwagen Bank in September: groundfish, cod in its fall season', () => {
    const { ids } = salt(
      {
        lat: 42.35,
        lon: -70.35,
        date: '2027-09-12',
        placeName: 'Stellwagen Bank off Gloucester, Massachusetts',
        waterKind: 'reef-offshore',
        state: 'MA',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      20,
    );
    expect(ids).toContain('haddock');
    expect(ids).toContain('atlantic-cod');
  });

  // Negative: the rocks and river mouth at Rye from shore keep their stripers, no groundfish
  it('the Rye shore in July: striped bass, no haddock or pollock ground', () => {
    const { ids } = salt(
      {
        lat: 43.0,
        lon: -70.74,
        date: '2027-07-17',
        placeName: 'Rye Harbor, New Hampshire',
        waterKind: 'rocky-coast',
        state: 'NH',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.1,
      false,
    );
    expect(ids).toContain('striped-bass');
    expect(ids).not.toContain('haddock');
    expect(ids).not.toContain('atlantic-cod');
  });
});

describe('Mid-Atlantic fall surf gets its bull reds; albies from a boat or jetty (u10)', () => {
  it('Assateague surf in October: red drum, no false albacore from the beach', () => {
    const { ids } = salt(
      {
        lat: 38.2,
        lon: -75.145,
        date: '2027-10-16',
        placeName: 'Assateague Island surf, Maryland',
        state: 'MD',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.1,
      false,
    );
    expect(ids.slice(0, 3)).toContain('red-drum');
    expect(ids).not.toContain('false-albacore');
  });

  // Twin: the Delaware beaches at Cape Henlopen in October
  it('Cape Henlopen surf, Delaware, in October: red drum', () => {
    const { ids } = salt(
      {
        lat: 38.78,
        lon: -75.09,
        date: '2027-10-08',
        placeName: 'Cape Henlopen State Park beach, Delaware',
        waterKind: 'surf',
        state: 'DE',
        fishingType: 'shore',
        baitType: 'live',
      },
      0.1,
      false,
    );
    expect(ids).toContain('red-drum');
  });

  // Negative: red drum are a fall surf fish here, not a July one; and north of Delaware Bay
  // (the Long Island beaches) they are strays, not a run
  it('Assateague in July and Jones Beach in October have no red drum', () => {
    const beach = (lat: number, lon: number, date: string, placeName: string, state: string) =>
      salt(
        {
          lat,
          lon,
          date,
          placeName,
          waterKind: 'surf',
          state,
          fishingType: 'shore',
          baitType: 'live',
        },
        0.1,
        false,
      ).ids;
    expect(
      beach(38.2, -75.145, '2027-07-10', 'Assateague Island surf, Maryland', 'MD'),
    ).not.toContain('red-drum');
    expect(beach(40.59, -73.5, '2027-10-16', 'Jones Beach, New York', 'NY')).not.toContain(
      'red-drum',
    );
  });
});

describe('the surf reads its tide on the ocean side of a barrier island (u10, RC-11)', () => {
  const beach = (lat: number, lon: number, placeName: string, waterKind: 'surf' | 'bay-flats') =>
    salt(
      {
        lat,
        lon,
        date: '2027-10-16',
        placeName,
        waterKind,
        state: lat > 38.45 ? 'DE' : 'MD',
        fishingType: waterKind === 'surf' ? 'shore' : 'kayak',
        baitType: 'live',
      },
      0.1,
      false,
    ).r.tidePlan?.station.name;

  it('Assateague surf: not South Point or another Sinepuxent Bay station', () => {
    const name = beach(38.2, -75.145, 'Assateague Island surf, Maryland', 'surf');
    expect(name).toBeDefined();
    expect(name).not.toMatch(/South Point|Buntings Bridge|Public Landing|Chincoteague Channel/);
  });

  // Twin: the Bethany Beach surf, Delaware, reads the Indian River Inlet, not the canal behind
  it('Bethany Beach surf: not the canal behind the beach', () => {
    const name = beach(38.54, -75.055, 'Bethany Beach surf, Delaware', 'surf');
    expect(name).toBeDefined();
    expect(name).not.toMatch(/Canal/);
  });

  // Negative: a kayak in Sinepuxent Bay keeps the bay's own station
  it('Sinepuxent Bay from a kayak keeps South Point', () => {
    expect(beach(38.22, -75.19, 'Sinepuxent Bay, Maryland', 'bay-flats')).toBe('South Point');
  });
});
