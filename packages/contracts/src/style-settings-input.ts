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
