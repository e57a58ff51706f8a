/** What a mail may carry: bounded, whatever a page or a title it quotes holds (issue 26 finding 3). */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EmailTemplate } from '../../integrations/mail/render-email.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { boundedForMail, createMailService, MAIL_LIST_MAX, MAIL_TEXT_MAX } from './mail.service.ts';

describe('boundedForMail', () => {
  it('cuts every string and list, however deep, and leaves the rest as it is', () => {
    const long = `https://www.amazon.de/dp/B2?x=${'y'.repeat(4_800_000)}`;
    const bounded = boundedForMail({
      title: 'Short',
      count: 7,
      ok: false,
      failures: Array.from({ length: 1_000 }, () => ({ key: 'links', params: { url: long } })),
    });
    expect(bounded.title).toBe('Short');
    expect(bounded.count).toBe(7);
    expect(bounded.ok).toBe(false);
    expect(bounded.failures).toHaveLength(MAIL_LIST_MAX);
    const url = bounded.failures[0]?.params.url ?? '';
    expect(url).toHaveLength(MAIL_TEXT_MAX);
    expect(url.endsWith('…')).toBe(true);
    expect(url.startsWith('https://www.amazon.de/dp/B2?x=yyy')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const emoji = '😀'.repeat(MAIL_TEXT_MAX);
    const cut = boundedForMail(emoji);
    expect(cut.length).toBeLessThanOrEqual(MAIL_TEXT_MAX);
    expect(cut.slice(0, -1)).toMatch(/^(?:😀)+$/u);
  });
});

describe('MailService.queue', () => {
  it('seals a bounded mail: a page with a 4.8 MB link makes a mail of kilobytes', async () => {
    const sealed: string[] = [];
    const jobs = {
      enqueue: async (_name: string, payload: { sealed: string }) => {
        sealed.push(payload.sealed);
      },
    } as unknown as JobQueue;
    const secrets = createSecretBox(randomBytes(32));
    const mail = createMailService({
      jobs,
      secrets,
      mailer: { kind: 'dev-mailbox', send: async () => undefined, close: () => undefined },
    });
    const url = `https://www.amazon.de/dp/B2?x=${'y'.repeat(4_800_000)}`;
    const email: EmailTemplate = {
      template: 'post-check-failed',
      language: 'en',
      props: {
        firstName: 'Ada',
        postTitle: 'A post',
        postUrl: 'https://blog.example/post/',
        passed: 6,
        total: 7,
        failures: [{ key: 'links', ok: false, problem: 'wrong_store', params: { url, found: url } }],
        libraryUrl: 'http://localhost:3000/dashboard/generated-content',
      },
    };
    await mail.queue('ada@example.com', email);
    expect(sealed).toHaveLength(1);
    expect(secrets.open(sealed[0] ?? '').length).toBeLessThan(3 * MAIL_TEXT_MAX);
  });
});
