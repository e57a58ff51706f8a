import { z } from 'zod';
import { envelope } from './envelope.ts';

export const creditReasonSchema = z.enum(['signup_grant', 'purchase', 'generation', 'refund', 'adjustment']);

export const creditTransactionSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: creditReasonSchema,
  reference: z.string(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditsResponseSchema = envelope(
  z.object({
    credits: z.object({ credits_balance: z.number().int() }),
    transactions: z.array(creditTransactionSchema),
  }),
);
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
