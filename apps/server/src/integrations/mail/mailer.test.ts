import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';
import { renderEmail } from './render-email.tsx';

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

  it('renders every link into the plain-text part too', async () => {
    const email = await renderEmail({
      template: 'verify-email',
      props: { firstName: 'Ada', url: 'http://localhost:3000/verify-email?token=t1&email=a%40b.co' },
    });
    expect(email.subject).toBe('Verify your email address');
    expect(email.text).toContain('http://localhost:3000/verify-email?token=t1&email=a%40b.co');
    expect(email.html).toContain('Verify my email');
  });
});
