/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  MEMBER_CACHES,
  REPORT_URL,
  SERVED_OFFLINE_HEADER,
} from '../src/lib/offline/cache-names.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell: the built HTML, scripts, styles and icons (the list is written in at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Pages of the app: the network first; offline, the app shell (the router then draws the page
// from what is kept).
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { allowlist: [/^\/app(\/|$)/] },
  ),
);

/** A kept copy, marked so the page knows it is reading offline (lib/connectivity.ts). */
function markedOffline(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(SERVED_OFFLINE_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

// Reports the member opens (and their PDFs): the network first, a kept copy offline.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && REPORT_URL.test(url.pathname),
  new NetworkFirst({
    cacheName: MEMBER_CACHES.reports,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // NetworkFirst reads the cache only when the network failed.
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse ? markedOffline(cachedResponse) : cachedResponse,
      },
    ],
  }),
);

/**
 * The session answer, so the signed-in pages open offline: kept without its token (the cookie
 * stays the only credential), dropped when the server says there is no session.
 */
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname === '/api/auth/get-session',
  async ({ request }) => {
    const cache = await caches.open(MEMBER_CACHES.session);
    try {
      const response = await fetch(request);
      if (response.ok) {
        const body: unknown = await response.clone().json();
        if (body && typeof body === 'object' && 'user' in body) {
          const { session, ...rest } = body as { session?: Record<string, unknown> };
          const kept = { ...rest, session: { expiresAt: session?.expiresAt ?? null } };
          await cache.put(
            request,
            new Response(JSON.stringify(kept), {
              headers: { 'content-type': 'application/json' },
            }),
          );
        } else await cache.delete(request);
      }
      return response;
    } catch (err) {
      const kept = await cache.match(request);
      if (kept) return markedOffline(kept);
      throw err;
    }
  },
);
