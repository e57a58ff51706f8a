import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantableScope, subjectForEmail, validateSignIn } from './google-accounts.ts';
import { createGoogleSandbox, type GoogleSandboxServer } from './google-sandbox.ts';

describe('Google stand-in accounts', () => {
  it('derives a stable, Google-shaped subject from the email', () => {
    expect(subjectForEmail('ada@example.com')).toBe(subjectForEmail('ada@example.com'));
    expect(subjectForEmail('ada@example.com')).not.toBe(subjectForEmail('grace@example.com'));
    expect(subjectForEmail('ada@example.com')).toMatch(/^\d{15,25}$/);
  });

  it('validates the sign-in form', () => {
    const ok = { email: 'ada@example.com', givenName: 'Ada', familyName: 'Lovelace', emailVerified: true };
    expect(validateSignIn(ok)).toBeUndefined();
    expect(validateSignIn({ ...ok, email: 'not-an-email' })?.field).toBe('email');
    expect(validateSignIn({ ...ok, givenName: 'x'.repeat(101) })?.field).toBe('given_name');
  });

  it('grants only the scopes Google would', () => {
    expect(grantableScope('openid email profile https://www.googleapis.com/auth/drive')).toBe(
      'openid email profile',
    );
  });
});

describe('Google stand-in provider', () => {
  let server: GoogleSandboxServer;

  beforeAll(async () => {
    const sandbox = await createGoogleSandbox({
      issuer: 'http://127.0.0.1/google',
      clients: [{ client_id: 'app', client_secret: 'secret', redirect_uris: ['http://127.0.0.1/callback'] }],
    });
    server = await sandbox.listen(0);
  });
  afterAll(() => server.close());

  it("publishes a discovery document with Google's endpoints and algorithms", async () => {
    const document = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(document.authorization_endpoint).toEqual(expect.stringContaining('/auth'));
    expect(document.token_endpoint).toEqual(expect.any(String));
    expect(document.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(document.code_challenge_methods_supported).toEqual(expect.arrayContaining(['S256']));
  });
});
