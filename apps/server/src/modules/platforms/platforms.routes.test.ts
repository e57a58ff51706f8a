/**
 * PRODUCT.md §7 Platforms over HTTP, against the demo blog of apps/sandbox served by the test server
 * itself (the real WordPress adapter, through safe-fetch, with only the sandbox prefix allowed).
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wordpressConnections } from '../../db/schema/platforms.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { findWordPressSite } from './wordpress-connection.ts';

const server = setupTestServer({}, { listen: true });

function demoBlog() {
  const blog = server.ctx.sandboxes.wordpress;
  if (!blog) throw new Error('the demo blog is not sandboxed in this test server');
  return blog;
}

async function connect(headers: Record<string, string>, body: Record<string, string>) {
  return sendJson(server, 'POST', '/api/platforms/wordpress', body, { headers });
}

async function status(headers: Record<string, string>) {
  const res = await server.app.inject({ url: '/api/platforms/status', headers });
  expect(res.statusCode).toBe(200);
  return res.json().status;
}

const emptyState = {
  completed: false,
  verified: false,
  connected: false,
  username: null,
  websiteUrl: null,
  apiKey: null,
  profileImage: null,
  affiliateTag: null,
};

describe('GET /api/platforms/status', () => {
  it("answers PRODUCT.md's shape, every platform not connected for a new user", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await server.app.inject({ url: '/api/platforms/status', headers: alice.headers });
    expect(res.json()).toEqual({
      success: true,
      message: Messages.platformsFetched,
      status: { wordpress: emptyState, pinterest: emptyState, amazon: { ...emptyState, tags: [] } },
    });
  });
});

describe('WordPress', () => {
  it('connects with a real check of the site, stores the password sealed and shows only its end', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const blog = demoBlog();
    const res = await connect(alice.headers, {
      username: blog.username,
      apiKey: blog.applicationPassword,
      websiteUrl: blog.publicUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tail = blog.applicationPassword.replace(/\s/g, '').slice(-4);
    expect(res.json()).toMatchObject({
      success: true,
      message: Messages.wordpressConnected,
      data: { completed: true, verified: true, username: blog.username, websiteUrl: blog.publicUrl },
    });
    expect(res.json().data.apiKey).toMatch(new RegExp(`${tail}$`));
    expect(res.body).not.toContain(blog.applicationPassword);

    const state = await status(alice.headers);
    expect(state.wordpress).toMatchObject({ completed: true, connected: true, username: blog.username });
    expect(JSON.stringify(state)).not.toContain(blog.applicationPassword);

    // A database dump holds no plaintext application password.
    const rows = await server.ctx.db.execute(sql`select * from wordpress_connections`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(blog.applicationPassword);
    expect(dump).not.toContain(blog.applicationPassword.replace(/\s/g, ''));
  });

  it("keeps the user's WordPress roles from connecting, for publishing, and refreshes them at every reconnect", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const blog = demoBlog();
    const body = { username: blog.username, apiKey: blog.applicationPassword, websiteUrl: blog.publicUrl };
    expect((await connect(alice.headers, body)).statusCode).toBe(200);
    expect(await findWordPressSite(server.ctx, alice.user.id)).toMatchObject({
      roles: ['author'],
      ownerId: alice.user.id,
    });
    // Out of date (the user was an Editor then): connecting again reads them afresh.
    await server.ctx.db
      .update(wordpressConnections)
      .set({ wordpressRoles: ['editor'] })
      .where(eq(wordpressConnections.userId, alice.user.id));
    expect((await connect(alice.headers, body)).statusCode).toBe(200);
    expect((await findWordPressSite(server.ctx, alice.user.id))?.roles).toEqual(['author']);
    // The demo site's connection keeps them too; the browser never sees them.
    const demo = await server.app.inject({
      method: 'POST',
      url: '/api/demo/connect-wordpress',
      headers: alice.headers,
    });
    expect(demo.body).not.toContain('roles');
    expect((await findWordPressSite(server.ctx, alice.user.id))?.roles).toEqual(['author']);
  });

  it('a wrong application password gives the authentication message, in message and error', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const blog = demoBlog();
    const res = await connect(alice.headers, {
      username: blog.username,
      apiKey: 'abcd efgh ijkl mnop qrst uvwx',
      websiteUrl: blog.publicUrl,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.WORDPRESS_AUTH_FAILED,
      message: Messages.wordpressAuthFailed,
      error: Messages.wordpressAuthFailed,
    });
    expect((await status(alice.headers)).wordpress.completed).toBe(false);
  });

  it('a site without the REST API gives the not-found message', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const blog = demoBlog();
    const res = await connect(alice.headers, {
      username: blog.username,
      apiKey: blog.applicationPassword,
      websiteUrl: `${blog.publicUrl}/no-such-site`,
    });
    expect(res.json()).toMatchObject({
      code: ErrorCode.WORDPRESS_REST_NOT_FOUND,
      message: Messages.wordpressRestNotFound,
    });
  });

  it('refuses to reach this machine or a private network (safe-fetch): the cannot-connect message', async () => {
    const alice = await buildSignedInUser(server.ctx);
    for (const websiteUrl of [
      'http://127.0.0.1:5432',
      'http://2130706433/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:3000/api/auth/me',
      `${server.config.appUrl}/api/credits`,
    ]) {
      const res = await connect(alice.headers, { username: 'admin', apiKey: 'x'.repeat(24), websiteUrl });
      expect(res.json(), websiteUrl).toMatchObject({
        code: ErrorCode.WORDPRESS_UNREACHABLE,
        message: Messages.wordpressUnreachable,
      });
    }
  });

  it('validates the body: empty fields and non-http addresses', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const empty = await connect(alice.headers, {
      username: ' ',
      apiKey: 'x',
      websiteUrl: 'https://blog.example',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(Messages.fillAllFields);
    const ftp = await connect(alice.headers, {
      username: 'a',
      apiKey: 'x',
      websiteUrl: 'ftp://blog.example',
    });
    expect(ftp.json().message).toBe(Messages.websiteUrlInvalid);
  });

  it('connects the demo site with POST /demo/connect-wordpress, and deletes it', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/demo/connect-wordpress',
      headers: alice.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { completed: true, websiteUrl: demoBlog().publicUrl },
    });

    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/wordpress',
      headers: alice.headers,
    });
    expect(removed.json()).toEqual({ success: true, message: Messages.platformDeleted });
    expect((await status(alice.headers)).wordpress).toEqual(emptyState);
  });

  it("another user neither sees nor deletes someone's site", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const mallory = await buildSignedInUser(server.ctx);
    await server.app.inject({ method: 'POST', url: '/api/demo/connect-wordpress', headers: alice.headers });
    expect((await status(mallory.headers)).wordpress).toEqual(emptyState);
    await server.app.inject({ method: 'DELETE', url: '/api/platforms/wordpress', headers: mallory.headers });
    expect((await status(alice.headers)).wordpress.completed).toBe(true);
  });
});

describe('Amazon', () => {
  it.each(['yourname-20', 'my.shop-21', 'tokyo_store-22'])('saves the tag %s', async (tag) => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: ` ${tag} ` },
      { headers: alice.headers },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { completed: true, affiliateTag: tag, tags: [{ store: 'amazon.com', affiliateTag: tag }] },
    });
    expect((await status(alice.headers)).amazon.affiliateTag).toBe(tag);
  });

  it.each([
    ['', Messages.amazonTagRequired],
    ['yourname', Messages.amazonTagInvalid],
    ['your name-20', Messages.amazonTagInvalid],
    ['-20', Messages.amazonTagInvalid],
  ])('refuses %j', async (affiliateTag, message) => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag },
      { headers: alice.headers },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR, message });
  });

  it('deletes the tag', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: 'yourname-20' },
      { headers: alice.headers },
    );
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/amazon',
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await status(alice.headers)).amazon).toEqual({ ...emptyState, tags: [] });
  });
});

describe('onboarding', () => {
  it('resumes from what is connected, and completion is stored on the server', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const read = async () =>
      (await server.app.inject({ url: '/api/onboarding', headers: alice.headers })).json().data;
    expect(await read()).toMatchObject({
      completed: false,
      startStep: 1,
      demoAmazonTag: server.config.amazon.demoTag,
    });
    await server.app.inject({ method: 'POST', url: '/api/demo/connect-wordpress', headers: alice.headers });
    expect(await read()).toMatchObject({ startStep: 4, wordpressConnected: true });
    await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: server.config.amazon.demoTag },
      { headers: alice.headers },
    );
    expect(await read()).toMatchObject({ startStep: 6, amazonConfigured: true });

    const done = await server.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: alice.headers,
    });
    expect(done.json().data.completed).toBe(true);
    expect((await read()).completed).toBe(true);
    const bob = await buildSignedInUser(server.ctx);
    expect(
      (await server.app.inject({ url: '/api/onboarding', headers: bob.headers })).json().data.completed,
    ).toBe(false);
  });

  it("keeps the step the session's user is on: a reload resumes there, never before what is connected", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const bob = await buildSignedInUser(server.ctx);
    const startStep = async (headers: Record<string, string>) =>
      (await server.app.inject({ url: '/api/onboarding', headers })).json().data.startStep;
    const putStep = (headers: Record<string, string>, step: unknown) =>
      sendJson(server, 'PUT', '/api/onboarding/step', { step }, { headers });

    // Past the demo site without connecting it: the next visit opens step 4, not the welcome.
    const saved = await putStep(alice.headers, 4);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ startStep: 4, wordpressConnected: false });
    expect(await startStep(alice.headers)).toBe(4);
    // The endpoint acts on the session's user only: Bob's tour is his own.
    expect(await startStep(bob.headers)).toBe(1);
    await putStep(bob.headers, 2);
    expect(await startStep(alice.headers)).toBe(4);

    // What is connected still wins over an earlier stored step.
    await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: server.config.amazon.demoTag },
      { headers: bob.headers },
    );
    expect(await startStep(bob.headers)).toBe(6);

    for (const step of [0, 7, 2.5, '3']) expect((await putStep(alice.headers, step)).statusCode).toBe(400);
    const anonymous = await sendJson(server, 'PUT', '/api/onboarding/step', { step: 3 });
    expect(anonymous.statusCode).toBe(401);
    expect(await startStep(alice.headers)).toBe(4);
  });
});
