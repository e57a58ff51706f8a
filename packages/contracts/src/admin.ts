/**
 * The operators' view (issue 30): the job queues, the runs and pins that failed in the last days, and
 * a retry for a failed pin. Only accounts whose address is in ADMIN_EMAILS reach it.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** How far back the operators' view looks. */
export const ADMIN_FAILURES_DAYS = 7;
/** Rows per list at most (the newest). */
export const ADMIN_FAILURES_LIMIT = 100;

export const adminQueueSchema = z.object({
  name: z.string(),
  ready: z.number().int(),
  deferred: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
});

export const adminFailedRunSchema = z.object({
  executionId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  runNumber: z.number().int(),
  userEmail: z.string(),
  failedAt: z.string(),
  reason: z.string(),
});

export const adminFailedPinSchema = z.object({
  executionId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  runNumber: z.number().int(),
  userEmail: z.string(),
  imageNumber: z.number().int(),
  failedAt: z.string(),
  reason: z.string(),
});
export type AdminFailedPin = z.infer<typeof adminFailedPinSchema>;

export const adminOverviewSchema = z.object({
  queues: z.array(adminQueueSchema),
  failedRuns: z.array(adminFailedRunSchema),
  failedPins: z.array(adminFailedPinSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = envelope(adminOverviewSchema);

/** POST /api/admin/pins/retry: the pin is queued again (posted within the account's daily allowance). */
export const adminRetryPinBodySchema = z
  .object({ executionId: z.uuid(), imageNumber: z.number().int().min(1).max(3) })
  .strict();
