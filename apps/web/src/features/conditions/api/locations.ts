import type { TIpLocationResponse, TLastLocationResponse } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export const getIpLocation = () => api<TIpLocationResponse>('/api/locations/ip');
export const getLastLocation = () => api<TLastLocationResponse>('/api/locations/last');
