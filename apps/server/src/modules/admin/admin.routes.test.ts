import { ErrorCode, Messages } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executions, scheduledPins } from '../../db/schema/index.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { grantCredits, newRun } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer(
  { ADMIN_EMAILS: ' Ops@Example.test , other-ops@example.test' },
  { workers: false },
);

async function runOf(headers: Record<string, string>, change: Partial<typeof executions.$inferInsert>) {
  const id = await newRun(server, headers);
  await server.ctx.db.update(executions).set(change).where(eq(executions.id, id));
  return id;
}

describe('the operators’ view', () => {
  it('is refused to a signed-in user who is not an operator, and to nobody signed in', async () => {
    const user = await buildSignedInUser(server.ctx);
    const refused = await server.app.inject({ url: '/api/admin/overview', headers: user.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.ADMIN_ONLY, message: Messages.adminOnly });
    const retry = await sendJson(
      server,
      'POST',
      '/api/admin/pins/retry',
      { executionId: crypto.randomUUID(), imageNumber: 1 },
      { headers: user.headers },
    );
    expect(retry.statusCode).toBe(403);
    expect((await server.app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
  });

  it('shows an operator the queues and every account’s failed runs and pins of the week, with reasons', async () => {
    const ops = await buildSignedInUser(server.ctx, { email: 'ops@example.test' });
    const alice = await buildSignedInUser(server.ctx);
    await givePublishingSetup(server.ctx, alice.user.id);
    await grantCredits(server, alice.user.id, 30);
    const failed = await runOf(alice.headers, {
      status: 'failed',
      completedAt: new Date(),
      errorMessage: `${Messages.generationFailed} ${Messages.creditsRefunded}`,
    });
    const lastMonth = await runOf(alice.headers, {
      status: 'failed',
      completedAt: new Date(Date.now() - 30 * 86_400_000),
      errorMessage: Messages.generationFailed,
    });
    const pinsFailed = await runOf(alice.headers, {
      status: 'completed',
      completedAt: new Date(),
      errorMessage: `${Messages.pinsFailed} Board not found.`,
      resultData: {
        pinterest_posts: [
          {
            image_number: 1,
            pin_id: '1',
            pin_url: 'https://pin',
            board_id: 'b',
            board_name: 'B',
            posted_at: '',
          },
        ],
      },
    });

    // Pin 3 waits in the queue; a later run's pin 1 was refused by Pinterest after the run ended.
    const later = await runOf(alice.headers, {
      status: 'completed',
      completedAt: new Date(),
      errorMessage: null,
    });
    await server.ctx.db.insert(scheduledPins).values([
      {
        executionId: pinsFailed,
        userId: alice.user.id,
        imageNumber: 3,
        dueAt: new Date(Date.now() + 3_600_000),
      },
      {
        executionId: later,
        userId: alice.user.id,
        imageNumber: 1,
        dueAt: new Date(),
        status: 'failed',
        error: Messages.pinFailedBoardGone,
      },
    ]);

    const res = await server.app.inject({ url: '/api/admin/overview', headers: ops.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['run-execution', 'send-email', 'post-due-pins']),
    );
    expect(data.queues.map((queue: { name: string }) => queue.name).join()).not.toContain('__pgboss');
    const ids = data.failedRuns.map((run: { executionId: string }) => run.executionId);
    expect(ids).toContain(failed);
    expect(ids).not.toContain(lastMonth);
    expect(data.failedRuns.find((run: { executionId: string }) => run.executionId === failed)).toMatchObject({
      userEmail: alice.user.email,
      campaignName: 'Earbuds',
      runNumber: 1,
      reason: `${Messages.generationFailed} ${Messages.creditsRefunded}`,
    });
    // Pin 1 was posted and pin 3 waits for its time: only pin 2 failed.
    expect(data.failedPins.filter((pin: { executionId: string }) => pin.executionId === pinsFailed)).toEqual([
      expect.objectContaining({ imageNumber: 2, reason: 'Board not found.', userEmail: alice.user.email }),
    ]);
    const laterPins = data.failedPins.filter((pin: { executionId: string }) => pin.executionId === later);
    expect(laterPins).toContainEqual(
      expect.objectContaining({ imageNumber: 1, reason: Messages.pinFailedBoardGone }),
    );
  });

  it('queues a failed pin again for an operator', async () => {
    const ops = await buildSignedInUser(server.ctx, { email: 'other-ops@example.test' });
    const alice = await buildSignedInUser(server.ctx);
    await givePublishingSetup(server.ctx, alice.user.id);
    const id = await runOf(alice.headers, { status: 'completed', errorMessage: `${Messages.pinsFailed} x` });
    const res = await sendJson(
      server,
      'POST',
      '/api/admin/pins/retry',
      { executionId: id, imageNumber: 2 },
      { headers: ops.headers },
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(Messages.adminPinQueued);
    const [queued] = await server.ctx.db
      .select()
      .from(scheduledPins)
      .where(and(eq(scheduledPins.executionId, id), eq(scheduledPins.imageNumber, 2)));
    expect(queued).toMatchObject({ status: 'scheduled', error: null });
    expect(queued?.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
