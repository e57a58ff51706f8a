import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';
import { renderEmail } from './render-email.ts';

describe('SMTP mailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a rendered template with HTML and text parts', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Affiliate Autopilot <no-reply@example.com>');
    const email = await renderEmail({
      template: 'reset-password',
      language: 'en',
      props: { firstName: 'Ada', url: 'http://localhost:3000/reset-password?token=abc' },
    });
    await mailer.send({ to: 'ada@example.com', ...email });
    mailer.close();
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    expect(raw).toContain('Subject: Reset your password');
    expect(raw).toContain('To: ada@example.com');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
  });

  it('sends a support message with Reply-To the sender, never in the subject', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Affiliate Autopilot <no-reply@example.com>');
    const email = await renderEmail({
      template: 'support-message',
      language: 'en',
      props: {
        firstName: '',
        type: 'question',
        message: 'Subject: injected\r\nBcc: victim@example.com',
        senderEmail: 'ada@example.com',
        senderName: 'Ada',
        userId: null,
        url: '',
        userAgent: '',
        sentAt: '2026-01-01T00:00:00.000Z',
      },
    });
    await mailer.send({ to: 'support@example.com', ...email });
    mailer.close();
    const headers = (received.at(-1) ?? '').split('\r\n\r\n')[0] ?? '';
    expect(headers).toContain('Reply-To: ada@example.com');
    expect(headers).toContain('Subject: Support: Question');
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/injected/);
  });

  it('renders every link into the plain-text part too', async () => {
    const email = await renderEmail({
      template: 'verify-email',
      language: 'en',
      props: { firstName: 'Ada', url: 'http://localhost:3000/verify-email?token=t1&email=a%40b.co' },
    });
    expect(email.subject).toBe('Verify your email address');
    expect(email.text).toContain('http://localhost:3000/verify-email?token=t1&email=a%40b.co');
    expect(email.html).toContain('Verify my email');
  });

  it('tells what a post check found wrong and how to fix it, with the link to the Content Library', async () => {
    const email = await renderEmail({
      template: 'post-check-failed',
      language: 'en',
      props: {
        firstName: 'Ada',
        postTitle: 'Sony or Bose',
        postUrl: 'https://blog.example/sony-or-bose/',
        passed: 0,
        total: 7,
        failures: [
          { key: 'status', ok: false, problem: 'http_status', params: { found: '404' } },
          { key: 'links', ok: false, problem: 'not_checked' },
        ],
        libraryUrl: 'http://localhost:3000/dashboard/generated-content',
      },
    });
    expect(email.subject).toBe('Your post needs a fix: 0 of 7 checks passed');
    expect(email.text).toContain('“Sony or Bose” (https://blog.example/sony-or-bose/)');
    expect(email.text).toContain('The post answers — The page answers HTTP 404 instead of 200. A 404 means');
    // What could not be checked because of the 404 is not news of its own.
    expect(email.text).not.toContain('Not checked');
    expect(email.text).toContain('http://localhost:3000/dashboard/generated-content');
  });

  it('writes every template in French for a French account, with the page language set', async () => {
    const props = {
      firstName: 'Zoé',
      lastName: 'Martin',
      url: 'http://localhost:3000/x?token=t',
      signInUrl: 'http://localhost:3000/auth',
      resetUrl: 'http://localhost:3000/forgot-password',
      revertUrl: 'http://localhost:3000/revert-email?token=r',
      currentEmail: 'zoe@example.com',
      oldEmail: 'zoe@example.com',
      newEmail: 'zoe.martin@example.com',
      email: 'zoe@example.com',
      googleEmail: 'zoe@gmail.example',
      amount: '19,00 €',
      billingUrl: 'http://localhost:3000/dashboard/profile',
      type: 'bug',
      message: 'The pins are late',
      senderEmail: 'zoe@example.com',
      senderName: 'Zoé Martin',
      userId: null,
      userAgent: 'Firefox',
      sentAt: '2026-01-01T00:00:00.000Z',
      postTitle: 'Sony ou Bose',
      postUrl: 'https://blog.example/sony-ou-bose/',
      passed: 6,
      total: 7,
      failures: [
        { key: 'links', ok: false, problem: 'rel_missing', params: { url: 'https://www.amazon.fr/dp/B1' } },
      ],
      libraryUrl: 'http://localhost:3000/dashboard/generated-content',
      campaignName: 'Écouteurs',
      runNumber: 3,
      runUrl: 'http://localhost:3000/dashboard/campaigns/c1#run-3',
    };
    const names = [
      'verify-email',
      'confirm-email-change',
      'reset-password',
      'account-exists',
      'email-changed',
      'email-in-use',
      'google-linked',
      'payment-failed',
      'support-message',
      'support-receipt',
      'post-check-failed',
      'run-failed',
    ] as const;
    for (const template of names) {
      const [french, english] = await Promise.all(
        (['fr', 'en'] as const).map((language) =>
          renderEmail({ template, language, props } as Parameters<typeof renderEmail>[0]),
        ),
      );
      expect(french?.html, template).toMatch(/<html[^>]* lang="fr"/);
      expect(french?.text, template).toContain('Bonjour Zoé,');
      expect(french?.subject, template).not.toBe(english?.subject);
    }
  });
});
