import type { SeasonPhase, SpeciesRecord } from './types.ts';

/**
 * Model rules (not species facts), each checked by the expert cases:
 * - water colder than `winterMarginF` below the lower of the preferred and spawning minimums is
 *   winter;
 * - a spring or summer spawner is "pre-spawn" once the water is warming and within
 *   `preSpawnBandF` of its spawning range (a narrower band for cold-water spawners, a share of
 *   the gap to freezing), and "post-spawn" for the first `postSpawnBandF` above the range (in
 *   summer once the typical water `spawnSpanDays` earlier was already above the range);
 * - on the warming side a fall spawner is in winter until the water is within `winterMarginF` of
 *   its preferred range, then in its spring feed (brown trout from 44 °F: the Au Sable in May is
 *   spring, not winter);
 * - the water warms from about 20 January (the usual date of the coldest water, a few weeks
 *   after the solstice) to about 1 August, and cools the rest of the year; on the cooling side
 *   fish are in their summer pattern until mid-September while the water stays in their
 *   preferred range, in the fall pattern until December, and in winter from 1 December;
 * - where the winter water stays within 3 °F of the spawning minimum (a mild winter: southern
 *   Florida, south Texas), spring spawners may spawn on the cooling side too, from
 *   15 November, as Florida bass do from December (FWC 2011);
 * - without a better figure, the coldest water of the year is estimated from latitude (a model
 *   line from 66 °F at 25° N to 39 °F at 35° N and north).
 */
export const PHASE_RULES = {
  winterMarginF: 10,
  preSpawnBandF: 10,
  preSpawnShareOfGap: 0.6,
  postSpawnBandF: 6,
  warmingFromDay: 20,
  coolingFromDay: 213,
  fallFromDay: 258,
  winterFromDay: 335,
  earlySpawnFromDay: 319,
  mildWinterMarginF: 3,
  /**
   * A spring spawner's spawn in one water lasts about a month as the water passes through the
   * range (model rule, judgement: males guard a nest for two to four weeks, USFWS HSI smallmouth
   * bass, Reproduction): when the typical water `spawnSpanDays` before the date was already inside
   * the range, the fish here have spawned, whatever today's temperature (a high, late-warming
   * lake such as Lake Davis, CA in mid-July). Needs the typical water of that earlier date.
   */
  spawnSpanDays: 35,
  /**
   * A fish with a spawning calendar (SpeciesRecord.spawnsWhere.months) is post-spawn for about
   * five weeks after the last spawning month, then in its seasonal pattern (model rule, the same
   * judgement as `spawnSpanDays`: the review's "about 4-6 weeks").
   */
  postSpawnDays: 35,
  /**
   * A spring spawner read from the temperature alone is post-spawn until about 1 July at 40° N
   * and 4 days later for each degree north (to 1 August), then in its summer pattern, whatever
   * the water: black bass spawn in May and June in Ohio (Ohio DNR smallmouth and largemouth
   * pages) and into early July in the north, and the post-spawn recovery lasts a few weeks. A
   * model line, needs the latitude.
   */
  postSpawnEndDay: 182,
  postSpawnEndDaysPerDegree: 4,
  /**
   * A fall spawner's warming-side feed is "spring" until 1 June while the water is below the top
   * of its growth range: May water in the low 50s is the spring feed, not summer (model rule).
   */
  springUntilDay: 152,
} as const;

/** Day of the year (1-366) of a yyyy-MM-dd date. */
function dayOfYear(date: string): number {
  const y = Number(date.slice(0, 4));
  const start = Date.UTC(y, 0, 1);
  const d = Date.UTC(y, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((d - start) / 86_400_000) + 1;
}

/** The coldest water of a typical year at this latitude, °F: a coarse model line (see above). */
export function typicalWinterMinF(lat: number): number {
  const f = 66 - ((Math.abs(lat) - 25) * 27) / 10;
  return Math.max(39, Math.min(75, f));
}

export interface PhaseInput {
  species: SpeciesRecord;
  waterTempF: number;
  /** yyyy-MM-dd */
  date: string;
  /** The coldest water of the year here, °F (from climatology or typicalWinterMinF) */
  winterMinF: number;
  /** The typical water PHASE_RULES.spawnSpanDays before the date, °F, when known */
  spanAgoF?: number | null;
  /** Degrees latitude, for the date a spring spawner's post-spawn ends; absent: no date cap */
  lat?: number;
}

/** The last day (of the year) a spring spawner read from the temperature is post-spawn. */
function postSpawnEndDay(lat: number): number {
  const north = Math.max(0, Math.abs(lat) - 40);
  return Math.min(
    PHASE_RULES.coolingFromDay,
    Math.round(PHASE_RULES.postSpawnEndDay + north * PHASE_RULES.postSpawnEndDaysPerDegree),
  );
}

const round = (n: number) => Math.round(n);

/** Where pre-spawn begins: the spawning minimum less a band that narrows for cold spawners. */
function preSpawnFromF(species: SpeciesRecord): number {
  const min = species.spawnTempF.minF;
  const band = Math.min(PHASE_RULES.preSpawnBandF, (min - 32) * PHASE_RULES.preSpawnShareOfGap);
  return min - band;
}

const winterBelowF = (s: SpeciesRecord) =>
  Math.min(s.preferredTempF.minF, s.spawnTempF.minF) - PHASE_RULES.winterMarginF;

/** The phase from the water temperature and the date, with a line saying why. */
export function phaseFromWater({
  species,
  waterTempF: t,
  date,
  winterMinF,
  spanAgoF,
  lat,
}: PhaseInput): {
  phase: SeasonPhase;
  why: string;
} {
  const day = dayOfYear(date);
  const warming = day >= PHASE_RULES.warmingFromDay && day < PHASE_RULES.coolingFromDay;
  const { spawnTempF: spawn, preferredTempF: pref } = species;
  const range = `${spawn.minF}-${spawn.maxF} °F spawning range`;
  const water = `water near ${round(t)} °F`;
  const inSpawn = t >= spawn.minF && t <= spawn.maxF;
  const winterBelow = winterBelowF(species);
  const cold = {
    phase: 'winter' as const,
    why: `${water}: cold water, the winter pattern (it begins below about ${winterBelow} °F)`,
  };
  /** Winter below the staging band of a spring or winter spawner, said with that band's edge. */
  const coldUntilStaging = {
    phase: 'winter' as const,
    why: `${water}: cold water, the winter pattern until it warms past about ${round(preSpawnFromF(species))} °F`,
  };

  /** Late summer, fall and early winter, when the water cools (no spawn then). */
  const coolingSide = (): { phase: SeasonPhase; why: string } => {
    if (t < winterBelow || day >= PHASE_RULES.winterFromDay || day < PHASE_RULES.warmingFromDay)
      return t < winterBelow ? cold : { phase: 'winter', why: `${water} in the winter months` };
    if (t >= pref.minF && day < PHASE_RULES.fallFromDay)
      return {
        phase: 'summer',
        why: `${water} is at or above the best-growth ${pref.minF}-${pref.maxF} °F`,
      };
    return { phase: 'fall', why: `${water} and cooling: the fall feed` };
  };

  if (species.nonSpawning) {
    if (!warming) return coolingSide();
    if (t < winterBelow) return cold;
    // Still below the best-growth range while the water warms: the spring feed, not summer
    if (t < pref.minF)
      return {
        phase: 'spring',
        why: `${water}, warming but still below the best-growth ${pref.minF}-${pref.maxF} °F: the spring feed`,
      };
    return { phase: 'summer', why: `${water}; these fish feed here and do not spawn here` };
  }

  if (species.spawnSeason === 'spring' || species.spawnSeason === 'summer') {
    const mild =
      species.spawnSeason === 'spring' && winterMinF >= spawn.minF - PHASE_RULES.mildWinterMarginF;
    const earlyWindow =
      mild && (day >= PHASE_RULES.earlySpawnFromDay || day < PHASE_RULES.warmingFromDay);
    if (warming || earlyWindow) {
      if (inSpawn && warming && !mild && spanAgoF != null && spanAgoF >= spawn.minF)
        return {
          phase: 'post-spawn',
          why: `${water}, but the typical water here was already near ${round(spanAgoF)} °F, inside the ${range}, ${PHASE_RULES.spawnSpanDays} days ago: the spawn has passed`,
        };
      if (inSpawn)
        return {
          phase: 'spawn',
          why: `${water} is inside the ${range}${earlyWindow && !warming ? ' and the winter here is mild enough for an early spawn' : ', warming'}`,
        };
      if (t < spawn.minF) {
        if (t >= preSpawnFromF(species))
          return {
            phase: 'pre-spawn',
            why: `${water} is just below the ${range}: staging`,
          };
        return t < winterBelow ? cold : coldUntilStaging;
      }
      if (!warming) return coolingSide();
      if (!mild && spanAgoF != null && spanAgoF > spawn.maxF)
        return {
          phase: 'summer',
          why: `${water}; the typical water here was already near ${round(spanAgoF)} °F, above the ${range}, ${PHASE_RULES.spawnSpanDays} days ago: the spawn is long over`,
        };
      if (species.spawnSeason === 'spring' && lat != null && day > postSpawnEndDay(lat))
        return {
          phase: 'summer',
          why: `${water}, above the ${range}, and past the few weeks after the spring spawn: the summer pattern`,
        };
      if (t <= spawn.maxF + PHASE_RULES.postSpawnBandF)
        return { phase: 'post-spawn', why: `${water} has just passed the ${range}` };
      return { phase: 'summer', why: `${water} is well above the ${range}` };
    }
    return coolingSide();
  }

  if (species.spawnSeason === 'fall') {
    if (!warming) {
      if (inSpawn)
        return { phase: 'spawn', why: `${water} is inside the ${range} as the water cools` };
      if (t > spawn.maxF)
        return t <= spawn.maxF + PHASE_RULES.preSpawnBandF && day >= 244
          ? { phase: 'pre-spawn', why: `${water} is cooling toward the ${range}` }
          : { phase: t >= pref.minF ? 'summer' : 'fall', why: `${water}, above the ${range}` };
      if (t < winterBelow) return cold;
      return { phase: 'post-spawn', why: `${water} has fallen below the ${range}` };
    }
    // The warming side: winter while the water is more than the winter margin below the growth
    // range (ice and the cold weeks after it); between that and the range the fish feed hard as
    // the water warms (spring trout), which is no winter pattern.
    const springFromF = pref.minF - PHASE_RULES.winterMarginF;
    if (t < springFromF)
      return {
        phase: 'winter',
        why: `${water}: cold water, the winter pattern until it passes about ${springFromF} °F`,
      };
    // From June a fall spawner in water still below its growth range is in a cold river's summer
    // (a tailwater's steady release: the Fryingpan below Ruedi near 49 °F in July), not in spring.
    if (t < pref.minF && day >= PHASE_RULES.springUntilDay)
      return {
        phase: 'summer',
        why: `${water}, below the best-growth ${pref.minF}-${pref.maxF} °F after 1 June: the summer pattern in cold water`,
      };
    if (t < pref.minF || (day < PHASE_RULES.springUntilDay && t <= pref.maxF))
      return {
        phase: 'spring',
        why:
          t < pref.minF
            ? `${water} and warming toward the best-growth ${pref.minF}-${pref.maxF} °F: the spring feed`
            : `${water}, just into the best-growth ${pref.minF}-${pref.maxF} °F before June: still the spring feed`,
      };
    return {
      phase: 'summer',
      why: `${water} is inside or above the best-growth ${pref.minF}-${pref.maxF} °F`,
    };
  }

  // winter spawners: spawning from November to April when the water is in range
  const spawnMonths = day >= 305 || day < 121;
  if (spawnMonths) {
    if (inSpawn)
      return {
        phase: 'spawn',
        why: `${water} is inside the ${range} in the winter spawning season`,
      };
    if (t > spawn.maxF)
      return day >= 305
        ? { phase: 'pre-spawn', why: `${water} is cooling toward the ${range}` }
        : { phase: 'post-spawn', why: `${water} has warmed past the ${range}` };
    if (t >= preSpawnFromF(species))
      return { phase: 'pre-spawn', why: `${water} is just below the ${range}: fish are gathering` };
    return t < winterBelow ? cold : coldUntilStaging;
  }
  if (day < 152) return { phase: 'post-spawn', why: `${water}; the winter spawn is over` };
  return warming ? { phase: 'summer', why: `${water} in the warm months` } : coolingSide();
}

/**
 * The phase from the date and latitude alone, when no water temperature is known: the water is
 * assumed at the model's typical value for the latitude and season (a coarse sine between the
 * winter minimum and a summer peak 25 °F higher, warmest about 5 August). Reports say so.
 */
export function phaseFromDate(species: SpeciesRecord, date: string, lat: number) {
  const winterMinF = typicalWinterMinF(lat);
  const day = dayOfYear(date);
  const swing = 25;
  const t = winterMinF + (swing / 2) * (1 - Math.cos((2 * Math.PI * (day - 20)) / 365));
  return {
    ...phaseFromWater({ species, waterTempF: t, date, winterMinF, lat }),
    modelTempF: Math.round(t),
  };
}

/**
 * The older month-only call, kept for the bite score: the phase at mid-month for a mid-latitude
 * place (no mild winter). Reports use phaseFromWater with the real date and latitude.
 */
export function phaseFor(species: SpeciesRecord, waterTempF: number, month: number): SeasonPhase {
  const date = `2026-${String(month).padStart(2, '0')}-15`;
  return phaseFromWater({ species, waterTempF, date, winterMinF: typicalWinterMinF(36) }).phase;
}

/**
 * How well the water temperature suits the species, 0-1: 1 inside the preferred range, falling
 * linearly to 0 at 15 F outside it (a model rule, not a measured curve).
 */
export function tempSuitability(species: SpeciesRecord, waterTempF: number): number {
  const { minF, maxF } = species.preferredTempF;
  const outside = waterTempF < minF ? minF - waterTempF : waterTempF > maxF ? waterTempF - maxF : 0;
  return Math.max(0, 1 - outside / 15);
}

/**
 * How active the species should be at this water temperature in this phase, 0-1: the
 * preferred-range fit, or 0.75 of the fit to the spawning range when the fish are in their spawn
 * phase and that is higher (fish staging or spawning are shallow and catchable, but the spawn is
 * not peak feeding). Outside the spawning phase the spawning range does not count, so November
 * water never reads as "in the spawning range". A model rule, not a measured curve.
 */
export function activitySuitability(
  species: SpeciesRecord,
  waterTempF: number,
  month: number,
  phase: SeasonPhase = phaseFor(species, waterTempF, month),
): { value: number; inSpawnRange: boolean } {
  const pref = tempSuitability(species, waterTempF);
  if (phase !== 'spawn') return { value: pref, inSpawnRange: false };
  const { minF, maxF } = species.spawnTempF;
  const outside = waterTempF < minF ? minF - waterTempF : waterTempF > maxF ? waterTempF - maxF : 0;
  const spawn = 0.75 * Math.max(0, 1 - outside / 15);
  return spawn > pref
    ? { value: spawn, inSpawnRange: outside === 0 }
    : { value: pref, inSpawnRange: false };
}
