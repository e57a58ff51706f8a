import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { findSession } from './sessions.service.ts';

const server = setupTestServer();

describe('sessions', () => {
  it('carry the user without its password hash, only whether it has one', async () => {
    const { token } = await buildSignedInUser(server.ctx);
    const session = await findSession(server.ctx.db, token);
    expect(session?.user).toMatchObject({ hasPassword: true, isVerified: true });
    expect(session?.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(session)).not.toContain('$argon2');
    expect(await findSession(server.ctx.db, `${token}x`)).toBeNull();
  });
});
