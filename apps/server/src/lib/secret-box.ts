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
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plaintext: string, associatedData?: string): string;
  /** Throws on a tampered value, a wrong associated data or an unknown key. */
  open(sealed: string, associatedData?: string): string;
  /** True when the value was sealed with a key other than the current one. */
  needsResealing(sealed: string): boolean;
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
  };
}
