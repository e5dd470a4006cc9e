/**
 * Hourly weather shaped like Open-Meteo's forecast response (`hourly` block requested with
 * temperature_unit=fahrenheit, wind_speed_unit=mph, precipitation_unit=inch, timezone=auto):
 * `time` holds local wall-clock ISO strings (yyyy-MM-ddTHH:mm); every other array is optional
 * and may hold nulls. The series may start days before the report date so trends can be read.
 */
export interface HourlyWeather {
  time: string[];
  temperature_2m?: (number | null)[];
  pressure_msl?: (number | null)[];
  wind_speed_10m?: (number | null)[];
  wind_gusts_10m?: (number | null)[];
  wind_direction_10m?: (number | null)[];
  cloud_cover?: (number | null)[];
  precipitation?: (number | null)[];
  precipitation_probability?: (number | null)[];
}

export interface WeatherHour {
  time: string;
  temperatureF: number | null;
  pressureHpa: number | null;
  windMph: number | null;
  gustMph: number | null;
  windFromDeg: number | null;
  cloudPct: number | null;
  precipIn: number | null;
  precipProbPct: number | null;
}

const num = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** Rows of the series, in order, with missing values as null. */
export function weatherRows(w: HourlyWeather | null | undefined): WeatherHour[] {
  if (!w) return [];
  return w.time.map((time, i) => ({
    time: time.slice(0, 16),
    temperatureF: num(w.temperature_2m?.[i]),
    pressureHpa: num(w.pressure_msl?.[i]),
    windMph: num(w.wind_speed_10m?.[i]),
    gustMph: num(w.wind_gusts_10m?.[i]),
    windFromDeg: num(w.wind_direction_10m?.[i]),
    cloudPct: num(w.cloud_cover?.[i]),
    precipIn: num(w.precipitation?.[i]),
    precipProbPct: num(w.precipitation_probability?.[i]),
  }));
}

/** Which fields carry at least one value on the given local date. */
export function fieldsPresent(rows: WeatherHour[], date: string): Set<keyof WeatherHour> {
  const present = new Set<keyof WeatherHour>();
  for (const r of rows) {
    if (!r.time.startsWith(date)) continue;
    for (const [k, v] of Object.entries(r) as [keyof WeatherHour, unknown][])
      if (k !== 'time' && v !== null) present.add(k);
  }
  return present;
}
