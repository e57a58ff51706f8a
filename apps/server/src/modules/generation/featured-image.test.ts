/**
 * Issue 32: a run's post features a landscape image (1200×628: the blog index, og:image and shares
 * show it whole), made once with the pins, never repeated in the body, which holds the 2:3 pins.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executions, generatedImages } from '../../db/schema/index.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, mediaOfRun, newRun, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { FEATURED_IMAGE_NUMBER, featuredImageOf, imagePath, imagesOf } from './images.ts';
import { runExecution } from './pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/** The run's post on the demo blog and its media by the number their slug ends with. */
async function delivered(userId: string, executionId: string) {
  const [post] = await postsOfRun(server, userId, executionId);
  const media = await mediaOfRun(server, userId, executionId);
  const numbered = new Map(media.map((item) => [Number(item.slug.split('-').at(-1)), item]));
  return { post, numbered };
}

describe("a run's featured image", () => {
  it('is the landscape one, featured by the post and absent from its body, which shows the three pins', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');

    const featured = await featuredImageOf(server.ctx.db, id);
    expect(featured && featured.width > featured.height).toBe(true);
    expect((await imagesOf(server.ctx.db, id)).map((image) => image.number)).toEqual([1, 2, 3]);
    const result = (await executionRow(server, id)).resultData as { featured_image?: string };
    expect(result.featured_image).toBe(featured ? imagePath(featured.id) : 'none');

    const { post, numbered } = await delivered(alice.user.id, id);
    expect([...numbered.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect(post?.featured_media).toBe(numbered.get(FEATURED_IMAGE_NUMBER)?.id);
    const body = post?.content.raw ?? '';
    expect(body).not.toContain(numbered.get(FEATURED_IMAGE_NUMBER)?.source_url);
    for (const number of [1, 2, 3]) expect(body).toContain(numbered.get(number)?.source_url);
    // The body opens with words, not a picture.
    expect(body.trimStart().startsWith('<p')).toBe(true);
  });

  it('is made on a retry for a run whose pins an earlier version drew without one', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers);
    const calls: Record<string, number> = {};
    const services = fakeServices({ failIn: { step: 'write', times: 1 }, calls });
    await expect(runExecution(server.ctx, services, id, log)).rejects.toThrow('injected failure in write');
    // As an attempt before issue 32 left it: three pins stored, no featured image, no images part.
    await server.ctx.db
      .delete(generatedImages)
      .where(and(eq(generatedImages.executionId, id), eq(generatedImages.number, FEATURED_IMAGE_NUMBER)));
    const { images: _images, ...checkpoint } = (await executionRow(server, id)).checkpoint as Record<
      string,
      unknown
    >;
    await server.ctx.db.update(executions).set({ checkpoint }).where(eq(executions.id, id));

    expect(await runExecution(server.ctx, services, id, log)).toBe('completed');
    // The pins were kept (not composed again); the featured image was made.
    expect(calls.composePin).toBe(3);
    const { post, numbered } = await delivered(alice.user.id, id);
    expect(post?.featured_media).toBe(numbered.get(FEATURED_IMAGE_NUMBER)?.id);
  });
});
