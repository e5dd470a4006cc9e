import type { SpeciesRecord } from '../types.ts';
import { cite, hold, lure, read, typical, way } from './helpers.ts';

const LEDGE = read(
  cite(
    'saltwater-sportsman-jeffreys-ledge',
    'Jeffreys Ledge is named as the cod, pollock and haddock ground of the New Hampshire and northern Massachusetts coast, with bluefin tuna over it as well',
  ),
  cite(
    'eastmans-docks-2021',
    'Seabrook party-boat report of late July: haddock, pollock and whiting on the ledge; cod opening in September',
  ),
);

/**
 * Gulf of Maine groundfish the eighth review found missing (review8 u07, RC-1): a boat on
 * Jeffreys Ledge, Stellwagen or the Maine ledges in summer fishes for haddock and pollock, and
 * for cod only in the short federal fall season. Temperatures are typical values (not read in a
 * primary source); range, depth and season facts come from the pages named in `sources`.
 */
export const REVIEW_9_GROUNDFISH: SpeciesRecord[] = [
  {
    id: 'haddock', commonName: 'Haddock', scientificName: 'Melanogrammus aeglefinus', group: 'reef',
    habitats: ['salt'], regions: ['north-atlantic'],
    // NOAA: a bottom fish of the Gulf of Maine and Georges Bank on gravel, sand and pebble
    // bottom, mostly 130-450 ft; not a fish of the beaches and harbours
    kinds: ['reef-offshore'],
    preferredTempF: typical(36, 50, 'unverified: a cold-water groundfish of the deep ledges'),
    spawnTempF: typical(39, 45, 'unverified: spawns on the offshore banks from late winter into spring'),
    spawnSeason: 'spring', seeksDepthInHeat: true, feedingTimes: ['daylight', 'slack and slow-moving tide on the ledge'],
    holding: { offshore: { any: hold(LEDGE, 'the gravel and sand edges of the ledges in 150-250 ft', 'the hard-bottom humps where the party boats drift') } },
    presentations: {
      artificial: lure('Diamond jig or a jig with a teaser fly above it', '6-12 oz by the depth and drift', 'silver, white, pink teaser', 'drop to the bottom and lift slowly; haddock have small mouths'),
      fly: lure('Not a fly fish: fished in 150 ft and more', 'n/a', 'n/a', 'use clams or a jig on the bottom'),
      live: lure('Fresh clam strips on a two-hook high-low rig', 'size 4/0-6/0 hooks, 8-16 oz sinker', 'natural', 'hold the bait just off the bottom on the drift; rebait often'),
    },
    approach: [way(['boat'], 'drift the ledge edges with clams on a high-low rig; watch the sounder for hard bottom')],
    sources: ['noaa-fishwatch', 'saltwater-sportsman-jeffreys-ledge', 'eastmans-docks-2021'],
  },
  {
    id: 'pollock', commonName: 'Pollock', scientificName: 'Pollachius virens', group: 'reef',
    habitats: ['salt'], regions: ['north-atlantic'],
    // NOAA: over rocky bottom and in mid-water along the ledges of the Gulf of Maine and
    // Scotian Shelf; young fish come inshore, but the sport fishery is on the offshore ledges
    kinds: ['reef-offshore'],
    preferredTempF: typical(40, 54, 'unverified: a cool-water schooling groundfish'),
    spawnTempF: typical(40, 47, 'unverified: spawns in late fall and winter on the offshore banks'),
    spawnSeason: 'winter', seeksDepthInHeat: true,
    feedingTimes: ['daylight', 'a moving tide over the ledge', 'bait schools above the bottom'],
    holding: { offshore: { any: hold(LEDGE, 'rock piles and the steep edges of the ledges', 'mid-water over the ledge where herring school') } },
    presentations: {
      artificial: lure('Diamond jig or a heavy soft-plastic shad on a jighead', '6-16 oz jig, 7-9 in shad', 'silver, white, chartreuse', 'jig fast through the schools marked above the bottom'),
      fly: lure('Not a fly fish: fished in 100 ft and more', 'n/a', 'n/a', 'use a jig'),
      live: lure('Clam, herring or mackerel strips on a high-low rig', '6/0-8/0 hooks, 8-16 oz sinker', 'natural', 'fish just above the bottom on the drift'),
    },
    approach: [way(['boat'], 'drift the rock piles and ledge edges; jig the schools that show on the sounder')],
    sources: ['noaa-fishwatch', 'saltwater-sportsman-jeffreys-ledge', 'eastmans-docks-2021'],
  },
  {
    id: 'atlantic-cod', commonName: 'Atlantic cod', scientificName: 'Gadus morhua', group: 'reef',
    habitats: ['salt'], regions: ['north-atlantic'],
    kinds: ['reef-offshore'],
    preferredTempF: typical(34, 50, 'unverified: a cold-water groundfish of the ledges and banks'),
    spawnTempF: typical(37, 45, 'unverified: the Gulf of Maine has spring and winter spawners'),
    spawnSeason: 'winter', seeksDepthInHeat: true, feedingTimes: ['daylight', 'slack and slow-moving tide on the ledge'],
    holding: { offshore: { any: hold(LEDGE, 'rock piles, ledge edges and wrecks in 100-250 ft') } },
    presentations: {
      artificial: lure('Diamond jig with a teaser above it', '8-16 oz by the depth', 'silver, white, red teaser', 'bounce it on the bottom over the rock piles'),
      fly: lure('Not a fly fish: fished in 100 ft and more', 'n/a', 'n/a', 'use a jig'),
      live: lure('Fresh clams on a high-low rig', '6/0-8/0 hooks, 8-16 oz sinker', 'natural', 'hold the bait on the bottom over hard ground'),
    },
    approach: [way(['boat'], 'fish the rock piles and wrecks in the federal fall season only; check the current bag and size limits')],
    sources: ['noaa-fishwatch', 'noaa-gom-cod-recreational', 'eastmans-docks-2021'],
  },
];

/** The Gulf of Maine ground, for the sub-region list */
export const GOM_LEDGE_BASIS = LEDGE;
