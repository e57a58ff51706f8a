import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, loginBodySchema, registerBodySchema } from './auth.ts';
import { Messages } from './messages.ts';
import { canonicalEmail, isSafeLine, isSafeText, lineSchema, loneSurrogatePath, textSchema } from './text.ts';

describe('canonicalEmail', () => {
  it('lowercases, trims and maps the domain to its ASCII (IDNA) form', () => {
    expect(canonicalEmail('  Kate.Smith+news@Example.COM ')).toBe('kate.smith+news@example.com');
    expect(canonicalEmail('anna@münchen.de')).toBe('anna@xn--mnchen-3ya.de');
    expect(canonicalEmail('bob@ＥＸＡＭＰＬＥ.com')).toBe('bob@example.com');
  });

  it('refuses local parts that Unicode case folding would merge with another address', () => {
    // U+212A KELVIN SIGN lowercases to "k": it must never become kate@.
    expect(canonicalEmail('\u212Aate@example.com')).toBeNull();
    expect(canonicalEmail('kaTe\u0130@example.com')).toBeNull();
    expect(canonicalEmail('ｋate@example.com')).toBeNull();
    expect(emailSchema.safeParse('\u212Aate@example.com').success).toBe(false);
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      '@',
      'a@',
      '@b.co',
      'a b@c.de',
      'a@b',
      'a@b c.de',
      'a@b.co/x',
      'a\u0000@b.co',
      'a@b\u0000.co',
    ]) {
      expect(canonicalEmail(bad), bad).toBeNull();
    }
  });

  it('is idempotent: the canonical form of a canonical email is itself', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = canonicalEmail(email);
        if (once !== null) expect(canonicalEmail(once)).toBe(once);
      }),
    );
  });

  it('gives the schema the same answer for every spelling of one address', () => {
    const spellings = ['kate@example.com', 'KATE@EXAMPLE.COM', ' Kate@Example.Com\t'];
    expect(new Set(spellings.map((spelling) => emailSchema.parse(spelling)))).toEqual(
      new Set(['kate@example.com']),
    );
  });
});

describe('control characters and lone surrogates', () => {
  it('are refused in one-line fields, and only tab/newlines are allowed in text', () => {
    expect(isSafeLine('Ada Lovelace')).toBe(true);
    expect(isSafeLine('Zoë 🚀')).toBe(true);
    for (const bad of ['a\u0000b', 'a\nb', 'a\u001Fb', 'a\u007Fb', 'a\u0085b', 'a\uD800b', 'a\uDC00']) {
      expect(isSafeLine(bad), JSON.stringify(bad)).toBe(false);
    }
    // Bidirectional overrides and isolates would reorder a mail's 'From:' line around a name.
    for (const bidi of ['Alice \u202E', 'a\u202Ab', 'a\u2066b', 'a\u2069']) {
      expect(isSafeLine(bidi), JSON.stringify(bidi)).toBe(false);
    }
    expect(isSafeLine('مرحبا Alice')).toBe(true);
    expect(isSafeText('line one\nline two\r\n\tend')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(lineSchema().safeParse('x\u0000').error?.issues[0]?.message).toBe(Messages.invalidCharacters);
    expect(textSchema().safeParse('x\ny').success).toBe(true);
  });

  it('never reach a handler through the account contracts (400, not 500)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const body = {
          email: 'a@example.com',
          password: `Aa1${value}xxxxx`,
          firstName: value,
          lastName: 'L',
        };
        const parsed = registerBodySchema.safeParse(body);
        if (parsed.success) {
          expect(isSafeLine(parsed.data.firstName)).toBe(true);
          expect(isSafeLine(parsed.data.password)).toBe(true);
        }
        const login = loginBodySchema.safeParse({ email: value, password: value });
        if (login.success) expect(isSafeLine(login.data.password)).toBe(true);
      }),
    );
  });
});

describe('loneSurrogatePath', () => {
  it('finds a lone surrogate in any string or key of a request, and where', () => {
    expect(loneSurrogatePath({ session_id: 'cs_\uD800' })).toEqual(['session_id']);
    expect(loneSurrogatePath({ a: [{ b: 'ok' }, { c: ['x', '\uDC00y'] }] })).toEqual(['a', 1, 'c', 1]);
    expect(loneSurrogatePath({ ok: { 'k\uD83D': 1 } })).toEqual(['ok', 'k\uD83D']);
    expect(loneSurrogatePath('\uD800')).toEqual([]);
    for (const fine of [{ name: 'Zoë 🚀', n: 1, none: null, yes: true }, [], '', 42, undefined, 'a\u0000b'])
      expect(loneSurrogatePath(fine), JSON.stringify(fine)).toBeNull();
  });

  it('walks a body nested deeper than any stack, in linear time', () => {
    let deep: unknown = '\uD800';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const started = performance.now();
    expect(loneSurrogatePath(deep)).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('agrees with the per-field check on every string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 8 }), (value) => {
        const wellFormed = loneSurrogatePath({ field: value }) === null;
        expect(wellFormed).toBe(
          !/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')),
        );
      }),
    );
  });
});
