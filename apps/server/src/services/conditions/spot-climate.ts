import { bundledClimateAt, normalsFromDaily, type ClimateNormals } from '@anglerscout/scout';
import type { Providers } from '../../providers/index.ts';
import { fromSource, type SourceLedger } from './fetch-sources.ts';

/** Climate cells: 0.25°, the reanalysis grid, so neighbouring spots share one archive call. */
const cell = (lat: number, lon: number) =>
  `${(Math.round(lat * 4) / 4).toFixed(2)}:${(Math.round(lon * 4) / 4).toFixed(2)}`;

type AirNormals = NonNullable<ClimateNormals['air']>;
interface CachedNormals<T> {
  normals: T;
  gridLat: number;
  gridLon: number;
  years: string;
}

/**
 * A spot's climatology for reports, the Conditions page and the catch log: the archive
 * provider's recent years for the spot's grid cell (air, and the sea surface on salt water),
 * turned into normals once and cached for good; where the archive cannot be reached, the bundled
 * NOAA 1991-2020 station normals (air only). Null when neither exists.
 */
export async function spotClimate(
  providers: Providers,
  ledger: SourceLedger,
  lat: number,
  lon: number,
  habitat: 'salt' | 'fresh' | null,
): Promise<ClimateNormals | null> {
  const at = { lat, lon };
  const [air, sea] = await Promise.all([
    fromSource(
      providers,
      ledger,
      'open-meteo-climate',
      `climate:air:${cell(lat, lon)}`,
      async (): Promise<CachedNormals<AirNormals> | null> => {
        const h = await providers.climate.airHistory(at);
        const normals = normalsFromDaily(h.days, true);
        return normals
          ? {
              normals,
              gridLat: h.gridLat,
              gridLon: h.gridLon,
              years: `${h.days[0]?.date.slice(0, 4)}-${h.days.at(-1)?.date.slice(0, 4)}`,
            }
          : null;
      },
    ),
    habitat === 'fresh'
      ? null
      : fromSource(
          providers,
          ledger,
          'open-meteo-climate',
          `climate:sea:${cell(lat, lon)}`,
          async (): Promise<CachedNormals<AirNormals> | null> => {
            const h = await providers.climate.seaHistory(at);
            const normals = h ? normalsFromDaily(h.days, false) : null;
            return h && normals
              ? {
                  normals,
                  gridLat: h.gridLat,
                  gridLon: h.gridLon,
                  years: `${h.days[0]?.date.slice(0, 4)}-${h.days.at(-1)?.date.slice(0, 4)}`,
                }
              : null;
          },
        ),
  ]);
  const bundled = air ? null : bundledClimateAt(lat, lon);
  if (!air && !sea && !bundled) return null;
  return {
    air: air?.normals ?? bundled?.air ?? null,
    sea: sea ? { meanF: sea.normals.meanF, sdF: sea.normals.sdF } : null,
    airSource: air
      ? `Open-Meteo historical weather archive, ${air.years}, grid cell at ${air.gridLat.toFixed(2)}, ${air.gridLon.toFixed(2)} (CC BY 4.0)`
      : (bundled?.airSource ?? null),
    seaSource: sea
      ? `Open-Meteo marine archive, ${sea.years}, grid cell at ${sea.gridLat.toFixed(2)}, ${sea.gridLon.toFixed(2)} (CC BY 4.0)`
      : null,
    airDistanceKm: air ? 0 : (bundled?.airDistanceKm ?? null),
    seaDistanceKm: sea ? 0 : null,
  };
}
