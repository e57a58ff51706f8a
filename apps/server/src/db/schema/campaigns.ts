/**
 * Campaigns and their runs (executions, with their checkpoints); owned by the campaigns module. The
 * generation module reaches them through that module.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

export type CampaignStatus = 'active' | 'paused' | 'completed';
export type ExecutionStatus =
  | 'pending'
  | 'queued'
  | 'processing'
  | 'processing_images'
  | 'completed'
  | 'failed';

/**
 * A campaign compares two products; every `frequency` hours it runs, `total_runs` times. `next_run`
 * is the slot of the next run (advanced from the slot, not from the clock, so runs do not drift);
 * the partial index makes the scheduler's "due now" scan read only active campaigns.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('active'),
    product1Url: text('product1_url').notNull(),
    product2Url: text('product2_url').notNull(),
    frequency: integer('frequency').notNull(),
    totalRuns: integer('total_runs').notNull(),
    /** Runs that count against `total_runs`: started and not refunded (a refunded run gives its slot back). */
    completedRuns: integer('completed_runs').notNull().default(0),
    /** Every run ever started, refunded or not: the next run's `run_number` is this + 1. */
    startedRuns: integer('started_runs').notNull().default(0),
    remainingRuns: integer('remaining_runs').notNull(),
    /** Runs that published their article. */
    articlesGenerated: integer('articles_generated').notNull().default(0),
    nextRun: timestamp('next_run', { withTimezone: true }),
    lastRun: timestamp('last_run', { withTimezone: true }),
    autoPostPinterest: boolean('auto_post_pinterest').notNull().default(false),
    selectedPinterestBoardId: text('selected_pinterest_board_id'),
    selectedPinterestBoardName: text('selected_pinterest_board_name'),
    descriptionPinterest: text('description_pinterest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when the user deleted the campaign: it never runs again and leaves the campaign list, but
     * its runs (what the user paid for, and what is live on the blog) stay in the Content Library.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('campaigns_user_created_idx').on(t.userId, t.createdAt),
    index('campaigns_due_idx').on(t.nextRun).where(sql`status = 'active'`),
    check('campaigns_frequency_range', sql`${t.frequency} BETWEEN 1 AND 168`),
    check('campaigns_total_runs_range', sql`${t.totalRuns} BETWEEN 1 AND 1000`),
    check(
      'campaigns_remaining_runs_range',
      sql`${t.remainingRuns} >= 0 AND ${t.remainingRuns} <= ${t.totalRuns}`,
    ),
    check('campaigns_status_valid', sql`${t.status} IN ('active', 'paused', 'completed')`),
  ],
);

/** What each finished step of a run produced, so a retry resumes after it (PRODUCT.md §11). */
export type ExecutionCheckpoint = Record<string, unknown>;

/**
 * One run of a campaign. `(campaign_id, run_number)` is unique: however many schedulers race for a
 * slot, one execution (and one debit, keyed by the execution) exists for it.
 */
export const executions = pgTable(
  'executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runNumber: integer('run_number').notNull(),
    /** The slot this run was due at (manual runs: when they were asked for). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual' | 'create'>().notNull(),
    status: text('status').$type<ExecutionStatus>().notNull().default('queued'),
    currentStep: smallint('current_step').notNull().default(1),
    autoPostPinterest: boolean('auto_post_pinterest').notNull(),
    checkpoint: jsonb('checkpoint').$type<ExecutionCheckpoint>().notNull().default({}),
    /** PRODUCT.md §3 result_data as the client reads it. */
    resultData: jsonb('result_data').$type<Record<string, unknown>>().notNull().default({}),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    /** The pipeline attempt working on this run, until when (renewed between steps). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('executions_campaign_run_key').on(t.campaignId, t.runNumber),
    index('executions_user_started_idx').on(t.userId, t.startedAt),
    index('executions_campaign_started_idx').on(t.campaignId, t.startedAt),
  ],
);
