/** The WordPress site and the Amazon tag a user publishes through; owned by the platforms module. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The WordPress sites of a user (issue 31): one of them the default (what PRODUCT.md's single-site
 * status answers for, and where a campaign without a site publishes). The application password is
 * sealed with the secret box, bound to the user and this purpose as associated data; `api_key_hint`
 * (its last four characters) is what the browser sees. A removed site keeps its row without its
 * password (`removed_at`): the runs that published there still name it, and connecting the same address
 * again brings it back with its id.
 */
export const wordpressConnections = pgTable(
  'wordpress_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the app calls the site (the address's host until the user renames it). */
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    siteUrl: text('site_url').notNull(),
    /** Where discovery found the REST API (`…/wp-json/` or `…/?rest_route=/`). */
    apiRoot: text('api_root').notNull(),
    username: text('username').notNull(),
    wordpressUserId: text('wordpress_user_id').notNull(),
    /**
     * The user's roles as WordPress gave them at the last connect or test: publishing reads them
     * (structured data, creating a category) instead of asking WordPress on every run. Null for a
     * connection made before they were kept: the next run asks once and stores them.
     */
    wordpressRoles: text('wordpress_roles').array(),
    sealedApplicationPassword: text('sealed_application_password'),
    apiKeyHint: text('api_key_hint').notNull(),
    /** The demo site of this server, connected with its own credentials. */
    demo: boolean('demo').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    /** What the last check of the site found wrong (PRODUCT.md §8's message); null: it answered. */
    checkError: text('check_error'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wordpress_connections_user_site_key').on(t.userId, t.siteUrl),
    // At most one default per user; a removed site is never it.
    uniqueIndex('wordpress_connections_default_key').on(t.userId).where(sql`is_default`),
    index('wordpress_connections_user_idx').on(t.userId).where(sql`removed_at IS NULL`),
    check(
      'wordpress_connections_removed_without_password',
      sql`(${t.removedAt} IS NULL) = (${t.sealedApplicationPassword} IS NOT NULL)`,
    ),
    check(
      'wordpress_connections_default_connected',
      sql`NOT (${t.isDefault} AND ${t.removedAt} IS NOT NULL)`,
    ),
  ],
);

/** The user's Amazon Associates tracking IDs, one per store (a tag earns only in its own store). */
export const amazonTags = pgTable(
  'amazon_tags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The store's id (AMAZON_STORES: `amazon.com`, `amazon.fr` …). */
    store: text('store').notNull().default('amazon.com'),
    affiliateTag: text('affiliate_tag').notNull(),
    /**
     * The server's demo tag (DEMO_AMAZON_TAG, the tour's "Use Demo Tag"): it publishes to the demo
     * blog only (issue 33), a run to another site is refused before it is paid for.
     */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.store] })],
);

/** The onboarding tour's progress, on the server so a second browser does not replay it. */
export const onboardingStates = pgTable('onboarding_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  welcomeSeenAt: timestamp('welcome_seen_at', { withTimezone: true }),
  /** The step the user last saw (1-6): a reload or another browser resumes there, not at step 1. */
  step: smallint('step'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * The user's Amazon Creators API credentials (issue 29), one set per region: the secret sealed with
 * the app's key, never shown again; checked with Amazon (a token, then GetItems) before they are kept.
 */
export const amazonCreatorsCredentials = pgTable(
  'amazon_creators_credentials',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CREATORS_REGIONS: na, eu, fe. */
    region: text('region').notNull(),
    credentialId: text('credential_id').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    version: text('version').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.region] })],
);
