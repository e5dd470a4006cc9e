import type { Sky } from '../sky/types.ts';
import type { Solunar } from '../solunar/compute-solunar.ts';
import type { BaitType, FishingType, Habitat, SpeciesRecord, WaterKind } from '../species/types.ts';
import type { Tides } from '../tides/predict-tides.ts';
import type { PressureTrend } from './front-detection.ts';
import type { HourlyWeather } from './weather-series.ts';

/** What kind of water the spot is: each gets its own logic (no tide on lakes, no chop on rivers). */
export type WaterBody = 'coast' | 'lake' | 'river' | 'unknown';

export interface ScoreDayInput {
  date: string;
  timeZone: string;
  habitat: Habitat;
  waterBody?: WaterBody;
  fishingType: FishingType;
  sky: Sky;
  solunar: Solunar;
  tides?: Tides | null;
  weather?: HourlyWeather | null;
  waterTempF?: number | null;
  /** The main target; its preferred temperatures and feeding times shape the score */
  species?: SpeciesRecord | null;
  /** The water is likely iced over (the report's ice estimate): twilight-and-night feeders are scored at dawn and dusk */
  iced?: boolean;
  /** The kind of water: shallow salt kinds warm by the afternoon, flats are sight-fished (timing-rules) */
  waterKind?: WaterKind | null;
  /** The bait: fly anglers on a river fish the hatches, not the night (timing-rules) */
  baitType?: BaitType | null;
  /** The spot is below a dam: a tailwater, or a river on a dam's release (timing-rules) */
  belowDam?: boolean;
  /** Typical daily mean air on the date at the water's height, °F (timing-rules) */
  typicalAirF?: number | null;
}

export type Factor =
  'solunar' | 'light' | 'tide' | 'pressure' | 'front' | 'wind' | 'cloud' | 'rain' | 'water';

export interface Reason {
  factor: Factor;
  points: number;
  text: string;
}

export interface HourScore {
  /** Wall-clock start of the hour, yyyy-MM-ddTHH:mm */
  local: string;
  utc: string;
  minuteOfDay: number;
  score: number;
  /** The largest contributions, strongest first (at most 3) */
  reasons: Reason[];
  /** Every factor's points this hour (all reasons, not just the three shown) */
  factors: Partial<Record<Factor, number>>;
  pressureTrend: PressureTrend | null;
}

export interface DayScore {
  hours: HourScore[];
  /** Inputs that were not available; the score was computed without them */
  missing: string[];
  frontHoursAgoAtNoon: number | null;
}
