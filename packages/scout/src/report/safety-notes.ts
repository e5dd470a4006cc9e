import type { WaterBody } from '../bite/types.ts';
import type { FishingType, Habitat } from '../species/types.ts';
import type { Conditions, SafetyNote, TidePlan } from './types.ts';

/**
 * Safety notes are overrides, not score tweaks: a warning that applies to the user's way of
 * fishing caps the verdict (see verdict.ts). Thresholds are conservative rules of thumb
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
  waterBody: WaterBody,
  fishingType: FishingType,
  tidePlan: TidePlan | null,
): SafetyNote[] {
  const S = SAFETY_RULES;
  const notes: SafetyNote[] = [];
  const w = conditions.weather;
  const water = conditions.water?.tempF ?? null;
  const onWater = fishingType !== 'shore';
  const note = (
    level: SafetyNote['level'],
    topic: SafetyNote['topic'],
    text: string,
    capsVerdict = false,
  ) => notes.push({ level, topic, text, capsVerdict });
  if (water !== null && water < S.veryColdWaterF)
    note(
      'warning',
      'cold water',
      `Water near ${water} °F: a fall in brings cold shock within a minute. Wear a life jacket${onWater ? ' and dress for immersion (drysuit or wetsuit)' : ', and keep off slick rocks and ice'}.`,
      onWater,
    );
  else if (water !== null && water < S.coldWaterF)
    note(
      'caution',
      'cold water',
      `Water near ${water} °F is cold enough for cold shock. Wear a life jacket${onWater ? ' and carry a change of clothes in a dry bag' : ''}.`,
    );
  const gusts = w?.gustMaxMph ?? null;
  if (w?.windMaxMph != null && w.windMaxMph >= S.strongWindMph)
    note(
      'warning',
      'wind',
      `Wind up to ${w.windMaxMph} mph${gusts ? ` with gusts to ${gusts}` : ''}: ${fishingType === 'kayak' ? 'stay off open water' : onWater ? 'small boats should stay in sheltered water' : 'fish sheltered banks and watch footing on jetties'}.`,
      onWater,
    );
  else if (fishingType === 'kayak' && w?.windMaxMph != null && w.windMaxMph >= S.kayakWindMph)
    note(
      'caution',
      'wind',
      `Wind up to ${w.windMaxMph} mph is hard work in a kayak: launch upwind so the ride back is downwind, and stay near shore.`,
    );
  if (
    gusts !== null &&
    gusts >= S.dangerousGustMph &&
    !notes.some((n) => n.level === 'warning' && n.topic === 'wind')
  )
    note(
      'warning',
      'wind',
      `Gusts to ${gusts} mph are forecast: ${onWater ? 'small boats should stay in sheltered water' : 'keep clear of jetties and exposed rocks'}.`,
      onWater,
    );
  if (w?.precipProbMaxPct != null && w.precipProbMaxPct >= S.showerProbPct)
    note(
      'caution',
      'lightning',
      `Showers are ${w.precipProbMaxPct}% likely. If you hear thunder, get off the water and away from long rods; wait 30 minutes after the last thunder.`,
    );
  if (w?.airMaxF != null && w.airMaxF >= S.extremeHeatF)
    note(
      'warning',
      'heat',
      `Air up to ${w.airMaxF} °F: fish early and late, drink water often and get into shade at midday.`,
      true,
    );
  else if (w?.airMaxF != null && w.airMaxF >= S.heatF)
    note(
      'caution',
      'heat',
      `Air up to ${w.airMaxF} °F: carry plenty of water and cover up against the sun.`,
    );
  if (habitat === 'salt' && tidePlan?.rangeFt != null && tidePlan.rangeFt >= S.bigTideRangeFt)
    note(
      'caution',
      'tide',
      `A ${tidePlan.rangeFt.toFixed(1)} ft tide range today: a rising tide can cut off bars and flats quickly, so keep your route back in mind when wading.`,
    );
  if (onWater)
    note(
      'info',
      'navigation',
      `File a float plan with someone ashore and carry a light and whistle${tidePlan && waterBody === 'coast' ? '; tide predictions here are not for navigation' : ''}.`,
    );
  return notes;
}
