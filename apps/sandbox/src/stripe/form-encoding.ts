/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` bodies (and query strings) whose
 * keys use bracket notation for nesting, as the SDK writes them: `metadata[userId]=u1`,
 * `line_items[0][price]=price_1`, `expand[0]=invoice`. Numeric keys (and `key[]`) make arrays.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormEncodingError extends Error {}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw new FormEncodingError(`Invalid URL encoding: ${part}`);
  }
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) throw new FormEncodingError(`Invalid parameter name: ${key}`);
    parts.push(match[1] ?? '');
    consumed = match.index + match[0].length;
  }
  if (consumed !== rest.length) throw new FormEncodingError(`Invalid parameter name: ${key}`);
  return parts;
}

type Tree = Map<string, Tree | string>;

function insert(tree: Tree, path: string[], value: string, key: string) {
  let node = tree;
  for (let index = 0; index < path.length; index += 1) {
    let segment = path[index] ?? '';
    if (FORBIDDEN_KEYS.has(segment)) throw new FormEncodingError(`Invalid parameter name: ${key}`);
    // `a[]` appends: the next free index.
    if (segment === '' && index > 0) segment = String(node.size);
    const last = index === path.length - 1;
    const existing = node.get(segment);
    if (last) {
      if (existing !== undefined && typeof existing !== 'string')
        throw new FormEncodingError(`Invalid hash: ${key} is both a value and a hash`);
      node.set(segment, value);
      return;
    }
    if (typeof existing === 'string')
      throw new FormEncodingError(`Invalid hash: ${key} is both a value and a hash`);
    const child: Tree = existing ?? new Map();
    node.set(segment, child);
    node = child;
  }
}

/** A map whose keys are 0…n-1 becomes an array; any other map an object. */
function toValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  const isArray =
    keys.length > 0 &&
    keys.every((key) => /^\d+$/.test(key)) &&
    keys.every((key) => Number(key) < keys.length);
  if (isArray) {
    return keys
      .map((key) => Number(key))
      .sort((a, b) => a - b)
      .map((index) => toValue(node.get(String(index)) as Tree | string));
  }
  const object: FormObject = {};
  for (const [key, child] of node) object[key] = toValue(child);
  return object;
}

/** Parses a form body or query string (without the leading `?`) into nested objects and arrays. */
export function parseStripeForm(text: string): FormObject {
  const tree: Tree = new Map();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const key = decode(rawKey);
    if (key === '') continue;
    insert(tree, splitKey(key), decode(rawValue), key);
  }
  const root: FormObject = {};
  for (const [key, child] of tree) root[key] = toValue(child);
  return root;
}
