/**
 * No run is ever stranded (issue 30): a run whose worker died is queued again and finished once; one
 * out of attempts is failed, its delivery taken back and its credits refunded; a clean stop hands a run
 * back at once, queued again, the attempt not counted.
 */
import { Messages } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { executions } from '../../db/schema/index.ts';
import { reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import {
  executionRow,
  mediaOfRun,
  newRun,
  pinsOf,
  postQueuedPinsNow,
  postsOfRun,
  userWithEverything,
} from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';
import { RUN_ATTEMPTS } from './pipeline-errors.ts';
import { sweepStrandedRuns } from './stranded-runs.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/** Whether a copy of the run's job waits in the queue. */
const queued = (id: string) => server.ctx.jobs.hasWaiting('run-execution', { executionId: id });

/** The run's jobs gone from the queue, as when pg-boss failed the last one for good. */
async function dropJobs(id: string) {
  await server.ctx.db.execute(
    sql`DELETE FROM pgboss.job WHERE name = 'run-execution' AND data->>'executionId' = ${id}`,
  );
  expect(await queued(id)).toBe(false);
}

/** The process dies in the middle of the run: the lease stays with the dead attempt, then lapses. */
async function dieMidRun(id: string, { attempts }: { attempts: number }) {
  const wordpress = server.ctx.blogs.wordpress;
  // The media reaches the blog, then the process is gone before the post is made.
  const dying = {
    ...server.ctx,
    blogs: {
      wordpress: {
        ...wordpress,
        createPost: async () => {
          throw new Error('kill -9');
        },
      },
    },
  } as unknown as AppContext;
  await expect(runExecution(dying, fakeServices(), id, log)).rejects.toThrow('kill -9');
  await dropJobs(id);
  await server.ctx.db
    .update(executions)
    .set({ leaseOwner: 'dead-worker', leaseUntil: sql`now() - interval '10 seconds'`, attempts })
    .where(eq(executions.id, id));
}

describe('the stranded-run sweeper', () => {
  it('queues again a run whose worker died, which the next worker finishes once', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    await dieMidRun(id, { attempts: 1 });
    expect(await mediaOfRun(server, alice.user.id, id)).not.toEqual([]);

    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 1, failed: 0 });
    expect(await queued(id)).toBe(true);
    // Its copy waits: a second sweep leaves it alone.
    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 0, failed: 0 });

    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    expect(await postsOfRun(server, alice.user.id, id)).toHaveLength(1);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(server, alice.user.id, alice.board.id, id)).toHaveLength(3);
    // Four images (the featured one and three pins), each uploaded once: the resumed attempt used
    // what the dead one had uploaded.
    expect(await mediaOfRun(server, alice.user.id, id)).toHaveLength(4);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);
  });

  it("releases the dead worker's job, which pg-boss still counts as active, so the account's slot frees at once", async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    await dieMidRun(id, { attempts: 1 });
    // The job the dead worker had taken.
    await server.ctx.jobs.enqueue('run-execution', { executionId: id }, { group: alice.user.id });
    await server.ctx.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = 'run-execution' AND data->>'executionId' = ${id}`,
    );
    const states = async () => {
      const { rows } = (await server.ctx.db.execute(
        sql`SELECT state FROM pgboss.job WHERE name = 'run-execution' AND data->>'executionId' = ${id} ORDER BY created_on`,
      )) as unknown as { rows: { state: string }[] };
      return rows.map((row) => row.state);
    };
    expect(await states()).toEqual(['active']);

    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 1 });
    // Failed for a retry (its copy will find the run taken or done), and a new copy queued.
    expect((await states()).sort()).toEqual(['created', 'retry']);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    expect(await postsOfRun(server, alice.user.id, id)).toHaveLength(1);
  });

  it('fails a run out of attempts with its reason, takes its media back and refunds it once', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    await dieMidRun(id, { attempts: RUN_ATTEMPTS });

    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 0, failed: 1 });
    const row = await executionRow(server, id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe(`${Messages.runInterrupted} ${Messages.creditsRefunded}`);
    expect(row.leaseOwner).toBeNull();
    expect(await mediaOfRun(server, alice.user.id, id)).toEqual([]);
    expect(await postsOfRun(server, alice.user.id, id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
    // Nothing left to sweep, and a late copy of the job changes nothing.
    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 0, failed: 0 });
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('gone');
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
  });

  it('leaves alone a run whose holder is alive, and one whose job waits its turn', async () => {
    const alice = await userWithEverything(server);
    const waiting = await newRun(server, alice.headers);
    const bob = await userWithEverything(server);
    const held = await newRun(server, bob.headers);
    await dropJobs(held);
    await server.ctx.db
      .update(executions)
      .set({ status: 'processing', leaseOwner: 'live-worker', leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(executions.id, held));
    // Both as old as a stranded one would be.
    await server.ctx.db
      .update(executions)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(executions.id, waiting));

    expect(await sweepStrandedRuns(server.ctx, log)).toMatchObject({ resumed: 0, failed: 0 });
    expect((await executionRow(server, held)).leaseOwner).toBe('live-worker');
    expect(await queued(held)).toBe(false);
  });
});

describe('a run at a clean stop', () => {
  it('hands the run back at its next step: queued again at once, the attempt not counted, finished once', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    await dropJobs(id);
    const draining = new AbortController();
    const attempt = runExecution(server.ctx, fakeServices({ latency: { write: 300 } }), id, log, {
      stopping: draining.signal,
    });
    setTimeout(() => draining.abort(), 100);
    expect(await attempt).toBe('handed-back');

    const row = await executionRow(server, id);
    expect(row).toMatchObject({ leaseOwner: null, leaseUntil: null, attempts: 0 });
    expect(row.status).not.toBe('failed');
    // The step running at the stop finished and was kept.
    expect(Object.keys(row.checkpoint as object)).toContain('article');
    expect(await queued(id)).toBe(true);

    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    expect(await postsOfRun(server, alice.user.id, id)).toHaveLength(1);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(server, alice.user.id, alice.board.id, id)).toHaveLength(3);
    expect((await executionRow(server, id)).attempts).toBe(1);
  });

  it('hands the run back mid-step when the stop runs out of time: the attempt stops at its next write', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    await dropJobs(id);
    const draining = new AbortController();
    const giveUp = new AbortController();
    const attempt = runExecution(server.ctx, fakeServices({ latency: { write: 1000 } }), id, log, {
      stopping: draining.signal,
      giveUp: giveUp.signal,
    });
    setTimeout(() => {
      draining.abort();
      giveUp.abort();
    }, 150);
    // Queued again while the step still runs.
    await expect.poll(() => queued(id), { timeout: 5000 }).toBe(true);
    expect((await executionRow(server, id)).leaseOwner).toBeNull();
    expect(await attempt).toBe('lease-lost');

    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    expect(await postsOfRun(server, alice.user.id, id)).toHaveLength(1);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(server, alice.user.id, alice.board.id, id)).toHaveLength(3);
  });
});
