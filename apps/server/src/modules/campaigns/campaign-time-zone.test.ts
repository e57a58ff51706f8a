/**
 * A campaign keeps the time zone its creator typed its start in, else the account's (issue 33); anything
 * but an IANA zone is refused.
 */
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer({}, { workers: false });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function create(body: Record<string, unknown>, accountZone?: string) {
  const user = await buildSignedInUser(server.ctx);
  await givePublishingSetup(server.ctx, user.user.id);
  if (accountZone)
    await server.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { timeZone: accountZone },
    });
  return server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: user.headers,
    payload: { ...campaignPayload, startAt: tomorrow(), ...body },
  });
}

describe('a campaign’s time zone', () => {
  it('is stored as sent and answered with the campaign', async () => {
    const res = await create({ timeZone: 'Europe/Paris' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.campaign.time_zone).toBe('Europe/Paris');
  });

  it("is the account's when not sent (an import, an API call), null when the account has none either", async () => {
    const withZone = await create({}, 'Asia/Tokyo');
    expect(withZone.statusCode, withZone.body).toBe(201);
    expect(withZone.json().data.campaign.time_zone).toBe('Asia/Tokyo');
    // What the form sends wins over the account's.
    expect((await create({ timeZone: 'Europe/Paris' }, 'Asia/Tokyo')).json().data.campaign.time_zone).toBe(
      'Europe/Paris',
    );
    const res = await create({});
    expect(res.json().data.campaign.time_zone).toBeNull();
  });

  it('refuses a zone the runtime does not know', async () => {
    const res = await create({ timeZone: 'Mars/Olympus_Mons' });
    expect(res.statusCode).toBe(400);
  });
});
