/**
 * Image retention (issue 30): a run's stored images go once its post has been gone for
 * RUN_IMAGE_RETENTION_DAYS (taken down, or the run failed or was discarded without a live post); a live
 * post's stay, and so do those of a failed run whose article is live.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executions } from '../../db/schema/index.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, newRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';
import { purgeRunImages } from './purge-run-images.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
const DAY_MS = 86_400_000;

/** A run taken to its end (a published post, or a draft for review), with its three images. */
async function finishedRun(publishing: 'publish' | 'review' = 'publish') {
  const user = await userWithEverything(server);
  const id = await newRun(server, user.headers, false, { publishing });
  await runExecution(server.ctx, fakeServices(), id, log);
  const result = (await executionRow(server, id)).resultData as {
    images?: Record<string, string>;
    featured_image?: string;
  };
  const images = Object.values(result.images ?? {});
  expect(images).toHaveLength(3);
  // The featured image (issue 32) goes and stays with them.
  if (result.featured_image) images.push(result.featured_image);
  expect(images).toHaveLength(4);
  return { id, images };
}

const served = async (url: string) => (await server.app.inject({ url })).statusCode;

async function age(id: string, change: Partial<typeof executions.$inferInsert>) {
  await server.ctx.db.update(executions).set(change).where(eq(executions.id, id));
}

describe('the image retention', () => {
  it('deletes the images of runs whose post is gone, and keeps those of live posts', async () => {
    const old = new Date(Date.now() - 40 * DAY_MS);
    const live = await finishedRun();
    const takenDown = await finishedRun();
    await age(takenDown.id, { unpublishedAt: old, unpublishedBy: 'user' });
    const discarded = await finishedRun('review');
    await age(discarded.id, { status: 'discarded', reviewState: 'discarded', completedAt: old });
    // Failed after its article went live (its pins, say): the post is still on the blog.
    const failedLive = await finishedRun();
    await age(failedLive.id, { status: 'failed', completedAt: old });
    const recentlyTakenDown = await finishedRun();
    await age(recentlyTakenDown.id, { unpublishedAt: new Date(), unpublishedBy: 'user' });

    expect((await purgeRunImages(server.ctx)).runs).toBeGreaterThanOrEqual(2);

    for (const gone of [takenDown, discarded]) {
      expect((await executionRow(server, gone.id)).resultData).toMatchObject({
        images: { image1: null, image2: null, image3: null },
        featured_image: null,
      });
      for (const url of gone.images) expect(await served(url)).toBe(404);
    }
    for (const kept of [live, failedLive, recentlyTakenDown])
      for (const url of kept.images) expect(await served(url)).toBe(200);
    // Done once: nothing left to purge among them.
    const again = await purgeRunImages(server.ctx);
    expect(again.runs).toBe(0);
  });

  it('keeps everything with RUN_IMAGE_RETENTION_DAYS=0', async () => {
    const takenDown = await finishedRun();
    await age(takenDown.id, { unpublishedAt: new Date(Date.now() - 400 * DAY_MS), unpublishedBy: 'user' });
    const keepAll = { ...server.ctx, config: { ...server.ctx.config, runImageRetentionDays: 0 } };
    expect(await purgeRunImages(keepAll)).toEqual({ runs: 0 });
    for (const url of takenDown.images) expect(await served(url)).toBe(200);
  });
});
