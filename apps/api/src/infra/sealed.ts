import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Values that must be readable again but never lie in the database as they are (the PINs of the
 * scratch cards a player withdrew: whoever reads them can spend them). AES-256-GCM with a key derived
 * from a secret (CARD_DATA_KEY); a sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export interface Sealer {
  seal(plain: string): string;
  /** The plain value, or undefined when it was sealed with another key or tampered with. */
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';

export function createSealer(secret: string): Sealer {
  // The secret is a long random string (≥ 32 characters): one hash is enough to make it a key.
  const key = createHash('sha256').update(`xc-sealed:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
