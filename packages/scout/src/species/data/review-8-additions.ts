import type { SpeciesRecord } from '../types.ts';
import { cite, gh, hold, lure, read, rig, spot, typical, way } from './helpers.ts';

/**
 * Fish the seventh review found missing from the catalogue (review7 RC-1): gray (mangrove)
 * snapper of the Florida bays and piers, white marlin of the mid-Atlantic canyons, white
 * sturgeon of the San Francisco Estuary and the Columbia, and redtail surfperch of the Oregon
 * and Washington surf. Temperatures are typical values (not read in a primary source); the
 * range, habitat and season facts come from the agency pages named in `sources`.
 */
export const REVIEW_8_ADDITIONS: SpeciesRecord[] = [
  {
    id: 'gray-snapper', commonName: 'Gray (mangrove) snapper', scientificName: 'Lutjanus griseus', group: 'reef',
    habitats: ['salt'], regions: ['gulf', 'south-atlantic'],
    // FWC: common in Florida; juveniles in the bays, mangroves and seagrass, adults on inshore
    // and nearshore structure; strays north of Florida
    maxLat: 31,
    kinds: ['bay-flats', 'estuary', 'inlet-jetty', 'tidal-river', 'rocky-coast', 'reef-offshore'],
    preferredTempF: typical(72, 86, 'unverified: a subtropical snapper; the bay fishery is best in the summer months'),
    spawnTempF: typical(78, 86, 'unverified: spawns offshore in summer around the full moon'),
    spawnSeason: 'summer', feedingTimes: ['moving tide', 'dusk', 'night'],
    holding: {
      inshore: { any: hold(read(cite('skyway-report-2016', 'mangrove snapper the top summer bite at the Skyway piers, around the pilings and rubble')), 'bridge and pier pilings, rubble and docks', spot('mangrove shorelines', 'mangroves'), 'the edges of channels'), winter: gh('deeper channels and docks', spot('residential canals', 'canals')) },
      coast: { any: gh('jetty rocks, ledges and wrecks close to shore') },
      offshore: { any: gh('ledges, wrecks and artificial reefs in 30-120 ft') },
    },
    presentations: {
      artificial: lure('Small jig tipped with shrimp, or a small soft-plastic shrimp', '1/8-1/4 oz', 'white, pink, natural', 'drop it along the pilings and let it fall slowly'),
      fly: lure('Small shrimp or baitfish fly on a sinking line', 'size 2-6', 'tan, white, chartreuse', 'strip along shoreline cover and dock shadows'),
      live: lure('Live shrimp or a small pilchard on a knocker rig or freelined, on light fluorocarbon leader', '1/0-2/0 hook, 15-20 lb leader, as little lead as the tide allows', 'natural', 'chum, then drop the bait by the pilings; the fish are leader-shy'),
    },
    approach: [way(['shore'], 'fish the pilings and rubble of piers and bridges on the moving tide; chum with cut bait and use light leader')],
    sources: ['fwc-species', 'noaa-fishwatch', 'skyway-report-2016'],
  },
  {
    id: 'white-marlin', commonName: 'White marlin', scientificName: 'Kajikia albida', group: 'offshore-pelagic',
    habitats: ['salt'], regions: ['mid-atlantic', 'south-atlantic', 'gulf'],
    kinds: ['reef-offshore'],
    // NOAA: a migratory Atlantic billfish; off Maryland and Virginia the canyon season is
    // mid-summer to early fall (Ocean City's August logs)
    saltMonths: { 'mid-atlantic': [7, 8, 9], 'south-atlantic': [4, 5, 6, 7, 8, 9, 10], gulf: [5, 6, 7, 8, 9, 10] },
    nonSpawning: true,
    preferredTempF: typical(70, 82, 'unverified: found in warm blue water along the shelf edge'),
    spawnTempF: typical(76, 84, 'unverified: spawns far offshore in the subtropics in spring and early summer'),
    spawnSeason: 'summer',
    feedingTimes: ['morning', 'temperature breaks and current edges', 'bait schools over the canyon walls'],
    holding: { offshore: { any: hold(read(cite('ocsunset-marina-2019', 'white marlin released at the Baltimore Canyon in mid-August')), 'canyon edges and the shelf break', 'temperature breaks, weed lines and bait schools') } },
    presentations: {
      artificial: lure('Small trolling lures or skirted ballyhoo in a spread with teasers', '6-9 in skirts, 30-50 lb tackle', 'blue/white, pink, black/purple', 'troll 6-8 knots along the canyon edge and temperature breaks'),
      fly: lure('Billfish popper fly on a 14-weight, cast to a teased fish', '6/0-8/0 tandem', 'pink/white, blue/white', 'tease the fish up, pull the teaser and cast; only with a crew trained for it'),
      live: lure('Rigged ballyhoo (dead bait) trolled, or a live bait drifted along the edge', '6/0-7/0 circle hook (required with natural bait in billfish tournaments), 60-80 lb leader', 'natural', 'drop back to a fish in the spread and let it eat before coming tight'),
    },
    approach: [way(['boat'], 'troll the canyon edges and temperature breaks with circle-hook ballyhoo; release marlin in the water')],
    sources: ['noaa-fishwatch', 'ocsunset-marina-2019'],
  },
  {
    id: 'white-sturgeon', commonName: 'White sturgeon', scientificName: 'Acipenser transmontanus', group: 'catfish',
    habitats: ['fresh', 'salt'], regions: ['pacific'],
    // The San Francisco Estuary (San Pablo and Suisun bays, the Delta) to the Columbia: nothing
    // south of the South Bay's end (37.42 N; Monterey, 36.6 N, has no sturgeon fishery: review 14
    // r04). Central California's salt targets limit them to the estuary itself.
    minLat: 37.4,
    kinds: ['estuary', 'bay-flats', 'tidal-river', 'river', 'reservoir'],
    preferredTempF: typical(50, 66, 'unverified: a cool-water fish that feeds in the estuary through the winter'),
    spawnTempF: typical(50, 64, 'unverified: spawns in the Sacramento and San Joaquin (and the Columbia) in late winter and spring'),
    spawnSeason: 'spring', feedingTimes: ['the turn of the tide', 'an outgoing tide after rain', 'night'],
    holding: {
      inshore: { any: hold(read(cite('calsportsman-white-sturgeon-2024', 'white sturgeon are a sport fishery of the San Francisco Estuary, catch and release in inland waters since October 2024')), 'deep channel edges and holes in the bays', 'mud flats next to the channel on a moving tide') },
      coast: { any: gh('few fish: sturgeon live in the estuaries and rivers') },
      offshore: { any: gh('few fish: sturgeon live in the estuaries and rivers') },
      flowing: { any: gh('deep holes and outside bends with a slow current') },
      lake: { any: gh('deep holes and the old river channel') },
    },
    presentations: {
      artificial: lure('Not a lure fish: bait on the bottom', 'n/a', 'n/a', 'use bait on the bottom'),
      fly: lure('Not a fly fish', 'n/a', 'n/a', 'use bait on the bottom'),
      live: lure('Lamprey, shad or a nightcrawler gob on a sliding-sinker rig', 'single barbless circle hook (California), 4-16 oz sinker by the current, 60-80 lb line', 'natural', 'let it settle on the bottom of a deep hole or channel edge; sturgeon bite softly'),
    },
    rigs: [
      rig(['live'], { kinds: ['inshore'] }, lure('Ghost shrimp, grass shrimp, eel or lamprey on a sliding-sinker rig', 'single barbless circle hook (California), 6-16 oz sinker by the tide, 60-80 lb line', 'natural', 'anchor on a channel edge and fish the moving tide; sturgeon bite softly')),
    ],
    approach: [
      way(['boat', 'kayak'], 'anchor on a channel edge and fish the moving tide; keep big fish in the water to release them', ['inshore']),
      way(['shore'], 'fish the deep water next to a bank or pier on the moving tide with heavy gear', ['inshore']),
      way(['boat', 'kayak'], 'anchor above a deep hole and let the bait settle on the bottom; keep big fish in the water to release them', ['flowing', 'lake']),
      way(['shore'], 'set heavy rods on the bottom of a deep hole or outside bend and wait; sturgeon bite softly', ['flowing', 'lake']),
    ],
    sources: ['cdfw-species', 'calsportsman-white-sturgeon-2024'],
  },
  {
    id: 'redtail-surfperch', commonName: 'Redtail surfperch', scientificName: 'Amphistichus rhodoterus', group: 'inshore',
    habitats: ['salt'], regions: ['pacific'],
    // From central California north to Vancouver Island; the main surf fish of Oregon and
    // Washington beaches
    minLat: 37.5,
    kinds: ['surf', 'inlet-jetty'],
    preferredTempF: typical(48, 60, 'unverified: a cold-water surfperch of the northern beaches'),
    spawnTempF: typical(48, 58, 'unverified: live-bearers; young are born in summer, females move inshore in spring'),
    spawnSeason: 'summer', feedingTimes: ['the last two hours of the flood', 'high tide', 'morning'],
    holding: { surf: { any: hold(read(cite('outdoorsnw-surfperch-2015', 'perch are fished mainly on the open sandy beaches from Kalaloch south to the Columbia River')), 'troughs and holes between the bars, close to the beach', 'rip channels and the edges of the inside bar') } },
    presentations: {
      artificial: lure('Small soft-plastic sandworm or grub on a Carolina or two-hook dropper rig', '2-3 in, 2-4 oz pyramid sinker', 'camo, motor oil, red', 'cast to the trough and drag slowly'),
      fly: lure('Small shrimp fly on a sinking line', 'size 6-8', 'orange, tan', 'strip slowly through the trough'),
      live: lure('Sand shrimp, clam necks or sand crabs on a two-hook dropper rig', 'size 2-4 hook, 2-4 oz pyramid sinker', 'natural', 'cast into the trough on the incoming tide and keep the line tight'),
    },
    approach: [way(['shore'], 'fish the troughs on the last of the flood with a two-hook dropper; watch the sneaker waves')],
    sources: ['cdfw-species', 'outdoorsnw-surfperch-2015'],
  },
];
