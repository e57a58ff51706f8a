/**
 * Campaigns: the two products, the schedule and the settings each run starts from; owned by the
 * campaigns module. Their runs are db/schema/runs.ts (the runs module's).
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
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { wordpressConnections } from './platforms.ts';
import { users } from './users.ts';

/** A board a campaign pins to, with one of its sections (names as Pinterest gives them). */
export interface CampaignBoard {
  id: string;
  name: string | null;
  sectionId: string | null;
  sectionName: string | null;
}

export type CampaignStatus = 'active' | 'paused' | 'completed';
export type PublishingMode = 'publish' | 'review';

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
    /**
     * Issue 32: the boards its pins rotate over, with a section of each if chosen; the first is the
     * selected board above (PRODUCT.md's fields). Empty: the selected board alone, else the default.
     */
    pinterestBoards: jsonb('pinterest_boards').$type<CampaignBoard[]>().notNull().default([]),
    descriptionPinterest: text('description_pinterest'),
    /** The Amazon store both products are sold in (`amazon.fr`): links go there with the user's tag for it. */
    store: text('store').notNull().default('amazon.com'),
    /** The article language (ARTICLE_LANGUAGES); defaults to the store's. */
    language: text('language').notNull().default('en'),
    /**
     * The products' names as the catalogue lookup read them (the listing's title; before it, the
     * link's slug or the template's name): what the campaign list and page show instead of ASINs.
     */
    product1Title: text('product1_title'),
    product2Title: text('product2_title'),
    /**
     * Issue 29: what the user knows first-hand of each product (the only source a first-person
     * sentence may rest on) and its manufacturer's page, read by each run.
     */
    product1Notes: text('product1_notes'),
    product2Notes: text('product2_notes'),
    product1ManufacturerUrl: text('product1_manufacturer_url'),
    product2ManufacturerUrl: text('product2_manufacturer_url'),
    /** The user's IANA time zone when the campaign was made: its schedule is shown in it. */
    timeZone: text('time_zone'),
    /**
     * How its runs publish (issue 27): at once, or as a WordPress draft that waits for the user's
     * review ("Save as draft for my review").
     */
    publishing: text('publishing').$type<PublishingMode>().notNull().default('publish'),
    /**
     * The WordPress site its runs publish to (issue 31); null: the user's default site (a campaign made
     * before sites could be chosen, or whose site was removed).
     */
    wordpressSiteId: uuid('wordpress_site_id').references(() => wordpressConnections.id),
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
    check('campaigns_publishing_valid', sql`${t.publishing} IN ('publish', 'review')`),
    check(
      'campaigns_remaining_runs_range',
      sql`${t.remainingRuns} >= 0 AND ${t.remainingRuns} <= ${t.totalRuns}`,
    ),
    check('campaigns_status_valid', sql`${t.status} IN ('active', 'paused', 'completed')`),
  ],
);

/**
 * The user's own photos of a campaign's products (issue 32): `product` 1 or 2, or null for both; kept
 * as JPEG, resized and without metadata, at most CAMPAIGN_PHOTOS_MAX per product (the service counts
 * under the campaign's row lock). The pins and featured images of its runs are composed over them.
 */
export const campaignPhotos = pgTable(
  'campaign_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: smallint('product'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_photos_campaign_idx').on(t.campaignId, t.createdAt),
    check('campaign_photos_product_valid', sql`${t.product} IS NULL OR ${t.product} IN (1, 2)`),
  ],
);
