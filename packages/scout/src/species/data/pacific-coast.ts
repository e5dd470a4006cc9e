import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, spot, typical, way } from './helpers.ts';

/**
 * Pacific coast marquee fish: white seabass and yellowtail (Southern California), black rockfish
 * and Pacific halibut (central California to Alaska) and barred surfperch (the California surf).
 */
export const PACIFIC_COAST: SpeciesRecord[] = [
  {
    id: 'white-seabass', commonName: 'White seabass', scientificName: 'Atractoscion nobilis', group: 'reef',
    habitats: ['salt'], regions: ['pacific'],
    // CDFW: range from Magdalena Bay to Point Conception; catches concentrated south of it.
    maxLat: 35,
    kinds: ['rocky-coast', 'reef-offshore', 'surf'],
    preferredTempF: typical(58, 68, 'unverified: not found in a readable source'),
    spawnTempF: typical(58, 68, 'partly verified: spawning near shore March-September, peaking late spring to early summer (CDFW); the temperatures are not sourced'),
    spawnSeason: 'spring', feedingTimes: ['night', 'dawn', 'squid spawning nights'],
    holding: {
      coast: { any: hold(read(cite('cdfw-white-seabass-esr', 'Habitat: adults in kelp beds, reefs, offshore banks and open ocean; Reproduction: spawning near shore March-September, peaking late spring to early summer; Prey: squid, anchovy, sardine, mackerel')), spot('kelp beds and their outside edges', 'kelp'), 'reefs and banks where squid gather at night') },
      offshore: { any: gh('banks and squid grounds around the islands', spot('kelp paddies', 'kelp')) },
    },
    presentations: {
      artificial: lure('Soft swimbait or heavy jig (yo-yo iron) near the kelp and over squid', '6-7 in swimbait on 1-2 oz head', 'sardine, squid, white', 'slow-roll the edge of the kelp at dawn and over squid at night'),
      fly: lure('Large squid or baitfish fly on a fast-sinking line', 'size 3/0-5/0', 'white, pink/white', 'rarely practical; strip slowly along the kelp edge'),
      live: lure('Live squid or sardine on a dropper loop or fly-lined', '4/0-6/0 hook, 25-40 lb line', 'natural', 'fish squid near the bottom on a dropper loop at night; fly-line sardines along the kelp'),
    },
    sources: ['cdfw-white-seabass-esr', 'cdfw-species'],
  },
  {
    id: 'yellowtail', commonName: 'California yellowtail', scientificName: 'Seriola dorsalis', group: 'coastal-pelagic',
    habitats: ['salt'], regions: ['pacific'],
    maxLat: 34.6,
    kinds: ['reef-offshore', 'rocky-coast'],
    preferredTempF: typical(64, 72, 'unverified: yellowtail show off Southern California as the water passes about 64 F'),
    spawnTempF: typical(66, 75, 'unverified: spawns off Baja California in summer'),
    spawnSeason: 'summer', feedingTimes: ['morning', 'current over the reef', 'breezing schools on kelp paddies'],
    holding: {
      offshore: { any: gh('island reefs and high spots with current; breezing schools', spot('kelp paddies', 'kelp')), winter: gh('few fish; mostly far south off Baja') },
      coast: { any: gh('points with current', spot('the outside edges of big kelp beds', 'kelp')) },
    },
    presentations: {
      artificial: lure('Surface iron for breezing fish; yo-yo iron for fish on the meter', '6-7 in surface iron, heavy jig', 'blue/white, mint, scrambled egg', 'cast surface iron ahead of breezers and wind fast; drop the yo-yo iron and wind it up hard'),
      fly: lure('Large baitfish fly on a sinking line', 'size 2/0-4/0', 'blue/white, sardine', 'strip fast near the surface around paddies'),
      live: lure('Live sardine or mackerel fly-lined; squid on a dropper loop', '1/0-4/0 ring hook, 25-40 lb', 'natural', 'fly-line bait with no weight into the current; drop squid to the reef'),
    },
    sources: ['cdfw-species', 'noaa-fishwatch'],
  },
  {
    id: 'black-rockfish', commonName: 'Black rockfish and other nearshore rockfish', scientificName: 'Sebastes melanops', group: 'reef',
    habitats: ['salt'], regions: ['pacific', 'alaska'],
    minLat: 34.4,
    kinds: ['rocky-coast', 'reef-offshore', 'inlet-jetty'],
    preferredTempF: typical(45, 57, 'unverified: not found in a readable source'),
    spawnTempF: typical(45, 57, 'unverified: live-bearers; females release larvae in winter and spring'),
    spawnSeason: 'winter', feedingTimes: ['daylight', 'slack and moderate current', 'overcast days'],
    holding: {
      coast: { any: gh('rocky reefs, pinnacles and boulder fields in 20-120 ft', spot('the kelp beds over the rocks', 'kelp'), 'schools suspended over high rock') },
      offshore: { any: gh('high rock, pinnacles and reef edges; schools suspended over the structure') },
      'inlet-jetty': { any: gh('jetty rocks and breakwaters') },
    },
    presentations: {
      artificial: lure('Shrimp-fly dropper above a metal jig, or a swimbait on a jighead', '2-6 oz jig, 4-5 in swimbait on 1/2-1 oz head', 'black, brown, white, root beer', 'drop to the rock and lift; reel up through suspended schools'),
      fly: lure('Clouser or baitfish pattern on a sinking line over shallow reefs', 'size 1/0-2', 'black, olive/white', 'strip over the tops of shallow rock'),
      live: lure('Squid or herring strips on a two-hook dropper rig', 'size 1/0-3/0 hooks, 4-8 oz sinker', 'natural', 'fish just above the rock and lift often to avoid snags'),
    },
    approach: [way(['shore'], 'fish jetties and rocky points with a jig or swimbait; mind the swell')],
    sources: ['cdfw-species', 'adfg-species', 'noaa-fishwatch'],
  },
  {
    id: 'pacific-halibut', commonName: 'Pacific halibut', scientificName: 'Hippoglossus stenolepis', group: 'flatfish',
    habitats: ['salt'], regions: ['pacific', 'alaska'],
    minLat: 40,
    kinds: ['reef-offshore', 'estuary', 'bay-flats'],
    preferredTempF: typical(37, 46, 'unverified: a cold-water flatfish of the shelf'),
    spawnTempF: typical(37, 43, 'unverified: spawns in deep water along the shelf edge in winter'),
    spawnSeason: 'winter', feedingTimes: ['slack and the first of the tide', 'daylight'],
    holding: { offshore: { any: gh('gravel and sand banks, edges and channels in 60-400 ft'), winter: gh('deep water along the shelf edge; few fish on the banks') }, inshore: { any: gh('channel edges and sand or gravel bottom in 60-250 ft') } },
    presentations: {
      artificial: lure('Heavy leadhead jig with a big grub, or a large metal jig', '8-32 oz', 'white, glow', 'bounce it on the bottom with the boat drifting'),
      fly: lure('Not a fly fish: a heavy jig or bait on the bottom', 'n/a', 'n/a', 'fish bait or a jig on the bottom'),
      live: lure('Herring, octopus or salmon bellies on a circle hook, spreader bar or sliding sinker rig', '12/0-16/0 circle hook, 1-3 lb of lead by the tide', 'natural', 'anchor or drift on the bank and keep the bait on the bottom; fish the slack'),
    },
    approach: [way(['shore', 'kayak'], 'a boat fish: halibut live on offshore banks in strong tides'), way(['boat'], 'anchor on a bank edge around slack water and use enough lead to stay on the bottom')],
    sources: ['adfg-species', 'noaa-fishwatch'],
  },
  {
    id: 'barred-surfperch', commonName: 'Barred surfperch', scientificName: 'Amphistichus argenteus', group: 'inshore',
    habitats: ['salt'], regions: ['pacific'],
    kinds: ['surf', 'inlet-jetty'],
    preferredTempF: typical(55, 66, 'unverified: not found in a readable source'),
    spawnTempF: typical(55, 62, 'unverified: live-bearers; young are born in spring and summer'),
    spawnSeason: 'winter', feedingTimes: ['rising tide', 'morning', 'the last hours of the incoming'],
    holding: { surf: { any: gh('troughs and holes close to the beach, rip channels and the edges of sandbars', 'beaches with sand crabs in the wash') } },
    presentations: {
      artificial: lure('Small soft-plastic grub or sandworm on a Carolina rig', '2-3 in, 1/2-2 oz sliding sinker', 'camo, motor oil, pumpkinseed, white', 'cast to the trough and drag slowly'),
      fly: lure('Small sand-crab or shrimp fly on a sinking line', 'size 6-8', 'orange, tan, red', 'strip slowly through the trough'),
      live: lure('Sand crabs, mussel or ghost shrimp on a Carolina or high-low rig', 'size 4-6 hook, 1-3 oz sinker', 'natural', 'cast into the trough and let the surge move the bait'),
    },
    sources: ['cdfw-species'],
  },
];
