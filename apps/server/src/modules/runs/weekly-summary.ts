/**
 * The weekly summary (issue 33, off until the user switches it on): on Monday at 08:00 in the account's
 * zone, what its last seven days did — posts published, pins posted, its pins' outbound clicks as last
 * measured, and live posts whose latest check fails. Keyed by the account and its local date, so the
 * hourly job run twice in an hour (or retried) sends it once.
 */
import { paths } from '@aa/contracts/routes';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { executions, pinResults, postChecks, scheduledPins } from '../../db/schema/runs.ts';
import { accountsReceiving } from '../users/users.service.ts';

const WEEK_MS = 7 * 86_400_000;
/** Monday, 08:00 local. */
const SEND_WEEKDAY = 'Mon';
const SEND_HOUR = 8;

export interface WeeklySummary {
  published: number;
  pins: number;
  outboundClicks: number;
  checksFailing: number;
}

/** What the account's runs did between `since` and `until`. */
export async function weeklySummaryOf(
  db: Database,
  userId: string,
  since: Date,
  until: Date,
): Promise<WeeklySummary> {
  const [published] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(executions)
    .where(
      and(
        eq(executions.userId, userId),
        eq(executions.status, 'completed'),
        isNull(executions.unpublishedAt),
        gte(executions.completedAt, since),
        lt(executions.completedAt, until),
      ),
    );
  const [pins] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheduledPins)
    .where(
      and(
        eq(scheduledPins.userId, userId),
        eq(scheduledPins.status, 'posted'),
        gte(scheduledPins.postedAt, since),
        lt(scheduledPins.postedAt, until),
      ),
    );
  const [clicks] = await db
    .select({ sum: sql<number>`coalesce(sum(${pinResults.outboundClicks}), 0)::int` })
    .from(pinResults)
    .where(eq(pinResults.userId, userId));
  // Each live post's latest check: failing when it passed fewer items than it checked.
  const latest = db
    .selectDistinctOn([postChecks.executionId], {
      executionId: postChecks.executionId,
      passed: postChecks.passed,
      total: postChecks.total,
    })
    .from(postChecks)
    .where(eq(postChecks.userId, userId))
    .orderBy(postChecks.executionId, sql`${postChecks.checkedAt} desc`)
    .as('latest');
  const [failing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(latest)
    .innerJoin(executions, eq(executions.id, latest.executionId))
    .where(and(sql`${latest.passed} < ${latest.total}`, isNull(executions.unpublishedAt)));
  return {
    published: published?.count ?? 0,
    pins: pins?.count ?? 0,
    outboundClicks: clicks?.sum ?? 0,
    checksFailing: failing?.count ?? 0,
  };
}

/** The local weekday ("Mon"), hour and date ("2026-11-30") of `at` in `timeZone`. */
function localDay(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hourCycle: 'h23',
      hour: 'numeric',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: parts.weekday,
    hour: Number(parts.hour),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

/** The week's dates as the mail shows them ("Nov 23 – Nov 30"), in the mail's language and the zone. */
function weekLabel(since: Date, until: Date, language: 'en' | 'fr', timeZone: string): string {
  const format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    timeZone,
    day: 'numeric',
    month: 'short',
  });
  return `${format.format(since)} – ${format.format(until)}`;
}

/** Queues the summary of each account whose Monday 08:00 it is now; answers how many. */
export async function sendWeeklySummaries(
  ctx: Pick<AppContext, 'db' | 'mail' | 'config'>,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const account of await accountsReceiving(ctx.db, 'weeklySummary')) {
    const zone = account.timeZone ?? 'UTC';
    const local = localDay(now, zone);
    if (local.weekday !== SEND_WEEKDAY || local.hour !== SEND_HOUR) continue;
    const since = new Date(now.getTime() - WEEK_MS);
    const summary = await weeklySummaryOf(ctx.db, account.id, since, now);
    await ctx.mail.queue(
      account.email,
      {
        template: 'weekly-summary',
        language: account.language,
        props: {
          firstName: account.firstName,
          week: weekLabel(since, now, account.language, zone),
          ...summary,
          libraryUrl: `${ctx.config.appUrl}${paths.generatedContent}`,
        },
      },
      undefined,
      `weekly-summary:${account.id}:${local.date}`,
    );
    sent += 1;
  }
  return sent;
}
