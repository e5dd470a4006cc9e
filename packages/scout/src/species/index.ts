export { SPECIES, getSpecies, holdingFor, approachFor, localiseHabitat } from './catalogue.ts';
export {
  chooseTargets,
  presentHere,
  REGION_MAINSTAYS,
  type ChooseTargetsInput,
  type TargetChoice,
} from './choose-targets.ts';
export {
  phaseFor,
  phaseByMonth,
  tempSuitability,
  activitySuitability,
  PHASE_RULES,
} from './phases.ts';
export { regionFor, hasMangroves, REGION_NAMES } from './region.ts';
export { SOURCES, type Source, type SourceId } from './sources.ts';
export type * from './types.ts';
