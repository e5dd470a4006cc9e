import { z } from 'zod';

/**
 * Kinds of water a report can be written for: more than fresh or salt, because holding water,
 * approach, tide notes and presentations differ between a reservoir and a natural lake, a surf
 * beach and a grass flat, a farm pond and a big lake (a pond has its own fish, no river channel,
 * and summer water that follows the air). Each kind belongs to one habitat (fresh or salt); tidal rivers and
 * estuaries count as salt because they have tides and brackish species, and the Great Lakes as
 * fresh.
 */
export const WATER_KINDS = [
  'reservoir',
  'natural-lake',
  'pond',
  'river',
  'tailwater',
  'great-lakes',
  'tidal-river',
  'estuary',
  'bay-flats',
  'surf',
  'inlet-jetty',
  'rocky-coast',
  'reef-offshore',
] as const;
export type WaterKind = (typeof WATER_KINDS)[number];

export const WATER_KIND_LABELS: Record<WaterKind, string> = {
  reservoir: 'Reservoir',
  'natural-lake': 'Natural lake',
  pond: 'Pond',
  river: 'River or stream',
  tailwater: 'Tailwater (below a dam)',
  'great-lakes': 'Great Lakes',
  'tidal-river': 'Tidal river',
  estuary: 'Estuary or tidal creek',
  'bay-flats': 'Bay or flats',
  surf: 'Surf beach',
  'inlet-jetty': 'Inlet, pass or jetty',
  'rocky-coast': 'Rocky or kelp coast',
  'reef-offshore': 'Reef or offshore',
};

/** Which habitat (and so which species and rules) each kind of water belongs to. */
export const WATER_KIND_HABITAT: Record<WaterKind, 'fresh' | 'salt'> = {
  reservoir: 'fresh',
  'natural-lake': 'fresh',
  pond: 'fresh',
  river: 'fresh',
  tailwater: 'fresh',
  'great-lakes': 'fresh',
  'tidal-river': 'salt',
  estuary: 'salt',
  'bay-flats': 'salt',
  surf: 'salt',
  'inlet-jetty': 'salt',
  'rocky-coast': 'salt',
  'reef-offshore': 'salt',
};

export const ZWaterKind = z.enum(WATER_KINDS, { error: 'Choose a kind of water' });

/** The kind of water a report was written for, and why (the user's choice always wins). */
export const ZWaterKindChoice = z.object({
  kind: ZWaterKind,
  chosenBy: z.enum(['user', 'suggested']),
  confidence: z.enum(['certain', 'likely', 'possible']),
  reasons: z.array(z.string()),
});
export type TWaterKindChoice = z.infer<typeof ZWaterKindChoice>;

const HABITAT = z.enum(['salt', 'fresh']);

/** Query of GET /api/reports/water: the spot, and the water the member has chosen so far. */
export const ZWaterCheckQuery = z.object({
  latitude: z.coerce.number({ error: 'Latitude is required' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'Longitude is required' }).min(-180).max(180),
  habitat: HABITAT.optional(),
  waterKind: ZWaterKind.optional(),
  placeName: z.string().trim().max(200).optional(),
  fishingType: z.enum(['shore', 'boat', 'kayak']).optional(),
});
export type TWaterCheckQuery = z.input<typeof ZWaterCheckQuery>;

/** A choice of water the spot makes impossible, the field to fix and the water to choose instead. */
export const ZWaterProblem = z.object({
  field: z.enum(['habitat', 'waterKind']),
  message: z.string(),
  suggested: z.object({ habitat: HABITAT, waterKind: ZWaterKind.nullable() }),
});
export type TWaterProblem = z.infer<typeof ZWaterProblem>;

/** Answer of GET /api/reports/water: what the spot suggests, and any problem with the choice. */
export const ZWaterCheck = z.object({
  habitat: z.object({ habitat: HABITAT, reasons: z.array(z.string()) }),
  /** The kind of water for the chosen habitat (or the suggested one when none is chosen) */
  waterKind: ZWaterKindChoice,
  problem: ZWaterProblem.nullable(),
});
export type TWaterCheck = z.infer<typeof ZWaterCheck>;
