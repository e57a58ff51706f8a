import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail, waitForMail } from '../../test/test-server.ts';
import { DEV_MAIL_LISTED_CHARS, DEV_MAIL_PAGE, listDevMail, storeDevMail } from './dev-mail.service.ts';

describe('dev mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists captured mail newest first as JSON and as a page', async () => {
    const email = uniqueEmail('mailbox');
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'Passw0rdOk', firstName: 'M', lastName: 'B' }),
    });
    await waitForMail(server, email, /Verify/);
    const res = await server.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    const [newest] = res.json().data.messages;
    expect(newest).toMatchObject({ to: email, subject: 'Verify your email address' });
    expect(newest.text).toContain('/verify-email?token=');
    expect(newest.html).toContain('<html');

    const page = await server.app.inject({ url: `/dev/mail?to=${encodeURIComponent(email)}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Verify your email address');
  });

  it('lists at most 50 mails, each cut at 200,000 characters, however large the mailbox holds them (issue 26)', async () => {
    const to = uniqueEmail('huge');
    const store = storeDevMail(server.ctx.db);
    const huge = 'x'.repeat(5_000_000);
    for (let n = 0; n < 3; n += 1)
      await store({ to, subject: `Huge ${n}`, text: huge, html: `<p>${huge}</p>` });
    for (let n = 0; n < 50; n += 1) await store({ to, subject: `Small ${n}`, text: 'hi', html: '<p>hi</p>' });
    const res = await server.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messages).toHaveLength(DEV_MAIL_PAGE);
    const older = await listDevMail(server.ctx.db, to, 60);
    const cut = older.find((mail) => mail.subject === 'Huge 0');
    expect(cut?.text).toHaveLength(DEV_MAIL_LISTED_CHARS);
    expect(cut?.text.endsWith('…')).toBe(true);
    const page = await server.app.inject({ url: `/dev/mail?to=${encodeURIComponent(to)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.length).toBeLessThan(1_000_000);
  });

  it('answers only requests addressed to this machine (no DNS rebinding, no LAN readers)', async () => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const foreign = await server.app.inject({ url, headers: { host: 'attacker.example:3000' } });
      expect(foreign.statusCode).toBe(421);
      expect(foreign.json()).toMatchObject({ success: false, code: 'MISDIRECTED_REQUEST' });
      const local = await server.app.inject({ url, headers: { host: '127.0.0.1:3000' } });
      expect(local.statusCode).toBe(200);
    }
  });
});

describe('dev mailbox with real SMTP configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 on both the JSON and the page', async () => {
    expect((await server.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  });
});
