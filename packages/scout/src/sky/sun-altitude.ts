import { Body, Equator, Horizon, Observer } from 'astronomy-engine';

/**
 * The sun's apparent altitude above the horizon in degrees (refraction included) at an instant.
 * Light is judged from this rather than from the day's sunrise and sunset, because far north the
 * sun may not set, may not rise, or may set after local midnight.
 */
export function sunAltitudeDeg(instant: Date, lat: number, lon: number): number {
  const observer = new Observer(lat, lon, 0);
  const eq = Equator(Body.Sun, instant, observer, true, true);
  return Horizon(instant, observer, eq.ra, eq.dec, 'normal').altitude;
}
