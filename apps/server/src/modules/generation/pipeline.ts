/**
 * The generation pipeline of one run (PRODUCT.md §4's seven steps, PRODUCT.md §11):
 *
 *   1 product information ─┐
 *   2 trend research ──────┴─ 3 subject ─┬─ 4 pin copy + images ───────────────┬─ 7 publish
 *                                        └─ 5 blog planning ─ 6 blog writing ──┘
 *
 * Independent work runs at once (both products, the research beside them, the images beside the
 * planning and writing). Every step's result is checkpointed in the execution, so a retry resumes
 * after the last finished step; publishing goes through `publishOnce`, so a retry never posts twice.
 * One attempt works on a run at a time (the execution's lease). When the last attempt fails, the run
 * is marked failed with a message for the user. Its credits are refunded (and its slot given back to
 * the campaign, its images discarded) unless its article was published; a run that had delivered
 * something outside (a draft, media, a pin) first deletes it there, and is refunded only when that
 * worked and the account had fewer than REFUNDS_AFTER_DELIVERY_PER_DAY such refunds in 24 hours.
 */

import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ExecutionResult,
  IMAGES_PER_EXECUTION,
  Messages,
  REFUNDS_AFTER_DELIVERY_PER_DAY,
} from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { countPublishedArticle, refundFailedRun } from '../campaigns/campaigns.service.ts';
import {
  acquireLease,
  earlierSubjects,
  loadRun,
  type RunProgress,
  recordProgress,
  releaseLease,
} from '../campaigns/executions.service.ts';
import { lockAccount, runsRefundedSince } from '../credits/credits.service.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { discardImages, imagePath, imagesOf, saveImage } from './images.ts';
import { pinImage } from './pins.ts';
import { LeaseLostError, PermanentRunError, RUN_ATTEMPTS, RunBusyError } from './pipeline-errors.ts';
import { findPublication, withdrawnRuns } from './publications.ts';
import { publishArticle } from './publish-article.ts';
import {
  ARTICLE_PARTS,
  type Article,
  type BlogPlan,
  type GenerationServices,
  type RunCheckpoint,
} from './services.ts';
import { runDelivered, withdrawDelivery } from './withdraw-delivery.ts';

/** The lease outlives the longest single outside call (AI calls time out sooner), renewed per step. */
export const LEASE_MS = 3 * 60_000;

export type RunOutcome = 'completed' | 'failed' | 'gone' | 'lease-lost';

export async function runExecution(
  ctx: AppContext,
  services: GenerationServices,
  executionId: string,
  log: FastifyBaseLogger,
  { owner = randomUUID(), leaseMs = LEASE_MS }: { owner?: string; leaseMs?: number } = {},
): Promise<RunOutcome> {
  if (!(await acquireLease(ctx.db, executionId, owner, leaseMs))) {
    const run = await loadRun(ctx.db, executionId);
    if (!run || run.execution.status === 'completed' || run.execution.status === 'failed') return 'gone';
    throw new RunBusyError(`run ${executionId} is being worked on by another attempt`);
  }
  try {
    await work(ctx, services, executionId, owner, leaseMs);
    return 'completed';
  } catch (error) {
    if (error instanceof LeaseLostError) return 'lease-lost';
    const run = await loadRun(ctx.db, executionId);
    if (!run) return 'gone';
    const permanent = error instanceof PermanentRunError || run.execution.attempts >= RUN_ATTEMPTS;
    log.warn(
      { err: error, executionId, attempt: run.execution.attempts, permanent },
      'generation step failed',
    );
    if (!permanent) throw error;
    try {
      await failRun(ctx, executionId, owner, run, userMessage(error));
    } catch (failure) {
      // Another attempt took the run over: it fails (or finishes) the run itself.
      if (failure instanceof LeaseLostError) return 'lease-lost';
      throw failure;
    }
    return 'failed';
  } finally {
    await releaseLease(ctx.db, executionId, owner);
  }
}

function userMessage(error: unknown): string {
  if (error instanceof PermanentRunError || error instanceof AppError) return error.message;
  return Messages.generationFailed;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Marks the run failed with `message` and what became of its credits. Safe to run twice (a retry
 * after a crash): deletions skip what is already deleted, the refund is keyed by the run.
 */
async function failRun(
  ctx: AppContext,
  executionId: string,
  owner: string,
  { execution, campaign }: NonNullable<Awaited<ReturnType<typeof loadRun>>>,
  message: string,
) {
  const userId = execution.userId;
  const post = await findPublication(ctx.db, executionId, 'post');
  // A published article is what the run was paid for: never refunded.
  const published = post?.status === 'done' && post.details.published === true;
  const delivered = !published && (await runDelivered(ctx, executionId));
  const withdrawn =
    delivered &&
    (await withdrawDelivery(ctx, {
      userId,
      executionId,
      title: (execution.checkpoint as RunCheckpoint).plan?.title,
      campaignBoard: { id: campaign.selectedPinterestBoardId, name: campaign.selectedPinterestBoardName },
    }));
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const finish = async (errorMessage: string, refunded = false) => {
      const done = await recordProgress(tx, executionId, owner, {
        status: 'failed',
        errorMessage,
        completedAt: now,
        ...(refunded ? { result: { images: { image1: null, image2: null, image3: null } } } : {}),
      });
      // Lost the lease: roll the refund back, the attempt holding the run decides.
      if (!done) throw new LeaseLostError();
    };
    if (published) return finish(message);
    if (delivered && !withdrawn) return finish(`${message} ${Messages.runWithdrawFailed}`);
    // The account first (its refunds are counted, then changed), then the campaign.
    await lockAccount(tx, userId);
    if (delivered) {
      const refunded = await runsRefundedSince(tx, userId, new Date(now.getTime() - DAY_MS));
      const earlier = await withdrawnRuns(
        tx,
        refunded.filter((id) => id !== executionId),
      );
      if (!refunded.includes(executionId) && earlier.size >= REFUNDS_AFTER_DELIVERY_PER_DAY)
        return finish(`${message} ${Messages.runRefundLimitReached}`);
    }
    if (!(await refundFailedRun(tx, { executionId, userId }, now))) return finish(message);
    // Refunded: its images are not the user's to serve or pin any more.
    await discardImages(tx, executionId);
    return finish(`${message} ${Messages.creditsRefunded}`, true);
  });
}

async function work(
  ctx: AppContext,
  services: GenerationServices,
  executionId: string,
  owner: string,
  leaseMs: number,
) {
  const run = await loadRun(ctx.db, executionId);
  if (!run) return;
  const { execution, campaign } = run;
  const userId = execution.userId;
  const checkpoint = { ...(execution.checkpoint as RunCheckpoint) };

  /** Records progress; a lost lease stops this attempt. Renews the lease as it goes. */
  const progress = async (change: RunProgress) => {
    // Only the lease holder's update lands (and renews the lease); a lost lease stops this attempt.
    if (!(await recordProgress(ctx.db, executionId, owner, change, leaseMs))) throw new LeaseLostError();
  };
  const save = async (part: Partial<RunCheckpoint>, change: RunProgress = {}) => {
    Object.assign(checkpoint, part);
    await progress({ ...change, checkpoint: part });
  };

  // Nothing can be published without a blog: fail early (and refund) rather than after the AI work.
  const site = await findWordPressSite(ctx, userId);
  if (!site) throw new PermanentRunError(Messages.runNeedsWordPress);
  const tag = (await findAmazonTag(ctx.db, userId))?.affiliateTag;
  if (!tag) throw new PermanentRunError(Messages.runNeedsAmazonTag);

  await progress({ status: 'processing', currentStep: checkpoint.subject ? 4 : 1, errorMessage: null });

  // Every run of a campaign is told the subjects before it, so it picks a fresh one.
  const earlier = await earlierSubjects(ctx.db, campaign.id, execution.runNumber);

  // Steps 1 and 2: the products (both at once) and the trends beside them.
  const [products, trends] = await settleBoth([
    checkpoint.products ??
      Promise.all([services.product(campaign.product1Url), services.product(campaign.product2Url)]).then(
        async (found) => {
          await save(
            { products: found },
            {
              currentStep: 2,
              result: {
                product_links: {
                  product1: services.affiliateUrl(found[0].asin, tag),
                  product2: services.affiliateUrl(found[1].asin, tag),
                },
              },
            },
          );
          return found;
        },
      ),
    checkpoint.trends ??
      services
        .trends({
          userId,
          productUrls: [campaign.product1Url, campaign.product2Url],
          earlierSubjects: earlier,
        })
        .then(async (found) => {
          await save({ trends: found });
          return found;
        }),
  ]);

  // Step 3: a subject unlike the campaign's earlier runs'.
  const subject =
    checkpoint.subject ??
    (await (async () => {
      await progress({ currentStep: 3 });
      const chosen = await services.subject({
        products,
        trends,
        earlierSubjects: earlier,
      });
      await save({ subject: chosen }, { result: { subject: chosen.subject } });
      return chosen;
    })());

  await progress({ status: 'processing_images', currentStep: checkpoint.plan ? 6 : 4 });

  // Step 4 beside steps 5 and 6. Pins drawn by this attempt stay in memory for the upload.
  const drawnPngs = new Map<number, Buffer>();
  const imagesBranch = (async () => {
    const pins = checkpoint.pins ?? (await services.pinCopy({ products, subject }));
    if (!checkpoint.pins) await save({ pins });
    const stored = await imagesOf(ctx.db, executionId);
    // The missing pins, drawn at once (their rasterising runs off the main thread).
    const missing = Array.from({ length: IMAGES_PER_EXECUTION }, (_, index) => index + 1).filter(
      (number) => !stored.some((image) => image.number === number),
    );
    const drawn = await Promise.all(
      missing.map(async (number) => {
        const copy = pins[number - 1] ?? pins[0];
        if (!copy) throw new Error('pin copy is empty');
        const image = await services.composePin({
          title: copy.title,
          products,
          variant: number as 1 | 2 | 3,
        });
        drawnPngs.set(number, image.png);
        return saveImage(ctx.db, executionId, number, image);
      }),
    );
    stored.push(...drawn);
    stored.sort((a, b) => a.number - b.number);
    const images = Object.fromEntries(
      stored.map((image) => [`image${image.number}`, imagePath(image.id)]),
    ) as ExecutionResult['images'];
    await progress({ result: { images, step1_completed: true } });
    return stored;
  })();
  const blogBranch = (async () => {
    const plan: BlogPlan =
      checkpoint.plan ??
      (await services.plan({ products, subject, trends }).then(async (made) => {
        await save({ plan: made }, { currentStep: 6 });
        return made;
      }));
    const article: Article =
      checkpoint.article ??
      (await Promise.all(ARTICLE_PARTS.map((part) => services.write({ products, subject, plan, part }))).then(
        async (parts) => {
          const made = Object.assign({}, ...parts) as Article;
          await save({ article: made });
          return made;
        },
      ));
    return { plan, article };
  })();
  const [images, { plan, article }] = await settleBoth([imagesBranch, blogBranch]);

  // Step 7: the post (its media, then a draft with a fixed slug, then published), then the pins.
  await progress({ currentStep: 7 });
  const post = await publishArticle(ctx, services, {
    executionId,
    site,
    tag,
    products,
    subject,
    plan,
    article,
    images,
    pins: checkpoint.pins ?? [],
    pngs: drawnPngs,
  });
  if (post.newlyPublished) await countPublishedArticle(ctx.db, campaign.id);
  await progress({ result: { blog_url: post.link } });

  const pinterestPosts: ExecutionResult['pinterest_posts'] = [];
  let pinError: string | null = null;
  const fresh = await loadRun(ctx.db, executionId);
  if (fresh?.execution.autoPostPinterest) {
    for (const image of images) {
      const copy = (checkpoint.pins ?? [])[image.number - 1];
      if (!copy) continue;
      try {
        const { post: pin } = await pinImage(ctx, {
          userId,
          executionId,
          imageNumber: image.number,
          campaignBoard: { id: campaign.selectedPinterestBoardId, name: campaign.selectedPinterestBoardName },
          link: post.link,
          copy: {
            ...copy,
            description: campaign.descriptionPinterest
              ? services.pinDescription(`${campaign.descriptionPinterest}\n\n${copy.description}`)
              : copy.description,
          },
        });
        pinterestPosts.push(pin);
      } catch (error) {
        // The article is live: Pinterest refusing a pin does not fail the run (the user can post it
        // again from the library). Anything else (a crash, the network) retries the job, which finds
        // the pins already made.
        if (!(error instanceof AppError)) throw error;
        pinError = error.message;
        if (error.code === ErrorCode.PINTEREST_NOT_CONNECTED || error.code === ErrorCode.NO_BOARD_SELECTED)
          break;
      }
    }
  }

  await progress({
    status: 'completed',
    currentStep: 7,
    completedAt: new Date(),
    errorMessage: pinError ? `${Messages.pinsFailed} ${pinError}` : null,
    result: {
      step2_completed: true,
      pinterest_posts: mergePosts(fresh?.execution.resultData.pinterest_posts, pinterestPosts),
    },
  });
}

/** The run's pins: those posted from the modal meanwhile, and the pipeline's, one per image. */
function mergePosts(
  earlier: unknown,
  added: ExecutionResult['pinterest_posts'],
): ExecutionResult['pinterest_posts'] {
  const byImage = new Map<number, ExecutionResult['pinterest_posts'][number]>();
  for (const post of [...((earlier as ExecutionResult['pinterest_posts'] | undefined) ?? []), ...added])
    if (!byImage.has(post.image_number)) byImage.set(post.image_number, post);
  return [...byImage.values()].sort((a, b) => a.image_number - b.image_number);
}

/**
 * Both branches' results; on failure, the first error, but only once both have stopped: a branch
 * left running would keep working (and writing) after this attempt gave the run up.
 */
async function settleBoth<A, B>([a, b]: [A | Promise<A>, B | Promise<B>]): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}
