import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links that work signed out: `<spot id>.<mac>` (base64url), the MAC an HMAC-SHA256
 * of the spot id under a key derived from the server's secret (shared by every process through
 * the database). Nothing is stored; a deleted spot's token simply finds no spot.
 */
export interface AlertTokens {
  tokenFor(spotId: string): string;
  /** The spot id a token was made for, or null for an altered or foreign token. */
  spotIdOf(token: string): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_BYTES = 16;

export function createAlertTokens(secret: string): AlertTokens {
  const key = Buffer.from(hkdfSync('sha256', secret, 'anglerscout', 'alert-unsubscribe-v1', 32));
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);
  return {
    tokenFor(spotId) {
      const id = Buffer.from(spotId.replace(/-/g, ''), 'hex');
      return `${id.toString('base64url')}.${mac(id).toString('base64url')}`;
    },
    spotIdOf(token) {
      const [idPart, macPart, extra] = token.split('.');
      if (!idPart || !macPart || extra !== undefined) return null;
      const id = Buffer.from(idPart, 'base64url');
      const given = Buffer.from(macPart, 'base64url');
      if (id.length !== 16 || given.length !== MAC_BYTES) return null;
      // One spelling per token: base64url's unused low bits must not make a second valid link.
      if (id.toString('base64url') !== idPart || given.toString('base64url') !== macPart)
        return null;
      if (!timingSafeEqual(given, mac(id))) return null;
      const hex = id.toString('hex');
      const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return UUID.test(uuid) ? uuid : null;
    },
  };
}
