import { createHash } from 'node:crypto';
import { fakeFailure, type FakeControl } from '../../shared/fake/fake-control.ts';
import { jsonResponse, type FakeService } from '../../shared/fake/fake-service.ts';
import { USGS_OGC_PATH } from '../usgs-water.ts';

/** What api.data.gov answers over the limit (developer manual, "General Web Service Errors"). */
const OVER_RATE_LIMIT_BODY = {
  error: {
    code: 'OVER_RATE_LIMIT',
    message:
      'You have exceeded your rate limit. Try again later or contact us at https://api.waterdata.usgs.gov:443/contact/ for assistance',
  },
};

interface FakeGauge {
  id: string;
  name: string;
  dLat: number;
  dLon: number;
  /** parameter code -> [value 3 h ago, value now] in the API's own units */
  series: Record<string, [number, number]>;
}

const GAUGES: FakeGauge[] = [
  {
    id: 'USGS-08057000',
    name: 'Trinity Rv at Dallas, TX',
    dLat: 0.03,
    dLon: -0.02,
    series: { '00060': [1050, 1120], '00065': [4.6, 4.61], '00010': [15.2, 14.2] },
  },
  {
    id: 'USGS-08057410',
    name: 'Trinity Rv bl Dallas, TX',
    dLat: -0.07,
    dLon: 0.05,
    series: { '00065': [2.3, 2.18] },
  },
];
const UNITS: Record<string, string> = { '00060': 'ft^3/s', '00065': 'ft', '00010': 'degC' };

const HOUR = 3_600_000;
/** `2026-08-07T18:45:00+00:00`, or with microseconds as USGS writes last_modified. */
const iso = (ms: number, micro = false) => {
  const text = new Date(ms).toISOString();
  return micro
    ? `${text.slice(0, 19)}.${text.slice(20, 23)}${String(ms % 997).padStart(3, '0')}+00:00`
    : `${text.slice(0, 19)}+00:00`;
};
/** A stable 32-hex id, as USGS's time_series_id values look. */
const hexId = (text: string) => createHash('md5').update(text).digest('hex');
const uuid = (text: string) => {
  const h = hexId(text);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export interface FakeUsgsOptions {
  now: () => Date;
  control?: FakeControl;
}

/**
 * USGS Water Data OGC API v1 (api.waterdata.usgs.gov/ogcapi/v1) for the three collections the
 * adapter reads, answering as recorded in USGS's own dataretrieval-python test fixtures
 * (tests/data/waterdata_ogc_fixtures.json): GeoJSON FeatureCollections with `numberReturned`,
 * values as strings, water temperature in degC, times as `+00:00` instants. Two gauges sit a few
 * kilometres from any spot. FAKE_PROVIDER_FAILURES=usgs-water answers 503; `usgs-water-429`
 * answers 429 OVER_RATE_LIMIT with a Retry-After, as api.data.gov does over the hourly limit.
 */
export function fakeUsgsApi({ now, control }: FakeUsgsOptions): FakeService {
  // Where the gauges were last placed (a series query names a site, not a box).
  let lastCentre = { lat: 32.7767, lon: -96.797 };
  return {
    hosts: ['api.waterdata.usgs.gov'],
    handle(url) {
      const q = url.searchParams;
      const bbox = (q.get('bbox') ?? '').split(',').map(Number);
      const centre =
        bbox.length === 4
          ? { lat: (bbox[1]! + bbox[3]!) / 2, lon: (bbox[0]! + bbox[2]!) / 2 }
          : undefined;
      if (control?.failingSources.has('usgs-water-429'))
        return jsonResponse(429, OVER_RATE_LIMIT_BODY, {
          'retry-after': '2619',
          'x-ratelimit-limit': '1000',
          'x-ratelimit-remaining': '0',
        });
      if (control && fakeFailure(control, 'usgs-water', centre))
        return new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        });
      const collection = url.pathname.match(
        new RegExp(`^${USGS_OGC_PATH}/collections/([a-z-]+)/items$`),
      )?.[1];
      const t = now().getTime();
      const latest = Math.floor((t - HOUR) / (15 * 60_000)) * 15 * 60_000;
      const codes = (q.get('parameter_code') ?? '').split(',').filter(Boolean);
      if (centre) lastCentre = centre;
      const sitesIn = () =>
        GAUGES.map((g) => ({
          ...g,
          lat: Math.round((lastCentre.lat + g.dLat) * 1e7) / 1e7,
          lon: Math.round((lastCentre.lon + g.dLon) * 1e7) / 1e7,
        }));
      const point = (lon: number, lat: number) => ({ coordinates: [lon, lat], type: 'Point' });
      const reading = (
        g: FakeGauge,
        code: string,
        time: number,
        value: number,
        extra: Record<string, unknown> = {},
      ) => ({
        approval_status: 'Provisional',
        last_modified: iso(time + 9 * 60_000 + 482, true),
        ...extra,
        monitoring_location_id: g.id,
        parameter_code: code,
        qualifier: null,
        statistic_id: '00011',
        time: iso(time),
        time_series_id: hexId(`${g.id}:${code}`),
        unit_of_measure: UNITS[code]!,
        value: String(value),
      });
      const page = (features: unknown[]) =>
        jsonResponse(200, { features, numberReturned: features.length, type: 'FeatureCollection' });

      if (collection === 'latest-continuous') {
        if (!centre) return page([]);
        const features = sitesIn().flatMap((g) =>
          Object.entries(g.series)
            .filter(([code]) => codes.length === 0 || codes.includes(code))
            .map(([code, [, value]]) => ({
              geometry: point(g.lon, g.lat),
              id: uuid(`${g.id}:${code}:${latest}`),
              properties: reading(g, code, latest, value),
              type: 'Feature',
            })),
        );
        return page(features);
      }
      if (collection === 'continuous') {
        const g = sitesIn().find((x) => x.id === q.get('monitoring_location_id'));
        if (!g) return page([]);
        const features = Object.entries(g.series)
          .filter(([code]) => codes.length === 0 || codes.includes(code))
          .flatMap(([code, [from, to]]) =>
            Array.from({ length: 13 }, (_, i) => {
              const time = latest - (12 - i) * 15 * 60_000;
              const value = Math.round((from + ((to - from) * i) / 12) * 100) / 100;
              return {
                geometry: point(g.lon, g.lat),
                id: uuid(`${g.id}:${code}:${time}`),
                properties: reading(g, code, time, value, { method_category: 'UNKWN' }),
                type: 'Feature',
              };
            }),
          );
        return page(features);
      }
      if (collection === 'monitoring-locations') {
        if (!centre) return page([]);
        const only = q.get('properties')?.split(',');
        const skip = q.get('skipGeometry') === 'true';
        const features = sitesIn().map((g) => {
          // Every field USGS returns for a monitoring location, as a stream gauge fills them.
          const all: Record<string, unknown> = {
            agency_code: 'USGS',
            agency_name: 'U.S. Geological Survey',
            altitude: 370.0,
            altitude_accuracy: 0.1,
            altitude_method_code: 'L',
            altitude_method_name: 'Level or other surveying method',
            aquifer_code: null,
            aquifer_type_code: null,
            basin_code: null,
            construction_date: null,
            contributing_drainage_area: null,
            country_code: 'US',
            country_name: 'United States of America',
            county_code: '113',
            county_name: 'Dallas County',
            depth_source_code: null,
            district_code: '48',
            drainage_area: 6106.0,
            hole_constructed_depth: null,
            horizontal_position_method_code: 'M',
            horizontal_position_method_name: 'Interpolated from map',
            horizontal_positional_accuracy: 'Accurate to + or - 1 sec.',
            horizontal_positional_accuracy_code: 'S',
            hydrologic_unit_code: '120301050609',
            id: g.id,
            minor_civil_division_code: null,
            monitoring_location_name: g.name,
            monitoring_location_number: g.id.replace('USGS-', ''),
            national_aquifer_code: null,
            original_horizontal_datum: 'NAD83',
            original_horizontal_datum_name: 'North American Datum of 1983',
            revision_created: null,
            revision_modified: null,
            revision_note: null,
            site_type: 'Stream',
            site_type_code: 'ST',
            state_code: '48',
            state_name: 'Texas',
            time_zone_abbreviation: 'CST',
            uses_daylight_savings: 'Y',
            vertical_datum: 'NAVD88',
            vertical_datum_name: 'North American Vertical Datum of 1988',
            well_constructed_depth: null,
          };
          const properties = only
            ? Object.fromEntries(Object.entries(all).filter(([k]) => only.includes(k)))
            : all;
          return {
            geometry: skip ? null : point(g.lon, g.lat),
            id: g.id,
            properties,
            type: 'Feature',
          };
        });
        return page(features);
      }
      return jsonResponse(404, {
        code: 'NotFound',
        description: `Collection not found: ${collection ?? url.pathname}`,
      });
    },
  };
}
