import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { COAST_DATA_URL, decodeCoast } from '../../geo/coastline.ts';
import { spotGeo, type GeoIndex } from '../../geo/spot-geo.ts';
import { decodeStates, US_STATES_DATA_MODULE } from '../../geo/us-states.ts';
import type { SpotGeo } from '../types.ts';

let index: GeoIndex | undefined;

/** The bundled boundaries and coastline, loaded once per test file. */
export function testGeo(lat: number, lon: number): SpotGeo {
  index ??= {
    coast: decodeCoast(readFileSync(COAST_DATA_URL)),
    states: decodeStates(
      JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve(US_STATES_DATA_MODULE), 'utf8'),
      ),
    ),
  };
  return spotGeo(index, lat, lon);
}
