import { ZIpLocationResponse, ZLastLocationResponse } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export const getIpLocation = () =>
  request(endpoint('GET', '/api/locations/ip', ZIpLocationResponse));
export const getLastLocation = () =>
  request(endpoint('GET', '/api/locations/last', ZLastLocationResponse));
