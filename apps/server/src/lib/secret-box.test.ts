import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf } from './secret-box.ts';

const key = () => randomBytes(32);

describe('secret box (AES-256-GCM)', () => {
  it('seals and opens, never the same ciphertext twice, and names its key', () => {
    const k = key();
    const box = createSecretBox(k);
    const a = box.seal('wp app password', 'wordpress:user-1');
    const b = box.seal('wp app password', 'wordpress:user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('wp app password');
    expect(a.split('.')[1]).toBe(keyIdOf(k));
    expect(box.open(a, 'wordpress:user-1')).toBe('wp app password');
  });

  it('refuses a tampered value', () => {
    const box = createSecretBox(key());
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[3] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    // The last part flipped by a decoded byte (changing its last base64 character may only touch
    // padding bits, which decode to the same bytes).
    const last = parts.length - 1;
    const tampered = sealed.split('.');
    const tail = Buffer.from(tampered[last] ?? '', 'base64url');
    tail[0] = (tail[0] ?? 0) ^ 1;
    tampered[last] = tail.toString('base64url');
    expect(() => box.open(tampered.join('.'))).toThrow();
    expect(() => box.open('v2.nope')).toThrow(/malformed/);
  });

  it('binds a value to its associated data: another user or place does not open it', () => {
    const box = createSecretBox(key());
    const sealed = box.seal('token', 'pinterest:user-1');
    expect(() => box.open(sealed, 'pinterest:user-2')).toThrow();
    expect(() => box.open(sealed)).toThrow();
    expect(() => createSecretBox(key()).open(sealed, 'pinterest:user-1')).toThrow(/unknown key/);
  });

  it('rotates keys: previous keys open old values, which are flagged for resealing', () => {
    const [oldKey, newKey] = [key(), key()];
    const before = createSecretBox(oldKey).seal('refresh-token', 'pinterest:u');
    const rotated = createSecretBox(newKey, oldKey);
    expect(rotated.open(before, 'pinterest:u')).toBe('refresh-token');
    expect(rotated.needsResealing(before)).toBe(true);
    const resealed = rotated.seal(rotated.open(before, 'pinterest:u'), 'pinterest:u');
    expect(rotated.needsResealing(resealed)).toBe(false);
    expect(() => createSecretBox(oldKey).open(resealed, 'pinterest:u')).toThrow(/unknown key/);
  });

  it('still reads the v1 format, with any configured key', () => {
    const k = key();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', k, iv);
    const ciphertext = Buffer.concat([cipher.update('legacy', 'utf8'), cipher.final()]);
    const v1 = ['v1', iv, ciphertext, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
    expect(createSecretBox(key(), k).open(v1)).toBe('legacy');
    expect(createSecretBox(k).needsResealing(v1)).toBe(true);
    expect(() => createSecretBox(key()).open(v1)).toThrow();
  });

  it('derives a stable MAC per key and purpose, unguessable without the key (PKCE verifiers)', () => {
    const k = key();
    const box = createSecretBox(k);
    const mac = box.mac('pinterest-pkce', 'state-1');
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createSecretBox(k, key()).mac('pinterest-pkce', 'state-1')).toBe(mac);
    expect(box.mac('pinterest-pkce', 'state-2')).not.toBe(mac);
    expect(box.mac('another-purpose', 'state-1')).not.toBe(mac);
    expect(createSecretBox(key()).mac('pinterest-pkce', 'state-1')).not.toBe(mac);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
