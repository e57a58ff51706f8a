/**
 * Stripe's error answers: `{ error: { type, code?, message, param?, … } }` with the HTTP status
 * Stripe gives them (400 bad request, 401 bad key, 402 card declined, 404 no such object).
 */

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  readonly status: number;
  readonly type: StripeErrorType;
  readonly extra: Record<string, unknown>;

  constructor(status: number, type: StripeErrorType, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }

  toBody() {
    const code = typeof this.extra.code === 'string' ? this.extra.code : undefined;
    return {
      error: {
        ...(code ? { doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` } : {}),
        ...this.extra,
        message: this.message,
        type: this.type,
      },
    };
  }
}

/** How Stripe names each kind of object in "No such …" messages. */
const OBJECT_NAMES: Record<string, string> = {
  cus: 'customer',
  prod: 'product',
  price: 'price',
  cs: 'checkout.session',
  pi: 'payment_intent',
  ch: 'charge',
  re: 'refund',
  sub: 'subscription',
  in: 'invoice',
  dp: 'dispute',
  bps: 'billing_portal.session',
  evt: 'event',
  pm: 'PaymentMethod',
};

export const stripeErrors = {
  missingParam: (param: string) =>
    new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
      code: 'parameter_missing',
      param,
    }),
  invalidParam: (param: string, message: string) =>
    new StripeApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid_empty', param }),
  invalidValue: (param: string, message: string, code = 'parameter_invalid_string') =>
    new StripeApiError(400, 'invalid_request_error', message, { code, param }),
  invalidInteger: (param: string, value: unknown) =>
    new StripeApiError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, {
      code: 'parameter_invalid_integer',
      param,
    }),
  invalidRequest: (message: string, param?: string) =>
    new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {}),
  noSuch: (id: string, param = 'id') => {
    const prefix = id.startsWith('cs_') ? 'cs' : (id.split('_')[0] ?? '');
    const name = OBJECT_NAMES[prefix] ?? 'object';
    return new StripeApiError(404, 'invalid_request_error', `No such ${name}: '${id}'`, {
      code: 'resource_missing',
      param,
    });
  },
  unrecognizedUrl: (method: string, path: string) =>
    new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    ),
  noApiKey: () =>
    new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    ),
  invalidApiKey: (key: string) =>
    new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '****'}`,
      { code: 'api_key_invalid' },
    ),
  idempotencyMismatch: (key: string) =>
    new StripeApiError(
      400,
      'idempotency_error',
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    ),
  cannotExpand: (path: string) =>
    new StripeApiError(400, 'invalid_request_error', `This property cannot be expanded (${path}).`),
};
