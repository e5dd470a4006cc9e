import { fakeAnswer, type FakeControl } from '../shared/fake-control.ts';
import type { LatLon } from '../weather/weather-provider.ts';
import { distanceKm, type Gauge, type WaterProvider } from './water-provider.ts';

/** Two gauges a few kilometres from any spot, with readings an hour old and a trend each. */
export function fakeWater({
  control,
  now,
}: {
  control: FakeControl;
  now: () => Date;
}): WaterProvider {
  return {
    async nearbyGauges(at: LatLon): Promise<Gauge[]> {
      await fakeAnswer(control, 'usgs-water', at);
      const observedAt = new Date(
        Math.floor((now().getTime() - 3_600_000) / 900_000) * 900_000,
      ).toISOString();
      const site = (id: string, name: string, dLat: number, dLon: number) => {
        const spot = {
          lat: Math.round((at.lat + dLat) * 1e4) / 1e4,
          lon: Math.round((at.lon + dLon) * 1e4) / 1e4,
        };
        return { id, name, ...spot, distanceKm: Math.round(distanceKm(at, spot) * 10) / 10 };
      };
      return [
        {
          ...site('USGS-08057000', 'Trinity Rv at Dallas, TX', 0.03, -0.02),
          readings: [
            { parameter: 'discharge', unit: 'cfs', value: 1120, observedAt, trend: 'rising' },
            { parameter: 'gageHeight', unit: 'ft', value: 4.61, observedAt, trend: 'steady' },
            { parameter: 'waterTemp', unit: 'F', value: 57.6, observedAt, trend: 'falling' },
          ],
        },
        {
          ...site('USGS-08057410', 'Trinity Rv bl Dallas, TX', -0.07, 0.05),
          readings: [
            { parameter: 'gageHeight', unit: 'ft', value: 2.18, observedAt, trend: 'falling' },
          ],
        },
      ];
    },
  };
}
