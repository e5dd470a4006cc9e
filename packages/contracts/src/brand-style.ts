/**
 * The site's look (style settings): a brand name and two colours from which the app's palette is
 * derived. The derived shades are the CSS variables the app's Tailwind theme reads
 * (--color-brand-*, --color-accent-*), set on the app, the prerendered landing page and the PDF.
 */
export const DEFAULT_BRAND = {
  brandName: 'AnglerScout',
  primaryColor: '#0f5753',
  accentColor: '#f6c453',
} as const;

/** What a logo upload may be (it is re-encoded as a PNG of at most LOGO_MAX_PX on its long side). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_PX = 256;

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `weight` of `a` mixed with `b` in sRGB, as CSS color-mix(in srgb, a weight, b) does. */
const mix = (a: string, b: string, weight: number) => {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([0, 1, 2].map((i) => x[i]! * weight + y[i]! * (1 - weight)) as Rgb);
};

/** The Tailwind theme variables for a primary (the button colour, brand-700) and an accent. */
export function brandPalette(primaryColor: string, accentColor: string): Record<string, string> {
  return {
    '--color-brand-50': mix(primaryColor, '#ffffff', 0.07),
    '--color-brand-100': mix(primaryColor, '#ffffff', 0.18),
    '--color-brand-600': mix(primaryColor, '#ffffff', 0.85),
    '--color-brand-700': primaryColor,
    '--color-brand-800': mix(primaryColor, '#000000', 0.7),
    '--color-brand-900': mix(primaryColor, '#000000', 0.48),
    '--color-accent-400': accentColor,
    '--color-accent-500': mix(accentColor, '#000000', 0.88),
  };
}

/** WCAG 2.2 relative luminance of an sRGB colour (definition in the WCAG 2.2 glossary). */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG 2.2 success criterion 1.4.3 (level AA) for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/** The text-on-background pairs the app draws with these colours, each held to AA. */
export function brandContrastChecks(primaryColor: string, accentColor: string) {
  const p = brandPalette(primaryColor, accentColor);
  const pairs = [
    { label: 'White text on primary buttons', fg: '#ffffff', bg: p['--color-brand-700']! },
    {
      label: 'Headings on light brand panels',
      fg: p['--color-brand-900']!,
      bg: p['--color-brand-50']!,
    },
    {
      label: 'Dark text on accent buttons',
      fg: p['--color-brand-900']!,
      bg: p['--color-accent-400']!,
    },
  ];
  return pairs.map((pair) => {
    const ratio = contrastRatio(pair.fg, pair.bg);
    return { ...pair, ratio: Math.round(ratio * 100) / 100, passes: ratio >= AA_TEXT_CONTRAST };
  });
}

/** The palette as CSS declarations for :root (or a preview element's style). */
export function brandCss(primaryColor: string, accentColor: string): string {
  return Object.entries(brandPalette(primaryColor, accentColor))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
}
