import { gh, spot } from './data/helpers.ts';
import type { KindKey, PhaseHolding, SpeciesGroup } from './types.ts';

/**
 * Where each saltwater group usually holds, by kind of water and phase (common guide practice,
 * shown with that label). Oyster bars, mangroves, seagrass, marsh, kelp and canals are named
 * only where the place has them (see the sub-region files); species records override these.
 */
export const SALT_GROUP_HOLDING: Partial<
  Record<SpeciesGroup, Partial<Record<KindKey, PhaseHolding>>>
> = {
  inshore: {
    'bay-flats': {
      winter: gh(
        'deep holes and channels next to the flats',
        'shallow dark-bottomed flats that warm on sunny afternoons',
        spot('residential canals', 'canals'),
        spot('creeks that hold warmth', 'salt-marsh'),
      ),
      'pre-spawn': gh(
        spot('grass flats and potholes warming on sunny afternoons', 'seagrass'),
        spot('oyster bars', 'oyster-bars'),
        'sand and shell flats next to deeper water',
      ),
      spawn: gh('passes, channel edges and deeper water near inlets'),
      'post-spawn': gh(
        spot('grass flats and potholes', 'seagrass'),
        spot('mangrove shorelines', 'mangroves'),
        spot('marsh edges', 'salt-marsh'),
        'channel edges',
      ),
      summer: gh(
        spot('grass flats and potholes at dawn', 'seagrass'),
        spot('mangrove shorelines on the high tide', 'mangroves'),
        spot('flooded marsh grass on the high tide', 'salt-marsh'),
        'docks, deeper edges and channels as the sun climbs',
      ),
      fall: gh(
        spot('marsh drains on falling tides', 'salt-marsh'),
        spot('oyster bars', 'oyster-bars'),
        spot('mangrove points', 'mangroves'),
        'creek mouths and points full of bait',
      ),
    },
    inshore: {
      winter: gh(
        'deep holes in creeks and river bends',
        'mud banks that warm in the afternoon sun',
        spot('residential canals', 'canals'),
      ),
      spawn: gh('the lower river and passes near inlets'),
      any: gh(
        'creek mouths, points and drains on a falling tide',
        spot('oyster bars', 'oyster-bars'),
        spot('marsh edges', 'salt-marsh'),
        spot('mangrove shorelines', 'mangroves'),
        'docks and bridge shadows',
      ),
    },
    surf: {
      any: gh(
        'sloughs and troughs between the bars',
        'cuts in the outer bar where water drains out',
        'points where the beach bends',
      ),
      fall: gh(
        'sloughs, cuts and points where the fall bait run moves along the beach',
        'the rips off points and inlets',
      ),
      winter: gh('the deepest sloughs, near inlets; fewer fish in the cold'),
    },
    'inlet-jetty': {
      any: gh(
        'jetty tips and the eddies behind them',
        'inlet channel edges on a moving tide',
        spot('bridge pilings and fenders', 'bridges'),
      ),
    },
    coast: {
      any: gh('coves and points with sand patches between the rocks'),
    },
    offshore: {
      any: gh('nearshore reefs, wrecks and bars where schools of big fish roam'),
    },
  },
  flatfish: {
    inshore: {
      winter: gh('deep channels; few fish inshore'),
      spawn: gh('offshore and near inlets; inshore fishing is poor'),
      fall: gh('inlets, passes and creek mouths as fish move toward the ocean'),
      any: gh(
        'sand and mud edges near channels, drop-offs and creek mouths',
        spot('the edges of grass beds', 'seagrass'),
        spot('bridge pilings', 'bridges'),
      ),
    },
    surf: {
      any: gh('troughs close to the beach and the edges of the bars'),
    },
    'inlet-jetty': {
      any: gh('sand bottom next to the jetty rocks and the edges of the inlet channel'),
    },
    coast: {
      any: gh('sand patches between rocks and the sand edge of reefs'),
    },
    offshore: {
      any: gh('sand and gravel bottom near reefs, wrecks and banks'),
    },
  },
  reef: {
    inshore: {
      any: gh(
        spot('bridge and dock pilings', 'bridges'),
        spot('oyster bars', 'oyster-bars'),
        'rock piles, seawalls and rubble',
      ),
    },
    'inlet-jetty': {
      any: gh('jetty rocks and rubble', spot('bridge pilings', 'bridges')),
    },
    'rocky-coast': {
      any: gh('rocky reefs, ledges and boulder fields', spot('kelp beds', 'kelp')),
    },
    surf: {
      any: gh('rock outcrops and structure along the beach; few reef fish in open surf'),
    },
    offshore: {
      winter: gh('deeper reefs, wrecks and ledges'),
      spawn: gh('reef and ledge aggregations; check seasonal closures'),
      any: gh(
        'reefs, wrecks, ledges and rock piles',
        spot('coral heads and reef edges', 'coral-reef'),
      ),
    },
  },
  flats: {
    'bay-flats': {
      winter: gh('deeper channels and basins next to the flats; on the flats on warm afternoons'),
      spawn: gh('offshore or in deep channels; flats fishing slows'),
      any: gh(
        'flats on the rising tide early and late, channel edges at midday',
        spot('the edges of turtle grass', 'seagrass'),
        spot('mangrove shorelines', 'mangroves'),
      ),
    },
    inshore: {
      any: gh(
        'deep river bends and channels; small fish in backwater creeks',
        spot('residential canals', 'canals'),
      ),
    },
    'inlet-jetty': {
      any: gh('passes and bridges on the outgoing tide', spot('bridge shadow lines', 'bridges')),
    },
    surf: {
      any: gh('beach troughs and sand flats where schools cruise'),
    },
    offshore: {
      any: gh('rarely targeted offshore; the nearest flats and channel edges hold the fish'),
    },
    coast: {
      any: gh(
        'points and channels where the flats drain into deeper water; seldom on open rocky shore',
      ),
    },
  },
  'coastal-pelagic': {
    coast: {
      winter: { ...gh('offshore or far south; few fish near shore'), awayFromShore: true },
      fall: gh('the fall bait run along the beaches, inlets and pier ends'),
      any: gh(
        'bait schools along the beaches, pier ends and inlets',
        spot('the outside of the kelp', 'kelp'),
      ),
    },
    inshore: {
      any: gh('bay mouths, channels and bridges where bait gathers'),
    },
    offshore: {
      any: gh('nearshore reefs, wrecks, bait schools and birds'),
    },
  },
  'offshore-pelagic': {
    offshore: {
      any: gh(
        'weed lines, floating debris, temperature and color breaks',
        'current edges and bait schools',
      ),
      summer: gh('weed lines, debris, canyons and temperature breaks'),
    },
    coast: {
      any: gh(
        'not usually this close to shore; the deep-water edge off points and pier ends is the only chance',
      ),
    },
    inshore: {
      any: gh('not found in bays and estuaries; they live in blue water offshore'),
    },
  },
  'temperate-bass': {
    inshore: {
      winter: gh('deep holes in rivers and bays; warm-water discharges'),
      'pre-spawn': gh('moving up the tidal rivers toward the spawning reaches'),
      spawn: gh('the tidal freshwater reaches of coastal rivers'),
      'post-spawn': gh('dropping back through the bays toward the coast'),
      summer: gh(
        'channel edges, rips and points on moving water; cooler deep water by day',
        spot('bridge pilings at night', 'bridges'),
      ),
      fall: gh('bays, creek mouths and points full of bait'),
    },
    surf: {
      any: gh('sloughs, cuts and points in the surf, along the bait'),
      fall: gh('the fall run along the beaches: sloughs and points where the bait moves'),
    },
    'inlet-jetty': {
      any: gh('rips at inlet mouths and jetty tips on a moving tide', spot('bridges', 'bridges')),
    },
    'rocky-coast': {
      any: gh('boulder fields, rocky points and the rips off them'),
    },
    offshore: {
      any: gh('rips, shoals and bait schools along the coast'),
    },
  },
  salmon: {
    inshore: {
      winter: gh('bait-rich points, banks and tide rips in 60-150 ft'),
      any: gh('points, tide rips and bait near river mouths'),
    },
    coast: {
      any: gh('points and bait schools near river mouths', spot('kelp lines', 'kelp')),
    },
    offshore: {
      any: gh('open water at the depth of the bait, along tide rips and temperature breaks'),
    },
  },
};
