/**
 * Runs' pins' results on Pinterest (pin_results, issue 20): which pins to measure, the results kept
 * (a pin's lifetime figures, replaced at each fetch), each run's sums as the Content Library shows
 * them, and a campaign's runs' sums with their angles, which steer its next subjects.
 */
import { pinterestPostSchema } from '@aa/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { executions, pinResults } from '../../db/schema/runs.ts';

/** A pin a run posted, to be measured. */
export interface PinToMeasure {
  pinId: string;
  executionId: string;
  campaignId: string;
  userId: string;
  imageNumber: number;
  postedAt: Date;
}

const postsSchema = z.array(z.unknown());

/**
 * The user's pins posted since `since` (Pinterest's analytics go 90 days back), from their runs'
 * results (the pipeline's pins, scheduled ones and those posted from the library), newest run first.
 * One read of the user's runs with pins (executions_user_started_idx).
 */
export async function pinsToMeasure(db: Database, userId: string, since: Date): Promise<PinToMeasure[]> {
  const rows = await db
    .select({
      executionId: executions.id,
      campaignId: executions.campaignId,
      posts: sql<unknown>`${executions.resultData}->'pinterest_posts'`,
    })
    .from(executions)
    .where(
      and(
        eq(executions.userId, userId),
        // Any run's: a pin may be posted from the library long after its run.
        sql`jsonb_typeof(${executions.resultData}->'pinterest_posts') = 'array'`,
        sql`jsonb_array_length(${executions.resultData}->'pinterest_posts') > 0`,
      ),
    )
    .orderBy(desc(executions.startedAt));
  return rows.flatMap((row) =>
    (postsSchema.safeParse(row.posts).data ?? []).flatMap((raw) => {
      const post = pinterestPostSchema.safeParse(raw).data;
      const postedAt = post ? new Date(post.posted_at) : undefined;
      if (!post || !postedAt || Number.isNaN(postedAt.getTime()) || postedAt < since) return [];
      return [
        {
          pinId: post.pin_id,
          executionId: row.executionId,
          campaignId: row.campaignId,
          userId,
          imageNumber: post.image_number,
          postedAt,
        },
      ];
    }),
  );
}

export interface MeasuredPin {
  pin: PinToMeasure;
  impressions: number;
  saves: number;
  outboundClicks: number;
  pinClicks: number;
}

/** Keeps pins' latest figures: one statement, each pin's row replaced (a pin is measured for its lifetime). */
export async function savePinResults(db: Database, measured: MeasuredPin[]): Promise<void> {
  if (measured.length === 0) return;
  await db
    .insert(pinResults)
    .values(
      measured.map(({ pin, impressions, saves, outboundClicks, pinClicks }) => ({
        pinId: pin.pinId,
        executionId: pin.executionId,
        campaignId: pin.campaignId,
        userId: pin.userId,
        imageNumber: pin.imageNumber,
        impressions,
        saves,
        outboundClicks,
        pinClicks,
        fetchedAt: new Date(),
      })),
    )
    .onConflictDoUpdate({
      target: pinResults.pinId,
      set: {
        impressions: sql`excluded.impressions`,
        saves: sql`excluded.saves`,
        outboundClicks: sql`excluded.outbound_clicks`,
        pinClicks: sql`excluded.pin_clicks`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}

/**
 * Each run's pins' results summed, as a lateral subquery joined to `executions` (one probe of
 * pin_results_execution_idx per run); its columns are null for a run without results.
 */
export function runPinResults(db: Database) {
  return db
    .select({
      impressions: sql<number | null>`sum(${pinResults.impressions})::int`.as('pin_impressions'),
      saves: sql<number | null>`sum(${pinResults.saves})::int`.as('pin_saves'),
      outboundClicks: sql<number | null>`sum(${pinResults.outboundClicks})::int`.as('pin_outbound_clicks'),
      fetchedAt: sql<Date | null>`max(${pinResults.fetchedAt})`.as('pin_fetched_at'),
    })
    .from(pinResults)
    .where(and(eq(pinResults.executionId, executions.id), eq(pinResults.userId, executions.userId)))
    .as('run_pin_results');
}

/** A run's sums as `runPinResults` reads them (all null for a run without results). */
export interface RunPinResultsRow {
  impressions: number | null;
  saves: number | null;
  outboundClicks: number | null;
  fetchedAt: Date | string | null;
}

/** A campaign's earlier run with results: what its pins earned, and the angle they were about. */
export interface RunWithResults {
  executionId: string;
  angle: string;
  /** The family its subject named (runs made before families have none: their angle's words tell). */
  family: string | null;
  impressions: number;
  saves: number;
  outboundClicks: number;
}

/** The campaign's runs before `beforeRun` whose pins have results, summed per run, in one statement. */
export async function campaignRunResults(
  db: Database,
  campaignId: string,
  beforeRun: number,
): Promise<RunWithResults[]> {
  const rows = await db
    .select({
      executionId: executions.id,
      angle: sql<string | null>`${executions.checkpoint}->'subject'->>'angle'`,
      family: sql<string | null>`${executions.checkpoint}->'subject'->>'family'`,
      impressions: sql<number>`sum(${pinResults.impressions})::int`,
      saves: sql<number>`sum(${pinResults.saves})::int`,
      outboundClicks: sql<number>`sum(${pinResults.outboundClicks})::int`,
    })
    .from(pinResults)
    .innerJoin(executions, eq(executions.id, pinResults.executionId))
    .where(and(eq(pinResults.campaignId, campaignId), lt(executions.runNumber, beforeRun)))
    .groupBy(executions.id);
  return rows.map((row) => ({ ...row, angle: row.angle ?? '' }));
}
