/**
 * What the credit history says of an entry a payment made (issue 21): the plan or package paid for,
 * for a page of ledger entries at once. The payment's id is read from the entry's reference
 * (`grant:<payment>:<month>`, `owed:…`, `reversal:…`): one primary-key lookup for the page, and only
 * the owner's payments.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PaymentKind, payments } from '../../db/schema/billing.ts';

export interface PaymentOfLedgerEntry {
  planId: string;
  kind: PaymentKind;
}

const PAYMENT_REFERENCE = /^(?:grant|owed|reversal):([^:]+)/;

/** By reference, the payment each of `references` came from (those of no payment of the user's are absent). */
export async function paymentsOfLedgerEntries(
  db: Database,
  userId: string,
  references: readonly string[],
): Promise<Map<string, PaymentOfLedgerEntry>> {
  const paymentIdOf = new Map<string, string>();
  for (const reference of references) {
    const id = PAYMENT_REFERENCE.exec(reference)?.[1];
    if (id) paymentIdOf.set(reference, id);
  }
  if (paymentIdOf.size === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, planId: payments.planId, kind: payments.kind })
    .from(payments)
    .where(and(inArray(payments.id, [...new Set(paymentIdOf.values())]), eq(payments.userId, userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = new Map<string, PaymentOfLedgerEntry>();
  for (const [reference, id] of paymentIdOf) {
    const row = byId.get(id);
    if (row) found.set(reference, { planId: row.planId, kind: row.kind });
  }
  return found;
}
