import { temperatureResponseOf } from '../species/temperature-response.ts';
import type { BaitType, FishingType, Habitat, SpeciesRecord, WaterKind } from '../species/types.ts';
import type { WaterBody } from './types.ts';

/**
 * When in the day a species is fished, beyond the sun's light: which anglers get a night bonus,
 * when cold water moves the bite to the afternoon, when trout rise to hatches, when flats are
 * sight-fished and which fish bite at slack water. Each rule carries its basis; all are common
 * guide practice or judgement on a widely reported direction (docs/model-card.md, "Timing").
 */
export const TIMING_RULES = {
  basis:
    'Common guide practice and judgement on widely reported directions, one basis per rule below; not tested by the MRIP validation beyond the lights wording (it has no water temperature, bait or flats kind, and no Pacific species; docs/model-card.md gives its figures before and after).',
  night: {
    /**
     * A feeding time that starts with "night" makes a night feeder, except a fishery at lights
     * ("night under lights", "night around dock lights"): fish gather at a lit dock or bridge, not
     * across the water, so the dark hours are not a bite window for the angler in general.
     */
    lightsWords: /\blights?\b/i,
    basis:
      'Common guide practice. The night bonus is withdrawn (1) in water below the species\u2019 active feeding range (a brown trout in 37 °F water feeds in the warmest hours, as the cold-water rule below says), except for fish that feed only at night; (2) for fly anglers on a river, who fish the hatches of the daylight and evening; (3) from a boat or kayak on a river, which is not run in the dark; (4) for sight-fishing on the flats, which needs the sun.',
  },
  coldTiming: {
    /**
     * Water in the lower part of the species\u2019 active feeding range or below it counts as
     * cold for timing: below activeMinF + `activeShare` × (activeMaxF − activeMinF). For trout
     * (active 44-66 °F) that is about 50 °F, the fixed threshold the rule used before; for
     * largemouth bass (60-82) 65 °F; for spotted seatrout (62-82) 67 °F.
     */
    activeShare: 0.25,
    /** Without a species, the old fixed threshold */
    noSpeciesBelowF: 50,
    /**
     * In salt water the afternoon rule applies only where the sun can warm the water within a
     * day (shallow bays, flats, estuaries and tidal rivers), and never to cold-water sea fish
     * (preferred water at most this warm: salmon, halibut, rockfish, lingcod), whose cold is
     * their normal water and whose open sea does not warm by the afternoon.
     */
    shallowSaltKinds: ['bay-flats', 'estuary', 'tidal-river'] as readonly WaterKind[],
    coldWaterFishMaxF: 60,
    basis:
      'Judgement on a widely reported pattern: fish in water at the cool end of their range and below feed most when the shallows warm in the afternoon; measured relative to each species\u2019 active range.',
  },
  hatch: {
    /**
     * River trout taken on the fly follow the insects: in water below the species\u2019 preferred
     * range the hatches come in the warmest hours (midday to mid-afternoon: midges, blue-winged
     * olives, the spring Hendricksons); once the water is in the preferred range they move to the
     * evening, with the spinner fall at dusk.
     */
    groups: ['trout'] as const,
    /** Trout that are not fished at hatches: lake-run steelhead, lake trout */
    exceptIds: ['steelhead', 'lake-trout'] as readonly string[],
    afternoonFrom: 12,
    afternoonTo: 17,
    /** The evening hatch: hours whose middle is from this long before sunset ... */
    eveningBeforeSunsetH: 2.5,
    /** ... to this long after it */
    eveningAfterSunsetH: 1,
    points: 6,
    basis:
      'Common guide practice: spring and fall mayfly hatches come in the warmest part of the day, summer hatches and spinner falls in the evening.',
  },
  winterTailwater: {
    /**
     * Trout below a dam in the cold months (a typical daily mean air below `airBelowF` on the
     * date, at the water's height; without air normals, the months in `fallbackMonths`): the
     * release keeps the water near steady through the day, so dawn is no warmer water, only the
     * coldest air, and the hatch (midges in winter, blue-winged olives in fall and early spring)
     * comes off from late morning into the early afternoon. No twilight or night bonus; the hours
     * from `from` to `to` get `points`, for every bait (a bait or lure angler fishes the same
     * active fish as the fly angler).
     */
    groups: ['trout'] as const,
    exceptIds: ['steelhead', 'lake-trout'] as readonly string[],
    airBelowF: 50,
    fallbackMonths: [11, 12, 1, 2, 3] as readonly number[],
    from: 11,
    to: 16,
    points: 6,
    basis:
      'Common guide practice on tailwaters in the cold months: "In the morning it will probably be cold so fish won\u2019t want to move far to eat ... As it gets warmer near mid day watch for noses ... In the early afternoon midges will start to form mating clusters" (River Bum, "Midge Season", riverbum.com/blog/midge-season, read 2026); on the Clinch tailwater in December, "small midge hatches in the afternoon can be the saving grace" (3 Rivers Angler fishing report, 9 Dec 2021, 3riversangler.com, read 2026); on the Fryingpan in October a BWO hatch in the afternoon (The Hawg Trough, 2002). The 50 °F air line is judgement.',
  },
  sight: {
    /** Sun at least this high lights the bottom for sight-fishing */
    highSunDeg: 30,
    highSun: 5,
    basis:
      'Common guide practice: sight-fishing the flats needs a high sun to see fish and bottom; the low light of dawn and dusk and the dark do not serve it.',
  },
  slack: {
    /** Species that bite at slack water and the first of the tide, not while it runs hard */
    species: ['pacific-halibut'] as readonly string[],
    /** An hour moving at most this share of the day's fastest hour is slack ... */
    slackShare: 0.35,
    slack: 8,
    /** ... and one moving at least this share is the peak flow */
    peakShare: 0.8,
    peak: -4,
    basis:
      'Common guide practice: Homer and Kachemak Bay halibut charters plan the day around the two slack tides, when a bait stays on the bottom (Homer News, 2002 and 2016 fishing columns); on a big tide the middle of the flood and ebb needs pounds of lead to hold bottom.',
  },
} as const;

/** Whether a feeding-time phrase is a general night bite (not a fishery at lights). */
const nightPhrase = (t: string): boolean =>
  t.startsWith('night') && !TIMING_RULES.night.lightsWords.test(t);

/** The species feeds after dark across the water (not only under lights). */
export const feedsAtNight = (s: SpeciesRecord | null | undefined): boolean =>
  !!s && s.feedingTimes.some(nightPhrase);

/** The species feeds only at night (flathead catfish). */
const nightOnly = (s: SpeciesRecord): boolean => s.feedingTimes.every(nightPhrase);

export interface TimingInput {
  species?: SpeciesRecord | null;
  waterTempF: number | null;
  habitat: Habitat;
  waterBody: WaterBody;
  waterKind?: WaterKind | null;
  fishingType: FishingType;
  baitType?: BaitType | null;
  /** The spot is below a dam (a tailwater, or a river on a dam's release) */
  belowDam?: boolean;
  /** Month of the date (1-12) */
  month?: number;
  /** Typical daily mean air on the date at the water's height, °F, or null */
  typicalAirF?: number | null;
}

/** How the day's hours are timed for this species, water and angler. */
export interface Timing {
  /** The night bonus applies */
  nightFeeder: boolean;
  /** Why a night feeder gets no night bonus here (the text of its dark hours), or null */
  nightWithdrawn: string | null;
  /** Cold for timing: the afternoon bonus applies and the day feeder's twilight bonus is halved */
  coldWater: boolean;
  /** Colder still, below the species' active range: no twilight bonus at all (dawn is the coldest hour) */
  veryCold: boolean;
  /** Trout on the fly in a river: the hatch hours */
  hatch: 'afternoon' | 'evening' | null;
  /** Sight-fishing on the flats */
  sightFishing: boolean;
  /** The species bites at slack water */
  slackFeeder: boolean;
  /** Trout below a dam in the cold months: the late-morning-to-afternoon bite (winterTailwater) */
  winterTailwater: boolean;
}

/** Trout below a dam in the cold months (TIMING_RULES.winterTailwater). */
function winterTailwaterFor(input: TimingInput): boolean {
  const W = TIMING_RULES.winterTailwater;
  const { species } = input;
  if (!input.belowDam || input.habitat !== 'fresh' || !species) return false;
  if (!(W.groups as readonly string[]).includes(species.group) || W.exceptIds.includes(species.id))
    return false;
  if (input.typicalAirF !== null && input.typicalAirF !== undefined)
    return input.typicalAirF < W.airBelowF;
  return input.month !== undefined && W.fallbackMonths.includes(input.month);
}

/**
 * Water cold for timing for this species here (TIMING_RULES.coldTiming): 'cool' in the lower part
 * of its active range, 'very' below the range, else null.
 */
function coldForTiming(input: TimingInput): 'cool' | 'very' | null {
  const { species, waterTempF, habitat, waterKind } = input;
  const C = TIMING_RULES.coldTiming;
  if (waterTempF === null) return null;
  if (!species) return waterTempF < C.noSpeciesBelowF ? 'cool' : null;
  if (habitat === 'salt') {
    if (!waterKind || !C.shallowSaltKinds.includes(waterKind)) return null;
    if (species.preferredTempF.maxF <= C.coldWaterFishMaxF) return null;
  }
  const r = temperatureResponseOf(species);
  if (waterTempF < r.activeMinF) return 'very';
  return waterTempF < r.activeMinF + C.activeShare * (r.activeMaxF - r.activeMinF) ? 'cool' : null;
}

/** The day's timing context (see TIMING_RULES). */
export function timingFor(input: TimingInput): Timing {
  const { species, waterTempF, habitat, waterBody, waterKind, fishingType, baitType } = input;
  const name = species?.commonName.toLowerCase() ?? 'this fish';
  const cold = coldForTiming(input);
  const winterTailwater = winterTailwaterFor(input);
  const onRiver = habitat === 'fresh' && waterBody === 'river';
  const sightFishing =
    habitat === 'salt' &&
    waterKind === 'bay-flats' &&
    (baitType === 'fly' || species?.group === 'flats');
  const H = TIMING_RULES.hatch;
  const hatchFish =
    !!species &&
    (H.groups as readonly string[]).includes(species.group) &&
    !H.exceptIds.includes(species.id);
  const hatch =
    onRiver && baitType === 'fly' && hatchFish && waterTempF !== null
      ? waterTempF < species.preferredTempF.minF
        ? 'afternoon'
        : 'evening'
      : null;
  let nightWithdrawn: string | null = null;
  if (species && feedsAtNight(species)) {
    const activeMin = temperatureResponseOf(species).activeMinF;
    if (winterTailwater)
      nightWithdrawn = `dark: below a dam in the cold months ${name} feed from late morning into the afternoon, not at night`;
    else if (waterTempF !== null && waterTempF < activeMin && !nightOnly(species))
      nightWithdrawn = `dark: in water this cold ${name} feed in the warmest hours, not at night`;
    else if (onRiver && baitType === 'fly')
      nightWithdrawn = 'dark: a fly angler on a river fishes the daylight and evening hatches';
    else if (onRiver && (fishingType === 'boat' || fishingType === 'kayak'))
      nightWithdrawn = 'dark: a river is not run by boat or kayak at night';
    else if (sightFishing) nightWithdrawn = 'dark: sight-fishing needs daylight';
  }
  return {
    nightFeeder: feedsAtNight(species) && nightWithdrawn === null,
    nightWithdrawn,
    coldWater: cold !== null || winterTailwater,
    // Below a dam in the cold months dawn is the coldest air and no warmer water: no twilight bonus
    veryCold: cold === 'very' || winterTailwater,
    hatch: winterTailwater && hatch ? 'afternoon' : hatch,
    sightFishing,
    slackFeeder: !!species && TIMING_RULES.slack.species.includes(species.id),
    winterTailwater,
  };
}
