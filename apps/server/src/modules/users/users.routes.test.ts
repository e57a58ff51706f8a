import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer({}, { workers: false });

describe('GET /api/user/profile', () => {
  it("returns the signed-in user's own profile only", async () => {
    const alice = await buildSignedInUser(server.ctx, { firstName: 'Alice' });
    const bob = await buildSignedInUser(server.ctx, { firstName: 'Bob' });
    const res = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        id: alice.user.id,
        email: alice.email,
        firstName: 'Alice',
        credits: 10,
        isVerified: true,
        hasPassword: true,
      },
    });
    expect(new Date(res.json().data.createdAt).getTime()).not.toBeNaN();
    expect(JSON.stringify(res.json())).not.toContain(bob.email);
    expect(JSON.stringify(res.json())).not.toContain('password_hash');
  });

  it('answers 401 without a session', async () => {
    expect((await server.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/language', () => {
  it("sets the language of the account's mails", async () => {
    const { headers } = await buildSignedInUser(server.ctx);
    const res = await sendJson(server, 'PUT', '/api/user/language', { language: 'fr' }, { headers });
    expect(res.statusCode).toBe(200);
    const profile = await server.app.inject({ url: '/api/user/profile', headers });
    expect(profile.json().data.language).toBe('fr');
  });
});
