import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * that has signed in to an account gets a signed cookie naming that account. When an account's
 * sign-in limit is reached (someone is guessing its password), browsers without such a cookie
 * are refused, but the owner's own browser still gets in: the limit stops the guesser without
 * locking the owner out. The owner on a new device waits out the window or resets the password.
 */
export const DEVICE_COOKIE = 'anglerscout_device';
export const DEVICE_COOKIE_DAYS = 180;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

/** A new cookie value for this account: `<device id>.<signature over id and e-mail>`. */
export function newDeviceCookie(secret: string, email: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${id}.${sign(secret, `${id}:${email.toLowerCase()}`)}`;
}

/** The device id when the cookie was issued by us for this e-mail, else null. */
export function trustedDeviceId(
  secret: string,
  email: string,
  cookie: string | undefined,
): string | null {
  if (!cookie) return null;
  const [id, signature] = cookie.split('.');
  if (!id || !signature) return null;
  const expected = Buffer.from(sign(secret, `${id}:${email.toLowerCase()}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed escape is no cookie of ours
    }
  }
  return undefined;
}
