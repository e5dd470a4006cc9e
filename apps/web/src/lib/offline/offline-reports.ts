import { MEMBER_CACHES } from './cache-names.ts';

const hasCaches = () => typeof caches !== 'undefined';

/** Whether the service worker controls this page (only then do fetches land in its caches). */
const workerInCharge = () =>
  'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

async function isKept(path: string): Promise<boolean> {
  const cache = await caches.open(MEMBER_CACHES.reports);
  return (await cache.match(path)) !== undefined;
}

/** Fetches a path (the worker keeps the answer) unless a copy is kept already. */
async function keep(path: string): Promise<void> {
  if (await isKept(path)) return;
  const res = await fetch(path, { credentials: 'same-origin' });
  await res.arrayBuffer();
}

/**
 * Keeps a report the member opened readable offline: its JSON is kept as it loads; its PDF is
 * fetched here once, in the background.
 */
export async function keepReportOffline(id: string): Promise<void> {
  if (!hasCaches() || !workerInCharge() || !navigator.onLine) return;
  await keep(`/api/reports/${id}`);
  await keep(`/api/reports/${id}/pdf`);
}

/** The member's 20 newest reports, with their PDFs, kept for reading offline (one at a time). */
export async function keepRecentReports(count = 20): Promise<void> {
  if (!hasCaches() || !workerInCharge() || !navigator.onLine) return;
  const res = await fetch(`/api/reports?page=1&pageSize=${count}`, { credentials: 'same-origin' });
  if (!res.ok) return;
  const { items } = (await res.json()) as { items: { id: string }[] };
  for (const { id } of items) {
    if (!navigator.onLine) return;
    await keepReportOffline(id);
  }
}

/** A deleted report leaves the device too. */
export async function forgetReportOffline(id: string): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(MEMBER_CACHES.reports);
  await Promise.all([cache.delete(`/api/reports/${id}`), cache.delete(`/api/reports/${id}/pdf`)]);
}

/** Signing out: nothing of the member stays on the device. */
export async function clearMemberCaches(): Promise<void> {
  if (!hasCaches()) return;
  await Promise.all(Object.values(MEMBER_CACHES).map((name) => caches.delete(name)));
}
