/** A run reads the Pinterest connection once, for its trends, its pacing and its pins. */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { fakeServices } from '../../../test/generation-services.ts';
import { connectEverything } from '../../../test/platforms.ts';
import { newRun, pinsOf, postQueuedPinsNow } from '../../../test/runs.ts';
import { setupTestServer } from '../../../test/test-server.ts';
import { runExecution } from '../pipeline.ts';

const queries: string[] = [];
const server = setupTestServer({}, { listen: true, workers: false, onQuery: (query) => queries.push(query) });

describe('a run with Pinterest connected', () => {
  it('reads the Pinterest connection once (account, then token) for its trends and its three pins', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const board = await connectEverything(server, alice.headers);
    const id = await newRun(server, alice.headers);
    queries.length = 0;
    expect(await runExecution(server.ctx, fakeServices(), id, pino({ level: 'silent' }))).toBe('completed');
    const reads = queries.filter((query) => /from "pinterest_connections"/.test(query));
    expect(reads).toHaveLength(2);
    // Its first pin went at once; the queue posts the two others in their time.
    expect(await pinsOf(server, alice.user.id, board.id, id)).toHaveLength(1);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(server, alice.user.id, board.id, id)).toHaveLength(3);
  });
});
