/**
 * Issue 32: "Make again" on one of a run's images. The new image replaces the old on the blog (the
 * post's body or its featured image; the old file leaves the media library) and, for a pin still in
 * the queue, in the queue; three per run, free; a draft waiting for review too; a blog that refuses
 * changes nothing and gives the try back; another user's run is not found.
 */
import { FREE_IMAGE_REGENERATIONS, Messages } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { scheduledPins } from '../../db/schema/index.ts';
import { BlogError } from '../../integrations/blog/blog-publisher.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { withBlog } from '../../test/platforms.ts';
import {
  executionRow,
  mediaOfRun,
  newRun,
  pinsOf,
  postQueuedPinsNow,
  postsOfRun,
  userWithEverything,
} from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { imageBytes } from './images.ts';
import { runExecution } from './pipeline.ts';
import { regenerateImage } from './regenerate-image.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type AuthHeaders = { authorization: string };

const regenerate = (headers: AuthHeaders, executionId: string, number: number) =>
  server.app.inject({
    method: 'POST',
    url: `/api/campaigns/executions/${executionId}/images/${number}/regenerate`,
    headers,
  });

/** The run's media on the demo blog, by image number, and its post. */
async function onTheBlog(userId: string, executionId: string) {
  const [post] = await postsOfRun(server, userId, executionId);
  const media = await mediaOfRun(server, userId, executionId);
  return { post, media };
}

describe("a run's image made again", () => {
  it('replaces a pin in the live post and in the queue, and the featured image, three times free', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const before = await executionRow(server, id);
    const oldImage2 = (before.resultData.images as Record<string, string>).image2 ?? '';
    const { media: oldMedia } = await onTheBlog(alice.user.id, id);
    const oldPin2 = oldMedia.find((item) => item.slug.endsWith('-2'));
    expect(oldPin2).toBeDefined();
    // Pin 2 still waits in the queue.
    const [queued] = await server.ctx.db
      .select({ status: scheduledPins.status })
      .from(scheduledPins)
      .where(and(eq(scheduledPins.executionId, id), eq(scheduledPins.imageNumber, 2)));
    expect(queued?.status).toBe('scheduled');

    const answer = await regenerate(alice.headers, id, 2);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(Messages.imageRegenerated);
    const result = answer.json().data.execution.result_data;
    expect(result.images.image2).not.toBe(oldImage2);
    expect(result.images.image1).toBe((before.resultData.images as Record<string, string>).image1);
    expect(result.image_regenerations_left).toBe(FREE_IMAGE_REGENERATIONS - 1);
    // The old address is gone, the new one serves the new image.
    expect((await server.app.inject({ url: oldImage2 })).statusCode).toBe(404);
    const fresh = await server.app.inject({ url: result.images.image2 });
    expect(fresh.statusCode).toBe(200);

    // On the blog: the post's body shows the new file, not the old, which left the media library.
    const { post, media } = await onTheBlog(alice.user.id, id);
    const newPin2 = media.find((item) => item.slug.endsWith('-2-v2'));
    expect(newPin2).toBeDefined();
    expect(post?.content.raw).toContain(newPin2?.source_url);
    expect(post?.content.raw).not.toContain(oldPin2?.source_url);
    expect(media.some((item) => item.id === oldPin2?.id)).toBe(false);

    // The queue posts the new image when pin 2's time comes.
    await postQueuedPinsNow(server, id);
    const pin2 = (await pinsOf(server, alice.user.id, alice.board.id, id)).find((pin) =>
      pin.link?.includes(`utm_content=${id.slice(0, 8)}-2`),
    );
    const pinnedUrl = pin2?.media?.images?.['1200x']?.url ?? '';
    const pinned = await fetch(pinnedUrl);
    expect(
      Buffer.from(await pinned.arrayBuffer()).equals(
        (await imageBytes(server.ctx, id, 2)) ?? Buffer.alloc(0),
      ),
    ).toBe(true);

    // The featured image: the post features the new one.
    const featured = await regenerate(alice.headers, id, 0);
    expect(featured.statusCode).toBe(200);
    const afterFeatured = await onTheBlog(alice.user.id, id);
    const newFeatured = afterFeatured.media.find((item) => item.slug.endsWith('-0-v2'));
    expect(afterFeatured.post?.featured_media).toBe(newFeatured?.id);
    expect(featured.json().data.execution.result_data.featured_image).not.toBe(result.featured_image);

    // A third, then none: the count is the run's, over its images.
    expect((await regenerate(alice.headers, id, 2)).statusCode).toBe(200);
    const refused = await regenerate(alice.headers, id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.imageRegenerationsUsed);
    // Free: no credit taken.
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);
  });

  it('replaces an image of a draft waiting for review, and nothing of another user’s run', async () => {
    const carol = await userWithEverything(server);
    const id = await newRun(server, carol.headers, false, { publishing: 'review' });
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('review');
    expect((await regenerate(carol.headers, id, 1)).statusCode).toBe(200);
    const { post, media } = await onTheBlog(carol.user.id, id);
    expect(post?.status).toBe('draft');
    expect(post?.content.raw).toContain(media.find((item) => item.slug.endsWith('-1-v2'))?.source_url);

    const bob = await buildSignedInUser(server.ctx);
    expect((await regenerate(bob.headers, id, 1)).statusCode).toBe(404);
    expect((await regenerate(carol.headers, id, 4)).statusCode).toBe(400);
  });

  it('changes nothing when the blog refuses the new file, and gives the try back', async () => {
    const erin = await userWithEverything(server);
    const id = await newRun(server, erin.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const before = (await executionRow(server, id)).resultData;
    const refusing: AppContext = withBlog(server.ctx, () => ({
      uploadMedia: async () => {
        throw new BlogError('unknown', 'Internal error.', 500);
      },
    }));
    await expect(regenerateImage(refusing, erin.user.id, id, 3)).rejects.toThrow(Messages.runPostUnreachable);
    const after = await executionRow(server, id);
    expect(after.resultData).toEqual(before);
    // The try was given back: three are still free.
    for (let n = 0; n < FREE_IMAGE_REGENERATIONS; n += 1)
      expect((await regenerate(erin.headers, id, 3)).statusCode).toBe(200);
  });
});
