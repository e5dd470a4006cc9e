/** A moment on the local day: the instant (UTC ISO) plus the wall-clock reading in the zone. */
export interface LocalEvent {
  /** ISO 8601 instant in UTC, e.g. 2026-03-08T11:33:12.000Z */
  utc: string;
  /** Wall-clock local time, `yyyy-MM-ddTHH:mm` */
  local: string;
  /** Minutes after local midnight on the wall clock */
  minuteOfDay: number;
}

export type MoonPhaseName =
  | 'new moon'
  | 'waxing crescent'
  | 'first quarter'
  | 'waxing gibbous'
  | 'full moon'
  | 'waning gibbous'
  | 'last quarter'
  | 'waning crescent';

export interface MoonInfo {
  phaseName: MoonPhaseName;
  /** Ecliptic longitude difference moon - sun, degrees 0-360 (0 new, 180 full), at local noon */
  phaseAngle: number;
  /** Illuminated fraction of the disc, percent, at local noon */
  illuminationPct: number;
  daysToNewMoon: number;
  daysToFullMoon: number;
  /** Earth-moon centre distance at local noon, km */
  distanceKm: number;
}

export interface SkyInput {
  lat: number;
  lon: number;
  /** Local calendar date, yyyy-MM-dd */
  date: string;
  timeZone: string;
}

export interface Sky {
  date: string;
  timeZone: string;
  lat: number;
  lon: number;
  sunrise: LocalEvent | null;
  sunset: LocalEvent | null;
  civilDawn: LocalEvent | null;
  civilDusk: LocalEvent | null;
  solarNoon: LocalEvent | null;
  /** Minutes between sunrise and sunset; null when the sun does not both rise and set */
  dayLengthMin: number | null;
  moonrise: LocalEvent | null;
  moonset: LocalEvent | null;
  moonUpperTransit: LocalEvent | null;
  moonLowerTransit: LocalEvent | null;
  moon: MoonInfo;
}
