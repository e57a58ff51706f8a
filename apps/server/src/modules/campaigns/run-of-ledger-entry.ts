/**
 * What the credit history says of a run's debit or refund (issue 21): the run's campaign and number.
 * A lateral subquery the credits module joins to its ledger rows; the run's id is read from the
 * entry's reference (`execution:<id>`, `refund:<id>`), so it is one primary-key probe per entry, and
 * only the entry's owner's run is found.
 */
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, executions } from '../../db/schema/campaigns.ts';

export function runOfLedgerEntry(db: Database, entry: { reference: AnyColumn; userId: AnyColumn }) {
  // Cast only a reference that holds a run's id: any other ('grant:in_…') would not parse as a uuid.
  const executionId = sql`CASE WHEN ${entry.reference} ~* '^(execution|refund):[0-9a-f-]{36}$' THEN split_part(${entry.reference}, ':', 2)::uuid END`;
  return db
    .select({
      // Nullable: an entry of no run leaves them all null (the lateral join finds nothing).
      campaignId: sql<string | null>`${executions.campaignId}`.as('run_campaign_id'),
      campaignName: sql<string | null>`${campaigns.name}`.as('run_campaign_name'),
      campaignDeleted: sql<boolean | null>`${campaigns.deletedAt} IS NOT NULL`.as('run_campaign_deleted'),
      runNumber: sql<number | null>`${executions.runNumber}`.as('run_number'),
    })
    .from(executions)
    .innerJoin(campaigns, eq(campaigns.id, executions.campaignId))
    .where(and(eq(executions.id, executionId), eq(executions.userId, entry.userId)))
    .as('ledger_run');
}
