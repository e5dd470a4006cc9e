import { z } from 'zod';
import { ZReportConditions, ZTidePlan } from './report-conditions.ts';
import { ZBestWindow, ZHourScore, ZSafetyNote, ZVerdict } from './report-scores.ts';

/**
 * The science's structured report (packages/scout builds it, the writers and the report page read
 * it). Version 2: water temperature with method and error, sourced or typical species ranges,
 * factor contributions and a verdict capped by safety warnings. Its scoring and conditions parts
 * are in report-scores.ts and report-conditions.ts.
 */
const FISHING = z.enum(['shore', 'boat', 'kayak']);
const BAIT = z.enum(['artificial', 'fly', 'live']);
const HABITAT = z.enum(['fresh', 'salt']);
const PHASE = z.enum(['winter', 'pre-spawn', 'spawn', 'post-spawn', 'summer', 'fall']);
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

export const ZTargetSummary = z.object({
  id: z.string(),
  commonName: z.string(),
  phase: PHASE,
  phaseFrom: z.enum(['water temperature', 'month']),
  why: z.string(),
  preferredTempF: ZTempRange,
  spawnTempF: ZTempRange,
});

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
    z.object({ speciesId: z.string(), commonName: z.string(), phase: PHASE, where: z.string() }),
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
    }),
  ),
  conditions: ZReportConditions,
  tidePlan: ZTidePlan.nullable(),
  safety: z.array(ZSafetyNote),
  missing: z.array(z.string()),
  sources: z.array(z.object({ label: z.string(), detail: z.string() })),
  /** Absent on reports written before local intel existed */
  localIntel: ZLocalIntel.nullable().optional(),
});
export type TStructuredReport = z.infer<typeof ZStructuredReport>;
