/**
 * The operators' view (issue 30): queue depths, the runs and pins that failed in the last
 * ADMIN_FAILURES_DAYS with their reasons, and a failed pin queued again. Open to the accounts whose
 * address is in ADMIN_EMAILS; everyone else is refused with ADMIN_ONLY.
 */
import {
  ADMIN_FAILURES_DAYS,
  ADMIN_FAILURES_LIMIT,
  type AdminOverview,
  ErrorCode,
  type ExecutionResult,
  IMAGES_PER_EXECUTION,
  Messages,
  type ScheduledPin,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { runFailuresSince } from '../runs/runs.service.ts';
import { requeuePin, shownQueues } from '../runs/scheduled-pins.service.ts';
import type { SessionUser } from '../users/users.queries.ts';
import { emailsOf } from '../users/users.service.ts';

export function isAdmin(ctx: Pick<AppContext, 'config'>, user: Pick<SessionUser, 'email'>): boolean {
  return ctx.config.adminEmails.includes(user.email.toLowerCase());
}

export function requireAdmin(ctx: Pick<AppContext, 'config'>, user: Pick<SessionUser, 'email'>): void {
  if (!isAdmin(ctx, user)) throw new AppError(ErrorCode.ADMIN_ONLY, Messages.adminOnly, 403);
}

/**
 * A completed run's failed pins: those the queue holds as failed (with Pinterest's reason), and those
 * neither posted nor queued (the run's message says why).
 */
function failedPinsOf(
  result: Partial<ExecutionResult>,
  queue: ScheduledPin[],
  runReason: string,
): { imageNumber: number; reason: string }[] {
  const posted = new Set((result.pinterest_posts ?? []).map((post) => post.image_number));
  return Array.from({ length: IMAGES_PER_EXECUTION }, (_, index) => index + 1).flatMap((number) => {
    if (posted.has(number)) return [];
    const queued = queue.find((pin) => pin.image_number === number);
    if (queued?.status === 'failed') return [{ imageNumber: number, reason: queued.error ?? runReason }];
    return queued ? [] : [{ imageNumber: number, reason: runReason }];
  });
}

export async function adminOverview(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  now = new Date(),
): Promise<AdminOverview> {
  const since = new Date(now.getTime() - ADMIN_FAILURES_DAYS * 86_400_000);
  const [queues, failures] = await Promise.all([
    ctx.jobs.depths(),
    runFailuresSince(ctx.db, since, ADMIN_FAILURES_LIMIT),
  ]);
  const emails = await emailsOf(ctx.db, [...new Set(failures.map((run) => run.userId))]);
  const pinQueues = await shownQueues(
    ctx.db,
    failures.filter((run) => run.status === 'completed').map((run) => run.id),
  );
  const row = (run: (typeof failures)[number]) => ({
    executionId: run.id,
    campaignId: run.campaignId,
    campaignName: run.campaignName,
    runNumber: run.runNumber,
    userEmail: emails.get(run.userId) ?? '',
    failedAt: (run.completedAt ?? now).toISOString(),
    reason: run.errorMessage ?? Messages.generationFailed,
  });
  return {
    // pg-boss's own queues (`__pgboss__send-it`) are its business, not ours.
    queues: queues
      .filter((queue) => !queue.name.startsWith('__pgboss'))
      .sort((a, b) => a.name.localeCompare(b.name)),
    failedRuns: failures.filter((run) => run.status === 'failed').map(row),
    failedPins: failures
      .filter((run) => run.status === 'completed')
      .flatMap((run) =>
        failedPinsOf(
          run.resultData as Partial<ExecutionResult>,
          pinQueues.get(run.id) ?? [],
          (run.errorMessage ?? '').slice(Messages.pinsFailed.length).trim() || Messages.pinsFailed,
        ).map((pin) => ({ ...row(run), ...pin })),
      ),
  };
}

/**
 * Queues the pin again, due now: the pin queue posts it within the minute, once (the publications
 * record), or cancels it if its post is gone meanwhile.
 */
export async function retryPin(
  ctx: Pick<AppContext, 'db'>,
  pin: { executionId: string; imageNumber: number },
  now = new Date(),
): Promise<void> {
  await requeuePin(ctx.db, pin.executionId, pin.imageNumber, now);
}
