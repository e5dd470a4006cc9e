import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { beginLoadingScreen, LOADING_SCREEN_DEFAULT_DELAY_MS } from './loading-screen-state.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface LoadingScreenProps {
  children?: ReactNode;
  /** How long the screen shows before the children (spec default 1000 ms). */
  delayMs?: number;
  message?: string;
}

/** A full-page loader that shows for `delayMs` (resuming across a quick reload), then the children. */
export function LoadingScreen({
  children,
  delayMs = LOADING_SCREEN_DEFAULT_DELAY_MS,
  message = 'Loading...',
}: LoadingScreenProps) {
  const [done, setDone] = useState(false);

  useEffect(() => {
    const remaining = beginLoadingScreen(
      window.location.pathname,
      delayMs,
      Date.now(),
      safeLocalStorage(),
    );
    if (remaining === 0) {
      setDone(true);
      return;
    }
    const timer = window.setTimeout(() => setDone(true), remaining);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (done) return <>{children}</>;
  return (
    <div
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6"
      aria-busy="true"
    >
      <Spinner label={message} showLabel />
    </div>
  );
}
