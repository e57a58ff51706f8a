/**
 * The database schema (Drizzle). Migrations in ./migrations are generated from this file with
 * `npm run db:generate` and committed; they must stay valid on PostgreSQL 15 (CI) and PGlite.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** A new address asked for in the profile; it replaces `email` only once its link is used. */
    pendingEmail: text('pending_email'),
    /** The language of the mails we send this user (en | fr), taken from the UI they signed up in. */
    language: text('language').$type<'en' | 'fr'>().notNull().default('en'),
    /** Running total of credit_transactions; changed only by the credits ledger. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);

/** External sign-in identities (Google), keyed by issuer + subject, never by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
  ],
);

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    /**
     * When this session last proved who is behind it again (a fresh Google sign-in): changing what
     * the account is keyed by needs that, recently, when there is no password to ask for.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * verify_email proves an address (the account's, or the pending one of an email change);
 * revert_email, mailed to the previous address after a change, puts that address back.
 */
export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'revert_email';
/** What a send to an address is counted as, for cooldowns: a token mail, or the sign-up mail. */
export type EmailSendPurpose = AuthTokenPurpose | 'signup' | 'email_change';

/** Single-use email verification and password reset tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to (the email, or the pending email): it proves only that one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Sends of verification mail per address, known or not, so the cooldown (and the answer) is
 * the same whether or not an account exists.
 */
export const emailSendAttempts = pgTable(
  'email_send_attempts',
  {
    email: text('email').notNull(),
    purpose: text('purpose').$type<EmailSendPurpose>().notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

export type CreditReason = 'signup_grant' | 'purchase' | 'generation' | 'refund' | 'adjustment';

/** Append-only credit ledger; `reference` makes every change idempotent. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<CreditReason>().notNull(),
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_transactions_reference_key').on(t.reference),
    index('credit_transactions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Rate-limit counters shared by every API instance (when Redis is not configured): a fixed or
 * sliding window per key, and holds ("not before") for the sign-in throttle.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** Mail captured by the dev mailbox (never used with real SMTP or in production). */
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mail_to_created_idx').on(t.to, t.createdAt)],
);
