import { WATER_KIND_HABITAT } from '@anglerscout/contracts';
import { basisLabel } from './basis.ts';
import { speciesHere } from './catalogue.ts';
import { kindMatches } from './kinds.ts';
import { PHASE_RULES, phaseFromDate, phaseFromWater, typicalWinterMinF } from './phases.ts';
import { inWindow, inYears, type RunWindow, type SubRegion } from './regions/sub-region.ts';
import { stockedEntry } from './stocked-fish.ts';
import type { PhaseEstimate, SeasonPhase, SpeciesRecord, WaterKind } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayText = ([m, d]: readonly [number, number]) => `${d} ${MONTHS[m - 1]}`;

export interface PhaseContext {
  species: SpeciesRecord;
  /** yyyy-MM-dd */
  date: string;
  lat: number;
  /** The spot's longitude, for data limited to places (stocked lakes west of the Cascades) */
  lon?: number;
  /** The lake's mapped area, km², when known (the stocked lakes are the small ones) */
  lakeAreaKm2?: number | null;
  kind: WaterKind;
  subRegion: SubRegion | null;
  /** The best water temperature the report has, and where it came from */
  water: { tempF: number; kind: 'measured' | 'forecast' | 'air-estimate' | 'climatology' } | null;
  /** The coldest water of a typical year here (°F), from climatology when known */
  winterMinF?: number | null;
  /** The typical water PHASE_RULES.spawnSpanDays before the date (°F), when known */
  spanAgoF?: number | null;
}

/** The run window of this species in this region and water on this date, if any. */
export function runWindowFor(
  species: SpeciesRecord,
  subRegion: SubRegion | null,
  kind: WaterKind,
  date: string,
): RunWindow | null {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return (
    subRegion?.runs?.find(
      (w) =>
        w.species === species.id &&
        kindMatches(w.kinds, kind) &&
        inWindow(month, day, w) &&
        inYears(date, w.years),
    ) ?? null
  );
}

/** Whether the fish here are stocked fish whose spawn adds next to nothing (`spawnsWhere.except`). */
function stockedHere(species: SpeciesRecord, kind: WaterKind, subRegionId: string | null): boolean {
  const x = species.spawnsWhere?.except;
  return (
    !!x &&
    !!subRegionId &&
    x.subRegions.includes(subRegionId) &&
    (!x.kinds || x.kinds.includes(kind))
  );
}

/**
 * Whether the fish can be spawning here on this date, from the record's spawning grounds
 * (`spawnsWhere`): 'spawn' in their kinds of water and months, 'after' in those kinds for
 * PHASE_RULES.postSpawnDays after the last month, else 'no'. A record without grounds: 'spawn'.
 */
function spawningHere(
  species: SpeciesRecord,
  kind: WaterKind,
  date: string,
  subRegionId: string | null = null,
): 'spawn' | 'after' | 'no' {
  const g = species.spawnsWhere;
  if (!g) return 'spawn';
  if (g.kinds && !g.kinds.includes(kind)) return 'no';
  if (stockedHere(species, kind, subRegionId)) return 'no';
  if (!g.months) return 'spawn';
  const month = Number(date.slice(5, 7));
  if (g.months.includes(month)) return 'spawn';
  // Days since the end of the most recent spawning month, on the real calendar (leap Februaries
  // included): Date.UTC carries a month before January into the year before.
  const [year, , day] = date.split('-').map(Number) as [number, number, number];
  for (let back = 1; back <= 3; back++) {
    const m = ((month - back - 1 + 12) % 12) + 1;
    if (!g.months.includes(m)) continue;
    const since = (Date.UTC(year, month - 1, day) - Date.UTC(year, month - back, 0)) / 86_400_000;
    return since <= PHASE_RULES.postSpawnDays ? 'after' : 'no';
  }
  return 'no';
}

/**
 * The phase from the fish's own cues: a sourced run or migration calendar for the region's
 * waters when the fish is on a run, else the water temperature against its spawning range on
 * this date (and whether the winter here is mild enough for an early spawn), else the typical
 * water of the date and latitude. `from` and `basis` say which, in words a reader can check.
 */
export function estimatePhase(ctx: PhaseContext): PhaseEstimate {
  const { date, lat, kind, subRegion, water } = ctx;
  const habitat = WATER_KIND_HABITAT[kind];
  const species = speciesHere(ctx.species, habitat, subRegion?.id ?? null);
  const run = runWindowFor(species, subRegion, kind, date);
  if (run)
    return {
      phase: run.phase,
      from: 'run calendar',
      basis: `${run.text}, ${dayText(run.from)} to ${dayText(run.to)} (${basisLabel(run.basis)})`,
    };
  // Salmon in the sea feed and migrate; they spawn only in rivers, so no thermometer reading
  // makes them "spawning" (or in a cold-water "winter" in May) there.
  if (habitat === 'salt' && species.group === 'salmon') {
    const month = Number(date.slice(5, 7));
    const phase = month <= 3 || month === 12 ? 'winter' : month >= 9 ? 'fall' : 'summer';
    return {
      phase,
      from: 'month',
      basis: `in salt water salmon feed and migrate and do not spawn; with no run calendar here, the ${phase} pattern of the season`,
    };
  }
  // Fish that spawn elsewhere or in other months (bluefish on the shelf, coastal stripers in
  // their rivers in spring) feed and migrate here: the season's pattern, not a spawn.
  const subRegionId = subRegion?.id ?? null;
  // Catchables the agency plants in this kind of water do not spawn in it (put-and-take trout
  // in the lowland lakes): the season's pattern, never a spawn read from the thermometer.
  const stocked = stockedEntry(subRegion, species.id, kind, lat, ctx.lon, ctx.lakeAreaKm2 ?? null);
  const here = stocked ? 'no' : spawningHere(species, kind, date, subRegionId);
  const grounds = species.spawnsWhere;
  const reading: SpeciesRecord = here === 'no' ? { ...species, nonSpawning: true } : species;
  const name = species.commonName.replace(/ \(.*\)$/, '');
  const away = stocked
    ? `the ${name.toLowerCase()} here ${stocked.where}, and stocked fish do not spawn in the lake; `
    : here !== 'no' || !grounds
      ? ''
      : grounds.except && stockedHere(species, kind, subRegionId)
        ? `the ${name.toLowerCase()} here ${grounds.except.where}; `
        : `${name} spawn ${grounds.where}, not in this water on this date; `;
  /** Just after the spawning months a temperature "spawn" or "pre-spawn" is the post-spawn. */
  const after = (phase: SeasonPhase, why: string): { phase: SeasonPhase; why: string } =>
    here === 'after' && (phase === 'spawn' || phase === 'pre-spawn')
      ? {
          phase: 'post-spawn',
          why: `${why}; but the spawning months ${grounds?.where ?? ''} have just ended: post-spawn`,
        }
      : { phase, why };
  const winterMinF = ctx.winterMinF ?? typicalWinterMinF(lat);
  if (water) {
    const read = phaseFromWater({
      species: reading,
      waterTempF: water.tempF,
      date,
      winterMinF,
      spanAgoF: ctx.spanAgoF ?? null,
      lat,
    });
    const { phase, why } = after(read.phase, read.why);
    return {
      phase,
      from: water.kind === 'climatology' ? 'typical water temperature' : 'water temperature',
      basis: away + why,
      ...(stocked ? { stocked: stocked.basis } : {}),
    };
  }
  const guess = phaseFromDate(reading, date, lat);
  const { phase, why } = after(guess.phase, guess.why);
  return {
    phase,
    from: 'month',
    basis: `no water temperature: guessed from the date and latitude (typical water near ${guess.modelTempF} °F, a model value); ${away}${why}`,
    ...(stocked ? { stocked: stocked.basis } : {}),
  };
}
