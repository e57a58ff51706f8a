/**
 * Proof that the person behind a session is the account's owner, before changing what the account
 * is keyed by (its email, its first password): the current password, or, for an account without
 * one, a fresh Google sign-in on this session within the last minutes (PRODUCT.md §12).
 */
import { ErrorCode, Messages } from '@aa/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { type RequestAuth, reauthenticatedUntil } from '../../request-auth.ts';
import { findPasswordHash } from '../users/users.queries.ts';

export async function confirmIdentity(
  db: Database,
  auth: RequestAuth,
  currentPassword: string | undefined,
): Promise<void> {
  if (auth.user.hasPassword) {
    if (!currentPassword) {
      throw new AppError(ErrorCode.REAUTH_REQUIRED, Messages.currentPasswordRequired, 400);
    }
    // The hash is read only here, where it is compared; requests never carry it.
    if (!(await verifyPassword(await findPasswordHash(db, auth.user.id), currentPassword))) {
      throw AppError.badRequest(ErrorCode.WRONG_PASSWORD, Messages.currentPasswordWrong);
    }
    return;
  }
  if (!reauthenticatedUntil(auth))
    throw new AppError(ErrorCode.REAUTH_REQUIRED, Messages.reauthRequired, 403);
}
