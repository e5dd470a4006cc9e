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
export {
  scoreWindow,
  scoreWindowOfDay,
  windowScoreOf,
  windowInstants,
} from './bite/score-window.ts';
export type { FishingWindow, ScoreWindowInput, WindowScore } from './bite/score-window.ts';
export type {
  ScoreDayInput,
  DayScore,
  HourScore,
  Reason,
  Factor,
  WaterBody,
} from './bite/types.ts';
export type { HourlyWeather } from './bite/weather-series.ts';
export { weatherRows } from './bite/weather-series.ts';
export type { PressureTrend } from './bite/front-detection.ts';
export { BITE_RULES } from './bite/bite-rules.ts';
export { buildReport } from './report/build-report.ts';
export { waterAtSpot, type WaterAtSpotInput } from './report/spot-water.ts';
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
export {
  bundledClimateAt,
  normalsFromDaily,
  expandHarmonics,
  typicalOn,
  CLIMATE_RULES,
} from './climate/normals.ts';
export type { DailyRecord } from './climate/normals.ts';
export { airRecord, addDays } from './climate/air-record.ts';
export { estimateIce, iceSeasonPossible, ICE_RULES, ICE_GUIDANCE } from './ice/ice-estimate.ts';
export { chanceBelow, WATER_CLIMATE_RULES } from './water/water-temperature.ts';
export {
  temperatureActivity,
  temperatureResponseOf,
  TEMPERATURE_RESPONSE,
} from './species/temperature-response.ts';
export type { TemperatureResponse } from './species/temperature-response.ts';
export { iceTacticFor, ICE_TACTICS } from './species/ice-tactics.ts';
export type { IceTactic } from './species/ice-tactics.ts';
export {
  evaluateRules,
  preferOpen,
  watersAt,
  STATE_AGENCIES,
  FEDERAL_OFFICES,
  ATLANTIC_HMS,
  federalRegionFor,
  AREAS,
  areasAt,
  isKnownArea,
  knownAreas,
  CLOSURE_SEED,
  PENDING_SPECIES,
  rowInForce,
  auditClosureRows,
  rowReferenceProblems,
  isKnownSpeciesId,
  speciesName,
} from './rules/index.ts';
export type { RulesInput, RulesResult } from './rules/index.ts';
export { spotGeo } from './geo/spot-geo.ts';
export type { GeoIndex } from './geo/spot-geo.ts';
export {
  decodeCoast,
  coastDistanceKm,
  COAST_DATA_URL,
  COAST_ATTRIBUTION,
} from './geo/coastline.ts';
export type { CoastIndex } from './geo/coastline.ts';
export {
  decodeStates,
  stateAt,
  US_STATES_DATA_MODULE,
  US_STATES_ATTRIBUTION,
} from './geo/us-states.ts';
export type { StateIndex } from './geo/us-states.ts';
export { inUnitedStates, US_TIME_ZONES } from './geo/united-states.ts';
export { outlookDay } from './outlook/outlook-day.ts';
