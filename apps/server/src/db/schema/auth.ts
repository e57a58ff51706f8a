/** Sign-in: identities, sessions, single-use tokens and mail cooldowns; owned by the auth module. */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

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
