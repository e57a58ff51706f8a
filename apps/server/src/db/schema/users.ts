/** Accounts: owned by the users module (the credits ledger alone moves `credits`, through it). */

import type { AccountMail } from '@aa/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
    /**
     * The user's IANA time zone ("Europe/Paris"): the browser's at sign-up, editable on the profile;
     * every date the app and the mails show is in it. Null for accounts made before (the app fills it).
     */
    timeZone: text('time_zone'),
    /**
     * The account's mails the user switched from their default (issue 33): ACCOUNT_MAIL_DEFAULTS
     * holds the rest, so a mail added later starts at its default for everyone.
     */
    mailPreferences: jsonb('mail_preferences')
      .$type<Partial<Record<AccountMail, boolean>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Mails about the user's runs (a run failed, a post check failed); the in-app notices stay. */
    runMails: boolean('run_mails').notNull().default(true),
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
