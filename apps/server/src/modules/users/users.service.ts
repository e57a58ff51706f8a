/** The signed-in user's own account: its profile and language (the email and password change in auth). */
import type { Language } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, type User, updateUser } from './users.queries.ts';

type Deps = Pick<AppContext, 'db'>;

export async function getUser(deps: Deps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  return user;
}

/** The language of the account's mails follows the UI's. */
export async function setLanguage(deps: Deps, userId: string, language: Language) {
  await updateUser(deps.db, userId, { language });
}
