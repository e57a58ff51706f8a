/**
 * pino options shared by every role: secrets never reach a log line. Paths that carry credentials
 * are redacted, request URLs lose their query strings, and errors are serialized from an allowlist
 * of fields: a database error keeps its SQL (placeholders only), SQLSTATE and constraint, never its
 * parameters (`DrizzleQueryError` embeds them in its message: password hashes, emails, tokens).
 */
import type { LoggerOptions } from 'pino';
import { traceFields } from './tracing.ts';

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.apiKey',
  '*.secret',
  '*.clientSecret',
  '*.accessToken',
  '*.refreshToken',
  '*.params',
  'err.params',
  'err.detail',
  'err.cause.params',
  'err.cause.detail',
];

/** Fields of an error that never carry values from a request or a row. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'routine',
  'reason',
] as const;

/** Secrets that must not survive in any message, whatever produced it. */
const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/\$argon2(?:id|i|d)\$[^\s"',)]*/g, '[redacted-hash]'],
  [/(Bearer\s+)[A-Za-z0-9._~+/-]+=*/gi, '$1[redacted]'],
  [/((?:token|password|secret|apiKey)=)[^&\s"']+/gi, '$1[redacted]'],
];

function scrub(text: string): string {
  let result = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** Drizzle's "Failed query: …\nparams: …" keeps the SQL and drops the values. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A log-safe copy of an error and its causes (at most 4 deep). */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!isRecord(error)) return scrub(String(error));
  const serialized: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : 'Object',
  };
  if (typeof error.message === 'string') serialized.message = scrub(withoutParams(error.message));
  if (typeof error.stack === 'string') serialized.stack = scrub(withoutParams(error.stack));
  for (const field of SAFE_ERROR_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  // The SQL text of a failed query has placeholders, not values.
  if (typeof error.query === 'string') serialized.query = scrub(error.query);
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * A request's URL as a log line may show it: query strings carry verification and reset tokens, so
 * the path only, with every segment that looks like a token masked (the Google stand-in's
 * interaction ids are in its paths; ids show in the line's route pattern instead).
 */
export function loggedPath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/[A-Za-z0-9_-]{32,}/g, '[id]');
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // The active span's trace and span ids on every line, when the process traces (lib/tracing.ts).
    mixin: traceFields,
    hooks: {
      // `log.error(error)` makes the error's message the line's `msg`: it goes through the same
      // scrubbing as the serialized error, and so does any message string.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest.shift() : first.message;
          return method.apply(this, [
            { err: first },
            scrub(withoutParams(String(message))),
            ...rest,
          ] as never);
        }
        return method.apply(
          this,
          (args as unknown[]).map((arg) =>
            typeof arg === 'string' ? scrub(withoutParams(arg)) : arg,
          ) as never,
        );
      },
    },
    serializers: {
      req(request: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) {
        return { method: request.method, url: loggedPath(request.url), ip: request.ip };
      },
      err: serializeError,
    },
  };
}
