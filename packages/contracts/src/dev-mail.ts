import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { lineSchema } from './text.ts';

/** A message captured by the dev mailbox (GET /api/dev/mail?to=EMAIL, newest first). */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export const devMailQuerySchema = z.object({
  to: lineSchema()
    .max(EMAIL_MAX_LENGTH + 100)
    .optional(),
});
export const devMailListSchema = z.object({
  success: z.literal(true),
  data: z.object({ messages: z.array(devMailSchema) }),
});
