/**
 * An HTTP client for the official SDK that reaches a Stripe API served below a path (the sandbox
 * mounted at e.g. /sandbox/stripe): every request path the SDK makes (`/v1/…`) gets the prefix.
 */
import Stripe from 'stripe';

type MakeRequest = Stripe.HttpClient['makeRequest'];

/** `new Stripe(key, { host, port, protocol: 'http', httpClient: prefixedHttpClient('/sandbox/stripe') })`. */
export function prefixedHttpClient(prefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  const base = prefix.replace(/\/+$/, '');
  const makeRequest: MakeRequest = (host, port, path, ...rest) =>
    inner.makeRequest(host, port, `${base}${path}`, ...rest);
  return Object.assign(Object.create(inner) as Stripe.HttpClient, { makeRequest });
}
