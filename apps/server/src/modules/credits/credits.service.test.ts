import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditTransactions } from '../../db/schema/index.ts';
import { buildUser, reloadUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from './credits.service.ts';

const server = setupTestServer();

describe('credit ledger', () => {
  it('applies a change once per reference', async () => {
    const { user } = await buildUser(server.ctx);
    const change = {
      userId: user.id,
      delta: 300,
      reason: 'purchase' as const,
      reference: `test:${user.id}:1`,
    };
    const first = await server.ctx.db.transaction((tx) => applyCreditChange(tx, change));
    const replay = await server.ctx.db.transaction((tx) => applyCreditChange(tx, change));
    expect(first).toEqual({ applied: true, balance: 310 });
    expect(replay).toEqual({ applied: false, balance: 310 });
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(310);
  });

  it('never lets the balance go below zero and leaves nothing half-written', async () => {
    const { user } = await buildUser(server.ctx);
    await expect(
      server.ctx.db.transaction((tx) =>
        applyCreditChange(tx, {
          userId: user.id,
          delta: -20,
          reason: 'generation',
          reference: `test:${user.id}:debit`,
        }),
      ),
    ).rejects.toThrow();
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
    const rows = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user.id));
    expect(rows.map((r) => r.reason)).toEqual(['signup_grant']);
  });
});
