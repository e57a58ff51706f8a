/**
 * Images in S3-compatible storage (issue 30), on s3rver: with S3_BUCKET a run's images go to the
 * bucket (the rows keep only their keys) and are served, published and pinned from there; a
 * discarded run's objects go with the sweep; `npm run images:to-s3` moves what the database held.
 */

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages } from '../../db/schema/index.ts';
import { createS3Storage } from '../../integrations/storage/s3-storage.ts';
import { fakeServices } from '../../test/generation-services.ts';
import {
  executionRow,
  mediaOfRun,
  newRun,
  pinsOf,
  postQueuedPinsNow,
  userWithEverything,
} from '../../test/runs.ts';
import { type S3StandIn, startS3 } from '../../test/s3.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  discardImages,
  imageKey,
  moveImagesToStorage,
  ORPHAN_GRACE_MS,
  sweepStoredImages,
} from './images.ts';
import { runExecution } from './pipeline.ts';

const log = pino({ level: 'silent' });
let s3: S3StandIn;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3();
  server = await startTestServer({ ...s3.env, S3_PREFIX: 'aa/' }, { listen: true, workers: false });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** The bucket as another client sees it, under the installation's folder. */
const bucket = () => createS3Storage({ ...(server.config.s3 ?? failNoS3()), prefix: 'aa/' });
function failNoS3(): never {
  throw new Error('S3 not configured');
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function rowsOf(executionId: string) {
  return server.ctx.db
    .select({ id: generatedImages.id, bytes: generatedImages.bytes, storageKey: generatedImages.storageKey })
    .from(generatedImages)
    .where(eq(generatedImages.executionId, executionId))
    .orderBy(generatedImages.number);
}

async function served(id: string) {
  const res = await server.app.inject({ url: `/api/media/${id}.png` });
  return { status: res.statusCode, bytes: res.rawPayload };
}

describe('images in S3-compatible storage', () => {
  it('stores a run’s images in the bucket, and serves, publishes and pins them from there', async () => {
    const user = await userWithEverything(server);
    const id = await newRun(server, user.headers);
    await runExecution(server.ctx, fakeServices(), id, log);
    expect((await executionRow(server, id)).status).toBe('completed');

    // The featured image and the three pins.
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.bytes).toBeNull();
      expect(row.storageKey).toBe(imageKey(row.id));
      const object = await bucket().get(imageKey(row.id));
      if (!object) throw new Error(`no object for ${row.id}`);
      expect(object.subarray(1, 4).toString()).toBe('PNG');
      const answer = await served(row.id);
      expect(answer.status).toBe(200);
      expect(sha(answer.bytes)).toBe(sha(object));
    }
    // The blog got the four images (featured and pins) and Pinterest the pins: both read them from
    // the bucket.
    expect(await mediaOfRun(server, user.user.id, id)).toHaveLength(4);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(server, user.user.id, user.board.id, id)).toHaveLength(3);
    expect((await server.app.inject({ url: '/readyz' })).json().checks).toMatchObject({ storage: true });
  });

  it('takes a discarded run’s images off at once, and its objects with the sweep after the grace', async () => {
    const user = await userWithEverything(server);
    const id = await newRun(server, user.headers, false);
    await runExecution(server.ctx, fakeServices(), id, log);
    // The featured image and the three pins.
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(4);

    await discardImages(server.ctx.db, id);
    for (const row of rows) expect((await served(row.id)).status).toBe(404);
    // A young object may be an upload whose row is being written: kept.
    expect((await sweepStoredImages(server.ctx)).deleted).toBe(0);
    for (const row of rows) expect(await bucket().get(imageKey(row.id))).toBeDefined();

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepStoredImages(server.ctx, { now: later });
    expect(swept.deleted).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(await bucket().get(imageKey(row.id))).toBeUndefined();
    // Every other run's images are still there.
    const keys = (await bucket().list('images/')).objects.map((object) => object.key);
    const named = await server.ctx.db.select({ key: generatedImages.storageKey }).from(generatedImages);
    expect(new Set(keys)).toEqual(new Set(named.map((row) => row.key).filter(Boolean)));
  });

  it('moves the images the database held to the bucket, once, and serves the same bytes', async () => {
    const user = await userWithEverything(server);
    const id = await newRun(server, user.headers, false);
    // Made before S3_BUCKET was set: in the database.
    await runExecution({ ...server.ctx, storage: undefined }, fakeServices(), id, log);
    const before = await rowsOf(id);
    expect(before.every((row) => row.bytes !== null && row.storageKey === null)).toBe(true);
    const hashes = await Promise.all(before.map(async (row) => sha((await served(row.id)).bytes)));

    const storage = server.ctx.storage ?? failNoS3();
    expect((await moveImagesToStorage({ db: server.ctx.db, storage }, { batch: 2 })).moved).toBe(4);
    const after = await rowsOf(id);
    for (const [index, row] of after.entries()) {
      expect(row.bytes).toBeNull();
      expect(row.storageKey).toBe(imageKey(row.id));
      const answer = await served(row.id);
      expect(answer.status).toBe(200);
      expect(sha(answer.bytes)).toBe(hashes[index]);
    }
    expect((await moveImagesToStorage({ db: server.ctx.db, storage })).moved).toBe(0);
  });
});

describe('npm run images:to-s3', () => {
  it('refuses without a bucket, saying what to set', () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const result = spawnSync(process.execPath, ['apps/server/src/images-to-s3.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: server.config.dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Set S3_BUCKET');
  });
});
