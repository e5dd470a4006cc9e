import type { TLocationSource } from '@anglerscout/contracts';

/** How the page says where the location came from. */
export const LOCATION_SOURCE_LABELS: Record<TLocationSource, string> = {
  'session-cache': 'Remembered from this visit',
  'last-report-cache': 'From your last report',
  'last-report-db': 'From your last report',
  gps: 'From your device location',
  ip: 'Approximate, from your internet connection',
  default: 'Default location',
  search: 'From your search',
  map: 'Picked on the map',
};

export const PARAMETER_LABELS = { discharge: 'Flow', gageHeight: 'Level', waterTemp: 'Water temp' } as const;
export const TREND_LABELS = { rising: '▲ rising', falling: '▼ falling', steady: '● steady' } as const;
