import type { SeasonPhase, SpeciesGroup } from './types.ts';

/**
 * Where each group of fish usually holds in each seasonal phase. This is general angling and
 * fisheries knowledge written as guidance, with no figures; species records override it where
 * they differ.
 */
export const GROUP_HOLDING: Record<SpeciesGroup, Record<SeasonPhase, string>> = {
  'black-bass': {
    winter:
      'deepest structure near the main channel: ledges, bluff banks, steep rock; slow and tight to bottom',
    'pre-spawn':
      'staging points and secondary points on the way into spawning pockets, first breaks off flats',
    spawn:
      'shallow protected pockets and flats with hard bottom, beside stumps, docks and vegetation',
    'post-spawn':
      'first drop-offs outside spawning flats, docks and shade lines; males guard fry shallow',
    summer:
      'offshore ledges, humps and deep grass edges by day; shallow cover and shade at dawn and dusk',
    fall: 'backs of creeks chasing baitfish, shallow flats and points as the water cools',
  },
  sunfish: {
    winter: 'deeper basin edges and brush piles, tight schools near bottom',
    'pre-spawn': 'warming shallow bays, just outside spawning flats',
    spawn: 'colonies of beds on sand or gravel in shallow protected water',
    'post-spawn': 'weed edges and docks near the beds',
    summer: 'weed edges, docks, brush piles and shade, deeper at midday',
    fall: 'weed lines and brush in moderate depth',
  },
  'temperate-bass': {
    winter: 'deep main-lake basins and river channels, following schools of shad',
    'pre-spawn': 'river arms and tributary mouths, moving upstream',
    spawn: 'tributaries and rivers with current over sand and gravel',
    'post-spawn': 'dropping back to main-lake points and humps',
    summer: 'open-water schools over humps and channel edges, surfacing on bait at dawn and dusk',
    fall: 'chasing shad on flats, points and creek mouths; surface schooling',
  },
  percid: {
    winter: 'deep basin edges and mud flats; under ice in the north',
    'pre-spawn': 'below dams and near tributary mouths, rocky shorelines',
    spawn: 'wind-swept rock and gravel shoals, river riffles below dams, mostly at night',
    'post-spawn': 'first weed edges and mid-depth flats near spawning areas',
    summer: 'deep weed edges, rock humps and mud flats; shallow in low light',
    fall: 'rocky points and steep breaks; shallow at night',
  },
  esocid: {
    winter: 'deep weed remnants and basin edges; under ice near shallow bays in the north',
    'pre-spawn': 'shallow marshy bays and tributaries that warm first',
    spawn: 'flooded vegetation and marsh edges in very shallow water',
    'post-spawn': 'emerging weed beds next to spawning bays',
    summer: 'outside weed edges, cabbage beds and rock; big fish deeper and cooler',
    fall: 'remaining green weeds and rock near deep water, following baitfish',
  },
  catfish: {
    winter: 'deep holes in rivers and reservoirs, slow water',
    'pre-spawn': 'moving up rivers and toward rocky banks and riprap',
    spawn: 'cavities: undercut banks, logs, rock crevices and riprap',
    'post-spawn': 'channel edges and flats near spawning cover',
    summer: 'deep holes and channel ledges by day, feeding on flats and in current at night',
    fall: 'channel edges and flats, feeding hard before winter',
  },
  trout: {
    winter: 'slow deep pools and tailouts, near springs where water is warmer',
    'pre-spawn': 'moving toward gravel riffles and tributaries',
    spawn: 'clean gravel in riffles and pool tailouts (avoid wading on redds)',
    'post-spawn': 'pools below spawning riffles, recovering',
    summer:
      'riffles and pocket water with oxygen, cold tributary mouths and springs; deeper in lakes',
    fall: 'feeding lanes at riffle heads and undercut banks',
  },
  salmon: {
    winter: 'ocean or big-lake open water following bait',
    'pre-spawn': 'staging off river mouths and in estuaries before the run',
    spawn: 'tributary gravel beds; fish are dark and protected in many waters',
    'post-spawn': 'spawned-out fish die; fish the next run or bright fish lower down',
    summer: 'open water at the thermocline depth over bait, near river mouths',
    fall: 'river mouths, estuaries and deep pools in rivers during the run',
  },
  inshore: {
    winter:
      'deep holes in creeks and canals, dark mud bottoms that hold warmth, residential canals',
    'pre-spawn': 'grass flats and oyster bars warming on sunny afternoons',
    spawn: 'passes, channel edges and deeper grass near inlets',
    'post-spawn': 'grass flats and potholes, mangrove and marsh edges',
    summer:
      'flats and marsh edges at dawn, deeper grass, docks and channel edges as the sun climbs',
    fall: 'marsh drains on falling tides, oyster bars, creek mouths full of bait',
  },
  flatfish: {
    winter: 'offshore or deep channels; few fish inshore',
    'pre-spawn': 'moving toward inlets and passes',
    spawn: 'offshore and near inlets; inshore fishing is poor',
    'post-spawn': 'moving back into bays on sand and mud bottom',
    summer: 'sand and mud edges near channels, drop-offs, inlets and structure',
    fall: 'inlets, passes and creek mouths as fish move toward the ocean',
  },
  reef: {
    winter: 'deeper reefs, wrecks and ledges',
    'pre-spawn': 'aggregating on reefs and ledges',
    spawn: 'reef and ledge aggregations; check seasonal closures',
    'post-spawn': 'reefs, wrecks and rock piles',
    summer: 'reefs, wrecks, pilings, jetties and rock piles',
    fall: 'nearshore reefs, jetties and wrecks as water cools',
  },
  flats: {
    winter: 'deeper channels and basins next to flats; on flats only on warm afternoons',
    'pre-spawn': 'flats edges and channels near deeper water',
    spawn: 'offshore or in deep channels; flats fishing slows',
    'post-spawn': 'returning to flats and channel edges',
    summer: 'flats on the rising tide early and late, channel edges at midday',
    fall: 'flats and basins; best on moving water and stable weather',
  },
  'coastal-pelagic': {
    winter: 'offshore or far south; few fish nearshore',
    'pre-spawn': 'migrating along the beaches and inlets with the bait',
    spawn: 'nearshore and offshore open water',
    'post-spawn': 'following bait schools near inlets, piers and reefs',
    summer: 'bait schools along beaches, piers, inlets and nearshore reefs',
    fall: 'fall bait run along the beaches and inlets',
  },
  'offshore-pelagic': {
    winter: 'warm-water edges and current breaks far offshore',
    'pre-spawn': 'temperature breaks, weed lines and current edges',
    spawn: 'open ocean in warm water',
    'post-spawn': 'weed lines, floating debris and temperature breaks',
    summer: 'weed lines, floating debris, temperature breaks and canyons',
    fall: 'temperature breaks and bait concentrations',
  },
};
