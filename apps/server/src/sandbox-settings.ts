/**
 * What the local stand-ins of the outside world need, when configuration says a system is
 * sandboxed: their addresses on our own origin and the credentials our adapters use with them.
 * Computed once per process; the adapters (integrations/registry.ts) and the mounts (sandboxes.ts)
 * read the same values.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.ts';

export const SANDBOX_PREFIXES = {
  google: '/sandbox/google',
  wordpress: '/sandbox/wordpress',
  pinterest: '/sandbox/pinterest',
  amazon: '/sandbox/amazon',
  makers: '/sandbox/makers',
  stripe: '/sandbox/stripe',
} as const;

export interface SandboxSettings {
  /** Amazon's product pages and short links, from the local catalogue. */
  amazon?: { publicUrl: string };
  /** Manufacturers' product pages, for the catalogue's products (issue 29). */
  makers?: { publicUrl: string };
  stripe?: {
    publicUrl: string;
    secretKey: string;
    webhookUrl: string;
    webhookSecret: string;
    dataFile: string;
  };
  google?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
  wordpress?: { publicUrl: string; username: string; applicationPassword: string; dataDir: string };
  pinterest?: {
    publicUrl: string;
    apiUrl: string;
    oauthUrl: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    dataFile: string;
    /**
     * URL prefixes on this machine the simulator may fetch an image_url pin's image from (the demo
     * blog, a local WordPress named by SAFE_FETCH_ALLOW); public addresses need no listing.
     */
    imageSources: string[];
  };
}

/**
 * A stand-in's secret, derived from this installation's encryption key: the same in every process of
 * the installation (an API instance, a worker and the process serving the stand-ins agree on
 * Stripe's key and webhook secret, Pinterest's and Google's client secrets), stable across restarts
 * (users who connected the demo blog stay connected) and unguessable elsewhere.
 */
function derivedSecret(encryptionKey: Buffer, name: string): string {
  return createHmac('sha256', encryptionKey).update(`sandbox:${name}`).digest('base64url');
}

/** The demo blog's application password: WordPress's form, six groups of four letters. */
function demoApplicationPassword(encryptionKey: Buffer): string {
  const letters = derivedSecret(encryptionKey, 'wordpress:demo')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24);
  return letters.match(/.{4}/g)?.join(' ') ?? letters;
}

export function sandboxSettings(config: Config, encryptionKey: Buffer): SandboxSettings {
  if (config.production) return {};
  const sandboxDir = path.join(config.dataDir, 'sandbox');
  const settings: SandboxSettings = {};
  if (config.google.sandbox) {
    settings.google = {
      issuer: `${config.appUrl}${SANDBOX_PREFIXES.google}`,
      clientId: 'affiliate-autopilot-sandbox',
      clientSecret: derivedSecret(encryptionKey, 'google:client'),
      redirectUri: config.google.redirectUri,
    };
  }
  if (config.wordpress.sandbox) {
    settings.wordpress = {
      publicUrl: `${config.appUrl}${SANDBOX_PREFIXES.wordpress}`,
      username: 'demo',
      applicationPassword: demoApplicationPassword(encryptionKey),
      dataDir: path.join(sandboxDir, 'wordpress'),
    };
  }
  if (config.pinterest.sandbox) {
    const publicUrl = `${config.appUrl}${SANDBOX_PREFIXES.pinterest}`;
    settings.pinterest = {
      publicUrl,
      apiUrl: `${publicUrl}/v5`,
      oauthUrl: `${publicUrl}/oauth/`,
      clientId: 'affiliate-autopilot-sandbox',
      clientSecret: derivedSecret(encryptionKey, 'pinterest:client'),
      redirectUri: config.pinterest.redirectUri,
      dataFile: path.join(sandboxDir, 'pinterest.json'),
      imageSources: [`${config.appUrl}${SANDBOX_PREFIXES.wordpress}`, ...config.safeFetchAllow],
    };
  }
  if (config.stripe.sandbox) {
    settings.stripe = {
      publicUrl: `${config.appUrl}${SANDBOX_PREFIXES.stripe}`,
      secretKey: `sk_test_sandbox_${derivedSecret(encryptionKey, 'stripe:key').slice(0, 24)}`,
      webhookUrl: `${config.appUrl}/api/stripe/webhook`,
      webhookSecret: `whsec_${derivedSecret(encryptionKey, 'stripe:webhook').slice(0, 32)}`,
      dataFile: path.join(sandboxDir, 'stripe.json'),
    };
  }
  if (config.amazon.sandbox) settings.amazon = { publicUrl: `${config.appUrl}${SANDBOX_PREFIXES.amazon}` };
  if (config.manufacturers.sandbox)
    settings.makers = { publicUrl: `${config.appUrl}${SANDBOX_PREFIXES.makers}` };
  return settings;
}
