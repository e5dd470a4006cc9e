import type { TLocationResult } from '@anglerscout/contracts';
import type { IpLocationProvider } from '../../providers/ip-location/ip-location-provider.ts';
export { DBIP_ATTRIBUTION } from '../../providers/ip-location/ip-location-provider.ts';

/** The city an address belongs to, from the bundled database; null outside the US or when unknown. */
export async function locateIp({
  ipLocation,
  ip,
}: {
  ipLocation: IpLocationProvider;
  ip: string;
}): Promise<TLocationResult | null> {
  const place = await ipLocation.lookup(ip);
  if (!place || place.countryCode !== 'US') return null;
  const name = [place.city, place.region].filter(Boolean).join(', ') || 'Your area';
  return { latitude: place.lat, longitude: place.lon, name, source: 'ip' };
}
