import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

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
