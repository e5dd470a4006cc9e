import { z } from 'zod';
import { oneLineText } from './validation.ts';

/**
 * Where a location came from, in detection order (session cache, last-report cache, last report in
 * the database, GPS, IP, default), plus the two
 * ways a member picks one by hand, a place search and a map click.
 */
export const LOCATION_SOURCES = [
  'session-cache',
  'last-report-cache',
  'last-report-db',
  'gps',
  'ip',
  'default',
  'search',
  'map',
] as const;
export const ZLocationSource = z.enum(LOCATION_SOURCES);
export type TLocationSource = z.infer<typeof ZLocationSource>;

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A coordinate from a query string: numeric text, then a range check. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(NUMBER_TEXT, `${name} must be a number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

export const ZLatitude = coordinate('Latitude', 90);
export const ZLongitude = coordinate('Longitude', 180);

export const ZLocationResult = z.object({
  latitude: z.number(),
  longitude: z.number(),
  name: z.string(),
  placeId: z.string().optional(),
  source: ZLocationSource,
  /** IANA zone; a validated location carries it. */
  timezone: z.string().optional(),
});
export type TLocationResult = z.infer<typeof ZLocationResult>;

/** Default location Dallas, TX, USA; geolocation: 5 s timeout, 5 min maximum age, low accuracy. */
export const DEFAULT_LOCATION: TLocationResult = {
  latitude: 32.7767,
  longitude: -96.797,
  name: 'Dallas, TX, USA',
  source: 'default',
  timezone: 'America/Chicago',
};
export const GEOLOCATION_OPTIONS = {
  timeout: 5000,
  maximumAge: 300_000,
  enableHighAccuracy: false,
} as const;

export const ZLocationSearchQuery = z.object({
  q: oneLineText({ error: 'Enter a place name or ZIP code' })
    .trim()
    .min(2, 'Enter at least 2 characters')
    .max(100, 'Search text must be at most 100 characters'),
});
export type TLocationSearchQuery = z.input<typeof ZLocationSearchQuery>;

export const ZAttribution = z.object({ text: z.string(), link: z.string() });
export type TAttribution = z.infer<typeof ZAttribution>;

export const ZLocationSearchResponse = z.object({
  results: z.array(ZLocationResult),
  /** Which list answered: the online geocoder, or the bundled list when it was down. */
  attribution: ZAttribution,
});
export type TLocationSearchResponse = z.infer<typeof ZLocationSearchResponse>;

export const ZIpLocationResponse = z.object({
  location: ZLocationResult.nullable(),
  attribution: ZAttribution,
});
export type TIpLocationResponse = z.infer<typeof ZIpLocationResponse>;

export const ZLastLocationResponse = z.object({ location: ZLocationResult.nullable() });
export type TLastLocationResponse = z.infer<typeof ZLastLocationResponse>;
