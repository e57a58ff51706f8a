/** Wire shapes of a user (PRODUCT.md §7): snake_case for the auth calls, camelCase for the profile. */
import type { AuthUser, Profile } from '@aa/contracts';
import { type RequestAuth, reauthenticatedUntil } from '../../request-auth.ts';
import type { User } from './users.queries.ts';
import { accountMailsOf } from './users.service.ts';

/** What the auth calls show of a user: a full row or a session's user (which has no hash). */
export type AuthUserSource = Pick<
  User,
  'id' | 'email' | 'firstName' | 'lastName' | 'isVerified' | 'credits'
> &
  Partial<Pick<User, 'timeZone'>>;

export function presentAuthUser(user: AuthUserSource): AuthUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_verified: user.isVerified,
    credits: user.credits,
    ...(user.timeZone === undefined ? {} : { time_zone: user.timeZone }),
  };
}

export function presentProfile(user: User, auth: Pick<RequestAuth, 'reauthenticatedAt'>): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    credits: user.credits,
    isVerified: user.isVerified,
    pendingEmail: user.pendingEmail,
    createdAt: user.createdAt.toISOString(),
    hasPassword: user.passwordHash !== null,
    language: user.language,
    timeZone: user.timeZone,
    mails: accountMailsOf(user),
    reauthenticatedUntil: user.passwordHash ? null : (reauthenticatedUntil(auth)?.toISOString() ?? null),
    runMails: user.runMails,
  };
}
