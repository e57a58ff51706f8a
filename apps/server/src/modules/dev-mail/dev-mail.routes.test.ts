import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail, waitForMail } from '../../test/test-server.ts';

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
