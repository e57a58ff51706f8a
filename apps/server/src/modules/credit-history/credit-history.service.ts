/**
 * The credit history as the user reads it (issue 21): each ledger entry with what it belongs to — a
 * run's debit or refund its campaign and run number, a grant, take-back or repayment its payment's
 * plan. The ledger is the credits module's, runs the runs module's and payments the billing
 * module's: this module reads a page of entries, then the runs and payments of that page in one
 * lookup each (never one per entry). Nothing imports it but the app, so the three stay free of each
 * other's reads.
 */
import type { CreditTransaction } from '@aa/contracts';
import type { Database } from '../../db/client.ts';
import { type PaymentOfLedgerEntry, paymentsOfLedgerEntries } from '../billing/payment-of-ledger-entry.ts';
import { type LedgerEntry, ledgerPage, recentLedgerEntries } from '../credits/credits.service.ts';
import { type RunOfLedgerEntry, runsOfLedgerEntries } from '../runs/run-of-ledger-entry.ts';
import { findCredits } from '../users/users.queries.ts';

function present(
  entry: LedgerEntry,
  run: RunOfLedgerEntry | undefined,
  payment: PaymentOfLedgerEntry | undefined,
): CreditTransaction {
  return {
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
    run: run
      ? {
          campaign_id: run.campaignId,
          campaign_name: run.campaignName,
          campaign_deleted: run.campaignDeleted,
          run_number: run.runNumber,
        }
      : null,
    payment: payment ? { plan_id: payment.planId, kind: payment.kind } : null,
  };
}

/** `entries` with their runs and payments, looked up for all of them at once. */
async function describe(db: Database, userId: string, entries: LedgerEntry[]): Promise<CreditTransaction[]> {
  const references = entries.map((entry) => entry.reference);
  const [runs, payments] = await Promise.all([
    runsOfLedgerEntries(db, userId, references),
    paymentsOfLedgerEntries(db, userId, references),
  ]);
  return entries.map((entry) => present(entry, runs.get(entry.reference), payments.get(entry.reference)));
}

/** GET /credits: the balance and the newest entries. */
export async function getCreditsOverview(db: Database, userId: string, limit = 50) {
  const [credits, entries] = await Promise.all([
    findCredits(db, userId),
    recentLedgerEntries(db, userId, limit),
  ]);
  return { credits: { credits_balance: credits }, transactions: await describe(db, userId, entries) };
}

/** GET /credits/transactions: one page of the ledger, newest first. */
export async function listCreditTransactions(db: Database, userId: string, page: number, pageSize: number) {
  const { entries, total } = await ledgerPage(db, userId, page, pageSize);
  return { transactions: await describe(db, userId, entries), page, pageSize, total };
}
