/**
 * AES-256-GCM sealing of secrets at rest (third-party credentials, links inside queued jobs,
 * short-lived flow cookies).
 *
 * - Associated data binds a sealed value to where it belongs (e.g. `wordpress:<userId>`): a value
 *   copied into another row or another user's record does not open there.
 * - Keys rotate: values name the key that sealed them (a short id derived from it); previous keys
 *   (APP_ENCRYPTION_KEYS_PREVIOUS) still open old values, and `needsResealing` says which to rewrite.
 *
 * Format: `v2.<keyId>.<iv>.<ciphertext>.<tag>` (base64url); `v1.<iv>.<ciphertext>.<tag>` from before
 * rotation is still read, with every configured key.
 *
 * It also derives values from the current key (`mac`): a secret that a row need not store because
 * the server can compute it again, e.g. the PKCE verifier of an OAuth state.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plaintext: string, associatedData?: string): string;
  /** Throws on a tampered value, a wrong associated data or an unknown key. */
  open(sealed: string, associatedData?: string): string;
  /** True when the value was sealed with a key other than the current one. */
  needsResealing(sealed: string): boolean;
  /**
   * HMAC-SHA256 of `value` under a key of its own for `purpose` (derived from the current key), in
   * base64url (43 characters): the same for the same input until the key rotates.
   */
  mac(purpose: string, value: string): string;
}

/** A key's public name: enough to pick it, nothing about it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function decrypt(
  key: Buffer,
  iv: string,
  ciphertext: string,
  tag: string,
  associatedData: string | undefined,
) {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** `keys[0]` seals; every key opens what it sealed. */
export function createSecretBox(...keys: [Buffer, ...Buffer[]]): SecretBox {
  for (const key of keys) if (key.length !== 32) throw new Error('encryption keys must be 32 bytes');
  const [current] = keys;
  const currentId = keyIdOf(current);
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  /** One key per purpose: a MAC made for one use is worth nothing for another. */
  const macKey = (purpose: string) => createHmac('sha256', current).update(`mac:${purpose}`).digest();

  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v2',
        currentId,
        iv.toString('base64url'),
        ciphertext.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed, associatedData) {
      const parts = sealed.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const [, keyId = '', iv = '', ciphertext = '', tag = ''] = parts;
        const key = byId.get(keyId);
        if (!key) throw new Error('sealed with an unknown key');
        return decrypt(key, iv, ciphertext, tag, associatedData);
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        const [, iv = '', ciphertext = '', tag = ''] = parts;
        for (const key of keys) {
          try {
            return decrypt(key, iv, ciphertext, tag, associatedData);
          } catch {
            // try the next key
          }
        }
        throw new Error('no configured key opens this value');
      }
      throw new Error('malformed sealed secret');
    },
    needsResealing(sealed) {
      const [version, keyId] = sealed.split('.');
      return version !== 'v2' || keyId !== currentId;
    },
    mac(purpose, value) {
      return createHmac('sha256', macKey(purpose)).update(value, 'utf8').digest('base64url');
    },
  };
}
