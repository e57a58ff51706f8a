/**
 * Two things every Stripe answer goes through: `expand[]` (an id replaced by its object, along a
 * dotted path such as `data.product` or `payments.data.payment.payment_intent`, or a property only
 * shown when asked for, like a Checkout Session's `line_items`) and list pages (`limit`,
 * `starting_after`, `ending_before`, newest first).
 */
import { stripeErrors } from './stripe-errors.ts';
import { optionalInteger, optionalString, type Params, stringArray } from './stripe-params.ts';

/** Fields that hold another object's id and expand to it. */
const REFERENCE_FIELDS = new Set([
  'charge',
  'customer',
  'default_price',
  'invoice',
  'latest_charge',
  'latest_invoice',
  'payment_intent',
  'price',
  'product',
  'subscription',
]);

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ExpandSources {
  /** Any stored object by id. */
  byId: (id: string) => object | undefined;
  /** A property shown only when expanded (e.g. checkout.session's line_items), or undefined. */
  includable: (owner: Json, field: string) => object | undefined;
}

function expandPath(node: unknown, segments: string[], path: string, sources: ExpandSources): unknown {
  if (!isJson(node)) throw stripeErrors.cannotExpand(path);
  const [field, ...rest] = segments;
  if (field === undefined) return node;
  if (node.object === 'list' && field === 'data' && Array.isArray(node.data)) {
    return { ...node, data: node.data.map((entry) => expandPath(entry, rest, path, sources)) };
  }
  let value: unknown = node[field];
  if (value === undefined) {
    value = sources.includable(node, field);
    if (value === undefined) throw stripeErrors.cannotExpand(path);
  } else if (typeof value === 'string') {
    const found = REFERENCE_FIELDS.has(field) ? sources.byId(value) : undefined;
    if (!found) throw stripeErrors.cannotExpand(path);
    value = structuredClone(found);
  } else if (value === null) {
    // Nothing to expand, but only a reference may be asked for.
    if (!REFERENCE_FIELDS.has(field)) throw stripeErrors.cannotExpand(path);
    return node;
  }
  if (rest.length > 0) value = expandPath(value, rest, path, sources);
  return { ...node, [field]: value };
}

/** The object with each of `paths` expanded (a copy; the stored object is left alone). */
export function expandObject<T extends object>(object: T, paths: string[], sources: ExpandSources): T {
  let result: unknown = object;
  for (const path of paths) {
    if (path.split('.').length > 4)
      throw stripeErrors.invalidRequest(`You cannot expand more than 4 levels of a property (${path}).`);
    result = expandPath(result, path.split('.'), path, sources);
  }
  return result as T;
}

export const expandParam = (params: Params) => stringArray(params, 'expand');

export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** One page of `items` (already newest first), as Stripe's list endpoints answer. */
export function listPage<T extends { id?: string }>(items: T[], params: Params, url: string): ListPage<T> {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw stripeErrors.invalidValue(
      'limit',
      'This value must be greater than or equal to 1 and less than or equal to 100.',
      'parameter_invalid_integer',
    );
  const startingAfter = optionalString(params, 'starting_after');
  const endingBefore = optionalString(params, 'ending_before');
  let start = 0;
  let end = items.length;
  if (startingAfter) {
    const index = items.findIndex((item) => item.id === startingAfter);
    if (index === -1) throw stripeErrors.noSuch(startingAfter, 'starting_after');
    start = index + 1;
  } else if (endingBefore) {
    const index = items.findIndex((item) => item.id === endingBefore);
    if (index === -1) throw stripeErrors.noSuch(endingBefore, 'ending_before');
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  const hasMore = endingBefore ? start > 0 : start + limit < end;
  return { object: 'list', data, has_more: hasMore, url };
}
