/**
 * The pin queue's work (issue 32): a run's pins are given their times by the account's pacing
 * (pin-pacing.ts) under a per-account lock, so two runs finishing together never take one slot; a
 * claimed pin is posted through the run's publications (never twice), or cancelled when it is no
 * longer wanted (the post taken down or refunded, pinning turned off, the pin made by hand), or, when
 * Pinterest refuses it for good, kept as failed with the reason and one mail. Pinterest being busy or
 * down moves the pin a little later instead, up to MAX_ATTEMPTS.
 */
import {
  appLink,
  ErrorCode,
  Messages,
  PIN_RESCHEDULE_MAX_DAYS,
  type PinterestPost,
  paths,
} from '@aa/contracts';
import { fillMessage } from '@aa/contracts/message-parts';
import { and, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { publications } from '../../db/schema/generation.ts';
import { AppError } from '../../lib/errors.ts';
import { isRunRefunded } from '../credits/credits.service.ts';
import { findPinPacing, type StoredPacing } from '../pinterest/pin-pacing.service.ts';
import type { OpenPinterest } from '../pinterest/pinterest-connection.ts';
import { appendPinterestPost, type LoadedRun, loadRun, runsTouchedSince } from '../runs/runs.service.ts';
import {
  accountQueueTimes,
  cancelQueuedPins,
  findQueuedPin,
  moveQueuedPin,
  queuePins,
  runQueue,
  type ScheduledPinRow,
  settlePin,
} from '../runs/scheduled-pins.service.ts';
import { getUser } from '../users/users.service.ts';
import { DAY_MS, type Pacing, planPins, userTimeProblem } from './pin-pacing.ts';
import { findPublication } from './publications.ts';
import { postRunPin } from './run-pin.ts';
import type { GenerationServices, PinCopy } from './services.ts';

/** Tries of a pin Pinterest answered busy or down before it is failed. */
export const MAX_ATTEMPTS = 5;
const RETRY_MS = 15 * 60_000;

type Context = Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config' | 'storage' | 'mail'>;

/** The account's pacing as the queue applies it, the campaign's time zone standing in for an unset one. */
export async function pacingFor(
  db: AppContext['db'] | Tx,
  userId: string,
  campaignTimeZone: string | null,
  /** The pacing already read (with the account a run opened). */
  known?: StoredPacing,
): Promise<Pacing | undefined> {
  const stored = known ?? (await findPinPacing(db, userId));
  return stored && { ...stored, timeZone: stored.timeZone ?? campaignTimeZone ?? 'UTC' };
}

/** When these runs' pins went out (their publications), those since `since` when given. */
async function pinTimes(db: AppContext['db'] | Tx, executionIds: string[], since?: Date): Promise<number[]> {
  if (executionIds.length === 0) return [];
  const rows = await db
    .select({ at: publications.updatedAt })
    .from(publications)
    .where(
      and(
        inArray(publications.executionId, executionIds),
        like(publications.key, 'pin:%'),
        eq(publications.status, 'done'),
        since ? gte(publications.updatedAt, since) : undefined,
      ),
    );
  return rows.map((row) => row.at.getTime());
}

/** When the account's pins went out within the last day (by the queue, the pipeline or by hand). */
async function postedSince(db: AppContext['db'] | Tx, userId: string, since: Date): Promise<number[]> {
  return pinTimes(db, await runsTouchedSince(db, userId, since), since);
}

/**
 * Gives the run's pins (images `imageNumbers`) their times and queues them; a run whose pins are
 * queued already (a retried step) keeps them. The queue's rows of the run, by image.
 */
export async function queueRunPins(
  ctx: Pick<AppContext, 'db'>,
  run: LoadedRun,
  imageNumbers: number[],
  {
    now = new Date(),
    random = Math.random,
    defaultBoard,
    pacing: knownPacing,
  }: {
    now?: Date;
    random?: () => number;
    /** The account's selected board, for a campaign that names none (the run shows where its pins go). */
    defaultBoard?: { id: string; name: string | null };
    /** The account's pacing, when the caller read it already. */
    pacing?: StoredPacing;
  } = {},
): Promise<ScheduledPinRow[]> {
  const { execution, campaign } = run;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pin-queue:${execution.userId}`}))`);
    const queued = await runQueue(tx, execution.id);
    const missing = imageNumbers.filter((n) => !queued.some((row) => row.imageNumber === n));
    if (missing.length === 0) return queued;
    const pacing = await pacingFor(tx, execution.userId, campaign.timeZone, knownPacing);
    if (!pacing) return queued;
    const since = new Date(now.getTime() - DAY_MS);
    const account = [
      ...(await postedSince(tx, execution.userId, since)),
      ...(await accountQueueTimes(tx, execution.userId)),
    ];
    const post = queued.filter((row) => row.status !== 'cancelled').map((row) => row.dueAt.getTime());
    const times = planPins({
      pacing,
      now: now.getTime(),
      account,
      post,
      count: missing.length,
      firstAtOnce: post.length === 0,
      random,
    });
    // The campaign's boards in turn, else the account's default board.
    const named = campaign.pinterestBoards;
    const boards = named.length > 0 ? named : defaultBoard ? [{ ...defaultBoard, sectionId: null }] : [];
    await queuePins(
      tx,
      missing.map((imageNumber, index) => {
        // The same board not twice in a row for one post: the run's number turns the rotation.
        const board = boards.length > 0 ? boards[(execution.runNumber + index) % boards.length] : undefined;
        return {
          executionId: execution.id,
          userId: execution.userId,
          imageNumber,
          boardId: board?.id ?? null,
          boardName: board?.name ?? null,
          boardSectionId: board?.sectionId ?? null,
          dueAt: new Date(times[index] as number),
        };
      }),
    );
    return runQueue(tx, execution.id);
  });
}

type Cause = 'not-connected' | 'board-gone' | 'refused';

/** Whether Pinterest's refusal is for good, and why; undefined: busy or down, try later. */
function causeOf(error: AppError): Cause | undefined {
  if (error.code === ErrorCode.PINTEREST_NOT_CONNECTED) return 'not-connected';
  if (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.NO_BOARD_SELECTED) return 'board-gone';
  if (error.code === ErrorCode.VALIDATION_ERROR) return 'refused';
  return undefined;
}

const failureText: Record<Cause, (error: AppError) => string> = {
  'not-connected': () => Messages.pinFailedNotConnected,
  'board-gone': () => Messages.pinFailedBoardGone,
  refused: (error) => error.message,
};

/** The run on its campaign's page (a deleted campaign's runs stay in the Content Library). */
function runLink(appUrl: string, { execution, campaign }: LoadedRun): string {
  if (campaign.deletedAt) return appLink(appUrl, paths.generatedContent);
  return `${appLink(appUrl, paths.campaign(campaign.id))}#run-${execution.runNumber}`;
}

/** The one mail of a pin failed for good: keyed per account, cause and day. */
async function mailPinFailure(ctx: Context, run: LoadedRun, cause: Cause, detail: string, now: Date) {
  const user = await getUser(ctx, run.execution.userId);
  await ctx.mail.queue(
    user.email,
    {
      template: 'pin-failed',
      language: user.language,
      props: {
        firstName: user.firstName,
        campaignName: run.campaign.name,
        runNumber: run.execution.runNumber,
        cause,
        detail,
        runUrl: runLink(ctx.config.appUrl, run),
      },
    },
    undefined,
    `pin-failed:${run.execution.userId}:${cause}:${now.toISOString().slice(0, 10)}`,
  );
}

export interface PinOutcome {
  outcome: 'posted' | 'cancelled' | 'failed' | 'later';
  /** The pin made (posted here), as the run records it. */
  post?: PinterestPost;
  /** Why it failed for good. */
  error?: string;
}

/** What a claimed pin is posted from: its run, the live post's link and the pin's copy (none: not wanted). */
export interface PinSource {
  run: LoadedRun;
  link: string | undefined;
  copy: PinCopy | undefined;
}

/**
 * Posts a claimed pin (`posting`) and records the outcome on its row. `byUser`: "Post now" — a
 * refusal is the user's to read at once (thrown), not mailed.
 */
export async function postClaimedPin(
  ctx: Context,
  services: Pick<GenerationServices, 'pinDescription'>,
  pin: ScheduledPinRow,
  { run, link, copy }: PinSource,
  {
    now = new Date(),
    byUser = false,
    pinterest,
  }: { now?: Date; byUser?: boolean; pinterest?: OpenPinterest } = {},
): Promise<PinOutcome> {
  const { execution, campaign } = run;
  const published = (await findPublication(ctx.db, pin.executionId, `pin:${pin.imageNumber}`))?.status;
  if (published === 'done') {
    await settlePin(ctx.db, pin.id, { status: 'posted', at: now });
    return { outcome: 'posted' };
  }
  if (
    !link ||
    execution.unpublishedAt ||
    !copy ||
    !execution.autoPostPinterest ||
    published === 'deleted' ||
    (await isRunRefunded(ctx.db, pin.executionId))
  ) {
    await settlePin(ctx.db, pin.id, { status: 'cancelled' });
    return { outcome: 'cancelled' };
  }
  try {
    const post = await postRunPin(
      ctx,
      services,
      {
        userId: execution.userId,
        executionId: execution.id,
        campaign: pin.boardId
          ? { ...campaign, selectedPinterestBoardId: pin.boardId, selectedPinterestBoardName: pin.boardName }
          : campaign,
        boardSectionId: pin.boardSectionId,
        link,
        imageNumber: pin.imageNumber,
        copy,
      },
      pinterest,
    );
    await appendPinterestPost(ctx.db, execution.id, post);
    await settlePin(ctx.db, pin.id, { status: 'posted', at: new Date() });
    return { outcome: 'posted', post };
  } catch (error) {
    const refusal = error instanceof AppError ? error : undefined;
    const cause = refusal && causeOf(refusal);
    if (refusal && cause) {
      const text = failureText[cause](refusal);
      await settlePin(ctx.db, pin.id, { status: 'failed', error: text });
      if (byUser) throw refusal;
      await mailPinFailure(ctx, run, cause, refusal.message, now);
      return { outcome: 'failed', error: text };
    }
    if (byUser) {
      await settlePin(ctx.db, pin.id, { status: 'scheduled', dueAt: pin.dueAt });
      throw error;
    }
    if (pin.attempts >= MAX_ATTEMPTS) {
      const text = refusal?.message ?? Messages.pinterestUnavailable;
      await settlePin(ctx.db, pin.id, { status: 'failed', error: text });
      await mailPinFailure(ctx, run, 'refused', text, now);
      return { outcome: 'failed', error: text };
    }
    await settlePin(ctx.db, pin.id, {
      status: 'scheduled',
      dueAt: new Date(now.getTime() + RETRY_MS * pin.attempts),
    });
    return { outcome: 'later' };
  }
}

// ---- the user's moves: "Post now", "Change time", "Cancel" ----

export const pinNotFound = () => AppError.notFound(Messages.scheduledPinNotFound);

/**
 * "Change time": the pin goes at `at` instead, a time in the future within PIN_RESCHEDULE_MAX_DAYS
 * that keeps the account's cap and the post's spacing (the window is the user's to leave).
 */
export async function movePin(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  executionId: string,
  pinId: string,
  at: Date,
  now = new Date(),
): Promise<void> {
  const pin = await findQueuedPin(ctx.db, userId, executionId, pinId);
  if (!pin || (pin.status !== 'scheduled' && pin.status !== 'failed')) throw pinNotFound();
  const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, message, 400);
  if (at.getTime() <= now.getTime()) throw invalid(Messages.scheduledPinInPast);
  if (at.getTime() > now.getTime() + PIN_RESCHEDULE_MAX_DAYS * DAY_MS)
    throw invalid(fillMessage(Messages.scheduledPinTooFar, { days: String(PIN_RESCHEDULE_MAX_DAYS) }));
  const run = await loadRun(ctx.db, executionId);
  const pacing = run && (await pacingFor(ctx.db, userId, run.campaign.timeZone));
  if (pacing) {
    const others = (await runQueue(ctx.db, executionId)).filter(
      (row) => row.id !== pin.id && (row.status === 'scheduled' || row.status === 'posting'),
    );
    const post = [...others.map((row) => row.dueAt.getTime()), ...(await pinTimes(ctx.db, [executionId]))];
    const account = [
      ...(await postedSince(ctx.db, userId, new Date(now.getTime() - DAY_MS))),
      ...(await accountQueueTimes(ctx.db, userId)).filter((time) => time !== pin.dueAt.getTime()),
    ];
    const problem = userTimeProblem(pacing, at.getTime(), account, post);
    if (problem === 'spacing')
      throw invalid(fillMessage(Messages.scheduledPinTooClose, { hours: String(pacing.spacingHours) }));
    if (problem === 'cap')
      throw invalid(fillMessage(Messages.scheduledPinDayFull, { count: String(pacing.pinsPerDay) }));
  }
  if (!(await moveQueuedPin(ctx.db, pin.id, at))) throw pinNotFound();
}

/** "Cancel": the pin is not posted (the image stays in the library, "Post to Pinterest" can still pin it). */
export async function cancelPin(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  executionId: string,
  pinId: string,
): Promise<void> {
  const pin = await findQueuedPin(ctx.db, userId, executionId, pinId);
  if (!pin || (await cancelQueuedPins(ctx.db, executionId, { id: pin.id })) === 0) throw pinNotFound();
}
