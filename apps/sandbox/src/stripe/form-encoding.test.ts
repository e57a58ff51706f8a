import { describe, expect, it } from 'vitest';
import { FormEncodingError, parseStripeForm } from './form-encoding.ts';

describe('parseStripeForm', () => {
  it('reads flat and nested keys, decoding values', () => {
    expect(parseStripeForm('email=a%40b.test&name=Ada+Lovelace&metadata[userId]=u%201')).toEqual({
      email: 'a@b.test',
      name: 'Ada Lovelace',
      metadata: { userId: 'u 1' },
    });
  });

  it('makes arrays from numeric keys, in index order, with nested objects', () => {
    const parsed = parseStripeForm(
      'line_items[1][price]=price_b&line_items[0][price]=price_a&line_items[0][quantity]=1&expand[0]=invoice&expand[1]=subscription',
    );
    expect(parsed).toEqual({
      line_items: [{ price: 'price_a', quantity: '1' }, { price: 'price_b' }],
      expand: ['invoice', 'subscription'],
    });
  });

  it('accepts encoded brackets and empty brackets (append)', () => {
    expect(parseStripeForm('lookup_keys%5B0%5D=a&lookup_keys%5B1%5D=b')).toEqual({ lookup_keys: ['a', 'b'] });
    expect(parseStripeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
  });

  it('keeps empty values (Stripe unsets a field with an empty string)', () => {
    expect(parseStripeForm('metadata[old]=&description')).toEqual({ metadata: { old: '' }, description: '' });
  });

  it('keeps non-contiguous numeric keys as an object', () => {
    expect(parseStripeForm('a[0]=x&a[2]=y')).toEqual({ a: { 0: 'x', 2: 'y' } });
  });

  it('reads deep nesting (items[0][price_data][recurring][interval])', () => {
    expect(parseStripeForm('items[0][price_data][recurring][interval]=month')).toEqual({
      items: [{ price_data: { recurring: { interval: 'month' } } }],
    });
  });

  it('refuses a key that is both a value and a hash, malformed keys and prototype keys', () => {
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a[b]=2&a=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a[b=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a[__proto__][x]=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a=%E0%A4%A')).toThrow(FormEncodingError);
  });

  it('ignores empty pairs', () => {
    expect(parseStripeForm('&&a=1&')).toEqual({ a: '1' });
    expect(parseStripeForm('')).toEqual({});
  });
});
