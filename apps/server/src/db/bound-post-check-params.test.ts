/**
 * Migration 0014 (issue 26): checks stored before their parameters were bounded are cut as new ones
 * are, so reading a run's check is kilobytes again.
 */
import { readFileSync } from 'node:fs';
import { boundedParam, POST_CHECK_PARAM_MAX, type PostCheckItem, postCheckItemSchema } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newRun, userWithEverything } from '../test/runs.ts';
import { setupTestServer } from '../test/test-server.ts';
import { postChecks } from './schema/index.ts';

const server = setupTestServer({}, { listen: true, workers: false });

const MIGRATION = readFileSync(
  new URL('./migrations/0014_bound_post_check_params.sql', import.meta.url),
  'utf8',
);

describe('migration 0014: bounded post check parameters', () => {
  it('cuts each long parameter and address as boundedParam does, and leaves the rest as it was', async () => {
    const alice = await userWithEverything(server);
    const executionId = await newRun(server, alice.headers, false);
    const huge = `https://www.amazon.de/dp/B2?x=${'y'.repeat(1_000_000)}`;
    const items: PostCheckItem[] = [
      { key: 'status', ok: true },
      {
        key: 'links',
        ok: false,
        problem: 'wrong_store',
        params: { url: huge, found: 'www.amazon.de', expected: huge },
      },
      { key: 'price', ok: false, problem: 'price_shown', params: { found: '$19.99' } },
    ];
    const [row] = await server.ctx.db
      .insert(postChecks)
      .values({
        executionId,
        userId: alice.user.id,
        round: 'publish',
        postUrl: huge,
        passed: 1,
        total: 3,
        items,
      })
      .returning({ id: postChecks.id });
    for (const statement of MIGRATION.split('--> statement-breakpoint'))
      await server.ctx.db.execute(sql.raw(statement));
    const [after] = await server.ctx.db
      .select()
      .from(postChecks)
      .where(eq(postChecks.id, row?.id ?? ''));
    expect(after?.items).toEqual([
      { key: 'status', ok: true },
      {
        key: 'links',
        ok: false,
        problem: 'wrong_store',
        params: { url: boundedParam(huge), found: 'www.amazon.de', expected: boundedParam(huge) },
      },
      { key: 'price', ok: false, problem: 'price_shown', params: { found: '$19.99' } },
    ]);
    expect(after?.items[1]?.params?.url).toHaveLength(POST_CHECK_PARAM_MAX);
    for (const item of after?.items ?? []) expect(postCheckItemSchema.safeParse(item).success).toBe(true);
    expect(after?.postUrl).toHaveLength(2048);
  });
});
