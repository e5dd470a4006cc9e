import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from '@anglerscout/contracts';

/** Session-storage key for the page to return to after sign-in. */
export const REDIRECT_KEY = 'redirectAfterLogin';
/** Redirect-loop protection: no second redirect within 2 seconds. */
export const LOOP_WINDOW_MS = 2000;
const LAST_NAV_KEY = 'last_navigation';

const SIGNIN_LIKE = /^\/(new\/(auth\/)?(login|signin|signup)|auth\/(signin|signup))(\/|$|\?)/;

/** Remembers where a visitor wanted to go; only same-origin relative paths are kept. */
export function rememberRedirect(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe !== DEFAULT_AFTER_SIGN_IN || path === DEFAULT_AFTER_SIGN_IN)
    sessionStorage.setItem(REDIRECT_KEY, safe);
}

/** Where to go after sign-in: the remembered path or /app; sign-in-like paths map to /app. */
export function peekRedirect(): string {
  const target = safeRedirectPath(sessionStorage.getItem(REDIRECT_KEY));
  return SIGNIN_LIKE.test(target) ? DEFAULT_AFTER_SIGN_IN : target;
}

export function forgetRedirect(): void {
  sessionStorage.removeItem(REDIRECT_KEY);
}

/** Loop protection: true when an auth redirect already happened within the last 2 seconds. */
export function redirectedRecently(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_NAV_KEY) ?? 0);
  return now - last < LOOP_WINDOW_MS;
}

export function markRedirect(now = Date.now()): void {
  sessionStorage.setItem(LAST_NAV_KEY, String(now));
}
