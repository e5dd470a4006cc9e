export { evaluateRules } from './evaluate-rules.ts';
export type { RulesInput, RulesResult } from './evaluate-rules.ts';
export { preferOpen } from './prefer-open.ts';
export { watersAt } from './waters.ts';
export { STATE_AGENCIES, FEDERAL_OFFICES, ATLANTIC_HMS, federalRegionFor } from './agencies.ts';
export { AREAS, areasAt, isKnownArea, knownAreas } from './areas.ts';
export { CLOSURE_SEED } from './data/closure-seed.ts';
export { PENDING_SPECIES } from './pending-species.ts';
export { rowInForce } from './closure-dates.ts';
export {
  auditClosureRows,
  rowReferenceProblems,
  isKnownSpeciesId,
  speciesName,
} from './audit-rows.ts';
