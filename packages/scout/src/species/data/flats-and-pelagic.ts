import type { SpeciesRecord } from '../types.ts';
import { cite, lure, read, rig, sourced, typical } from './helpers.ts';

export const FLATS_AND_PELAGIC: SpeciesRecord[] = [
  {
    id: 'tarpon', commonName: 'Tarpon', scientificName: 'Megalops atlanticus', group: 'flats',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic'],
    saltMonths: { gulf: [5, 6, 7, 8, 9, 10], 'south-atlantic': [3, 4, 5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: sourced(75, 90, 'adult', [cite('sccf-tarpon', 'page text: prefers 75-90 F; deaths below about 55 F')], 'prefers 75-90 F and higher, avoids water below 70 F; mortality reported below 55 F'),
    spawnTempF: typical(77, 86, 'unverified: spawns offshore in late spring and summer'),
    // Florida tarpon spawn April-July (Crabtree et al. 1997), far offshore (BTT: "over 100 miles
    // offshore", from limited data): never on the flats, passes or beaches where they are fished.
    spawnsWhere: { where: 'far offshore, from April to July', kinds: ['reef-offshore'], months: [4, 5, 6, 7], basis: read(cite('crabtree-tarpon-1997', 'abstract: Florida tarpon spawned during April-July'), cite('btt-tarpon-life-cycle', 'spawning in late spring through summer; limited information suggests tarpon spawn over 100 miles offshore')) },
    spawnSeason: 'summer', feedingTimes: ['dawn', 'dusk', 'night', 'outgoing tide at passes'],
    presentations: {
      artificial: lure('Large soft-plastic swimbait or plug', '5-8 in', 'natural mullet, black/purple', 'slow swim in front of rolling fish'),
      fly: lure('Tarpon toad or cockroach on a heavy shock tippet', 'size 2/0-4/0', 'black/purple, chartreuse, natural', 'lead laid-up or cruising fish and strip slow; strip-set'),
      live: lure('Live crab, mullet, pinfish or threadfin', '5/0-8/0 circle hook', 'natural', 'drift passes on outgoing tide; free-line to rolling fish'),
    },
    sources: ['sccf-tarpon', 'fwc-species'],
  },
  {
    id: 'bonefish', commonName: 'Bonefish', scientificName: 'Albula vulpes', group: 'flats',
    habitats: ['salt'], regions: ['south-atlantic', 'hawaii'],
    maxLat: 27,
    preferredTempF: typical(70, 86, 'unverified: not found in a readable source'),
    spawnTempF: typical(72, 82, 'unverified: spawns offshore in aggregations; in Florida mostly in the cooler months'),
    spawnsWhere: { where: 'at night off the deep drop-offs, a few days around the full and new moons from October to May, and are back on the flats soon after', kinds: ['reef-offshore'], months: [10, 11, 12, 1, 2, 3, 4, 5], basis: read(cite('danylchuk-bonefish-2011', 'abstract: aggregations near the drop-off for 4-7 days around full and new moons, mainly October to May; night trips to deep water; back on the flats after')) },
    spawnSeason: 'winter', feedingTimes: ['rising tide', 'morning', 'calm sunny days for sight fishing'],
    presentations: {
      artificial: lure('Small skimmer jig', '1/8-1/4 oz', 'tan, white, pink', 'drop ahead of fish and hop along bottom'),
      fly: lure('Crazy Charlie or shrimp pattern', 'size 4-8', 'tan, pink, white', 'lead tailing fish by several feet and strip in short bursts'),
      live: lure('Live shrimp or crab', 'size 1 hook', 'natural', 'cast well ahead of cruising fish and let it sit'),
    },
    sources: ['flmnh-ichthyology', 'fwc-species'],
  },
  {
    id: 'bluefish', commonName: 'Bluefish', scientificName: 'Pomatomus saltatrix', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic'],
    saltMonths: { 'north-atlantic': [5, 6, 7, 8, 9, 10], 'mid-atlantic': [4, 5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: typical(64, 75, 'unverified: not found in a readable source'),
    spawnTempF: typical(64, 75, 'unverified: spring spawning offshore in the south Atlantic, summer in the mid-Atlantic Bight'),
    spawnsWhere: { where: 'offshore over the continental shelf (the south Atlantic Bight in March and April, the mid-Atlantic Bight in summer)', kinds: ['reef-offshore'], months: [3, 4, 5, 6, 7, 8], basis: read(cite('usfws-gom-bluefish-model', 'Use of study area resources: spawning over the continental shelf, the south Atlantic Bight in March and April, a second cohort from summer spawning in the mid-Atlantic Bight')) },
    spawnSeason: 'spring', feedingTimes: ['dawn', 'dusk', 'moving tide', 'bait blitzes'],
    presentations: {
      artificial: lure('Metal spoon, popper or diamond jig with a wire or heavy leader', '1-3 oz', 'chrome, white', 'fast retrieve through blitzing fish'),
      fly: lure('Deceiver with a wire bite tippet', 'size 1/0-2/0', 'white, chartreuse', 'fast strips into breaking fish'),
      live: lure('Cut menhaden or mullet on a fish-finder rig with wire', '3/0-5/0 hook', 'natural', 'surf or pier bottom fishing on moving tide'),
    },
    sources: ['noaa-fishwatch', 'asmfc-species'],
  },
  {
    id: 'spanish-mackerel', commonName: 'Spanish mackerel', scientificName: 'Scomberomorus maculatus', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    saltMonths: { gulf: [4, 5, 6, 7, 8, 9, 10], 'south-atlantic': [3, 4, 5, 6, 7, 8, 9, 10, 11], 'mid-atlantic': [6, 7, 8, 9] },
    preferredTempF: typical(70, 86, 'unverified: rarely found in water cooler than about 68 F'),
    spawnTempF: typical(77, 86, 'unverified: not found in a readable source'),
    spawnSeason: 'summer', feedingTimes: ['morning', 'clear water', 'moving tide'],
    presentations: {
      artificial: lure('Small spoon or Gotcha-style plug', '1/2-1 oz', 'silver, gold, white', 'fast retrieve from piers and around bait'),
      fly: lure('Small Clouser or glass-minnow pattern with a short wire tippet', 'size 2-4', 'white, chartreuse', 'fast strips through bait schools'),
      live: lure('Live or cut glass minnows, pilchards or shrimp', 'size 1-2 long-shank hook', 'natural', 'free-line or float near bait schools'),
    },
    sources: ['noaa-fishwatch', 'fwc-species'],
  },
  {
    id: 'king-mackerel', commonName: 'King mackerel', scientificName: 'Scomberomorus cavalla', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    saltMonths: { gulf: [5, 6, 7, 8, 9, 10], 'south-atlantic': [4, 5, 6, 7, 8, 9, 10, 11], 'mid-atlantic': [6, 7, 8, 9, 10] },
    preferredTempF: typical(70, 84, 'unverified: rarely found in water cooler than about 68 F'),
    spawnTempF: typical(77, 86, 'unverified: not found in a readable source'),
    spawnSeason: 'summer', feedingTimes: ['dawn', 'moving tide', 'clean green water'],
    presentations: {
      artificial: lure('Trolled spoon or plug behind a planer or downrigger', '4-7 in', 'silver, pink, blue', 'troll at moderate speed along nearshore reefs'),
      fly: lure('Large baitfish pattern with wire (occasional target)', 'size 2/0-4/0', 'white, blue', 'chum then strip fast'),
      live: lure('Slow-trolled live menhaden, blue runner or ribbonfish on a stinger rig', 'wire leader with treble stinger', 'natural', 'slow-troll near reefs, piers and bait schools'),
    },
    rigs: [
      rig(['live'], { kinds: ['surf', 'inlet-jetty'], types: ['shore'] }, lure('Live menhaden or bluefish on a king rig with a treble stinger, fished from the pier end on an anchor (trolley) rig', 'wire leader, 1/0-3/0 nose hook and #4-2 treble stinger', 'natural', 'anchor a line beyond the breakers and slide the live bait down it; set the drag light')),
    ],
    sources: ['noaa-fishwatch', 'fwc-species'],
  },
  {
    id: 'cobia', commonName: 'Cobia', scientificName: 'Rachycentron canadum', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    saltMonths: { gulf: [4, 5, 6, 7, 8, 9, 10], 'south-atlantic': [4, 5, 6, 7, 8, 9, 10], 'mid-atlantic': [5, 6, 7, 8, 9] },
    preferredTempF: typical(68, 86, 'partly verified: satellite-tagged cobia from Virginia kept to water of 20 C (68 F) or warmer even in winter; the 86 F upper end is unverified'),
    spawnTempF: typical(75, 84, 'unverified: spawns nearshore in late spring and summer'),
    spawnSeason: 'summer', feedingTimes: ['daylight', 'sunny calm days for sight casting'],
    presentations: {
      artificial: lure('Bucktail or large soft-plastic eel', '2-4 oz, 8-10 in', 'chartreuse, pink, white', 'cast ahead of cruising fish and under rays and buoys'),
      fly: lure('Large bunny or eel pattern', 'size 3/0-5/0', 'chartreuse, black', 'sight-cast to surface fish'),
      live: lure('Live eel, menhaden or pinfish', '6/0-8/0 circle hook', 'natural', 'pitch to fish under rays, buoys and wrecks'),
    },
    sources: ['noaa-fishwatch', 'asmfc-species'],
  },
  {
    id: 'mahi-mahi', commonName: 'Mahi-mahi (dolphinfish)', scientificName: 'Coryphaena hippurus', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific', 'hawaii'],
    saltMonths: { gulf: [4, 5, 6, 7, 8, 9], 'south-atlantic': [4, 5, 6, 7, 8, 9], 'mid-atlantic': [6, 7, 8, 9], 'north-atlantic': [7, 8, 9], pacific: [7, 8, 9, 10] },
    preferredTempF: typical(70, 86, 'unverified: not found in a readable source'),
    spawnTempF: typical(75, 86, 'unverified: spawns year-round in warm water'),
    spawnSeason: 'summer', feedingTimes: ['morning', 'around weed lines and debris all day'],
    presentations: {
      artificial: lure('Trolled skirted ballyhoo or lure; bucktail cast to schools', '6-9 in skirt', 'pink, green/yellow, blue/white', 'troll weed lines; keep one hooked fish in the water to hold the school'),
      fly: lure('Baitfish popper or deceiver', 'size 1/0-3/0', 'chartreuse, blue/white', 'cast to fish under weed lines'),
      live: lure('Cut ballyhoo or squid chunks', '4/0-6/0 hook', 'natural', 'chunk to schools under weed lines'),
    },
    rigs: [
      // Pacific dorado at the kelp paddies: the bait is live sardine or anchovy, not ballyhoo.
      rig(['live'], { regions: ['pacific'] }, lure('Live sardine or anchovy fly-lined at a kelp paddy', '1/0-2/0 ring hook on 20-25 lb fluorocarbon', 'natural', 'stop up-current of the paddy, toss a few baits to start them, and fly-line a bait back with no weight')),
      rig(['artificial'], { regions: ['pacific'] }, lure('Trolled feather or cedar plug to find fish; swimbait or small surface iron cast to the paddy', '4-6 in feather, 5-6 in swimbait', 'green/yellow, blue/white, sardine', 'troll between paddies at 6-8 knots, then stop and cast to fish under the kelp')),
    ],
    sources: ['noaa-fishwatch', 'fishbase'],
  },
];
