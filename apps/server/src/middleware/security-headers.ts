/** OpenStreetMap tile servers: the only outside origin the SPA loads anything from. */
const OSM_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/**
 * Headers for pages (the SPA's documents and assets). The CSP allows exactly what the SPA loads:
 * its own scripts, styles and fonts; map tiles from OpenStreetMap; API calls to itself. Inline
 * styles are allowed because the toast library injects a <style> element; inline scripts are not.
 */
export function buildSecurityHeaders(
  secure: boolean,
  /**
   * Origins pages may frame: the CRM contact form's, when one is configured (embedded by the
   * contact-us-app page).
   */
  frameOrigins: string[] = [],
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${OSM_TILE_HOSTS.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    frameOrigins.length > 0 ? `frame-src ${frameOrigins.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
    ...(secure ? HSTS : {}),
  };
}

/**
 * Headers for API answers (JSON, PDF, Prometheus text), after the OWASP REST Security Cheat
 * Sheet: nothing in them may load or run anything (`default-src 'none'`), frame them or be
 * sniffed into another type, and other sites may not embed them. Document-only headers
 * (Referrer-, Permissions- and Opener-Policy) are left off: an API answer is never a page.
 */
export function buildApiSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // API answers are private unless a route says otherwise (public data such as the species
    // list sets its own): no browser or proxy keeps a copy of a member's data.
    'Cache-Control': 'no-store',
    ...(secure ? HSTS : {}),
  };
}
