/**
 * What a user does with a run's post (issue 27): review mode's draft (read it as it will look, edit it,
 * approve it, discard it), and a live post's edit and unpublish. Every outside change goes through the
 * adapters publishing uses, recorded as publishing records it (a publication row per object), so each
 * action is safe to repeat; each is refused (404) for another user's run and (409) when the run's state
 * does not allow it.
 *
 * - hold: the pipeline's attempt stopped at a review run's draft (steps/approval.ts): the run shows
 *   `review`, and the user is mailed once (and once more a week later if it still waits);
 * - approve: the run is queued again, resumes at its approval step, publishes and pins;
 * - discard: the draft and its images deleted from the blog (for good); the credits stay spent;
 * - edit: the title, meta description, excerpt and article saved as the run's own and the post on the
 *   blog updated (a draft stays a draft, a live post stays live);
 * - unpublish: the pins deleted, the post moved to WordPress's trash; the run says when and by whom.
 */
import {
  type ArticleLanguage,
  appLink,
  articleLanguageSchema,
  type EditArticleBody,
  ErrorCode,
  type Execution,
  Messages,
  paths,
  type RunArticle,
  storeById,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { jobIdFor } from '../../jobs/job-id.ts';
import { AppError } from '../../lib/errors.ts';
import {
  approveWaitingRun,
  discardWaitingRun,
  type ExecutionRow,
  findExecution,
  holdRunForReview,
  liveRunsOfCampaign,
  loadRun,
  markRunUnpublished,
  saveEditedPost,
} from '../campaigns/executions.service.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { runMailRecipient } from '../users/users.service.ts';
import { generationServices } from './generation-services.ts';
import { imagePath, imagesOf } from './images.ts';
import { findPublication } from './publications.ts';
import { renderRunPost, updateRunPost } from './publish-article.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';
import { unpublishDelivery, withdrawDelivery } from './withdraw-delivery.ts';

type Deps = AppContext;
type Run = NonNullable<Awaited<ReturnType<typeof loadRun>>>;

/** A draft untouched this long is reminded once. */
export const DRAFT_REMINDER_MS = 7 * 86_400_000;

const conflict = (message: string) => new AppError(ErrorCode.RUN_STATE_CONFLICT, message, 409);

/** The run's page of its post (review or edit), for the mails. */
const reviewLink = (appUrl: string, executionId: string) => appLink(appUrl, paths.runPost(executionId));

const languageOf = (run: Run): ArticleLanguage =>
  articleLanguageSchema.catch('en').parse(run.campaign.language);

/** Mails the user that the run's draft waits (or, `reminder`, still waits a week on), unless run mails are off. */
async function mailDraft(ctx: Deps, run: Run, reminder: boolean): Promise<void> {
  const user = await runMailRecipient(ctx, run.execution.userId);
  if (!user) return;
  await ctx.mail.queue(
    user.email,
    {
      template: 'draft-ready',
      language: user.language,
      props: {
        firstName: user.firstName,
        campaignName: run.campaign.name,
        runNumber: run.execution.runNumber,
        postTitle: readCheckpoint(run.execution.checkpoint).plan?.title ?? run.campaign.name,
        reviewUrl: reviewLink(ctx.config.appUrl, run.execution.id),
        reminder,
      },
    },
    undefined,
    `${reminder ? 'draft-reminder' : 'draft-ready'}:${run.execution.id}`,
  );
}

/**
 * The attempt stopped at a review run's draft (the lease holder's call): the run shows `review`; the
 * first time, the user is mailed and reminded a week later if the draft still waits.
 */
export async function holdForReview(ctx: Deps, executionId: string, owner: string): Promise<void> {
  if (!(await holdRunForReview(ctx.db, executionId, owner))) return;
  const run = await loadRun(ctx.db, executionId);
  if (!run) return;
  await mailDraft(ctx, run, false);
  await ctx.jobs.enqueue(
    'remind-draft',
    { executionId },
    {
      id: jobIdFor(`remind-draft:${executionId}`),
      startAfter: new Date(Date.now() + DRAFT_REMINDER_MS),
      group: run.execution.userId,
    },
  );
}

/** The `remind-draft` job: a draft still waiting a week on is mailed about once more. */
export async function remindDraft(ctx: Deps, executionId: string): Promise<void> {
  const run = await loadRun(ctx.db, executionId);
  if (run?.execution.status !== 'review' || run.execution.reviewState !== 'waiting') return;
  await mailDraft(ctx, run, true);
}

/** The user's run and what its post is (404 for another user's run). */
async function usersRun(ctx: Deps, userId: string, executionId: string) {
  const { row } = await findExecution(ctx.db, userId, executionId);
  const run = await loadRun(ctx.db, executionId);
  if (!run) throw AppError.notFound(Messages.executionNotFound);
  const checkpoint = readCheckpoint(row.checkpoint);
  const publication = await findPublication(ctx.db, executionId, 'post');
  return { row, run, checkpoint, publication };
}

/** Whether another attempt holds the run right now (its pipeline is writing its post). */
const busy = (row: ExecutionRow) => row.leaseUntil !== null && row.leaseUntil.getTime() > Date.now();

/** Approves a waiting draft: the run is queued to publish it and pin it. */
export async function approveRun(ctx: Deps, userId: string, executionId: string): Promise<Execution> {
  await usersRun(ctx, userId, executionId);
  const approved = await ctx.db.transaction(async (tx) => {
    const row = await approveWaitingRun(tx, userId, executionId);
    if (row) await ctx.jobs.enqueue('run-execution', { executionId }, { tx, group: userId });
    return row;
  });
  if (!approved) throw conflict(Messages.runNotWaitingForReview);
  return (await findExecution(ctx.db, userId, executionId)).wire;
}

/** What a run delivered, as withdrawing or unpublishing it finds it: its post's title, its pins' board. */
function delivered(
  userId: string,
  executionId: string,
  run: { campaign: { selectedPinterestBoardId: string | null; selectedPinterestBoardName: string | null } },
  checkpoint: ReturnType<typeof readCheckpoint>,
) {
  return {
    userId,
    executionId,
    title: checkpoint.plan?.title,
    campaignBoard: {
      id: run.campaign.selectedPinterestBoardId,
      name: run.campaign.selectedPinterestBoardName,
    },
  };
}

/** Discards a waiting draft: its post and images deleted from the blog, for good. */
export async function discardRun(ctx: Deps, userId: string, executionId: string): Promise<Execution> {
  const { row, run, checkpoint } = await usersRun(ctx, userId, executionId);
  if (row.status !== 'review' || row.reviewState !== 'waiting')
    throw conflict(Messages.runNotWaitingForReview);
  const withdrawn = await withdrawDelivery(ctx, delivered(userId, executionId, run, checkpoint));
  if (!withdrawn) throw new AppError(ErrorCode.WORDPRESS_UNREACHABLE, Messages.runPostUnreachable, 502);
  await discardWaitingRun(ctx.db, userId, executionId);
  return (await findExecution(ctx.db, userId, executionId)).wire;
}

/**
 * Takes a run's live post down: its pins deleted, the post moved to the blog's trash; the run records
 * when, and `by` whom (the user from the run, or the deletion of its campaign).
 */
export async function unpublishRun(
  ctx: Deps,
  userId: string,
  executionId: string,
  by: 'user' | 'campaign' = 'user',
): Promise<Execution> {
  const { row, run, checkpoint, publication } = await usersRun(ctx, userId, executionId);
  const live = publication?.status === 'done' && publication.details.published === true;
  if (!live || row.unpublishedAt || !livePost(checkpoint)) throw conflict(Messages.runNotLive);
  if (busy(row)) throw conflict(Messages.runBusy);
  const done = await unpublishDelivery(ctx, delivered(userId, executionId, run, checkpoint));
  if (!done) throw new AppError(ErrorCode.WORDPRESS_UNREACHABLE, Messages.runPostUnreachable, 502);
  await markRunUnpublished(ctx.db, executionId, by);
  return (await findExecution(ctx.db, userId, executionId)).wire;
}

/**
 * A deleted campaign's posts taken down too (the user's choice, issue 27): each live post unpublished
 * and each waiting draft discarded, by a job per run (`unpublish-run`), so a long campaign's deletion
 * does not wait on the blog.
 */
export async function unpublishCampaignPosts(ctx: Deps, userId: string, campaignId: string): Promise<void> {
  const runs = await liveRunsOfCampaign(ctx.db, userId, campaignId);
  await ctx.jobs.enqueueMany(
    'unpublish-run',
    runs.map((executionId) => ({ executionId })),
    { groupOf: () => userId },
  );
}

/** The `unpublish-run` job: a deleted campaign's run taken down (a post unpublished, a draft discarded). */
export async function takeDownRun(ctx: Deps, executionId: string): Promise<void> {
  const run = await loadRun(ctx.db, executionId);
  if (!run) return;
  const userId = run.execution.userId;
  try {
    if (run.execution.status === 'review') await discardRun(ctx, userId, executionId);
    else await unpublishRun(ctx, userId, executionId, 'campaign');
  } catch (error) {
    // Nothing (left) to take down: another call did it, or there never was a live post.
    if (error instanceof AppError && error.code === ErrorCode.RUN_STATE_CONFLICT) return;
    throw error;
  }
}

/** What the run's post can be edited as: the draft waiting, or the live post; undefined otherwise. */
function editablePost(
  row: ExecutionRow,
  checkpoint: ReturnType<typeof readCheckpoint>,
  publication: Awaited<ReturnType<typeof findPublication>>,
) {
  if (row.unpublishedAt || publication?.status !== 'done' || !checkpoint.post) return undefined;
  const waiting = row.status === 'review' && row.reviewState === 'waiting';
  const live = publication.details.published === true;
  return waiting || live ? { postId: checkpoint.post.postId, live } : undefined;
}

/** The run's post as the review and edit page shows it. */
export async function runArticle(ctx: Deps, userId: string, executionId: string): Promise<RunArticle> {
  const { row, run, checkpoint, publication } = await usersRun(ctx, userId, executionId);
  const { products, plan, article, pins } = checkpoint;
  if (!products || !plan || !article || !pins) throw conflict(Messages.runPostNotEditable);
  const images = await imagesOf(ctx.db, executionId);
  const store = storeById(run.campaign.store);
  const tag = store ? (await findAmazonTag(ctx.db, userId, store.id))?.affiliateTag : undefined;
  const post = editablePost(row, checkpoint, publication);
  const language = languageOf(run);
  return {
    execution_id: executionId,
    campaign_id: row.campaignId,
    status: row.status,
    review: row.reviewState
      ? { state: row.reviewState, reviewed_at: row.reviewedAt?.toISOString() ?? null }
      : null,
    live: post?.live ?? false,
    editable: post !== undefined,
    post_url: livePost(checkpoint)?.link ?? null,
    language,
    products: [
      run.campaign.product1Title ?? products[0].title,
      run.campaign.product2Title ?? products[1].title,
    ],
    edited_at: row.editedAt?.toISOString() ?? null,
    post: {
      title: plan.title,
      metaDescription: plan.metaDescription,
      excerpt: plan.excerpt,
      article,
    },
    html: renderRunPost(
      generationServices(ctx),
      { products, plan, article, images, pins },
      {
        tag: tag ?? '',
        store,
        language,
        // The app's own address of each image: a preview loads nothing from elsewhere.
        imageUrl: (image) => `${ctx.config.appUrl}${imagePath(image.id)}`,
        structuredData: false,
      },
    ),
  };
}

/** Saves the user's edit of the run's post, on the blog first, then as the run's own. */
export async function editRunArticle(
  ctx: Deps,
  userId: string,
  executionId: string,
  edit: EditArticleBody,
): Promise<RunArticle> {
  const { row, run, checkpoint, publication } = await usersRun(ctx, userId, executionId);
  const post = editablePost(row, checkpoint, publication);
  const { products, plan, pins } = checkpoint;
  if (!post || !products || !plan || !pins) throw conflict(Messages.runPostNotEditable);
  if (busy(row)) throw conflict(Messages.runBusy);
  const site = await findWordPressSite(ctx, userId);
  const store = storeById(run.campaign.store);
  const tag = store ? (await findAmazonTag(ctx.db, userId, store.id))?.affiliateTag : undefined;
  if (!site || !tag) throw conflict(Messages.runPostNotEditable);
  const editedPlan = {
    ...plan,
    title: edit.title,
    metaDescription: edit.metaDescription,
    excerpt: edit.excerpt,
  };
  const parts = {
    products,
    plan: editedPlan,
    article: edit.article,
    images: await imagesOf(ctx.db, executionId),
    pins,
  };
  await updateRunPost(ctx, generationServices(ctx), {
    executionId,
    site,
    postId: post.postId,
    parts,
    tag,
    store,
    language: languageOf(run),
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.WORDPRESS_UNREACHABLE, Messages.runPostUnreachable, 502);
  });
  await saveEditedPost(ctx.db, executionId, { plan: editedPlan, article: edit.article });
  return runArticle(ctx, userId, executionId);
}
