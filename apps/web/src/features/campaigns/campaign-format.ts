/** PRODUCT.md §4's displays of a campaign: its next run and its age; its products and schedule (issue 21). */
import type { Campaign, Execution } from '@aa/contracts';

const HOUR = 3_600_000;

export type NextRunDisplay =
  | { kind: 'completed' | 'paused' | 'notScheduled' | 'due' }
  | { kind: 'soon' | 'date'; date: Date };

export function nextRunDisplay(campaign: Pick<Campaign, 'status' | 'next_run'>, now: number): NextRunDisplay {
  if (campaign.status === 'completed') return { kind: 'completed' };
  if (campaign.status === 'paused') return { kind: 'paused' };
  if (!campaign.next_run) return { kind: 'notScheduled' };
  const at = Date.parse(campaign.next_run);
  // Already past: the scheduler takes it at its next tick ("Soon"). Within the hour: "Soon" and its
  // time, so that a run an hour away is not only "Soon" (issue 33).
  if (at <= now) return { kind: 'due' };
  if (at - now <= HOUR) return { kind: 'soon', date: new Date(at) };
  return { kind: 'date', date: new Date(at) };
}

/**
 * Why "Run now" cannot start a run of this campaign (issue 33: the button said nothing); undefined when
 * it can. The button stays focusable, greyed, with the reason as its tooltip.
 */
export function runNowBlocked(
  campaign: Pick<Campaign, 'status' | 'remaining_runs'>,
): 'paused' | 'completed' | undefined {
  if (campaign.status === 'paused') return 'paused';
  if (campaign.status === 'completed' || campaign.remaining_runs <= 0) return 'completed';
  return undefined;
}

export type CreatedAge = { unit: 'd' | 'h' | 'm'; count: number } | { unit: 'now' };

export function createdAge(createdAt: string, now: number): CreatedAge {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000);
  if (minutes >= 1440) return { unit: 'd', count: Math.floor(minutes / 1440) };
  if (minutes >= 60) return { unit: 'h', count: Math.floor(minutes / 60) };
  if (minutes >= 1) return { unit: 'm', count: minutes };
  return { unit: 'now' };
}

/** A product link as the table shows it: the ASIN, else the host. */
export function productLabel(url: string): string {
  const asin = /\/(?:dp|gp\/product|gp\/aw\/d|o)\/([A-Z0-9]{10})/i.exec(url)?.[1];
  if (asin) return asin.toUpperCase();
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A run is over once it completed or failed; anything else (queued included) is still in progress. */
/** A run whose attempt is over: done, failed, discarded, or its draft waiting for the user's review. */
export const runFinished = (status: Execution['status']) =>
  status === 'completed' || status === 'failed' || status === 'review' || status === 'discarded';

export { shortProductName } from '../../lib/product-name.ts';

/**
 * The campaign's next runs (at most `count`): its next slot, then one every `frequency` hours, as
 * many as it has runs left. None for a paused or completed campaign, or one without a slot.
 */
export function upcomingRuns(
  campaign: Pick<Campaign, 'status' | 'next_run' | 'frequency' | 'remaining_runs'>,
  count: number,
): Date[] {
  if (campaign.status !== 'active' || !campaign.next_run) return [];
  const first = Date.parse(campaign.next_run);
  return Array.from(
    { length: Math.min(count, campaign.remaining_runs) },
    (_, index) => new Date(first + index * campaign.frequency * HOUR),
  );
}
