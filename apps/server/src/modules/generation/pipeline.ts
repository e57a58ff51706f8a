/**
 * One attempt at a run (PRODUCT.md §4's seven steps, PRODUCT.md §11): the lease, the blog and tag it
 * cannot do without, then the declared steps (steps/all-steps.ts) through the runner
 * (step-runner.ts), which runs independent steps at once (both products and the research; the images
 * beside the writing) and checkpoints each output, so a retry resumes after the last finished step;
 * publishing goes through `publishOnce`, so a retry never posts twice. A new article is checked
 * against the user's earlier posts about the products before it is published (steps/uniqueness.ts).
 * One attempt works on a run at a time (the execution's lease). When the last attempt fails, the run
 * is marked failed with a message for the user. Its credits are refunded (and its slot given back to
 * the campaign, its images discarded) unless its article was published; a run that had delivered
 * something outside (a draft, media, a pin) first deletes it there, and is refunded only when that
 * worked and the account had fewer than REFUNDS_AFTER_DELIVERY_PER_DAY such refunds in 24 hours.
 * A run whose blog could not be reached at all delivered nothing and says why (unreachable-blog.ts);
 * enough of those in a row pause its campaign.
 * The user is told by mail too, once, unless they turned run mails off (run-failed-mail.ts).
 */

import { randomUUID } from 'node:crypto';
import {
  type ExecutionResult,
  GENERATION_STEPS,
  Messages,
  REFUNDS_AFTER_DELIVERY_PER_DAY,
  storeById,
  storedArticleLanguage,
} from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { unwrittenLanguage } from '../../integrations/ai/ai-models.ts';
import { AppError } from '../../lib/errors.ts';
import { runsEnded, runsRefunded } from '../../lib/metrics.ts';
import { lockAccount, runsRefundedSince } from '../credits/credits.service.ts';
import { type OpenPinterest, openPinterestIfConnected } from '../pinterest/pinterest-connection.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findRunSite } from '../platforms/wordpress-connection.ts';
import {
  handBackLease,
  type LoadedRun,
  mailIfCampaignFinished,
  type RunProgress,
  type RunStore,
  recordProgress,
  refundFailedRun,
  runStore,
} from '../runs/runs.service.ts';
import { runMailRecipient } from '../users/users.service.ts';
import { relinkCampaign } from './campaign-links.ts';
import { discardImages } from './images.ts';
import {
  AwaitingReview,
  LeaseLostError,
  PermanentRunError,
  RUN_ATTEMPTS,
  RunHandedBack,
} from './pipeline-errors.ts';
import { findPublication, withdrawnRuns } from './publications.ts';
import { mailRunFailure } from './run-failed-mail.ts';
import { holdForReview } from './run-post.ts';
import type { GenerationServices } from './services.ts';
import { runSteps, type SaveProgress } from './step-runner.ts';
import { RUN_STEPS } from './steps/all-steps.ts';
import { readCheckpoint } from './steps/checkpoint.ts';
import { pauseIfBlogStaysUnreachable, unreachableBlogMessage } from './unreachable-blog.ts';
import { deliveredBy, runDelivered, withdrawDelivery } from './withdraw-delivery.ts';

/**
 * An attempt that recorded no progress for this long stops renewing its lease: a call that hangs
 * (the process alive, the step never ending) lets the run go to another attempt.
 */
export const STALL_MS = 10 * 60_000;

/**
 * `review`: a review run's draft waits for the user (issue 27); the run resumes once approved.
 * `busy`: another attempt holds the run (if it dies, the sweeper queues the run again).
 * `handed-back`: the process is stopping; the run is queued again for the next worker.
 */
export type RunOutcome = 'completed' | 'failed' | 'gone' | 'lease-lost' | 'review' | 'busy' | 'handed-back';

/**
 * The attempt's hold on its run. The lease (RUN_LEASE_SECONDS, a minute by default) is short, so the
 * run of a worker that died is another's within a minute (the sweeper, stranded-runs.ts, queues it
 * again); this renews it every third of it while the attempt lives, however long one outside call
 * takes, until the attempt stalls or ends.
 */
interface LeaseKeeper {
  progressed(): void;
  stop(): void;
}

function keepLease(
  runs: RunStore,
  log: FastifyBaseLogger,
  {
    executionId,
    owner,
    leaseMs,
    stallMs,
  }: { executionId: string; owner: string; leaseMs: number; stallMs: number },
): LeaseKeeper {
  let last = Date.now();
  const timer = setInterval(
    () => {
      if (Date.now() - last > stallMs) return;
      runs.acquireLease(executionId, owner, leaseMs).catch((error: unknown) => {
        log.warn({ err: error, executionId }, 'run lease not renewed');
      });
    },
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    progressed: () => {
      last = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}

export async function runExecution(...args: Parameters<typeof attemptRun>): Promise<RunOutcome> {
  try {
    const outcome = await attemptRun(...args);
    runsEnded.inc({ outcome });
    return outcome;
  } catch (error) {
    // Thrown on to the queue, which retries the job.
    runsEnded.inc({ outcome: 'retried' });
    throw error;
  }
}

async function attemptRun(
  ctx: AppContext,
  services: GenerationServices,
  executionId: string,
  log: FastifyBaseLogger,
  {
    owner = randomUUID(),
    leaseMs = ctx.config.runLeaseMs,
    stallMs = STALL_MS,
    runs = runStore(ctx.db),
    stopping = ctx.stop?.draining,
    giveUp = ctx.stop?.giveUp,
  }: {
    owner?: string;
    leaseMs?: number;
    stallMs?: number;
    runs?: RunStore;
    /** Aborted when the process drains: no new step starts, the run is handed back. */
    stopping?: AbortSignal;
    /** Aborted when the drain's time is up: the run is handed back at once, mid-step. */
    giveUp?: AbortSignal;
  } = {},
): Promise<RunOutcome> {
  if (!(await runs.acquireLease(executionId, owner, leaseMs))) {
    const run = await runs.load(executionId);
    if (!run || ['completed', 'failed', 'discarded', 'review'].includes(run.execution.status)) return 'gone';
    // This copy ends; should the attempt holding the run die, its lease lapses within its lease and
    // the sweeper queues the run again (a copy that waited here would use up the job's retries).
    return 'busy';
  }
  const lease = keepLease(runs, log, { executionId, owner, leaseMs, stallMs });
  // A step still running when the process must go: the run is queued again now, and this attempt's
  // next write finds its lease gone (LeaseLostError) rather than waiting for the lease to lapse.
  const abandon = () => {
    lease.stop();
    runs
      .load(executionId)
      .then((run) => run && handBack(ctx, run, owner))
      .then((given) => given && log.warn({ executionId }, 'run handed back mid-step at stop'))
      .catch((error: unknown) => log.error({ err: error, executionId }, 'run not handed back at stop'));
  };
  giveUp?.addEventListener('abort', abandon, { once: true });
  try {
    await work(ctx, services, runs, { executionId, owner, leaseMs, lease, stopping }, log);
    return 'completed';
  } catch (error) {
    if (error instanceof LeaseLostError) return 'lease-lost';
    if (error instanceof AwaitingReview) {
      await holdForReview(ctx, executionId, owner);
      return 'review';
    }
    const run = await runs.load(executionId);
    if (!run) return 'gone';
    if (error instanceof RunHandedBack) {
      await handBack(ctx, run, owner);
      log.info({ executionId }, 'run handed back at stop');
      return 'handed-back';
    }
    const permanent = error instanceof PermanentRunError || run.execution.attempts >= RUN_ATTEMPTS;
    log.warn(
      { err: error, executionId, attempt: run.execution.attempts, permanent },
      'generation step failed',
    );
    if (!permanent) throw error;
    try {
      const unreachable = unreachableBlogMessage(error);
      await failRun(ctx, executionId, owner, run, unreachable ?? userMessage(error), {
        blogUnreachable: unreachable !== undefined,
      });
    } catch (failure) {
      // Another attempt took the run over: it fails (or finishes) the run itself.
      if (failure instanceof LeaseLostError) return 'lease-lost';
      throw failure;
    }
    return 'failed';
  } finally {
    giveUp?.removeEventListener('abort', abandon);
    lease.stop();
    await runs.releaseLease(executionId, owner);
  }
}

/**
 * Frees the run and queues it again in one transaction: the next worker (another process at once,
 * or this one's successor when it starts) resumes it from its checkpoints.
 */
export async function handBack(ctx: AppContext, run: LoadedRun, owner: string): Promise<boolean> {
  const { id: executionId, userId } = run.execution;
  return ctx.db.transaction(async (tx) => {
    if (!(await handBackLease(tx, executionId, owner))) return false;
    await ctx.jobs.enqueue('run-execution', { executionId }, { tx, group: userId });
    return true;
  });
}

function userMessage(error: unknown): string {
  if (error instanceof PermanentRunError || error instanceof AppError) return error.message;
  return Messages.generationFailed;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Marks the run failed with `message` and what became of its credits. Safe to run twice (a retry
 * after a crash): deletions skip what is already deleted, the refund is keyed by the run.
 * `blogUnreachable`: the last attempt could not connect to the blog at all (`message` says why).
 */
export async function failRun(
  ctx: AppContext,
  executionId: string,
  owner: string,
  run: LoadedRun,
  message: string,
  { blogUnreachable }: { blogUnreachable: boolean },
) {
  const userId = run.execution.userId;
  const post = await findPublication(ctx.db, executionId, 'post');
  // A published article is what the run was paid for: never refunded.
  const published = post?.status === 'done' && post.details.published === true;
  const delivered = !published && (await runDelivered(ctx, executionId));
  const withdrawn = delivered && (await withdrawDelivery(ctx, deliveredBy(run)));
  const now = new Date();
  // None when the user turned run mails off: the Content Library shows the failure either way.
  const recipient = await runMailRecipient(ctx.db, userId);
  // Nothing of the run reached the blog: say so, before what became of the credits.
  const said = blogUnreachable && !delivered ? `${message} ${Messages.runNothingPublished}` : message;
  await ctx.db.transaction(async (tx) => {
    // The account first (its refunds are counted, then changed), then the campaign (refunded, paused).
    await lockAccount(tx, userId);
    const finish = async (errorMessage: string, refunded = false) => {
      const done = await recordProgress(tx, executionId, owner, {
        status: 'failed',
        errorMessage,
        completedAt: now,
        ...(refunded
          ? { result: { images: { image1: null, image2: null, image3: null }, featured_image: null } }
          : {}),
      });
      // Lost the lease: roll the refund back, the attempt holding the run decides.
      if (!done) throw new LeaseLostError();
      if (recipient) await mailRunFailure(ctx, tx, { user: recipient, run, message: errorMessage });
      // Recorded first: the streak is read from the campaign's finished runs, this one included.
      if (blogUnreachable) await pauseIfBlogStaysUnreachable(ctx, tx, run, now);
    };
    if (published) return finish(`${message} ${Messages.runPublishedNotRefunded}`);
    if (delivered && !withdrawn) return finish(`${message} ${Messages.runWithdrawFailed}`);
    if (delivered) {
      const refunded = await runsRefundedSince(tx, userId, new Date(now.getTime() - DAY_MS));
      const earlier = await withdrawnRuns(
        tx,
        refunded.filter((id) => id !== executionId),
      );
      if (!refunded.includes(executionId) && earlier.size >= REFUNDS_AFTER_DELIVERY_PER_DAY)
        return finish(`${message} ${Messages.runRefundLimitReached}`);
    }
    if (!(await refundFailedRun(tx, { executionId, userId }, now))) return finish(said);
    // Refunded: its images are not the user's to serve or pin any more.
    await discardImages(tx, executionId);
    runsRefunded.inc();
    return finish(`${said} ${Messages.creditsRefunded}`, true);
  });
}

async function work(
  ctx: AppContext,
  services: GenerationServices,
  runs: RunStore,
  {
    executionId,
    owner,
    leaseMs,
    lease,
    stopping,
  }: { executionId: string; owner: string; leaseMs: number; lease: LeaseKeeper; stopping?: AbortSignal },
  log: FastifyBaseLogger,
) {
  const run = await runs.load(executionId);
  if (!run) return;
  const { execution, campaign } = run;
  const userId = execution.userId;

  /** Records progress; only the lease holder's update lands (and renews the lease). */
  const save: SaveProgress = async (change) => {
    if (!(await runs.recordProgress(executionId, owner, change as RunProgress, leaseMs)))
      throw new LeaseLostError();
    lease.progressed();
  };

  // An article the writer cannot write in the campaign's language is never published in another one.
  // A campaign made before creation refused such a language (campaigns.service.ts) still gets here.
  const language = storedArticleLanguage(campaign.language);
  const unwritten = unwrittenLanguage(services.languages, language);
  if (unwritten) throw new PermanentRunError(unwritten);
  // Nothing can be published without a blog: fail early (and refund) rather than after the AI work.
  // Its campaign's site (else the default), kept on the run when it first gets here: its post stays
  // on that site whatever later becomes of the campaign's.
  const site = await findRunSite(ctx, run);
  if (!site) throw new PermanentRunError(Messages.runNeedsWordPress);
  // The campaign's links go to its store with the user's tag there (a tag earns only in its own store).
  const store = storeById(campaign.store);
  if (!store) throw new PermanentRunError(Messages.generationFailed);
  const tag = (await findAmazonTag(ctx.db, userId, store.id))?.affiliateTag;
  if (!tag) throw new PermanentRunError(Messages.runNeedsAmazonTag.replaceAll('{{store}}', store.id));
  await save({ status: 'processing', errorMessage: null, wordpressSiteId: site.id } as RunProgress);
  // Read once, when a step first needs it (trends, pins).
  let connection: Promise<OpenPinterest | undefined> | undefined;

  const done = await runSteps(
    RUN_STEPS,
    readCheckpoint(execution.checkpoint),
    {
      ctx,
      services,
      log,
      executionId,
      run,
      userId,
      site,
      tag,
      store,
      language,
      earlier: await runs.earlierRuns(campaign.id, execution.runNumber),
      pinterest: () => (connection ??= openPinterestIfConnected(ctx, userId)),
      drawn: new Map(),
    },
    save,
    stopping,
  );

  const fresh = await runs.load(executionId);
  const pinError = done.pinning?.error;
  await save({
    status: 'completed',
    currentStep: GENERATION_STEPS.length,
    completedAt: new Date(),
    errorMessage: pinError ? `${Messages.pinsFailed} ${pinError}` : null,
    result: {
      step2_completed: true,
      pinterest_posts: mergePosts(fresh?.execution.resultData.pinterest_posts, done.pinning?.posts ?? []),
    },
  } as RunProgress);
  // Completed with a live post: the campaign's other posts list it under "More comparisons" (issue 31).
  if (done.live)
    await relinkCampaign(ctx, campaign.id, `${executionId}:live`).catch((error: unknown) =>
      log.warn({ err: error, executionId }, "the campaign's posts were not linked to the new one"),
    );
  // Its last run done: the campaign is finished, and its owner told (issue 33).
  await mailIfCampaignFinished(ctx, campaign.id).catch((error: unknown) =>
    log.warn({ err: error, executionId }, 'the campaign-finished mail was not queued'),
  );
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
