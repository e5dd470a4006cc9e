import type { TIceEstimate } from '@anglerscout/contracts';
import type { WaterBody } from '../bite/types.ts';
import type { FishingType, Habitat } from '../species/types.ts';
import { chanceBelow } from '../water/water-temperature.ts';
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
  /**
   * An estimate counts as below a threshold when it is at least this likely to be (its error read
   * as one standard deviation): "likely" below means better than even odds
   */
  likelyBelow: 0.5,
  /** ...and earns a caution ("may be") from this chance */
  mayBeBelow: 0.25,
} as const;

export function safetyNotes(
  conditions: Conditions,
  habitat: Habitat,
  waterBody: WaterBody,
  fishingType: FishingType,
  tidePlan: TidePlan | null,
  ice: TIceEstimate | null = null,
): SafetyNote[] {
  const S = SAFETY_RULES;
  const notes: SafetyNote[] = [];
  const w = conditions.weather;
  const water = conditions.water;
  const onWater = fishingType !== 'shore';
  const note = (
    level: SafetyNote['level'],
    topic: SafetyNote['topic'],
    text: string,
    capsVerdict = false,
  ) => notes.push({ level, topic, text, capsVerdict });
  const iced = ice?.state === 'likely';
  if (iced) {
    const thick =
      ice.thicknessIn !== null && ice.rangeIn
        ? ` (an estimate of about ${ice.thicknessIn} in, anywhere from ${ice.rangeIn[0]} to ${ice.rangeIn[1]} in)`
        : '';
    note(
      'warning',
      'ice',
      onWater
        ? `The water is likely iced over on this date${thick}: no boat or kayak fishing. If you fish, it is on foot on the ice: measure it with a spud bar or auger as you go (at least 4 in of clear ice to walk on), and check local ice reports first.`
        : `The water is likely iced over on this date${thick}. Ice is never uniform: drill or spud every few steps, stay off ice under 4 in of new clear ice, avoid inlets, outlets, pressure ridges and dark spots, wear a life jacket or float suit and carry ice picks and a rope. Check local ice reports first.`,
      // Boats and kayaks cannot go; on foot the day is capped only while the ice may be too thin.
      onWater || (ice.rangeIn?.[0] ?? 0) < 4,
    );
  } else if (ice?.state === 'possible')
    note(
      'warning',
      'ice',
      waterBody === 'river'
        ? 'Shelf ice and slush are likely along the banks on this date: do not stand on shelf ice over moving water, and watch for floating ice if you wade or launch.'
        : `Thin or partial ice is possible on this date: it is not safe to walk on until it is at least 4 in of clear ice${onWater ? ', and skim ice can trap or hole a small boat' : ''}. Check local ice reports.`,
      true,
    );
  if (water && !iced) {
    const est = water.kind !== 'measured';
    const veryCold = chanceBelow(water, S.veryColdWaterF);
    const cold = chanceBelow(water, S.coldWaterF);
    const near = est
      ? `Water likely near ${water.tempF} °F (${water.kind === 'climatology' ? 'typical for the date' : 'an estimate'}, ±${water.errorF} °F)`
      : `Water near ${water.tempF} °F`;
    if (veryCold >= S.likelyBelow)
      note(
        'warning',
        'cold water',
        `${near}: a fall in brings cold shock within a minute. Wear a life jacket${onWater ? ` and dress for immersion (drysuit or wetsuit)${fishingType === 'kayak' ? '; paddle with others and stay close to shore' : ''}` : ', and keep your footing on slick rocks and banks'}.`,
        onWater,
      );
    else if (cold >= S.likelyBelow || veryCold >= S.mayBeBelow)
      note(
        'caution',
        'cold water',
        `${near}${cold >= S.likelyBelow ? ' is cold enough for cold shock' : ' may be cold enough for cold shock'}. Wear a life jacket${onWater ? ' and carry a change of clothes in a dry bag' : ''}.`,
        // A kayak sits low and tips easily: likely-cold water caps the day for kayaks too.
        fishingType === 'kayak' && cold >= S.likelyBelow,
      );
    else if (est && cold >= S.mayBeBelow)
      note(
        'caution',
        'cold water',
        `${near}: it may be below 60 °F, cold enough for cold shock. Wear a life jacket${onWater ? ' on the water' : ''}.`,
      );
  }
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
  if (onWater && !iced)
    note(
      'info',
      'navigation',
      `File a float plan with someone ashore and carry a light and whistle${tidePlan && waterBody === 'coast' ? '; tide predictions here are not for navigation' : ''}.`,
    );
  return notes;
}
