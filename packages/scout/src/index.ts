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
  TIDE_STATION_RADIUS_KM,
} from './tides/tide-stations.ts';
export type { TideStationRef, NearestTideStationInput } from './tides/tide-stations.ts';
export { predictTides } from './tides/predict-tides.ts';
export type { Tides, TideExtreme, TidePoint, PredictTidesInput } from './tides/predict-tides.ts';
export { suggestHabitat } from './habitat/suggest-habitat.ts';
export type { HabitatSuggestion, SuggestHabitatInput } from './habitat/suggest-habitat.ts';
export * from './species/index.ts';
export {
  resolveWaterTemp,
  mohseniWaterF,
  MOHSENI,
  SEA_FORECAST_ERROR_F,
} from './water/water-temperature.ts';
export type { WaterTemp, WaterTempInputs, WaterTempKind } from './water/water-temperature.ts';
export { scoreDay } from './bite/score-day.ts';
export type {
  ScoreDayInput,
  DayScore,
  HourScore,
  Reason,
  Factor,
  WaterBody,
} from './bite/types.ts';
export type { HourlyWeather } from './bite/weather-series.ts';
export type { PressureTrend } from './bite/front-detection.ts';
export { BITE_RULES } from './bite/bite-rules.ts';
export { buildReport } from './report/build-report.ts';
export { TYPICAL_WORDS } from './report/species-ranges.ts';
export { stationLabel } from './report/tide-plan.ts';
export { sunAltitudeDeg } from './sky/sun-altitude.ts';
export { writeReport } from './report/write-report.ts';
export { SAFETY_RULES } from './report/safety-notes.ts';
export type * from './report/types.ts';
export {
  decodeLakes,
  isInLake,
  lakeAreaAt,
  LAKES_DATA_URL,
  LAKES_ATTRIBUTION,
} from './water/lakes.ts';
export type { LakeIndex } from './water/lakes.ts';
export { hourConditions } from './catches/hour-conditions.ts';
export type { HourConditionsInput } from './catches/hour-conditions.ts';
export { summariseLocalIntel } from './report/local-intel.ts';
export type { LocalIntelInput, NearbyCatchReport } from './report/local-intel.ts';
export { suggestWaterKind, waterBodyOfKind } from './habitat/water-kind.ts';
export type { SuggestWaterKindInput } from './habitat/water-kind.ts';
export {
  checkWaterChoice,
  INLAND_BEYOND_KM,
  OPEN_SEA_FROM_KM,
} from './habitat/check-water-choice.ts';
export type { WaterChoiceInput, WaterChoiceProblem } from './habitat/check-water-choice.ts';
export { lakeZone } from './habitat/lake-origin.ts';
export { normalsDayIndex } from './climate/types.ts';
export type { ClimateNormals, AirNormalsF, DailyNormalsF } from './climate/types.ts';
export type { SpotGeo, ClosureRow } from './rules/types.ts';
