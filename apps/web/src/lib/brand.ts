import { brandCss, DEFAULT_BRAND, type TStyleSettings } from '@anglerscout/contracts';

/**
 * The site's look as the server wrote it into the page (a JSON script and a <style> on :root,
 * see apps/server/src/services/style/brand-html.ts). Read once before the first render, so the
 * app's pages show the same name and logo as the server's prerendered ones.
 */
function readInjected(): Pick<TStyleSettings, 'brandName' | 'logoUrl'> {
  const fallback = { brandName: DEFAULT_BRAND.brandName, logoUrl: null };
  if (typeof document === 'undefined') return fallback;
  const text = document.getElementById('brand-settings')?.textContent;
  if (!text) return fallback;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return fallback;
    const name: unknown = Reflect.get(parsed, 'brandName');
    const logo: unknown = Reflect.get(parsed, 'logoUrl');
    return {
      brandName: typeof name === 'string' && name ? name : fallback.brandName,
      logoUrl: typeof logo === 'string' ? logo : null,
    };
  } catch {
    return fallback;
  }
}

export const brand = readInjected();

/**
 * After an admin saves the style settings: the page takes the new colours at once (the next page
 * load gets them from the server, name and logo included).
 */
export function applyBrandColours(
  settings: Pick<TStyleSettings, 'primaryColor' | 'accentColor' | 'isDefault'>,
) {
  let style = document.getElementById('brand-style');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-style';
    document.head.append(style);
  }
  style.textContent = settings.isDefault
    ? ''
    : `:root{${brandCss(settings.primaryColor, settings.accentColor)}}`;
}
