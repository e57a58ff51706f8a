/** Wire shapes of a user (SPEC §7): snake_case for the auth calls, camelCase for the profile. */
import type { AuthUser, Profile } from '@aa/contracts';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export function presentAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_verified: user.isVerified,
    credits: user.credits,
  };
}

export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    credits: user.credits,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
    hasPassword: user.passwordHash !== null,
  };
}
