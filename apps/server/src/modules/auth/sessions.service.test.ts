import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { SESSION_COOKIE } from './authenticate.ts';
import { findSession, markReauthenticated } from './sessions.service.ts';

const statements: string[] = [];
let recording = false;
const server = setupTestServer(
  {},
  { workers: false, onQuery: (sql) => (recording ? statements.push(sql) : undefined) },
);

async function statementsOf(request: () => Promise<{ statusCode: number }>) {
  statements.length = 0;
  recording = true;
  const res = await request();
  recording = false;
  expect(res.statusCode).toBe(200);
  return [...statements];
}

describe('sessions', () => {
  it('carry the user without its password hash, only whether it has one', async () => {
    const { token } = await buildSignedInUser(server.ctx);
    const session = await findSession(server.ctx.db, token);
    expect(session?.user).toMatchObject({ hasPassword: true, isVerified: true });
    expect(session?.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(session)).not.toContain('$argon2');
    expect(await findSession(server.ctx.db, `${token}x`)).toBeNull();
  });

  it('are read with their user in one statement: an authenticated request is one round trip', async () => {
    const { token, headers, user } = await buildSignedInUser(server.ctx);
    const session = await findSession(server.ctx.db, token);
    expect(session).toMatchObject({ reauthenticatedAt: null, user: { id: user.id, email: user.email } });
    const at = await markReauthenticated(server.ctx.db, session?.sessionId ?? '');
    expect((await findSession(server.ctx.db, token))?.reauthenticatedAt).toEqual(at);

    for (const request of [
      () => server.app.inject({ url: '/api/auth/me', headers }),
      () => server.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } }),
    ]) {
      await request();
      // Nothing else on the way (session refresh, rate-limit counter, device cookie) reaches the database.
      expect(await statementsOf(request)).toEqual([
        expect.stringMatching(/from \(select .*"sessions".*join "users"/i),
      ]);
    }
  });

  it('stop at their expiry', async () => {
    const { token, user } = await buildSignedInUser(server.ctx);
    await server.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await findSession(server.ctx.db, token)).toBeNull();
  });
});
