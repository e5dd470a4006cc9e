import type { HourlyWeather } from '../bite/weather-series.ts';
import type { HourScore, Reason } from '../bite/score-day.ts';
import type { PressureTrend } from '../bite/front-detection.ts';
import type { HabitatSuggestion } from '../habitat/suggest-habitat.ts';
import type { LocalEvent, MoonInfo } from '../sky/types.ts';
import type { SolunarPeriod } from '../solunar/compute-solunar.ts';
import type {
  BaitType,
  FishingType,
  Habitat,
  Presentation,
  Region,
  SeasonPhase,
} from '../species/types.ts';
import type { TideExtreme, TidePoint } from '../tides/predict-tides.ts';
import type { TideStationRef } from '../tides/tide-stations.ts';

export interface BuildReportInput {
  lat: number;
  lon: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  /** IANA zone; looked up offline from the coordinates when absent */
  timeZone?: string;
  placeName?: string | null;
  /** The user's choice; suggested from the tide station and place name when absent */
  habitat?: Habitat | null;
  fishingType: FishingType;
  baitType: BaitType;
  /** Target species ids; chosen for the habitat, region and season when empty */
  speciesIds?: string[];
  weather?: HourlyWeather | null;
  /** Attribution for the weather series, e.g. "Open-Meteo forecast" */
  weatherSource?: string | null;
  /** Measured water temperature and where it came from */
  water?: { tempF: number; source: string } | null;
  /** Nearest tide station; null means none; absent means look it up (database must be loaded) */
  tideStation?: TideStationRef | null;
  maxTideDistanceKm?: number;
}

export type Rating = 'excellent' | 'good' | 'fair' | 'poor';

export interface BestWindow {
  start: string;
  end: string;
  startMinute: number;
  endMinute: number;
  peakScore: number;
  reasons: string[];
}

export interface TargetSummary {
  id: string;
  commonName: string;
  phase: SeasonPhase;
  why: string;
  preferredTempF: [number, number];
  spawnTempF: [number, number];
}

export interface WhereToFish {
  speciesId: string;
  commonName: string;
  phase: SeasonPhase;
  where: string;
}

export interface HowToFish {
  speciesId: string;
  commonName: string;
  baitType: BaitType;
  fishingType: FishingType;
  presentation: Presentation;
  approach: string;
  feedingTimes: string[];
}

export interface WeatherSummary {
  airMinF: number | null;
  airMaxF: number | null;
  windMinMph: number | null;
  windMaxMph: number | null;
  gustMaxMph: number | null;
  windFrom: string | null;
  pressureTrend: PressureTrend | null;
  pressureChangeHpa: number | null;
  frontHoursAgo: number | null;
  cloudMeanPct: number | null;
  precipTotalIn: number | null;
  precipProbMaxPct: number | null;
}

export interface Conditions {
  sunrise: LocalEvent | null;
  sunset: LocalEvent | null;
  civilDawn: LocalEvent | null;
  civilDusk: LocalEvent | null;
  moonrise: LocalEvent | null;
  moonset: LocalEvent | null;
  moon: MoonInfo;
  solunar: { dayRating: number; reasons: string[]; periods: SolunarPeriod[] };
  weather: WeatherSummary | null;
  water: { tempF: number; measured: boolean; source: string; uncertaintyF: number | null };
}

export interface TidePlan {
  station: TideStationRef;
  extremes: TideExtreme[];
  curve: TidePoint[];
  rangeFt: number | null;
  advice: string[];
  attribution: string;
}

export interface SafetyNote {
  level: 'warning' | 'caution' | 'info';
  topic: 'cold water' | 'wind' | 'lightning' | 'heat' | 'tide' | 'darkness' | 'navigation';
  text: string;
}

export interface StructuredReport {
  version: 1;
  place: { name: string | null; lat: number; lon: number; timeZone: string; region: Region };
  date: string;
  habitat: HabitatSuggestion;
  fishingType: FishingType;
  baitType: BaitType;
  targets: TargetSummary[];
  targetsChosenBy: 'user' | 'suggested';
  verdict: { rating: Rating; score: number; headline: string; drivers: string[] };
  bestWindows: BestWindow[];
  hourly: HourScore[];
  whereToFish: WhereToFish[];
  howToFish: HowToFish[];
  conditions: Conditions;
  tidePlan: TidePlan | null;
  safety: SafetyNote[];
  missing: string[];
  sources: { label: string; detail: string }[];
}

export type { Reason };
