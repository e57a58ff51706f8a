/**
 * The one HTTP client of the web app. Every call goes to the same-origin `/api` with the session
 * cookie; the token is never read or stored by the browser (PRODUCT.md §12). Non-OK answers become one
 * `ApiError`, whatever the endpoint.
 */
import type { ErrorBody } from '@aa/contracts';
import { ErrorCode } from '@aa/contracts/error-codes';
import { Messages } from '@aa/contracts/messages';
import type { z } from 'zod';

export const API_BASE = '/api';

/** Status 0 marks a request that never reached the server. */
export const NETWORK_ERROR_STATUS = 0;

const knownCodes = new Set<string>(Object.values(ErrorCode));

/** The contracts' error code of an answer, or undefined for anything else. */
function toErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && knownCodes.has(value) ? (value as ErrorCode) : undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly body: Partial<ErrorBody> | undefined;

  constructor(status: number, message: string, code?: ErrorCode, body?: Partial<ErrorBody>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  /** Field errors of a VALIDATION_ERROR, flattened to their messages. */
  get fieldMessages(): string[] {
    return Object.values(this.body?.errors ?? {}).flat();
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /** A file sent as the body itself (its bytes; the server reads what it is from its content). */
  file?: Blob;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, Messages.networkError, undefined, undefined);
  }

  const json = await readJson(response);
  if (!response.ok || (isRecord(json) && json.success === false)) {
    const body = isRecord(json) ? (json as Partial<ErrorBody>) : undefined;
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, toErrorCode(body?.code), body);
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, Messages.internalError, undefined, undefined);
    return parsed.data;
  }
  return json as T;
}

export const api = {
  get: <T = unknown>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
    request<T>('GET', path, { schema, signal }),
  post: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('POST', path, { body: body ?? {}, schema }),
  patch: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('PATCH', path, { body: body ?? {}, schema }),
  put: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request<T>('PUT', path, { body: body ?? {}, schema }),
  delete: <T = unknown>(path: string, schema?: z.ZodType<T>) => request<T>('DELETE', path, { schema }),
  /** POSTs a file as the request's body. */
  upload: <T = unknown>(path: string, file: Blob, schema?: z.ZodType<T>) =>
    request<T>('POST', path, { file, schema }),
};

/** The message to show for a failure: the server's, else the network text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return Messages.networkError;
    if (error.body?.message) return error.body.message;
  }
  return fallback;
}
