import {
  OUTLOOK_DAYS,
  REPORT_DATE_RULES,
  type FishingType,
  type Habitat,
  type TOutlookResponse,
} from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';
import {
  gatherConditions,
  measuredWaterToday,
  seaForecastFor,
} from '../conditions/gather-conditions.ts';
import type { OutlookDayInput, Science } from '../conditions/science.ts';
import { spotClimate } from '../conditions/spot-climate.ts';
import type { ClosureRow } from '@anglerscout/scout';
import { nameSpot } from '../locations/name-spot.ts';
import { inProcessScorer, type OutlookScorer } from './outlook-scorer.ts';

export interface OutlookRequest {
  lat: number;
  lon: number;
  species?: string | null;
  habitat?: Habitat | null;
  fishingType?: FishingType | null;
  /** A saved spot's name; the nearest town's when absent */
  placeName?: string | null;
}

export interface ComputeOutlookOptions extends OutlookRequest {
  providers: Providers;
  science: Science;
  now: Date;
  /** How many days from today (default OUTLOOK_DAYS) */
  days?: number;
  /** The seasons-and-closures rows in force, read as reports read them (absent: none known) */
  closures?: () => Promise<ClosureRow[]>;
}

/** The science's inputs for each of a spot's next days, gathered once through the cache. */
async function gatherOutlookInputs(
  opts: ComputeOutlookOptions,
): Promise<{ timeZone: string; inputs: OutlookDayInput[] }> {
  const { providers, science, lat, lon, now } = opts;
  await science.ready();
  const timeZone = science.timeZoneFor(lat, lon);
  const today = localDate(now, timeZone);
  const inLake = science.inLake(lat, lon);
  const habitat: Habitat =
    opts.habitat ?? (!inLake && science.nearestTideStation(lat, lon) ? 'salt' : 'fresh');
  const [g, closures] = await Promise.all([
    gatherConditions({ providers, science, lat, lon, habitat }),
    opts.closures?.() ?? null,
  ]);
  // As reports do: typical temperatures past the forecast, the spot's state and closures.
  const climate = await spotClimate(providers, g.ledger, lat, lon, habitat);
  const geo = science.spotGeo(lat, lon);
  const placeName = opts.placeName ?? nameSpot(providers.offlinePlaces, lat, lon);
  const lastForecastDay = addCalendarDays(today, REPORT_DATE_RULES.forecastDays - 1);
  const inputs = Array.from({ length: opts.days ?? OUTLOOK_DAYS }, (_, i): OutlookDayInput => {
    const date = addCalendarDays(today, i);
    const from = `${addCalendarDays(date, -7)}T00:00`;
    // As a report for that date: the forecast's week before it and the day itself, or none
    // past the forecast's reach (the day is then planned from the season).
    const weather =
      date <= lastForecastDay
        ? (g.weather?.filter((h) => h.time >= from && h.time.slice(0, 10) <= date) ?? null)
        : null;
    return {
      lat,
      lon,
      date,
      timeZone,
      placeName,
      habitat,
      inLake: g.inLake,
      fishingType: opts.fishingType ?? 'shore',
      speciesId: opts.species ?? null,
      station: g.station,
      weather: weather && weather.length > 0 ? weather : null,
      measuredWater: measuredWaterToday(g, { date, today, now }),
      seaForecast: habitat === 'salt' ? seaForecastFor(g, date) : null,
      climate,
      geo,
      closures,
    };
  });
  return { timeZone, inputs };
}

/**
 * A spot's next days, each scored as a report for that day would be: conditions gathered once
 * (as the Conditions page and reports gather them), then the science per day, in this thread
 * (yielding between days) unless a scorer is given.
 */
export async function computeOutlook(
  opts: ComputeOutlookOptions & { scorer?: OutlookScorer },
): Promise<TOutlookResponse> {
  const { timeZone, inputs } = await gatherOutlookInputs(opts);
  const days = await (opts.scorer ?? inProcessScorer(opts.science)).score(inputs);
  return { timeZone, days };
}
