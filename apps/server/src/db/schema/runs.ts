/**
 * A campaign's runs (executions, with their checkpoints), the checks of their live posts and their
 * pins' results; owned by the runs module. The generation pipeline reaches them through that module.
 */
import type { PostCheckItem, PostCheckRound } from '@aa/contracts/post-check';
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
import { campaigns, type PublishingMode } from './campaigns.ts';
import { updatedAt } from './columns.ts';
import { wordpressConnections } from './platforms.ts';
import { users } from './users.ts';

export type ExecutionStatus =
  | 'pending'
  | 'queued'
  | 'processing'
  | 'processing_images'
  | 'review'
  | 'completed'
  | 'discarded'
  | 'failed';
export type ReviewState = 'waiting' | 'approved' | 'discarded';
export type UnpublishedBy = 'user' | 'campaign';

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
    /** The campaign's publishing mode when the run started: a change of mode does not move a run. */
    publishing: text('publishing').$type<PublishingMode>().notNull().default('publish'),
    /**
     * A review run's draft (issue 27): waiting for the user, approved (the run goes on to publish and
     * pin), or discarded (the draft and its media deleted from the blog; the credits stay spent).
     */
    reviewState: text('review_state').$type<ReviewState>(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When the user last edited the article from the app (draft or live post). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When the live post was taken down (WordPress's trash, its pins deleted), and why. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedBy: text('unpublished_by').$type<UnpublishedBy>(),
    /**
     * The WordPress site the run publishes to, fixed when it first needs one (its campaign's, else the
     * default): its post stays there, whatever later becomes of the campaign's site.
     */
    wordpressSiteId: uuid('wordpress_site_id').references(() => wordpressConnections.id),
  },
  (t) => [
    uniqueIndex('executions_campaign_run_key').on(t.campaignId, t.runNumber),
    check('executions_publishing_valid', sql`${t.publishing} IN ('publish', 'review')`),
    check('executions_review_state_valid', sql`${t.reviewState} IN ('waiting', 'approved', 'discarded')`),
    check('executions_unpublished_by_valid', sql`${t.unpublishedBy} IN ('user', 'campaign')`),
    // The drafts waiting for review (the reminder's and the library's reads).
    index('executions_review_waiting_idx').on(t.userId).where(sql`review_state = 'waiting'`),
    index('executions_user_started_idx').on(t.userId, t.startedAt),
    // The runs in progress, oldest change first (the stranded-run sweeper's read, every 15 s).
    index('executions_in_progress_idx')
      .on(t.updatedAt)
      .where(sql`status IN ('pending', 'queued', 'processing', 'processing_images')`),
    index('executions_campaign_started_idx').on(t.campaignId, t.startedAt),
  ],
);

/**
 * One check of a live post: what a reader and a search engine see, by item, a failure as a problem
 * code and its parameters (contracts' post-check.ts words them in the user's language).
 */
export type { PostCheckItem, PostCheckRound };

/**
 * The checks of a run's live post: once after publishing, again a day and a week later (plugins and
 * themes change what a post shows). The newest is the run's current state.
 */
export const postChecks = pgTable(
  'post_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: text('round').$type<PostCheckRound>().notNull(),
    postUrl: text('post_url').notNull(),
    passed: smallint('passed').notNull(),
    total: smallint('total').notNull(),
    items: jsonb('items').$type<PostCheckItem[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_checks_execution_checked_idx').on(t.executionId, t.checkedAt),
    check('post_checks_round_valid', sql`${t.round} IN ('publish', 'day', 'week')`),
  ],
);

/**
 * A pin's results as Pinterest's analytics last gave them (lifetime totals), refreshed daily: what
 * steers a campaign's next subjects towards the angles that earned clicks.
 */
export const pinResults = pgTable(
  'pin_results',
  {
    pinId: text('pin_id').primaryKey(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageNumber: smallint('image_number').notNull(),
    impressions: integer('impressions').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
    pinClicks: integer('pin_clicks').notNull().default(0),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pin_results_campaign_idx').on(t.campaignId),
    index('pin_results_execution_idx').on(t.executionId),
  ],
);

export type ScheduledPinStatus = 'scheduled' | 'posting' | 'posted' | 'cancelled' | 'failed';

/**
 * The pin queue (issue 32): each pin a run makes waits here for the time the Pinterest account's
 * pacing gave it (`due_at`), then the `post-due-pins` job claims it (`posting`) and posts it through
 * the run's publications, which never make a pin twice. The user may post it now, move it or cancel
 * it; a pin whose post was taken down is cancelled; one Pinterest refused for good is `failed` with
 * the reason the run shows.
 */
export const scheduledPins = pgTable(
  'scheduled_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    /** The Pinterest account's owner (the pacing is per account). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageNumber: smallint('image_number').notNull(),
    /** The board the pin goes to (the campaign's boards in rotation); null: the account's default then. */
    boardId: text('board_id'),
    boardName: text('board_name'),
    /** A section of that board, when the campaign chose one. */
    boardSectionId: text('board_section_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ScheduledPinStatus>().notNull().default('scheduled'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scheduled_pins_execution_image_key').on(t.executionId, t.imageNumber),
    check(
      'scheduled_pins_status_valid',
      sql`${t.status} IN ('scheduled', 'posting', 'posted', 'cancelled', 'failed')`,
    ),
    // The job's read every minute: the pins due, soonest first.
    index('scheduled_pins_due_idx').on(t.dueAt).where(sql`status IN ('scheduled', 'posting')`),
    // The pacing's read: an account's pins around a time.
    index('scheduled_pins_user_due_idx').on(t.userId, t.dueAt),
  ],
);
