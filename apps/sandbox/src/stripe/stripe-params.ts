/**
 * Reading request parameters (parsed form values: strings, arrays, objects) the way Stripe checks
 * them, with its error for each mistake.
 */
import type { FormObject, FormValue } from './form-encoding.ts';
import { stripeErrors } from './stripe-errors.ts';

export type Params = FormObject;

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function optionalString(params: Params, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw stripeErrors.invalidValue(path, `Invalid string: ${JSON.stringify(value)}`);
  return value;
}

export function requiredString(params: Params, name: string, path = name): string {
  const value = optionalString(params, name, path);
  if (value === undefined || value === '') throw stripeErrors.missingParam(path);
  return value;
}

export function optionalInteger(params: Params, name: string, path = name): number | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw stripeErrors.invalidInteger(path, value);
  return Number(value);
}

export function requiredInteger(params: Params, name: string, path = name): number {
  const value = optionalInteger(params, name, path);
  if (value === undefined) throw stripeErrors.missingParam(path);
  return value;
}

export function optionalBoolean(params: Params, name: string, path = name): boolean | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw stripeErrors.invalidValue(path, `Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean');
}

export function optionalObject(params: Params, name: string, path = name): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!isObject(value)) throw stripeErrors.invalidValue(path, `Invalid object`, 'parameter_invalid_object');
  return value;
}

/** An array parameter (`x[0]=…`); an object with numeric keys counts too. */
export function optionalArray(params: Params, name: string, path = name): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key] as FormValue);
  throw stripeErrors.invalidValue(path, `Invalid array`, 'parameter_invalid_array');
}

export function stringArray(params: Params, name: string): string[] {
  return (optionalArray(params, name) ?? []).map((value, index) => {
    if (typeof value !== 'string') throw stripeErrors.invalidValue(`${name}[${index}]`, 'Invalid string');
    return value;
  });
}

export function objectArray(params: Params, name: string): Params[] {
  return (optionalArray(params, name) ?? []).map((value, index) => {
    if (!isObject(value))
      throw stripeErrors.invalidValue(`${name}[${index}]`, 'Invalid object', 'parameter_invalid_object');
    return value;
  });
}

/**
 * Metadata as Stripe takes it: up to 50 string keys (≤ 40 characters) and values (≤ 500); an empty
 * value removes the key from `current`.
 */
export function readMetadata(
  params: Params,
  name: string,
  current: Record<string, string> = {},
  path = name,
): Record<string, string> {
  const value = params[name];
  if (value === undefined) return { ...current };
  if (value === '') return {};
  if (!isObject(value)) throw stripeErrors.invalidValue(path, 'Invalid hash', 'parameter_invalid_object');
  const result = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw stripeErrors.invalidValue(`${path}[${key}]`, 'Invalid string');
    if (key.length > 40)
      throw stripeErrors.invalidValue(`${path}[${key}]`, 'Metadata keys can have up to 40 characters.');
    if (entry.length > 500)
      throw stripeErrors.invalidValue(`${path}[${key}]`, 'Metadata values can have up to 500 characters.');
    if (entry === '') delete result[key];
    else result[key] = entry;
  }
  if (Object.keys(result).length > 50)
    throw stripeErrors.invalidValue(path, 'Metadata can have up to 50 keys.', 'parameter_invalid_object');
  return result;
}
