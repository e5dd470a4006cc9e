export { SPECIES, getSpecies, holdingFor, approachFor } from './catalogue.ts';
export { chooseTargets, type ChooseTargetsInput, type TargetChoice } from './choose-targets.ts';
export { phaseFor, tempSuitability, activitySuitability, PHASE_RULES } from './phases.ts';
export { regionFor } from './region.ts';
export { SOURCES, type Source, type SourceId } from './sources.ts';
export type * from './types.ts';
