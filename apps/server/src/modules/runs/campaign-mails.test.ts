/**
 * The account mails about a campaign (issue 33): a campaign whose last run published is finished and
 * its owner mailed once (a retry of the run's end mails nothing more), in the owner's language; an
 * account that switched the mail off gets none. The weekly summary, at each account's Monday 08:00.
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
import { sendWeeklySummaries } from './weekly-summary.ts';

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

/** The next Monday 08:30 in Tokyo (Sunday 23:30 UTC; Tokyo keeps no summer time) after now. */
function nextTokyoMonday(): Date {
  for (let day = 0; day < 8; day += 1) {
    const at = new Date(Date.now() + day * 86_400_000);
    at.setUTCHours(23, 30, 0, 0);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', weekday: 'short' }).format(at);
    if (weekday === 'Mon' && at.getTime() > Date.now()) return at;
  }
  throw new Error('no Monday within a week');
}

describe('the weekly summary', () => {
  it("goes on Monday at 08:00 in the account's zone to those who switched it on, once a week", async () => {
    const tokyo = await userWithEverything(server);
    const profile = (headers: Record<string, string>, body: object) =>
      sendJson(server, 'PATCH', '/api/user/profile', body, { headers });
    await profile(tokyo.headers, { timeZone: 'Asia/Tokyo', mails: { weeklySummary: true } });
    const abidjan = await userWithEverything(server);
    await profile(abidjan.headers, { timeZone: 'Africa/Abidjan', mails: { weeklySummary: true } });
    const quiet = await userWithEverything(server);
    await oneRunCampaign(tokyo.headers, 'Weekly one');
    await oneRunCampaign(quiet.headers, 'Not summed');

    // Monday 08:30 in Tokyo is Sunday 23:30 in Abidjan (UTC); the job runs twice in that hour.
    const monday = nextTokyoMonday();
    await sendWeeklySummaries(server.ctx, monday);
    await sendWeeklySummaries(server.ctx, new Date(monday.getTime() + 15 * 60_000));
    const summaries = (await queuedMails(server, tokyo.email)).filter(
      (mail) => mail.template === 'weekly-summary',
    );
    expect(summaries.map((mail) => mail.props)).toMatchObject([
      { published: 1, pins: 0, outboundClicks: 0, checksFailing: 0 },
    ]);
    const [summary] = summaries;
    if (summary?.template !== 'weekly-summary') throw new Error('no weekly summary');
    expect(summary.props.week).toMatch(/^[A-Z][a-z]{2} \d{1,2} – [A-Z][a-z]{2} \d{1,2}$/);
    const rendered = await renderEmail(summary);
    expect(rendered.subject).toBe('Your week on Affiliate Autopilot: 1 post, 0 pins');
    expect(rendered.text).toContain('Posts published: 1.');
    expect(rendered.text).toContain('every live post passed its latest check');
    // Not Abidjan's Monday 08:00 yet; never to an account that left it off (the default).
    for (const other of [abidjan, quiet])
      expect((await queuedMails(server, other.email)).map((mail) => mail.template)).not.toContain(
        'weekly-summary',
      );
    // Abidjan's Monday 08:00 comes eight and a half hours later.
    await sendWeeklySummaries(server.ctx, new Date(monday.getTime() + 8.5 * 3_600_000 + 60_000));
    expect((await queuedMails(server, abidjan.email)).map((mail) => mail.template)).toContain(
      'weekly-summary',
    );
  });
});
