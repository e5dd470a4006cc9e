import { find } from 'geo-tz/all';

/**
 * The IANA zones of the 50 states and DC: the `US` lines of tzdb's zone.tab (version 2025b, public
 * domain; https://data.iana.org/time-zones/tzdb/zone.tab, read 2026). geo-tz's "all zones" data
 * (timezone-boundary-builder, OpenStreetMap boundaries) keeps each country's zones apart, so a
 * point in one of these zones is in the US, its Great Lakes waters or its territorial sea.
 */
export const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
]);

/**
 * Offshore fishing reaches the exclusive economic zone, 200 nautical miles (370 km) out (UNCLOS
 * art. 57). Past the territorial sea geo-tz answers an Etc/GMT zone; such a point counts as US
 * water when US land or territorial sea lies within that distance.
 */
const EEZ_KM = 370;
const PROBE_KM = [25, 60, 100, 150, 200, 260, 320, EEZ_KM];
const BEARINGS = 16;
const EARTH_KM = 6371;

const isUsZone = (lat: number, lon: number): boolean =>
  find(lat, lon).some((zone) => US_TIME_ZONES.has(zone));

/** The point `km` away on a bearing (degrees), on a sphere. */
function destination(lat: number, lon: number, bearingDeg: number, km: number): [number, number] {
  const d = km / EARTH_KM;
  const b = (bearingDeg * Math.PI) / 180;
  const p1 = (lat * Math.PI) / 180;
  const l1 = (lon * Math.PI) / 180;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 =
    l1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  const lon2 = ((((l2 * 180) / Math.PI + 540) % 360) + 360) % 360;
  return [(p2 * 180) / Math.PI, lon2 - 180];
}

/**
 * Whether a point is in the US (the 50 states and DC), its Great Lakes waters, or at sea within
 * about 200 nautical miles of it. Offline; a point near a border is judged by the time-zone
 * boundary data, which follows the national border. An estimate at sea: the probe looks for US
 * zones along 16 bearings, not the legal EEZ line.
 */
export function inUnitedStates(lat: number, lon: number): boolean {
  const zones = find(lat, lon);
  if (zones.some((zone) => US_TIME_ZONES.has(zone))) return true;
  if (!zones.every((zone) => zone.startsWith('Etc/'))) return false;
  for (const km of PROBE_KM)
    for (let i = 0; i < BEARINGS; i++) {
      const [plat, plon] = destination(lat, lon, (i * 360) / BEARINGS, km);
      if (isUsZone(plat, plon)) return true;
    }
  return false;
}
