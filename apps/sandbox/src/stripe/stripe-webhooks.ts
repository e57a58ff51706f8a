/**
 * Webhook delivery as Stripe does it: the event's JSON POSTed to the endpoint with
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. `t` is the real
 * wall-clock time, whatever the sandbox clock says, or the receiver's tolerance (300 s) would refuse
 * it. A delivery never throws: a failure (non-2xx or no answer) is recorded and tried once more a
 * second later.
 */
import { createHmac } from 'node:crypto';
import type { WireEvent } from './stripe-objects.ts';
import type { DeliveryRecord } from './stripe-store.ts';

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  record: (delivery: DeliveryRecord) => void;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** ms before the one retry (Stripe backs off for hours; the sandbox tries once more, soon). */
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** The `Stripe-Signature` header of a body signed at `timestamp` (unix seconds). */
export function signatureHeader(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function createWebhookSender(options: WebhookSenderOptions) {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = new Set<NodeJS.Timeout>();

  async function attempt(event: WireEvent, number: number): Promise<boolean> {
    // Stripe sends its events pretty-printed; receivers must verify the exact bytes.
    const body = JSON.stringify(event, null, 2);
    const timestamp = Math.floor(Date.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(body, options.secret, timestamp),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    const ok = status !== null && status >= 200 && status < 300;
    if (!ok) error ??= `HTTP ${status}`;
    options.record({ event: event.id, type: event.type, at: Date.now(), attempt: number, status, error });
    if (!ok) options.log?.('Stripe sandbox: webhook delivery failed', { event: event.id, status, error });
    return ok;
  }

  return {
    /** Delivers one event and waits for the answer; a failure is retried once, later, unawaited. */
    async deliver(event: WireEvent): Promise<boolean> {
      const ok = await attempt(event, 1);
      if (!ok) {
        const timer = setTimeout(() => {
          retries.delete(timer);
          void attempt(event, 2);
        }, retryDelayMs);
        timer.unref();
        retries.add(timer);
      }
      return ok;
    },
    /** Delivers events one after another, in order. */
    async deliverAll(events: WireEvent[]): Promise<void> {
      for (const event of events) await this.deliver(event);
    },
    /** Drops the retries not yet made (the app is closing). */
    close() {
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
}
