import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../test/test-server.ts';
import { loggerOptions } from './logger.ts';
import { hashPassword } from './passwords.ts';
import { generateToken } from './tokens.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), lines };
}

describe('log redaction', () => {
  it('masks credentials, cookies and tokens, and drops query strings from request URLs', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/auth/verify-email?token=live-token',
          headers: { authorization: 'Bearer sess-token', cookie: 'aa_session=sess-token' },
        },
        body: { email: 'a@b.co', password: 'Passw0rdOk', token: 'reset-token', apiKey: 'wp-app-pass' },
      },
      'request',
    );
    const output = lines.join('');
    for (const secret of ['sess-token', 'Passw0rdOk', 'reset-token', 'wp-app-pass', 'live-token']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
    expect(output).toContain('/api/auth/verify-email');
    expect(output).toContain('a@b.co');
  });

  it('keeps error codes readable', () => {
    const { log, lines } = capture();
    log.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'db down');
    expect(lines.join('')).toContain('ECONNREFUSED');
  });
});

describe('database errors in the log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keep the SQL and the SQLSTATE but never the parameters: no password hash, email or token', async () => {
    // The outside test's case: a NUL byte reached an insert whose parameters carry the argon2 hash.
    const email = uniqueEmail('victim');
    const passwordHash = await hashPassword('Passw0rdOk');
    const token = generateToken();
    const error = await server.ctx.db
      .insert(users)
      .values({ email, firstName: `Eve\u0000${token}`, lastName: 'Null', passwordHash })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(String((error as Error).message)).toContain(passwordHash);

    const { log, lines } = capture();
    log.error({ err: error }, 'request failed');
    log.error(error as Error);
    const output = lines.join('');
    for (const secret of [passwordHash, '$argon2id$', email, token]) expect(output).not.toContain(secret);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.message).toContain('params: [redacted]');
    expect(entry.err.cause.code).toMatch(/^22/);

    // The same line through the app's own logger lands in the suite's scanned log.
    server.app.log.error({ err: error }, 'request failed');
  });
});
