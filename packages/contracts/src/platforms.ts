/**
 * PRODUCT.md §3 platform data and §7 "Platforms": the WordPress site, the Pinterest account and the Amazon
 * tag a user publishes through. Secrets (the application password, Pinterest tokens) never appear
 * here whole: the status carries a masked application password only.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Messages } from './messages.ts';
import { amazonStoreIdSchema, DEFAULT_STORE_ID } from './stores.ts';
import { lineSchema } from './text.ts';

/**
 * An Amazon Associates tracking ID: the store id, a hyphen and the two-digit marketplace code
 * (yourname-20 in the US, -21 in the UK and the EU, -22 in Japan).
 */
export const AMAZON_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}-\d{2}$/;
export const AMAZON_TAG_EXAMPLE = 'yourname-20';

const required = (max: number) =>
  lineSchema()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: Messages.fillAllFields }).max(max));

/**
 * The site's address as the user types it; `blog.example.com` means https://blog.example.com.
 * Only http(s) addresses without credentials; safe-fetch decides where the server may connect.
 */
export const websiteUrlSchema = required(2048).transform((value, ctx) => {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    ctx.addIssue({ code: 'custom', message: Messages.websiteUrlInvalid });
    return z.NEVER;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !url.hostname) {
    ctx.addIssue({ code: 'custom', message: Messages.websiteUrlInvalid });
    return z.NEVER;
  }
  url.hash = '';
  url.search = '';
  return url.href.replace(/\/+$/, '');
});

/** What the app calls a WordPress site (issue 31). */
export const wordpressSiteNameSchema = required(80);

/**
 * POST /platforms/wordpress (PRODUCT.md §7): adds a site, or reconnects the one at that address. apiKey is
 * a WordPress Application Password; `name` is ours, beyond PRODUCT.md's body (the address's host when absent).
 */
export const connectWordPressBodySchema = z.object({
  username: required(60),
  apiKey: required(200),
  websiteUrl: websiteUrlSchema,
  /** Blank (left out): the address's host. */
  name: lineSchema()
    .transform((value) => value.trim())
    .pipe(z.string().max(80))
    .transform((value) => value || undefined)
    .optional(),
});
export type ConnectWordPressBody = z.input<typeof connectWordPressBodySchema>;

/**
 * POST /platforms/amazon (PRODUCT.md §7): the tag of one store, amazon.com unless `store` names another
 * (a tag earns only in its own store). Saving a store's tag again replaces it.
 */
export const amazonTagBodySchema = z.object({
  affiliateTag: lineSchema()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: Messages.amazonTagRequired })
        .max(80, { error: Messages.amazonTagInvalid })
        .regex(AMAZON_TAG_PATTERN, { error: Messages.amazonTagInvalid }),
    ),
  store: amazonStoreIdSchema.default(DEFAULT_STORE_ID),
});
export type AmazonTagBody = z.input<typeof amazonTagBodySchema>;

/** DELETE /platforms/amazon/{store}: one store's tag. */
export const amazonTagParamsSchema = z.object({ store: amazonStoreIdSchema });

/** A user's tracking ID in one store. */
export const amazonStoreTagSchema = z.object({ store: amazonStoreIdSchema, affiliateTag: z.string() });
export type AmazonStoreTag = z.infer<typeof amazonStoreTagSchema>;

/**
 * One platform in GET /platforms/status. PRODUCT.md §3 gives every platform the same eight fields; those
 * that do not apply to a platform are null.
 */
export const platformStateSchema = z.object({
  completed: z.boolean(),
  verified: z.boolean(),
  connected: z.boolean(),
  username: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** The application password, masked: only its last four characters. */
  apiKey: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** Amazon: the amazon.com tag, else the first store's (one tag per store is in `tags`). */
  affiliateTag: z.string().nullable(),
  /** Amazon only, beyond PRODUCT.md's eight fields: the user's tag in each store, in AMAZON_STORES' order. */
  tags: z.array(amazonStoreTagSchema).optional(),
});
export type PlatformState = z.infer<typeof platformStateSchema>;

export const platformStatusSchema = z.object({
  wordpress: platformStateSchema,
  pinterest: platformStateSchema,
  amazon: platformStateSchema,
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** GET /platforms/status: `{ success, status }` (PRODUCT.md §7 reads `status`, not `data`). */
export const platformStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: platformStatusSchema,
});
export type PlatformStatusResponse = z.infer<typeof platformStatusResponseSchema>;

/** Answer of a connect or save: the platform's new state. */
export const platformSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: platformStateSchema,
});
export type PlatformSavedResponse = z.infer<typeof platformSavedResponseSchema>;

/** POST /demo/connect-wordpress (PRODUCT.md §7: success, error). */
export const demoConnectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: platformStateSchema,
});

/** GET /platforms/pinterest/config (PRODUCT.md §7: data {isInSandboxMode, sandboxEnabled}). */
export const pinterestConfigResponseSchema = envelope(
  z.object({
    /** Pins go to Pinterest's sandbox API (trial apps may only write there). */
    isInSandboxMode: z.boolean(),
    sandboxEnabled: z.boolean(),
  }),
);
export type PinterestConfigResponse = z.infer<typeof pinterestConfigResponseSchema>;

/** The onboarding tour's steps, numbered 1 to 6 (PRODUCT.md §4). */
export const ONBOARDING_STEPS = 6;
const onboardingStepSchema = z.number().int().min(1).max(ONBOARDING_STEPS);

/**
 * GET /onboarding: the tour's state, kept on the server so a second browser does not replay it.
 * `startStep` resumes where the user was, or further when what is connected says so (PRODUCT.md §4).
 */
export const onboardingSchema = z.object({
  completed: z.boolean(),
  startStep: onboardingStepSchema,
  wordpressConnected: z.boolean(),
  pinterestConnected: z.boolean(),
  amazonConfigured: z.boolean(),
  /** The tag 'Use Demo Tag' saves. */
  demoAmazonTag: z.string(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
export const onboardingResponseSchema = envelope(onboardingSchema);

/** PUT /onboarding/step: the step the user is on, so a reload or another browser resumes there. */
export const onboardingStepBodySchema = z.object({ step: onboardingStepSchema });
export type OnboardingStepBody = z.infer<typeof onboardingStepBodySchema>;

/** One of the user's WordPress sites (issue 31): never its password, only the last four characters. */
export const wordpressSiteSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** This server's demo blog (it does not count against the plan's sites). */
  demo: z.boolean(),
  username: z.string(),
  /** The application password, masked: only its last four characters. */
  apiKey: z.string(),
  /** `failing`: the last check was refused or got no answer (`error` says why, PRODUCT.md §8's words). */
  status: z.enum(['connected', 'failing']),
  error: z.string().nullable(),
  /** When the site last answered a connect or a check. */
  verifiedAt: z.string(),
});
export type WordPressSite = z.infer<typeof wordpressSiteSchema>;

/** GET /platforms/wordpress/sites and every site action's answer: the sites, default first, and the plan's room. */
export const wordpressSitesSchema = z.object({
  sites: z.array(wordpressSiteSchema),
  /** How many sites (the demo blog aside) the user's plan connects, and how many are connected. */
  limit: z.number().int().positive(),
  used: z.number().int().nonnegative(),
});
export type WordPressSites = z.infer<typeof wordpressSitesSchema>;

export const wordpressSitesResponseSchema = envelope(wordpressSitesSchema);

export const wordpressSiteParamsSchema = z.object({ id: z.uuid({ error: Messages.wordpressSiteNotFound }) });

/** The rename form of a site (PATCH's `name`). */
export const renameWordPressSiteBodySchema = z.object({ name: wordpressSiteNameSchema });

/** PATCH /platforms/wordpress/sites/{id}: a new name, and/or made the default (a default is unmade by making another). */
export const updateWordPressSiteBodySchema = z
  .object({ name: wordpressSiteNameSchema.optional(), isDefault: z.literal(true).optional() })
  .refine((body) => body.name !== undefined || body.isDefault !== undefined, {
    error: Messages.fillAllFields,
  });
export type UpdateWordPressSiteBody = z.input<typeof updateWordPressSiteBodySchema>;
