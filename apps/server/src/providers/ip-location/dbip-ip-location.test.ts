import { describe, expect, it } from 'vitest';
import { dbipIpLocation } from './dbip-ip-location.ts';

describe('DB-IP Lite lookup', () => {
  const ip = dbipIpLocation();

  it('places a public US address in its state', async () => {
    const place = await ip.lookup('8.8.8.8');
    expect(place).toMatchObject({ countryCode: 'US' });
    expect(place!.lat).toBeGreaterThan(24);
    expect(place!.lat).toBeLessThan(50);
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4', async () => {
    expect(await ip.lookup('::ffff:8.8.8.8')).toEqual(await ip.lookup('8.8.8.8'));
  });

  it('knows nothing about loopback, private or malformed addresses', async () => {
    expect(await ip.lookup('127.0.0.1')).toBeNull();
    expect(await ip.lookup('10.1.2.3')).toBeNull();
    expect(await ip.lookup('unknown')).toBeNull();
  });
});
