/**
 * Redirect targets after sign-in (`redirectAfterLogin`, `callbackURL`): only same-origin relative
 * paths. Protocol-relative (`//evil.tld`), backslash (`/\evil.tld`), absolute and `javascript:`
 * targets, raw or percent-encoded, are refused.
 */
export function isSafeRedirectPath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return false;
  let decoded = target;
  try {
    // Decode repeatedly so double-encoded tricks are seen too.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++)
      decoded = decodeURIComponent(decoded);
  } catch {
    return false;
  }
  for (const form of [target, decoded]) {
    if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\')) return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(form)) return false;
  }
  try {
    return new URL(target, 'http://same.invalid').origin === 'http://same.invalid';
  } catch {
    return false;
  }
}

export const DEFAULT_AFTER_SIGN_IN = '/app';

/** The target when safe, else /app. */
export function safeRedirectPath(target: unknown): string {
  return isSafeRedirectPath(target) ? target : DEFAULT_AFTER_SIGN_IN;
}
