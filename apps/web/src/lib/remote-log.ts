import type { TLogEntry } from '@anglerscout/contracts';

/** At most this many entries a minute leave one page (a render loop must not flood the server). */
const PER_MINUTE = 10;
let budget = { start: 0, sent: 0 };

/**
 * Sends a warning or error to POST /api/log: only when online, by beacon
 * (it survives the page closing) or else a keepalive fetch. Never throws and never logs to the
 * console itself.
 */
function sendLog(level: TLogEntry['level'], message: string, data?: Record<string, unknown>) {
  // Unit tests (jsdom) have no server to send to.
  if (import.meta.env.MODE === 'test' || typeof navigator === 'undefined' || !navigator.onLine)
    return;
  const now = Date.now();
  if (now - budget.start > 60_000) budget = { start: now, sent: 0 };
  if (budget.sent >= PER_MINUTE) return;
  budget.sent += 1;
  const entry: TLogEntry = {
    level,
    message: message.slice(0, 2000),
    timestamp: new Date(now).toISOString(),
    data,
    url: location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
  };
  const body = JSON.stringify(entry);
  try {
    if (navigator.sendBeacon?.('/api/log', new Blob([body], { type: 'text/plain' }))) return;
    void fetch('/api/log', {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

const describe = (value: unknown) =>
  value instanceof Error
    ? { message: `${value.name}: ${value.message}`, stack: value.stack?.slice(0, 1500) }
    : { message: String(value) };

/** Uncaught errors and unhandled rejections at error level. */
export function installErrorReporting() {
  window.addEventListener('error', (event) => {
    const { message, stack } = describe(event.error ?? event.message);
    sendLog('error', message, {
      kind: 'uncaught',
      stack,
      source: event.filename,
      line: event.lineno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = describe(event.reason);
    sendLog('error', message, { kind: 'unhandledrejection', stack });
  });
}

/** A rendering error caught by an error boundary: severity high, code SYSTEM_INTERNAL_ERROR. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  const { message, stack } = describe(error);
  sendLog('error', message, {
    kind: 'render',
    severity: 'high',
    code: 'SYSTEM_INTERNAL_ERROR',
    stack,
    componentStack: componentStack?.slice(0, 1500),
  });
}
