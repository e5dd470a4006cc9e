import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, typical, way } from './helpers.ts';

/**
 * Fish met on their runs, whose phase comes from a run calendar per water system (the
 * sub-region files) rather than the thermometer: steelhead, sockeye, American shad, and the
 * blackmouth (resident immature chinook) of Puget Sound, which feeds there and does not spawn.
 */
export const ANADROMOUS: SpeciesRecord[] = [
  {
    id: 'steelhead', commonName: 'Steelhead', scientificName: 'Oncorhynchus mykiss', group: 'trout',
    habitats: ['fresh'], regions: ['pacific', 'great-lakes', 'alaska', 'inland-north'],
    kinds: ['river', 'tailwater', 'great-lakes'],
    minLat: 34,
    preferredTempF: typical(45, 58, 'unverified: steelhead take flies and lures best in about 45-58 F water; they still bite slowly in the 30s'),
    spawnTempF: typical(39, 55, 'unverified: winter-run fish spawn in late winter and spring as the water warms'),
    // In a Great Lake in summer they hold in the cool water under the warm surface (and come to
    // the piers on the cold upwellings), so the hot surface alone does not rule them out
    spawnSeason: 'spring', seeksDepthInHeat: true, feedingTimes: ['first light', 'overcast days', 'a dropping river after rain'],
    holding: {
      flowing: {
        any: gh('walking-speed runs 3-6 ft deep, tailouts and the seams behind boulders'),
        winter: gh('the slower, deeper runs and the soft inside seams; fish hold near the bottom'),
        spawn: gh('gravel tailouts; leave spawning fish alone and keep off the redds'),
      },
      'great-lakes': { any: gh('river mouths, pier heads and harbours before and after the river run') },
    },
    presentations: {
      artificial: lure('Jig under a float, spinner or spoon', '1/16-1/8 oz jig, size 3-5 spinner', 'pink, black, orange', 'float the jig through the run at the speed of the current; swing spinners slowly'),
      fly: lure('Swung steelhead fly (marabou, intruder) on a sink-tip; egg or stonefly nymph dead-drifted', 'size 2-6 swung flies, 8-14 eggs and nymphs', 'black/blue, pink, orange, egg colours', 'swing down and across at the speed of the current, or dead-drift under an indicator'),
      live: lure('Cured roe (spawn sacs) or a soft bead drifted or under a float', 'size 4-8 hook, nickel-size spawn sac', 'natural, orange, pink', 'drift along the bottom through runs and tailouts'),
    },
    rigs: [
      // Great Lakes tributaries (review 11 r01): small creeks fished with eggs and nymphs under an
      // indicator, not the West Coast swung fly on a sink-tip
      rig(['fly'], { kinds: ['flowing'], regions: ['great-lakes'] }, lure('Egg pattern (glo bug, sucker spawn) or a nymph (stonefly, hex, caddis) dead-drifted under an indicator', 'size 10-14 eggs, 8-14 nymphs', 'egg colours (chartreuse, orange, peach); black, brown and olive nymphs', 'dead-drift it along the bottom through the runs, riffles and tailouts, split shot above the fly; a small dark streamer stripped through stained water after rain'), read(cite('fly-fisherman-erie-steelhead-2020', 'Elk Creek, early November 2020: egg patterns are often the most productive flies; a dead-drifted nymph through the riffles induces strikes'))),
      rig(['fly'], { belowF: 40 }, lure('Egg pattern or stonefly nymph dead-drifted, or a small dark fly swung very slowly on a heavy sink-tip', 'size 8-14', 'egg colours, black, purple', 'get down to the bottom and slow the fly right down in water this cold')),
    ],
    approach: [
      way(['shore'], 'wade and fish each run from top to bottom, a step between casts', ['flowing']),
      way(['boat', 'kayak'], 'drift the river, side-drift or back-troll plugs through the runs', ['flowing']),
    ],
    sources: ['usfws-hsi-rainbow-trout', 'adfg-species', 'noaa-fishwatch'],
  },
  {
    id: 'sockeye-salmon', commonName: 'Sockeye (red) salmon', scientificName: 'Oncorhynchus nerka', group: 'salmon',
    habitats: ['fresh', 'salt'], regions: ['alaska', 'pacific'],
    kinds: ['river', 'estuary', 'tidal-river'],
    minLat: 45,
    saltMonths: { alaska: [6, 7, 8], pacific: [] },
    preferredTempF: typical(50, 59, 'unverified: not found in a readable source'),
    spawnTempF: typical(41, 54, 'unverified: spawn in lake-fed tributaries and lake shores in late summer and fall'),
    spawnSeason: 'fall', feedingTimes: ['all day while fish are moving', 'a rising tide pushes new fish in'],
    holding: {
      flowing: {
        'pre-spawn': hold(read(cite('kbbi-russian-river-sockeye', 'ADF&G biologist: the Russian River early run opens June 11; the late-run period begins July 15; sockeye season runs through August 20')), 'the travel lanes close to the bank, 2-4 ft deep, where running fish push upstream in the slower water', 'the edges of riffles and the inside of bends'),
        spawn: gh('spawning streams and lake shores; fish are red and near the end of their lives'),
      },
    },
    presentations: {
      artificial: lure('Bare single hook or a small yarn fly with enough weight to tick the bottom (the "Kenai flip")', 'size 2-1/0 single hook, 3-8 ft leader', 'bare, red, green yarn', 'flip it a rod length upstream and let it sweep through the lane; sockeye seldom strike lures'),
      fly: lure('Russian River-style fly (coho fly) on a weighted line', 'size 2-6', 'green, red, black', 'short drifts through the lane close to shore'),
      live: lure('No bait: most sockeye rivers are fly-only or single-hook unbaited in season; fish the flip rig', 'size 2-1/0 single hook', 'bare', 'sweep the lane close to shore'),
    },
    approach: [way(['shore'], 'stand in line along the bank and fish the lane at your feet; most fish come within a rod length'), way(['boat', 'kayak'], 'fish from shore: running sockeye travel close to the bank')],
    sources: ['adfg-species', 'kbbi-russian-river-sockeye', 'noaa-fishwatch'],
  },
  {
    id: 'blackmouth', commonName: 'Blackmouth (resident chinook)', scientificName: 'Oncorhynchus tshawytscha', group: 'salmon',
    habitats: ['salt'], regions: ['pacific'],
    kinds: ['estuary', 'bay-flats', 'rocky-coast', 'inlet-jetty'],
    minLat: 46.5,
    nonSpawning: true,
    preferredTempF: typical(46, 55, 'unverified: Puget Sound water runs about 46-55 F through the winter fishery'),
    spawnTempF: typical(42, 56, 'the chinook figure; blackmouth are immature and do not spawn where anglers meet them'),
    spawnSeason: 'fall', feedingTimes: ['first light', 'the change of the tide', 'where bait balls up'],
    holding: {
      inshore: {
        any: hold(read(cite('whidbey-blackmouth', 'the winter run of chinook (blackmouth), resident chinook that stay in Puget Sound; a boat with downriggers is usually required')), 'bait-rich points, banks and tide rips in 60-150 ft, near the bottom', 'the edges of shelves where herring and sand lance gather'),
      },
    },
    presentations: {
      artificial: lure('Spoon or squid (hoochie) behind a flasher on a downrigger, near the bottom', '3-4 in spoon, 11 in flasher', 'green/glow, white/glow, cop car', 'troll with the tide 2-3 knots, bouncing the bottom in 60-150 ft'),
      fly: lure('Baitfish fly on a sinking line (a dawn shore fish only)', 'size 2-1/0', 'green/white, blue/white', 'rarely practical: the fish hold deep'),
      live: lure('Cut-plug or whole herring mooched or trolled behind a flasher', 'size 3/0-4/0 tandem hooks', 'natural', 'mooch near the bottom on the tide change or troll slowly over bait'),
    },
    approach: [way(['shore'], 'a boat fish: from shore only at a few deep points and piers'), way(['kayak'], 'only in calm water close to shore with a small downrigger; mind the current and shipping')],
    sources: ['whidbey-blackmouth', 'usfws-hsi-chinook', 'noaa-fishwatch'],
  },
  {
    id: 'american-shad', commonName: 'American shad', scientificName: 'Alosa sapidissima', group: 'salmon',
    habitats: ['fresh'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'pacific'],
    kinds: ['river', 'tailwater'],
    preferredTempF: typical(55, 68, 'unverified: runs peak as rivers warm through the upper 50s and 60s'),
    spawnTempF: typical(55, 68, 'unverified: spawn in the rivers in spring'),
    spawnSeason: 'spring', feedingTimes: ['morning', 'evening', 'a steady current'],
    holding: { flowing: { any: gh('the edges of the main current below dams and riffles, 4-10 ft deep, where schools rest and move'), spawn: gh('flats and runs above the holding pools at dusk') } },
    presentations: {
      artificial: lure('Shad dart or small flutter spoon, two in tandem', '1/16-1/4 oz', 'chartreuse, pink, red/white', 'cast across, let it sink and swing slowly through the current seam'),
      fly: lure('Small bright shad fly on a sinking line', 'size 4-8', 'chartreuse, pink, orange', 'swing it slowly near the bottom'),
      live: lure('No bait: shad are not taken on bait; fish a dart', 'small dart', 'bright', 'swing it through the seams'),
    },
    sources: ['asmfc-species', 'noaa-fishwatch'],
  },
];
