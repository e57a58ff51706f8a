import { z } from 'zod';
import { ErrorCode } from './error-codes.ts';

/** PRODUCT.md's response envelope: `{ success, message, code?, data? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const messageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

export const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  /** Field errors of a VALIDATION_ERROR, keyed by dotted path. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait, on a 429 that knows it. */
  remainingTime: z.number().int().optional(),
  attemptCount: z.number().int().optional(),
  /** Platform calls (PRODUCT.md §7) read the failure's text from `error`: the same text as `message`. */
  error: z.string().optional(),
  /** INSUFFICIENT_CREDITS: PRODUCT.md §3 Credit error. */
  currentCredits: z.number().int().optional(),
  requiredCredits: z.number().int().optional(),
  /** INSUFFICIENT_CREDITS: the bonus the account's first package still carries, while it does. */
  firstPackageBonusPercent: z.number().int().optional(),
  /** AMAZON_TAG_MISSING: the Amazon store ("amazon.fr") the user has no tag for. */
  store: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
