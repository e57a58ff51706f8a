/**
 * What a violated constraint means to a client, by the constraint's name (schema.ts): the one place
 * where database refusals become API errors. A constraint not listed answers 409 VALIDATION_ERROR.
 */
import { ErrorCode, Messages } from '@aa/contracts';

export const constraintErrors: Record<string, { code: ErrorCode; message: string; status: number }> = {
  users_email_key: { code: ErrorCode.EMAIL_IN_USE, message: Messages.emailInUse, status: 409 },
  // A debit below zero: the ledger's CHECK is the last word on the balance.
  users_credits_non_negative: {
    code: ErrorCode.INSUFFICIENT_CREDITS,
    message: Messages.insufficientCredits,
    status: 402,
  },
};
