import { z } from 'zod';
import { ZReportConditions, ZTidePlan } from './report-conditions.ts';
import { ZBestWindow, ZHourScore, ZSafetyNote, ZVerdict } from './report-scores.ts';
import { ZReportRules, ZTargetRegulation } from './regulations.ts';
import { ZWaterKindChoice } from './water-kinds.ts';

/**
 * The science's structured report (packages/scout builds it, the writers and the report page read
 * it). Version 2: water temperature with method and error, sourced or typical species ranges,
 * factor contributions and a verdict capped by safety warnings. Its scoring and conditions parts
 * are in report-scores.ts and report-conditions.ts.
 */
const FISHING = z.enum(['shore', 'boat', 'kayak']);
const BAIT = z.enum(['artificial', 'fly', 'live']);
const HABITAT = z.enum(['fresh', 'salt']);
/** 'spring': a fall spawner feeding as the water warms toward its preferred range (trout in May). */
const PHASE = z.enum(['winter', 'spring', 'pre-spawn', 'spawn', 'post-spawn', 'summer', 'fall']);
export const REGIONS = [
  'gulf',
  'south-atlantic',
  'mid-atlantic',
  'north-atlantic',
  'pacific',
  'great-lakes',
  'inland-south',
  'inland-north',
  'alaska',
  'hawaii',
] as const;
export const WATER_BODIES = ['coast', 'lake', 'river', 'unknown'] as const;

export const ZTempRange = z.object({
  minF: z.number(),
  maxF: z.number(),
  status: z.enum(['sourced', 'typical']),
  lifeStage: z.enum(['adult', 'spawning']),
  /** Each citation as "publisher (year): title, locator - where in it" */
  citations: z.array(z.string()),
  note: z.string().nullable(),
});

/**
 * Where a phase came from: the water temperature (measured or forecast), the typical water
 * temperature for the date (climatology), a sourced run or migration calendar for the region or
 * water system, or the month alone (last resort).
 */
export const PHASE_FROM = [
  'water temperature',
  'typical water temperature',
  'run calendar',
  'month',
] as const;

/**
 * What an advice line rests on: cited sources, or "common guide practice" (widely used by guides
 * and anglers, not traced to a study or agency page). Reports show the label either way.
 */
export const ZAdviceBasis = z.object({
  status: z.enum(['sourced', 'guide practice']),
  citations: z.array(z.string()),
});
export type TAdviceBasis = z.infer<typeof ZAdviceBasis>;

export const ZTargetSummary = z.object({
  id: z.string(),
  commonName: z.string(),
  phase: PHASE,
  phaseFrom: z.enum(PHASE_FROM),
  /** One line on how the phase was decided ("water near 64 °F is inside the 58-75 °F spawning range") */
  phaseBasis: z.string().optional(),
  why: z.string(),
  preferredTempF: ZTempRange,
  spawnTempF: ZTempRange,
  /** Open, closed or catch-and-release on the report's date; absent on older reports */
  regulation: ZTargetRegulation.nullable().optional(),
});

/**
 * What the day was planned from: the live forecast, a forecast that covers only part of what the
 * day needs (the week before it, for water temperature), or no forecast at all (sun, moon, tides,
 * season and typical temperatures).
 */
export const ZPlannedFrom = z.object({
  basis: z.enum(['forecast', 'partial forecast', 'season and climatology']),
  /** The sentence the headline leads with when it is not the forecast */
  text: z.string(),
});
export type TPlannedFrom = z.infer<typeof ZPlannedFrom>;

/**
 * Ice on a lake or slow river, estimated from freezing degree-days (Stefan's law). `likely`:
 * the report is an ice-fishing report; `possible`: open-water advice with an ice warning.
 */
export const ZIceEstimate = z.object({
  state: z.enum(['open', 'possible', 'likely']),
  /** Estimated thickness, inches, with its range; null when no ice is expected */
  thicknessIn: z.number().nullable(),
  rangeIn: z.tuple([z.number(), z.number()]).nullable(),
  /** Accumulated freezing degree-days (°F-days) since the first freeze */
  freezingDegreeDaysF: z.number(),
  method: z.string(),
  source: z.string(),
  /** The agency's thickness guidance (walking, snowmobile, car), cited */
  guidance: z.array(z.string()),
  guidanceSource: z.string(),
});
export type TIceEstimate = z.infer<typeof ZIceEstimate>;

/**
 * What members shared near the spot (the server's search, summarised by the science). Counts
 * only: no post's spot is given here, and each was found by the point its poster allowed.
 */
export const ZLocalIntel = z.object({
  radiusMi: z.number(),
  days: z.number(),
  /** The species searched for; null for every species */
  speciesName: z.string().nullable(),
  count: z.number(),
  summary: z.string(),
  shared: z.array(z.object({ label: z.string(), count: z.number() })),
  /** Miles to the nearest report's shown point */
  nearestMi: z.number().nullable(),
});
export type TLocalIntel = z.infer<typeof ZLocalIntel>;

export const ZStructuredReport = z.object({
  version: z.literal(2),
  place: z.object({
    name: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
    timeZone: z.string(),
    region: z.enum(REGIONS),
    /** The finer fishing sub-region (the Florida Keys, Puget Sound ...); absent on older reports */
    subRegion: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  }),
  date: z.string(),
  habitat: z.object({
    habitat: HABITAT,
    chosenBy: z.enum(['user', 'suggested']),
    confidence: z.enum(['certain', 'likely', 'possible']),
    reasons: z.array(z.string()),
  }),
  waterBody: z.enum(WATER_BODIES),
  fishingType: FISHING,
  baitType: BAIT,
  targets: z.array(ZTargetSummary),
  targetsChosenBy: z.enum(['user', 'suggested']),
  verdict: ZVerdict,
  bestWindows: z.array(ZBestWindow),
  hourly: z.array(ZHourScore),
  whereToFish: z.array(
    z.object({
      speciesId: z.string(),
      commonName: z.string(),
      phase: PHASE,
      where: z.string(),
      basis: ZAdviceBasis.optional(),
    }),
  ),
  howToFish: z.array(
    z.object({
      speciesId: z.string(),
      commonName: z.string(),
      baitType: BAIT,
      fishingType: FISHING,
      presentation: z.object({
        what: z.string(),
        size: z.string(),
        colours: z.string(),
        how: z.string(),
      }),
      approach: z.string(),
      feedingTimes: z.array(z.string()),
      /** What the presentation rests on */
      basis: ZAdviceBasis.optional(),
      /** What the approach and feeding times rest on */
      approachBasis: ZAdviceBasis.optional(),
    }),
  ),
  conditions: ZReportConditions,
  tidePlan: ZTidePlan.nullable(),
  safety: z.array(ZSafetyNote),
  missing: z.array(z.string()),
  sources: z.array(z.object({ label: z.string(), detail: z.string() })),
  /** Absent on reports written before local intel existed */
  localIntel: ZLocalIntel.nullable().optional(),
  /** The kind of water (reservoir, surf, tailwater ...); absent on older reports */
  waterKind: ZWaterKindChoice.optional(),
  /** What the day was planned from; absent on older reports */
  plannedFrom: ZPlannedFrom.optional(),
  /** Ice estimate for lakes and slow rivers in the cold season; null when it cannot apply */
  ice: ZIceEstimate.nullable().optional(),
  /** Where the rules are and what is closed on the date; absent on older reports */
  rules: ZReportRules.optional(),
});
export type TStructuredReport = z.infer<typeof ZStructuredReport>;
