import type { IpLocationProvider } from '../ip-location-provider.ts';

/**
 * Every address is in Austin, Texas, except 192.0.2.1 (a documentation address), which the
 * database does not know: enough to exercise both paths without loading the 100 MB database.
 */
export function fakeIpLocation(): IpLocationProvider {
  return {
    async lookup(ip: string) {
      if (ip === '192.0.2.1') return null;
      return { lat: 30.2672, lon: -97.7431, city: 'Austin', region: 'Texas', countryCode: 'US' };
    },
  };
}
