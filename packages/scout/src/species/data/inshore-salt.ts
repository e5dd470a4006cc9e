import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, sourced, spot, typical, way } from './helpers.ts';

/** Seatrout in winter: the deep holes, channels and bayous, fished slowly near the bottom. */
const WINTER_TROUT = read(
  cite('tpw-magazine-cold-spots-2003', 'specks gather in the nearest channel or deep-water structure in the cold; slow the presentation; a heavier jighead gets the soft plastic or natural bait to the bottom quickly'),
  cite('la-sportsman-winter-specks', '"Go deep, go slow": look for the deepest water and fish as slowly as possible'),
  cite('nola-deep-water-2009', 'falling water sends trout to canals, passes between interior lakes and bays, and the steeper turns in bayous, the deepest water in the marsh'),
);

export const INSHORE_SALT: SpeciesRecord[] = [
  {
    id: 'red-drum', commonName: 'Red drum (redfish)', scientificName: 'Sciaenops ocellatus', group: 'inshore',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    preferredTempF: typical(68, 86, 'unverified: not found in a readable source'),
    spawnTempF: sourced(77, 86, 'spawning', [cite('red-drum-charleston-2014', 'Abstract and Results: drumming aggregations up to about 30 C, ending below 25.5 C')], 'studies in North Carolina and Georgia put spawning at about 25-30 C; at Charleston Harbor drumming aggregations continued up to about 30 C and stopped when water fell below 25.5 C; the season is August to October in the northern Gulf (Wilson & Nieland 1994)'),
    spawnSeason: 'fall', feedingTimes: ['moving tide', 'dawn', 'high tide on flooded marsh'],
    spawnsWhere: { where: 'as mature bull reds from August to October at the passes, inlet and harbour mouths and the nearshore Gulf and ocean (the slot reds of the marsh and the flats are not yet mature)', kinds: ['inlet-jetty', 'estuary', 'surf', 'reef-offshore'], months: [8, 9, 10], basis: read(cite('wilson-nieland-1994', 'spawning season: August to October in the northern Gulf, by mature adults in nearshore waters'), cite('red-drum-charleston-2014', 'Abstract: drumming spawning aggregations in Charleston Harbor')) },
    holding: {
      surf: {
        any: hold(read(cite('holt-obx-red-drum-2006', 'October on the Outer Banks: reds from pups to 50-60 lb drum in the surf, following baitfish flushed out of the inlets; finding the holes (sloughs) by scouting the beach')), 'sloughs and holes between the bars', 'cuts in the outer bar and the rips off points and inlets where bait is flushed out'),
        winter: gh('the deepest sloughs near inlets and points; fewer fish in cold surf'),
      },
    },
    rigs: [
      // Spawning bull reds of 30-45 in from piers, jetties and bridges need the heavy surf rig too.
      rig(['live'], { kinds: ['inlet-jetty', 'estuary', 'tidal-river', 'bay-flats'], phases: ['spawn'], types: ['shore'] }, lure('Cut mullet, menhaden (bunker) or a half blue crab on a heavy fish-finder rig', '7/0-9/0 circle hook, 4-6 oz sinker, 60-80 lb leader', 'natural', 'cast to the channel edge off the end of the pier or jetty on moving tide and set the rod in a holder; keep big spawners in the water to release them')),
      rig(['live'], { kinds: ['surf'] }, lure('Cut mullet, menhaden (bunker) or spot on a fish-finder rig', '6/0-8/0 inline circle hook for big drum (3/0-5/0 for puppy drum), 4-8 oz pyramid sinker, 60-80 lb leader', 'natural', 'cast into the slough or onto the edge of the bar and let it sit in a sand spike; fresh bait matters')),
      rig(['artificial'], { kinds: ['surf'] }, lure('Metal spoon or bucktail with a soft-plastic trailer', '1-3 oz', 'silver, gold, white', 'cast into the sloughs and cuts and work it slowly along the bottom')),
      rig(['fly'], { kinds: ['surf'] }, lure('Weighted Clouser on a sinking line', 'size 1/0-2', 'chartreuse/white, tan', 'strip slowly through the sloughs on calm days')),
    ],
    presentations: {
      artificial: lure('Gold spoon, paddle-tail on a jighead or weedless soft plastic', '1/4-1/2 oz spoon, 3-4 in paddle-tail', 'gold, copper, root beer, new penny', 'cast ahead of tailing or pushing fish; slow bump along bottom'),
      fly: lure('Spoon fly, crab or shrimp pattern', 'size 1-4', 'copper, tan, olive', 'lead cruising fish and strip slowly when they see it'),
      live: lure('Live or cut mullet, pinfish, blue crab or shrimp on a Carolina rig', '2/0-5/0 circle hook', 'natural', 'soak cut bait at creek mouths, points and drains on moving tide'),
    },
    sources: ['usfws-hsi-red-drum', 'fwc-species', 'wilson-nieland-1994'],
  },
  {
    id: 'spotted-seatrout', commonName: 'Spotted seatrout', scientificName: 'Cynoscion nebulosus', group: 'inshore',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    // An estuarine fish of the grass, marsh and passes and the surf beside them: not the rocky
    // coast or blue water (review salt.md t07, 30 nm off Oregon Inlet)
    kinds: ['estuary', 'bay-flats', 'tidal-river', 'surf', 'inlet-jetty'],
    preferredTempF: typical(59, 81, 'unverified: tolerates 39-91 F when acclimated gradually; mortality below 45 F for over 24 h (Harte Research Institute, checked); the preferred range itself is not re-read'),
    spawnTempF: sourced(70, 92, 'spawning', [cite('aces-seatrout', 'Spawning section: most spawning at 70-86 F, April-October'), cite('saucier-baltz-1993', 'Abstract: drumming aggregations at 24.5-33.5 C, late May to early October')], 'sources span: Alabama Extension puts most spawning at 70-86 F (unlikely below 68 F), April to October; in Louisiana, spawning (drumming) aggregations formed from late May to early October at 24.5-33.5 C'),
    spawnSeason: 'summer', feedingTimes: ['dawn', 'dusk', 'moving tide', 'night around dock lights'],
    presentations: {
      artificial: lure('Soft-plastic shrimp or paddle-tail under a popping cork; topwater walker at dawn', '3-4 in plastic, 1/8-1/4 oz head', 'white, pink, chartreuse, natural shrimp', 'pop the cork every few seconds over grass; walk-the-dog at first light'),
      fly: lure('Clouser minnow or shrimp pattern on an intermediate line', 'size 1-4', 'white/chartreuse, pink', 'strip over grass edges and potholes'),
      live: lure('Live shrimp under a popping cork or free-lined', 'size 1/0 circle or 1-2 kahle hook', 'natural', 'drift over grass flats in moderate depth'),
    },
    rigs: [
      // Trout in their winter phase hold in the deep holes, channels and bayou bends and are
      // fished slowly near the bottom: no grass-flats drift (review 13 r01, Hopedale in December).
      rig(['live'], { kinds: ['inshore'], phases: ['winter'] }, lure('Live or fresh-dead shrimp or a small minnow under a cork set to hold it just off the bottom, or on a light jighead', 'size 1/0 circle or 1-2 kahle hook; 1/4-3/8 oz jighead', 'natural', 'fish the deep holes, channel drop-offs and the bends of the creeks, bayous and canals slowly, with the bait near the bottom'), WINTER_TROUT),
      rig(['artificial'], { kinds: ['inshore'], phases: ['winter'] }, lure('Soft plastic on a jighead heavy enough to reach the bottom, or a slow-sinking twitchbait', '3-4 in plastic on a 1/4-3/8 oz head; 3-4 in twitchbait', 'natural mullet, pink, white, dark in stained water', 'crawl or hop it slowly along the bottom of the deep holes, channel drop-offs and creek and bayou bends; no topwater in winter'), WINTER_TROUT),
      rig(['fly'], { kinds: ['inshore'], phases: ['winter'] }, lure('Weighted Clouser minnow on a sinking line', 'size 2-4', 'white/chartreuse, pink, tan', 'let it sink to the bottom of the deep holes and channel edges and strip it very slowly'), WINTER_TROUT),
      // Winter trout: slow-sinking baits worked slowly on warm afternoons; no topwater.
      rig(['artificial'], { months: [12, 1, 2] }, lure('Slow-sinking twitchbait or a soft plastic on a light jighead', '3-4 in twitchbait, 1/8-1/4 oz head', 'natural mullet, pink, white, dark in stained water', 'work it slowly over the grass and mud in the deeper guts on warm afternoons; no topwater in winter')),
      rig(['artificial'], { belowF: 60 }, lure('Slow-sinking twitchbait or a soft plastic on a light jighead', '3-4 in twitchbait, 1/8-1/4 oz head', 'natural mullet, pink, white', 'fish it slowly near the bottom of the deeper holes; no topwater in water this cold')),
      rig(['live'], { kinds: ['surf', 'inlet-jetty'] }, lure('Live shrimp or finger mullet on a float rig or a light Carolina rig', 'size 1/0 circle or 1-2 kahle hook, 1-2 oz egg sinker', 'natural', 'work the bait along the edges of the sloughs and the jetty rocks')),
      rig(['artificial'], { kinds: ['surf', 'inlet-jetty'] }, lure('Soft plastic on a jighead or a slow-sinking twitchbait', '3-4 in plastic on 1/4-3/8 oz head; 3-4 in twitchbait', 'white, pink, electric chicken', 'cast across the slough and swim it back near the bottom')),
      rig(['fly'], { kinds: ['surf', 'inlet-jetty'] }, lure('Clouser minnow on an intermediate or sinking line', 'size 1-2', 'white/chartreuse, pink', 'strip through the slough on calm days')),
    ],
    approach: [
      way(['kayak'], 'paddle to the deep bends and holes of the creeks and bayous and the dead-end canals, out of the wind; anchor and fish slowly', ['inshore'], WINTER_TROUT, { phases: ['winter'] }),
      way(['boat'], 'fish the deep holes, channel drop-offs and creek and bayou bends out of the wind; anchor or hold on the trolling motor and fish slowly', ['inshore'], WINTER_TROUT, { phases: ['winter'] }),
      way(['shore'], 'fish the deepest water you can reach: the bends of creeks, bayous and canals, and channel drop-offs off docks, bridges and seawalls', ['inshore'], WINTER_TROUT, { phases: ['winter'] }),
    ],
    sources: ['usfws-hsi-spotted-seatrout', 'aces-seatrout', 'fwc-species', 'tpw-magazine-cold-spots-2003'],
  },
  {
    id: 'common-snook', commonName: 'Common snook', scientificName: 'Centropomus undecimalis', group: 'inshore',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic'],
    maxLat: 28.6,
    preferredTempF: typical(75, 86, 'unverified: 54 F is considered the lowest they can tolerate (FWC, checked); the preferred range is not re-read'),
    spawnTempF: typical(77, 86, 'unverified: spawns near passes and beaches in summer'),
    spawnSeason: 'summer', feedingTimes: ['night', 'dawn', 'dusk', 'outgoing tide'],
    holding: {
      inshore: {
        winter: gh('back-country rivers and deep holes that hold warmth', spot('residential canals', 'canals'), spot('the deepest mangrove creeks', 'mangroves')),
        spawn: gh('passes and inlets near the beaches'),
        summer: gh(spot('mangrove shorelines', 'mangroves'), 'dock lights at night', 'passes and bridge shadows'),
      },
      surf: { any: gh('beach troughs close to shore and near the passes'), winter: gh('few fish on the beaches in cold water; they move up the rivers', spot('residential canals', 'canals')) },
      'inlet-jetty': { any: gh('pass and inlet edges, jetty rocks and bridge shadow lines at night') },
    },
    presentations: {
      artificial: lure('Soft-plastic jerkbait, paddle-tail or twitch bait', '4-5 in', 'white, pearl, natural mullet', 'work along shoreline cover and dock lights with twitch-pause'),
      fly: lure('Deceiver or glass-minnow pattern', 'size 1/0-2', 'white, chartreuse/white', 'strip along light lines at night'),
      live: lure('Live pilchard, pinfish or mullet', '2/0-4/0 circle hook, 30-40 lb leader', 'natural', 'free-line along shoreline cover and bridge shadows on moving tide'),
    },
    sources: ['fwc-snook', 'flmnh-ichthyology'],
  },
  {
    id: 'black-drum', commonName: 'Black drum', scientificName: 'Pogonias cromis', group: 'inshore',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    preferredTempF: typical(60, 80, 'unverified: not found in a readable source'),
    spawnTempF: sourced(59, 75, 'spawning', [cite('saucier-baltz-1993', 'Abstract: black drum aggregations January-April at 15.0-24.0 C')], 'in Louisiana, spawning (drumming) aggregations formed from January to April at 15.0-24.0 C in nearshore passes and channels'),
    spawnSeason: 'winter', feedingTimes: ['moving tide', 'day and night'],
    presentations: {
      artificial: lure('Jig tipped with shrimp, crawled on bottom', '1/4-3/8 oz', 'brown, natural shrimp', 'slow crawl near pilings and hard bottom'),
      fly: lure('Weighted crab or shrimp pattern', 'size 1-4', 'tan, olive', 'drop in front of tailing fish on flats'),
      live: lure('Fresh shrimp, blue crab or clams on a bottom rig', '1/0-5/0 circle hook', 'natural', 'fish on bottom near bridges, docks and channel edges'),
    },
    sources: ['tpwd-species', 'fwc-species'],
  },
  {
    id: 'sheepshead', commonName: 'Sheepshead', scientificName: 'Archosargus probatocephalus', group: 'reef',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    preferredTempF: typical(60, 78, 'unverified: not found in a readable source'),
    spawnTempF: typical(60, 70, 'unverified: spawns late winter to early spring on nearshore reefs'),
    spawnSeason: 'winter', feedingTimes: ['moving tide', 'daylight'],
    holding: {
      inshore: {
        winter: gh(spot('bridge pilings', 'bridges'), 'docks, jetties and rock piles; the peak inshore season'),
        summer: gh(spot('pilings', 'bridges'), 'docks', spot('oyster bars', 'oyster-bars'), 'often fewer and smaller fish inshore'),
      },
      'inlet-jetty': { any: gh('barnacle-covered jetty rocks and bridge pilings') },
    },
    presentations: {
      artificial: lure('Small jig tipped with shrimp or crab, vertical along pilings', '1/8-1/4 oz', 'natural', 'drop straight down pilings and lift gently'),
      fly: lure('Small crab pattern', 'size 2-6', 'tan, olive', 'sight-cast to tailing fish on flats'),
      live: lure('Fiddler crab, sand flea, oyster or barnacle scraping, or shrimp', 'size 1-1/0 strong short-shank hook', 'natural', 'fish tight to pilings with minimal weight; set at the faint tap'),
    },
    sources: ['fwc-species', 'flmnh-ichthyology'],
  },
  {
    id: 'southern-flounder', commonName: 'Southern flounder', scientificName: 'Paralichthys lethostigma', group: 'flatfish',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    preferredTempF: typical(60, 80, 'unverified: not found in a readable source'),
    spawnTempF: typical(60, 70, 'unverified: spawns offshore in late fall and winter after moving out of the bays'),
    spawnSeason: 'winter', feedingTimes: ['falling tide', 'dawn', 'dusk'],
    presentations: {
      artificial: lure('Soft-plastic minnow or shrimp on a jighead', '3-4 in, 1/4-3/8 oz', 'white, chartreuse, natural', 'drag and hop slowly along sand edges and drop-offs'),
      fly: lure('Weighted Clouser minnow', 'size 1-2', 'white/olive', 'strip slowly along bottom near creek mouths'),
      live: lure('Live mud minnow (mummichog) or finger mullet on a Carolina rig', 'size 1/0-2/0 hook', 'natural', 'drag slowly on bottom; give the fish time before setting'),
    },
    sources: ['tpwd-species', 'asmfc-species'],
  },
  {
    id: 'summer-flounder', commonName: 'Summer flounder (fluke)', scientificName: 'Paralichthys dentatus', group: 'flatfish',
    habitats: ['salt'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic'],
    saltMonths: { 'north-atlantic': [5, 6, 7, 8, 9, 10], 'mid-atlantic': [4, 5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: typical(56, 72, 'unverified: not found in a readable source'),
    spawnTempF: typical(54, 66, 'unverified: spawns offshore during the fall and winter migration'),
    spawnSeason: 'fall', feedingTimes: ['moving tide', 'daylight'],
    presentations: {
      artificial: lure('Bucktail jig with a soft-plastic or strip teaser', '1/2-2 oz', 'white, chartreuse, pink', 'bounce the bottom while drifting'),
      fly: lure('Sinking Clouser on a fast-sink line', 'size 1/0-2', 'white/chartreuse', 'strip near bottom along channel edges'),
      live: lure('Squid and killifish or spearing on a fluke rig; strip bait', 'size 1/0-4/0 wide-gap hook', 'natural', 'bounce it slowly along the bottom; give the fish a moment before setting the hook'),
    },
    sources: ['noaa-fishwatch', 'asmfc-species'],
  },
  {
    id: 'weakfish', commonName: 'Weakfish', scientificName: 'Cynoscion regalis', group: 'inshore',
    habitats: ['salt'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic'],
    saltMonths: { 'north-atlantic': [5, 6, 7, 8, 9, 10], 'mid-atlantic': [4, 5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: typical(60, 75, 'unverified: not found in a readable source'),
    spawnTempF: typical(60, 72, 'unverified: spawns in spring and early summer in bays and near shore'),
    spawnSeason: 'spring', feedingTimes: ['dusk', 'night', 'moving tide'],
    presentations: {
      artificial: lure('Soft-plastic shad or bucktail', '3-5 in, 1/4-1 oz', 'pink, white, purple', 'slow swim through channel edges at dusk'),
      fly: lure('Clouser or deceiver', 'size 1-2/0', 'pink/white, chartreuse', 'strip slowly under lights at night'),
      live: lure('Shrimp, squid strips or peeler crab', 'size 1/0-2/0 hook', 'natural', 'drift or anchor on channel edges'),
    },
    sources: ['asmfc-species', 'noaa-fishwatch'],
  },
];
