/** Parameters carried in a URL hash (`#token=...&type=recovery`). */
export function readHashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** After a failed auth callback, the page redirects after 3 seconds. */
export const CALLBACK_ERROR_REDIRECT_MS = 3000;

