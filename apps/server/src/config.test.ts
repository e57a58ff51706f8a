import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveEncryptionKeys } from './config.ts';

describe('config', () => {
  it('defaults to the self-contained mode: PGlite, dev mailbox, Google sandbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      production: false,
      host: 'localhost',
    });
    expect(config.mail.devMailbox).toBe(true);
    expect(config.google.sandbox).toBe(true);
    expect(config.google.redirectUri).toBe('http://localhost:3000/auth/google/callback');
  });

  it('turns the dev mailbox off with real SMTP', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail.devMailbox).toBe(false);
  });

  it('lists every missing credential at once in production, never falling back to a sandbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'APP_URL',
        'DATABASE_URL',
        'SMTP_URL',
        'APP_ENCRYPTION_KEY',
        'GOOGLE_CLIENT_ID',
        'PINTEREST_CLIENT_ID',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'AI_PROVIDER',
        'AI_API_KEY',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('reads AI_IMAGE_MODEL for a provider with image models; empty means none', () => {
    expect(loadConfig({}).ai.imageModel).toBeUndefined();
    expect(loadConfig({ AI_IMAGE_MODEL: '' }).ai.imageModel).toBeUndefined();
    expect(loadConfig({ AI_API_KEY: 'sk-test', AI_IMAGE_MODEL: ' gpt-image-1 ' }).ai).toMatchObject({
      provider: 'openai',
      imageModel: 'gpt-image-1',
    });
    expect(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://localhost:8080/v1',
        AI_IMAGE_MODEL: 'flux-schnell',
      }).ai.imageModel,
    ).toBe('flux-schnell');
    expect(
      loadConfig({ AI_PROVIDER: 'google', AI_API_KEY: 'g', AI_IMAGE_MODEL: 'gemini-2.5-flash-image' }).ai
        .imageModel,
    ).toBe('gemini-2.5-flash-image');
  });

  it('asks a process reaching the stand-ins elsewhere for the shared key their secrets derive from', () => {
    expect(() => loadConfig({ SANDBOXES: 'elsewhere' })).toThrow(
      /SANDBOXES=elsewhere: set APP_ENCRYPTION_KEY/,
    );
    const config = loadConfig({ SANDBOXES: 'elsewhere', APP_ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(config.sandboxesHere).toBe(false);
    expect(loadConfig({}).sandboxesHere).toBe(true);
  });

  it('stops the start on an image model the provider cannot draw with, listed with the other problems', () => {
    expect(() => loadConfig({ AI_IMAGE_MODEL: 'gpt-image-1' })).toThrow(
      /AI_IMAGE_MODEL: offline has no image model/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'a', AI_IMAGE_MODEL: 'x' })).toThrow(
      /AI_IMAGE_MODEL: anthropic has no image model/,
    );
    expect(() =>
      loadConfig({ AI_PROVIDER: 'google', AI_API_KEY: 'g', AI_IMAGE_MODEL: 'imagen-4.0-generate-001' }),
    ).toThrow(/AI_IMAGE_MODEL: .*Gemini/);
    expect(() => loadConfig({ NODE_ENV: 'production', AI_IMAGE_MODEL: 'gpt-image-1' })).toThrow(
      /AI_IMAGE_MODEL: offline has no image model[\s\S]*APP_URL: required/,
    );
  });

  it('builds a production config without the dev mailbox when everything is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.com',
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      APP_ENCRYPTION_KEY: 'a'.repeat(64),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PINTEREST_CLIENT_ID: 'pinterest-id',
      PINTEREST_CLIENT_SECRET: 'pinterest-secret',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      AI_PROVIDER: 'anthropic',
      AI_API_KEY: 'sk-ant-test',
    });
    expect(config.mail.devMailbox).toBe(false);
    expect(config.ai).toMatchObject({ provider: 'anthropic', apiKey: 'sk-ant-test' });
    expect(config.amazon.sandbox).toBe(false);
    expect(config.pinterest.sandbox).toBe(false);
    expect(config.wordpress.sandbox).toBe(false);
    expect(config.selfContained).toBe(false);
    expect(config.google.sandbox).toBe(false);
    expect(config.stripe).toMatchObject({
      sandbox: false,
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
    });
    expect(config.secureCookies).toBe(true);
  });

  it('reads previous encryption keys for rotation, current key first', () => {
    const current = 'a'.repeat(64);
    const previous = ['b'.repeat(64), 'c'.repeat(64)];
    const config = loadConfig({
      APP_ENCRYPTION_KEY: current,
      APP_ENCRYPTION_KEYS_PREVIOUS: previous.join(','),
    });
    expect(resolveEncryptionKeys(config).map((key) => key.toString('hex'))).toEqual([current, ...previous]);
    expect(() => loadConfig({ APP_ENCRYPTION_KEYS_PREVIOUS: 'short' })).toThrow(
      /APP_ENCRYPTION_KEYS_PREVIOUS/,
    );
  });

  it('sandboxes WordPress and Pinterest without credentials; Pinterest sandbox mode follows its API host', () => {
    const local = loadConfig({});
    expect(local.wordpress).toMatchObject({ sandbox: true, demoSite: undefined });
    expect(local.pinterest).toMatchObject({
      sandbox: true,
      isInSandboxMode: false,
      redirectUri: 'http://localhost:3000/dashboard/setup',
    });
    const trial = loadConfig({
      PINTEREST_CLIENT_ID: 'id',
      PINTEREST_CLIENT_SECRET: 'secret',
      PINTEREST_API_URL: 'https://api-sandbox.pinterest.com/v5/',
      DEMO_WORDPRESS_URL: 'https://demo.example.com',
      DEMO_WORDPRESS_USERNAME: 'demo',
      DEMO_WORDPRESS_APP_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
    });
    expect(trial.pinterest).toMatchObject({
      sandbox: false,
      isInSandboxMode: true,
      apiUrl: 'https://api-sandbox.pinterest.com/v5',
    });
    expect(trial.wordpress.sandbox).toBe(false);
    expect(trial.wordpress.demoSite?.siteUrl).toBe('https://demo.example.com');
  });

  it('reads the safe-fetch allow-list and refuses what is not an http(s) URL', () => {
    expect(
      loadConfig({ SAFE_FETCH_ALLOW: 'http://127.0.0.1:18080/, https://wp.internal/' }).safeFetchAllow,
    ).toEqual(['http://127.0.0.1:18080/', 'https://wp.internal/']);
    expect(() => loadConfig({ SAFE_FETCH_ALLOW: 'file:///etc/passwd' })).toThrow(/SAFE_FETCH_ALLOW/);
  });

  // Issue 17, finding 3: HOST=0.0.0.0 without production served everyone's verification and reset
  // mails (the dev mailbox), the Google stand-in and the 4242 checkout to the network.
  it('refuses a non-loopback HOST while a sandbox runs, naming each sandboxed system and what to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(ConfigError);
    }
    let message = '';
    try {
      loadConfig({ HOST: '0.0.0.0' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [
      'HOST=0.0.0.0',
      'dev mailbox',
      'SMTP_URL',
      'Google',
      'GOOGLE_CLIENT_ID',
      'Pinterest',
      'PINTEREST_CLIENT_ID',
      'WordPress',
      'DEMO_WORDPRESS_URL',
      'Stripe',
      'STRIPE_SECRET_KEY',
      'HOST=localhost',
      '127.0.0.1',
      '::1',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('lists only what is still sandboxed, and binds anywhere once nothing is', () => {
    const real = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PINTEREST_CLIENT_ID: 'pinterest-id',
      PINTEREST_CLIENT_SECRET: 'pinterest-secret',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      DEMO_WORDPRESS_URL: 'https://demo.example.com',
      DEMO_WORDPRESS_USERNAME: 'demo',
      DEMO_WORDPRESS_APP_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
    };
    expect(() => loadConfig({ ...real, HOST: '0.0.0.0' })).toThrow(/dev mailbox[\s\S]*SMTP_URL/);
    try {
      loadConfig({ ...real, HOST: '0.0.0.0' });
    } catch (error) {
      expect((error as Error).message).not.toMatch(/GOOGLE_CLIENT_ID|PINTEREST|STRIPE|DEMO_WORDPRESS/);
    }
    const exposed = loadConfig({ ...real, SMTP_URL: 'smtp://mail.example.com:587', HOST: '0.0.0.0' });
    expect(exposed).toMatchObject({ host: '0.0.0.0', selfContained: false });
    expect(loadConfig({ ...real, SMTP_URL: 'smtp://mail.example.com:587' }).host).toBe('0.0.0.0');
  });

  it('accepts every loopback HOST while a sandbox runs', () => {
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1']) {
      expect(loadConfig({ HOST: host }).host, host).toBe(host);
    }
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('::1');
  });

  it('times requests out after 30 s and caps connections per address at 100, none behind a proxy', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 30_000, maxPerIp: 100 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.maxPerIp).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '500', REQUEST_TIMEOUT_SECONDS: '10' })
        .connections,
    ).toEqual({ requestTimeoutMs: 10_000, maxPerIp: 500 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('keeps images in the database without S3_BUCKET, and reads the bucket, its folder and keys with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'aa-images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'aa/',
      }).s3,
    ).toEqual({
      bucket: 'aa-images',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'aa/',
    });
    // No keys: the SDK's own credentials (an instance role).
    expect(loadConfig({ S3_BUCKET: 'aa-images' }).s3?.credentials).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'aa-images', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'aa-images', S3_PREFIX: 'aa' })).toThrow(/S3_PREFIX/);
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});
