import { getSpecies } from '../species/catalogue.ts';
import {
  leaveNote,
  leavesColdWater,
  temperatureActivity,
} from '../species/temperature-response.ts';
import type { SpeciesGroup } from '../species/types.ts';
import type { StructuredReport } from './types.ts';

/**
 * Groups whose males build and guard a nest or bed in shallow water (black bass, sunfish and
 * crappie; bullhead and channel catfish in cavities): Wisconsin DNR, "Nesting fish"; the others
 * broadcast their eggs or bury them in redds, so there is no "bedding fish" to release.
 */
const NEST_GUARDING_GROUPS: ReadonlySet<SpeciesGroup> = new Set([
  'black-bass',
  'sunfish',
  'catfish',
]);

/** Above about 68 F trout are heat-stressed and catch-and-release mortality rises (state agency advice). */
const TROUT_STRESS_F = 68;

/**
 * Condition-driven tactical advice: the part of the prose that changes most from day to day.
 * Each line is standard angling practice for the condition that triggers it.
 */
export function tacticsFor(r: StructuredReport): string[] {
  const out: string[] = [];
  const w = r.conditions.weather;
  const water = r.conditions.water?.tempF ?? null;
  const main = r.targets[0];
  const trout = r.targets.some(
    (t) => /trout|salmon/i.test(t.commonName) && !/sea ?trout/i.test(t.commonName),
  );
  if (w?.frontHoursAgo != null && w.frontHoursAgo <= 48) {
    out.push(
      `A cold front came through about ${w.frontHoursAgo} hours before midday. Fish usually tuck tight to cover and bite short behind a front: slow down, downsize, and put the bait right on the cover.`,
    );
  } else if (w?.pressureTrend === 'falling') {
    out.push(
      'The barometer is falling ahead of weather. Fish often feed harder before a change, so make the most of the hours before it arrives and cover water with moving baits.',
    );
  } else if (w?.pressureTrend === 'rising') {
    out.push(
      'Pressure is rising. Expect a slower bite as it settles; finesse presentations and shade or depth edges usually do better than fast reaction baits.',
    );
  }
  if (
    r.waterBody !== 'river' &&
    w?.windMaxMph != null &&
    w.windMaxMph >= 8 &&
    w.windMaxMph < 20 &&
    w.windFrom
  ) {
    out.push(
      `A ${w.windFrom} wind will push bait onto ${r.habitat.habitat === 'salt' ? 'shorelines, points and the downwind side of bars' : 'windward banks and points'}. Fish the wind-blown side${r.fishingType === 'kayak' ? ' from a sheltered spot' : ''}.`,
    );
  } else if (r.waterBody !== 'river' && w?.windMaxMph != null && w.windMaxMph < 5) {
    out.push(
      'With little wind, the water will be calm and clear-looking: make long casts, use natural colours and lighter line.',
    );
  }
  if (w?.cloudMeanPct != null && w.cloudMeanPct >= 70)
    out.push(
      'Heavy cloud keeps the light low all day, so fish can roam and feed outside the dawn and dusk windows.',
    );
  else if (w?.cloudMeanPct != null && w.cloudMeanPct <= 20)
    out.push(
      'Bright sun: fish will hold in shade, depth and cover in the middle of the day. Concentrate effort at first and last light.',
    );
  // In a lake the surface is not the trout's water: in summer they hold in the cold layer below
  // the thermocline (the heat-stress advice is for rivers; review 6, fresh.md g15 and g16).
  const lake = r.waterBody === 'lake' && r.waterKind?.kind !== 'pond';
  if (main && water !== null && trout && water > TROUT_STRESS_F && lake) {
    out.push(
      `At ${water} °F the surface is too warm for trout and salmon: they hold in the cold water below the thermocline, so fish deep (downriggers, leadcore or a counted-down lure) in the first hours of light, and release fish quickly.`,
    );
  } else if (main && water !== null && trout && water > TROUT_STRESS_F) {
    out.push(
      `At ${water} °F trout are heat-stressed: fishing for them now can kill fish you release. Fish cold tailwaters, spring creeks or high water instead, or stop when the water passes ${TROUT_STRESS_F} °F; land fish fast and keep them wet.`,
    );
  } else if (main && water !== null) {
    // Judged on the species' activity across the year (temperature-response.ts), not the summer
    // growth optimum: a walleye at 46 °F or under first ice feeds well, so it gets no "slow down".
    const species = getSpecies(main.id);
    const activity = species ? temperatureActivity(species, water) : null;
    const name = main.commonName.toLowerCase();
    if (activity?.band === 'cold') {
      const resp = activity.response;
      const range = `${resp.activeMinF}-${resp.activeMaxF} °F`;
      out.push(
        // A migratory fish that leaves cold water (albies, bonito, blues) does not slow down in
        // the sunny shallows: it goes (review 9, r03)
        species && leavesColdWater(species, water)
          ? `At ${water} °F the water is cold for ${name} (most active at ${range}): ${resp.coldNote}, so expect few or none.`
          : leaveNote(resp)
            ? `At ${water} °F the water is a little below the ${range} where ${name} feed hardest: the fish thin out as it cools, so look for them where the bait is thick.`
            : activity.value >= 0.6
              ? `At ${water} °F the water is a little below the ${range} where ${name} feed hardest: ${resp.coldNote}.`
              : `At ${water} °F the water is cold for ${name} (most active at ${range}): ${resp.coldNote}. Slow down${coldWaterWhere(r)}.`,
      );
    } else if (activity?.band === 'warm') {
      const resp = activity.response;
      out.push(
        `At ${water} °F the water is warmer than ${name} like (most active at ${resp.activeMinF}-${resp.activeMaxF} °F): look for depth, shade, current and cooler inflows, and fish early.`,
      );
    }
  }
  if (main) {
    if (main.phase === 'spawn')
      out.push(
        NEST_GUARDING_GROUPS.has(getSpecies(main.id)?.group ?? 'inshore')
          ? `${main.commonName} may be spawning: handle fish gently, release bedding fish quickly, and check local seasons and closures.`
          : `${main.commonName} may be spawning: handle fish gently, release spawning fish quickly, and check local seasons and closures.`,
      );
  }
  // The best times follow the first fish; another target that feeds in the warm hours of cold
  // water (muskellunge in late fall, MN DNR) is not fished at night or in the dark hours they give.
  if (main && water !== null)
    for (const t of r.targets.slice(1)) {
      const warm = getSpecies(t.id)?.warmHours;
      if (warm && water < warm.belowF)
        out.push(
          `The best times above follow ${main.commonName.toLowerCase()}. For ${t.commonName.toLowerCase()} in water this cold, fish the warm midday and afternoon hours, not the dark.`,
        );
    }
  if (r.conditions.moon.phaseName === 'new moon' || r.conditions.moon.phaseName === 'full moon') {
    out.push(
      `${r.conditions.moon.phaseName === 'full moon' ? 'Full' : 'New'} moon: solunar tradition rates these days highly${r.habitat.habitat === 'salt' ? ', and the tides run stronger than average (spring tides)' : ''}.`,
    );
  }
  return out;
}

/**
 * Where the warmest water is depends on the water: sunny shallows on a lake or bay; in a river or
 * below a dam the soft, deep water out of the main current (the cold-water pattern in moving
 * water); nothing to add on a water that is likely iced over.
 */
function coldWaterWhere(r: StructuredReport): string {
  if (r.ice?.state === 'likely') return '';
  const kind = r.waterKind?.kind;
  if (kind === 'river' || kind === 'tailwater' || kind === 'tidal-river')
    return ' and fish the deep, slow water out of the main current';
  return ' and fish the warmest water you can find, such as sunny shallows in the afternoon';
}
