/**
 * The pipeline asks its run's record through a run store (runs.service's RunStore): its lease rules
 * are tried here against stores of the test's own — one that says another attempt holds the run, one
 * that says it is finished, one that takes the lease away mid-run — and a recording store shows that
 * every update of a whole run goes through the store it was given.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { creditTransactions, executions } from '../../db/schema/index.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { newRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { type LoadedRun, type RunProgress, type RunStore, runStore } from '../runs/runs.service.ts';
import { runExecution } from './pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/** A run as the store would load it, with the status asked for. */
async function loadedAs(executionId: string, status: LoadedRun['execution']['status']): Promise<LoadedRun> {
  const run = await runStore(server.ctx.db).load(executionId);
  if (!run) throw new Error('no run');
  return { ...run, execution: { ...run.execution, status } };
}

/** A store that records every call, answering from the database unless told otherwise. */
function recordingStore(overrides: Partial<RunStore> = {}) {
  const calls: { name: keyof RunStore; args: unknown[] }[] = [];
  const real = runStore(server.ctx.db);
  const store = Object.fromEntries(
    (Object.keys(real) as (keyof RunStore)[]).map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        const own = overrides[name] ?? real[name];
        return (own as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as RunStore;
  return { store, calls };
}

async function statusOf(executionId: string) {
  const [row] = await server.ctx.db
    .select({ status: executions.status })
    .from(executions)
    .where(eq(executions.id, executionId));
  return row?.status;
}

describe('the pipeline against a run store', () => {
  it('records every update of a whole run through the store it is given, under one lease', async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    const { store, calls } = recordingStore();

    expect(
      await runExecution(server.ctx, fakeServices(), executionId, log, { owner: 'attempt-1', runs: store }),
    ).toBe('completed');

    const names = calls.map((call) => call.name);
    expect(names[0]).toBe('acquireLease');
    expect(names.at(-1)).toBe('releaseLease');
    const progress = calls.filter((call) => call.name === 'recordProgress');
    // One update per step at least, each by the lease holder; the last one completes the run.
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.every((call) => call.args[1] === 'attempt-1')).toBe(true);
    expect((progress.at(-1)?.args[2] as RunProgress | undefined)?.status).toBe('completed');
    expect(await statusOf(executionId)).toBe('completed');
  });

  it('lets go of the lease in the write that completes the run (a process killed before its release holds nothing)', async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    // The release after the run never comes, as when the process dies right after the last write.
    const { store } = recordingStore({ releaseLease: async () => undefined });
    expect(
      await runExecution(server.ctx, fakeServices(), executionId, log, { owner: 'attempt-1', runs: store }),
    ).toBe('completed');
    const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, executionId));
    expect(row).toMatchObject({ status: 'completed', leaseOwner: null, leaseUntil: null });
  });

  it('leaves a run another attempt holds alone: busy (its job ends; the sweeper covers a dead holder), nothing recorded', async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    const held = await loadedAs(executionId, 'processing');
    const { store, calls } = recordingStore({
      acquireLease: async () => false,
      load: async () => held,
    });

    expect(await runExecution(server.ctx, fakeServices(), executionId, log, { runs: store })).toBe('busy');
    expect(calls.map((call) => call.name)).toEqual(['acquireLease', 'load']);
  });

  it('answers gone for a run that finished meanwhile, and touches nothing', async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    const finished = await loadedAs(executionId, 'completed');
    const { store, calls } = recordingStore({ acquireLease: async () => false, load: async () => finished });

    expect(await runExecution(server.ctx, fakeServices(), executionId, log, { runs: store })).toBe('gone');
    expect(calls.map((call) => call.name)).toEqual(['acquireLease', 'load']);
  });

  it('stops where it loses the lease: no failure recorded, no refund, the lease released', async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    let updates = 0;
    const real = runStore(server.ctx.db);
    const { store, calls } = recordingStore({
      // Another attempt takes the run over after the third update.
      recordProgress: async (...args) => {
        updates += 1;
        return updates <= 3 ? real.recordProgress(...args) : false;
      },
    });

    expect(
      await runExecution(server.ctx, fakeServices(), executionId, log, { owner: 'attempt-1', runs: store }),
    ).toBe('lease-lost');

    expect(updates).toBe(4);
    expect(calls.at(-1)).toEqual({ name: 'releaseLease', args: [executionId, 'attempt-1'] });
    expect(await statusOf(executionId)).not.toBe('failed');
    const refunds = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `refund:${executionId}`));
    expect(refunds).toEqual([]);
  });
});
