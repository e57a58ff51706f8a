/**
 * What the credit history says of an entry a payment made (issue 21): the plan or package paid for.
 * A lateral subquery the credits module joins to its ledger rows; the payment's id is read from the
 * entry's reference (`grant:<payment>:<month>`, `owed:…`, `reversal:…`), so it is one primary-key
 * probe per entry, and only the entry's owner's payment is found.
 */
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/billing.ts';

export function paymentOfLedgerEntry(db: Database, entry: { reference: AnyColumn; userId: AnyColumn }) {
  return db
    .select({
      // Nullable: an entry of no payment leaves them null (the lateral join finds nothing).
      planId: sql<string | null>`${payments.planId}`.as('payment_plan_id'),
      kind: sql<'subscription' | 'top_up' | null>`${payments.kind}`.as('payment_kind'),
    })
    .from(payments)
    .where(
      and(
        sql`${entry.reference} ~ '^(grant|owed|reversal):'`,
        eq(payments.id, sql`split_part(${entry.reference}, ':', 2)`),
        eq(payments.userId, entry.userId),
      ),
    )
    .as('ledger_payment');
}
