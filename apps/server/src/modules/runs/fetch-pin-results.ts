/**
 * Measures a user's pins on Pinterest (the `fetch-pin-results` job): each pin of the last 90 days,
 * its lifetime impressions, saves, outbound and pin clicks (Pinterest's pin analytics), kept in
 * pin_results. A pin deleted on Pinterest, or one Pinterest fails to answer for, is skipped; a
 * refused token or Pinterest's rate limit ends the user's round (the next one tries again).
 */
import { ErrorCode } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { type PinAnalytics, SocialApiError } from '../../integrations/social/social-publisher.ts';
import { AppError } from '../../lib/errors.ts';
import { openPinterestIfConnected } from '../pinterest/pinterest-connection.ts';
import { type MeasuredPin, type PinToMeasure, pinsToMeasure, savePinResults } from './pin-results.ts';

const DAY_MS = 86_400_000;
/** Pinterest's analytics reach 90 days back; a pin older than that is not measured again. */
export const PIN_RESULTS_DAYS = 89;
/** Calls at once for one account: Pinterest's analytics limit is per account and per minute. */
const CONCURRENCY = 2;
const METRICS = ['IMPRESSION', 'SAVE', 'OUTBOUND_CLICK', 'PIN_CLICK'] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * How long after a run's pins are posted their first results are fetched: Pinterest's figures take
 * an hour or more to show; its simulator shows a pin's first impressions within minutes, so a demo
 * sees the loop (results, then a steered subject) the same afternoon.
 */
export function firstFetchDelayMs(config: Pick<AppContext['config'], 'pinterest'>): number {
  return (config.pinterest.sandbox ? 15 : 60) * 60_000;
}

/**
 * A pin's lifetime figures: Pinterest's `lifetime_metrics` when it gives them, else the summary over
 * the range asked (the pin's whole life, since it is younger than the range).
 */
function lifetimeFigures(analytics: PinAnalytics): Record<string, number> {
  const all = analytics.all as
    | (PinAnalytics[string] & { lifetime_metrics?: Record<string, number> })
    | undefined;
  const lifetime = all?.lifetime_metrics;
  return lifetime && typeof lifetime.IMPRESSION === 'number' ? lifetime : (all?.summary_metrics ?? {});
}

/** Whether a failure ends the user's round: the token is refused, or the account's limit is reached. */
const endsRound = (error: unknown) =>
  error instanceof SocialApiError && (error.status === 401 || error.status === 403 || error.status === 429);

export interface FetchOutcome {
  pins: number;
  saved: number;
  skipped: number;
  stopped: boolean;
}

export async function fetchPinResults(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config'>,
  userId: string,
  now = Date.now(),
): Promise<FetchOutcome> {
  const since = new Date(Date.parse(isoDay(now)) - PIN_RESULTS_DAYS * DAY_MS);
  const pins = await pinsToMeasure(ctx.db, userId, since);
  const outcome: FetchOutcome = { pins: pins.length, saved: 0, skipped: 0, stopped: false };
  if (pins.length === 0) return outcome;
  const opened = await openPinterestIfConnected(ctx, userId).catch((error: unknown) => {
    // Disconnected since, or its refresh refused: nothing to measure until the user connects again.
    if (error instanceof AppError && error.code === ErrorCode.PINTEREST_NOT_CONNECTED) return undefined;
    throw error;
  });
  if (!opened) return { ...outcome, skipped: pins.length, stopped: true };
  const today = isoDay(now);
  const measured: MeasuredPin[] = [];
  const measure = async (pin: PinToMeasure) => {
    const analytics = await ctx.pinterest.getPinAnalytics(opened.accessToken, pin.pinId, {
      startDate: isoDay(Math.max(pin.postedAt.getTime(), since.getTime())),
      endDate: today,
      metricTypes: METRICS,
    });
    const figures = lifetimeFigures(analytics);
    const count = (metric: (typeof METRICS)[number]) => Math.max(0, Math.round(figures[metric] ?? 0));
    measured.push({
      pin,
      impressions: count('IMPRESSION'),
      saves: count('SAVE'),
      outboundClicks: count('OUTBOUND_CLICK'),
      pinClicks: count('PIN_CLICK'),
    });
  };
  let next = 0;
  const worker = async () => {
    while (!outcome.stopped && next < pins.length) {
      const pin = pins[next++] as PinToMeasure;
      try {
        await measure(pin);
      } catch (error) {
        // A deleted pin (404) or a failed answer: the others are still worth measuring.
        outcome.skipped += 1;
        if (endsRound(error)) outcome.stopped = true;
        else if (!(error instanceof SocialApiError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await savePinResults(ctx.db, measured);
  return { ...outcome, saved: measured.length };
}
