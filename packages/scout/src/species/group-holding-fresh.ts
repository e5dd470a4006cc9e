import { gh, spot } from './data/helpers.ts';
import type { KindKey, PhaseHolding, SpeciesGroup } from './types.ts';

/**
 * Where each freshwater group usually holds, by kind of water and phase: general angling
 * knowledge written as guidance (common guide practice, shown with that label), with no figures.
 * A spot that needs a feature (bluffs, standing timber, emergent grass) is named only where the
 * place has it. Species records override these where they differ.
 */
export const FRESH_GROUP_HOLDING: Partial<
  Record<SpeciesGroup, Partial<Record<KindKey, PhaseHolding>>>
> = {
  'black-bass': {
    // A pond has no creek channels, points or offshore humps: its edges, its deepest water, the
    // dam and whatever cover is in it.
    pond: {
      winter: gh('the deepest water, usually near the dam, slow and close to the bottom'),
      'pre-spawn': gh(
        'the first drop-off from the shallows and the sunny north bank on warm afternoons',
      ),
      spawn: gh(
        'shallow edges with firm bottom, 1-4 ft',
        spot('openings in the cattails, reeds and lily pads', 'emergent-grass'),
      ),
      'post-spawn': gh('shade lines, the weed edge and the dam, near the shallows'),
      summer: gh(
        'the dam, the deepest edge and any shade or weed beds by day',
        'the shallows at first light and after dark',
      ),
      fall: gh('the shallow flats and the inflow, chasing bluegill and minnows as the pond cools'),
    },
    reservoir: {
      winter: gh(
        'main-lake points and creek-channel bends next to the deepest water',
        'channel ledges and drop-offs, tight to the bottom',
        spot('steep bluff banks', 'bluffs'),
        spot('standing timber along the old creek channels', 'standing-timber'),
      ),
      'pre-spawn': gh(
        'secondary points and creek-channel bends leading into spawning pockets',
        spot('timber and stumps along the creek channels', 'standing-timber'),
        'the first breaks off spawning flats',
        spot('grass edges on the flats', 'submerged-grass'),
      ),
      spawn: gh(
        'shallow protected pockets and the backs of coves with hard bottom',
        'stumps, laydowns and docks in 1-6 ft',
        spot('grass beds on the spawning flats', 'submerged-grass'),
      ),
      'post-spawn': gh(
        'the first drop-offs outside spawning pockets, docks and shade lines',
        'males guarding fry stay shallow',
      ),
      summer: gh(
        'offshore ledges, humps, road beds and channel edges by day',
        spot('the deep edge of the grass', 'submerged-grass'),
        'shallow cover, points and shade at dawn and dusk',
      ),
      fall: gh(
        'backs of creeks and pockets following shad',
        'flats and secondary points as the water cools',
      ),
    },
    'natural-lake': {
      winter: gh(
        'the deepest weed edges and basin drop-offs near the best spawning bays',
        spot(
          'the outside edges of the eelgrass and hydrilla; sunny, protected pockets in the emergent grass on warm afternoons',
          'emergent-grass',
        ),
        spot('under the ice on deep weed edges', 'ice'),
      ),
      'pre-spawn': gh(
        'the outside edges of weed beds next to spawning bays',
        spot('openings and points in the bulrush, reeds and Kissimmee grass', 'emergent-grass'),
        'warming protected bays on the north shore',
      ),
      spawn: gh(
        'shallow protected bays with firm sand or shell bottom',
        spot('hard-bottom holes in the bulrush, Kissimmee grass and reeds', 'emergent-grass'),
        'docks and lily pads in shallow coves',
      ),
      'post-spawn': gh(
        'the weed edges just outside the spawning bays',
        spot('outside edges of the emergent grass and pads', 'emergent-grass'),
        'docks and shade lines; males guard fry shallow',
      ),
      summer: gh(
        'deep weed edges, offshore humps and bars by day',
        spot('under matted vegetation and pads in the heat', 'emergent-grass'),
        'shallow cover and docks at dawn and dusk',
      ),
      fall: gh(
        'green weeds that are still standing, points and inside turns near deep water',
        'shallow flats where bait gathers as the water cools',
      ),
    },
    'great-lakes': {
      any: gh(
        'rock and sand flats, shoals and breakwalls in 8-25 ft',
        'harbours and protected bays that warm first',
      ),
      winter: gh(
        'deep harbour basins and the deepest breaks near rock',
        'slow and tight to bottom',
      ),
      summer: gh('offshore rock humps and reefs in 15-30 ft', 'breakwalls and harbour mouths'),
    },
    flowing: {
      any: gh(
        'current breaks: eddies behind boulders, wood and bridge piers',
        'the tails of pools and the seams beside riffles',
      ),
      winter: gh(
        'slow, deep pools and eddies out of the main current',
        'spring-fed or warmer backwaters',
      ),
      spawn: gh('protected backwaters, sloughs and slow gravel margins out of the current'),
      'pre-spawn': gh('slower water at the heads of backwaters and the ends of gravel bars'),
    },
  },
  sunfish: {
    pond: {
      winter: gh('the deepest water near the dam, in tight schools'),
      spawn: gh('beds in colonies on firm bottom in 1-3 ft along the banks'),
      summer: gh('shade, weed edges and the dam; deeper at midday, the banks at dawn and dusk'),
      any: gh('the weed edges, brush and the dam'),
    },
    lake: {
      winter: gh(
        'deeper basin edges and brush piles, tight schools near bottom',
        spot('under the ice over the deepest weed edges', 'ice'),
      ),
      'pre-spawn': gh('warming shallow bays just outside the spawning flats'),
      spawn: gh(
        'colonies of beds on sand or gravel in shallow protected water',
        spot('hard bottom among the emergent grass', 'emergent-grass'),
      ),
      'post-spawn': gh('weed edges and docks near the beds'),
      summer: gh('weed edges, docks, brush piles and shade, deeper at midday'),
      fall: gh('weed lines and brush in moderate depth'),
    },
    reservoir: {
      winter: gh(
        'brush piles over creek channels, suspended',
        spot('standing timber over the channels', 'standing-timber'),
      ),
      summer: gh('brush piles, docks and timber, suspended at the depth of the baitfish'),
      // Reservoirs such as Lanier have no weed lines to speak of: in the fall crappie move back to
      // the brush piles and the docks over 20 ft or more (Lake Lanier Crappie Anglers report, 28
      // Oct 2020, laniercrappieanglers.net; review 11, r03)
      fall: gh(
        'brush piles and docks over 15-30 ft, suspended with the bait as the water cools',
        spot('standing timber along the creek channels', 'standing-timber'),
      ),
    },
    flowing: {
      any: gh(
        'slack water beside the current: eddies, backwaters, fallen trees and undercut banks',
      ),
      winter: gh('the slowest, deepest backwaters'),
    },
  },
  'temperate-bass': {
    reservoir: {
      winter: gh(
        'deep main-lake basins, creek-channel bends and the mouths of major creeks, following shad',
        'warm-water discharges and the river arms on mild days',
      ),
      'pre-spawn': gh('the river arms and the mouths of tributaries, moving upstream'),
      spawn: gh('the upper river arms and tributaries with current over sand and gravel'),
      'post-spawn': gh('dropping back to main-lake points and humps'),
      summer: gh(
        'open-water schools over humps, channel edges and timber lines',
        'the cool, oxygenated layer near the thermocline by day; surfacing on bait at dawn and dusk',
      ),
      fall: gh(
        'chasing shad onto flats, points and creek mouths; surface schooling as the water cools',
      ),
    },
    lake: {
      any: gh('open-water schools over humps and points, following the shad'),
    },
    flowing: {
      any: gh('eddies and current seams below dams and riffles, where current pushes bait'),
      spawn: gh('river current over sand and gravel bars'),
    },
    tailwater: {
      any: gh(
        'the turbulent water and eddies right below the dam when it is generating',
        'current seams on the downstream bars',
      ),
    },
  },
  percid: {
    // Big western and plains reservoirs have little weed: points, humps and flats instead.
    reservoir: {
      summer: gh(
        'main-lake points, humps and flats in 15-35 ft, and the edges of the old river channel',
        spot('deep weed edges', 'submerged-grass'),
        'shallow in low light',
      ),
    },
    lake: {
      winter: gh(
        'deep basin edges and mud flats',
        spot('under the ice on the first break off shallow flats at dusk', 'ice'),
      ),
      'pre-spawn': gh('tributary mouths and rocky shorelines near spawning shoals'),
      spawn: gh(
        'wind-swept rock and gravel shoals, mostly at night',
        spot('shallow rock reefs', 'rock-shoals'),
      ),
      'post-spawn': gh('the first weed edges and mid-depth flats near the spawning areas'),
      summer: gh('deep weed edges, rock humps and mud flats; shallow in low light'),
      fall: gh('rocky points and steep breaks; shallow at night'),
    },
    'great-lakes': {
      any: gh('reefs, shoals and mud flats near the bait; suspended over deep water in summer'),
      spawn: gh('shallow rock reefs and the lower reaches of tributaries, at night'),
      winter: gh(spot('under the ice in shallow bays and over the reefs', 'ice'), 'deep basins'),
    },
    flowing: {
      any: gh('deep runs and the slack edges of current, wing dams and rock'),
      winter: gh('deep holes and the tailwaters below dams'),
      spawn: gh('rocky riffles and gravel below dams, at night'),
    },
  },
  esocid: {
    lake: {
      winter: gh(
        'deep weed remnants and basin edges',
        spot('under the ice near shallow weedy bays', 'ice'),
      ),
      'pre-spawn': gh('shallow marshy bays and tributaries that warm first'),
      spawn: gh('flooded vegetation and marsh edges in very shallow water'),
      'post-spawn': gh('emerging weed beds next to the spawning bays'),
      summer: gh('outside weed edges, cabbage beds and rock; big fish deeper and cooler'),
      fall: gh('the remaining green weeds and rock near deep water, following baitfish'),
    },
    flowing: {
      any: gh('slack backwaters, weedy eddies and the mouths of sloughs off the current'),
    },
  },
  catfish: {
    pond: {
      any: gh('the deepest water and the dam by day; the shallows and the inflow at night'),
      spawn: gh('holes in the bank, the dam riprap and any sunken cover'),
    },
    lake: {
      winter: gh('deep holes, channel bends and basin edges'),
      'pre-spawn': gh('moving toward rocky banks, riprap and creek mouths'),
      spawn: gh('cavities: riprap, rock crevices, logs and undercut banks'),
      'post-spawn': gh('channel edges and flats near the spawning cover'),
      summer: gh('channel ledges and deep holes by day; flats and creek mouths at night'),
      fall: gh('channel edges and flats, feeding hard before winter'),
    },
    flowing: {
      any: gh('outside bends, deep holes and the slack water behind wing dams and logjams'),
      winter: gh('the deepest, slowest holes'),
      spawn: gh('cavities in undercut banks, logjams and riprap'),
    },
    tailwater: {
      any: gh('the scour holes and current seams below the dam'),
    },
  },
  trout: {
    flowing: {
      winter: gh(
        'slow, deep pools and the soft inside seams of runs',
        'near springs and tributaries where the water is warmer',
      ),
      'pre-spawn': gh('moving toward gravel riffles and tributaries'),
      spawn: gh(
        'the deeper runs and slots below the spawning riffles and tailouts (keep off the redds)',
      ),
      'post-spawn': gh('the pools and runs below the spawning riffles, recovering'),
      summer: gh(
        'riffles and pocket water with oxygen, cold tributary mouths and springs',
        'shade and undercut banks at midday',
      ),
      fall: gh('feeding lanes at riffle heads and undercut banks'),
    },
    tailwater: {
      any: gh(
        'seams and riffles below the dam, where the cold release keeps the water steady',
        'the soft edges of runs when the dam is generating',
      ),
    },
    lake: {
      winter: gh(
        'shallow shorelines and inlets, cruising in cold water',
        spot('under the ice near inlets and drop-offs', 'ice'),
      ),
      any: gh('inlets, points and drop-offs; the cool layer below the thermocline in summer'),
      summer: gh('the cool layer at and below the thermocline; inlets of cold streams'),
    },
    'great-lakes': {
      any: gh(
        'temperature breaks and bait offshore; harbour and pier-head waters when the lake is cold',
      ),
    },
  },
  salmon: {
    lake: {
      summer: gh('open water at the thermocline over bait, and near river mouths'),
      any: gh('open water following bait; river mouths and harbours as the run starts'),
      spawn: gh('tributary gravel; fish are dark and near the end of their lives'),
    },
    flowing: {
      'pre-spawn': gh('deep pools, tailouts and the slow seams where running fish rest'),
      spawn: gh('tributary gravel beds; fish are dark and protected in many waters'),
      'post-spawn': gh('spawned-out fish die; bright fish of a later run hold lower down'),
      any: gh('pools and current seams where fish rest during the run'),
    },
  },
};
