/**
 * The rules of PRODUCT.md §4/§5 for campaigns: create (first run at once, or at a chosen start), list with
 * the four stats, pause/resume, frequency and delete. Every query is scoped to the user; another
 * user's campaign is not found, and so is a deleted one (its runs stay in the Content Library).
 * Locks: the account first, then the campaign. Runs are the runs module's, which sits above this one:
 * what a campaign asks of its runs goes through the `CampaignRuns` port app.ts wires in, and the
 * schedule as runs start and end is campaign-schedule.service.ts.
 */
import {
  type AmazonStore,
  type ArticleLanguage,
  type CampaignStats,
  type CreateCampaignInput,
  type EditCampaignBody,
  ErrorCode,
  type Execution,
  Messages,
  type UpdateCampaignBody,
} from '@aa/contracts';
import { type AnyColumn, and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { type CampaignBoard, campaigns } from '../../db/schema/campaigns.ts';
import { unwrittenLanguage } from '../../integrations/ai/ai-models.ts';
import type { ProductInfo } from '../../integrations/amazon/amazon-products.ts';
import { canonicalProductUrl } from '../../integrations/amazon/asin.ts';
import { AppError } from '../../lib/errors.ts';
import { lockAccount } from '../credits/credits.service.ts';
import { openPinterestIfConnected, withPinterestToken } from '../pinterest/pinterest-connection.ts';
import { hasAmazonTag } from '../platforms/platforms.service.ts';
import { findWordPressSiteRow } from '../platforms/wordpress-connection.ts';
import { userTimeZone } from '../users/users.service.ts';
import type { CampaignRow } from './campaign.presenter.ts';
import { lockCampaign } from './campaign-schedule.service.ts';
import { initialProductTitle } from './product-titles.ts';
import { campaignProducts, checkProductUrl, readProductPages } from './product-url.ts';

export const campaignNotFound = () => AppError.notFound(Messages.campaignNotFound);
const completedCampaign = () => new AppError(ErrorCode.CAMPAIGN_COMPLETED, Messages.campaignCompleted, 409);

const notDeleted = isNull(campaigns.deletedAt);

/** A campaign in a store its owner has no tag for: it says which store, and the web links to where to add it. */
export function storeNeedsTag(store: string): AppError {
  return new AppError(
    ErrorCode.AMAZON_TAG_MISSING,
    Messages.campaignStoreNeedsTag.replaceAll('{{store}}', store),
    409,
    { store },
  );
}

/**
 * A run of a campaign whose owner's tag for its store is the tour's demo tag, to a site other than the
 * demo blog (issue 33): refused before it is paid for, saying to add their own tag (the web links to
 * where, as for a missing one).
 */
export function demoTagElsewhere(store: string): AppError {
  return new AppError(
    ErrorCode.AMAZON_TAG_MISSING,
    Messages.demoTagElsewhere.replaceAll('{{store}}', store),
    409,
    { store },
  );
}

/**
 * What a campaign asks of its runs, implemented by the runs module (`campaignRuns`) and wired in by
 * app.ts: runs know campaigns, campaigns know only this port.
 */
export interface CampaignRuns {
  /** Starts a new campaign's first run in the creation's transaction (its account and row locked). */
  startFirstRun(
    tx: Tx,
    campaign: CampaignRow,
    now: Date,
  ): Promise<{ campaign: CampaignRow; execution: Execution }>;
  /** Takes a deleted campaign's live posts down, in the deletion's transaction (issue 27). */
  takeDownPosts(tx: Tx, userId: string, campaignId: string): Promise<void>;
}

/** The user's campaigns (not deleted), newest first, and the four stat cards. */
export async function listCampaigns(
  db: Database,
  userId: string,
): Promise<{ campaigns: CampaignRow[]; stats: CampaignStats }> {
  const [rows, [articles]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.userId, userId), notDeleted))
      .orderBy(desc(campaigns.createdAt)),
    // Deleted campaigns' articles are still on the blog and were paid for: they keep counting.
    db
      .select({ total: sql<number>`coalesce(sum(${campaigns.articlesGenerated}), 0)::int` })
      .from(campaigns)
      .where(eq(campaigns.userId, userId)),
  ]);
  return {
    campaigns: rows,
    stats: {
      totalCampaigns: rows.length,
      activeCampaigns: rows.filter((row) => row.status === 'active').length,
      completedCampaigns: rows.filter((row) => row.status === 'completed').length,
      articlesGenerated: articles?.total ?? 0,
    },
  };
}

export async function findCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId), deleted ? undefined : notDeleted))
    .limit(1);
  if (!row) throw campaignNotFound();
  return row;
}

/** A refusal of the board field, as the creation form shows it under the board picker. */
const boardRefused = (code: ErrorCode, message: string, status: number) =>
  new AppError(code, message, status, { errors: { selectedPinterestBoardId: [message] } });

/**
 * The boards a campaign is created with (issue 32: several, each with a section if wanted; else the
 * selected board alone), read from the user's Pinterest account: each id must be one of the account's
 * own boards (the browser's may be anyone's), each section one of that board's, and the names are
 * Pinterest's, never the client's (issue 26 #6). No board asks nothing of Pinterest, so auto-post
 * without a board works as before, connected or not (its runs pin to the default board). A board from
 * a user with no Pinterest connected, or whose connection can no longer be refreshed, cannot be
 * checked: refused, nothing stored. The first board is the selected one.
 */
async function ownCampaignBoards(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config'>,
  userId: string,
  input: Pick<CreateCampaignInput, 'selectedPinterestBoardId' | 'pinterestBoards'>,
): Promise<CampaignBoard[]> {
  const asked =
    input.pinterestBoards && input.pinterestBoards.length > 0
      ? input.pinterestBoards
      : input.selectedPinterestBoardId
        ? [{ boardId: input.selectedPinterestBoardId, sectionId: null }]
        : [];
  if (asked.length === 0) return [];
  const opened = await openPinterestIfConnected(ctx, userId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.PINTEREST_NOT_CONNECTED) return undefined;
    throw error;
  });
  if (!opened)
    throw boardRefused(ErrorCode.PINTEREST_NOT_CONNECTED, Messages.campaignBoardNeedsPinterest, 409);
  const all = await withPinterestToken(opened.accessToken, Messages.pinterestBoardsFailed, (token) =>
    ctx.pinterest.listAllBoards(token),
  );
  const boards: CampaignBoard[] = [];
  for (const { boardId, sectionId } of asked) {
    if (boards.some((board) => board.id === boardId)) continue;
    const board = all.find((candidate) => candidate.id === boardId);
    if (!board) throw boardRefused(ErrorCode.VALIDATION_ERROR, Messages.pinBoardNotYours, 400);
    let section: { id: string; name: string } | undefined;
    if (sectionId) {
      const sections = await withPinterestToken(opened.accessToken, Messages.boardSectionsFailed, (token) =>
        ctx.pinterest.listBoardSections(token, board.id),
      );
      section = sections.find((candidate) => candidate.id === sectionId);
      if (!section) throw boardRefused(ErrorCode.VALIDATION_ERROR, Messages.boardSectionNotFound, 400);
    }
    boards.push({
      id: board.id,
      name: board.name,
      sectionId: section?.id ?? null,
      sectionName: section?.name ?? null,
    });
  }
  return boards;
}

type CreateContext = Pick<AppContext, 'db' | 'jobs' | 'amazon' | 'secrets' | 'pinterest' | 'config'>;

/** What creating a campaign checked and read before its transaction. */
export interface CheckedCampaign {
  product1Url: string;
  product2Url: string;
  startAt: Date | null;
  store: AmazonStore;
  asins: [string, string];
  language: ArticleLanguage;
  /** The boards its pins rotate over (the first is the selected board); none: the default board. */
  boards: CampaignBoard[];
  pages: [ProductInfo | null, ProductInfo | null];
}

/**
 * Everything a campaign's creation refuses, checked before any write (the form's create and each row
 * of an import): its links, two products in one store, a start in the future, a language the writer
 * writes, a tag for the store, the user's own site and board, and both products' pages (a page the
 * store no longer has is refused). `boards`: boards already found on the account (an import reads the
 * boards once). Throws the AppError the form shows, its field named.
 */
export async function checkCampaign(
  ctx: Omit<CreateContext, 'jobs'>,
  userId: string,
  input: CreateCampaignInput,
  {
    now = new Date(),
    languages,
    boards: knownBoards,
  }: {
    now?: Date;
    languages?: readonly ArticleLanguage[];
    boards?: CampaignBoard[];
  } = {},
): Promise<CheckedCampaign> {
  const product1Url = checkProductUrl(input.product1Url, 'product1Url');
  const product2Url = checkProductUrl(input.product2Url, 'product2Url');
  const startAt = input.startAt ? new Date(input.startAt) : null;
  if (startAt && startAt.getTime() <= now.getTime())
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.startDateInPast, 400, {
      errors: { startAt: [Messages.startDateInPast] },
    });
  const { store, asins } = await campaignProducts(ctx.amazon, product1Url, product2Url);
  const language = input.language ?? store.language;
  const unwritten = unwrittenLanguage(languages, language);
  if (unwritten)
    throw new AppError(ErrorCode.VALIDATION_ERROR, unwritten, 400, { errors: { language: [unwritten] } });
  if (!(await hasAmazonTag(ctx.db, userId, store.id))) throw storeNeedsTag(store.id);
  // One of the user's own sites (another user's id is a site this user does not have).
  if (input.wordpressSiteId && !(await findWordPressSiteRow(ctx.db, userId, input.wordpressSiteId)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.wordpressSiteNotFound, 400, {
      errors: { wordpressSiteId: [Messages.wordpressSiteNotFound] },
    });
  // Pinterest and Amazon are asked before the transaction: no lock is held across their round trips.
  const boards = knownBoards ?? (await ownCampaignBoards(ctx, userId, input));
  // Their pages in the store, short links already followed.
  const pages = await readProductPages(ctx.amazon, [
    canonicalProductUrl(asins[0], store),
    canonicalProductUrl(asins[1], store),
  ]);
  return { product1Url, product2Url, startAt, store, asins, language, boards, pages };
}

/**
 * Creates a campaign. Its store is its products' (both in one store) and its article language the
 * one chosen, else the store's; a store the user has no tag for is refused (AMAZON_TAG_MISSING), since
 * its links would earn nothing. Without `startAt` its first run starts in the same transaction
 * (PRODUCT.md §4: the generation modal opens at once), so a user without the credits for it gets
 * INSUFFICIENT_CREDITS and no campaign; with `startAt` the scheduler takes its first run then. A
 * language the server's writer does not write (`languages`: the generation services' own; the
 * offline writer's English and French) is refused here, rather than charged, failed and refunded at
 * every run. Its boards are the user's own Pinterest boards (`ownCampaignBoards`). `checked`: what
 * checkCampaign already found for this input (an import's confirmed row).
 */
export async function createCampaign(
  ctx: CreateContext,
  userId: string,
  input: CreateCampaignInput,
  {
    runs,
    now = new Date(),
    languages,
    checked,
  }: {
    runs: Pick<CampaignRuns, 'startFirstRun'>;
    now?: Date;
    languages?: readonly ArticleLanguage[];
    checked?: CheckedCampaign;
  },
): Promise<{ campaign: CampaignRow; execution: Execution | null }> {
  const { product1Url, product2Url, startAt, store, language, boards, pages } =
    checked ?? (await checkCampaign(ctx, userId, input, { now, ...(languages ? { languages } : {}) }));
  const listingTitle = (page: ProductInfo | null, url: string) =>
    page?.source === 'page' ? page.title : initialProductTitle(url);

  return ctx.db.transaction(async (tx) => {
    // The account before the insert: the insert's foreign-key lock on the account row, taken first,
    // would otherwise meet the debit's FOR UPDATE of a concurrent creation (a deadlock).
    if (!(await lockAccount(tx, userId))) throw campaignNotFound();
    const [created] = await tx
      .insert(campaigns)
      .values({
        userId,
        name: input.name,
        product1Url,
        product2Url,
        product1Title: listingTitle(pages[0], product1Url),
        product2Title: listingTitle(pages[1], product2Url),
        product1Notes: input.product1Notes,
        product2Notes: input.product2Notes,
        product1ManufacturerUrl: input.product1ManufacturerUrl,
        product2ManufacturerUrl: input.product2ManufacturerUrl,
        store: store.id,
        language,
        // The form sends the browser's; an import or an API call without one takes the account's.
        timeZone: input.timeZone ?? (await userTimeZone(tx, userId)),
        frequency: input.frequency,
        totalRuns: input.totalRuns,
        remainingRuns: input.totalRuns,
        nextRun: startAt ?? now,
        autoPostPinterest: input.autoPostPinterest,
        selectedPinterestBoardId: boards[0]?.id ?? null,
        selectedPinterestBoardName: boards[0]?.name ?? null,
        pinterestBoards: boards,
        descriptionPinterest: input.descriptionPinterest,
        publishing: input.publishing,
        wordpressSiteId: input.wordpressSiteId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('campaign insert returned nothing');
    if (startAt) {
      // A page that could not be read now is tried again by a job, after this commits.
      if (pages.some((page) => page?.source !== 'page'))
        await ctx.jobs.enqueue('look-up-products', { campaignId: created.id }, { tx });
      return { campaign: created, execution: null };
    }
    return runs.startFirstRun(tx, created, now);
  });
}

/**
 * PATCH: pause/resume or a new frequency, and a completed campaign is locked (PRODUCT.md §4); or a
 * product's notes or manufacturer page (issue 29), which the next run reads, whatever the status.
 */
export async function updateCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  change: UpdateCampaignBody,
  now = new Date(),
  /** The languages the writer writes (issue 33: an edited language is checked as at creation). */
  languages?: readonly ArticleLanguage[],
): Promise<CampaignRow> {
  if ('language' in change && change.language) {
    const unwritten = unwrittenLanguage(languages, change.language);
    if (unwritten)
      throw new AppError(ErrorCode.VALIDATION_ERROR, unwritten, 400, { errors: { language: [unwritten] } });
  }
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId, userId);
    if (!campaign) throw campaignNotFound();
    const set: Partial<typeof campaigns.$inferInsert> = { updatedAt: now };
    if ('totalRuns' in change || 'name' in change || 'language' in change || 'publishing' in change)
      Object.assign(set, editedCampaign(campaign, change, now));
    else if (!('status' in change) && !('frequency' in change)) Object.assign(set, change);
    else if (campaign.status === 'completed') throw completedCampaign();
    else if ('status' in change) {
      set.status = change.status;
      // A resumed campaign whose slot passed while it was paused runs at the next tick, then keeps
      // its grid; one that never had a slot gets one now.
      if (change.status === 'active' && !campaign.nextRun) set.nextRun = now;
    } else {
      set.frequency = change.frequency;
      // The next run moves with the frequency, counted from the last run; a campaign that has not run
      // yet keeps its first run (its chosen start).
      if (campaign.lastRun)
        set.nextRun = new Date(
          Math.max(now.getTime(), campaign.lastRun.getTime() + change.frequency * 3_600_000),
        );
    }
    const [updated] = await tx.update(campaigns).set(set).where(eq(campaigns.id, campaign.id)).returning();
    if (!updated) throw campaignNotFound();
    return updated;
  });
}

/**
 * The edit of issue 33: the fields named change. The number of runs counts the runs already started
 * (it cannot go below them); more runs extend a finished campaign, which is active again and runs at its
 * next slot (a run is paid when it starts, as always). A run already started keeps its language and
 * publishing mode; the next ones take the new ones.
 */
function editedCampaign(
  campaign: CampaignRow,
  change: EditCampaignBody,
  now: Date,
): Partial<typeof campaigns.$inferInsert> {
  const set: Partial<typeof campaigns.$inferInsert> = {};
  if (change.name !== undefined) set.name = change.name.trim();
  if (change.language !== undefined) set.language = change.language;
  if (change.publishing !== undefined) set.publishing = change.publishing;
  if (change.product1Notes !== undefined) set.product1Notes = change.product1Notes;
  if (change.product2Notes !== undefined) set.product2Notes = change.product2Notes;
  if (change.totalRuns !== undefined) {
    const used = campaign.totalRuns - campaign.remainingRuns;
    if (change.totalRuns < Math.max(1, used)) {
      const message = Messages.totalRunsBelowStarted.replace('{{count}}', String(used));
      throw new AppError(ErrorCode.VALIDATION_ERROR, message, 400, { errors: { totalRuns: [message] } });
    }
    set.totalRuns = change.totalRuns;
    set.remainingRuns = change.totalRuns - used;
    if (campaign.status === 'completed' && set.remainingRuns > 0) {
      set.status = 'active';
      set.nextRun = campaign.lastRun
        ? new Date(Math.max(now.getTime(), campaign.lastRun.getTime() + campaign.frequency * 3_600_000))
        : now;
    } else if (set.remainingRuns === 0 && campaign.status !== 'completed') {
      set.status = 'completed';
      set.nextRun = null;
    }
  }
  return set;
}

/**
 * Deletes a campaign: it never runs again and leaves the list, but its row stays (soft delete) so its
 * runs, what the user paid for and what is live on the blog, stay in the Content Library and keep
 * counting as articles generated. One row changed: no lock beyond the campaign's.
 */
export async function deleteCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  now = new Date(),
): Promise<void> {
  const deleted = await db
    .update(campaigns)
    .set({ deletedAt: now, status: 'paused', nextRun: null, updatedAt: now })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId), notDeleted))
    .returning({ id: campaigns.id });
  if (deleted.length === 0) throw campaignNotFound();
}

/**
 * Pauses an active campaign (not deleted) for the system, as the user's own pause would: it keeps its
 * next slot, so resuming continues. True when this call paused it. The caller holds the account lock.
 */
export async function pauseCampaign(tx: Tx, campaignId: string, now = new Date()): Promise<boolean> {
  const paused = await tx
    .update(campaigns)
    .set({ status: 'paused', updatedAt: now })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'active'), notDeleted))
    .returning({ id: campaigns.id });
  return paused.length > 0;
}

/** Counts a run that published its article (the "Articles Generated" card). */
export async function countPublishedArticle(db: Database, campaignId: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ articlesGenerated: sql`${campaigns.articlesGenerated} + 1` })
    .where(eq(campaigns.id, campaignId));
}

/** A campaign by id, deleted or not (a run's own campaign, for its pipeline). */
export async function findCampaignRow(db: Database, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  return row;
}

/**
 * What a run shows of its campaign (its name; its deletion: the runs of a deleted campaign stay; its language, the one of runs from before their subject recorded it), as a
 * lateral subquery on the campaign's primary key for the runs module's lists and pages.
 */
export function campaignOfRun(db: Database, campaignId: AnyColumn) {
  return db
    .select({
      campaignName: campaigns.name,
      campaignDeletedAt: campaigns.deletedAt,
      campaignLanguage: campaigns.language,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .as('run_campaign');
}
