import type { SpeciesRecord } from '../types.ts';
import { cite, gh, lure, read, sourced, typical } from './helpers.ts';

export const PERCIDS_AND_ESOCIDS: SpeciesRecord[] = [
  {
    id: 'walleye', commonName: 'Walleye', scientificName: 'Sander vitreus', group: 'percid',
    habitats: ['fresh'], regions: ['mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: sourced(69, 75, 'adult', [cite('njdfw-walleye', 'article text: optimal water temperature 69-75 F')], 'New Jersey Fish and Wildlife gives 69-75 F as the optimal water temperature for this coolwater fish'),
    spawnTempF: sourced(41, 50, 'spawning', [cite('ontario-mnr-walleye', 'Spawning temperature section: mostly 5-10 C, peak 7-8 C'), cite('sdgfp-spawn-temps', 'list of spawning temperatures (walleye 46-48 F)')], 'Ontario MNR: mostly 5-10 C with a peak at 7-8 C; South Dakota GF&P: starts at 46-48 F'),
    seeksDepthInHeat: true,
    spawnSeason: 'spring', feedingTimes: ['dusk', 'night', 'dawn', 'overcast and windy days'],
    presentations: {
      artificial: lure('Jig and soft-plastic minnow; shallow-running crankbait at night', '1/8-3/8 oz jig with 3 in plastic; 4-5 in stickbait', 'chartreuse, firetiger, white', 'hop slowly on bottom; troll or cast stickbaits over shoals after dark'),
      fly: lure('Weighted baitfish streamer on a sink-tip', 'size 2-6', 'white, chartreuse', 'slow strip near bottom on rocky shoals'),
      live: lure('Minnow, leech or nightcrawler on a bottom-bouncer or slip-sinker rig', 'size 4-6 hook', 'natural', 'drag slowly along breaks and weed edges'),
    },
    sources: ['usfws-hsi-walleye', 'ontario-mnr-walleye', 'mdc-field-guide'],
  },
  {
    id: 'sauger', commonName: 'Sauger', scientificName: 'Sander canadensis', group: 'percid',
    habitats: ['fresh'], regions: ['great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(69, 75, 'proxy: the walleye figure is borrowed; no sauger figure was found'),
    spawnTempF: typical(40, 52, 'unverified: not found in a readable source'),
    spawnSeason: 'spring', feedingTimes: ['dusk', 'night', 'cloudy days'],
    holding: {
      flowing: { winter: gh('deep river holes and dam tailwaters, current breaks on sand and rock'), summer: gh('deep river channels and sand flats near current') },
      tailwater: { any: gh('current breaks on sand and rock below the dam; the deep holes in winter') },
    },
    presentations: {
      artificial: lure('Jig with a twister tail, vertical-jigged', '1/4-1/2 oz', 'chartreuse, orange, white', 'bounce on bottom in current below dams'),
      fly: lure('Heavy weighted streamer', 'size 2-4', 'chartreuse/white', 'dead-drift then swing near bottom'),
      live: lure('Minnow on a jig or three-way rig', 'size 4 hook', 'natural', 'hold in current seams below dams'),
    },
    sources: ['scott-crossman-1973', 'mdc-field-guide'],
  },
  {
    id: 'yellow-perch', commonName: 'Yellow perch', scientificName: 'Perca flavescens', group: 'percid',
    habitats: ['fresh'], regions: ['mid-atlantic', 'north-atlantic', 'pacific', 'great-lakes', 'inland-south', 'inland-north'],
    preferredTempF: typical(66, 77, 'unverified: not found in a readable source'),
    spawnTempF: sourced(46, 55, 'spawning', [cite('perch-spawning-mendota', 'Abstract: Lake Mendota perch spawn at 8.0-12.0 C'), cite('perch-spawning-lake-michigan-2015', 'Abstract: spawning began near 11 C and ended above 13 C'), cite('sdgfp-spawn-temps', 'list of spawning temperatures (perch 48-50 F)')], 'sources span: Lake Mendota perch spawn at 8-12 C; in Lake Michigan spawning began near 11 C and stopped above 13 C; South Dakota GF&P gives 48-50 F for the start'),
    spawnSeason: 'spring', feedingTimes: ['morning', 'afternoon', 'daylight hours'],
    holding: { lake: { summer: gh('schools along weed edges and over sand and mud flats, near bottom') } },
    presentations: {
      artificial: lure('Small jig or jigging spoon', '1/16-1/8 oz', 'gold, perch, chartreuse', 'jig just off bottom; move until you find a school'),
      fly: lure('Small weighted nymph or bugger', 'size 10-12', 'olive, chartreuse', 'slow strip near bottom'),
      live: lure('Minnow, worm or wax worm on a drop-shot or spreader rig', 'size 6-8 hook', 'natural', 'fish on or just above bottom'),
    },
    sources: ['usfws-hsi-yellow-perch', 'scott-crossman-1973'],
  },
  {
    id: 'northern-pike', commonName: 'Northern pike', scientificName: 'Esox lucius', group: 'esocid',
    habitats: ['fresh'], regions: ['north-atlantic', 'great-lakes', 'inland-south', 'inland-north', 'alaska'],
    preferredTempF: sourced(61, 70, 'adult', [cite('pike-thermal-mn-2012', 'abstract: preferred temperatures of large pike in August typically 16-21 C (telemetry in two north-central Minnesota lakes)')], 'large (adult) pike; the HSI model gives only a yearling feeding peak at 15-18 C, so it is not used for adults'),
    spawnTempF: sourced(42, 54, 'spawning', [cite('usfws-hsi-northern-pike', 'p. 10 (Reproduction): spawn shortly after ice-out at 8-12 C; most females done above 13 C'), cite('sdgfp-spawn-temps', 'list of spawning temperatures (pike 42-44 F)')], 'sources span: spawning just after ice-out at 8-12 C, most females done by 13 C, a few below 8 C (HSI model); South Dakota GF&P gives 42-44 F for the start'),
    spawnSeason: 'spring', feedingTimes: ['daylight', 'midday in cold water', 'ahead of fronts'],
    presentations: {
      artificial: lure('Spoon, inline spinner or jerkbait', '4-6 in; 1/2-1 oz spoon', 'red/white, silver, perch', 'steady retrieve along weed edges; pause jerkbaits in cold water'),
      fly: lure('Large baitfish streamer with a bite tippet', 'size 2/0-4/0', 'white, chartreuse, red/white', 'long strips with pauses along weeds'),
      live: lure('Sucker or large shiner under a float, quick-strike rig', '6-10 in bait', 'natural', 'suspend over weed edges; set quickly to avoid deep hooking'),
    },
    sources: ['usfws-hsi-northern-pike', 'scott-crossman-1973'],
  },
  {
    id: 'muskellunge', commonName: 'Muskellunge', scientificName: 'Esox masquinongy', group: 'esocid',
    habitats: ['fresh'], regions: ['mid-atlantic', 'north-atlantic', 'great-lakes', 'inland-north'],
    preferredTempF: typical(67, 80, 'unverified: not found in a readable source'),
    spawnTempF: sourced(49, 59, 'spawning', [cite('njdfw-muskellunge', 'fact sheet, spawning paragraph: late March-April at 9.4-15.0 C')], 'New Jersey Fish and Wildlife: spawning in late March and April at 9.4-15.0 C'),
    spawnSeason: 'spring', feedingTimes: ['low light', 'moon rise and set (angler tradition)', 'ahead of fronts'],
    // MN DNR: "during early summer and late fall muskellunge may be at their most active during the
    // warmest periods of the day". The DNR names the season, not a temperature: 50 °F as the mark
    // of late-fall water is our judgement (review 12 r02: Leech Lake at 47 °F in late October).
    warmHours: { belowF: 50, basis: read(cite('mndnr-muskellunge-learn', 'When to fish: in early summer and late fall muskellunge may be most active during the warmest periods of the day')) },
    presentations: {
      artificial: lure('Bucktail, large glide bait or jerkbait', '8-12 in', 'black, white, firetiger', 'cast weed edges and rock; always finish with a figure-eight'),
      fly: lure('Large articulated streamer with wire bite guard', 'size 4/0-6/0', 'black, white, yellow', 'long strips; figure-eight at the boat'),
      live: lure('Large sucker on a quick-strike rig', '10-14 in sucker', 'natural', 'drift along weed edges; set immediately with quick-strike hooks'),
    },
    sources: ['usfws-hsi-muskellunge', 'scott-crossman-1973', 'mndnr-muskellunge-learn'],
  },
];
