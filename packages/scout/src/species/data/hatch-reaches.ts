import { kmToLine } from '../waters/geometry.ts';
import type { LatLon } from '../waters/types.ts';

/**
 * River reaches with a hatch or a food of their own, for the fly rigs that name them
 * (species/data/trout-and-salmon.ts `reaches`). A marquee rig is true of the water its sources
 * describe, not of every river in a region: the Henrys Fork's salmonflies are a Box Canyon and
 * lower-river hatch, while the Railroad Ranch between them is flat spring-creek water with small
 * mayflies and selective risers; the Bighorn's sow bugs are not the Kootenai's food (review 6,
 * fresh.md g12, g18, RC-C). Outside these reaches a fly report gets the species' general rig
 * ("match the hatch").
 *
 * Each reach is a line of points along the river with the width of its corridor either side,
 * traced from the landmarks named (dams, bridges, towns); the sources are cited on the rigs.
 */
interface HatchReach {
  id: string;
  /** The reach, in words: "the Henrys Fork in Box Canyon" */
  name: string;
  line: readonly LatLon[];
  halfWidthKm: number;
}

const HATCH_REACHES: readonly HatchReach[] = [
  {
    id: 'henrys-fork-box-canyon',
    name: 'the Henrys Fork in Box Canyon (Island Park Dam to Last Chance)',
    line: [
      [44.417, -111.395],
      [44.385, -111.393],
    ],
    halfWidthKm: 1.2,
  },
  {
    id: 'henrys-fork-harriman',
    name: 'the Henrys Fork through Harriman State Park (the Railroad Ranch)',
    line: [
      [44.365, -111.392],
      [44.33, -111.38],
      [44.296, -111.4],
    ],
    halfWidthKm: 2.5,
  },
  {
    id: 'henrys-fork-lower',
    name: 'the lower Henrys Fork (Cardiac Canyon and Warm River to Chester)',
    line: [
      [44.19, -111.33],
      [44.12, -111.32],
      [44.07, -111.45],
      [43.99, -111.58],
    ],
    halfWidthKm: 2.5,
  },
  {
    id: 'madison-quake-ennis',
    name: 'the Madison between Quake Lake and Ennis',
    line: [
      [44.83, -111.43],
      [44.95, -111.58],
      [45.1, -111.7],
      [45.35, -111.73],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'madison-lower',
    name: 'the lower Madison from Ennis Dam through Bear Trap Canyon to Three Forks',
    line: [
      [45.49, -111.64],
      [45.63, -111.62],
      [45.77, -111.55],
      [45.86, -111.52],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'green-flaming-gorge',
    name: 'the Green below Flaming Gorge Dam (the A and B sections)',
    line: [
      [40.914, -109.422],
      [40.91, -109.31],
      [40.87, -109.19],
      [40.82, -109.03],
    ],
    halfWidthKm: 2,
  },
  {
    id: 'big-hole',
    name: 'the Big Hole from Wise River to Glen',
    line: [
      [45.79, -112.96],
      [45.75, -112.75],
      [45.63, -112.68],
      [45.48, -112.69],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'deschutes-lower',
    name: 'the lower Deschutes from Warm Springs to Macks Canyon',
    line: [
      [44.73, -121.25],
      [44.8, -121.1],
      [45.0, -121.07],
      [45.175, -121.08],
      [45.37, -120.9],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'yellowstone-paradise',
    name: 'the Yellowstone from Gardiner through Paradise Valley',
    line: [
      [45.03, -110.71],
      [45.18, -110.86],
      [45.36, -110.72],
      [45.66, -110.56],
    ],
    halfWidthKm: 3,
  },
  {
    // The top of the Fryingpan below Ruedi Dam, where Mysis shrimp come through the dam's outlet
    // (the "Toilet Bowl" and the first mile or two below it).
    id: 'fryingpan-below-ruedi',
    name: 'the Fryingpan in its first miles below Ruedi Dam',
    line: [
      [39.3655, -106.8187],
      [39.362, -106.835],
      [39.355, -106.86],
    ],
    halfWidthKm: 0.8,
  },
  {
    id: 'arkansas-canon-salida',
    name: 'the Arkansas from Cañon City up to Salida',
    line: [
      [38.44, -105.24],
      [38.41, -105.58],
      [38.37, -105.69],
      [38.44, -105.84],
      [38.535, -106.0],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'bighorn-yellowtail',
    name: 'the Bighorn below Yellowtail Dam',
    line: [
      [45.316, -107.934],
      [45.43, -107.83],
      [45.52, -107.73],
    ],
    halfWidthKm: 3,
  },
  {
    id: 'white-bull-shoals',
    name: 'the White River below Bull Shoals Dam',
    line: [
      [36.366, -92.574],
      [36.27, -92.53],
      [36.25, -92.45],
      [36.16, -92.43],
    ],
    halfWidthKm: 2.5,
  },
  {
    id: 'norfork-tailwater',
    name: 'the North Fork of the White below Norfork Dam',
    line: [
      [36.249, -92.24],
      [36.21, -92.285],
    ],
    halfWidthKm: 1.5,
  },
];

const BY_ID = new Map(HATCH_REACHES.map((r) => [r.id, r]));

/** Whether the spot lies on any of the named reaches (unknown ids never match). */
export function onHatchReach(ids: readonly string[], lat: number, lon: number): boolean {
  const p: LatLon = [lat, lon];
  return ids.some((id) => {
    const r = BY_ID.get(id);
    return r !== undefined && kmToLine(p, r.line) <= r.halfWidthKm;
  });
}
