import { z } from 'zod';

/**
 * Kinds of water a report can be written for: more than fresh or salt, because holding water,
 * approach, tide notes and presentations differ between a reservoir and a natural lake, a surf
 * beach and a grass flat. Each kind belongs to one habitat (fresh or salt); tidal rivers and
 * estuaries count as salt because they have tides and brackish species, and the Great Lakes as
 * fresh.
 */
export const WATER_KINDS = [
  'reservoir',
  'natural-lake',
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
