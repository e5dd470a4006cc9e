import { secureHeaders } from 'hono/secure-headers';

/**
 * The CSP allows exactly what the SPA loads: its own scripts, styles and fonts; map tiles from
 * OpenStreetMap; API calls to itself. Inline styles are allowed because the toast library injects
 * a <style> element; inline scripts are not.
 */
export const OSM_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

export function securityHeaders(secure: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...OSM_TILE_HOSTS],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: secure ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
  });
}
