/**
 * A run that fails for good is mailed to its user once, in their language, with what the app shows
 * (why, and what became of the credits) and a link to the run; never again for the same run, and not
 * at all for a user who turned run mails off (the app still shows the failure).
 */
import { Messages } from '@aa/contracts';
import { runMessagesFr } from '@aa/contracts/run-messages';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { contentOf } from '../../integrations/mail/copy.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { queuedMails } from '../../test/mails.ts';
import { connectDemoBlog, setAmazonTag } from '../../test/platforms.ts';
import { executionRow, newRun, userWithEverything } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';
import { RUN_ATTEMPTS } from './pipeline-errors.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

/** A run whose writing fails every time, run as pg-boss would: again after each failure, up to RUN_ATTEMPTS. */
async function failForGood(id: string) {
  const services = fakeServices({ failIn: { step: 'plan', times: 100 } });
  for (let attempt = 1; attempt < RUN_ATTEMPTS; attempt += 1)
    await expect(runExecution(server.ctx, services, id, log)).rejects.toThrow();
  expect(await runExecution(server.ctx, services, id, log)).toBe('failed');
}

async function setProfile(headers: Headers, body: object) {
  const res = await sendJson(server, 'PATCH', '/api/user/profile', body, { headers });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a run that fails for good', () => {
  it('is mailed once to a French user, in French, with its refund and a link to the run', async () => {
    const alice = await userWithEverything(server);
    const language = await sendJson(server, 'PUT', '/api/user/language', { language: 'fr' }, alice);
    expect(language.statusCode).toBe(200);
    const id = await newRun(server, alice.headers);
    await failForGood(id);
    const { campaignId } = await executionRow(server, id);
    const runUrl = `${server.config.appUrl}/dashboard/campaigns/${campaignId}#run-1`;

    const [mail, ...more] = await queuedMails(server, alice.user.email);
    expect(more).toEqual([]);
    expect(mail).toEqual({
      template: 'run-failed',
      language: 'fr',
      props: {
        firstName: 'Ada',
        campaignName: 'Earbuds',
        runNumber: 1,
        message: `${Messages.generationFailed} ${Messages.creditsRefunded}`,
        runUrl,
      },
    });
    if (!mail) throw new Error('no mail');
    const content = contentOf(mail);
    expect(content.subject).toBe('L’exécution 1 de « Earbuds » a échoué');
    expect(content.paragraphs).toContain(
      `${runMessagesFr.generationFailed} ${runMessagesFr.creditsRefunded}`,
    );
    expect(content.button?.href).toBe(runUrl);

    // A late copy of the job finds the run failed; queuing the run's mail again makes no second one.
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('gone');
    await server.ctx.mail.queue(alice.user.email, mail, undefined, `run-failed:${id}`);
    expect(await queuedMails(server, alice.user.email)).toHaveLength(1);
  });

  it('is mailed in English to an English user, with the reason the app shows', async () => {
    const bob = await buildSignedInUser(server.ctx, { firstName: 'Bob' });
    await connectDemoBlog(server, bob.headers);
    await setAmazonTag(server, bob.headers);
    const id = await newRun(server, bob.headers, false);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/wordpress',
      headers: bob.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('failed');

    const [mail, ...more] = await queuedMails(server, bob.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'run-failed', language: 'en', props: { firstName: 'Bob' } });
    if (!mail) throw new Error('no mail');
    const content = contentOf(mail);
    expect(content.subject).toBe('Run 1 of “Earbuds” failed');
    expect(content.paragraphs).toContain(`${Messages.runNeedsWordPress} ${Messages.creditsRefunded}`);
  });

  it('is not mailed to a user who turned run mails off, and the app still shows why it failed', async () => {
    const carol = await userWithEverything(server);
    await setProfile(carol.headers, { runMails: false });
    const id = await newRun(server, carol.headers);
    await failForGood(id);

    expect(await queuedMails(server, carol.user.email)).toEqual([]);
    const shown = await server.app.inject({ url: `/api/campaigns/executions/${id}`, headers: carol.headers });
    expect(shown.json().data.execution).toMatchObject({
      status: 'failed',
      error_message: `${Messages.generationFailed} ${Messages.creditsRefunded}`,
    });

    // Turned back on, the next failure is mailed again.
    await setProfile(carol.headers, { runMails: true });
    const next = await newRun(server, carol.headers);
    await failForGood(next);
    expect(await queuedMails(server, carol.user.email)).toHaveLength(1);
  });
});
