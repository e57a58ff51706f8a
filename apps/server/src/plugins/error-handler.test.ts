import { ErrorCode, Messages } from '@aa/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { applyCreditChange } from '../modules/credits/credits.service.ts';
import { buildUser } from '../test/factories.ts';
import { setupTestServer } from '../test/test-server.ts';
import { registerErrorHandler } from './error-handler.ts';

const server = setupTestServer();

/** A route whose handler runs `work` against the test database, behind the app's error handler. */
async function answerOf(work: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/work', async () => {
    await work();
    return { ok: true };
  });
  const res = await app.inject({ url: '/work' });
  await app.close();
  return res;
}

describe('database constraint errors, by name', () => {
  it('turns a debit below zero into INSUFFICIENT_CREDITS (402), not a validation error', async () => {
    const { user } = await buildUser(server.ctx);
    const res = await answerOf(() =>
      server.ctx.db.transaction((tx) =>
        applyCreditChange(tx, {
          userId: user.id,
          delta: -11,
          reason: 'generation',
          reference: `test:${user.id}`,
        }),
      ),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.INSUFFICIENT_CREDITS,
      message: Messages.insufficientCredits,
    });
  });

  it('turns a taken email into EMAIL_IN_USE, and an unnamed violation into a 409 VALIDATION_ERROR', async () => {
    const { email } = await buildUser(server.ctx);
    const taken = await answerOf(() =>
      server.ctx.db.insert(users).values({ email, firstName: 'A', lastName: 'B', passwordHash: null }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: ErrorCode.EMAIL_IN_USE, message: Messages.emailInUse });

    const other = await answerOf(async () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'some_other_key' });
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
  });
});
