/** One forecast hour at the spot, in US units, on the spot's wall clock. */
interface WeatherHour {
  /** Local wall-clock time, yyyy-MM-ddTHH:mm */
  time: string;
  airTempF: number | null;
  pressureHpa: number | null;
  windMph: number | null;
  windDirDeg: number | null;
  gustMph: number | null;
  cloudPct: number | null;
  precipIn: number | null;
  precipChancePct: number | null;
}

export interface WeatherForecast {
  timeZone: string;
  hours: WeatherHour[];
}

interface MarineHour {
  time: string;
  waveHeightFt: number | null;
  wavePeriodS: number | null;
  seaTempF: number | null;
}

export interface MarineForecast {
  /** Grid point the model answered for (about 8 km cells); may sit off the spot. */
  gridLat: number;
  gridLon: number;
  hours: MarineHour[];
}

export interface LatLon {
  lat: number;
  lon: number;
}

/** Hourly weather for today and the next 7 days, and sea state where there is sea. */
export interface WeatherProvider {
  forecast(at: LatLon): Promise<WeatherForecast>;
  /** null when the spot has no sea (every wave value is missing). */
  marine(at: LatLon): Promise<MarineForecast | null>;
}

/** Today and the next 7 days. */
export const FORECAST_DAYS = 8;
/** Days of history before today that the forecast call also returns (Open-Meteo `past_days`). */
export const PAST_DAYS = 7;
