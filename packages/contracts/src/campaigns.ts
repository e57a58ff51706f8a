/**
 * PRODUCT.md §3 Campaign, Execution, Product template and Credit error; §5 campaign rules; §7 Campaigns.
 * Wire names are PRODUCT.md's: the campaign and execution answer in snake_case, the creation payload is
 * camelCase. The form schema below is the creation payload plus the form-only fields.
 */
import { z } from 'zod';
import { editArticleBodySchema } from './article.ts';
import { envelope } from './envelope.ts';
import { manufacturerUrlSchema, productNotesSchema, runFactSchema, runSourceMissSchema } from './facts.ts';
import { Messages } from './messages.ts';
import { scheduledPinSchema } from './pin-pacing.ts';
import { executionAngleSchema, executionPinResultsSchema } from './pin-results.ts';
import { postCheckSchema } from './post-check.ts';
import { articleLanguageSchema, asinOfProductUrl, storeOfHost } from './stores.ts';
import { lineSchema, textSchema, timeZoneSchema } from './text.ts';

export const CAMPAIGN_FREQUENCY_MIN = 1;
export const CAMPAIGN_FREQUENCY_MAX = 168;
export const CAMPAIGN_FREQUENCY_DEFAULT = 6;
export const CAMPAIGN_RUNS_MIN = 1;
export const CAMPAIGN_RUNS_MAX = 1000;
export const CAMPAIGN_RUNS_DEFAULT = 10;
export const CAMPAIGN_NAME_MAX = 120;
/** PRODUCT.md §9: the Pinterest description of a campaign. */
export const CAMPAIGN_DESCRIPTION_MAX = 500;
export const PRODUCT_URL_MAX = 2048;
/** PRODUCT.md §9: a run makes 3 images. */
export const IMAGES_PER_EXECUTION = 3;
/**
 * Failed runs whose draft and images had reached the blog (and were removed from it) that are
 * refunded per account in 24 hours; past it such a run fails without a refund, so a blog that refuses
 * only the publish call cannot be used to write articles for free.
 */
export const REFUNDS_AFTER_DELIVERY_PER_DAY = 3;

/**
 * A campaign whose last this many finished runs all failed because its blog could not be reached is
 * paused (issue 26 #4), and its owner mailed once: every slot would otherwise start, fail and refund.
 */
export const UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE = 3;

/**
 * The facts a run needs about each product before anything is written (issue 27): fewer, and the
 * comparison could only be padded with words true of anything ("Sound: Not listed" for the best-known
 * headphones). A fact is a line of the listing's features or its brand; the run stops, refunded.
 */
export const RUN_FACTS_MIN = 3;

/**
 * How a campaign's runs publish (issue 27): at once (PRODUCT.md's behaviour, the default), or as a
 * WordPress draft that waits for the user's review; its pins wait too.
 */
export const PUBLISHING_MODES = ['publish', 'review'] as const;
export const publishingModeSchema = z.enum(PUBLISHING_MODES);
export type PublishingMode = z.infer<typeof publishingModeSchema>;

export const CAMPAIGN_STATUSES = ['active', 'paused', 'completed'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** PRODUCT.md §3 Execution status values. `queued` counts as in progress (PRODUCT.md §4). */
/**
 * PRODUCT.md §3's statuses, and two of review mode (issue 27): `review`, a draft on the blog waiting
 * for the user's approval; `discarded`, a draft the user threw away (the work was done: no refund).
 */
export const EXECUTION_STATUSES = [
  'pending',
  'queued',
  'processing',
  'processing_images',
  'review',
  'completed',
  'discarded',
  'failed',
] as const;
export const executionStatusSchema = z.enum(EXECUTION_STATUSES);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

/** PRODUCT.md §4 Generation modal: the seven steps in order, with their durations in seconds. */
export const GENERATION_STEPS = [
  { key: 'productInfo', seconds: 30 },
  { key: 'trendResearch', seconds: 45 },
  { key: 'subjectSelection', seconds: 45 },
  { key: 'images', seconds: 50 },
  { key: 'blogPlanning', seconds: 60 },
  { key: 'blogWriting', seconds: 90 },
  { key: 'publishing', seconds: 30 },
] as const;

/** PRODUCT.md §9: 'approximately 5 minutes'; the estimate is 2.5 min for step 1 plus 3 min for step 2. */
export const ESTIMATED_GENERATION_MINUTES = 5.5;

/** A product link as the user typed it: a URL (PRODUCT.md §5), checked further by the server. */
const productUrlSchema = (required: string, invalid: string) =>
  lineSchema()
    .trim()
    .min(1, { error: required })
    .max(PRODUCT_URL_MAX, { error: invalid })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: invalid });

const frequencySchema = z
  .number({ error: Messages.frequencyRange })
  .int({ error: Messages.frequencyRange })
  .min(CAMPAIGN_FREQUENCY_MIN, { error: Messages.frequencyRange })
  .max(CAMPAIGN_FREQUENCY_MAX, { error: Messages.frequencyRange });

const totalRunsSchema = z
  .number({ error: Messages.totalRunsRange })
  .int({ error: Messages.totalRunsRange })
  .min(CAMPAIGN_RUNS_MIN, { error: Messages.totalRunsRange })
  .max(CAMPAIGN_RUNS_MAX, { error: Messages.totalRunsRange });

/** The most boards a campaign's pins rotate over (issue 32). */
export const CAMPAIGN_BOARDS_MAX = 5;

/** A board of a campaign as the create body names it: the board's id and, optionally, a section's. */
export const campaignBoardInputSchema = z.object({
  boardId: lineSchema().min(1).max(64),
  sectionId: z
    .string()
    .regex(/^\d{1,32}$/)
    .nullable()
    .optional(),
});
export type CampaignBoardInput = z.infer<typeof campaignBoardInputSchema>;

/** A board of a campaign on the wire, named as Pinterest names it. */
export const campaignBoardSchema = z.object({
  board_id: z.string(),
  board_name: z.string().nullable(),
  section_id: z.string().nullable(),
  section_name: z.string().nullable(),
});
export type CampaignBoard = z.infer<typeof campaignBoardSchema>;

const descriptionSchema = textSchema().max(CAMPAIGN_DESCRIPTION_MAX, {
  error: Messages.descriptionTooLong,
});

/** A product's own sources (issue 29): the user's notes and the manufacturer's page; blank is none. */
const productSourcesShape = {
  product1Notes: productNotesSchema.nullable().default(null),
  product2Notes: productNotesSchema.nullable().default(null),
  product1ManufacturerUrl: manufacturerUrlSchema.nullable().default(null),
  product2ManufacturerUrl: manufacturerUrlSchema.nullable().default(null),
};

/** PATCH /campaigns/{id} with a product's notes or manufacturer page: the fields sent change. */
export const productSourcesBodySchema = z
  .object({
    product1Notes: productNotesSchema.nullable().optional(),
    product2Notes: productNotesSchema.nullable().optional(),
    product1ManufacturerUrl: manufacturerUrlSchema.nullable().optional(),
    product2ManufacturerUrl: manufacturerUrlSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0);
export type ProductSourcesBody = z.input<typeof productSourcesBodySchema>;

const campaignNameSchema = lineSchema()
  .trim()
  .min(1, { error: Messages.nameRequired })
  .max(CAMPAIGN_NAME_MAX, { error: Messages.nameTooLong });

/** POST /campaigns (PRODUCT.md §3 Campaign creation payload; nulls when unset). */
export const createCampaignBodySchema = z
  .object({
    name: campaignNameSchema,
    product1Url: productUrlSchema(Messages.product1Required, Messages.product1Invalid),
    product2Url: productUrlSchema(Messages.product2Required, Messages.product2Invalid),
    /** Issue 29: what the user knows first-hand of each product, and its manufacturer's page. */
    ...productSourcesShape,
    frequency: frequencySchema,
    totalRuns: totalRunsSchema,
    autoPostPinterest: z.boolean().default(false),
    /**
     * One of the user's own Pinterest boards: the server looks the id up on the account and stores the
     * name Pinterest gives it; the name sent here is only the form's label.
     */
    selectedPinterestBoardId: lineSchema().max(64).nullable().default(null),
    selectedPinterestBoardName: lineSchema().max(200).nullable().default(null),
    /**
     * Issue 32: the boards its pins rotate over (the first becomes the selected board), each with one
     * of its sections if wanted; ids only, checked on the user's account. Without it: the selected
     * board alone.
     */
    pinterestBoards: z
      .array(campaignBoardInputSchema)
      .max(CAMPAIGN_BOARDS_MAX, { error: Messages.campaignBoardsTooMany })
      .optional(),
    descriptionPinterest: descriptionSchema.nullable().default(null),
    /**
     * Beyond PRODUCT.md (which keeps the form's start date local): a future first run. Without it the
     * campaign's first run starts at once.
     */
    startAt: z.iso.datetime({ offset: true }).nullable().optional(),
    /** The article language; without it, the language of the products' store (amazon.fr → fr). */
    language: articleLanguageSchema.optional(),
    /** The user's IANA time zone (the browser's): the campaign's schedule is shown in it. */
    timeZone: timeZoneSchema.optional(),
    /** Publish at once (the default), or save each run's post as a draft for the user's review. */
    publishing: publishingModeSchema.default('publish'),
    /** One of the user's WordPress sites (issue 31); without it, the default site. */
    wordpressSiteId: z.uuid({ error: Messages.wordpressSiteNotFound }).optional(),
  })
  .transform((body) =>
    // PRODUCT.md §5: turning auto-post off clears the board and the description.
    body.autoPostPinterest
      ? body
      : {
          ...body,
          selectedPinterestBoardId: null,
          selectedPinterestBoardName: null,
          pinterestBoards: undefined,
          descriptionPinterest: null,
        },
  );
export type CreateCampaignBody = z.input<typeof createCampaignBodySchema>;
export type CreateCampaignInput = z.output<typeof createCampaignBodySchema>;

/**
 * PATCH /campaigns/{id} (issue 33): what a campaign's page edits after creation — its name, its number
 * of runs (more extends a finished campaign, which runs again), its article language, its publishing
 * mode and what the user knows of each product. Each is changed only when named.
 */
export const editCampaignBodySchema = z
  .strictObject({
    name: campaignNameSchema.optional(),
    totalRuns: totalRunsSchema.optional(),
    language: articleLanguageSchema.optional(),
    publishing: publishingModeSchema.optional(),
    product1Notes: productNotesSchema.nullable().optional(),
    product2Notes: productNotesSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: Messages.noSettingNamed,
  });
export type EditCampaignBody = z.input<typeof editCampaignBodySchema>;

/**
 * PATCH /campaigns/{id}: {frequency} or {status} (PRODUCT.md), a product's sources (issue 29), or
 * the edit of issue 33.
 */
export const updateCampaignBodySchema = z.union([
  z.object({ frequency: frequencySchema }).strict(),
  z.object({ status: z.enum(['active', 'paused']) }).strict(),
  productSourcesBodySchema,
  editCampaignBodySchema,
]);
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

/** PRODUCT.md §3 Campaign, wire names. */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: campaignStatusSchema,
  product1_url: z.string(),
  product2_url: z.string(),
  /**
   * The products' names (issue 21): the listing's title once the catalogue was read (a run's first
   * step, or a lookup right after creation), before it the template's name or the link's slug; null
   * while none is known (a short link): show the ASIN.
   */
  product1_title: z.string().nullable(),
  product2_title: z.string().nullable(),
  /** Issue 29: what the user knows first-hand of each product, and its manufacturer's page. */
  product1_notes: z.string().nullable(),
  product2_notes: z.string().nullable(),
  product1_manufacturer_url: z.string().nullable(),
  product2_manufacturer_url: z.string().nullable(),
  frequency: z.number().int(),
  total_runs: z.number().int(),
  completed_runs: z.number().int(),
  remaining_runs: z.number().int(),
  created_at: z.string(),
  last_run: z.string().nullable(),
  next_run: z.string().nullable(),
  auto_post_pinterest: z.boolean(),
  selected_pinterest_board_id: z.string().nullable(),
  selected_pinterest_board_name: z.string().nullable(),
  /** Issue 32: the boards its pins rotate over (the selected board first); absent on older answers. */
  pinterest_boards: z.array(campaignBoardSchema).optional(),
  description_pinterest: z.string().nullable(),
  /** Runs that published an article. */
  articles_generated: z.number().int(),
  /** The Amazon store of both products (`amazon.fr`), where the links go with the user's tag for it. */
  store: z.string(),
  /** The article language (ARTICLE_LANGUAGES). */
  language: articleLanguageSchema,
  /** How its runs publish: at once, or as drafts waiting for the user's review (issue 27). */
  publishing: publishingModeSchema,
  /** The IANA time zone its schedule is shown in (the creator's); null for campaigns made before. */
  time_zone: z.string().nullable(),
  /**
   * Its WordPress site (issue 31); null, or a site since removed: the user's default site, where its
   * runs then publish.
   */
  wordpress_site_id: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The four stat cards of the AI Automation Engine. */
export const campaignStatsSchema = z.object({
  totalCampaigns: z.number().int(),
  activeCampaigns: z.number().int(),
  completedCampaigns: z.number().int(),
  articlesGenerated: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const pinterestPostSchema = z.object({
  image_number: z.number().int().min(1).max(IMAGES_PER_EXECUTION),
  pin_id: z.string(),
  pin_url: z.string(),
  board_id: z.string(),
  board_name: z.string().nullable(),
  posted_at: z.string(),
});
export type PinterestPost = z.infer<typeof pinterestPostSchema>;

/** PRODUCT.md §3 Execution result_data. */
export const executionResultSchema = z.object({
  subject: z.string().nullable(),
  images: z.object({
    image1: z.string().nullable(),
    image2: z.string().nullable(),
    image3: z.string().nullable(),
  }),
  blog_url: z.string().nullable(),
  product_links: z.object({ product1: z.string().nullable(), product2: z.string().nullable() }),
  step1_completed: z.boolean(),
  step2_completed: z.boolean(),
  pinterest_posts: z.array(pinterestPostSchema),
  /**
   * Issue 32: the run's pins waiting in the pin queue (paced by the Pinterest account's settings),
   * posted by themselves at `scheduled_for` (ISO) or within a minute after, and those that failed
   * for good. Absent when none wait.
   */
  scheduled_pins: z.array(scheduledPinSchema).optional(),
  /**
   * Issue 32: what each image's picture is (`image1`…`image3`, `featured`): `photo`, one of the user's
   * own photos of the products; `ai`, a scene an image model drew (the file carries IPTC's AI source
   * type, Pinterest labels the pin); or `design`, the composer's own. Absent on older runs.
   */
  image_pictures: z.record(z.string(), z.enum(['ai', 'design', 'photo'])).optional(),
  /**
   * Issue 32: the post's landscape featured image (1200×628; what the blog index, og:image and shares
   * show), the pins staying 2:3 for Pinterest and the body. Absent on older runs (their first pin).
   */
  featured_image: z.string().nullable().optional(),
  /** Issue 32: how many more of the run's images may be made again free (absent: all three). */
  image_regenerations_left: z.number().int().min(0).optional(),
  /**
   * When each of GENERATION_STEPS began (ISO; null for a step not begun, or passed over): the dialog's
   * real elapsed times. Absent on runs made before it was kept.
   */
  step_started_at: z.array(z.string().nullable()).length(GENERATION_STEPS.length).optional(),
  /**
   * Issue 29: the product facts the run read, each with its source, most trusted first ("Facts
   * used"). Absent on runs made before facts were kept.
   */
  facts: z.array(runFactSchema).optional(),
  /** Issue 29: the sources the user named that gave nothing (a maker's page down or unreadable). */
  sources_missed: z.array(runSourceMissSchema).optional(),
});
export type ExecutionResult = z.infer<typeof executionResultSchema>;

export const executionSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  /** `deleted: true` when the user deleted the campaign (its runs stay in the Content Library). */
  campaign: z.object({ name: z.string(), deleted: z.boolean().optional() }),
  status: executionStatusSchema,
  /** 1–7: the step of GENERATION_STEPS the pipeline is in (7 and completed: all done). */
  current_step: z.number().int().min(1).max(GENERATION_STEPS.length),
  run_number: z.number().int(),
  auto_post_pinterest: z.boolean(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  error_message: z.string().nullable(),
  result_data: executionResultSchema,
  /** Its pins' results on Pinterest, summed (null before the first fetch or without pins). */
  pin_results: executionPinResultsSchema.nullable().optional(),
  /** Its subject's angle and why it was chosen (null before the subject step). */
  angle: executionAngleSchema.nullable().optional(),
  /** The latest check of its live post (issue 20): null before the first one, and without a post. */
  post_check: postCheckSchema.nullable().optional(),
  /** Credits the run cost, net of its refund (a refunded run spent 0). */
  credits_spent: z.number().int().optional(),
  /** The campaign's publishing mode when the run started (issue 27). */
  publishing: publishingModeSchema.optional(),
  /**
   * A review run's draft: waiting for the user (status `review`), approved (the run goes on to
   * publish and pin), or discarded; `reviewed_at` when the user decided. Null for runs that published
   * at once.
   */
  review: z
    .object({ state: z.enum(['waiting', 'approved', 'discarded']), reviewed_at: z.string().nullable() })
    .nullable()
    .optional(),
  /** When the user last edited its post from the app. */
  edited_at: z.string().nullable().optional(),
  /**
   * When its live post was taken down (WordPress's trash, its pins deleted), and by whom: the user
   * from the run, or the campaign's deletion. Such a run is presented without `blog_url`, pins,
   * scheduled pins or post check: nothing of it is online any more.
   */
  unpublished: z
    .object({ at: z.string(), by: z.enum(['user', 'campaign']) })
    .nullable()
    .optional(),
});
export type Execution = z.infer<typeof executionSchema>;

/**
 * GET /campaigns/executions/{id}/article (issue 27): a run's post as the review and edit page shows it:
 * its title, meta description, excerpt and article, editable, and the HTML it is published as (its
 * images from the app, for the preview); `live` once it is published, `editable` while there is a
 * post to change (a draft waiting, or a live post not unpublished).
 */
export const runArticleSchema = z.object({
  execution_id: z.string(),
  campaign_id: z.string(),
  status: executionStatusSchema,
  review: executionSchema.shape.review,
  live: z.boolean(),
  editable: z.boolean(),
  post_url: z.string().nullable(),
  language: articleLanguageSchema,
  products: z.tuple([z.string(), z.string()]),
  edited_at: z.string().nullable(),
  post: editArticleBodySchema,
  html: z.string(),
});
export type RunArticle = z.infer<typeof runArticleSchema>;
export const runArticleResponseSchema = envelope(z.object({ article: runArticleSchema }));

/** DELETE /campaigns/{id}?unpublish=true: its live posts taken down too (else they stay online). */
export const deleteCampaignQuerySchema = z.object({
  unpublish: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const campaignsResponseSchema = envelope(
  z.object({ campaigns: z.array(campaignSchema), stats: campaignStatsSchema }),
);
export const campaignResponseSchema = envelope(z.object({ campaign: campaignSchema }));
/** POST /campaigns: the campaign, and its first run when it started at once. */
export const createCampaignResponseSchema = envelope(
  z.object({ campaign: campaignSchema, execution: executionSchema.nullable() }),
);
export const executionsResponseSchema = envelope(z.object({ executions: z.array(executionSchema) }));
export const executionResponseSchema = envelope(z.object({ execution: executionSchema }));
export const campaignStatusResponseSchema = envelope(
  z.object({ latestExecution: executionSchema.nullable() }),
);

/** POST /campaigns/{id}/execute (PRODUCT.md §7: message, campaignId, nextRun, estimatedTime, status). */
export const executeCampaignResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  campaignId: z.string(),
  executionId: z.string(),
  nextRun: z.string().nullable(),
  estimatedTime: z.string(),
  status: executionStatusSchema,
  data: z.object({ execution: executionSchema, campaign: campaignSchema }),
});
export type ExecuteCampaignResponse = z.infer<typeof executeCampaignResponseSchema>;

/**
 * The largest run number: `run_number` is a PostgreSQL integer (int4), and a query compared with a
 * larger value fails in the database (a 500) instead of being refused (issue 26 #5).
 */
export const RUN_NUMBER_MAX = 2_147_483_647;

export const executionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: executionStatusSchema.optional(),
  /** A campaign's runs numbered below this one (its next page, newest first). */
  beforeRun: z.coerce.number().int().min(1).max(RUN_NUMBER_MAX).optional(),
});

/** PUT /campaigns/executions/{id}/pinterest. */
export const executionPinterestBodySchema = z.object({ autoPost: z.boolean() });

/** POST /campaigns/executions/{id}/pinterest/post-image. */
export const postImageBodySchema = z.object({
  imageNumber: z.number().int().min(1).max(IMAGES_PER_EXECUTION),
  /**
   * Beyond PRODUCT.md: pin the image to this board (an image already pinned can go to other boards).
   * Without it, the campaign's board, else the account's default. The server looks the id up among
   * the user's own boards and keeps the name Pinterest gives it; `name` is only the picker's label.
   */
  board: z.object({ id: lineSchema().min(1).max(64), name: lineSchema().max(200) }).optional(),
});
export const postImageResponseSchema = envelope(
  z.object({
    pinterestId: z.string(),
    pinterestUrl: z.string(),
    boardName: z.string().nullable(),
    /** The image was already pinned to that board: this is that pin, nothing new was made. */
    alreadyPinned: z.boolean(),
  }),
);

/** PRODUCT.md §3 Product template. */
export const productTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  product_1_url: z.string(),
  product_2_url: z.string(),
  /** Issue 29: the makers' product pages, filled into the form with the template. */
  product_1_manufacturer_url: z.string().nullable().optional(),
  product_2_manufacturer_url: z.string().nullable().optional(),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;
export const productTemplatesResponseSchema = z.object({
  success: z.literal(true),
  templates: z.array(productTemplateSchema),
});
export const productTemplateResponseSchema = z.object({
  success: z.literal(true),
  template: productTemplateSchema,
});

/**
 * PRODUCT.md §3 Credit error. `firstPackageBonusPercent` is there while the account's first paid package
 * still carries its one-time bonus (the credit-shortage modal promises it only then).
 */
export const creditErrorSchema = z.object({
  currentCredits: z.number().int(),
  requiredCredits: z.number().int(),
  firstPackageBonusPercent: z.number().int().optional(),
});
export type CreditError = z.infer<typeof creditErrorSchema>;

/**
 * The INSUFFICIENT_CREDITS message, written so PRODUCT.md §8's parser reads it: required credits from
 * 'at least N credits', the balance from 'Current balance: N credits'.
 */
export function insufficientCreditsMessage({ requiredCredits, currentCredits }: CreditError): string {
  return `Insufficient credits. You need at least ${requiredCredits} credits to run this campaign. Current balance: ${currentCredits} credits.`;
}

/** PRODUCT.md §8: required from 'at least N credits' (default 10), balance from 'Current balance: N credits' (default 0). */
export function parseCreditError(message: string | undefined): CreditError {
  const required = message?.match(/at least (\d+) credits/);
  const current = message?.match(/Current balance: (\d+) credits/);
  return {
    requiredCredits: required ? Number(required[1]) : 10,
    currentCredits: current ? Number(current[1]) : 0,
  };
}

/** GET /credits/check?requiredCredits=N. */
export const creditCheckQuerySchema = z.object({
  requiredCredits: z.coerce.number().int().min(0).max(1_000_000).default(10),
});
export const creditCheckResponseSchema = envelope(
  z.object({
    hasEnoughCredits: z.boolean(),
    currentCredits: z.number().int(),
    requiredCredits: z.number().int(),
    shortfall: z.number().int(),
  }),
);

/** GET /credits/stats. */
export const creditStatsResponseSchema = envelope(
  z.object({
    currentBalance: z.number().int(),
    totalEarned: z.number().int(),
    totalSpent: z.number().int(),
    totalRefunded: z.number().int(),
    articlesGenerated: z.number().int(),
    articlesAvailable: z.number().int(),
  }),
);

/** The 'Create New Campaign' form: the payload's rules plus template mode and the local start date. */
export const campaignFormSchema = z
  .object({
    name: z.string(),
    mode: z.enum(['template', 'custom']),
    templateId: z.string(),
    product1Url: z.string(),
    product2Url: z.string(),
    product1Notes: z.string(),
    product2Notes: z.string(),
    product1ManufacturerUrl: z.string(),
    product2ManufacturerUrl: z.string(),
    frequency: z.number(),
    totalRuns: z.number(),
    startDate: z.string(),
    timezone: z.string(),
    autoPostPinterest: z.boolean(),
    selectedPinterestBoardId: z.string().nullable(),
    selectedPinterestBoardName: z.string().nullable(),
    descriptionPinterest: z.string(),
    /** The Pinterest API is the sandbox one: a board is not required (PRODUCT.md §5). */
    sandboxMode: z.boolean(),
    publishing: publishingModeSchema,
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.name.trim() === '') issue('name', Messages.nameRequired);
    if (form.mode === 'template') {
      if (form.templateId === '') issue('templateId', Messages.templateRequired);
    } else {
      for (const [field, required, invalid] of [
        ['product1Url', Messages.product1Required, Messages.product1Invalid],
        ['product2Url', Messages.product2Required, Messages.product2Invalid],
      ] as const) {
        const value = form[field].trim();
        if (value === '') issue(field, required);
        else if (!URL.canParse(value)) issue(field, invalid);
      }
      // One product under two URL forms (a short link is only known once the server follows it).
      const asin = asinOfProductUrl(form.product1Url);
      if (asin && asin === asinOfProductUrl(form.product2Url))
        issue('product2Url', Messages.sameProductTwice.replace('{{asin}}', asin));
      // Two stores, said as the links are typed (issue 33; the server says it too, after following
      // short links, whose store only shows then).
      const [first, second] = [form.product1Url, form.product2Url].map((url) =>
        URL.canParse(url.trim()) ? storeOfHost(new URL(url.trim()).hostname) : undefined,
      );
      if (first && second && first.id !== second.id)
        issue(
          'product2Url',
          Messages.productsInDifferentStores.replace('{{first}}', first.id).replace('{{second}}', second.id),
        );
    }
    for (const field of ['product1Notes', 'product2Notes'] as const) {
      const parsed = productNotesSchema.safeParse(form[field]);
      if (!parsed.success) issue(field, parsed.error.issues[0]?.message ?? Messages.productNotesTooLong);
    }
    for (const field of ['product1ManufacturerUrl', 'product2ManufacturerUrl'] as const)
      if (!manufacturerUrlSchema.safeParse(form[field]).success)
        issue(field, Messages.manufacturerUrlInvalid);
    if (!frequencySchema.safeParse(form.frequency).success) issue('frequency', Messages.frequencyRange);
    if (!totalRunsSchema.safeParse(form.totalRuns).success) issue('totalRuns', Messages.totalRunsRange);
    if (form.startDate !== '' && !(Date.parse(form.startDate) > Date.now()))
      issue('startDate', Messages.startDateInPast);
    if (form.autoPostPinterest && !form.sandboxMode && !form.selectedPinterestBoardId)
      issue('selectedPinterestBoardId', Messages.boardRequired);
    if (form.descriptionPinterest.length > CAMPAIGN_DESCRIPTION_MAX)
      issue('descriptionPinterest', Messages.descriptionTooLong);
  });
export type CampaignForm = z.infer<typeof campaignFormSchema>;

/**
 * PRODUCT.md §5 inline frequency edit: anything not numeric falls back to 1; a number outside 1–168 is
 * null (the edit shows Messages.frequencyRange instead of silently saving 168).
 */
export function parseFrequencyInput(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return CAMPAIGN_FREQUENCY_MIN;
  return frequencySchema.safeParse(parsed).success ? parsed : null;
}
