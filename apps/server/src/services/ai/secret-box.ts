import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts settings secrets (the AI API key) at rest; see createSecretBox. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed under another secret (or tampered with). */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from SETTINGS_ENCRYPTION_KEY, or from the auth
 * secret when that is not set. A sealed value is `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
export function createSecretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'anglerscout', 'settings-secrets-v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
