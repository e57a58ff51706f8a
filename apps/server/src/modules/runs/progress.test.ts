/**
 * Progress fan-out through the database: any change of an execution row — made by whatever process —
 * wakes this process's listeners of that run (trigger + NOTIFY, LISTEN in the runtime).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executions } from '../../db/schema/index.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { onProgress } from './progress.ts';

const server = setupTestServer({}, { workers: false });

describe('run progress', () => {
  it('wakes the listeners of a run when its row changes, and only those', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await givePublishingSetup(server.ctx, alice.user.id);
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: alice.headers,
      payload: {
        name: 'Progress',
        product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
        product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
        frequency: 6,
        totalRuns: 2,
        autoPostPinterest: false,
        startAt,
      },
    });
    const campaignId = created.json().data.campaign.id;
    const run = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/execute`,
      headers: alice.headers,
    });
    const executionId: string = run.json().executionId;

    const woken: string[] = [];
    const stop = onProgress(executionId, () => woken.push(executionId));
    const other = onProgress('00000000-0000-0000-0000-000000000000', () => woken.push('other'));
    // A plain SQL update, as another process would make it: no code of ours runs here.
    await server.ctx.db.execute(sql`UPDATE executions SET current_step = 2 WHERE id = ${executionId}`);
    await expect.poll(() => woken, { timeout: 2000, interval: 20 }).toContain(executionId);
    expect(woken).not.toContain('other');
    stop();
    other();
    const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, executionId));
    expect(row?.currentStep).toBe(2);
  });
});
