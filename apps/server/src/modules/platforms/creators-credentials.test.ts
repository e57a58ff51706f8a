/**
 * A user's Creators API credentials (issue 29): checked with Amazon (the sandbox's stand-in) before
 * they are kept, refused with the sentence that says why, never answered back, another user's
 * unreachable; and a run of a user who has them reads its products from the API, not their pages,
 * each fact cited as the Creators API's.
 */
import { Messages, type RunFact } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { amazonCreatorsCredentials } from '../../db/schema/platforms.ts';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { setAmazonTag } from '../../test/platforms.ts';
import { userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { generationServices } from '../generation/generation-services.ts';
import { runExecution } from '../generation/pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const put = (headers: Record<string, string>, payload: object) =>
  server.app.inject({ method: 'PUT', url: '/api/platforms/amazon/creators', headers, payload });

const eligible = {
  region: 'na',
  credentialId: 'sandbox-creators',
  credentialSecret: 'sandbox-secret',
  version: '2.1',
};

/** A signed-in user with an amazon.com tag: Amazon checks credentials with it. */
async function taggedUser() {
  const user = await buildSignedInUser(server.ctx);
  await setAmazonTag(server, user.headers);
  return user;
}

describe('Creators API credentials', () => {
  it('are kept once Amazon accepts them, shown by a hint only, the secret sealed', async () => {
    const alice = await taggedUser();
    const res = await put(alice.headers, eligible);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('sandbox-secret');
    expect(res.json().data.connections).toEqual([
      { region: 'na', version: '2.1', credentialIdHint: '…tors', verifiedAt: expect.any(String) },
    ]);
    const [row] = await server.ctx.db
      .select()
      .from(amazonCreatorsCredentials)
      .where(eq(amazonCreatorsCredentials.userId, alice.user.id));
    expect(row?.sealedSecret).not.toContain('sandbox-secret');
    const listed = await server.app.inject({ url: '/api/platforms/amazon/creators', headers: alice.headers });
    expect(listed.json().data.connections).toHaveLength(1);
    expect(listed.body).not.toContain('sandbox-secret');
  });

  it('are refused with the sentence that says why, and not kept', async () => {
    const bob = await buildSignedInUser(server.ctx);
    // Amazon checks credentials with the account's own tag: none of the region, nothing is asked.
    const untagged = await put(bob.headers, eligible);
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json()).toMatchObject({
      message: Messages.creatorsTagFirst,
      errors: { region: [Messages.creatorsTagFirst] },
    });
    await setAmazonTag(server, bob.headers);
    const ineligible = await put(bob.headers, { ...eligible, credentialId: 'sandbox-new-associate' });
    expect(ineligible.statusCode).toBe(400);
    expect(ineligible.json()).toMatchObject({
      message: Messages.creatorsIneligible,
      errors: { credentialId: [Messages.creatorsIneligible] },
    });
    const wrong = await put(bob.headers, { ...eligible, credentialSecret: 'not-it' });
    expect(wrong.json().errors.credentialSecret).toEqual([Messages.creatorsAuthFailed]);
    const otherRegion = await put(bob.headers, { ...eligible, version: '2.2' });
    expect(otherRegion.json().errors.version).toEqual([Messages.creatorsVersionRegion]);
    const listed = await server.app.inject({ url: '/api/platforms/amazon/creators', headers: bob.headers });
    expect(listed.json().data.connections).toEqual([]);
  });

  it('of another user are neither listed nor removable', async () => {
    const alice = await taggedUser();
    const mallory = await taggedUser();
    expect((await put(alice.headers, eligible)).statusCode).toBe(200);
    const listed = await server.app.inject({
      url: '/api/platforms/amazon/creators',
      headers: mallory.headers,
    });
    expect(listed.json().data.connections).toEqual([]);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/amazon/creators/na',
      headers: mallory.headers,
    });
    expect(removed.statusCode).toBe(404);
    const mine = await server.app.inject({ url: '/api/platforms/amazon/creators', headers: alice.headers });
    expect(mine.json().data.connections).toHaveLength(1);
  });

  it('make a run read its products from the API, each fact cited as the Creators API’s', async () => {
    const alice = await userWithEverything(server);
    expect((await put(alice.headers, eligible)).statusCode).toBe(200);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: alice.headers,
      payload: { ...campaignPayload, autoPostPinterest: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { campaign, execution } = created.json().data;
    const offline = generationServices(server.ctx);
    let pagesRead = 0;
    const services = {
      ...offline,
      product: (url: string) => {
        pagesRead += 1;
        return offline.product(url);
      },
    };
    expect(await runExecution(server.ctx, services, execution.id, log)).toBe('completed');
    expect(pagesRead).toBe(0);
    const runs = await server.app.inject({
      url: `/api/campaigns/${campaign.id}/executions`,
      headers: alice.headers,
    });
    const facts = runs.json().data.executions[0].result_data.facts as RunFact[];
    const amazon = facts.filter((fact) => fact.source.kind === 'amazon-api');
    expect(amazon.length).toBeGreaterThan(4);
    expect(amazon[0]?.source).toMatchObject({
      name: 'Amazon Creators API',
      url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
    });
    expect(facts.some((fact) => fact.source.kind === 'product-page')).toBe(false);
  });
});
