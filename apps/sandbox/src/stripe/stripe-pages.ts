/**
 * The Stripe-hosted pages of the sandbox: Checkout (what is bought, a card number, Pay or Cancel)
 * and the Customer Portal (plans, the card, invoices). Plain forms, labelled fields, errors
 * announced with role=alert; inline styles only, no script (the host's CSP forbids inline scripts).
 */
import { escapeHtml } from '../html.ts';
import { formatAmount } from './stripe-objects.ts';

const styles = `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f6f9fc;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1f36}
main{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(50,50,93,.12);padding:32px;width:min(520px,calc(100% - 24px));margin:40px auto}
.tag{display:inline-block;padding:2px 8px;border-radius:6px;background:#ffde92;color:#5a3d00;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
h1{font-size:22px;margin:12px 0 4px}h2{font-size:16px;margin:24px 0 8px}.amount{font-size:32px;font-weight:700;margin:0}.muted{color:#5b6477;margin:0}
label{display:block;font-weight:600;margin:20px 0 6px}input[type=text],select{width:100%;height:44px;border:1px solid #c5cbd6;border-radius:8px;padding:0 12px;font-size:16px;background:#fff}
input[type=text]:focus,select:focus{outline:2px solid #635bff;outline-offset:1px}.hint{color:#5b6477;font-size:13px;margin:6px 0 0}
.error{background:#fdecec;color:#9e1b1b;border-radius:8px;padding:10px 12px;margin:16px 0 0}.notice{background:#eef7ee;color:#1d5e20;border-radius:8px;padding:10px 12px;margin:16px 0 0}
button,.button{display:inline-block;height:44px;padding:0 18px;border-radius:8px;border:0;font-weight:600;font-size:15px;cursor:pointer;text-decoration:none;line-height:44px}
.primary{background:#635bff;color:#fff;width:100%;margin-top:20px}.secondary{background:#e9ecf2;color:#1a1f36}button:focus-visible,a:focus-visible{outline:3px solid #0a2540;outline-offset:2px}
.plan{border:1px solid #e3e8ee;border-radius:10px;padding:16px;margin:12px 0}.plan p{margin:2px 0}.row{display:flex;gap:8px;flex-wrap:wrap;align-items:end;margin-top:12px}.row form{margin:0}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e8ee}a{color:#635bff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const banner = '<span class="tag">Stripe sandbox · test mode</span>';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A unix-seconds date for people (UTC, e.g. "March 2, 2026"). */
export const formatDate = (seconds: number) => dateFormat.format(new Date(seconds * 1000));

const per = (interval: string | null) => (interval ? ` per ${interval}` : '');

export interface CheckoutView {
  action: string;
  cancelAction: string | null;
  status: 'open' | 'complete' | 'expired';
  mode: 'subscription' | 'payment';
  merchant: string;
  productName: string;
  amount: number;
  currency: string;
  interval: string | null;
  email: string | null;
  cardNumber?: string;
  error?: string;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const price = `${formatAmount(view.amount, view.currency)}${per(view.interval)}`;
  const heading =
    view.mode === 'subscription'
      ? `Subscribe to ${escapeHtml(view.productName)}`
      : `Pay ${escapeHtml(view.merchant)}`;
  const summary = `${banner}<h1>${heading}</h1><p class="amount">${escapeHtml(formatAmount(view.amount, view.currency))}${view.interval ? `<span class="muted" style="font-size:16px;font-weight:400"> ${escapeHtml(per(view.interval).trim())}</span>` : ''}</p>
<p class="muted">${escapeHtml(view.productName)} · ${escapeHtml(price)}</p>${view.email ? `<p class="muted">${escapeHtml(view.email)}</p>` : ''}`;
  if (view.status !== 'open') {
    const message =
      view.status === 'complete'
        ? 'This checkout is complete: the payment has been made.'
        : 'This checkout has expired. Go back to the shop and start again.';
    return page('Checkout – Stripe sandbox', `${summary}<p class="notice" role="status">${message}</p>`);
  }
  const error = view.error
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(view.error)}</p>`
    : '';
  const describedBy = view.error ? 'card-error card-hint' : 'card-hint';
  const cancel = view.cancelAction
    ? `<form method="post" action="${escapeHtml(view.cancelAction)}"><button class="secondary" type="submit" style="width:100%;margin-top:12px">Cancel</button></form>`
    : '';
  return page(
    'Checkout – Stripe sandbox',
    `${summary}<form method="post" action="${escapeHtml(view.action)}" novalidate>${error}
<label for="card_number">Card number</label><input type="text" id="card_number" name="card_number" value="${escapeHtml(view.cardNumber ?? '')}" inputmode="numeric" autocomplete="cc-number" required aria-describedby="${describedBy}"${view.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 is a bank transfer that settles at the next clock advance.</p>
<button class="primary" type="submit">Pay</button></form>${cancel}`,
  );
}

export interface PortalPlanView {
  id: string;
  productName: string;
  amount: number;
  currency: string;
  interval: string;
  status: string;
  periodEnd: number;
  endedAt: number | null;
  cancelAtPeriodEnd: boolean;
  /** The plan it changes to at the period end (a downgrade the portal scheduled), if any. */
  changesTo: string | null;
  /** Other prices of the same interval the plan can switch to. */
  alternatives: Array<{ id: string; label: string }>;
}

export interface PortalView {
  actionBase: string;
  merchant: string;
  email: string | null;
  returnUrl: string | null;
  plans: PortalPlanView[];
  card: { brand: string; last4: string } | null;
  invoices: Array<{ number: string; created: number; amount: number; currency: string; status: string }>;
  error?: string;
  notice?: string;
}

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

function renderPlan(plan: PortalPlanView, actionBase: string): string {
  const action = (verb: string) => escapeHtml(`${actionBase}/subscriptions/${plan.id}/${verb}`);
  const live = plan.status !== 'canceled';
  let when: string;
  if (!live) when = `Ended on ${formatDate(plan.endedAt ?? plan.periodEnd)}`;
  else if (plan.cancelAtPeriodEnd) when = `Cancels on ${formatDate(plan.periodEnd)}`;
  else if (plan.changesTo) when = `Changes to ${plan.changesTo} on ${formatDate(plan.periodEnd)}`;
  else when = `Renews on ${formatDate(plan.periodEnd)}`;
  const buttons = !live
    ? ''
    : `<div class="row">${
        plan.cancelAtPeriodEnd
          ? `<form method="post" action="${action('renew')}"><button class="secondary" type="submit">Renew plan</button></form>`
          : `<form method="post" action="${action('cancel')}"><button class="secondary" type="submit">Cancel plan</button></form>`
      }</div>${
        plan.alternatives.length > 0
          ? `<form method="post" action="${action('switch')}" class="row"><div style="flex:1"><label for="price-${escapeHtml(plan.id)}" style="margin-top:0">Switch plan</label><select id="price-${escapeHtml(plan.id)}" name="price">${plan.alternatives
              .map(
                (option) => `<option value="${escapeHtml(option.id)}">${escapeHtml(option.label)}</option>`,
              )
              .join('')}</select></div><button class="secondary" type="submit">Switch plan</button></form>`
          : ''
      }`;
  return `<section class="plan" aria-label="${escapeHtml(plan.productName)}"><p><strong>${escapeHtml(plan.productName)}</strong> · ${escapeHtml(formatAmount(plan.amount, plan.currency))} per ${escapeHtml(plan.interval)}</p>
<p>Status: ${escapeHtml(titleCase(plan.status))}</p><p>${escapeHtml(when)}</p>${buttons}</section>`;
}

export function renderPortalPage(view: PortalView): string {
  const message = view.error
    ? `<p class="error" id="portal-error" role="alert">${escapeHtml(view.error)}</p>`
    : view.notice
      ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>`
      : '';
  const plans =
    view.plans.length > 0
      ? view.plans.map((plan) => renderPlan(plan, view.actionBase)).join('')
      : '<p class="muted">No subscription yet.</p>';
  const card = view.card
    ? `<p>${escapeHtml(titleCase(view.card.brand))} •••• ${escapeHtml(view.card.last4)}</p>`
    : '<p class="muted">No card on file.</p>';
  const invoices =
    view.invoices.length > 0
      ? `<table><thead><tr><th scope="col">Number</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${view.invoices
          .map(
            (invoice) =>
              `<tr><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(formatDate(invoice.created))}</td><td>${escapeHtml(formatAmount(invoice.amount, invoice.currency))}</td><td>${escapeHtml(titleCase(invoice.status))}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p class="muted">No invoices yet.</p>';
  const back = view.returnUrl
    ? `<p style="margin-top:24px"><a href="${escapeHtml(view.returnUrl)}">Return to ${escapeHtml(view.merchant)}</a></p>`
    : '';
  return page(
    'Billing – Stripe sandbox',
    `${banner}<h1>${escapeHtml(view.merchant)} billing</h1>${view.email ? `<p class="muted">${escapeHtml(view.email)}</p>` : ''}${message}
<h2>Current plan</h2>${plans}
<h2>Payment method</h2>${card}<form method="post" action="${escapeHtml(`${view.actionBase}/card`)}" novalidate><label for="card_number">Card number</label><input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint"><p class="hint" id="card-hint">4242 4242 4242 4242 works; 4000 0000 0000 0341 is attached but every later charge fails.</p><button class="secondary" type="submit" style="margin-top:12px">Update card</button></form>
<h2>Invoice history</h2>${invoices}${back}`,
  );
}

/** A portal session past its life (Stripe sends the customer back to the merchant for a new one). */
export function renderExpiredPortalPage(view: { merchant: string; returnUrl: string | null }): string {
  const back = view.returnUrl
    ? `<p><a href="${escapeHtml(view.returnUrl)}">Return to ${escapeHtml(view.merchant)}</a></p>`
    : '';
  return page(
    'Session expired – Stripe sandbox',
    `${banner}<h1>This billing portal session has expired</h1><p class="muted">Open billing again from ${escapeHtml(view.merchant)} to get a new one.</p>${back}`,
  );
}

export function renderNotFoundPage(what: string): string {
  return page(
    'Not found – Stripe sandbox',
    `${banner}<h1>${escapeHtml(what)} not found</h1><p class="muted">The link may be wrong or out of date.</p>`,
  );
}
