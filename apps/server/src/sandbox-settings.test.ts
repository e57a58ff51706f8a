import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { sandboxSettings } from './sandbox-settings.ts';

const key = Buffer.alloc(32, 7);

describe('sandbox settings', () => {
  it('puts every stand-in on our own origin when no credentials are set', () => {
    const settings = sandboxSettings(
      loadConfig({ APP_URL: 'http://localhost:4000', DATA_DIR: '/tmp/aa' }),
      key,
    );
    expect(settings.google?.issuer).toBe('http://localhost:4000/sandbox/google');
    expect(settings.wordpress).toMatchObject({
      publicUrl: 'http://localhost:4000/sandbox/wordpress',
      username: 'demo',
    });
    expect(settings.pinterest).toMatchObject({
      apiUrl: 'http://localhost:4000/sandbox/pinterest/v5',
      oauthUrl: 'http://localhost:4000/sandbox/pinterest/oauth/',
      redirectUri: 'http://localhost:4000/dashboard/setup',
    });
  });

  it("derives the demo blog's application password from the installation's key: stable, and secret elsewhere", () => {
    const config = loadConfig({});
    const first = sandboxSettings(config, key).wordpress?.applicationPassword;
    expect(first).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    expect(sandboxSettings(config, key).wordpress?.applicationPassword).toBe(first);
    expect(sandboxSettings(config, Buffer.alloc(32, 8)).wordpress?.applicationPassword).not.toBe(first);
  });

  it('gives every process of one installation the same secrets (an API instance, a worker and the stand-ins agree)', () => {
    const config = loadConfig({});
    const secrets = (encryptionKey: Buffer) => {
      const settings = sandboxSettings(config, encryptionKey);
      return [
        settings.stripe?.secretKey,
        settings.stripe?.webhookSecret,
        settings.pinterest?.clientSecret,
        settings.google?.clientSecret,
      ];
    };
    const api = secrets(key);
    expect(api.every((secret) => typeof secret === 'string' && secret.length >= 24)).toBe(true);
    expect(new Set(api).size).toBe(api.length);
    expect(api[0]).toMatch(/^sk_test_sandbox_/);
    expect(api[1]).toMatch(/^whsec_/);
    expect(secrets(Buffer.from(key))).toEqual(api);
    const elsewhere = secrets(Buffer.alloc(32, 8));
    for (const [index, secret] of elsewhere.entries()) expect(secret).not.toBe(api[index]);
  });

  it('runs no stand-in for a system with real credentials, and none at all in production', () => {
    const real = sandboxSettings(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        PINTEREST_CLIENT_ID: 'p',
        PINTEREST_CLIENT_SECRET: 's',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
      key,
    );
    expect(real.google).toBeUndefined();
    expect(real.pinterest).toBeUndefined();
    expect(real.stripe).toBeUndefined();
    // One key alone is not enough to leave the sandbox.
    expect(sandboxSettings(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }), key).stripe).toBeDefined();
    expect(real.wordpress).toBeDefined();
    // Product pages: the catalogue outside production unless live pages are asked for.
    expect(real.amazon).toBeDefined();
    expect(sandboxSettings(loadConfig({ AMAZON_PRODUCT_PAGES: 'live' }), key).amazon).toBeUndefined();
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.com',
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtps://smtp.example.com',
      APP_ENCRYPTION_KEY: 'a'.repeat(64),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PINTEREST_CLIENT_ID: 'p',
      PINTEREST_CLIENT_SECRET: 's',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'sk-test',
    });
    expect(sandboxSettings(production, key)).toEqual({});
  });
});
