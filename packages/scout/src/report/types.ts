import type { z } from 'zod';
import type {
  TStructuredReport,
  TWaterTemp,
  ZBestWindow,
  ZReportConditions,
  ZSafetyNote,
  ZTargetSummary,
  ZTidePlan,
  ZVerdict,
  ZWeatherSummary,
} from '@anglerscout/contracts';
import type { HourlyWeather } from '../bite/weather-series.ts';
import type { Reason, WaterBody } from '../bite/types.ts';
import type { BaitType, FishingType, Habitat } from '../species/types.ts';
import type { TideStationRef } from '../tides/tide-stations.ts';
import type { ClimateNormals } from '../climate/types.ts';
import type { ClosureRow, SpotGeo } from '../rules/types.ts';
import type { WaterKind } from '@anglerscout/contracts';
import type { LocalIntelInput } from './local-intel.ts';

export interface BuildReportInput {
  lat: number;
  lon: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  /** IANA zone; looked up offline from the coordinates when absent */
  timeZone?: string;
  placeName?: string | null;
  /** The user's choice; suggested from the tide station and place name when absent */
  habitat?: Habitat | null;
  /** Whether the spot lies in a mapped lake (see the server's lakes data); decides lake logic */
  inLake?: boolean;
  /** Area of that mapped lake, km²: tells the Great Lakes from inland lakes */
  lakeAreaKm2?: number | null;
  fishingType: FishingType;
  baitType: BaitType;
  /** Target species ids; chosen for the habitat, region and season when empty */
  speciesIds?: string[];
  weather?: HourlyWeather | null;
  /**
   * Why there is no forecast for a date the forecast covers (the service did not answer, or
   * asked us to wait), in words with when it was tried; absent when the date is simply beyond it.
   */
  forecastUnavailable?: string | null;
  /** Attribution for the weather series, e.g. "Open-Meteo forecast" */
  weatherSource?: string | null;
  /** A water temperature measured today near the spot (never for a later date) */
  measuredWater?: { tempF: number; source: string } | null;
  /** A model forecast of the sea surface for the report date */
  seaForecast?: { tempF: number; source: string } | null;
  /** Tide station: null means none; absent means look it up (database must be loaded) */
  tideStation?: TideStationRef | null;
  /** Shared catch reports near the spot, found by the server; null or absent when not searched */
  localIntel?: LocalIntelInput | null;
  /** The user's kind of water; suggested from the spot when absent */
  waterKind?: WaterKind | null;
  /** Typical temperatures for the spot (air, and sea surface on salt water), from the server */
  climate?: ClimateNormals | null;
  /** State, coast distance and sea side, from the server's offline boundaries */
  geo?: SpotGeo | null;
  /** Seasons and closures in force (the database's table); absent means none known */
  closures?: ClosureRow[] | null;
}

/** The structured report's shape is the contract's (packages/contracts, structured-report.ts). */
export type StructuredReport = TStructuredReport;
export type Rating = StructuredReport['verdict']['rating'];
export type BestWindow = z.infer<typeof ZBestWindow>;
export type TargetSummary = z.infer<typeof ZTargetSummary>;
export type WeatherSummary = z.infer<typeof ZWeatherSummary>;
export type Conditions = z.infer<typeof ZReportConditions>;
export type TidePlan = z.infer<typeof ZTidePlan>;
export type SafetyNote = z.infer<typeof ZSafetyNote>;
export type Verdict = z.infer<typeof ZVerdict>;
export type WaterTempView = TWaterTemp;

export type { Reason, WaterBody };
