import { describe, expect, it } from 'vitest';
import { jobHandlers } from '../job-handlers.ts';
import { parseJobPayload } from './queue.ts';
import { jobNamed, jobRegistry } from './registry.ts';

describe('job registry', () => {
  it('gives every job a unique name, a payload schema, worker options and a handler that loads', async () => {
    const names = jobRegistry.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of jobRegistry) {
      expect(job.worker.batchSize).toBeGreaterThan(0);
      expect(job.worker.concurrency).toBeGreaterThan(0);
      expect(job.options.expireInSeconds).toBeGreaterThan(0);
      const module = await jobHandlers[job.name]();
      expect(typeof module.default, job.name).toBe('function');
      expect(jobNamed(job.name)).toBe(job);
    }
    expect(Object.keys(jobHandlers).sort()).toEqual([...names].sort());
    expect(() => jobNamed('nope' as never)).toThrow(/unknown job/);
  });

  it('refuses a payload that does not match its schema before it is queued', () => {
    expect(jobNamed('send-email').payload.safeParse({ to: 'a@b.co' }).success).toBe(false);
    expect(jobNamed('purge-expired-auth').payload.parse(undefined)).toEqual({});
  });

  it('runs scheduled jobs, which pg-boss hands over with null data', () => {
    const scheduled = jobRegistry.filter((job) => job.cron);
    expect(scheduled.map((job) => job.name)).toEqual(
      expect.arrayContaining([
        'purge-expired-auth',
        'purge-support-messages',
        'refresh-pinterest-tokens',
        'grant-due-credits',
      ]),
    );
    for (const job of scheduled) expect(parseJobPayload(job, null), job.name).toEqual({});
  });
});
