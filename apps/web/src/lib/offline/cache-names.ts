/**
 * The service worker's caches of member data (its app-shell precache is separate): reports the
 * member opened or made (their JSON and PDF) and the last session answer, for reading offline.
 * Signing out deletes both.
 */
export const MEMBER_CACHES = {
  reports: 'anglerscout-reports-v1',
  session: 'anglerscout-session-v1',
} as const;

/** A report's JSON or PDF: what is kept for reading offline. */
export const REPORT_URL = /^\/api\/reports\/[0-9a-f-]{36}(\/pdf)?$/i;

/**
 * Set by the service worker on an answer it gives from its kept copies because the network failed,
 * so the page knows it is reading offline (lib/connectivity.ts) even while the browser says online.
 */
export const SERVED_OFFLINE_HEADER = 'x-anglerscout-offline';
