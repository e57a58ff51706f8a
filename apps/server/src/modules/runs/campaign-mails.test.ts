/**
 * The account mails about a campaign (issue 33): a campaign whose last run published is finished and
 * its owner mailed once (a retry of the run's end mails nothing more), in the owner's language; an
 * account that switched the mail off gets none.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type EmailTemplate, renderEmail } from '../../integrations/mail/render-email.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { queuedMails } from '../../test/mails.ts';
import { userWithEverything } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { runExecution } from '../generation/pipeline.ts';
import { mailIfCampaignFinished } from './campaign-mails.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/** A one-run campaign, made and run to its end; answers its id. */
async function oneRunCampaign(headers: Record<string, string>, name: string) {
  const res = await sendJson(
    server,
    'POST',
    '/api/campaigns',
    {
      name,
      product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
      product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
      frequency: 24,
      totalRuns: 1,
      autoPostPinterest: false,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
    },
    { headers },
  );
  expect(res.statusCode, res.body).toBe(201);
  const { campaign, execution } = res.json().data;
  expect(await runExecution(server.ctx, fakeServices(), execution.id, log)).toBe('completed');
  return campaign.id as string;
}

describe('the campaign-finished mail', () => {
  it('is sent once when the last run published, in the owner’s language, with a plain-text part', async () => {
    const owner = await userWithEverything(server);
    await sendJson(server, 'PUT', '/api/user/language', { language: 'fr' }, { headers: owner.headers });
    const campaignId = await oneRunCampaign(owner.headers, 'Écouteurs, une fois');
    // The run's end told again (a retried job): no second mail.
    await mailIfCampaignFinished(server.ctx, campaignId);
    const finished = (await queuedMails(server, owner.email)).filter(
      (mail) => mail.template === 'campaign-finished',
    );
    expect(finished.map((mail) => mail.props)).toMatchObject([
      { campaignName: 'Écouteurs, une fois', runs: 1, published: 1 },
    ]);
    const rendered = await renderEmail(finished[0] as EmailTemplate);
    expect(rendered.subject).toBe('« Écouteurs, une fois » a terminé son exécution');
    expect(rendered.text).toContain('a fait son exécution et publié 1 article.');
    expect(rendered.text).toContain(`/dashboard/campaigns/${campaignId}`);
  });

  it('is not sent to an account that switched it off', async () => {
    const owner = await userWithEverything(server);
    const off = await sendJson(
      server,
      'PATCH',
      '/api/user/profile',
      { mails: { campaignFinished: false } },
      { headers: owner.headers },
    );
    expect(off.json().data.mails.campaignFinished).toBe(false);
    await oneRunCampaign(owner.headers, 'Quiet');
    expect((await queuedMails(server, owner.email)).map((mail) => mail.template)).not.toContain(
      'campaign-finished',
    );
  });
});
