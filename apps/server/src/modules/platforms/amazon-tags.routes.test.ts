/**
 * One Amazon tag per store over HTTP (issue 20): saved, listed in the platform status, edited and
 * removed store by store, and only ever the signed-in user's.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer();

type Headers = Record<string, string>;

const save = (headers: Headers, body: Record<string, unknown>) =>
  sendJson(server, 'POST', '/api/platforms/amazon', body, { headers });

const remove = (headers: Headers, store: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/platforms/amazon/${store}`, headers });

async function amazonState(headers: Headers) {
  const res = await server.app.inject({ url: '/api/platforms/status', headers });
  expect(res.statusCode).toBe(200);
  return res.json().status.amazon;
}

describe('a tag per store', () => {
  it('saves a tag for each store, lists them in the stores’ order, and keeps the amazon.com one as affiliateTag', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const french = await save(alice.headers, { affiliateTag: 'alice-21', store: 'amazon.fr' });
    expect(french.statusCode, french.body).toBe(200);
    // Without an amazon.com tag, the first store's is the one field PRODUCT.md knows.
    expect(french.json()).toMatchObject({
      message: Messages.amazonSaved,
      data: {
        completed: true,
        affiliateTag: 'alice-21',
        tags: [{ store: 'amazon.fr', affiliateTag: 'alice-21' }],
      },
    });
    // SPEC's body, without a store: amazon.com's tag.
    expect((await save(alice.headers, { affiliateTag: 'alice-20' })).statusCode).toBe(200);
    expect(
      (await save(alice.headers, { affiliateTag: 'alice-uk-21', store: 'amazon.co.uk' })).statusCode,
    ).toBe(200);
    expect(await amazonState(alice.headers)).toMatchObject({
      completed: true,
      affiliateTag: 'alice-20',
      tags: [
        { store: 'amazon.com', affiliateTag: 'alice-20' },
        { store: 'amazon.co.uk', affiliateTag: 'alice-uk-21' },
        { store: 'amazon.fr', affiliateTag: 'alice-21' },
      ],
    });
  });

  it("edits one store's tag and leaves the others", async () => {
    const alice = await buildSignedInUser(server.ctx);
    await save(alice.headers, { affiliateTag: 'alice-20' });
    await save(alice.headers, { affiliateTag: 'alice-21', store: 'amazon.fr' });
    await save(alice.headers, { affiliateTag: 'alice-new-21', store: 'amazon.fr' });
    expect((await amazonState(alice.headers)).tags).toEqual([
      { store: 'amazon.com', affiliateTag: 'alice-20' },
      { store: 'amazon.fr', affiliateTag: 'alice-new-21' },
    ]);
  });

  it("removes one store's tag; the last one removed leaves Amazon not configured", async () => {
    const alice = await buildSignedInUser(server.ctx);
    await save(alice.headers, { affiliateTag: 'alice-20' });
    await save(alice.headers, { affiliateTag: 'alice-21', store: 'amazon.fr' });
    const removed = await remove(alice.headers, 'amazon.com');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: Messages.amazonTagRemoved,
      data: {
        completed: true,
        affiliateTag: 'alice-21',
        tags: [{ store: 'amazon.fr', affiliateTag: 'alice-21' }],
      },
    });
    const again = await remove(alice.headers, 'amazon.com');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, message: Messages.amazonTagNotFound });
    expect((await remove(alice.headers, 'amazon.fr')).statusCode).toBe(200);
    expect(await amazonState(alice.headers)).toMatchObject({
      completed: false,
      affiliateTag: null,
      tags: [],
    });
  });

  it('DELETE /platforms/amazon still removes every tag', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await save(alice.headers, { affiliateTag: 'alice-20' });
    await save(alice.headers, { affiliateTag: 'alice-21', store: 'amazon.de' });
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/amazon',
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await amazonState(alice.headers)).tags).toEqual([]);
  });

  it.each([
    [{ affiliateTag: 'alice-21', store: 'amazon.ie' }, 'store'],
    [{ affiliateTag: 'alice-21', store: 'www.amazon.fr' }, 'store'],
    [{ affiliateTag: 'alice-21', store: 7 }, 'store'],
    [{ affiliateTag: 'alice', store: 'amazon.fr' }, 'affiliateTag'],
  ])('refuses %j', async (body, field) => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await save(alice.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect((await amazonState(alice.headers)).tags).toEqual([]);
  });

  it('refuses to delete the tag of a store that is not one', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await remove(alice.headers, 'example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
  });
});

describe("another user's tags", () => {
  it('are never read, removed or overwritten', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const mallory = await buildSignedInUser(server.ctx);
    await save(alice.headers, { affiliateTag: 'alice-21', store: 'amazon.fr' });

    expect(await amazonState(mallory.headers)).toMatchObject({
      completed: false,
      affiliateTag: null,
      tags: [],
    });
    expect((await remove(mallory.headers, 'amazon.fr')).statusCode).toBe(404);
    const wiped = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/amazon',
      headers: mallory.headers,
    });
    expect(wiped.statusCode).toBe(200);
    // Mallory's own tag for the same store is Mallory's: Alice's stays hers.
    expect((await save(mallory.headers, { affiliateTag: 'mallory-21', store: 'amazon.fr' })).statusCode).toBe(
      200,
    );
    expect((await amazonState(alice.headers)).tags).toEqual([
      { store: 'amazon.fr', affiliateTag: 'alice-21' },
    ]);
    expect((await amazonState(mallory.headers)).tags).toEqual([
      { store: 'amazon.fr', affiliateTag: 'mallory-21' },
    ]);
  });

  it('need a session', async () => {
    expect(
      (await server.app.inject({ method: 'DELETE', url: '/api/platforms/amazon/amazon.fr' })).statusCode,
    ).toBe(401);
    expect(
      (await sendJson(server, 'POST', '/api/platforms/amazon', { affiliateTag: 'x-21' })).statusCode,
    ).toBe(401);
  });
});
