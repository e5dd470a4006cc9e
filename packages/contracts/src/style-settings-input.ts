import { z } from 'zod';
import { oneLineText } from './validation.ts';

/**
 * What an administrator may save as the site's style (brand-style.ts has the rest). Kept apart
 * because building a schema runs zod at import time: brand-style.ts is read by the landing page,
 * whose first JavaScript would otherwise carry zod (26 KB gzip).
 */
const HEX = /^#[0-9a-f]{6}$/;
const colour = z.string().trim().toLowerCase().regex(HEX, 'Use a colour in the form #rrggbb.');

export const ZStyleSettingsInput = z.object({
  brandName: oneLineText().trim().min(1, 'Give the brand a name.').max(40),
  primaryColor: colour,
  accentColor: colour,
});
export type TStyleSettingsInput = z.input<typeof ZStyleSettingsInput>;

/** GET/PUT/DELETE /api/admin/style-settings (kept out of brand-style.ts, which the landing page loads zod-free). */
export const ZStyleSettings = z.object({
  brandName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  /** Versioned URL of the uploaded logo, or null for the built-in mark. */
  logoUrl: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TStyleSettings = z.infer<typeof ZStyleSettings>;
