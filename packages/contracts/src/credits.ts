import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * Why the balance moved: signup_grant (10 free), purchase (a one-time top-up), subscription (a plan's
 * monthly credits, or an upgrade's share), bonus (the one-time extra on the first paid package),
 * generation (a run, -10), refund (a failed run's 10 back), reversal (credits taken back after a
 * payment was refunded or disputed), plan_change (a downgrade's unused time, credited back by Stripe,
 * taken back), owed (credits taken back after they were spent, repaid from a later grant),
 * adjustment (support).
 */
export const creditReasonSchema = z.enum([
  'signup_grant',
  'purchase',
  'subscription',
  'bonus',
  'generation',
  'refund',
  'reversal',
  'plan_change',
  'owed',
  'adjustment',
]);
export type CreditReason = z.infer<typeof creditReasonSchema>;

export const creditTransactionSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: creditReasonSchema,
  reference: z.string(),
  balance_after: z.number().int(),
  created_at: z.string(),
  /** The run a debit (generation) or refund is for: its campaign (deleted ones too) and number. */
  run: z
    .object({
      campaign_id: z.string(),
      campaign_name: z.string(),
      campaign_deleted: z.boolean(),
      run_number: z.number().int(),
    })
    .nullable(),
  /**
   * The payment credits came from or went back to (a plan's month, a top-up, a take-back, a
   * repayment of what was owed): its plan (plans.ts PlanId) and whether it was a plan or a top-up.
   */
  payment: z.object({ plan_id: z.string(), kind: z.enum(['subscription', 'top_up']) }).nullable(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditsResponseSchema = envelope(
  z.object({
    credits: z.object({ credits_balance: z.number().int() }),
    transactions: z.array(creditTransactionSchema),
  }),
);
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** GET /credits/transactions?page=&pageSize=: the ledger, newest first, a page at a time. */
export const creditTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const creditTransactionsResponseSchema = envelope(
  z.object({
    transactions: z.array(creditTransactionSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
