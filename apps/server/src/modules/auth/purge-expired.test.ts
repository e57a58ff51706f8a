import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions } from '../../db/schema/index.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { issueAuthToken } from './auth-tokens.service.ts';
import { purgeExpiredAuth } from './purge-expired.ts';

const server = setupTestServer();

describe('purgeExpiredAuth', () => {
  it('deletes expired sessions and old tokens, keeps live ones', async () => {
    const live = await buildSignedInUser(server.ctx);
    const stale = await buildSignedInUser(server.ctx);
    await server.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, stale.user.id));
    await server.ctx.db.transaction((tx) => issueAuthToken(tx, live.user, 'reset_password'));
    await server.ctx.db.transaction((tx) => issueAuthToken(tx, stale.user, 'reset_password'));
    await server.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(authTokens.userId, stale.user.id));

    const purged = await purgeExpiredAuth(server.ctx.db);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.tokens).toBeGreaterThanOrEqual(1);
    expect(
      await server.ctx.db.select().from(sessions).where(eq(sessions.userId, stale.user.id)),
    ).toHaveLength(0);
    expect(await server.ctx.db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(
      1,
    );
    expect(
      await server.ctx.db.select().from(authTokens).where(eq(authTokens.userId, live.user.id)),
    ).toHaveLength(1);
    expect((await server.app.inject({ url: '/api/auth/me', headers: live.headers })).statusCode).toBe(200);
  });
});
