import type { TIceEstimate, UsStateCode, WaterKind } from '@anglerscout/contracts';
import type { WaterBody } from '../bite/types.ts';
import { addDays } from '../climate/air-record.ts';
import { longDate } from '../rules/closure-dates.ts';
import type { FishingType, Habitat } from '../species/types.ts';
import { chanceBelow } from '../water/water-temperature.ts';
import {
  inWinnebagoSystem,
  kmBetween,
  LOW_HEAD_DAM_KM,
  LOW_HEAD_DAMS,
  REGULATED_BARS,
  ROUGH_INLET_KM,
  ROUGH_INLET_OFFSHORE_KM,
  ROUGH_INLETS,
  SHELTERED_SEAS,
  SPEARING_DAYS,
  spearingOpens,
  steadyReleaseDam,
  STRONG_CURRENT_ZONES,
  tidalCanalAt,
  WHITEWATER_REACHES,
} from './safety-places.ts';
import { nearLine } from '../rules/areas.ts';
import { greatLakesIceBay } from '../ice/great-lakes-bays.ts';
import { seasonalHazards } from './safety-seasons.ts';
import type { Conditions, SafetyNote, TidePlan } from './types.ts';

/** Where the spot is, for hazards tied to a place, a kind of water or a date. */
export interface SafetyPlace {
  lat: number;
  lon: number;
  /** Local date, yyyy-MM-dd */
  date: string;
  kind: WaterKind;
  state: UsStateCode | null;
  /** Nautical miles from the coastline when at sea, else null */
  offshoreNm: number | null;
  /** The place's name as the angler gave it: a pier is fished differently from a beach */
  name?: string | null;
}

/** A pier (or fishing bridge) named by the angler: no wading lines, and pier hazards instead. */
const isPier = (p: SafetyPlace | null) => /\b(pier|fishing bridge)\b/i.test(p?.name ?? '');

/** Coasts where sneaker waves sweep anglers off jetties, rocks and beaches (NWS Pacific offices). */
const SNEAKER_WAVE_STATES = new Set<UsStateCode>(['WA', 'OR', 'CA', 'HI', 'AK']);
/** Pacific states, whose bars are the Coast Guard's regulated list (REGULATED_BARS). */
const PACIFIC = SNEAKER_WAVE_STATES;
const OPEN_COAST_KINDS = new Set<WaterKind>([
  'surf',
  'rocky-coast',
  'inlet-jetty',
  'reef-offshore',
]);

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
  /** A Coast Guard regulated bar this close (km) is named for boats */
  barKm: 15,
  /** Beyond this many nautical miles an EPIRB or PLB is advised (USCG) */
  beaconNm: 3,
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
  place: SafetyPlace | null = null,
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
    // A river's "possible" is shelf ice and slush at the edges, not a frozen river: a caution
    // that does not cap the day (review 6, fresh.md g10); a lake's may be thin ice over all of it.
    note(
      waterBody === 'river' ? 'caution' : 'warning',
      'ice',
      waterBody === 'river'
        ? 'Shelf ice and slush are possible along the banks on this date: do not stand on shelf ice over moving water, and watch for floating ice if you wade or launch.'
        : `Thin or partial ice is possible on this date: it is not safe to walk on until it is at least 4 in of clear ice${onWater ? ', and skim ice can trap or hole a small boat' : ''}. Check local ice reports.`,
      waterBody !== 'river',
    );
  if (water && !iced) {
    const est = water.kind !== 'measured';
    const veryCold = chanceBelow(water, S.veryColdWaterF);
    const cold = chanceBelow(water, S.coldWaterF);
    const near = est
      ? `Water likely near ${water.tempF} °F (${water.kind === 'climatology' ? 'typical for the date' : 'an estimate'}, ±${water.errorF} °F)`
      : `Water near ${water.tempF} °F`;
    // A surf caster stands in the wash, not on a deck: what keeps a fall in the surf survivable
    // is a cinched wader belt (waders fill and drag otherwise) and staying off the outer bar as
    // the tide floods behind you, above all in the dark (common surfcasting practice; review 9,
    // r03). Boats and kayaks keep the life jacket.
    const surf =
      fishingType === 'shore' && habitat === 'salt' && place?.kind === 'surf' && !isPier(place);
    const SURF_LINE =
      'Wear a wader belt cinched tight (or wet-wade with care), and do not wade out to the outer bar on a rising tide or after dark';
    // On a pier deck a life jacket is not what anglers wear or need: the risk is a fall, and
    // the rule is to throw a float, not jump in after someone ("reach or throw, don't go", the
    // water-rescue rule of the Red Cross and the Coast Guard; review 11, r02)
    const deck = fishingType === 'shore' && isPier(place);
    const DECK_LINE =
      "From the pier the risk is a fall: if anyone goes in, throw a float or the pier's life ring and call for help rather than jump in after them";
    if (
      deck &&
      veryCold < S.likelyBelow &&
      (cold >= S.likelyBelow || cold >= S.mayBeBelow || veryCold >= S.mayBeBelow)
    )
      note(
        'caution',
        'cold water',
        `${near}${cold >= S.likelyBelow ? ' is cold enough for cold shock' : ': it may be below 60 °F, cold enough for cold shock'}. ${DECK_LINE}.`,
      );
    else if (
      surf &&
      (veryCold >= S.likelyBelow || cold >= S.likelyBelow || veryCold >= S.mayBeBelow)
    )
      note(
        veryCold >= S.likelyBelow ? 'warning' : 'caution',
        'cold water',
        `${near}${veryCold >= S.likelyBelow ? ': a fall in brings cold shock within a minute' : cold >= S.likelyBelow ? ' is cold enough for cold shock' : ' may be cold enough for cold shock'}. ${SURF_LINE}.`,
      );
    else if (surf && est && cold >= S.mayBeBelow)
      note(
        'caution',
        'cold water',
        `${near}: it may be below 60 °F, cold enough for cold shock. ${SURF_LINE}.`,
      );
    else if (veryCold >= S.likelyBelow)
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
    note('caution', 'tide', bigTideText(tidePlan.rangeFt, fishingType, place));
  if (place)
    placeNotes(
      place,
      habitat,
      fishingType,
      ice,
      note,
      notes.some((n) => n.topic === 'lightning'),
      water,
    );
  // A life jacket in a kayak anywhere, and in any boat on a river, whatever the water temperature
  // (the cold-water notes already say it when the water is cold).
  const river = habitat === 'fresh' && (place?.kind === 'river' || place?.kind === 'tailwater');
  if (
    !iced &&
    (fishingType === 'kayak' || (onWater && river)) &&
    !notes.some((n) => /life jacket/i.test(n.text))
  )
    note(
      'caution',
      'current',
      river
        ? 'Wear a life jacket (PFD) on the river the whole time, not just stowed: most river drownings are of people not wearing one.'
        : 'Wear a life jacket (PFD) the whole time you are in the kayak.',
    );
  if (onWater && !iced)
    note(
      'info',
      'navigation',
      `File a float plan with someone ashore and carry a light and whistle${tidePlan && waterBody === 'coast' ? '; tide predictions here are not for navigation' : ''}.`,
    );
  return notes;
}

/**
 * The big-tide caution worded for the platform and the water (science-6 review salt RC-6): flats
 * and wading only where there are flats to wade; a jetty's rocks and a pier's current otherwise.
 */
function bigTideText(rangeFt: number, fishingType: FishingType, place: SafetyPlace | null): string {
  const range = `A ${rangeFt.toFixed(1)} ft tide range today`;
  const canal = place ? tidalCanalAt(place.lat, place.lon) : null;
  if (canal) return `${range}: ${canal.bigTide}`;
  const kind = place?.kind ?? null;
  const flats = kind === 'bay-flats' || kind === 'estuary' || kind === 'tidal-river';
  if (fishingType !== 'shore')
    return flats
      ? `${range}: strong current in channels and creek mouths, and flats and bars dry fast on the ebb.`
      : `${range}: strong current in channels, inlets and rips and over shoals; wind against the tide stands up steep seas.`;
  if (isPier(place))
    return `${range}: the current runs hard through the pilings; use enough weight and a drop net to land fish.`;
  if (kind === 'inlet-jetty' || kind === 'rocky-coast')
    return `${range}: the rising tide washes over low rocks and can cut off the outer end of a jetty or a point, and the current runs hard at the tip; keep your way back clear.`;
  return `${range}: a rising tide can cut off bars and flats quickly, so keep your route back in mind when wading.`;
}

type AddNote = (
  level: SafetyNote['level'],
  topic: SafetyNote['topic'],
  text: string,
  capsVerdict?: boolean,
) => void;

/**
 * Hazards of the place (science-5 review RC-B, RC10): the sea state and radio for boats on the
 * coast, regulated bars, strong tidal current and shipping for kayaks, sneaker waves and rip
 * currents for shore anglers, low-head dams and dam releases on rivers, and the sturgeon
 * spearing holes on the Winnebago ice. None caps the verdict: they hold whatever the weather.
 */
function placeNotes(
  p: SafetyPlace,
  habitat: Habitat,
  fishingType: FishingType,
  ice: TIceEstimate | null,
  note: AddNote,
  lightningNoted = false,
  /** The report's water temperature: a cool lake gets no algae-bloom caution */
  water: Conditions['water'] = null,
): void {
  const S = SAFETY_RULES;
  const onWater = fishingType !== 'shore';
  // A tidal canal's current runs its whole length: its own lines replace the inlet and jetty ones
  const canal = habitat === 'salt' ? tidalCanalAt(p.lat, p.lon) : null;
  const coast = habitat === 'salt' && (OPEN_COAST_KINDS.has(p.kind) || (p.offshoreNm ?? 0) > 0);
  if (habitat === 'salt' && onWater && coast) {
    const far = p.offshoreNm !== null && p.offshoreNm > S.beaconNm;
    note(
      'caution',
      'marine forecast',
      `Check the NWS marine forecast and small-craft advisories before you launch; carry a VHF (channel 16)${far ? ` and, about ${Math.round(p.offshoreNm!)} nautical miles out, an EPIRB or PLB` : ''}.`,
    );
  }
  if (habitat === 'salt' && onWater) {
    const bar = REGULATED_BARS.find((b) => kmBetween(p.lat, p.lon, b.lat, b.lon) <= S.barKm);
    if (bar)
      note(
        'caution',
        'bar crossing',
        fishingType === 'kayak'
          ? `The ${bar.name} bar is Coast Guard regulated: do not paddle across it or near its breakers.`
          : `The ${bar.name} bar is Coast Guard regulated: check restrictions before crossing (VHF 16, 1610 AM), cross on the flood, never on a big ebb against swell.`,
      );
    const far = (p.offshoreNm ?? 0) > S.beaconNm;
    const inlet = bar
      ? null
      : ROUGH_INLETS.map((i) => ({ i, km: kmBetween(p.lat, p.lon, i.lat, i.lon) }))
          .filter((x) => x.km <= (far ? ROUGH_INLET_OFFSHORE_KM : ROUGH_INLET_KM))
          .sort((a, b) => a.km - b.km)[0]?.i;
    if (inlet)
      note(
        'caution',
        'bar crossing',
        fishingType === 'kayak'
          ? `Keep off the ${inlet.name} bar and its channel: the current runs faster than you can paddle and breaks on the bar on the ebb.`
          : `${inlet.name}'s bar shoals and shifts and breaks when the ebb runs against an onshore wind: run the marked channel, cross on the flood or at slack, and check the Coast Guard's bar conditions on VHF 16.`,
      );
    else if (canal) note('caution', 'current', fishingType === 'kayak' ? canal.kayak : canal.boat);
    else if (!bar && p.kind === 'inlet-jetty' && p.state !== null && !PACIFIC.has(p.state))
      note(
        'caution',
        'bar crossing',
        'At an inlet the outgoing tide against an onshore wind stands up steep, breaking waves on the bar: cross on the incoming tide or at slack, and keep clear of the jetty rocks.',
      );
    const zone = STRONG_CURRENT_ZONES.find((z) => z.contains(p.lat, p.lon));
    if (zone)
      note(
        'caution',
        'current',
        fishingType === 'kayak'
          ? `Tidal current in ${zone.name} runs faster than you can paddle, and ships and ferries use the channels: go near slack, cross channels quickly and together.`
          : `In ${zone.name} wind against tide stands up steep, breaking seas: fish the rip edges on the gentler stage of the tide.`,
      );
  }
  if (habitat === 'salt' && fishingType === 'shore') {
    const sheltered = SHELTERED_SEAS.find((z) => z.contains(p.lat, p.lon));
    const exposed = p.kind === 'rocky-coast' || p.kind === 'inlet-jetty' || p.kind === 'surf';
    const sneaker = !!p.state && SNEAKER_WAVE_STATES.has(p.state) && exposed && !sheltered;
    if (sneaker)
      note(
        'caution',
        'surf',
        'Sneaker waves surge far up jetties, rocks and beaches without warning: stay off wet rocks and the outer jetty when swell runs; never turn your back on the sea.',
      );
    else if (sheltered)
      note(
        'caution',
        'surf',
        `No ocean swell reaches ${sheltered.name}, but big-ship and ferry wakes run up the beach well after a ship has passed, and the current runs hard off the points: keep your footing and gear above the wash.`,
      );
    if (canal) note('caution', 'current', canal.shore);
    else if (p.kind === 'inlet-jetty' && !sneaker && !isPier(p))
      note(
        'caution',
        'surf',
        'Jetty rocks are slick: wear studded soles, stay off the outer end when waves or wakes break over it, and keep clear of the current at the tip.',
      );
    if (isPier(p))
      note(
        'caution',
        'surf',
        'On the pier, keep rods and feet clear of the rail in a swell, and land big fish with a drop net or pier gaff rather than lifting them up the pilings.',
      );
    else if (p.kind === 'surf')
      note(
        'caution',
        'surf',
        'Rip currents pull out through gaps in the bar: wade no deeper than your waist; if one takes you, swim parallel to the beach.',
      );
  }
  const bay =
    habitat === 'fresh' && p.kind === 'great-lakes' ? greatLakesIceBay(p.lat, p.lon) : null;
  const bayIce = !!bay && (ice?.state === 'likely' || ice?.state === 'possible');
  // Great Lakes bay ice moves: offshore wind opens the pressure cracks and breaks floes off with
  // anglers on them (Michigan DNR ice safety; NOAA GLERL daily ice charts show the floes).
  if (bayIce)
    note(
      'caution',
      'ice',
      `${bay} ice shifts: an offshore wind opens pressure cracks and breaks off floes with anglers on them. Watch the wind, cross cracks only on bridged routes, and carry a spud, picks and GPS (Michigan DNR; NOAA GLERL).`,
    );
  else if (habitat === 'fresh' && p.kind === 'great-lakes')
    note(
      'caution',
      'current',
      fishingType === 'shore'
        ? 'Waves wash over piers and breakwalls without warning and currents run along them into deep water: stay off when waves break over the pier, and throw a float rather than jump in.'
        : 'Keep well off piers and breakwalls (100 ft or more): waves rebound off them and currents run along them out into deep water.',
    );
  if (habitat === 'fresh' && (p.kind === 'river' || p.kind === 'tailwater')) {
    const rapids = WHITEWATER_REACHES.find((r) => nearLine(r.course, p.lat, p.lon, r.km));
    if (rapids) note(onWater ? 'warning' : 'caution', 'current', rapids.text);
    const dam = LOW_HEAD_DAMS.map((d) => ({ d, km: kmBetween(p.lat, p.lon, d.lat, d.lon) }))
      .filter((x) => x.km <= LOW_HEAD_DAM_KM)
      .sort((a, b) => a.km - b.km)[0];
    if (dam)
      note(
        'warning',
        'dam',
        `The ${dam.d.name} on the ${dam.d.river}, about ${Math.max(1, Math.round(dam.km))} km away, is a low-head dam ("drowning machine") whose backwash traps boats, waders and swimmers: stay well clear above and below it and wear a life jacket.`,
      );
    else if (onWater && p.kind === 'river')
      note(
        'info',
        'dam',
        'Low-head dams are common on rivers and hard to see from upstream: know where they are on your reach and keep well clear of them.',
      );
    const steady = p.kind === 'tailwater' ? steadyReleaseDam(p.lat, p.lon) : null;
    if (steady)
      note(
        'caution',
        'dam',
        `${steady.name} is not a peaking power dam: ${steady.operator} changes the release in steps, usually announced. Check ${steady.gauge} and the release notices before you go, and head for the bank if the water rises.`,
      );
    else if (p.kind === 'tailwater')
      note(
        'caution',
        'dam',
        'Releases from the dam can raise the river fast and without warning: know the release schedule and head for the bank when the water rises.',
      );
  }
  for (const h of seasonalHazards(
    {
      lat: p.lat,
      lon: p.lon,
      date: p.date,
      kind: p.kind,
      state: p.state,
      pier: isPier(p),
      water: water ?? null,
    },
    habitat,
    fishingType,
    lightningNoted,
  ))
    note(h.level, h.topic, h.text);
  if (habitat === 'fresh' && ice && ice.state !== 'open' && inWinnebagoSystem(p.lat, p.lon)) {
    const opens = spearingOpens(Number(p.date.slice(0, 4)));
    if (p.date >= opens && p.date <= addDays(opens, SPEARING_DAYS - 1))
      note(
        'caution',
        'ice',
        `Sturgeon spearing season is on (from ${longDate(opens)}, 7 am to 1 pm, up to ${SPEARING_DAYS} days; WDNR): spearers cut holes several feet across, marked only with branches or blocks, that skim over. Watch for them and keep to the clubs' marked ice roads.`,
      );
  }
}
