import { WATER_KIND_HABITAT, type TWaterKindChoice, type WaterKind } from '@anglerscout/contracts';
import type { WaterBody } from '../bite/types.ts';
import { KIND_FAMILY } from '../species/kinds.ts';
import { subRegionFor } from '../species/regions/index.ts';
import { namedWaterAt } from '../species/waters/index.ts';
import type { FishingType, Region } from '../species/types.ts';
import type { SpotGeo } from '../rules/types.ts';
import { onGreatLakes } from '../geo/spot-geo.ts';
import { lakeZone, ZONE_LAKE_KIND, ZONE_WORDS } from './lake-origin.ts';
import type { Box } from '../species/regions/sub-region.ts';

export interface SuggestWaterKindInput {
  habitat: 'fresh' | 'salt';
  /** The user's choice wins (when it belongs to the habitat) */
  userChoice?: WaterKind | null;
  placeName?: string | null;
  inLake: boolean;
  /** Area of the mapped lake at the spot, km² (the Great Lakes are tens of thousands) */
  lakeAreaKm2?: number | null;
  region: Region;
  lat: number;
  lon: number;
  geo?: SpotGeo | null;
  /** Distance to the nearest tide station, km; null when none within the search radius */
  tideStationKm?: number | null;
  /** A boat trip on a reef coast is a reef trip unless something else says */
  fishingType?: FishingType | null;
}

const has = (name: string, re: RegExp) => re.test(name);
/**
 * How far from the mapped coastline a spot must be to count as offshore: the offline coastline is
 * generalised (a point inside Tampa Bay or off Islamorada's keys reads 7 km out), so less would
 * call bays offshore.
 */
const OFFSHORE_FROM_KM = 15;
const GREAT_LAKE_NAME = /\blake (superior|michigan|huron|erie|ontario)\b/i;
const TAILWATER_WORDS = /\b(tailwaters?|tailrace|below [\w .'-]+ dam)\b/i;
const RESERVOIR_WORDS = /\b(reservoir|impoundment|flowage)\b/i;
const RIVER_WORDS = /\b(river|creek|stream|brook|run|kill)\b/i;
const LAKE_WORDS = /\b(lake|lakes)\b/i;
const POND_WORDS = /\b(ponds?|tanks?|stock ?dams?)\b/i;
/** A bay or harbour of a lake: lake water, never a river */
const BAY_WORDS = /\b(bays?|harbou?rs?)\b/i;

/** Where in the name a pattern first matches, or Infinity. */
const at = (name: string, re: RegExp): number => {
  const m = re.exec(name);
  return m ? m.index : Infinity;
};
/**
 * The name names a stream before any lake or bay: "Elk Creek near Lake City (Lake Erie tributary)"
 * is the creek, and "Lake City" and "Lake Erie" only say where it is. The water is named first and
 * the place after it, as in the salt names below.
 */
const namesStreamFirst = (name: string): boolean =>
  at(name, RIVER_WORDS) < Math.min(at(name, LAKE_WORDS), at(name, BAY_WORDS));
/**
 * Large named waters whose generic word says nothing about the spot: not every place in Cook
 * Inlet is an inlet, nor every place on Long Island Sound a marsh creek. Removed from the name
 * before its words are read.
 */
const BIG_WATERS =
  /\b(cook|admiralty) inlet\b|\b(long island|puget|block island|rhode island|fishers island|nantucket|vineyard|pamlico|albemarle|prince william|mississippi|chandeleur|breton) sound\b/gi;
/**
 * Afloat this far from the coast or more, a spot is not a beach's surf zone, whatever the name or
 * the sub-region's usual water says (a boat 4 km out in Long Island Sound is no surf trip).
 */
const AFLOAT_OFF_SURF_KM = 1.5;
/** Big sounds closed by land or barrier islands: their open water is bay water. */
const ENCLOSED_SOUNDS =
  /\b(long island|block island|rhode island|fishers island|nantucket|vineyard|pamlico|albemarle|mississippi|chandeleur|breton|core|bogue) sound\b/i;
/** Sounds and bays closed by land, where open water away from the shore is bay water. */
const ENCLOSED_WATERS = new RegExp(
  `${ENCLOSED_SOUNDS.source}|\\b(bay|harbou?r|lagoon|sound)\\b`,
  'i',
);
/**
 * Bays open to the ocean, with a rocky, kelp or sand-beach coast and no flats: Monterey Bay (the
 * kelp and rock of Cannery Row and Point Pinos, the Santa Cruz wharf), Carmel Bay, Half Moon Bay,
 * Drakes Bay, Estero Bay and Morro Bay's outer strand north of the rock, Santa Monica Bay. Their
 * name says nothing about the spot (review 14 r04): it is read without them, so the rest of the
 * name or the sub-region's usual water decides. Only inside each bay's box, so a town or an
 * enclosed bay of the same name elsewhere keeps its word. The enclosed bays (San Francisco, San
 * Pablo, Suisun, Tomales, Humboldt, Morro Bay's estuary behind the sand spit) are not listed.
 */
const OPEN_COAST_BAYS: readonly { name: RegExp; boxes: readonly Box[] }[] = [
  { name: /\bmonterey bay\b/gi, boxes: [[36.55, -122.1, 37.0, -121.75]] },
  { name: /\bcarmel bay\b/gi, boxes: [[36.5, -122.0, 36.6, -121.9]] },
  { name: /\bhalf moon bay\b/gi, boxes: [[37.4, -122.55, 37.55, -122.4]] },
  { name: /\bdrakes bay\b/gi, boxes: [[37.93, -123.05, 38.07, -122.8]] },
  { name: /\bestero bay\b/gi, boxes: [[35.3, -121.0, 35.55, -120.8]] },
  // Morro Strand, north of Morro Rock: the estuary behind the sand spit is south and east of it
  { name: /\bmorro bay\b/gi, boxes: [[35.375, -121.0, 35.55, -120.85]] },
  { name: /\bsanta monica bay\b/gi, boxes: [[33.7, -119.0, 34.1, -118.37]] },
];
/** The open-coast bays the name names and the spot is in, and the name without them. */
function openCoastBays(name: string, lat: number, lon: number): { named: string[]; rest: string } {
  const named: string[] = [];
  let rest = name;
  for (const bay of OPEN_COAST_BAYS) {
    if (!bay.boxes.some(([s, w, n, e]) => lat >= s && lat <= n && lon >= w && lon <= e)) continue;
    rest = rest.replace(bay.name, (m) => {
      named.push(m);
      return ' ';
    });
  }
  return { named, rest };
}
/** What a boat trip of this kind usually means, for the reason line. */
const BOAT_KIND_WORDS: Partial<Record<WaterKind, string>> = {
  'reef-offshore': 'the reef and offshore water',
  'bay-flats': 'the open bays',
  'rocky-coast': 'the rocky shore and its ledges',
};

/**
 * Sand coasts among rocky ones: a point or cape there is a sand beach with a rip off it
 * (Wasque on Chappaquiddick), not a rock ledge. Cape Cod's outer and south shores, Martha's
 * Vineyard and Nantucket are glacial outwash sand (common geographic knowledge).
 */
const SAND_COASTS: readonly (readonly [number, number, number, number])[] = [
  [41.3, -70.85, 41.48, -70.43],
  [41.22, -70.25, 41.4, -69.95],
  [41.52, -70.65, 41.7, -69.93],
  [41.55, -70.1, 42.1, -69.9],
];

/**
 * The kind of water from the signals available offline, each named in the reasons: the user's
 * choice; a mapped lake (the Great Lakes by size), the lake-origin zone (natural lakes in the
 * glaciated north and Florida, reservoirs elsewhere); words in the place name (a "Fork" in a
 * lake's name does not make it a river); distance at sea; the sub-region's usual water.
 */
export function suggestWaterKind(input: SuggestWaterKindInput): TWaterKindChoice {
  const { habitat, userChoice, inLake, region, lat, lon } = input;
  if (userChoice && WATER_KIND_HABITAT[userChoice] === habitat)
    return {
      kind: userChoice,
      chosenBy: 'user',
      confidence: 'certain',
      reasons: ['chosen by you'],
    };
  const name = input.placeName ?? '';
  const pick = (
    kind: WaterKind,
    confidence: TWaterKindChoice['confidence'],
    ...reasons: string[]
  ): TWaterKindChoice => ({ kind, chosenBy: 'suggested', confidence, reasons });
  return habitat === 'fresh' ? freshKind() : saltKind();

  function freshKind(): TWaterKindChoice {
    const zone = lakeZone(lat, lon);
    const lakeKind = ZONE_LAKE_KIND[zone];
    const big = (input.lakeAreaKm2 ?? 0) > 10_000;
    const stream = !inLake && namesStreamFirst(name);
    if (region === 'great-lakes' && ((inLake && big) || (has(name, GREAT_LAKE_NAME) && !stream)))
      return pick('great-lakes', 'likely', 'the spot is on one of the Great Lakes');
    // A bay or harbour in the Great Lakes' basins that names no inland lake is a bay of the Great
    // Lake itself, wherever the lake outlines draw its edge: Presque Isle Bay and Sodus Bay fall
    // outside them, and Chaumont Bay is drawn as a lake of its own (58 km²).
    if (
      region === 'great-lakes' &&
      onGreatLakes(lat, lon) &&
      has(name, BAY_WORDS) &&
      !stream &&
      (!has(name, LAKE_WORDS) || has(name, GREAT_LAKE_NAME)) &&
      !(inLake && (input.lakeAreaKm2 ?? 0) < 1)
    )
      return pick(
        'great-lakes',
        'likely',
        `"${name}" names a bay or harbour of one of the Great Lakes`,
      );
    if (has(name, TAILWATER_WORDS))
      return pick('tailwater', 'likely', `"${name}" names the water below a dam`);
    if (has(name, RESERVOIR_WORDS))
      return pick('reservoir', 'likely', `"${name}" names a reservoir`);
    // Mapped lakes are 0.5 km² or more: a "pond" with none mapped is small water.
    if (!inLake && has(name, POND_WORDS))
      return pick(
        'pond',
        'likely',
        `"${name}" names a pond and no mapped lake (0.5 km² or more) is here`,
      );
    const named = namedWaterAt(lat, lon, 'fresh', null, input.geo?.state ?? null);
    const namedIsLake = named ? KIND_FAMILY[named.kind] === 'lake' : false;
    if (
      named &&
      (inLake
        ? namedIsLake
        : namedIsLake
          ? !has(name, RIVER_WORDS)
          : !has(name, LAKE_WORDS) && !has(name, POND_WORDS))
    )
      return pick(named.kind, inLake ? 'likely' : 'possible', `${named.name}: ${named.origin}`);
    if (inLake)
      return pick(
        lakeKind,
        zone === 'unglaciated-west' ? 'possible' : 'likely',
        `the spot is inside a mapped lake ${ZONE_WORDS[zone]}`,
      );
    if (stream) return pick('river', 'likely', `"${name}" names a river or stream`);
    if (has(name, LAKE_WORDS))
      return pick(lakeKind, 'possible', `"${name}" names a lake, ${ZONE_WORDS[zone]}`);
    // A bay in fresh water is part of a lake, never a river
    if (has(name, BAY_WORDS))
      return pick(lakeKind, 'possible', `"${name}" names a bay of a lake, ${ZONE_WORDS[zone]}`);
    if (has(name, RIVER_WORDS)) return pick('river', 'likely', `"${name}" names a river or stream`);
    const sub = subRegionFor(lat, lon, 'fresh', null, input.geo?.state ?? null);
    if (sub?.defaultKind === 'river' || !sub)
      return pick(
        'river',
        'possible',
        'no lake is mapped here; change it if you fish a lake or pond',
      );
    return pick(
      sub.defaultKind,
      'possible',
      `no lake is mapped here; ${sub.defaultKind === 'reservoir' ? 'reservoirs' : 'lakes'} are the usual water in ${sub.name}`,
    );
  }

  function saltKind(): TWaterKindChoice {
    const found = saltKindFromSignals();
    const { geo } = input;
    const afloat = input.fishingType === 'boat' || input.fishingType === 'kayak';
    const km = geo?.coastKm ?? null;
    if (!afloat || km === null || km < AFLOAT_OFF_SURF_KM || found.kind !== 'surf') return found;
    const away = `afloat about ${km < 3 ? km.toFixed(1) : Math.round(km)} km from the coast, away from any beach's surf`;
    return ENCLOSED_WATERS.test(openCoastBays(name, lat, lon).rest)
      ? pick('bay-flats', 'possible', `${away}, in enclosed water: open bay water`)
      : pick('reef-offshore', 'possible', `${away}, off the open coast`);
  }

  function saltKindFromSignals(): TWaterKindChoice {
    const { geo } = input;
    const afloat = input.fishingType === 'boat' || input.fishingType === 'kayak';
    if (geo?.atSea && geo.coastKm !== null && geo.coastKm >= OFFSHORE_FROM_KM)
      return pick(
        'reef-offshore',
        'likely',
        `the spot is about ${Math.round(geo.coastKm)} km from the coast`,
      );
    const sub = subRegionFor(lat, lon, 'salt', null, input.geo?.state ?? null);
    // The water is named first and the place after it: "Lynnhaven River, Virginia Beach" is a
    // river in the city of Virginia Beach, not a beach. The first part that names a water wins
    // ("Buoy 10, Columbia River mouth": the second).
    const open = openCoastBays(name, lat, lon);
    for (const part of open.rest.split(',')) {
      const found = saltWords(part.replace(BIG_WATERS, ' '));
      if (found) return found;
    }
    const usual = usualKind();
    // An open-coast bay named and nothing else in the name: its coast, not flats
    if (open.named.length)
      return pick(
        usual.kind,
        'possible',
        `"${open.named[0]}" is a bay open to the ocean, not flats: ${usual.reasons[0]}`,
      );
    return usual;

    /** The kind one part of the name gives, or null when it names no water. */
    function saltWords(words: string): TWaterKindChoice | null {
      // A river's mouth is its estuary (the Columbia at Buoy 10), an entrance an inlet
      if (has(words, /\bmouth\b/i))
        return pick('estuary', 'likely', `"${name}" names a river mouth: an estuary`);
      if (has(words, /\b(inlet|pass|jetty|jetties|breakwater|breakwall|canal|entrance)\b/i))
        return pick(
          'inlet-jetty',
          'likely',
          `"${name}" names an inlet, pass, jetty or tidal canal`,
        );
      if (has(words, /\b(rips?|shoals?)\b/i))
        return afloat
          ? pick(
              'inlet-jetty',
              'likely',
              `"${name}" names a rip or shoal: current over shallow bars`,
            )
          : pick('surf', 'possible', `"${name}" names a rip or shoal off a beach`);
      // A lake or lagoon in salt water is open bay water (Calcasieu Lake, the Indian River
      // Lagoon), not a marsh creek
      if (has(words, /\b(lakes?|lagoons?)\b/i))
        return pick('bay-flats', 'likely', `"${name}" names a salt lake or lagoon: open bay water`);
      if (has(words, /\b(beach|surf)\b/i)) return pick('surf', 'likely', `"${name}" names a beach`);
      if (has(words, /\b(reef|offshore|canyon|hump|ledge)\b/i))
        return pick('reef-offshore', 'likely', `"${name}" names a reef or offshore water`);
      if (has(words, /\briver\b/i))
        return pick('tidal-river', 'possible', `"${name}" names a tidal river`);
      if (has(words, /\b(cape|point|banks)\b/i)) {
        const sand = SAND_COASTS.some(
          ([s, w, n, e]) => lat >= s && lat <= n && lon >= w && lon <= e,
        );
        const rocky =
          !sand &&
          (sub?.features.includes('rocky-shore') || region === 'pacific' || region === 'hawaii');
        // From a boat, a sandy cape or point means its shoals and rips (Cape Lookout, Cape May);
        // a rocky one its rock and kelp.
        if (afloat && !rocky)
          return pick(
            'inlet-jetty',
            'possible',
            `a boat at "${name}" fishes the shoals and rips off the point`,
          );
        return pick(
          rocky ? 'rocky-coast' : 'surf',
          'possible',
          `"${name}" names a point or cape on ${sand ? 'a sand coast' : 'an open coast'}`,
        );
      }
      if (has(words, /\b(creek|marsh|bayou|estuary|sound|slough)\b/i))
        return pick('estuary', 'likely', `"${name}" names a creek, marsh or sound`);
      // Alaska's bays are mostly deep glacial fjords (Resurrection Bay, the Kenai Fjords): from a boat
      // they are open deep water, not flats and drying bars
      if (
        afloat &&
        region === 'alaska' &&
        has(words, /\b(bay|fjords?)\b/i) &&
        !has(words, /\bflats?\b/i)
      )
        return pick(
          sub?.boatKind ?? 'rocky-coast',
          'possible',
          `"${name}" names a bay on Alaska's fjord coast: deep water from a boat, not flats`,
        );
      if (has(words, /\b(bay|flats?|harbou?r|backcountry)\b/i))
        return pick('bay-flats', 'possible', `"${name}" names a bay or flat`);
      return null;
    }

    /** The sub-region's usual water for the trip, when the name says nothing. */
    function usualKind(): TWaterKindChoice {
      const sound = afloat ? ENCLOSED_SOUNDS.exec(name) : null;
      if (sound)
        return pick(
          'bay-flats',
          'possible',
          `afloat on ${sound[0]}, water closed by land: open bay water, not the ocean coast`,
        );
      const shore = sub?.shoreKind;
      if (
        shore &&
        input.fishingType === 'shore' &&
        !shore.except.some(([s, w, n, e]) => lat >= s && lat <= n && lon >= w && lon <= e)
      )
        return pick(
          shore.kind,
          'possible',
          `a shore trip in ${sub!.name} usually means ${shore.words}`,
        );
      if (sub?.boatKind && input.fishingType === 'boat')
        return pick(
          sub.boatKind,
          'possible',
          `a boat trip in ${sub.name} usually means ${BOAT_KIND_WORDS[sub.boatKind] ?? 'open water'}`,
        );
      if (sub)
        return pick(
          sub.defaultKind,
          'possible',
          `the most common water for anglers in ${sub.name}`,
        );
      if (region === 'hawaii' || region === 'pacific' || region === 'alaska')
        return pick('rocky-coast', 'possible', 'most of this coast is rock');
      return pick('bay-flats', 'possible', 'sheltered coastal water is the most common here');
    }
  }
}

/** The scoring's coarser split: lakes get chop, rivers no chop, coasts tides. */
export function waterBodyOfKind(kind: WaterKind): WaterBody {
  switch (kind) {
    case 'reservoir':
    case 'natural-lake':
    case 'pond':
    case 'great-lakes':
      return 'lake';
    case 'river':
    case 'tailwater':
      return 'river';
    default:
      return 'coast';
  }
}
