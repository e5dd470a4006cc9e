import { find } from 'geo-tz';

/**
 * The IANA time zone at a point, from geo-tz's offline boundary data (timezone-boundary-builder,
 * "alike since 1970" product). At sea geo-tz answers an Etc/GMT zone, which is still usable.
 */
export function timeZoneFor(lat: number, lon: number): string {
  const zones = find(lat, lon);
  const zone = zones[0];
  if (!zone) throw new RangeError(`no time zone found for ${lat}, ${lon}`);
  return zone;
}
