import { describe, expect, it } from 'vitest';
import { sendJson, setupTestServer, uniqueEmail } from '../../test/test-server.ts';
import { listDevMail } from '../dev-mail/dev-mail.service.ts';

const server = setupTestServer();

describe('mail under a burst of sign-ups', () => {
  it('delivers all 30 verification mails within seconds: workers drain the queue instead of polling', async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(
      emails.map((email) =>
        sendJson(server, 'POST', '/api/auth/register', {
          email,
          password: 'Passw0rdOk',
          firstName: 'Burst',
          lastName: 'Test',
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const answered = Date.now();

    // pg-boss's own fallback poll is 30 s: anything near it means the queue was polled, not drained.
    const deadline = answered + 10_000;
    let delivered = new Set<string>();
    while (delivered.size < emails.length && Date.now() < deadline) {
      const mail = await listDevMail(server.ctx.db, undefined, 200);
      delivered = new Set(mail.map((message) => message.to).filter((to) => emails.includes(to)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const elapsed = Date.now() - answered;
    expect(delivered.size).toBe(emails.length);
    expect(elapsed).toBeLessThan(6_000);
  });
});
