/** Parameters carried in a URL hash (`#token=...&type=recovery`). */
export function readHashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** Spec 000 section 9: callback-error redirect delay. */
export const CALLBACK_ERROR_REDIRECT_MS = 3000;
