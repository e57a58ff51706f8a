/** Runs (executions) as PRODUCT.md §3 puts them on the wire (snake_case). */
import {
  angleFamilySchema,
  articleLanguageSchema,
  type Execution,
  type ExecutionAngle,
  type ExecutionPinResults,
  type ExecutionResult,
  type PostCheck,
  type ScheduledPin,
  storedArticleLanguage,
} from '@aa/contracts';
import { z } from 'zod';
import type { executions } from '../../db/schema/runs.ts';
import type { RunPinResultsRow } from './pin-results.ts';
import type { LatestPostCheckRow } from './post-checks.service.ts';

export type ExecutionRow = typeof executions.$inferSelect;

export function emptyResult(): ExecutionResult {
  return {
    subject: null,
    images: { image1: null, image2: null, image3: null },
    blog_url: null,
    product_links: { product1: null, product2: null },
    step1_completed: false,
    step2_completed: false,
    pinterest_posts: [],
  };
}

/** A review run's decision: its draft waiting, approved or discarded, and when; null otherwise. */
export function presentReview(row: Pick<ExecutionRow, 'reviewState' | 'reviewedAt'>): Execution['review'] {
  return row.reviewState
    ? { state: row.reviewState, reviewed_at: row.reviewedAt?.toISOString() ?? null }
    : null;
}

/** A run with its campaign's name; `deleted: true` only for a deleted campaign (older clients ignore it). */
export function presentExecution(
  row: ExecutionRow,
  campaign: { name: string; deletedAt: Date | null; language: string },
  postCheck?: LatestPostCheckRow | null,
  pinResults?: RunPinResultsRow | null,
  /**
   * Net of its refund; null when the ledger has nothing for it (a run never charged), undefined when
   * the caller did not read it (the field is left out).
   */
  creditsSpent?: number | null,
  /** Its pins in the queue (scheduled-pins.service.ts), when the caller read them. */
  queue?: ScheduledPin[],
): Execution {
  const stored = row.resultData as Partial<ExecutionResult>;
  const empty = emptyResult();
  // A post taken down (issue 27) has no address and no pins left to link to, nor a check to show.
  const down = row.unpublishedAt !== null;
  return {
    id: row.id,
    campaign_id: row.campaignId,
    campaign: campaign.deletedAt ? { name: campaign.name, deleted: true } : { name: campaign.name },
    status: row.status,
    current_step: row.currentStep,
    run_number: row.runNumber,
    auto_post_pinterest: row.autoPostPinterest,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    error_message: row.errorMessage,
    result_data: {
      ...empty,
      ...stored,
      images: { ...empty.images, ...stored.images },
      product_links: { ...empty.product_links, ...stored.product_links },
      pinterest_posts: down ? [] : (stored.pinterest_posts ?? []),
      ...(queue?.length ? { scheduled_pins: queue } : {}),
      ...(down ? { blog_url: null, scheduled_pins: [] } : {}),
    },
    post_check: down ? null : presentPostCheck(postCheck),
    pin_results: presentPinResults(pinResults),
    angle: presentAngle(row.checkpoint.subject, campaign.language),
    ...(creditsSpent === undefined ? {} : { credits_spent: creditsSpent ?? 0 }),
    publishing: row.publishing,
    review: presentReview(row),
    edited_at: row.editedAt?.toISOString() ?? null,
    unpublished:
      row.unpublishedAt && row.unpublishedBy
        ? { at: row.unpublishedAt.toISOString(), by: row.unpublishedBy }
        : null,
  };
}

/** A run's pins' results summed; null before their first fetch. */
export function presentPinResults(row: RunPinResultsRow | null | undefined): ExecutionPinResults | null {
  if (!row?.fetchedAt) return null;
  return {
    impressions: row.impressions ?? 0,
    saves: row.saves ?? 0,
    outbound_clicks: row.outboundClicks ?? 0,
    fetched_at: new Date(row.fetchedAt).toISOString(),
  };
}

/** The subject as the checkpoint keeps it, as far as the library shows it (older runs lack the newer fields). */
const storedSubject = z.object({
  angle: z.string(),
  reason: z.string(),
  family: angleFamilySchema.optional().catch(undefined),
  steeredBy: z
    .object({
      family: angleFamilySchema,
      clickRate: z.number(),
      runs: z.number().int(),
      compared: z.number().int(),
    })
    .optional()
    .catch(undefined),
  searchPhrase: z.string().optional().catch(undefined),
  language: articleLanguageSchema.optional().catch(undefined),
});

/** The run's angle and why it was chosen; null before its subject step. */
export function presentAngle(subject: unknown, campaignLanguage: string): ExecutionAngle | null {
  const stored = storedSubject.safeParse(subject).data;
  if (!stored) return null;
  const steer = stored.steeredBy;
  return {
    text: stored.angle,
    family: stored.family ?? null,
    reason: stored.reason,
    steered_by: steer
      ? { family: steer.family, click_rate: steer.clickRate, runs: steer.runs, families: steer.compared }
      : null,
    search_phrase: stored.searchPhrase ?? null,
    language: stored.language ?? storedArticleLanguage(campaignLanguage),
  };
}

/** The newest check of the run's live post; null for a run never checked. */
export function presentPostCheck(row: LatestPostCheckRow | null | undefined): PostCheck | null {
  if (!row?.round || !row.items || !row.checkedAt) return null;
  return {
    passed: row.passed ?? 0,
    total: row.total ?? row.items.length,
    round: row.round,
    checked_at: row.checkedAt.toISOString(),
    items: row.items,
  };
}
