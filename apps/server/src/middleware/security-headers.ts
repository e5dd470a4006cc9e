import type { MiddlewareHandler } from 'hono';

/** OpenStreetMap tile servers: the only outside origin the SPA loads anything from. */
export const OSM_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/**
 * The CSP allows exactly what the SPA loads: its own scripts, styles and fonts; map tiles from
 * OpenStreetMap; API calls to itself. Inline styles are allowed because the toast library injects
 * a <style> element; inline scripts are not.
 */
export function buildSecurityHeaders(secure: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${OSM_TILE_HOSTS.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
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
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the headers before the handler runs: Hono merges them into whatever response is built,
 * and touching a finished response's headers would force @hono/node-server to materialise a full
 * Response object on every request (measured: about a third of /api/health throughput).
 */
export function securityHeaders(secure: boolean): MiddlewareHandler {
  const entries = Object.entries(buildSecurityHeaders(secure));
  return async (c, next) => {
    for (const [name, value] of entries) c.header(name, value);
    await next();
    // Handlers that return a Response of their own (static files, the auth library) bypass the
    // prepared headers; only those paths pay for the check.
    if (c.req.path.startsWith('/api/') && !c.req.path.startsWith('/api/auth/')) return;
    if (!c.res.headers.has('content-security-policy')) for (const [name, value] of entries) c.res.headers.set(name, value);
  };
}
