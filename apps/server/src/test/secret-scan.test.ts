import { describe, expect, it } from 'vitest';
import { generateToken } from '../lib/tokens.ts';
import { findSecrets } from './secret-scan.ts';

describe('findSecrets (the suite-wide log scan)', () => {
  it('finds each kind of secret and nothing in ordinary log lines', () => {
    const token = generateToken();
    const line = (extra: string) =>
      `{"level":50,"time":1,"reqId":"req-1","msg":"request failed","userId":"0b7c3f5e-8f4e-4f69-9a55-1c0d2f2b9a11",${extra}}`;
    expect(
      findSecrets(line('"hash":"5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"')),
    ).toEqual([]);
    expect(findSecrets(line(`"x":"$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g"`))).toHaveLength(1);
    expect(findSecrets(line(`"url":"/verify-email?token=${token}"`))).toHaveLength(1);
    expect(findSecrets(line('"apiKey":"abcd EFGH 1234 ijkl MNOP 5678"'))).toHaveLength(1);
    expect(findSecrets(line('"body":{"password":"Sup3rSecret!"}'))).toHaveLength(1);
    expect(findSecrets(line('"access_token":"pina_AMAxQ2EWAAbbMAQAGBAJQC3gFyq3ZFQBqQEAAAAA"'))).toHaveLength(
      1,
    );
    expect(
      findSecrets(line('"url":"/sandbox/stripe/portal/bps_J1JvQ8mTzL0aXc4RkP2yWn7E/card"')),
    ).toHaveLength(1);
    expect(findSecrets(line('"url":"/sandbox/stripe/portal/bps_J1Jv…/card"'))).toEqual([]);
  });
});
