import { brandCss, brandPalette, type TStyleSettings } from '@anglerscout/contracts';
import { DEFAULT_PDF_BRAND, type PdfBrand } from '../reports/render-report-pdf.ts';
import type { Brand } from './brand-cache.ts';

const logoUrl = (brand: Brand) => (brand.logoHash ? `/api/brand/logo?v=${brand.logoHash}` : null);

/** The style settings as the API shows them (the logo by its versioned URL). */
export function publicStyle(brand: Brand): TStyleSettings {
  return {
    brandName: brand.brandName,
    primaryColor: brand.primaryColor,
    accentColor: brand.accentColor,
    logoUrl: logoUrl(brand),
    isDefault: brand.isDefault,
    updatedAt: brand.updatedAt?.toISOString() ?? null,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A page (index.html or the prerendered landing page) in the site's look: the palette as CSS
 * variables on :root, the settings as JSON for the app to read before it renders (so hydration
 * sees the same name and logo), and the brand name and logo written into the prerendered markup
 * (the elements the Logo component marks with data-brand-name and data-brand-logo).
 */
export function brandHtml(html: string, brand: Brand): string {
  if (brand.isDefault) return html;
  const json = JSON.stringify(publicStyle(brand)).replace(/</g, '\\u003c');
  const head = `<style id="brand-style">:root{${brandCss(brand.primaryColor, brand.accentColor)}}</style><script type="application/json" id="brand-settings">${json}</script>`;
  const name = escapeHtml(brand.brandName);
  const logo = logoUrl(brand);
  let out = html
    .replace('</head>', `${head}</head>`)
    .replace(/(<span[^>]*data-brand-name=""[^>]*>)[^<]*(<\/span>)/g, `$1${name}$2`);
  if (logo)
    out = out.replace(
      /<svg([^>]*)data-brand-logo=""([^>]*)>[\s\S]*?<\/svg>/g,
      (_m, a: string, b: string) => {
        const cls = /class="([^"]*)"/.exec(a + b)?.[1] ?? '';
        return `<img src="${logo}" alt="" class="${cls}" data-brand-logo=""/>`;
      },
    );
  return out;
}

export function pdfBrand(brand: Brand): PdfBrand {
  if (brand.isDefault) return DEFAULT_PDF_BRAND;
  return {
    brandName: brand.brandName,
    headingColor: brandPalette(brand.primaryColor, brand.accentColor)['--color-brand-800']!,
    logoPng: brand.logoPng,
  };
}
