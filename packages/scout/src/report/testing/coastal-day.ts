import type { HourlyWeather } from '../../bite/weather-series.ts';
import type { BuildReportInput } from '../types.ts';

/** Three days of hourly weather ending on `date`, shaped like an Open-Meteo response. */
export function weatherFor(
  date: string,
  opts: {
    windMph: number;
    cloud: number;
    pressureStart: number;
    pressureStep: number;
    tempF: number;
    rainProb: number;
  },
): HourlyWeather {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const time = Array.from({ length: 72 }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - 2, i)).toISOString().slice(0, 16),
  );
  return {
    time,
    temperature_2m: time.map(
      (_, i) => opts.tempF + 7 * Math.sin((((i % 24) - 9) / 24) * 2 * Math.PI),
    ),
    pressure_msl: time.map((_, i) => opts.pressureStart + opts.pressureStep * i),
    wind_speed_10m: time.map((_, i) => opts.windMph + 3 * Math.sin(i / 5)),
    wind_gusts_10m: time.map((_, i) => opts.windMph * 1.5 + 3 * Math.sin(i / 5)),
    wind_direction_10m: time.map(() => 200),
    cloud_cover: time.map(() => opts.cloud),
    precipitation: time.map(() => 0),
    precipitation_probability: time.map(() => opts.rainProb),
  };
}

/** A typical coastal scouting request: Tampa Bay, wading for redfish with lures. */
export const TAMPA_BAY: BuildReportInput = {
  lat: 27.76,
  lon: -82.63,
  date: '2026-11-22',
  placeName: 'Tampa Bay, St. Petersburg',
  fishingType: 'shore',
  baitType: 'artificial',
  speciesIds: ['red-drum', 'spotted-seatrout'],
  weather: weatherFor('2026-11-22', {
    windMph: 9,
    cloud: 40,
    pressureStart: 1019,
    pressureStep: -0.12,
    tempF: 72,
    rainProb: 20,
  }),
  weatherSource: 'Open-Meteo forecast (CC BY 4.0)',
  measuredWater: { tempF: 71, source: 'NOAA CO-OPS 8726520 St. Petersburg water temperature' },
};
