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

describe('PATCH /api/user/profile', () => {
  const patch = (body: unknown, headers: Record<string, string>) =>
    sendJson(server, 'PATCH', '/api/user/profile', body, { headers });

  it('turns run mails off and on for the session’s own account, and answers the profile', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const before = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(before.json().data.runMails).toBe(true);

    const off = await patch({ runMails: false }, alice.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ success: true, data: { id: alice.user.id, runMails: false } });
    const after = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(after.json().data.runMails).toBe(false);

    expect((await patch({ runMails: true }, alice.headers)).json().data.runMails).toBe(true);
  });

  it('never changes another account: there is no way to name one', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const bob = await buildSignedInUser(server.ctx);
    const named = await patch({ runMails: false, id: alice.user.id }, bob.headers);
    expect(named.statusCode).toBe(400);
    expect((await patch({ runMails: false }, bob.headers)).json().data.id).toBe(bob.user.id);
    const alices = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(alices.json().data.runMails).toBe(true);
  });

  it("sets the account's time zone, which new campaigns and the session's user then carry (issue 33)", async () => {
    const alice = await buildSignedInUser(server.ctx);
    expect(
      (await server.app.inject({ url: '/api/user/profile', headers: alice.headers })).json().data.timeZone,
    ).toBeNull();
    const set = await patch({ timeZone: 'Europe/Paris' }, alice.headers);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ timeZone: 'Europe/Paris', runMails: true });
    const me = await server.app.inject({ url: '/api/auth/me', headers: alice.headers });
    expect(me.json().data.time_zone).toBe('Europe/Paris');
    // A zone the runtime does not know is refused, and changes nothing.
    expect((await patch({ timeZone: 'Mars/Olympus_Mons' }, alice.headers)).statusCode).toBe(400);
    const after = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(after.json().data.timeZone).toBe('Europe/Paris');
  });

  it('refuses a body that is not a setting, and answers 401 without a session', async () => {
    const { headers } = await buildSignedInUser(server.ctx);
    expect((await patch({ runMails: 'no' }, headers)).statusCode).toBe(400);
    expect((await patch({}, headers)).statusCode).toBe(400);
    expect((await patch({ runMails: false }, {})).statusCode).toBe(401);
  });
});
