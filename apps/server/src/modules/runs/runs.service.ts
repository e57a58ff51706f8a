/**
 * Runs (executions) as the user reads them, how they start outside the scheduler ("Run now", a new
 * campaign's first run), and the calls the generation pipeline makes on its run: take the lease,
 * record progress and checkpoints, finish, refund. Reads are scoped to the user. The runs module sits
 * above campaigns: it reads a campaign through the campaigns services, and implements the
 * `CampaignRuns` port the campaigns routes are given.
 */
import { type ExecutionResult, type ExecutionStatus, Messages } from '@aa/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { type ExecutionCheckpoint, executions, scheduledPins } from '../../db/schema/runs.ts';
import { AppError } from '../../lib/errors.ts';
import { photosForRun } from '../campaigns/campaign-photos.service.ts';
import { giveSlotBack, lockCampaign } from '../campaigns/campaign-schedule.service.ts';
import {
  type CampaignRuns,
  campaignNotFound,
  campaignOfRun,
  countPublishedArticle,
  findCampaignRow,
  pauseCampaign,
} from '../campaigns/campaigns.service.ts';
import { saveListingTitles } from '../campaigns/product-titles.ts';
import { creditsSpentOnRun, lockAccount, refundRun } from '../credits/credits.service.ts';
import { runPinResults } from './pin-results.ts';
import { latestPostCheck } from './post-checks.service.ts';
import { type ExecutionRow, presentExecution } from './run.presenter.ts';
import { cancelQueuedPins, shownQueues } from './scheduled-pins.service.ts';
import { startRun } from './start-run.ts';

export const executionNotFound = () => AppError.notFound(Messages.executionNotFound);

/**
 * Runs as the user reads them: each with what the user reads of its campaign (deleted campaigns too:
 * the runs stay), the newest check of its post, its pins' results summed and the credits it cost, in
 * one statement.
 */
function selectRuns(db: Database) {
  const campaign = campaignOfRun(db, executions.campaignId);
  const postCheck = latestPostCheck(db);
  const pins = runPinResults(db);
  const credits = creditsSpentOnRun(db, { executionId: executions.id, userId: executions.userId });
  return db
    .select({
      execution: executions,
      campaign: {
        name: campaign.campaignName,
        deletedAt: campaign.campaignDeletedAt,
        language: campaign.campaignLanguage,
      },
      postCheck: {
        round: postCheck.round,
        passed: postCheck.passed,
        total: postCheck.total,
        items: postCheck.items,
        checkedAt: postCheck.checkedAt,
      },
      pinResults: {
        impressions: pins.impressions,
        saves: pins.saves,
        outboundClicks: pins.outboundClicks,
        fetchedAt: pins.fetchedAt,
      },
      creditsSpent: credits.spent,
    })
    .from(executions)
    .innerJoinLateral(campaign, sql`true`)
    .leftJoinLateral(postCheck, sql`true`)
    .leftJoinLateral(pins, sql`true`)
    .leftJoinLateral(credits, sql`true`);
}

export async function listExecutions(
  db: Database,
  userId: string,
  {
    campaignId,
    status,
    limit = 50,
    beforeRun,
  }: { campaignId?: string; status?: ExecutionStatus; limit?: number; beforeRun?: number },
) {
  const rows = await selectRuns(db)
    .where(
      and(
        eq(executions.userId, userId),
        campaignId ? eq(executions.campaignId, campaignId) : undefined,
        status ? eq(executions.status, status) : undefined,
        // A campaign's older runs, a page at a time (the campaign page's "older runs").
        campaignId && beforeRun ? lt(executions.runNumber, beforeRun) : undefined,
      ),
    )
    // A campaign's runs by number (its unique index pages them); everyone's by start.
    .orderBy(
      ...(campaignId
        ? [desc(executions.runNumber)]
        : [desc(executions.startedAt), desc(executions.runNumber)]),
    )
    .limit(limit);
  const queues = await shownQueues(
    db,
    rows.map((row) => row.execution.id),
  );
  return rows.map((row) =>
    presentExecution(
      row.execution,
      row.campaign,
      row.postCheck,
      row.pinResults,
      row.creditsSpent,
      queues.get(row.execution.id),
    ),
  );
}

export async function findExecution(db: Database, userId: string, executionId: string) {
  const [row] = await selectRuns(db)
    .where(and(eq(executions.id, executionId), eq(executions.userId, userId)))
    .limit(1);
  if (!row) throw executionNotFound();
  const queues = await shownQueues(db, [executionId]);
  return {
    row: row.execution,
    campaign: row.campaign,
    wire: presentExecution(
      row.execution,
      row.campaign,
      row.postCheck,
      row.pinResults,
      row.creditsSpent,
      queues.get(executionId),
    ),
  };
}

export async function setExecutionAutoPost(
  db: Database,
  userId: string,
  executionId: string,
  autoPost: boolean,
) {
  const updated = await db
    .update(executions)
    .set({ autoPostPinterest: autoPost, updatedAt: new Date() })
    .where(and(eq(executions.id, executionId), eq(executions.userId, userId)))
    .returning({ id: executions.id });
  if (updated.length === 0) throw executionNotFound();
  return (await findExecution(db, userId, executionId)).wire;
}

// ---- the pipeline's side ----

/**
 * What one attempt at a run asks of the run's record outside a transaction: load it, hold its lease,
 * record its progress (each update only while the lease is still this attempt's), read the campaign's
 * earlier runs. The pipeline is given one (`runStore(db)` below by default), so its lease rules can be
 * tried against a store of a test's own; what a failed run's transaction does (refund, slot back) is
 * below, by function.
 */
export interface RunStore {
  load(executionId: string): Promise<LoadedRun | undefined>;
  acquireLease(executionId: string, owner: string, ms: number): Promise<boolean>;
  releaseLease(executionId: string, owner: string): Promise<void>;
  recordProgress(
    executionId: string,
    owner: string,
    progress: RunProgress,
    renewMs?: number,
  ): Promise<boolean>;
  earlierRuns(campaignId: string, beforeRun: number): Promise<EarlierRun[]>;
}

/** The runs table as the pipeline's run store. */
export function runStore(db: Database): RunStore {
  return {
    load: (executionId) => loadRun(db, executionId),
    acquireLease: (executionId, owner, ms) => acquireLease(db, executionId, owner, ms),
    releaseLease: (executionId, owner) => releaseLease(db, executionId, owner),
    recordProgress: (executionId, owner, progress, renewMs) =>
      recordProgress(db, executionId, owner, progress, renewMs),
    earlierRuns: (campaignId, beforeRun) => earlierRuns(db, campaignId, beforeRun),
  };
}

/** Where a run stands (its images are served for good only once it completed). */
export async function executionStatus(
  db: Database,
  executionId: string,
): Promise<ExecutionStatus | undefined> {
  const [row] = await db
    .select({ status: executions.status })
    .from(executions)
    .where(eq(executions.id, executionId))
    .limit(1);
  return row?.status;
}

/** The run with what the pipeline needs of its campaign (deleted or not); undefined when gone. */
export async function loadRun(db: Database, executionId: string) {
  const [execution] = await db.select().from(executions).where(eq(executions.id, executionId)).limit(1);
  const campaign = execution && (await findCampaignRow(db, execution.campaignId));
  return campaign ? { execution, campaign } : undefined;
}

/** A campaign as the pipeline reads it (deleted or not): it reaches campaigns through its runs. */
export function loadCampaign(db: Database, campaignId: string) {
  return findCampaignRow(db, campaignId);
}

/** A run as its pipeline loads it: the run and its campaign (deleted or not). */
export type LoadedRun = NonNullable<Awaited<ReturnType<typeof loadRun>>>;

/** Counts a run whose article went live on its campaign's "Articles Generated" card. */
/**
 * The user's own photos a run composes its `count` images over (issue 32), from its campaign, in turn
 * across runs (`offset` moves on, for a regenerated image); none when the campaign has none.
 */
export function runPhotos(db: Database, run: LoadedRun, count: number, offset = 0) {
  return photosForRun(db, run.campaign.id, run.execution.runNumber, count, offset);
}

export function countPublishedRun(db: Database, run: LoadedRun): Promise<void> {
  return countPublishedArticle(db, run.campaign.id);
}

/**
 * The names a run read on its products' listings, kept as its campaign's product titles
 * (campaigns/product-titles.ts says which win).
 */
export function saveRunListingTitles(
  db: Database,
  run: LoadedRun,
  products: Parameters<typeof saveListingTitles>[2],
): Promise<void> {
  return saveListingTitles(db, run.campaign.id, products);
}

/**
 * Pauses the campaign of a run that cannot go on (its blog unreachable run after run), as the user's
 * own pause would: it keeps its next slot. True when this call paused it; the caller holds the
 * account lock.
 */
export function pauseCampaignOfRun(tx: Tx, run: LoadedRun, now: Date): Promise<boolean> {
  return pauseCampaign(tx, run.campaign.id, now);
}

/**
 * Takes (or renews) the run's lease for `owner` until `ms` from now: false while another attempt
 * holds an unexpired lease, or when the run is already finished.
 */
export async function acquireLease(
  db: Database,
  executionId: string,
  owner: string,
  ms: number,
): Promise<boolean> {
  const taken = await db
    .update(executions)
    .set({
      leaseOwner: owner,
      leaseUntil: sql`now() + ${`${ms} milliseconds`}::interval`,
      attempts: sql`${executions.attempts} + (CASE WHEN ${executions.leaseOwner} IS DISTINCT FROM ${owner} THEN 1 ELSE 0 END)`,
    })
    .where(
      and(
        eq(executions.id, executionId),
        // A draft waiting for review is the user's to move on (approve queues it again).
        sql`${executions.status} NOT IN ('completed', 'failed', 'discarded', 'review')`,
        or(
          isNull(executions.leaseUntil),
          lt(executions.leaseUntil, sql`now()`),
          eq(executions.leaseOwner, owner),
        ),
      ),
    )
    .returning({ id: executions.id });
  return taken.length > 0;
}

/**
 * Holds a finished run (completed, or its draft waiting for review) for `owner` for `ms`, while a
 * change of its post (an image made again) is written: false when another change or attempt holds it.
 * Released with releaseLease.
 */
export async function holdFinishedRun(
  db: Database,
  executionId: string,
  owner: string,
  ms: number,
): Promise<boolean> {
  const held = await db
    .update(executions)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + ${`${ms} milliseconds`}::interval` })
    .where(
      and(
        eq(executions.id, executionId),
        sql`${executions.status} IN ('completed', 'review')`,
        or(isNull(executions.leaseUntil), lt(executions.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: executions.id });
  return held.length > 0;
}

/** Merges `result` into a finished run's result data (its top-level keys replaced). */
export async function mergeRunResult(
  db: Database,
  executionId: string,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .update(executions)
    .set({
      resultData: sql`${executions.resultData} || ${JSON.stringify(result)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(executions.id, executionId));
}

export async function releaseLease(db: Database, executionId: string, owner: string): Promise<void> {
  await db
    .update(executions)
    .set({ leaseOwner: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(executions.id, executionId), eq(executions.leaseOwner, owner)));
}

/**
 * Gives the run back at a clean stop (SIGTERM): the lease freed at once, not at its expiry, and the
 * attempt not counted (a deploy is no failure of the run). False when `owner` no longer held it.
 */
export async function handBackLease(db: Database, executionId: string, owner: string): Promise<boolean> {
  const freed = await db
    .update(executions)
    .set({
      leaseOwner: null,
      leaseUntil: null,
      attempts: sql`greatest(${executions.attempts} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(and(eq(executions.id, executionId), eq(executions.leaseOwner, owner)))
    .returning({ id: executions.id });
  return freed.length > 0;
}

const NO_IMAGES = { image1: null, image2: null, image3: null };

/**
 * The image retention's candidates, a page at a time by id (after `after`): runs that still show
 * images and were taken down from the blog before `before` (`unpublished`), or failed or were
 * discarded before it (a failed run may still have a live post: the caller checks).
 */
export async function runsWithPostGone(
  db: Database,
  { before, after, limit }: { before: Date; after?: string; limit: number },
): Promise<{ id: string; unpublished: boolean }[]> {
  return db
    .select({ id: executions.id, unpublished: sql<boolean>`${executions.unpublishedAt} IS NOT NULL` })
    .from(executions)
    .where(
      and(
        after ? gt(executions.id, after) : undefined,
        or(
          lt(executions.unpublishedAt, before),
          and(inArray(executions.status, ['failed', 'discarded']), lt(executions.completedAt, before)),
        ),
        sql`${executions.resultData}->'images' IS DISTINCT FROM ${JSON.stringify(NO_IMAGES)}::jsonb`,
        sql`${executions.resultData} ? 'images'`,
      ),
    )
    .orderBy(executions.id)
    .limit(limit);
}

/** The runs show no images any more (theirs were deleted). */
export async function forgetRunImages(db: Database, executionIds: string[]): Promise<void> {
  if (executionIds.length === 0) return;
  await db
    .update(executions)
    .set({
      // The pins and the featured image (issue 32) alike.
      resultData: sql`${executions.resultData} || ${JSON.stringify({ images: NO_IMAGES, featured_image: null })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(inArray(executions.id, executionIds));
}

/**
 * The runs that ended badly since `since`, the newest first, for the operators' view: failed runs, and
 * completed runs whose pins failed (their message opens with Messages.pinsFailed).
 */
export function runFailuresSince(db: Database, since: Date, limit: number) {
  const campaign = campaignOfRun(db, executions.campaignId);
  return db
    .select({
      id: executions.id,
      campaignId: executions.campaignId,
      campaignName: campaign.campaignName,
      userId: executions.userId,
      runNumber: executions.runNumber,
      status: executions.status,
      completedAt: executions.completedAt,
      errorMessage: executions.errorMessage,
      resultData: executions.resultData,
    })
    .from(executions)
    .innerJoinLateral(campaign, sql`true`)
    .where(
      and(
        sql`${executions.completedAt} >= ${since.toISOString()}`,
        or(
          eq(executions.status, 'failed'),
          and(
            eq(executions.status, 'completed'),
            eq(executions.autoPostPinterest, true),
            or(
              sql`${executions.errorMessage} LIKE ${`${Messages.pinsFailed}%`}`,
              // A queued pin Pinterest refused later (issue 32).
              sql`EXISTS (SELECT 1 FROM ${scheduledPins} WHERE ${scheduledPins.executionId} = ${executions.id} AND ${scheduledPins.status} = 'failed')`,
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(executions.completedAt))
    .limit(limit);
}

/** The statuses of a run in progress (PRODUCT.md §4: `queued` counts as in progress). */
const IN_PROGRESS = ['pending', 'queued', 'processing', 'processing_images'] as const;

/**
 * Runs in progress that no attempt holds: their lease lapsed before `leaseLapsedBefore`, or they have
 * none and have not changed since `unclaimedBefore` (the stranded-run sweeper's candidates, which it
 * checks against the queue), the oldest change first.
 */
export function runsNobodyWorksOn(
  db: Database,
  {
    leaseLapsedBefore,
    unclaimedBefore,
    limit,
  }: { leaseLapsedBefore: Date; unclaimedBefore: Date; limit: number },
) {
  return db
    .select({ id: executions.id, userId: executions.userId, attempts: executions.attempts })
    .from(executions)
    .where(
      and(
        inArray(executions.status, [...IN_PROGRESS]),
        or(
          lt(executions.leaseUntil, leaseLapsedBefore),
          and(isNull(executions.leaseUntil), lt(executions.updatedAt, unclaimedBefore)),
        ),
      ),
    )
    .orderBy(executions.updatedAt)
    .limit(limit);
}

export interface RunProgress {
  status?: ExecutionStatus;
  currentStep?: number;
  /** Merged into the stored checkpoint. */
  checkpoint?: ExecutionCheckpoint;
  /** Merged into result_data (top-level keys). */
  result?: Partial<ExecutionResult>;
  errorMessage?: string | null;
  completedAt?: Date;
  /** The site the run publishes to: kept once set (the run's post stays where it went). */
  wordpressSiteId?: string;
}

/** Records progress of the run held by `owner`; false when the lease was lost (another attempt took over). */
export async function recordProgress(
  db: Database,
  executionId: string,
  owner: string,
  progress: RunProgress,
  /** Extends the lease by this much in the same statement. */
  renewMs?: number,
): Promise<boolean> {
  const updated = await db
    .update(executions)
    .set({
      ...(renewMs ? { leaseUntil: sql`now() + ${`${renewMs} milliseconds`}::interval` } : {}),
      ...(progress.status ? { status: progress.status } : {}),
      // A run that ends lets go of its lease in the same write: a process killed right after it
      // would otherwise leave a finished run held by a dead owner (the crash test's step 7).
      ...(progress.status === 'completed' || progress.status === 'failed'
        ? { leaseOwner: null, leaseUntil: null }
        : {}),
      ...(progress.currentStep ? { currentStep: progress.currentStep } : {}),
      ...(progress.checkpoint
        ? { checkpoint: sql`${executions.checkpoint} || ${JSON.stringify(progress.checkpoint)}::jsonb` }
        : {}),
      ...(progress.result
        ? { resultData: sql`${executions.resultData} || ${JSON.stringify(progress.result)}::jsonb` }
        : {}),
      ...(progress.errorMessage !== undefined ? { errorMessage: progress.errorMessage } : {}),
      ...(progress.completedAt ? { completedAt: progress.completedAt } : {}),
      ...(progress.wordpressSiteId
        ? { wordpressSiteId: sql`coalesce(${executions.wordpressSiteId}, ${progress.wordpressSiteId}::uuid)` }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(executions.id, executionId), eq(executions.leaseOwner, owner)))
    .returning({ id: executions.id });
  return updated.length > 0;
}

/** A run's results outside the pipeline's lease (posting an image from the modal). */
export async function appendPinterestPost(
  db: Database,
  executionId: string,
  post: ExecutionResult['pinterest_posts'][number],
) {
  await db
    .update(executions)
    .set({
      resultData: sql`jsonb_set(${executions.resultData}, '{pinterest_posts}', coalesce(${executions.resultData}->'pinterest_posts', '[]'::jsonb) || ${JSON.stringify([post])}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(executions.id, executionId));
}

/** What a campaign's earlier run was about: its subject, angle and pins' words. */
export interface EarlierRun {
  subject: string;
  angle: string;
  /** Its search phrase (issue 31; none before): no two runs of a campaign target one. */
  searchPhrase?: string;
  pins: { title: string; description: string }[];
}

/**
 * The campaign's earlier runs that chose a subject, newest first (20 at most): each run picks an angle
 * none of them took, and pins none of them wrote.
 */
export async function earlierRuns(
  db: Database,
  campaignId: string,
  beforeRun: number,
): Promise<EarlierRun[]> {
  const rows = await db
    .select({
      subject: sql<EarlierRun['subject'] | null>`${executions.checkpoint}->'subject'->>'subject'`,
      angle: sql<EarlierRun['angle'] | null>`${executions.checkpoint}->'subject'->>'angle'`,
      searchPhrase: sql<string | null>`${executions.checkpoint}->'subject'->>'searchPhrase'`,
      pins: sql<unknown>`${executions.checkpoint}->'pins'`,
      shown: sql<string | null>`${executions.resultData}->>'subject'`,
    })
    .from(executions)
    .where(and(eq(executions.campaignId, campaignId), lt(executions.runNumber, beforeRun)))
    .orderBy(desc(executions.runNumber))
    .limit(20);
  return rows.flatMap((row) => {
    const subject = row.subject ?? row.shown;
    if (!subject) return [];
    const pins = Array.isArray(row.pins)
      ? row.pins.flatMap((pin: { title?: unknown; description?: unknown }) =>
          typeof pin?.title === 'string' && typeof pin.description === 'string'
            ? [{ title: pin.title, description: pin.description }]
            : [],
        )
      : [];
    return [
      {
        subject,
        angle: row.angle ?? '',
        ...(row.searchPhrase ? { searchPhrase: row.searchPhrase } : {}),
        pins,
      },
    ];
  });
}

/** A live post of a campaign's run: its title and public address. */
export interface CampaignPost {
  executionId: string;
  title: string;
  link: string;
}

/** The WordPress sites the campaign's live posts are on (one, unless its site changed). */
export async function campaignSiteIds(db: Database, campaignId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ siteId: executions.wordpressSiteId })
    .from(executions)
    .where(
      and(
        eq(executions.campaignId, campaignId),
        eq(executions.status, 'completed'),
        isNull(executions.unpublishedAt),
        isNotNull(executions.wordpressSiteId),
      ),
    );
  return rows.flatMap((row) => (row.siteId ? [row.siteId] : []));
}

/**
 * The live posts of the campaign's other runs (completed and not taken down), newest first (10 at
 * most): what a new post links to first, and what a campaign's posts list under "More comparisons".
 */
export async function livePostsOfCampaign(
  db: Database,
  campaignId: string,
  options: {
    /** A run left out (the one asking). */
    except?: string;
    limit?: number;
    /** Only the posts on this WordPress site: links stay within one site. */
    siteId?: string;
  } = {},
): Promise<CampaignPost[]> {
  const rows = await db
    .select({
      executionId: executions.id,
      title: sql<string | null>`${executions.checkpoint}->'plan'->>'title'`,
      // A completed run's post is live: `live`, or its `post` from before drafts waited.
      link: sql<
        string | null
      >`coalesce(${executions.checkpoint}->'live'->>'link', ${executions.checkpoint}->'post'->>'link')`,
    })
    .from(executions)
    .where(
      and(
        eq(executions.campaignId, campaignId),
        options.except === undefined ? undefined : ne(executions.id, options.except),
        options.siteId === undefined ? undefined : eq(executions.wordpressSiteId, options.siteId),
        eq(executions.status, 'completed'),
        isNull(executions.unpublishedAt),
      ),
    )
    .orderBy(desc(executions.runNumber))
    .limit(options.limit ?? 10);
  return rows.flatMap((row) =>
    row.title && row.link ? [{ executionId: row.executionId, title: row.title, link: row.link }] : [],
  );
}

/**
 * The articles of the campaign's other runs and of the user's runs about the same two products (any
 * campaign, deleted ones too, in either order), newest first: what a new article must not repeat. Runs that never got an
 * article, and refunded ones (their post was taken back), are left out.
 */
export async function articlesAboutProducts(
  db: Database,
  {
    userId,
    campaignId,
    asins,
    exceptExecutionId,
    limit = 50,
  }: {
    userId: string;
    campaignId: string;
    asins: [string, string];
    exceptExecutionId: string;
    limit?: number;
  },
): Promise<{ executionId: string; article: unknown }[]> {
  const pair = sql`jsonb_build_array(${executions.checkpoint}->'products'->0->>'asin', ${executions.checkpoint}->'products'->1->>'asin')`;
  return db
    .select({ executionId: executions.id, article: sql<unknown>`${executions.checkpoint}->'article'` })
    .from(executions)
    .where(
      and(
        eq(executions.userId, userId),
        sql`${executions.id} <> ${exceptExecutionId}`,
        sql`jsonb_typeof(${executions.checkpoint}->'article') = 'object'`,
        or(eq(executions.campaignId, campaignId), sql`${pair} @> ${JSON.stringify(asins)}::jsonb`),
        sql`not (${executions.status} = 'failed' and ${executions.resultData}->'images'->>'image1' is null)`,
      ),
    )
    .orderBy(desc(executions.startedAt))
    .limit(limit);
}

/**
 * The campaign's last `count` finished runs (completed or failed), the latest first: their status and
 * what they said. A campaign's failure streak is read from them rather than kept as a count.
 */
export async function lastFinishedRuns(
  db: Database,
  campaignId: string,
  count: number,
): Promise<{ status: ExecutionStatus; errorMessage: string | null }[]> {
  return db
    .select({ status: executions.status, errorMessage: executions.errorMessage })
    .from(executions)
    .where(and(eq(executions.campaignId, campaignId), sql`${executions.status} IN ('completed', 'failed')`))
    .orderBy(sql`${executions.completedAt} DESC NULLS LAST`, desc(executions.runNumber))
    .limit(count);
}

/** The user's runs changed since `since` (a pin made since then changed its run's result). */
export async function runsTouchedSince(db: Database, userId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: executions.id })
    .from(executions)
    .where(and(eq(executions.userId, userId), sql`${executions.updatedAt} >= ${since.toISOString()}`));
  return rows.map((row) => row.id);
}

/**
 * Review mode (issue 27): the run's attempt stops at its draft. The lease holder marks the run
 * `review`, its draft waiting; true the first time (the draft-ready mail goes once).
 */
export async function holdRunForReview(db: Database, executionId: string, owner: string): Promise<boolean> {
  const held = await db
    .update(executions)
    .set({ status: 'review', reviewState: 'waiting', updatedAt: new Date() })
    .where(
      and(eq(executions.id, executionId), eq(executions.leaseOwner, owner), isNull(executions.reviewState)),
    )
    .returning({ id: executions.id });
  return held.length > 0;
}

/** The user's run whose draft waits for review (the only one a decision applies to). */
const waitingDraft = (userId: string, executionId: string) =>
  and(
    eq(executions.id, executionId),
    eq(executions.userId, userId),
    eq(executions.status, 'review'),
    eq(executions.reviewState, 'waiting'),
  );

/**
 * The user approves a waiting draft: the run is queued again (its attempts counted afresh: the
 * review was no failure) and resumes at its approval step. Undefined unless the user's run waits.
 */
export async function approveWaitingRun(
  tx: Tx,
  userId: string,
  executionId: string,
  now = new Date(),
): Promise<ExecutionRow | undefined> {
  const [row] = await tx
    .update(executions)
    .set({ reviewState: 'approved', reviewedAt: now, status: 'queued', attempts: 0, updatedAt: now })
    .where(waitingDraft(userId, executionId))
    .returning();
  return row;
}

/**
 * A waiting draft claimed for discarding, before its post and media are deleted from the blog (so no
 * approval can slip in between); undefined unless it waited.
 */
export async function discardWaitingRun(
  db: Database,
  userId: string,
  executionId: string,
  now = new Date(),
): Promise<ExecutionRow | undefined> {
  const [row] = await db
    .update(executions)
    .set({ reviewState: 'discarded', reviewedAt: now, status: 'discarded', completedAt: now, updatedAt: now })
    .where(waitingDraft(userId, executionId))
    .returning();
  return row;
}

/** A discard the blog refused: the draft waits again (what was deleted stays marked so). */
export async function undoDiscard(db: Database, executionId: string): Promise<void> {
  await db
    .update(executions)
    .set({
      reviewState: 'waiting',
      reviewedAt: null,
      status: 'review',
      completedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(executions.id, executionId), eq(executions.status, 'discarded')));
}

/**
 * The run's live post claimed as taken down (by the user from the run, or with its campaign), before
 * its pins and post are: from then on nothing pins it, and its queued pins are cancelled. False when
 * it already was.
 */
export async function markRunUnpublished(
  db: Database,
  executionId: string,
  by: 'user' | 'campaign',
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(executions)
      .set({ unpublishedAt: now, unpublishedBy: by, updatedAt: now })
      .where(and(eq(executions.id, executionId), isNull(executions.unpublishedAt)))
      .returning({ id: executions.id });
    // Its pins waiting in the queue will never go (issue 32).
    if (marked.length > 0) await cancelQueuedPins(tx, executionId);
    return marked.length > 0;
  });
}

/** An unpublish the blog or Pinterest refused: the post is live again, as it is. */
export async function undoUnpublish(db: Database, executionId: string): Promise<void> {
  await db
    .update(executions)
    .set({ unpublishedAt: null, unpublishedBy: null, updatedAt: new Date() })
    .where(eq(executions.id, executionId));
}

/**
 * The user's edit of the post kept as the run's own (the plan's title, meta description and excerpt,
 * and the article), so the next rendering and the Content Library read what the blog shows.
 */
export async function saveEditedPost(
  db: Database,
  executionId: string,
  edited: { plan: Record<string, unknown>; article: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  await db
    .update(executions)
    .set({
      checkpoint: sql`${executions.checkpoint} || ${JSON.stringify(edited)}::jsonb`,
      editedAt: now,
      updatedAt: now,
    })
    .where(eq(executions.id, executionId));
}

/** Saves the run's products as a price refresh read them again (refresh-prices.ts). */
export async function saveRunProducts(db: Database, executionId: string, products: unknown[]): Promise<void> {
  await db
    .update(executions)
    .set({ checkpoint: sql`${executions.checkpoint} || ${JSON.stringify({ products })}::jsonb` })
    .where(eq(executions.id, executionId));
}

/**
 * The campaign's runs to take down with it (issue 27): every one not already down, failed or
 * discarded — those still working too (their `unpublish-run` job waits for them to finish).
 */
export async function runsToTakeDown(
  db: Database | Tx,
  userId: string,
  campaignId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: executions.id })
    .from(executions)
    .where(
      and(
        eq(executions.userId, userId),
        eq(executions.campaignId, campaignId),
        isNull(executions.unpublishedAt),
        sql`${executions.status} NOT IN ('failed', 'discarded')`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A deleted campaign's posts taken down too (the user's choice, issue 27), in the deletion's
 * transaction: a job per run (`unpublish-run`: generation's takeDownRun), so a long campaign's
 * deletion does not wait on the blog.
 */
export async function takeDownCampaignPosts(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  userId: string,
  campaignId: string,
): Promise<void> {
  const runs = await runsToTakeDown(tx, userId, campaignId);
  await ctx.jobs.enqueueMany(
    'unpublish-run',
    runs.map((executionId) => ({ executionId })),
    { tx, groupOf: () => userId },
  );
}

/** "Run now": only an active campaign with runs left (PRODUCT.md §4), through the scheduler's own path. */
export async function runCampaignNow(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  userId: string,
  campaignId: string,
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) throw campaignNotFound();
    const campaign = await lockCampaign(tx, campaignId, userId);
    if (!campaign) throw campaignNotFound();
    return startRun(tx, ctx.jobs, campaign, { trigger: 'manual', now });
  });
}

/** The runs of campaigns, as the campaigns module's routes are given them (app.ts). */
export function campaignRuns(ctx: Pick<AppContext, 'jobs'>): CampaignRuns {
  return {
    async startFirstRun(tx, campaign, now) {
      const run = await startRun(tx, ctx.jobs, campaign, { trigger: 'create', now });
      return { campaign: run.campaign, execution: presentExecution(run.execution, run.campaign) };
    },
    takeDownPosts: (tx, userId, campaignId) => takeDownCampaignPosts(ctx, tx, userId, campaignId),
  };
}

/**
 * Refunds a failed run inside `tx` (credits back once, keyed refund:<execution id>) and, when this
 * call refunded it, gives its campaign the slot back (campaign-schedule.service's giveSlotBack). True
 * when the run's credits are back, now or earlier.
 */
export async function refundFailedRun(
  tx: Tx,
  run: { executionId: string; userId: string },
  now = new Date(),
): Promise<boolean> {
  const refund = await refundRun(tx, run.userId, run.executionId);
  if (refund !== 'refunded') return refund === 'refunded-earlier';
  const [found] = await tx
    .select({ campaignId: executions.campaignId, scheduledFor: executions.scheduledFor })
    .from(executions)
    .where(eq(executions.id, run.executionId))
    .limit(1);
  // The account is locked (by the refund): now the campaign.
  if (found) await giveSlotBack(tx, found, now);
  return true;
}

/** Issue 33: a run's end may finish its campaign (the pipeline tells its owner through this). */
export { mailIfCampaignFinished } from './campaign-mails.ts';
export type { ExecutionRow };
