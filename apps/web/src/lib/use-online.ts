import { useSyncExternalStore } from 'react';
import { onBrowserOnline, serverReachable, subscribeReachable } from './connectivity.ts';

const subscribe = (onChange: () => void) => {
  const online = () => {
    onBrowserOnline();
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeReachable(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
};

/**
 * Whether the app can reach its server: the browser has a connection (online/offline events) and
 * our requests get live answers (lib/connectivity.ts); true where it cannot tell.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
}

/** What an action that needs the server says while the device is offline. */
export const NEEDS_CONNECTION = 'Needs a connection: you are offline.';
