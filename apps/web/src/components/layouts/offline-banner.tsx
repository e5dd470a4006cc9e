import { useOnline } from '@/lib/use-online.ts';

/** Across the app while the device is offline: what still works and what does not. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 print:hidden"
      data-testid="offline-banner"
    >
      You are offline. Reports you opened, and your 20 newest, can still be read; anything else
      needs a connection.
    </div>
  );
}
