/**
 * Rate limits of the auth endpoints. Per client IP: better-auth's limiter with counters in the
 * database. Per account (the e-mail in the body): our own database counters, applied whether or
 * not the account exists so the answer reveals nothing.
 */
export const IP_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 3600, max: 20 },
  '/request-password-reset': { window: 3600, max: 10 },
  '/send-verification-email': { window: 3600, max: 10 },
  '/reset-password': { window: 600, max: 20 },
  '/verify-email': { window: 600, max: 30 },
  '/change-password': { window: 600, max: 10 },
} as const;

/** IP_RULES with every max multiplied (AUTH_IP_LIMIT_FACTOR); windows unchanged. */
export function ipRules(factor: number) {
  return Object.fromEntries(
    Object.entries(IP_RULES).map(([path, rule]) => [
      path,
      { window: rule.window, max: rule.max * factor },
    ]),
  );
}

export const ACCOUNT_RULES: Record<string, { window: number; max: number }> = {
  '/sign-in/email': { window: 900, max: 10 },
  '/sign-up/email': { window: 3600, max: 5 },
  '/request-password-reset': { window: 3600, max: 3 },
  '/send-verification-email': { window: 3600, max: 3 },
};

/** Endpoints whose body carries a new password (`password` or `newPassword`). */
export const PASSWORD_PATHS = new Set([
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/admin/create-user',
  '/admin/set-user-password',
]);

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
/** Longest display name (sign-up, profile, admin-created users). */
export const NAME_MAX = 100;
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

/** Session lifetime: 1 hour, extended on each verification. */
export const SESSION_SECONDS = 3600;
export const SESSION_UPDATE_AGE_SECONDS = 60;
export const COOKIE_CACHE_SECONDS = 60;
/** Reset and verification links expire in 1 h. */
export const TOKEN_SECONDS = 3600;
