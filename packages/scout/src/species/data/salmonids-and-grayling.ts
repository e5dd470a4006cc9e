import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, spot, typical, way } from './helpers.ts';

/** Trout in near-freezing rivers feed near the bottom: no dry flies, small and slow subsurface. */
const COLD_RIVER_FLY = rig(['fly'], { kinds: ['flowing'], belowF: 42 }, lure('Small nymph or egg pattern drifted slowly near the bottom', 'size 14-18 nymphs, 10-14 eggs', 'natural, olive, black, egg colours', 'dead-drift near the bottom of the slowest runs; no dry flies in water this cold'));

/**
 * Landlocked and lake salmonids and Arctic grayling (issue: review 5, RC9), and pink salmon of the
 * Pacific coast. Kokanee, landlocked Atlantic salmon and grayling are fished like trout, so they
 * take the trout group's lines where they have none of their own; pink salmon are salmon.
 */
export const SALMONIDS_AND_GRAYLING: SpeciesRecord[] = [
  {
    id: 'kokanee', commonName: 'Kokanee', scientificName: 'Oncorhynchus nerka', group: 'trout',
    habitats: ['fresh'], regions: ['pacific', 'inland-north', 'inland-south'],
    kinds: ['reservoir', 'natural-lake', 'river'],
    preferredTempF: typical(50, 58, 'angling press, not a primary source: kokanee hold where the water at depth is near 54 F and are found at about 44-59 F (Northwest Reel Life, 2025); Idaho Fish and Game: shallow in spring, as deep as 20-30 ft once the surface warms'),
    spawnTempF: typical(41, 54, 'partly verified: early-run kokanee spawn in August and September, late-run fish in November and December, in tributaries or on lake shores (Idaho Fish and Game); the temperatures are the commonly quoted 5-12 C'),
    spawnSeason: 'fall', seeksDepthInHeat: true,
    feedingTimes: ['first light', 'morning', 'overcast days'],
    holding: {
      lake: {
        any: hold(read(cite('idfg-kokanee', 'Idaho Fish and Game release: kokanee follow plankton and insects in the water column; in spring and early summer as shallow as 5 ft, as deep as 20-30 ft as the water warms')), 'open water over the deep basin, at the depth of the plankton and the cool water', 'shallow in spring (5-20 ft), deeper as the surface warms'),
        summer: gh('suspended schools over deep water just above the thermocline, often 25-60 ft down'),
        'pre-spawn': hold(read(cite('idfg-kokanee-runs', 'Idaho Fish and Game: early-run kokanee spawn in August and September and late-run fish in November and December, in lake tributaries or on the lake shore')), 'off the mouths of the spawning tributaries and over shoreline gravel; the fish turn red and soft'),
        winter: gh('suspended over the deep basin', spot('under the ice, often high in the water column', 'ice')),
      },
      flowing: { any: gh('the pools and gravel runs of the spawning tributaries; red fish are spawning and near the end of their lives') },
    },
    presentations: {
      artificial: lure('Dodger or small flasher with a small hoochie, spinner or wedding-ring lure tipped with corn', '4 in dodger, 1-1.5 in hoochie or spinner', 'pink, orange, chartreuse, purple', 'troll slowly (1-1.5 mph) with a downrigger or leadcore at the depth of the fish'),
      fly: lure('Small bright nymph, chironomid or wet fly at the depth of the fish', 'size 10-14', 'red, pink, chartreuse, black', 'fish it slowly on a sinking line over the schools, or under an indicator where kokanee cruise near shore'),
      live: lure('White shoepeg corn or maggots behind a dodger, or on a small jigging spoon', 'size 6-10 hook', 'natural, dyed pink or red', 'troll slowly behind a dodger, or jig vertically over the schools'),
    },
    defaultTypes: { artificial: ['boat', 'kayak'], live: ['boat', 'kayak'] },
    rigs: [
      rig(['artificial', 'live'], { kinds: ['flowing'] }, lure('Small spinner or bright fly; spawning kokanee strike out of aggression, not hunger', '#0-2 spinner, size 8-12 fly', 'orange, red, silver', 'swing it slowly through the pools; keep only where the rules allow it')),
      rig(['artificial'], { types: ['shore'] }, lure('Small spoon or spinner', '1/8-1/4 oz', 'pink, orange, silver', 'cast from points and deep banks where kokanee come near shore in spring and fall; let it sink and retrieve slowly')),
      rig(['live'], { types: ['shore'] }, lure('Corn or a small piece of worm under a slip float', 'size 8-10 hook', 'natural, dyed corn', 'set the float at the depth of the fish off a point or deep bank, mostly in spring and through the ice')),
      COLD_RIVER_FLY,
    ],
    approach: [
      way(['shore'], 'a boat fish for most of the year: from shore only where deep water comes close, mostly in spring and through the ice', ['lake']),
      way(['boat', 'kayak'], 'troll slowly at the depth where the water is near 54 F; find the schools on sonar and hold the depth', ['lake']),
    ],
    sources: ['idfg-kokanee', 'idfg-kokanee-runs', 'adfg-species'],
  },
  {
    id: 'atlantic-salmon', commonName: 'Landlocked Atlantic salmon', scientificName: 'Salmo salar', group: 'trout',
    habitats: ['fresh'], regions: ['north-atlantic', 'inland-north', 'great-lakes'],
    kinds: ['natural-lake', 'reservoir', 'river', 'great-lakes'],
    minLat: 40,
    preferredTempF: typical(50, 62, 'partly verified: a coldwater fish of cool, well-oxygenated lakes, usually in the thermocline in summer (Maine fisheries plan); the range itself is the commonly quoted value'),
    spawnTempF: typical(41, 50, 'partly verified: wild salmon spawn in lake outlets or inlets from mid-October to late November (Maine IFW); the temperatures are not sourced'),
    spawnSeason: 'fall', seeksDepthInHeat: true,
    feedingTimes: ['the weeks after ice-out', 'overcast and windy days', 'dawn', 'smelt runs'],
    holding: {
      lake: {
        spring: gh('near the surface along shorelines, points and inlet mouths where smelt run after ice-out'),
        summer: hold(read(cite('me-landlocked-plan', 'Landlocked salmon habitat: adults are generally in the thermocline in summer if the lake stratifies; the location of forage fish, mainly smelt, often dictates where salmon are')), 'the thermocline over deep water, often 20-40 ft down, near the smelt'),
        winter: hold(read(cite('me-landlocked-plan', 'Landlocked salmon habitat: in winter salmon are found suspended over deeper areas and in the littoral areas of lakes')), 'suspended over deep water and along the shallows', spot('under the ice near points and smelt', 'ice')),
        fall: gh('the shallows near inlets and outlets before the spawn'),
        spawn: hold(read(cite('me-ifw-landlocked-salmon', 'species page: wild salmon spawn in lake outlets or inlets from mid-October to late November')), 'gravel in lake outlets and inlets; many of these waters are closed to fishing then'),
      },
      flowing: {
        any: gh('the pools and runs below lake outlets, and the deadwaters in winter'),
        spawn: gh('gravel in the outlet and inlet streams in October and November'),
      },
    },
    presentations: {
      artificial: lure('Trolled spoon or smelt-imitating plug', '2-3 in spoon, 3-4 in plug', 'silver, copper, smelt', 'troll fast (2-3 mph) with S-turns near the surface after ice-out; go down to the thermocline in summer'),
      fly: lure('Smelt streamer (Gray Ghost, Black Ghost) trolled or cast', 'size 2-6 long-shank streamers', 'gray, black, white', 'troll streamers close to the surface after ice-out; swing them through the pools below outlets'),
      live: lure('Live smelt trolled slowly, or on a tip-up where legal', 'size 4-6 hook', 'natural', 'troll a smelt slowly near the surface in spring; fish it 15-40 ft down over deep water in winter'),
    },
    defaultTypes: { artificial: ['boat', 'kayak'], fly: ['boat', 'kayak'], live: ['boat', 'kayak'] },
    rigs: [
      rig(['artificial'], { types: ['shore'] }, lure('Small spoon or spinner', '1/8-1/4 oz', 'silver, gold, smelt', 'cast from points, inlet mouths and outlets after ice-out and in fall')),
      rig(['fly'], { types: ['shore'] }, lure('Smelt streamer on a sink-tip', 'size 2-6 long-shank', 'gray, black, white', 'cast and strip fast where smelt run at inlet mouths after ice-out, and swing it through the pools below outlets')),
      rig(['live'], { types: ['shore'] }, lure('Live smelt or shiner under a float, where bait is legal', 'size 4-6 hook', 'natural', 'fish points and inlet mouths after ice-out')),
      COLD_RIVER_FLY,
    ],
    approach: [
      way(['boat', 'kayak'], 'troll streamers and spoons fast and shallow right after ice-out; follow the smelt down to the thermocline in summer', ['lake']),
      way(['shore'], 'cast from points, inlet mouths and outlets after ice-out and in fall, when salmon come shallow', ['lake']),
    ],
    sources: ['me-ifw-landlocked-salmon', 'me-landlocked-plan'],
  },
  {
    id: 'arctic-grayling', commonName: 'Arctic grayling', scientificName: 'Thymallus arcticus', group: 'trout',
    habitats: ['fresh'], regions: ['alaska', 'inland-north'],
    kinds: ['river', 'natural-lake', 'reservoir'],
    minLat: 40,
    preferredTempF: typical(45, 60, 'unverified: a coldwater fish of clear rivers and lakes'),
    spawnTempF: typical(39, 50, 'partly verified: spawning in May and June, soon after break-up, in tundra streams, inlets and outlets (USFWS Arctic Refuge; Kaya 1989); the temperatures are not sourced'),
    spawnSeason: 'spring',
    feedingTimes: ['midday hatches', 'evening', 'all day in the long summer light'],
    holding: {
      flowing: {
        any: hold(read(cite('usfws-anwr-grayling', 'after break-up grayling move up into streams to spawn and feed through the summer; in August and September they return to deep pools and spring-fed channels to winter')), 'riffles, runs and the tails of pools in clear water, where drifting insects come to them'),
        winter: gh('deep pools and spring-fed channels'),
        spawn: gh('gravel riffles in small clear tributaries soon after break-up'),
      },
      lake: { any: gh('inlets, outlets and shoreline drop-offs where insects hatch and drift') },
    },
    presentations: {
      artificial: lure('Small inline spinner or spoon', '#0-2 spinner, 1/16-1/8 oz spoon', 'silver, gold, black', 'cast across the current and retrieve slowly through the riffles'),
      fly: lure('Small dry fly (mosquito, Adams, caddis) or a bead-head nymph', 'size 12-18', 'black, gray, tan', 'dead-drift through riffles and the tails of pools; grayling rise readily'),
      live: lure('Small worm or salmon egg where bait is legal', 'size 10-12 hook', 'natural', 'drift it through the riffles'),
    },
    rigs: [COLD_RIVER_FLY],
    sources: ['adfg-species', 'usfws-anwr-grayling'],
  },
  {
    id: 'pink-salmon', commonName: 'Pink (humpy) salmon', scientificName: 'Oncorhynchus gorbuscha', group: 'salmon',
    habitats: ['salt', 'fresh'], regions: ['pacific', 'alaska'],
    kinds: ['estuary', 'bay-flats', 'rocky-coast', 'inlet-jetty', 'surf', 'reef-offshore', 'tidal-river', 'river'],
    minLat: 46,
    saltMonths: { pacific: [7, 8, 9], alaska: [6, 7, 8, 9] },
    preferredTempF: typical(48, 57, 'unverified: not found in a readable source'),
    spawnTempF: typical(45, 55, 'unverified: spawn in late summer and fall in rivers, often close to tidewater'),
    spawnSeason: 'fall',
    feedingTimes: ['dawn', 'tide changes', 'when schools show on the surface'],
    holding: {
      inshore: { any: hold(read(cite('wdfw-pink-salmon', 'WDFW: the pink run in the marine areas of Puget Sound peaks by early to mid August; river anglers catch them from late August through October; anglers catch them from shore and piers')), 'points, beaches, piers and tide lines close to shore, where schools pass near the surface') },
      coast: { any: gh('points and tide lines near the surface, where schools follow the shore toward the rivers', spot('the kelp lines off the points', 'kelp')) },
      flowing: { any: gh('the lower river: slow pools and seams close to tidewater'), spawn: gh('gravel runs in the lower river; dark, humped fish are spawning') },
    },
    presentations: {
      artificial: lure('Pink spoon, spinner or jig (Buzz Bomb style)', '1/4-1 oz', 'pink, pink/silver', 'cast and retrieve slowly near the surface from beaches, points and piers, or from a drifting boat'),
      fly: lure('Small pink fly (Clouser, shrimp or squid pattern) on an intermediate line', 'size 4-8', 'pink, pink/white', 'strip slowly through passing schools'),
      live: lure('A strip of herring or prawn on a small pink hoochie or spinner, where bait is legal', 'size 1-2/0 hook', 'pink, natural', 'fish it slowly near the surface where schools pass'),
    },
    rigs: [
      rig(['artificial'], { kinds: ['inshore', 'coast', 'offshore'], types: ['boat'] }, lure('Small pink hoochie or spoon behind a flasher, trolled slowly and shallow', '1.5-2 in hoochie, 8-11 in flasher', 'pink', 'troll at 1.5-2 mph in the top 30 ft along the tide lines')),
    ],
    sources: ['wdfw-pink-salmon', 'adfg-species', 'noaa-fishwatch'],
  },
];
