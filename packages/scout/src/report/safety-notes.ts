import type { FishingType, Habitat } from '../species/types.ts';
import type { Conditions, SafetyNote, TidePlan } from './types.ts';

/**
 * Safety notes are overrides, not score tweaks. Thresholds are conservative rules of thumb
 * (cold-water shock is a hazard below about 60 F per the US Coast Guard and National Center for
 * Cold Water Safety; heat and lightning wording follows National Weather Service advice).
 */
export const SAFETY_RULES = {
  coldWaterF: 60,
  veryColdWaterF: 50,
  kayakWindMph: 15,
  strongWindMph: 20,
  dangerousGustMph: 30,
  showerProbPct: 50,
  heatF: 90,
  extremeHeatF: 100,
  bigTideRangeFt: 6,
} as const;

export function safetyNotes(
  conditions: Conditions,
  habitat: Habitat,
  fishingType: FishingType,
  tidePlan: TidePlan | null,
): SafetyNote[] {
  const S = SAFETY_RULES;
  const notes: SafetyNote[] = [];
  const w = conditions.weather;
  const water = conditions.water.tempF;
  const onWater = fishingType !== 'shore';
  if (water < S.veryColdWaterF)
    notes.push({
      level: 'warning',
      topic: 'cold water',
      text: `Water near ${water} °F: a fall in brings cold shock within a minute. Wear a life jacket${onWater ? ' and dress for immersion (drysuit or wetsuit)' : ', and keep off slick rocks and ice'}.`,
    });
  else if (water < S.coldWaterF)
    notes.push({
      level: 'caution',
      topic: 'cold water',
      text: `Water near ${water} °F is cold enough for cold shock. Wear a life jacket${onWater ? ' and carry a change of clothes in a dry bag' : ''}.`,
    });
  if (w?.windMaxMph != null && w.windMaxMph >= S.strongWindMph)
    notes.push({
      level: 'warning',
      topic: 'wind',
      text: `Wind up to ${w.windMaxMph} mph${w.gustMaxMph ? ` with gusts to ${w.gustMaxMph}` : ''}: ${fishingType === 'kayak' ? 'stay off open water' : onWater ? 'small boats should stay in sheltered water' : 'fish sheltered banks and watch footing on jetties'}.`,
    });
  else if (fishingType === 'kayak' && w?.windMaxMph != null && w.windMaxMph >= S.kayakWindMph)
    notes.push({
      level: 'caution',
      topic: 'wind',
      text: `Wind up to ${w.windMaxMph} mph is hard work in a kayak: launch upwind so the ride back is downwind, and stay near shore.`,
    });
  if (
    w?.gustMaxMph != null &&
    w.gustMaxMph >= S.dangerousGustMph &&
    !notes.some((n) => n.topic === 'wind')
  )
    notes.push({
      level: 'warning',
      topic: 'wind',
      text: `Gusts to ${w.gustMaxMph} mph are forecast.`,
    });
  if (w?.precipProbMaxPct != null && w.precipProbMaxPct >= S.showerProbPct)
    notes.push({
      level: 'caution',
      topic: 'lightning',
      text: `Showers are ${w.precipProbMaxPct}% likely. If you hear thunder, get off the water and away from long rods; wait 30 minutes after the last thunder.`,
    });
  if (w?.airMaxF != null && w.airMaxF >= S.extremeHeatF)
    notes.push({
      level: 'warning',
      topic: 'heat',
      text: `Air up to ${w.airMaxF} °F: fish early and late, drink water often and get into shade at midday.`,
    });
  else if (w?.airMaxF != null && w.airMaxF >= S.heatF)
    notes.push({
      level: 'caution',
      topic: 'heat',
      text: `Air up to ${w.airMaxF} °F: carry plenty of water and cover up against the sun.`,
    });
  if (habitat === 'salt' && tidePlan?.rangeFt != null && tidePlan.rangeFt >= S.bigTideRangeFt)
    notes.push({
      level: 'caution',
      topic: 'tide',
      text: `A ${tidePlan.rangeFt.toFixed(1)} ft tide range today: a rising tide can cut off bars and flats quickly, so keep your route back in mind when wading.`,
    });
  if (onWater)
    notes.push({
      level: 'info',
      topic: 'navigation',
      text: 'File a float plan with someone ashore and carry a light and whistle; tide predictions here are not for navigation.',
    });
  return notes;
}
