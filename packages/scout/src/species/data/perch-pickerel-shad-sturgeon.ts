import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, sourced, spot, typical, way } from './helpers.ts';

/**
 * Four fish the catalogue missed (review 5, RC9): white perch and chain pickerel (eastern lakes,
 * ponds and tidal rivers), hickory shad (the spring run up the Atlantic rivers) and lake sturgeon
 * (the Great Lakes, the Winnebago system and big northern rivers).
 */
export const PERCH_PICKEREL_SHAD_STURGEON: SpeciesRecord[] = [
  {
    id: 'white-perch', commonName: 'White perch', scientificName: 'Morone americana', group: 'temperate-bass',
    habitats: ['fresh', 'salt'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic', 'great-lakes', 'inland-north'],
    kinds: ['natural-lake', 'reservoir', 'river', 'great-lakes', 'tidal-river', 'estuary', 'bay-flats'],
    preferredTempF: typical(68, 80, 'unverified: a summer preference near 75-80 F is often quoted'),
    spawnTempF: typical(50, 62, 'partly verified: spawning runs begin as the tidal rivers warm in late March (Chesapeake Bay Program) and run April to June in fresh and slightly brackish water (Maryland DNR); the 50-62 F figures are the commonly quoted range'),
    spawnSeason: 'spring',
    feedingTimes: ['dawn', 'dusk', 'evenings when schools dimple the surface'],
    holding: {
      inshore: {
        'pre-spawn': hold(read(cite('chesapeake-white-perch', 'Bay Field Guide: spawning runs begin as water warms in late March; adults move upstream to fresh or slightly brackish water, then back down to brackish water after spawning')), 'the upper tidal rivers and creeks, moving toward fresh water'),
        spawn: hold(read(cite('md-dnr-white-perch', 'Fish Facts: white perch spawn April through June in fresh to low-salinity water over fine gravel or sand')), 'the fresh reaches at and above the head of tide, over sand and gravel'),
        winter: hold(read(cite('md-dnr-white-perch', 'Fish Facts: in cold weather they are found in the downstream parts of the tributaries and in deeper channel areas')), 'deep channels in the lower rivers and bays'),
        any: gh('channel edges, points, piers and rock piles on moving water', spot('oyster bars', 'oyster-bars'), spot('bridge pilings', 'bridges')),
      },
      lake: {
        any: gh('schools over mid-depth flats, humps and points; near the surface at dusk'),
        winter: gh('schools over the deep basin', spot('under the ice over mud flats in 15-30 ft', 'ice')),
      },
      flowing: { spawn: gh('the upper river and the first riffles above the slow water, over sand and gravel') },
    },
    presentations: {
      artificial: lure('Small spinner, beetle spin or shad dart', '1/16-1/4 oz', 'white, chartreuse, silver', 'cast along channel edges and rock and retrieve slowly near the bottom'),
      fly: lure('Small Clouser or shad fly', 'size 6-10', 'white, chartreuse', 'strip slowly near the bottom along the channel edge'),
      live: lure('Bloodworm, grass shrimp or a piece of nightcrawler on a two-hook bottom rig', 'size 4-8 hook', 'natural', 'fish it on the bottom near channel edges, piers and rock'),
    },
    rigs: [
      rig(['live'], { kinds: ['inshore'] }, lure('Bloodworm or grass shrimp on a two-hook bottom rig', 'size 4-6 hook, 1-2 oz sinker', 'natural', 'fish the channel edges, piers and hard bottom on moving tide')),
    ],
    sources: ['chesapeake-white-perch', 'md-dnr-white-perch', 'scott-crossman-1973'],
  },
  {
    id: 'chain-pickerel', commonName: 'Chain pickerel', scientificName: 'Esox niger', group: 'esocid',
    habitats: ['fresh'], regions: ['gulf', 'south-atlantic', 'mid-atlantic', 'north-atlantic', 'inland-south', 'inland-north'],
    kinds: ['natural-lake', 'reservoir', 'river'],
    preferredTempF: sourced(70, 86, 'adult', [cite('njdfw-chain-pickerel', 'fact sheet, optimum habitat requirements: temperature 21-30 C')], 'New Jersey Fish and Wildlife: optimum 21-30 C; pickerel stay active far colder and are a mainstay of ice fishing'),
    spawnTempF: sourced(47, 52, 'spawning', [cite('njdfw-chain-pickerel', 'fact sheet, reproduction: April-May at ice-out, 8.3-11.1 C, over vegetation')], 'New Jersey Fish and Wildlife: spawning at ice-out, April to May, at 8.3-11.1 C, eggs scattered over vegetation'),
    spawnSeason: 'spring',
    feedingTimes: ['daylight', 'midday in cold water', 'overcast days'],
    holding: {
      lake: {
        any: hold(read(cite('njdfw-chain-pickerel', 'fact sheet, habitat: sluggish, heavily vegetated lakes and ponds, usually no deeper than 10 ft; solitary, in thick beds of vegetation')), 'weed edges, lily pads and pockets in the vegetation, usually in less than 10 ft'),
        winter: gh('the deeper weed edges', spot('under the ice in shallow weedy bays', 'ice')),
      },
      flowing: { any: gh('slow, weedy backwaters, sloughs and the edges of the current') },
    },
    presentations: {
      artificial: lure('Inline spinner, weedless spoon or small jerkbait', '1/8-3/8 oz, 3-4 in jerkbait', 'silver, gold, red/white, chartreuse', 'work along and over weed edges and pads; pause the jerkbait'),
      fly: lure('Baitfish streamer with a short bite tippet', 'size 2-6', 'white, chartreuse, red/white', 'strip along weed edges with pauses'),
      live: lure('Live shiner under a float', '2-4 in shiner, size 2-4 hook', 'natural', 'suspend it along weed edges and pockets'),
    },
    sources: ['njdfw-chain-pickerel', 'scott-crossman-1973'],
  },
  {
    id: 'hickory-shad', commonName: 'Hickory shad', scientificName: 'Alosa mediocris', group: 'salmon',
    habitats: ['fresh'], regions: ['south-atlantic', 'mid-atlantic', 'north-atlantic'],
    kinds: ['river', 'tailwater'],
    preferredTempF: typical(55, 68, 'unverified: the run fishes best as the rivers warm through the upper 50s and low 60s'),
    spawnTempF: sourced(54, 72, 'spawning', [cite('md-dnr-shad', 'hickory shad: spawning mid-April through early June at 54-72 F, peak 59-66 F')], 'Maryland DNR: hickory shad spawn at 54-72 F, most at 59-66 F'),
    spawnSeason: 'spring',
    feedingTimes: ['morning', 'evening', 'overcast days', 'a steady current'],
    holding: { flowing: { any: gh('current seams and eddies below the fall line and the dams, where schools stack before moving up'), spawn: gh('the fast water, seams and eddies below the fall line') } },
    presentations: {
      artificial: lure('Shad dart or small flutter spoon, two in tandem', '1/16-1/8 oz dart, size 0-1 spoon', 'chartreuse, pink, gold, silver', 'cast across the current, let it sink and swing it through the seam; hickories take higher in the water than American shad'),
      fly: lure('Small bright shad fly on a sink-tip', 'size 6-8', 'chartreuse, pink, orange', 'swing it slowly across the seam'),
      live: lure('No bait: shad are caught on darts, spoons and flies', 'small dart', 'bright', 'swing it through the seams'),
    },
    approach: [
      way(['shore'], 'cast from the rocks and banks into the seams below the fall line; do not wade fast spring water'),
      way(['boat', 'kayak'], 'anchor at the edge of the current and cast darts down and across the seam'),
    ],
    sources: ['md-dnr-shad', 'asmfc-species'],
  },
  {
    id: 'lake-sturgeon', commonName: 'Lake sturgeon', scientificName: 'Acipenser fulvescens', group: 'catfish',
    habitats: ['fresh'], regions: ['great-lakes', 'inland-north'],
    kinds: ['river', 'natural-lake', 'reservoir', 'great-lakes'],
    minLat: 38,
    preferredTempF: typical(59, 70, 'unverified: not found in a readable source'),
    spawnTempF: sourced(53, 60, 'spawning', [cite('wdnr-sturgeon-spawn', 'Wisconsin DNR biologists: water of 53-60 F draws the fish up the Wolf River to spawn; peak spawning usually April 15 to May 1')], 'Wisconsin DNR: spawning starts near 53 F (58-59 F when the water warms fast) and needs 53-60 F water'),
    spawnSeason: 'spring',
    feedingTimes: ['daylight', 'dusk', 'rising water'],
    holding: {
      flowing: {
        any: gh('deep holes and outside bends over sand and gravel, and the seams below dams'),
        spawn: hold(read(cite('wdnr-sturgeon-spawn', 'Wisconsin DNR: sturgeon run up the Wolf River from Lake Winnebago to spawn on rocky shorelines and below the Shawano dam in April')), 'rocky riffles and riprap banks below dams; spawning fish are protected'),
      },
      lake: {
        any: gh('deep mud flats and basin edges, where they root for insect larvae, snails and crayfish'),
        spawn: gh('the tributary rivers: the fish leave the lake to spawn'),
      },
    },
    presentations: {
      artificial: lure('Not a lure fish: a gob of nightcrawlers on the bottom', 'n/a', 'n/a', 'use bait on the bottom'),
      fly: lure('Not a fly fish', 'n/a', 'n/a', 'use bait on the bottom'),
      live: lure('A gob of nightcrawlers, or cut bait, on a sliding-sinker rig', '2/0-5/0 circle hook, 2-6 oz sinker, 50-80 lb line', 'natural', 'set it on the bottom of a deep hole or outside bend and wait; sturgeon bite softly'),
    },
    approach: [
      way(['shore'], 'set strong rods on the bottom of deep holes and outside bends; bring a big net and keep the fish in the water to release it'),
      way(['boat', 'kayak'], 'anchor upstream of a deep hole and let the bait settle on the bottom; keep fish in the water to release them'),
    ],
    sources: ['wdnr-sturgeon-spawn', 'scott-crossman-1973'],
  },
];
