import { randomInt } from 'node:crypto';
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../db/schema/support.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { sendJson, setupTestServer, uniqueEmail } from '../../test/test-server.ts';
import { listDevMail } from '../dev-mail/dev-mail.service.ts';

const server = setupTestServer();

/** Every request from its own address unless told: the per-IP limit is tested on its own. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function send(
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  return sendJson(server, 'POST', '/api/support/message', body, {
    headers: options.headers,
    remoteAddress: options.ip ?? randomIp(),
  });
}

const visitorMessage = (overrides: Record<string, unknown> = {}) => ({
  type: 'bug',
  message: `The pins are late ${Math.random()}`,
  userEmail: uniqueEmail('visitor'),
  userName: 'Grace Hopper',
  timestamp: new Date().toISOString(),
  userAgent: 'Mozilla/5.0 (test)',
  url: 'http://localhost:3000/pricing',
  website: '',
  ...overrides,
});

/** The newest mail to `to` whose text contains `marker` (the worker delivers within moments). */
async function mailContaining(to: string, marker: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await listDevMail(server.ctx.db, to)).find((mail) => mail.text.includes(marker));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} containing ${marker}`);
}

async function storedFor(email: string) {
  return server.ctx.db.select().from(supportMessages).where(eq(supportMessages.email, email));
}

const supportAddress = () => server.config.mail.supportAddress;

describe('POST /api/support/message', () => {
  it('takes a visitor’s message: stored, mailed to the support address, and a receipt to the sender', async () => {
    const body = visitorMessage();
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: Messages.supportMessageSent });

    const [row, ...others] = await storedFor(body.userEmail);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      userId: null,
      name: 'Grace Hopper',
      type: 'bug',
      message: body.message,
      url: body.url,
      userAgent: body.userAgent,
    });
    expect(row?.ip).toMatch(/^10\./);

    expect(supportAddress()).toBe('support@affiliate-autopilot.local');
    const toSupport = await mailContaining(supportAddress(), body.message);
    expect(toSupport.subject).toBe('Support: Bug report');
    expect(toSupport.text).toContain(`Grace Hopper <${body.userEmail}>`);
    expect(toSupport.text).toContain('not signed in');
    expect(toSupport.text).toContain('http://localhost:3000/pricing');

    const receipt = await mailContaining(body.userEmail, '48 hours');
    expect(receipt.subject).toBe('We received your message');
    expect(receipt.text).toContain('will reply within 48 hours via email');
    expect(receipt.text).toContain('Hello,');
    // The receipt carries none of the visitor's words (anyone can type anyone's address).
    expect(receipt.text).not.toContain(body.message);
    expect(receipt.text).not.toContain('Grace');
  });

  it('keeps the page’s query and fragment (reset tokens, OAuth codes) out of the table and the mail', async () => {
    const secret = `tok${Math.random().toString(36).slice(2)}`;
    const body = visitorMessage({ url: `http://localhost:3000/reset-password?token=${secret}#${secret}` });
    expect((await send(body)).statusCode).toBe(200);
    const [row] = await storedFor(body.userEmail);
    expect(row?.url).toBe('http://localhost:3000/reset-password');
    const toSupport = await mailContaining(supportAddress(), body.message);
    expect(toSupport.text).toContain('http://localhost:3000/reset-password');
    expect(toSupport.text).not.toContain(secret);
    expect(toSupport.html).not.toContain(secret);
  });

  it('writes the receipt in French for a French browser', async () => {
    const body = visitorMessage({ type: 'feature' });
    expect((await send(body, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).statusCode).toBe(200);
    const receipt = await mailContaining(body.userEmail, '48 heures');
    expect(receipt.subject).toBe('Nous avons bien reçu votre message');
  });

  it('uses a signed-in user’s own address and name, never the ones in the body', async () => {
    const ada = await buildSignedInUser(server.ctx, { firstName: 'Ada', lastName: 'Lovelace' });
    const forged = uniqueEmail('forged');
    const body = visitorMessage({ type: 'question', userEmail: forged, userName: 'Mallory' });
    const res = await send(body, { headers: ada.headers });
    expect(res.statusCode).toBe(200);

    expect(await storedFor(forged)).toEqual([]);
    const [row] = await storedFor(ada.email);
    expect(row).toMatchObject({ userId: ada.user.id, name: 'Ada Lovelace', type: 'question' });

    const toSupport = await mailContaining(supportAddress(), body.message);
    expect(toSupport.subject).toBe('Support: Question');
    expect(toSupport.text).toContain(`Ada Lovelace <${ada.email}>`);
    expect(toSupport.text).toContain(`account ${ada.user.id}`);
    expect(toSupport.text).not.toContain('Mallory');
    const receipt = await mailContaining(ada.email, '48 hours');
    expect(receipt.text).toContain('Hi Ada,');
    expect(await listDevMail(server.ctx.db, forged)).toEqual([]);
  });

  it('needs no email from a signed-in user', async () => {
    const user = await buildSignedInUser(server.ctx);
    const { userEmail: _, ...body } = visitorMessage();
    expect((await send(body, { headers: user.headers })).statusCode).toBe(200);
    expect(await storedFor(user.email)).toHaveLength(1);
  });

  it.each([
    ['an empty message', { message: '' }, Messages.supportMessageRequired],
    ['a message of blanks', { message: '  \n\t ' }, Messages.supportMessageRequired],
    ['1001 characters', { message: 'x'.repeat(1001) }, Messages.supportMessageTooLong],
    ['an unknown type', { type: 'complaint' }, Messages.supportTypeInvalid],
    ['a bad email', { userEmail: 'not-an-email' }, Messages.invalidEmail],
    [
      'more than 3 links',
      { message: 'http://a.example https://b.example www.c.example http://d.example' },
      Messages.supportTooManyLinks,
    ],
    ['a user agent over 500 characters', { userAgent: 'u'.repeat(501) }, undefined],
    ['a name over 100 characters', { userName: 'n'.repeat(101) }, undefined],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides, message) => {
    const body = visitorMessage(overrides);
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.VALIDATION_ERROR });
    if (message) expect(res.json().message).toBe(message);
    if (typeof body.userEmail === 'string') expect(await storedFor(body.userEmail)).toEqual([]);
  });

  it('refuses a visitor without an email', async () => {
    const { userEmail: _, ...body } = visitorMessage();
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.enterEmail,
      errors: { userEmail: [Messages.enterEmail] },
    });
  });

  it('takes exactly 1000 characters (trimmed) and 3 links', async () => {
    const long = visitorMessage({ message: `  ${'y'.repeat(1000)}  ` });
    expect((await send(long)).statusCode).toBe(200);
    expect((await storedFor(long.userEmail))[0]?.message).toBe('y'.repeat(1000));
    const links = visitorMessage({ message: 'See http://a.example, https://b.example and www.c.example' });
    expect((await send(links)).statusCode).toBe(200);
  });

  it('answers a filled honeypot like a success, and stores and mails nothing', async () => {
    const body = visitorMessage({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: Messages.supportMessageSent });
    expect(await storedFor(body.userEmail)).toEqual([]);
    // A real message sent after it is delivered; the honeypot's never was.
    const after = visitorMessage();
    await send(after);
    await mailContaining(supportAddress(), after.message);
    expect(
      (await listDevMail(server.ctx.db, supportAddress())).some((m) => m.text.includes(body.message)),
    ).toBe(false);
    expect(await listDevMail(server.ctx.db, body.userEmail)).toEqual([]);
  });

  it('mails what was written as text: no markup reaches the HTML', async () => {
    const marker = `marker-${Math.random()}`;
    const message = `${marker}\n<script>alert("x")</script>\n<a href="https://evil.example/">click me</a> <img src=x onerror=alert(1)>`;
    const body = visitorMessage({ message, userName: '<b>Bold</b>' });
    expect((await send(body)).statusCode).toBe(200);
    const mail = await mailContaining(supportAddress(), marker);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<a href="https://evil.example/"');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&lt;a href=');
    // As text, line by line.
    expect(mail.text).toContain(`${marker}\n<script>alert("x")</script>\n<a href=`);
    expect(mail.subject).toBe('Support: Bug report');
  });

  it('limits each IP to 5 messages in 10 minutes, with PRODUCT.md’s 429 envelope', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await send(visitorMessage(), { ip })).statusCode).toBe(200);
    const limited = await send(visitorMessage(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: ErrorCode.RATE_LIMITED,
      message: Messages.tooManyRequests,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(visitorMessage())).statusCode).toBe(200);
  });

  it('limits each sender’s address to 5 messages an hour, from any IP', async () => {
    const userEmail = uniqueEmail('flooded');
    for (let i = 0; i < 5; i++) expect((await send(visitorMessage({ userEmail }))).statusCode).toBe(200);
    const limited = await send(visitorMessage({ userEmail }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED, message: Messages.tooManyRequests });
    expect(await storedFor(userEmail)).toHaveLength(5);
    // The same address in another case is the same address.
    expect((await send(visitorMessage({ userEmail: userEmail.toUpperCase() }))).statusCode).toBe(429);
  });
});
