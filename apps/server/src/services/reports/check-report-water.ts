import type { TWaterCheck, WaterKind } from '@anglerscout/contracts';
import {
  checkWaterChoice,
  regionFor,
  suggestHabitat,
  suggestWaterKind,
  tideStationRef,
} from '@anglerscout/scout';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { Science } from '../conditions/science.ts';

export interface CheckReportWaterOptions {
  science: Science;
  query: {
    latitude: number;
    longitude: number;
    habitat?: 'salt' | 'fresh';
    waterKind?: WaterKind;
    placeName?: string;
    fishingType?: 'shore' | 'boat' | 'kayak';
  };
}

/**
 * What the spot suggests (salt or fresh, the kind of water) and whether the member's choice is
 * possible there, from the offline data only: tide stations, lake outlines, the coastline and
 * state boundaries (issue 28's geo), the place name.
 */
export async function checkReportWater({
  science,
  query,
}: CheckReportWaterOptions): Promise<TWaterCheck> {
  await science.ready();
  const { latitude: lat, longitude: lon } = query;
  const hint = science.nearestTideStation(lat, lon);
  const inLake = science.inLake(lat, lon);
  const geo = science.spotGeo(lat, lon);
  const suggestedHabitat = suggestHabitat({
    tideStation: hint ? tideStationRef(hint.id, hint.distanceKm) : null,
    placeName: query.placeName ?? null,
    inLake,
  });
  const habitat = query.habitat ?? suggestedHabitat.habitat;
  const kindFor = (h: 'salt' | 'fresh', userChoice: WaterKind | null) =>
    suggestWaterKind({
      habitat: h,
      userChoice,
      placeName: query.placeName ?? null,
      inLake,
      lakeAreaKm2: science.lakeAreaAt(lat, lon),
      region: regionFor(lat, lon),
      lat,
      lon,
      tideStationKm: hint?.distanceKm ?? null,
      geo,
      fishingType: query.fishingType ?? null,
    });
  const problem = checkWaterChoice({
    habitat,
    waterKind: query.waterKind ?? null,
    nearestTideStationKm: science.nearestTideStationKm(lat, lon),
    inLake,
    geo,
    suggestedKind: kindFor(habitat === 'salt' ? 'fresh' : 'salt', null).kind,
  });
  return {
    habitat: { habitat: suggestedHabitat.habitat, reasons: suggestedHabitat.reasons },
    waterKind: kindFor(habitat, query.waterKind ?? null),
    problem,
  };
}

/** Refuses a report whose water is impossible at its spot: a 400 naming the field to fix. */
export async function assertPossibleWater(opts: CheckReportWaterOptions): Promise<void> {
  const { problem } = await checkReportWater(opts);
  if (problem)
    throw new AppError('VALIDATION_OUT_OF_RANGE', problem.message, {
      [problem.field]: problem.message,
    });
}
