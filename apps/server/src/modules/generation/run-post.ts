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
  appLink,
  type EditArticleBody,
  ErrorCode,
  type Execution,
  Messages,
  paths,
  type RunArticle,
  storeById,
  storedArticleLanguage,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { jobIdFor } from '../../jobs/job-id.ts';
import { AppError } from '../../lib/errors.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findRunSite } from '../platforms/wordpress-connection.ts';
import { presentReview } from '../runs/run.presenter.ts';
import {
  approveWaitingRun,
  discardWaitingRun,
  type ExecutionRow,
  findExecution,
  holdRunForReview,
  type LoadedRun,
  loadRun,
  markRunUnpublished,
  saveEditedPost,
  undoDiscard,
  undoUnpublish,
} from '../runs/runs.service.ts';
import { accountMailRecipient } from '../users/users.service.ts';
import { relinkCampaign } from './campaign-links.ts';
import { generationServices } from './generation-services.ts';
import { imagePath, imagesOf } from './images.ts';
import { findPublication, publicationsOf } from './publications.ts';
import { renderRunPost, updateRunPost } from './publish-article.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';
import { deliveredBy, withdrawDelivery } from './withdraw-delivery.ts';

type Deps = AppContext;
type Run = LoadedRun;

/** A draft untouched this long is reminded once. */
const DRAFT_REMINDER_MS = 7 * 86_400_000;

export const conflict = (message: string) => new AppError(ErrorCode.RUN_STATE_CONFLICT, message, 409);

/** The run's page of its post (review or edit), for the mails. */
const reviewLink = (appUrl: string, executionId: string) => appLink(appUrl, paths.runPost(executionId));

/**
 * Mails the user that the run's draft waits (or, `reminder`, still waits a week on), unless they
 * switched the draft mails off (issue 33: its own switch, no longer the run mails').
 */
async function mailDraft(ctx: Deps, run: Run, reminder: boolean, tx?: Tx): Promise<void> {
  const user = await accountMailRecipient(tx ?? ctx.db, run.execution.userId, 'draftReady');
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
    tx,
    `${reminder ? 'draft-reminder' : 'draft-ready'}:${run.execution.id}`,
  );
}

/**
 * The attempt stopped at a review run's draft (the lease holder's call): the run shows `review`, and
 * in the same transaction the user is mailed and reminded a week later if the draft still waits (so
 * a failure leaves neither the state without its mail nor the mail twice).
 */
export async function holdForReview(ctx: Deps, executionId: string, owner: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await holdRunForReview(tx, executionId, owner))) return;
    const run = await loadRun(tx, executionId);
    if (!run) return;
    await mailDraft(ctx, run, false, tx);
    await ctx.jobs.enqueue(
      'remind-draft',
      { executionId },
      {
        tx,
        id: jobIdFor(`remind-draft:${executionId}`),
        startAfter: new Date(Date.now() + DRAFT_REMINDER_MS),
        group: run.execution.userId,
      },
    );
  });
}

/** The `remind-draft` job: a draft still waiting a week on is mailed about once more. */
export async function remindDraft(ctx: Deps, executionId: string): Promise<void> {
  const run = await loadRun(ctx.db, executionId);
  if (run?.execution.status !== 'review') return;
  await mailDraft(ctx, run, true);
}

/** The user's run and what its post is (404 for another user's run). */
export async function usersRun(ctx: Deps, userId: string, executionId: string) {
  const run = await loadRun(ctx.db, executionId);
  if (run?.execution.userId !== userId) throw AppError.notFound(Messages.executionNotFound);
  const row = run.execution;
  const checkpoint = readCheckpoint(row.checkpoint);
  const publication = await findPublication(ctx.db, executionId, 'post');
  return { row, run, checkpoint, publication };
}

/** The run as the app shows it, once an action changed it. */
export const shown = async (ctx: Deps, userId: string, executionId: string) =>
  (await findExecution(ctx.db, userId, executionId)).wire;

/** Whether another attempt holds the run right now (its pipeline is writing its post). */
export const busy = (row: ExecutionRow) => row.leaseUntil !== null && row.leaseUntil.getTime() > Date.now();

/**
 * Approves a waiting draft: the run is queued to publish it and pin it. A draft a failed discard left
 * partly deleted on the blog cannot be published any more: it can only be discarded again.
 */
export async function approveRun(ctx: Deps, userId: string, executionId: string): Promise<Execution> {
  const partlyDeleted = (await publicationsOf(ctx.db, executionId)).some((row) => row.status === 'deleted');
  const approved =
    !partlyDeleted &&
    (await ctx.db.transaction(async (tx) => {
      const row = await approveWaitingRun(tx, userId, executionId);
      if (row) await ctx.jobs.enqueue('run-execution', { executionId }, { tx, group: userId });
      return row;
    }));
  if (!approved) {
    await usersRun(ctx, userId, executionId);
    throw conflict(partlyDeleted ? Messages.draftPartlyDeleted : Messages.runNotWaitingForReview);
  }
  return shown(ctx, userId, executionId);
}

export const blogRefused = () =>
  new AppError(ErrorCode.WORDPRESS_UNREACHABLE, Messages.runPostUnreachable, 502);

/**
 * Discards a waiting draft: the run is claimed as discarded first (no approval can slip in), then its
 * post and images are deleted from the blog, for good. If the blog refuses, the draft waits again.
 */
export async function discardRun(ctx: Deps, userId: string, executionId: string): Promise<Execution> {
  const { run } = await usersRun(ctx, userId, executionId);
  if (!(await discardWaitingRun(ctx.db, userId, executionId)))
    throw conflict(Messages.runNotWaitingForReview);
  if (!(await withdrawDelivery(ctx, deliveredBy(run)))) {
    await undoDiscard(ctx.db, executionId);
    throw blogRefused();
  }
  return shown(ctx, userId, executionId);
}

/**
 * Takes a run's live post down: the run is marked first (from then on nothing pins it), then its pins
 * are deleted and the post moved to the blog's trash; the run records when, and `by` whom (the user
 * from the run, or the deletion of its campaign). If the blog or Pinterest refuses, it is live again.
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
  if (!(await markRunUnpublished(ctx.db, executionId, by))) throw conflict(Messages.runNotLive);
  if (!(await withdrawDelivery(ctx, deliveredBy(run), { trash: true }))) {
    await undoUnpublish(ctx.db, executionId);
    throw blogRefused();
  }
  // The campaign's other posts stop listing it under "More comparisons".
  await relinkCampaign(ctx, run.campaign.id, `${executionId}:down:${Date.now()}`);
  return shown(ctx, userId, executionId);
}

/** Thrown while a run to take down is still working: its job is retried once the run has finished. */
export class RunStillWorking extends Error {
  override name = 'RunStillWorking';
}

/** What a takedown may find already done: nothing (left) to take down. */
const NOTHING_TO_TAKE_DOWN: readonly string[] = [Messages.runNotLive, Messages.runNotWaitingForReview];

/**
 * The `unpublish-run` job: a deleted campaign's run taken down (a post unpublished, a draft
 * discarded), once it has finished working; a run that failed took back what it delivered itself.
 */
export async function takeDownRun(ctx: Deps, executionId: string): Promise<void> {
  const run = await loadRun(ctx.db, executionId);
  if (!run) return;
  const { status, userId } = run.execution;
  if (status === 'failed' || status === 'discarded') return;
  if (status !== 'review' && status !== 'completed')
    throw new RunStillWorking(`run ${executionId} is still working`);
  try {
    if (status === 'review') await discardRun(ctx, userId, executionId);
    else await unpublishRun(ctx, userId, executionId, 'campaign');
  } catch (error) {
    // Another call took it down first, or there never was a live post. Busy: the job tries again.
    if (error instanceof AppError && NOTHING_TO_TAKE_DOWN.includes(error.message)) return;
    throw error;
  }
}

/** What the run's post can be edited as: the draft waiting, or the live post; undefined otherwise. */
export function editablePost(
  row: ExecutionRow,
  checkpoint: ReturnType<typeof readCheckpoint>,
  publication: Awaited<ReturnType<typeof findPublication>>,
) {
  if (row.unpublishedAt || publication?.status !== 'done' || !checkpoint.post) return undefined;
  const waiting = row.status === 'review';
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
  const language = storedArticleLanguage(run.campaign.language);
  return {
    execution_id: executionId,
    campaign_id: row.campaignId,
    status: row.status,
    review: presentReview(row),
    live: post?.live ?? false,
    editable: post !== undefined,
    post_url: row.unpublishedAt ? null : (livePost(checkpoint)?.link ?? null),
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
      { products, plan, article, images, pins, related: checkpoint.links },
      {
        tag: tag ?? '',
        store,
        language,
        // The app's own address of each image: a preview loads nothing from elsewhere.
        imageUrl: (image) => `${ctx.config.appUrl}${imagePath(image.id)}`,
        structuredData: false,
        productImages: false,
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
  const site = await findRunSite(ctx, run);
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
    related: checkpoint.links,
  };
  await updateRunPost(ctx, generationServices(ctx), {
    campaignId: run.campaign.id,
    executionId,
    site,
    postId: post.postId,
    parts,
    tag,
    store,
    language: storedArticleLanguage(run.campaign.language),
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.WORDPRESS_UNREACHABLE, Messages.runPostUnreachable, 502);
  });
  await saveEditedPost(ctx.db, executionId, { plan: editedPlan, article: edit.article });
  return runArticle(ctx, userId, executionId);
}
