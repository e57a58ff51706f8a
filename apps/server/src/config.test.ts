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
      for (const name of ['APP_URL', 'DATABASE_URL', 'SMTP_URL', 'APP_ENCRYPTION_KEY', 'GOOGLE_CLIENT_ID']) {
        expect(message).toContain(name);
      }
    }
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
    });
    expect(config.mail.devMailbox).toBe(false);
    expect(config.google.sandbox).toBe(false);
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

  it('rejects malformed values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});
