export {
  SPECIES,
  getSpecies,
  holdingFor,
  holdingAdvice,
  approachFor,
  presentationFor,
  feedingTimesFor,
  type AdviceLine,
} from './catalogue.ts';
export {
  chooseTargets,
  presentHere,
  fitsKind,
  reachable,
  REGION_MAINSTAYS,
  type ChooseTargetsInput,
  type TargetChoice,
} from './choose-targets.ts';
export {
  phaseFor,
  phaseFromWater,
  phaseFromDate,
  typicalWinterMinF,
  tempSuitability,
  activitySuitability,
  PHASE_RULES,
} from './phases.ts';
export { estimatePhase, runWindowFor, type PhaseContext } from './phase-estimate.ts';
export { regionFor, REGION_NAMES } from './region.ts';
export {
  SUB_REGIONS,
  SALT_SUB_REGIONS,
  FRESH_SUB_REGIONS,
  subRegionFor,
  type SubRegion,
  type RegionalTarget,
  type RunWindow,
} from './regions/index.ts';
export { basisLabel, basisView, GUIDE_PRACTICE_WORDS } from './basis.ts';
export { KIND_FAMILY, TIDAL_KINDS } from './kinds.ts';
export { SOURCES, type Source, type SourceId } from './sources.ts';
export type * from './types.ts';
