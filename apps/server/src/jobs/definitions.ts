/**
 * Every background job: name, zod payload and retry policy, in one registry. Handlers are attached
 * in runtime.ts (`startWorkers`); enqueue through JobQueue.enqueue only.
 */
import { z } from 'zod';

export const jobDefinitions = {
  'send-email': {
    /** `sealed` is the template and its props, sealed with the app key: links carry live tokens. */
    payload: z.object({ to: z.string(), sealed: z.string() }),
    options: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      deleteAfterSeconds: 3600,
    },
  },
  /** Daily: forgets expired sessions, used or expired tokens and old cooldown counters. */
  'purge-expired-auth': {
    payload: z.object({}).default({}),
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    cron: '17 3 * * *',
  },
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;
