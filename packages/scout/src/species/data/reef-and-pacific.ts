import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, sourced, spot, typical } from './helpers.ts';

export const REEF_AND_PACIFIC: SpeciesRecord[] = [
  {
    id: 'tautog', commonName: 'Tautog (blackfish)', scientificName: 'Tautoga onitis', group: 'reef',
    habitats: ['salt'], regions: ['mid-atlantic', 'north-atlantic'],
    preferredTempF: typical(50, 70, 'unverified: not found in a readable source'),
    spawnTempF: typical(50, 64, 'unverified: spawns in late spring and early summer near shore'),
    spawnSeason: 'spring', feedingTimes: ['slack to moderate tide', 'daylight'],
    presentations: {
      artificial: lure('Tog jig tipped with crab', '1/2-1 oz', 'black, orange', 'hold tight to rock and lift slowly'),
      fly: lure('Not a practical fly target', 'n/a', 'n/a', 'use crab on a jig or rig instead'),
      live: lure('Green crab or Asian shore crab on a tog rig', 'size 4-6 strong hook', 'natural', 'anchor tight on rock and wrecks; fish vertically'),
    },
    sources: ['asmfc-species', 'noaa-fishwatch'],
  },
  {
    id: 'black-sea-bass', commonName: 'Black sea bass', scientificName: 'Centropristis striata', group: 'reef',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic'],
    saltMonths: { 'north-atlantic': [5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: typical(55, 72, 'unverified: not found in a readable source'),
    spawnTempF: typical(57, 66, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['daylight', 'moving tide'],
    presentations: {
      artificial: lure('Diamond jig or bucktail with teaser', '2-6 oz', 'white, chartreuse, pink', 'jig just off the bottom over structure'),
      fly: lure('Sinking Clouser on a fast-sink line', 'size 1/0', 'chartreuse/white', 'count down to bottom near reefs'),
      live: lure('Squid strips or clam on a two-hook high-low rig', 'size 1/0-2/0 hook', 'natural', 'drop to the bottom on reefs and wrecks'),
    },
    sources: ['noaa-fishwatch', 'asmfc-species'],
  },
  {
    id: 'scup', commonName: 'Scup (porgy)', scientificName: 'Stenotomus chrysops', group: 'reef',
    habitats: ['salt'], regions: ['mid-atlantic', 'north-atlantic'],
    kinds: ['bay-flats', 'estuary', 'inlet-jetty', 'rocky-coast', 'reef-offshore'],
    saltMonths: { 'north-atlantic': [5, 6, 7, 8, 9, 10], 'mid-atlantic': [4, 5, 6, 7, 8, 9, 10, 11] },
    preferredTempF: sourced(55, 77, 'adult', [cite('asmfc-species', 'scup: abundance follows water temperature; seldom below 45 F, most often found at 55-77 F')], 'ASMFC: scup are seldom in water below 45 F and are most often found at 55-77 F'),
    spawnTempF: typical(55, 68, 'partly verified: spawning inshore from May through August, peaking in June (NOAA essential fish habitat document, 1999); the temperatures are not sourced'),
    spawnSeason: 'spring', feedingTimes: ['daylight', 'moving tide', 'the first of the flood over structure'],
    holding: {
      inshore: {
        any: hold(read(cite('noaa-scup-efh-1999', 'life history: scup move inshore and north to spawn in spring, larger fish first; in summer larger fish near the mouths of bays and on rough bottom, smaller ones on smoother bottom in the bays; offshore by December')), 'hard bottom, rock piles, mussel beds and channel edges in 10-40 ft', spot('piers and docks', 'piers')),
        winter: gh('gone offshore to the shelf for the winter; few fish in the bays'),
      },
      'inlet-jetty': { any: gh('the base of the jetty rocks and the edge of the inlet channel') },
      offshore: { any: gh('ledges, wrecks and rough bottom within 20 fathoms'), winter: gh('the outer shelf, far offshore') },
    },
    presentations: {
      artificial: lure('Small jig or teaser tipped with a squid strip', '1/4-1 oz', 'white, pink', 'drop to the bottom and jig gently over hard bottom'),
      fly: lure('Small weighted fly fished near the bottom (rarely practical)', 'size 4-8', 'white, pink', 'let it sink to the bottom over structure and strip slowly'),
      live: lure('Squid strips or clam on a two-hook high-low rig', 'size 1-2 hook, 1-4 oz sinker', 'natural', 'drop to the bottom and lift at the first taps; keep the bait small'),
    },
    sources: ['asmfc-species', 'noaa-scup-efh-1999', 'noaa-fishwatch'],
  },
  {
    id: 'gag-grouper', commonName: 'Gag grouper', scientificName: 'Mycteroperca microlepis', group: 'reef',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic', 'mid-atlantic'],
    kinds: ['reef-offshore', 'inlet-jetty', 'rocky-coast', 'bay-flats', 'estuary'],
    preferredTempF: typical(64, 82, 'unverified: not found in a readable source'),
    spawnTempF: typical(66, 72, 'partly verified: spawning offshore from December to May, peaking on the full moons of February to early April (LSU Sea Grant); the temperatures are not sourced'),
    spawnSeason: 'winter', feedingTimes: ['moving current', 'daylight', 'the cooler months in the shallows'],
    holding: {
      offshore: {
        any: hold(read(cite('lsu-gag', 'Range and habitat: adults in 60-250 ft around bottom relief (rocks, reefs, wrecks, platforms); average size increases with depth')), 'ledges, rock piles, wrecks and artificial reefs in 60-250 ft; the bigger fish deeper'),
        spawn: hold(read(cite('lsu-gag', 'Identification and biology: spawning from December to May, peaking on the full moons of February to early April, in spawning groups')), 'shelf-edge spawning groups; check the seasonal closures'),
      },
      inshore: { any: gh('rock piles, ledges and bridge rubble in the bays', spot('juveniles on the seagrass beds', 'seagrass')) },
    },
    presentations: {
      artificial: lure('Deep-diving plug trolled over shallow ledges, or a heavy jig on deeper rock', '6-8 in plug, 4-8 oz jig', 'red/white, chartreuse, silver', 'troll plugs over the rock in 10-40 ft in the cooler months; jig the deeper ledges'),
      fly: lure('Not a practical fly target', 'n/a', 'n/a', 'use bait or plugs'),
      live: lure('Live pinfish, grunt or sardine on a heavy bottom rig', '7/0-9/0 circle hook, 6-16 oz sinker, 60-100 lb leader', 'natural', 'drop to the ledge, lock the drag and turn the fish out of the rocks at once'),
    },
    defaultTypes: { artificial: ['boat', 'kayak'], live: ['boat', 'kayak'] },
    rigs: [
      rig(['artificial', 'live'], { types: ['shore'] }, lure('Live pinfish or a large jig on a heavy rig', '5/0-7/0 circle hook, 2-4 oz sinker, 50-60 lb leader; 1-2 oz jig', 'natural, white', 'fish the jetty ends, bridge rubble and deep rock close to shore; small gag only, the big fish are offshore')),
    ],
    sources: ['lsu-gag', 'noaa-fishwatch', 'fwc-species'],
  },
  {
    id: 'red-snapper', commonName: 'Red snapper', scientificName: 'Lutjanus campechanus', group: 'reef',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic'],
    preferredTempF: typical(61, 84, 'unverified: high-value juvenile habitat 24-26 C in the northwestern Gulf'),
    spawnTempF: typical(72, 84, 'unverified: spawns May to October offshore'),
    spawnSeason: 'summer', feedingTimes: ['daylight', 'moving current'],
    presentations: {
      artificial: lure('Heavy vertical jig', '4-8 oz', 'pink, silver, glow', 'speed-jig over reefs and rigs'),
      fly: lure('Not a practical fly target', 'n/a', 'n/a', 'use jigs or bait'),
      live: lure('Cut squid, sardine or live pinfish on a circle-hook bottom rig', '5/0-8/0 circle hook', 'natural', 'drop to reefs and rigs; descending devices may be required'),
    },
    sources: ['noaa-fishwatch', 'fwc-species'],
  },
  {
    id: 'california-halibut', commonName: 'California halibut', scientificName: 'Paralichthys californicus', group: 'flatfish',
    habitats: ['salt'], regions: ['pacific'],
    preferredTempF: typical(57, 68, 'unverified: not found in a readable source'),
    spawnTempF: typical(57, 68, 'unverified: spawns near shore mostly in spring and summer'),
    spawnsWhere: { where: 'in shallow coastal water and bays, usually February to September', months: [2, 3, 4, 5, 6, 7, 8, 9], basis: read(cite('cdfw-california-halibut', 'species description: adults move from the shelf into shallow coastal waters and bays before spawning, usually February-September')) },
    spawnSeason: 'spring', feedingTimes: ['moving tide', 'dawn'],
    holding: {
      inshore: {
        any: hold(read(cite('cdfw-california-halibut', 'species description: most often caught in 10-90 ft; adults move from the shelf into shallow coastal waters and bays before spawning, usually February-September')), 'sand flats near bays and harbour mouths in 10-90 ft', spot('the edges of eelgrass', 'seagrass')),
        winter: gh('deeper sand in the bays and just outside them'),
      },
      surf: { any: gh('sand troughs close to the beach, near the points and river mouths') },
      offshore: { any: gh('sand bottom beside reefs and in 30-90 ft') },
    },
    presentations: {
      artificial: lure('Swimbait on a jighead', '4-6 in, 1/2-1 oz', 'sardine, smelt, white', 'slow swim along sand bottom'),
      fly: lure('Sinking Clouser or deceiver', 'size 1/0-2', 'white/olive', 'strip near bottom in bays'),
      live: lure('Live anchovy, sardine or smelt on a Carolina rig', 'size 1/0-2/0 hook with stinger', 'natural', 'keep it moving slowly over sand near structure'),
    },
    sources: ['cdfw-species'],
  },
  {
    id: 'lingcod', commonName: 'Lingcod', scientificName: 'Ophiodon elongatus', group: 'reef',
    habitats: ['salt'], regions: ['pacific', 'alaska'],
    preferredTempF: typical(45, 55, 'unverified: not found in a readable source'),
    spawnTempF: typical(45, 57, 'unverified: spawns in winter (December to March) while males guard nests on rocky reefs; the upper figure covers central California winter water'),
    spawnSeason: 'winter', feedingTimes: ['moving tide', 'daylight'],
    presentations: {
      artificial: lure('Large swimbait or heavy lead-head jig', '6-9 in, 4-10 oz', 'white, green, glow', 'bounce along rocky bottom'),
      fly: lure('Not a practical fly target', 'n/a', 'n/a', 'use jigs or bait'),
      live: lure('Live greenling or sanddab, or large herring', '5/0-7/0 hook', 'natural', 'drift over rocky reefs'),
    },
    sources: ['cdfw-species', 'adfg-species'],
  },
  {
    id: 'kelp-bass', commonName: 'Kelp bass (calico bass)', scientificName: 'Paralabrax clathratus', group: 'reef',
    habitats: ['salt'], regions: ['pacific'],
    // Not abundant north of Point Conception (34.45 N): cdfg-kelp-bass-account, Distribution.
    maxLat: 34.6,
    kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty', 'bay-flats'],
    holding: { coast: { any: hold(read(cite('cdfg-kelp-bass-account', 'Distribution: seldom caught far from a kelp bed; not abundant north of Point Conception')), spot('the kelp beds and their edges', 'kelp'), 'rocky reefs and breakwaters in 10-60 ft') } },
    preferredTempF: typical(62, 72, 'unverified: not found in a readable source'),
    spawnTempF: typical(62, 72, 'unverified: spawns in summer'),
    spawnSeason: 'summer', feedingTimes: ['dawn', 'dusk', 'current along the kelp'],
    presentations: {
      artificial: lure('Swimbait or surface iron along the kelp', '4-6 in, 1/2-1 oz', 'sardine, anchovy, green', 'slow swim along the kelp edge'),
      fly: lure('Baitfish pattern on a sink-tip', 'size 1/0-2', 'olive/white', 'strip along kelp edges'),
      live: lure('Live anchovy or sardine', 'size 1-2/0 hook', 'natural', 'fly-line into the kelp with the current'),
    },
    sources: ['cdfw-species', 'cdfg-kelp-bass-account'],
  },
];
