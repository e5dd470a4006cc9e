export interface IpPlace {
  lat: number;
  lon: number;
  city: string | null;
  region: string | null;
  countryCode: string;
}

/** Where an IP address is, roughly (city level), from a database on this machine. */
export interface IpLocationProvider {
  lookup(ip: string): Promise<IpPlace | null>;
}

export const DBIP_ATTRIBUTION = {
  text: 'IP Geolocation by DB-IP',
  link: 'https://db-ip.com/',
} as const;
