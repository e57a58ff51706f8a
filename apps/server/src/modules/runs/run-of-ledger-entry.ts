/**
 * What the credit history says of a run's debit or refund (issue 21): the run's campaign and number,
 * for a page of ledger entries at once. The run's id is read from the entry's reference
 * (`execution:<id>`, `refund:<id>`): one primary-key lookup for the page, and only the owner's runs.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executions } from '../../db/schema/runs.ts';
import { campaignOfRun } from '../campaigns/campaigns.service.ts';

export interface RunOfLedgerEntry {
  campaignId: string;
  campaignName: string;
  campaignDeleted: boolean;
  runNumber: number;
}

const RUN_REFERENCE = /^(?:execution|refund):([0-9a-f-]{36})$/i;

/** By reference, the run each of `references` belongs to (those of no run of the user's are absent). */
export async function runsOfLedgerEntries(
  db: Database,
  userId: string,
  references: readonly string[],
): Promise<Map<string, RunOfLedgerEntry>> {
  const runIdOf = new Map<string, string>();
  for (const reference of references) {
    const id = RUN_REFERENCE.exec(reference)?.[1];
    if (id) runIdOf.set(reference, id.toLowerCase());
  }
  if (runIdOf.size === 0) return new Map();
  const campaign = campaignOfRun(db, executions.campaignId);
  const rows = await db
    .select({
      id: executions.id,
      campaignId: executions.campaignId,
      campaignName: campaign.campaignName,
      deletedAt: campaign.campaignDeletedAt,
      runNumber: executions.runNumber,
    })
    .from(executions)
    .innerJoinLateral(campaign, sql`true`)
    .where(and(inArray(executions.id, [...new Set(runIdOf.values())]), eq(executions.userId, userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = new Map<string, RunOfLedgerEntry>();
  for (const [reference, id] of runIdOf) {
    const row = byId.get(id);
    if (row)
      found.set(reference, {
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        campaignDeleted: row.deletedAt !== null,
        runNumber: row.runNumber,
      });
  }
  return found;
}
