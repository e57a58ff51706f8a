/** The credit ledger; owned by the credits module. */

import type { CreditReason } from '@aa/contracts/credits';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export type { CreditReason };

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
