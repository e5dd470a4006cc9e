import { describe, expect, it } from 'vitest';
import type { TideStationRef } from '../tides/tide-stations.ts';
import { suggestHabitat } from './suggest-habitat.ts';

const station = (name: string, distanceKm: number): TideStationRef => ({
  id: 'noaa/x',
  sourceStationId: 'x',
  sourceName: 'NOAA CO-OPS',
  name,
  region: null,
  lat: 0,
  lon: 0,
  type: 'reference',
  timeZone: 'UTC',
  distanceKm,
  attribution: '',
  sourceUrl: '',
});

describe('suggestHabitat', () => {
  it('lets the user choice win', () => {
    expect(
      suggestHabitat({ tideStation: station('Boston', 1), userChoice: 'fresh' }),
    ).toMatchObject({ habitat: 'fresh', chosenBy: 'user' });
  });
  it('suggests fresh inland and salt next to a coastal station', () => {
    expect(suggestHabitat({ tideStation: null }).habitat).toBe('fresh');
    expect(suggestHabitat({ tideStation: station('Boston', 2) })).toMatchObject({
      habitat: 'salt',
      confidence: 'likely',
    });
  });
  it('stays unsure for tidal rivers and lake names', () => {
    expect(suggestHabitat({ tideStation: station('Albany, Hudson River', 3) }).confidence).toBe(
      'possible',
    );
    expect(
      suggestHabitat({ tideStation: station('Sacramento', 4), placeName: 'Lake Natoma' }),
    ).toMatchObject({ habitat: 'fresh', confidence: 'possible' });
  });
});
