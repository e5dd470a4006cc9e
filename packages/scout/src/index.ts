export { timeZoneFor } from './time/time-zone.ts';
export { localDayBounds, localToInstant, toLocalIso, clockText } from './time/local-time.ts';
export { computeSky } from './sky/compute-sky.ts';
export type { Sky, SkyInput, LocalEvent, MoonInfo, MoonPhaseName } from './sky/types.ts';
export { computeSolunar, phaseWeight, distanceWeight } from './solunar/compute-solunar.ts';
export type { Solunar, SolunarPeriod, SolunarKind } from './solunar/compute-solunar.ts';
export { SOLUNAR_RULES } from './solunar/solunar-rules.ts';
export {
  loadTideDatabase,
  tideDatabaseLoaded,
  findNearestTideStation,
  tideStationRef,
} from './tides/tide-stations.ts';
export type { TideStationRef, NearestTideStationInput } from './tides/tide-stations.ts';
export { predictTides } from './tides/predict-tides.ts';
export type { Tides, TideExtreme, TidePoint, PredictTidesInput } from './tides/predict-tides.ts';
export { suggestHabitat } from './habitat/suggest-habitat.ts';
export type { HabitatSuggestion, SuggestHabitatInput } from './habitat/suggest-habitat.ts';
export * from './species/index.ts';
export { estimateWaterTemp, WATER_MODEL } from './water/estimate-water-temp.ts';
export type { EstimateWaterTempInput, WaterTempEstimate } from './water/estimate-water-temp.ts';
export { scoreDay } from './bite/score-day.ts';
export type { ScoreDayInput, DayScore, HourScore, Reason } from './bite/score-day.ts';
export type { HourlyWeather } from './bite/weather-series.ts';
export type { PressureTrend } from './bite/front-detection.ts';
export { BITE_RULES } from './bite/bite-rules.ts';
export { buildReport } from './report/build-report.ts';
export { writeReport } from './report/write-report.ts';
export { SAFETY_RULES } from './report/safety-notes.ts';
export type * from './report/types.ts';
