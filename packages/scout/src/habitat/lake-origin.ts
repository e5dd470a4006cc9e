/**
 * Natural lake or reservoir, from where the lake is: a model rule, shown with its reasons. North
 * of the southern limit of the last continental glaciation most lakes are glacial; south of it
 * (and away from Florida's sinkhole lakes and the Nebraska Sandhills) nearly every large lake is
 * a dammed river. The limit below is traced by hand from the commonly mapped line (the Missouri
 * River in the Dakotas, northeast Kansas, the Ohio River, northern Pennsylvania, Long Island) and
 * is good to about 50 km. The user's choice always wins.
 */
const GLACIAL_LIMIT: readonly (readonly [number, number])[] = [
  [-124.5, 46.9],
  [-122.5, 46.9],
  [-121.0, 47.8],
  [-119.0, 47.5],
  [-117.0, 47.3],
  [-115.0, 48.0],
  [-113.5, 48.2],
  [-111.5, 47.6],
  [-108.0, 47.8],
  [-104.0, 48.0],
  [-101.0, 46.8],
  [-100.3, 44.4],
  [-97.4, 42.9],
  [-96.0, 41.2],
  [-94.6, 39.1],
  [-92.0, 38.8],
  [-90.2, 38.6],
  [-89.0, 37.4],
  [-87.5, 37.9],
  [-85.7, 38.3],
  [-84.5, 39.1],
  [-83.0, 39.6],
  [-82.0, 40.5],
  [-81.0, 41.0],
  [-80.4, 41.3],
  [-78.5, 41.8],
  [-77.0, 41.3],
  [-75.5, 40.9],
  [-74.0, 40.6],
  [-71.5, 40.8],
];

/** The latitude of the glacial limit at a longitude (linear between the traced points). */
function limitLat(lon: number): number {
  const pts = GLACIAL_LIMIT;
  if (lon <= pts[0]![0]) return pts[0]![1];
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x0, y0] = pts[i - 1]!;
    if (lon <= x1) return y0 + ((y1 - y0) * (lon - x0)) / (x1 - x0);
  }
  return pts[pts.length - 1]![1];
}

export type LakeZone =
  'glaciated' | 'florida' | 'sandhills' | 'unglaciated-west' | 'reservoir-country';

/** Which lake-origin zone a spot is in (Alaska counts as glaciated; Hawaii's few lakes as reservoirs). */
export function lakeZone(lat: number, lon: number): LakeZone {
  if (lat > 51 || lon < -140) return 'glaciated';
  if (lat < 23.5) return 'reservoir-country';
  if (lat > limitLat(lon)) return 'glaciated';
  if (lat < 30.6 && lon > -83.6 && lon < -79.8) return 'florida';
  if (lat >= 41.6 && lat <= 43.0 && lon >= -103.0 && lon <= -98.8) return 'sandhills';
  if (lon < -104) return 'unglaciated-west';
  return 'reservoir-country';
}

export const ZONE_WORDS: Record<LakeZone, string> = {
  glaciated: 'north of the limit of the last glaciation, where most lakes are natural',
  florida: 'in peninsular Florida, where most lakes are natural sinkhole lakes',
  sandhills: 'in the Nebraska Sandhills, where the lakes are natural',
  'unglaciated-west':
    'in the West south of the glaciated north, where most big lakes are reservoirs',
  'reservoir-country':
    'south of the limit of the last glaciation, where nearly all large lakes are reservoirs',
};

/** The kind a lake most likely is in this zone. */
export const ZONE_LAKE_KIND: Record<LakeZone, 'reservoir' | 'natural-lake'> = {
  glaciated: 'natural-lake',
  florida: 'natural-lake',
  sandhills: 'natural-lake',
  'unglaciated-west': 'reservoir',
  'reservoir-country': 'reservoir',
};
