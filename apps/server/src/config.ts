/**
 * Every environment variable the server reads, validated with zod in one place. Nothing else
 * reads `process.env`. `.env.example` at the repository root documents each one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SUPPORT_EMAIL } from '@aa/contracts/constants';
import { paths } from '@aa/contracts/routes';
import { z } from 'zod';
import { imageModelProblem } from './integrations/ai/image-support.ts';

/** true/false/1/0, or unset (undefined): each use says its default. */
const optionalBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Default: localhost (loopback only) while any sandbox runs, as they trust whoever reaches them;
   * else 0.0.0.0. Another interface while a sandbox runs is a start-up error (sandboxedSystems).
   */
  HOST: z.string().optional(),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: optionalBoolean,
  /**
   * A request (headers and body) must arrive whole within this time, or its connection is closed:
   * a body trickled in a byte at a time would hold a connection for ever. Responses, Server-Sent
   * Events included, are not limited by it.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Open connections one address may hold; beyond, a new one is closed at once. 0: no cap. Default
   * 100, or none with TRUST_PROXY (every connection then comes from the proxy, which caps clients).
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Affiliate Autopilot <no-reply@affiliate-autopilot.local>'),
  /** Where the support widget's messages are mailed (replies go to the sender's address). */
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** Earlier keys, comma-separated: they still open what they sealed (key rotation). */
  APP_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i, 'must be 64-hex-character keys separated by commas')
    .optional(),
  /** Rate-limit counters in Redis (several API instances); default: the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Serve the OpenAPI reference at /api/docs; default on, except in production. */
  API_DOCS: optionalBoolean,
  /** The operators' addresses (comma-separated): their accounts see /dashboard/admin. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * A production install (dist/) run as a demo on this machine: its dev mailbox and sandboxes
   * allowed without NODE_ENV=production. Never set it on a server people reach.
   */
  DEMO: optionalBoolean,
  /**
   * Where the sandboxes (the stand-ins of the outside world) are served: `here`, by this process when
   * it serves HTTP (the default), or `elsewhere`, by one `--role=sandboxes` process behind the same
   * APP_URL (several API instances: the stand-ins keep their state in the process that serves them).
   */
  SANDBOXES: z.enum(['here', 'elsewhere']).default('here'),
  /** OpenTelemetry traces exported over OTLP/HTTP to this collector (…/v1/traces); off without it. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('affiliate-autopilot'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Campaign changes, runs and pins per IP and minute (reads are allowed four times as many). */
  RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Support messages per IP in 10 minutes, and per sender's email in an hour. */
  RATE_LIMIT_SUPPORT_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins for one email (from anywhere) before each further attempt must wait. */
  LOGIN_THROTTLE_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The longest wait between attempts for one email (the wait doubles per failure up to it). */
  LOGIN_THROTTLE_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Seconds between scheduler ticks (worker role); 0 turns the scheduler off (tests drive it by hand). */
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Seconds between sweeps for stranded runs (worker role: a run whose worker died is queued again, one
   * out of attempts failed and refunded); 0 turns the sweeper off (tests sweep by hand).
   */
  RUN_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /**
   * A run's lease: how long a worker that died keeps its run before another takes it over (a live
   * one renews it every third of it). Shorter recovers sooner and writes more often.
   */
  RUN_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  /**
   * Days a run's stored images are kept once its post is gone (taken down, or the run failed or was
   * discarded); 0 keeps them.
   */
  RUN_IMAGE_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /**
   * Generated and uploaded images in S3-compatible storage (AWS S3, MinIO, R2, …) when S3_BUCKET is
   * set; unset, they stay in the database (the embedded default). The bucket stays private: images
   * are served through the app.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another S3-compatible service than AWS (e.g. http://minio:9000); AWS's own endpoint when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: optionalBoolean,
  /** A folder of the bucket for this installation's objects (e.g. `affiliate-autopilot/`). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'folder names separated and ended by "/", e.g. "aa/"')
    .default(''),
  /** Serves Prometheus's /metrics on this port (its own server); unset, no metrics endpoint. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** Where the metrics port listens: loopback unless an operator says otherwise (e.g. 0.0.0.0 in a container). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The model that writes: offline (built in, no network) or a provider with its key. */
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'google', 'openai-compatible']).optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  /** The endpoint of an OpenAI-compatible server (Ollama, vLLM, OpenRouter), or a proxy for the others. */
  AI_BASE_URL: z.url().optional(),
  /** Model calls at once per process: the provider's rate limit is the real bottleneck. */
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * The provider's image model, which draws each pin's picture (gpt-image-1 for openai, a
   * gemini-…-image model for google, any id for openai-compatible: $AI_BASE_URL/images/generations).
   * Unset: no pictures, the pin composer designs the pins itself.
   */
  AI_IMAGE_MODEL: z.string().trim().optional(),
  /**
   * The largest share of its word 5-grams a new article may repeat of an earlier post about the same
   * products (the campaign's, or the user's other campaigns'): above it, the article is rewritten on
   * another angle (twice at most), then the run fails, refunded.
   */
  CONTENT_MAX_OVERLAP: z.coerce.number().min(0.05).max(1).default(0.45),
  /** Where product facts come from: Amazon's public pages, or the local catalogue (default outside production). */
  AMAZON_PRODUCT_PAGES: z.enum(['live', 'sandbox']).optional(),
  /**
   * Issue 29, PRODUCT.md "Amazon content and models": whether Amazon's text (its product pages, its
   * Creators API answers) may be put in a third-party AI provider's prompt. `never` (the default): it
   * feeds the run's checks, names and product boxes only, and the model writes from the user's notes,
   * the manufacturer's page and its own research; `allow` is the operator's choice, against the
   * Associates Operating Agreement's March 2024 wording. The built-in offline writer runs in this
   * process: no third party reads anything, so it always may.
   */
  AMAZON_CONTENT_TO_MODEL: z.enum(['never', 'allow']).default('never'),
  /** Manufacturers' pages: read from the web (live), or the sandbox's stand-ins (default outside production). */
  MANUFACTURER_PAGES: z.enum(['live', 'sandbox']).optional(),
  /** The WordPress site 'Connect demo site' connects; default (outside production): the sandbox's demo blog. */
  DEMO_WORDPRESS_URL: z.url().optional(),
  DEMO_WORDPRESS_USERNAME: z.string().optional(),
  DEMO_WORDPRESS_APP_PASSWORD: z.string().optional(),
  /** The tag 'Use Demo Tag' saves (onboarding tour, step 5). */
  DEMO_AMAZON_TAG: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}-\d{2}$/, 'must look like name-20')
    .default('autopilotdemo-20'),
  /** A Pinterest app's credentials; without them (outside production) Pinterest is the local simulator. */
  PINTEREST_CLIENT_ID: z.string().optional(),
  PINTEREST_CLIENT_SECRET: z.string().optional(),
  /** https://api-sandbox.pinterest.com/v5 for a trial app (it may only write there). */
  PINTEREST_API_URL: z.url().default('https://api.pinterest.com/v5'),
  PINTEREST_OAUTH_URL: z.url().default('https://www.pinterest.com/oauth/'),
  /** A Stripe secret key (sk_live_… or sk_test_…); without it (outside production) Stripe is the local sandbox. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  /** The signing secret of the webhook endpoint `${APP_URL}/api/stripe/webhook` (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * URL prefixes the server may fetch although they are on this machine or a private network
   * (a local WordPress for development or CI), comma-separated. Everything else must be public.
   */
  SAFE_FETCH_ALLOW: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const prefixes = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const prefix of prefixes) {
        if (!URL.canParse(prefix) || !/^https?:$/.test(new URL(prefix).protocol)) {
          ctx.addIssue({ code: 'custom', message: `not an http(s) URL: ${prefix}` });
        }
      }
      return prefixes;
    }),
});

export type Env = z.infer<typeof envSchema>;
/** What the environment (or a test) may set: the strings and numbers before parsing. */
export type EnvInput = z.input<typeof envSchema>;

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** localhost, 127.0.0.0/8 and ::1 (also in brackets or IPv4-mapped): this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The stand-ins that trust whoever reaches them, and what replaces each: anyone on the network would
 * read every verification and reset mail (account takeover), sign in "with Google" as anyone, or
 * pay with the sandbox's test card. (The Amazon catalogue is not among them: it serves fixed public
 * product pages and nothing else.)
 */
function sandboxedSystems(sandboxed: {
  devMailbox: boolean;
  google: boolean;
  pinterest: boolean;
  wordpress: boolean;
  stripe: boolean;
}): string[] {
  return [
    sandboxed.devMailbox && "the dev mailbox (everyone's verification and reset mails): set SMTP_URL",
    sandboxed.google &&
      'Google sign-in (signs anyone in as any address): set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    sandboxed.pinterest &&
      'the Pinterest simulator (any username signs in): set PINTEREST_CLIENT_ID and PINTEREST_CLIENT_SECRET',
    sandboxed.wordpress &&
      'the WordPress demo blog: set DEMO_WORDPRESS_URL, DEMO_WORDPRESS_USERNAME and DEMO_WORDPRESS_APP_PASSWORD',
    sandboxed.stripe &&
      'the Stripe sandbox (its test card pays): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  ].filter((line): line is string => typeof line === 'string');
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

/** The file `npm run build:deploy` writes into a production install (dist/apps/server/DEPLOYMENT). */
const DEPLOYMENT_MARKER = fileURLToPath(new URL('../DEPLOYMENT', import.meta.url));

/** Whether this server runs from a production install rather than the repository. */
function isDeployment(): boolean {
  return existsSync(DEPLOYMENT_MARKER);
}

/** Reads and validates the environment; lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<EnvInput> = {}): Config {
  const emptyAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse({ ...emptyAsUnset, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  return buildConfig(parsed.data);
}

function buildConfig(env: Env) {
  const production = env.NODE_ENV === 'production';
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT || 3000}`);
  const dataDir = path.resolve(env.DATA_DIR);
  const googleConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  const devMailbox = !env.SMTP_URL && !production;
  const pinterestConfigured = Boolean(env.PINTEREST_CLIENT_ID && env.PINTEREST_CLIENT_SECRET);
  const stripeConfigured = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  const demoWordPressConfigured = Boolean(
    env.DEMO_WORDPRESS_URL && env.DEMO_WORDPRESS_USERNAME && env.DEMO_WORDPRESS_APP_PASSWORD,
  );
  /** The demo blog runs in-process when no demo site is configured (never in production). */
  const wordpressSandbox = !demoWordPressConfigured && !production;

  const selfContained =
    devMailbox || !googleConfigured || !pinterestConfigured || wordpressSandbox || !stripeConfigured;

  const aiProvider = env.AI_PROVIDER ?? (env.AI_API_KEY ? 'openai' : 'offline');
  const imageProblem = env.AI_IMAGE_MODEL ? imageModelProblem(aiProvider, env.AI_IMAGE_MODEL) : undefined;

  const missing: string[] = [];
  if (production) {
    if (!env.APP_URL) missing.push('APP_URL');
    if (!env.DATABASE_URL) missing.push('DATABASE_URL');
    if (!env.SMTP_URL) missing.push('SMTP_URL');
    if (!env.APP_ENCRYPTION_KEY) missing.push('APP_ENCRYPTION_KEY');
    if (!googleConfigured) missing.push('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
    if (!pinterestConfigured) missing.push('PINTEREST_CLIENT_ID', 'PINTEREST_CLIENT_SECRET');
    if (!stripeConfigured) missing.push('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
    if (!env.AI_PROVIDER || env.AI_PROVIDER === 'offline') missing.push('AI_PROVIDER');
    if (env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY) missing.push('AI_API_KEY');
  }
  const s3KeyHalf = Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY);
  const problems = [
    ...(imageProblem ? [`AI_IMAGE_MODEL: ${imageProblem}`] : []),
    ...(s3KeyHalf
      ? ['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the SDK’s own credentials)']
      : []),
    ...missing.map((name) => `${name}: required when NODE_ENV=production`),
  ];
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }

  /** The stand-ins this start would serve, a line each, with what replaces it. */
  const standIns = () =>
    sandboxedSystems({
      devMailbox,
      google: !googleConfigured,
      pinterest: !pinterestConfigured,
      wordpress: wordpressSandbox,
      stripe: !stripeConfigured,
    })
      .map((line) => `  - ${line}`)
      .join('\n');

  // A production install (npm run build:deploy) started without NODE_ENV=production would serve the
  // dev mailbox (everyone's reset links) and the stand-ins; a same-host proxy would publish them.
  if (env.SANDBOXES === 'elsewhere' && !env.APP_ENCRYPTION_KEY) {
    throw new ConfigError(
      'SANDBOXES=elsewhere: set APP_ENCRYPTION_KEY, the same for every process (the stand-ins’ secrets ' +
        'derive from it; a key generated into each DATA_DIR would differ).',
    );
  }
  if (isDeployment() && selfContained && !env.DEMO) {
    throw new ConfigError(
      `This is a production install, started without NODE_ENV=production: it would serve local stand-ins that trust whoever reaches them:\n${standIns()}\n` +
        'Start it with NODE_ENV=production (it then asks for every credential it needs), or set DEMO=true to run it as a demo on this machine.',
    );
  }

  // listen() takes an IPv6 address without the brackets of a URL.
  const host = (env.HOST ?? (selfContained ? 'localhost' : '0.0.0.0')).replace(/^\[(.*)\]$/, '$1');
  if (selfContained && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Refusing to listen on HOST=${host}: these local stand-ins trust whoever reaches them and must ` +
        `stay on this machine:\n${standIns()}\n` +
        'Set their credentials to use the real systems, or listen on this machine only ' +
        '(HOST=localhost, 127.0.0.1 or ::1).',
    );
  }

  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host,
    /**
     * A sandbox runs (dev mailbox, Google stand-in): the app is reached on this machine only, also as
     * 127.0.0.1 or [::1]; otherwise only APP_URL's host is answered.
     */
    selfContained,
    /** Whether this process serves the sandboxes it uses (SANDBOXES=here) or reaches them at APP_URL. */
    sandboxesHere: env.SANDBOXES === 'here',
    /** Traces (lib/tracing.ts), when a collector is named. */
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: env.OTEL_SERVICE_NAME } : undefined,
    appUrl: appUrl.origin,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    connections: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      maxPerIp: env.MAX_CONNECTIONS_PER_IP ?? (env.TRUST_PROXY ? 0 : 100),
    },
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    secureCookies: appUrl.protocol === 'https:',
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportAddress: env.SUPPORT_EMAIL,
      /** The dev mailbox exists only when mail is not real SMTP and we are not in production. */
      devMailbox,
    },
    google: {
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      /** Without credentials (and outside production) Google is the local sandbox provider. */
      sandbox: !googleConfigured,
      redirectUri: `${appUrl.origin}/auth/google/callback`,
    },
    wordpress: {
      /** The demo blog of apps/sandbox serves /sandbox/wordpress and is the demo site. */
      sandbox: wordpressSandbox,
      demoSite: demoWordPressConfigured
        ? {
            siteUrl: env.DEMO_WORDPRESS_URL ?? '',
            username: env.DEMO_WORDPRESS_USERNAME ?? '',
            applicationPassword: env.DEMO_WORDPRESS_APP_PASSWORD ?? '',
          }
        : undefined,
    },
    amazon: {
      demoTag: env.DEMO_AMAZON_TAG,
      sandbox: (env.AMAZON_PRODUCT_PAGES ?? (production ? 'live' : 'sandbox')) === 'sandbox',
      contentToModel: env.AMAZON_CONTENT_TO_MODEL === 'allow',
    },
    manufacturers: {
      sandbox: (env.MANUFACTURER_PAGES ?? (production ? 'live' : 'sandbox')) === 'sandbox',
    },
    pinterest: {
      /** Without credentials (and outside production) Pinterest is the simulator under /sandbox/pinterest. */
      sandbox: !pinterestConfigured,
      clientId: env.PINTEREST_CLIENT_ID,
      clientSecret: env.PINTEREST_CLIENT_SECRET,
      apiUrl: env.PINTEREST_API_URL.replace(/\/+$/, ''),
      oauthUrl: env.PINTEREST_OAUTH_URL,
      /** Pinterest's redirect URI is the setup page (PRODUCT.md §2). */
      redirectUri: `${appUrl.origin}${paths.setup}`,
      /** A trial app writes to Pinterest's sandbox API: pins need no real board there. */
      isInSandboxMode: new URL(env.PINTEREST_API_URL).hostname.startsWith('api-sandbox.'),
    },
    stripe: {
      /** Without both keys (and outside production) Stripe is the sandbox under /sandbox/stripe. */
      sandbox: !stripeConfigured,
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    safeFetchAllow: env.SAFE_FETCH_ALLOW,
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_SECONDS * 1000,
    runSweepIntervalMs: env.RUN_SWEEP_INTERVAL_SECONDS * 1000,
    runLeaseMs: env.RUN_LEASE_SECONDS * 1000,
    runImageRetentionDays: env.RUN_IMAGE_RETENTION_DAYS,
    adminEmails: env.ADMIN_EMAILS,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : undefined,
    /** Images in S3-compatible storage; undefined: in the database. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          /** Unset: the SDK's own chain (an instance or task role, AWS_* variables). */
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
          prefix: env.S3_PREFIX,
        }
      : undefined,
    ai: {
      provider: aiProvider,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      maxConcurrency: env.AI_MAX_CONCURRENCY,
      /** Draws the pins' pictures; undefined (also when empty): the pins are designed without one. */
      imageModel: env.AI_IMAGE_MODEL || undefined,
    },
    content: { maxOverlap: env.CONTENT_MAX_OVERLAP },
    encryptionKey: env.APP_ENCRYPTION_KEY,
    previousEncryptionKeys: env.APP_ENCRYPTION_KEYS_PREVIOUS?.split(',') ?? [],
    redisUrl: env.REDIS_URL,
    apiDocs: env.API_DOCS ?? !production,
    rateLimits: {
      loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      emailPerHour: env.RATE_LIMIT_EMAIL_PER_HOUR,
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      campaignWritesPerMinute: env.RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE,
      supportPer10Minutes: env.RATE_LIMIT_SUPPORT_PER_10_MINUTES,
      loginFreeFailures: env.LOGIN_THROTTLE_FREE_FAILURES,
      loginMaxDelaySeconds: env.LOGIN_THROTTLE_MAX_DELAY_SECONDS,
    },
  };
}

/** The keys of the secret box: the current one first, then the previous ones (rotation). */
export function resolveEncryptionKeys(config: Config): [Buffer, ...Buffer[]] {
  return [
    resolveEncryptionKey(config),
    ...config.previousEncryptionKeys.map((hex) => Buffer.from(hex, 'hex')),
  ];
}

/**
 * The AES-256-GCM key for secrets at rest: APP_ENCRYPTION_KEY, or (embedded default only, never
 * in production) a key generated once into DATA_DIR so a restart can still decrypt what it stored.
 */
function resolveEncryptionKey(config: Config): Buffer {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'hex');
  const keyFile = path.join(config.dataDir, 'encryption.key');
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, key.toString('hex'), { mode: 0o600 });
  return key;
}
