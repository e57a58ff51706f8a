/**
 * The strings we accept from outside. Every string field refuses control characters and lone UTF-16
 * surrogates (they break the database, logs and mail headers: a NUL in a name used to answer 500),
 * and emails have one canonical form, used for validation and for every comparison and key.
 */
import { z } from 'zod';
import { Messages } from './messages.ts';

/**
 * C0 and C1 controls and DEL, bidirectional overrides and isolates (they let a name reorder the text
 * around it in a mail: 'Alice <alice@…> \u202E' hides who really wrote), and surrogates that are not
 * part of a pair.
 */
const UNSAFE_IN_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The same, allowing tab, line feed and carriage return (messages, descriptions). */
const UNSAFE_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (keys and indexes) to a string of a parsed request (its body, query or params) that holds
 * a lone surrogate, in a value or a key, or null. No field may hold one, whatever its schema: it is
 * not text (encoders throw on it, as the Stripe SDK does putting one in a URL, or silently turn it
 * into U+FFFD). Walked without recursion: a body may nest deeper than a stack.
 */
export function loneSurrogatePath(value: unknown): (string | number)[] | null {
  // Each item keeps a link to its parent, not its whole path: a deep body costs linear work.
  type Place = { key: string | number; parent: Place | null } | null;
  const pathOf = (place: Place) => {
    const path: (string | number)[] = [];
    for (let at = place; at; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: [unknown, Place][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return pathOf(place);
    } else if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) pending.push([child, { key: index, parent: place }]);
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return pathOf({ key, parent: place });
        pending.push([child, { key, parent: place }]);
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function isSafeLine(value: string): boolean {
  return !UNSAFE_IN_LINE.test(value);
}

export function isSafeText(value: string): boolean {
  return !UNSAFE_IN_TEXT.test(value);
}

/**
 * Makes zod say 'This field is required' of a field left out, instead of its default 'Invalid input:
 * expected string, received undefined'. A schema's own message still wins. zod's configuration is
 * global: call once per process (the server does when it builds the app).
 */
export function installZodMessages() {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? Messages.fieldRequired : undefined,
  });
}

/** A one-line string field: names, passwords, URLs, tags. */
export const lineSchema = () => z.string().refine(isSafeLine, { error: Messages.invalidCharacters });

/** A multi-line string field: messages and descriptions. */
export const textSchema = () => z.string().refine(isSafeText, { error: Messages.invalidCharacters });

/** An opaque token of ours (256 bits, base64url); anything else is an invalid link. */
export const opaqueTokenSchema = (message: string) =>
  z
    .string()
    .min(1, { error: message })
    .max(200, { error: message })
    .regex(/^[A-Za-z0-9_-]+$/, { error: message });

/** RFC 5322 `atext` and dots: the local parts mail providers actually hand out, ASCII only. */
const ASCII_LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const ASCII_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * The one form an email is stored, compared and keyed in, or null when it is not usable: the local
 * part must be ASCII (so `\u212Aate@` — with a Kelvin sign — can never fold into `kate@`), the domain
 * goes through IDNA to its ASCII form (as DNS sees it), and both are lowercased.
 */
export function canonicalEmail(input: string): string | null {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (!ASCII_LOCAL_PART.test(local) || !isSafeLine(domain) || /[\s/?#@:\\%[\]]/.test(domain)) return null;
  let asciiDomain: string;
  try {
    asciiDomain = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  if (!ASCII_DOMAIN.test(asciiDomain)) return null;
  return `${local.toLowerCase()}@${asciiDomain}`;
}

/** An IANA time zone the runtime knows ("Europe/Paris"). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
