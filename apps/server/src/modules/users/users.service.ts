/**
 * The signed-in user's own account: its profile, language and settings (the email and password change
 * in auth), and who is told by mail about their runs.
 */
import {
  ACCOUNT_MAIL_DEFAULTS,
  type AccountMail,
  type AccountMails,
  type Language,
  type UpdateSettingsBody,
} from '@aa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, type User, updateUser } from './users.queries.ts';

type Deps = Pick<AppContext, 'db'>;

/** The addresses of these accounts, by id (the operators' view). */
export async function emailsOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function getUser(deps: Deps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  return user;
}

/** The account's time zone (issue 33); null while none is known. */
export async function userTimeZone(db: Database | Tx, userId: string): Promise<string | null> {
  return (await findUserById(db, userId))?.timeZone ?? null;
}

/** The language of the account's mails follows the UI's. */
export async function setLanguage(deps: Deps, userId: string, language: Language) {
  await updateUser(deps.db, userId, { language });
}

/** Changes the account's settings (whether its runs' failures are mailed); returns the account. */
export async function updateSettings(
  deps: Deps,
  userId: string,
  settings: UpdateSettingsBody,
): Promise<User> {
  const mails = settings.mails;
  return updateUser(deps.db, userId, {
    ...(settings.runMails === undefined ? {} : { runMails: settings.runMails }),
    ...(settings.timeZone === undefined ? {} : { timeZone: settings.timeZone }),
    // Merged into what is stored, in the database (two switches flipped at once both hold).
    ...(mails ? { mailPreferences: sql`${users.mailPreferences} || ${JSON.stringify(mails)}::jsonb` } : {}),
  });
}

/** Which of the account's mails the user receives: their switches over the defaults. */
export function accountMailsOf(user: Pick<User, 'mailPreferences'>): AccountMails {
  return { ...ACCOUNT_MAIL_DEFAULTS, ...user.mailPreferences };
}

/**
 * The verified accounts that receive `mail` (an opt-in mail such as the weekly summary: its switch is
 * on, or its default is and they left it), with where, how and in which zone to mail them.
 */
export async function accountsReceiving(
  db: Database,
  mail: AccountMail,
): Promise<(AccountMailRecipient & { id: string })[]> {
  const stored = sql`${users.mailPreferences} ->> ${mail}`;
  const on = ACCOUNT_MAIL_DEFAULTS[mail]
    ? sql`coalesce(${stored}, 'true') = 'true'`
    : sql`${stored} = 'true'`;
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(and(eq(users.isVerified, true), on));
}

/** Where, how and in which zone to mail the user one of the account's mails; none when switched off. */
export type AccountMailRecipient = Pick<User, 'email' | 'firstName' | 'language' | 'timeZone'>;

export async function accountMailRecipient(
  db: Database | Tx,
  userId: string,
  mail: AccountMail,
): Promise<AccountMailRecipient | undefined> {
  const user = await findUserById(db, userId);
  if (!user || !accountMailsOf(user)[mail]) return undefined;
  return { email: user.email, firstName: user.firstName, language: user.language, timeZone: user.timeZone };
}

/** Where and how to mail the user about a run (a failure, a post check); none when they turned it off. */
export type RunMailRecipient = Pick<User, 'email' | 'firstName' | 'language'>;

export async function runMailRecipient(
  db: Database | Tx,
  userId: string,
): Promise<RunMailRecipient | undefined> {
  const user = await findUserById(db, userId);
  return user?.runMails
    ? { email: user.email, firstName: user.firstName, language: user.language }
    : undefined;
}
