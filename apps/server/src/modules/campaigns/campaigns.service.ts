/**
 * The rules of SPEC §4/§5 for campaigns: create (first run at once, or at a chosen start), list with
 * the four stats, pause/resume, frequency, delete and "Run now". Every query is scoped to the user;
 * another user's campaign is not found.
 */
import {
  type CampaignStats,
  type CreateCampaignInput,
  ErrorCode,
  Messages,
  type UpdateCampaignBody,
} from '@aa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/errors.ts';
import type { CampaignRow, ExecutionRow } from './campaign.presenter.ts';
import { checkProductUrl } from './product-url.ts';
import { lockCampaign, startRun } from './start-run.ts';

export const campaignNotFound = () => AppError.notFound(Messages.campaignNotFound);
const completedCampaign = () => new AppError(ErrorCode.CAMPAIGN_COMPLETED, Messages.campaignCompleted, 409);

export async function listCampaigns(db: Database, userId: string): Promise<CampaignRow[]> {
  return db.select().from(campaigns).where(eq(campaigns.userId, userId)).orderBy(desc(campaigns.createdAt));
}

export function campaignStats(rows: CampaignRow[]): CampaignStats {
  return {
    totalCampaigns: rows.length,
    activeCampaigns: rows.filter((row) => row.status === 'active').length,
    completedCampaigns: rows.filter((row) => row.status === 'completed').length,
    articlesGenerated: rows.reduce((sum, row) => sum + row.articlesGenerated, 0),
  };
}

export async function findCampaign(db: Database, userId: string, campaignId: string): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId)))
    .limit(1);
  if (!row) throw campaignNotFound();
  return row;
}

/**
 * Creates a campaign. Without `startAt` its first run starts in the same transaction (SPEC §4: the
 * generation modal opens at once), so a user without the credits for it gets INSUFFICIENT_CREDITS and
 * no campaign; with `startAt` the scheduler takes its first run then.
 */
export async function createCampaign(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  userId: string,
  input: CreateCampaignInput,
  now = new Date(),
): Promise<{ campaign: CampaignRow; execution: ExecutionRow | null }> {
  const product1Url = checkProductUrl(input.product1Url, 'product1Url');
  const product2Url = checkProductUrl(input.product2Url, 'product2Url');
  const startAt = input.startAt ? new Date(input.startAt) : null;
  if (startAt && startAt.getTime() <= now.getTime())
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.startDateInPast, 400, {
      errors: { startAt: [Messages.startDateInPast] },
    });

  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({
        userId,
        name: input.name,
        product1Url,
        product2Url,
        frequency: input.frequency,
        totalRuns: input.totalRuns,
        remainingRuns: input.totalRuns,
        nextRun: startAt ?? now,
        autoPostPinterest: input.autoPostPinterest,
        selectedPinterestBoardId: input.selectedPinterestBoardId,
        selectedPinterestBoardName: input.selectedPinterestBoardName,
        descriptionPinterest: input.descriptionPinterest,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('campaign insert returned nothing');
    if (startAt) return { campaign: created, execution: null };
    const run = await startRun(tx, ctx.jobs, created, { trigger: 'create', now });
    return { campaign: run.campaign, execution: run.execution };
  });
}

/** PATCH: pause/resume or a new frequency; a completed campaign is locked (SPEC §4). */
export async function updateCampaign(
  db: Database,
  userId: string,
  campaignId: string,
  change: UpdateCampaignBody,
  now = new Date(),
): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId, userId);
    if (!campaign) throw campaignNotFound();
    if (campaign.status === 'completed') throw completedCampaign();
    const set: Partial<typeof campaigns.$inferInsert> = { updatedAt: now };
    if ('status' in change) {
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

/** Deletes a campaign and its runs' records; what it published stays on the blog and on Pinterest. */
export async function deleteCampaign(db: Database, userId: string, campaignId: string): Promise<void> {
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId)))
    .returning({ id: campaigns.id });
  if (deleted.length === 0) throw campaignNotFound();
}

/** "Run now": only an active campaign with runs left (SPEC §4), through the scheduler's own path. */
export async function runCampaignNow(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  userId: string,
  campaignId: string,
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId, userId);
    if (!campaign) throw campaignNotFound();
    return startRun(tx, ctx.jobs, campaign, { trigger: 'manual', now });
  });
}

/** Counts a run that published its article (the "Articles Generated" card). */
export async function countPublishedArticle(db: Database, campaignId: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ articlesGenerated: sql`${campaigns.articlesGenerated} + 1` })
    .where(eq(campaigns.id, campaignId));
}
