import type { UsStateCode, WaterKind } from '@anglerscout/contracts';
import type { FishingType, Habitat } from '../species/types.ts';
import { chanceBelow } from '../water/water-temperature.ts';

/**
 * Hazards of a region, a kind of water and a season (science-8 review RC-4): bears on Alaska
 * salmon water, harmful algal blooms on Plains and Midwest lakes in late summer, stingrays for
 * waders on the Gulf and south Atlantic, and summer afternoon lightning on the Gulf and Florida
 * coasts. Each row names its agency; the prose is ours.
 */
interface SeasonalHazard {
  level: 'caution' | 'info';
  topic: 'wildlife' | 'water quality' | 'lightning';
  text: string;
}

interface HazardPlace {
  lat: number;
  lon: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  kind: WaterKind;
  state: UsStateCode | null;
  /** Fished from a pier or fishing bridge: no wading */
  pier: boolean;
  /** The report's water temperature and its error, when known */
  water?: { tempF: number; errorF: number | null } | null;
}

/**
 * The Russian River fishery at Cooper Landing, from the falls to the Kenai confluence and the
 * Kenai's banks around it: Chugach National Forest and Kenai National Wildlife Refuge orders keep
 * retained fish within 12 ft of the angler and food within 3 ft (Russian River Interagency
 * Coordination Group, USFS news release, June 3, 2015).
 */
function inRussianRiverArea(lat: number, lon: number): boolean {
  return lat >= 60.42 && lat <= 60.5 && lon >= -150.08 && lon <= -149.88;
}

const ALASKA_SALMON_KINDS = new Set<WaterKind>(['river', 'tailwater', 'tidal-river', 'estuary']);

/**
 * The state agency that posts harmful-algal-bloom (blue-green algae) advisories by lake, and where.
 * KDHE with KDWP post Kansas advisories by lake and by zone (kdhe.ks.gov; their warnings advise
 * keeping pets and livestock off the water and eating only fish fillets rinsed in clean water);
 * Oklahoma's lake status map (checkmyoklake.com, Oklahoma Tourism with ODEQ and OWRB); Ohio's
 * (ohioalgaeinfo.com, Ohio EPA and ODH); Nebraska's NDEE health alerts; Iowa DNR beach
 * monitoring; Missouri DNR; Illinois EPA; IDEM; MPCA; Wisconsin DNR; SD DANR; ND DEQ. CDC: dogs
 * are the animals most often killed by bloom toxins.
 */
const HAB_AGENCY: Partial<Record<UsStateCode, string>> = {
  KS: "KDHE's lake and zone advisories (kdhe.ks.gov)",
  NE: "NDEE's lake health alerts (dee.ne.gov)",
  OK: 'the lake status map at checkmyoklake.com',
  IA: "Iowa DNR's beach monitoring",
  MO: "Missouri DNR's algal bloom reports",
  OH: 'the bloom map at ohioalgaeinfo.com',
  IL: "Illinois EPA's algal bloom page",
  IN: "IDEM's blue-green algae advisories",
  MN: "MPCA's harmful algal bloom page",
  WI: "Wisconsin DNR's blue-green algae page",
  SD: "SD DANR's harmful algal bloom page",
  ND: "ND DEQ's harmful algal bloom advisories",
};
const HAB_KINDS = new Set<WaterKind>(['reservoir', 'pond', 'natural-lake']);
/**
 * Western Lake Erie, whose Microcystis blooms fill the basin most summers (the 2014 Toledo
 * drinking-water shutdown): NOAA NCCOS issues the Lake Erie HAB bulletin in season.
 */
const ERIE_BULLETIN = "NOAA's Lake Erie bloom bulletin (coastalscience.noaa.gov)";
const inWesternLakeErie = (lat: number, lon: number) =>
  lat >= 41.35 && lat <= 42.1 && lon >= -83.5 && lon <= -82.4;
/** July to October: the blooms of late summer (KDHE's advisories run April to October and peak then). */
const HAB_MONTHS = [7, 10] as const;
/**
 * Where a state's agency says major blooms need warm water, that water temperature (°F): the
 * MPCA, 2021: Minnesota's lakes "usually don't see major harmful algae growth until later in the
 * season, when the weather is dry and hot for days on end and water temperatures are higher than
 * 75 degrees" (Bring Me The News, "Heat wave leads to early reports of blue-green algae on some
 * Minnesota lakes", bringmethenews.com/minnesota-lifestyle). The caution is dropped only when the report's water
 * is almost surely below it (HAB_COOL_CHANCE, our judgement), so a warm September lake keeps it.
 */
const HAB_WARM_F: Partial<Record<UsStateCode, number>> = { MN: 75 };
const HAB_COOL_CHANCE = 0.95;

/**
 * Stingrays bury in sand and grass where anglers wade: TPWD and FWC both teach the "stingray
 * shuffle" (slide the feet so rays swim off). All year on the Gulf and Florida; April to October
 * from Georgia to North Carolina, when the rays are inshore.
 */
const STINGRAY_ALL_YEAR = new Set<UsStateCode>(['TX', 'LA', 'MS', 'AL', 'FL']);
const STINGRAY_SUMMER = new Set<UsStateCode>(['GA', 'SC', 'NC']);
const WADING_KINDS = new Set<WaterKind>(['bay-flats', 'estuary', 'surf', 'tidal-river']);

/**
 * Summer afternoon thunderstorms on the Gulf and Florida coasts, May to September: Florida leads
 * the nation in lightning deaths and fishing leads the activities (NWS lightning safety, "fishing"
 * fatality statistics); NWS: "When thunder roars, go indoors", wait 30 minutes after the last.
 */
const LIGHTNING_STATES = new Set<UsStateCode>(['FL', 'AL', 'MS', 'LA', 'TX']);

const monthOf = (date: string) => Number(date.slice(5, 7));

export function seasonalHazards(
  p: HazardPlace,
  habitat: Habitat,
  fishingType: FishingType,
  /** A lightning line is already given (showers in the forecast) */
  lightningNoted: boolean,
): SeasonalHazard[] {
  const out: SeasonalHazard[] = [];
  const m = monthOf(p.date);
  const st = p.state;
  if (st === 'AK' && ALASKA_SALMON_KINDS.has(p.kind) && m >= 6 && m <= 9)
    out.push({
      level: 'caution',
      topic: 'wildlife',
      text: `Bears fish salmon water all summer: carry bear spray, fish with a partner, and if a bear comes, cut the line or give up the fish (ADF&G).${inRussianRiverArea(p.lat, p.lon) ? ' Federal rule here: keep your catch within 12 ft and food within 3 ft; take fish out whole or clean them at the tables (USFS).' : ''}`,
    });
  const erie = p.kind === 'great-lakes' && inWesternLakeErie(p.lat, p.lon);
  const hab = erie ? ERIE_BULLETIN : st && HAB_KINDS.has(p.kind) ? HAB_AGENCY[st] : undefined;
  const warmF = st && !erie ? HAB_WARM_F[st] : undefined;
  const tooCool =
    warmF !== undefined && !!p.water && chanceBelow(p.water, warmF) >= HAB_COOL_CHANCE;
  if (habitat === 'fresh' && hab && !tooCool && m >= HAB_MONTHS[0] && m <= HAB_MONTHS[1])
    out.push({
      level: 'caution',
      topic: 'water quality',
      text: `Blue-green algae blooms peak in late summer: check ${hab} before you go, keep dogs out of scummy or bright green water, and eat only fillets rinsed in clean water.`,
    });
  const stingrays =
    !!st && (STINGRAY_ALL_YEAR.has(st) || (STINGRAY_SUMMER.has(st) && m >= 4 && m <= 10));
  if (
    habitat === 'salt' &&
    fishingType === 'shore' &&
    !p.pier &&
    stingrays &&
    WADING_KINDS.has(p.kind)
  )
    out.push({
      level: 'caution',
      topic: 'wildlife',
      text: 'Stingrays bury in the sand and grass: if you wade, shuffle your feet rather than step, and wear wading boots (TPWD, FWC).',
    });
  // Florida's lakes are as exposed as its bays for a boat or kayak.
  const exposed =
    habitat === 'salt' ? !!st && LIGHTNING_STATES.has(st) : st === 'FL' && fishingType !== 'shore';
  if (!lightningNoted && exposed && m >= 5 && m <= 9) {
    const where = p.pier
      ? 'the pier'
      : fishingType === 'shore'
        ? 'the beach and the water'
        : 'the water';
    out.push({
      level: 'caution',
      topic: 'lightning',
      text: `Afternoon thunderstorms build most summer days here: leave ${where} at the first thunder and wait 30 minutes after the last (NWS).`,
    });
  }
  return out;
}
