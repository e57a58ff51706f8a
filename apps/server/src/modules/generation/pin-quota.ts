/**
 * How many pins a user's runs may still post by themselves today: PINS_PER_DAY per Pinterest account
 * in any 24 hours (pins made from the Content Library by hand are counted, not limited). When the
 * allowance is used up, each pin over it is given the time a slot frees: when the oldest pin of the
 * window turns a day old, then the next…
 */
import { and, eq, gte, inArray, like } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { publications } from '../../db/schema/generation.ts';
import { runsTouchedSince } from '../runs/runs.service.ts';

export const DAY_MS = 24 * 3_600_000;

/** Slots free a minute after a day has passed, so a re-check never finds the window still full. */
const MARGIN_MS = 60_000;

export interface PinQuota {
  /** Pins that may go now. */
  left: number;
  /** When the n-th pin over the allowance may go (n from 0). */
  slot(n: number): Date;
}

export async function pinQuota(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - DAY_MS);
  const runs = await runsTouchedSince(ctx.db, userId, since);
  const times =
    runs.length === 0
      ? []
      : (
          await ctx.db
            .select({ at: publications.updatedAt })
            .from(publications)
            .where(
              and(
                inArray(publications.executionId, runs),
                like(publications.key, 'pin:%'),
                eq(publications.status, 'done'),
                gte(publications.updatedAt, since),
              ),
            )
        )
          .map((row) => row.at.getTime())
          .sort((a, b) => a - b);
  const limit = ctx.config.content.pinsPerDay;
  const quota: PinQuota = {
    left: Math.max(0, limit - times.length),
    slot: (n) => {
      // The pins of the window beyond the allowance's size free their slots first.
      const at = times[times.length - limit + n];
      return new Date((at ?? now.getTime()) + DAY_MS + MARGIN_MS + (at === undefined ? n * MARGIN_MS : 0));
    },
  };
  return quota;
}
