/**
 * The honesty step in a run (issue 27), on the demo blog: a model that writes "We tested both for a
 * week." has that sentence rewritten before anything is published, and the post says nothing of the
 * kind; a model that writes the claim again in its rewrite fails the run, refunded, nothing published.
 */
import { Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executions } from '../../db/schema/index.ts';
import { reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { newRun, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
const CLAIM = 'We tested both for a week.';

async function run(rewrite: 'drop' | 'again') {
  const alice = await userWithEverything(server);
  const id = await newRun(server, alice.headers, false);
  const rewrites: string[][] = [];
  const outcome = await runExecution(
    server.ctx,
    fakeServices({ claims: { sentence: CLAIM, rewrite }, rewrites }),
    id,
    log,
  );
  const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
  return { alice, id, outcome, rewrites, row };
}

describe("a model's claim of first-hand use", () => {
  it('is rewritten before publishing: the post never says it', async () => {
    const { alice, id, outcome, rewrites, row } = await run('drop');
    expect(outcome).toBe('completed');
    expect(rewrites).toEqual([[CLAIM]]);
    expect(readCheckpoint(row?.checkpoint ?? {}).article?.intro).not.toContain('We tested');
    const [post] = await postsOfRun(server, alice.user.id, id);
    expect(post?.content.raw).toBeTruthy();
    expect(post?.content.raw).not.toContain('We tested');
  });

  it('written again in the rewrite, fails the run before anything is published, refunded', async () => {
    const { alice, id, outcome, row } = await run('again');
    expect(outcome).toBe('failed');
    expect(row?.errorMessage).toContain(Messages.runExperienceClaims.replace('{{claim}}', 'We tested'));
    expect(row?.errorMessage).toContain(Messages.creditsRefunded);
    expect(await postsOfRun(server, alice.user.id, id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(alice.user.credits);
  });
});
