/** Test helpers for billing: work the stored webhook events as the job would (workers off). */
import { isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { stripeEvents } from '../db/schema/billing.ts';
import { processEvent } from '../modules/billing/stripe-events.ts';

/** Works every stored event not yet worked, oldest first; answers how many. */
export async function drainStripeEvents(ctx: AppContext, now?: Date): Promise<number> {
  const pending = await ctx.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(isNull(stripeEvents.processedAt))
    .orderBy(stripeEvents.receivedAt);
  for (const { id } of pending) await processEvent(ctx, id, now);
  return pending.length;
}

function sandbox(ctx: AppContext) {
  const settings = ctx.sandboxes.stripe;
  if (!settings) throw new Error('the Stripe sandbox is off');
  return settings;
}

/** A test helper of the Stripe sandbox (clock, resend, dispute, card), with its secret key. */
export async function sandboxCall(ctx: AppContext, method: 'GET' | 'POST', path: string, body?: object) {
  const settings = sandbox(ctx);
  const res = await fetch(`${settings.publicUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${settings.secretKey}`, 'content-type': 'application/json' },
    ...(body || method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Moves the sandbox's clock on; renewals happen and their webhooks are delivered before it answers. */
export function advanceStripeClock(ctx: AppContext, seconds: number) {
  return sandboxCall(ctx, 'POST', '/_sandbox/clock/advance', { seconds });
}

/**
 * Pays on the hosted checkout page as a browser would: reads the page's payment form and posts the
 * card number to it. Answers where the page redirects (success URL), or the page shown again.
 */
export async function payOnCheckoutPage(
  url: string,
  card: string,
): Promise<{ location?: string; body: string }> {
  const page = await (await fetch(url)).text();
  const form =
    page.match(/<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i) ??
    page.match(/<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i);
  if (!form?.[1] || !form[2]) throw new Error(`no payment form on ${url}`);
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input[^>]*>/gi)) {
    const name = input[0].match(/name="([^"]+)"/)?.[1];
    if (!name) continue;
    const value = input[0].match(/value="([^"]*)"/)?.[1] ?? '';
    fields.set(name, /card/i.test(name) ? card : value);
  }
  const action = new URL(form[1].replaceAll('&amp;', '&'), url);
  const res = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: action.origin },
    body: fields,
  });
  const location = res.headers.get('location') ?? undefined;
  return { location: location ? new URL(location, action).toString() : undefined, body: await res.text() };
}

/**
 * Switches the plan on the Customer Portal page at `url` as a customer would: posts the page's
 * "Switch plan" form with `priceId`. Answers the portal's notice (switched, scheduled) or error.
 */
export async function switchInPortal(url: string, priceId: string): Promise<string> {
  const page = await (await fetch(url)).text();
  const action = page.match(/<form method="post" action="([^"]+\/switch)"/)?.[1];
  if (!action) throw new Error(`no plan switch on ${url}`);
  const target = new URL(action.replaceAll('&amp;', '&'), url);
  const res = await fetch(target, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.origin },
    body: new URLSearchParams({ price: priceId }),
  });
  const location = new URL(res.headers.get('location') ?? '', target);
  return location.searchParams.get('notice') ?? location.searchParams.get('error') ?? `status ${res.status}`;
}
