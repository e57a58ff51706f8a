/**
 * The pipeline's promises (PRODUCT.md §11), against the demo blog and the Pinterest simulator: a run
 * publishes one post and one pin per image however often it crashes and retries, two attempts at once
 * never double-post, and a run that cannot publish fails with its credits refunded exactly once.
 */
import { ErrorCode, Messages, REFUNDS_AFTER_DELIVERY_PER_DAY } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { campaigns, creditTransactions, executions, publications } from '../../db/schema/index.ts';
import { BlogError } from '../../integrations/blog/blog-publisher.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { connectDemoBlog, setAmazonTag, withBlog } from '../../test/platforms.ts';
import {
  mediaOfRun,
  postQueuedPinsNow,
  postsOfRun,
  newRun as startRun,
  userWithEverything,
} from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import { runExecution } from './pipeline.ts';
import { RUN_ATTEMPTS } from './pipeline-errors.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

const newRun = (headers: Headers, autoPost = true) => startRun(server, headers, autoPost);

const signedInWithEverything = () => userWithEverything(server);

const postsOf = (userId: string, executionId: string) => postsOfRun(server, userId, executionId);

async function pinsOf(userId: string, boardId: string, executionId: string) {
  const token = await pinterestAccessToken(server.ctx, userId);
  const page = await server.ctx.pinterest.listBoardPins(token, boardId, { pageSize: 100 });
  return page.items.filter((pin) => pin.link?.includes(`utm_content=${executionId.slice(0, 8)}-`));
}

async function execution(id: string) {
  const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
  if (!row) throw new Error('no execution');
  return row;
}

/** Runs the job as pg-boss would: again after each failure, up to RUN_ATTEMPTS. */
async function runLikeTheQueue(ctx: AppContext, services: ReturnType<typeof fakeServices>, id: string) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= RUN_ATTEMPTS + 1; attempt += 1) {
    try {
      return await runExecution(ctx, services, id, log);
    } catch (error) {
      // retried, as pg-boss would
      lastError = error;
    }
  }
  throw new Error(`never settled: ${String(lastError)}`);
}

describe('a run', () => {
  it('publishes the post with its 3 images and pins each image once, step by step', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const row = await execution(id);
    expect(row).toMatchObject({ status: 'completed', currentStep: 7, errorMessage: null });
    const result = row.resultData as Record<string, unknown>;
    expect(result).toMatchObject({
      step1_completed: true,
      step2_completed: true,
      subject: 'Which one to buy, take 1',
    });
    expect(Object.values(result.images as object)).toEqual([
      expect.stringMatching(/^\/api\/media\/.+\.png$/),
      expect.stringMatching(/^\/api\/media\/.+\.png$/),
      expect.stringMatching(/^\/api\/media\/.+\.png$/),
    ]);
    expect(result.product_links).toEqual({
      product1: 'https://www.amazon.com/dp/B0D1XD1ZV3?tag=autopilotdemo-20',
      product2: 'https://www.amazon.com/dp/B0C33XXS56?tag=autopilotdemo-20',
    });
    const posts = await postsOf(alice.user.id, id);
    expect(posts.map((post) => post.status)).toEqual(['publish']);
    expect(result.blog_url).toEqual(expect.stringContaining(posts[0]?.slug ?? 'missing'));
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(alice.user.id, alice.board.id, id)).toHaveLength(3);
    // The run posted its first pin; the queue the two others when their times came.
    expect(result.pinterest_posts).toHaveLength(1);
    expect(((await execution(id)).resultData as { pinterest_posts: unknown[] }).pinterest_posts).toHaveLength(
      3,
    );
    // The image is served to anyone (it is on the blog too), cached for good.
    const image = await server.app.inject({ url: (result.images as { image1: string }).image1 });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    // Each run of a campaign is told the subjects before it.
    const second = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${row.campaignId}/execute`,
      headers: alice.headers,
    });
    expect(second.statusCode).toBe(402);
  });

  for (const step of ['product', 'trends', 'subject', 'pinCopy', 'composePin', 'plan', 'write'] as const) {
    it(`resumes after a failure in ${step} without redoing finished steps`, async () => {
      const alice = await signedInWithEverything();
      const id = await newRun(alice.headers);
      const calls: Record<string, number> = {};
      const services = fakeServices({ failIn: { step, times: 1 }, calls });
      await expect(runExecution(server.ctx, services, id, log)).rejects.toThrow(
        `injected failure in ${step}`,
      );
      expect(await runExecution(server.ctx, services, id, log)).toBe('completed');
      // The steps before the failed one ran once; the failed one twice (both products: four calls).
      if (step === 'subject') expect(calls.product).toBe(2);
      if (step === 'write') expect(calls.plan).toBe(1);
      expect(await postsOf(alice.user.id, id)).toHaveLength(1);
      await postQueuedPinsNow(server, id);
      expect(await pinsOf(alice.user.id, alice.board.id, id)).toHaveLength(3);
    });
  }

  const crashes = [
    ['uploadMedia', 'wordpress'],
    ['createPost', 'wordpress'],
    ['updatePost', 'wordpress'],
    ['createPin', 'pinterest'],
  ] as const;
  for (const [method, system] of crashes) {
    it(`publishes exactly once when the process dies right after ${method} succeeded`, async () => {
      const alice = await signedInWithEverything();
      const id = await newRun(alice.headers);
      let crashed = false;
      const adapter = (system === 'wordpress'
        ? server.ctx.blogs.wordpress
        : server.ctx.pinterest) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const original = adapter[method];
      if (!original) throw new Error(`no ${method}`);
      const crashingAdapter = {
        ...adapter,
        [method]: async (...args: unknown[]) => {
          const made = await original(...args);
          if (!crashed) {
            crashed = true;
            throw new Error(`process died after ${method}`);
          }
          return made;
        },
      };
      const crashing = (system === 'wordpress'
        ? { ...server.ctx, blogs: { wordpress: crashingAdapter } }
        : { ...server.ctx, pinterest: crashingAdapter }) as unknown as AppContext;
      if (system === 'pinterest') {
        // The pin queue takes a pin's crash: the run completes, the pin is due again a little later and
        // its next try finds the pin the crash made (its link's mark) instead of making another.
        expect(await runExecution(crashing, fakeServices(), id, log)).toBe('completed');
      } else {
        await expect(runExecution(crashing, fakeServices(), id, log)).rejects.toThrow('process died');
        expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
      }
      expect(await postsOf(alice.user.id, id)).toHaveLength(1);
      expect((await postsOf(alice.user.id, id))[0]?.status).toBe('publish');
      await postQueuedPinsNow(server, id);
      expect(await pinsOf(alice.user.id, alice.board.id, id)).toHaveLength(3);
      // Published: no refund.
      const refunds = await server.ctx.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.reference, `refund:${id}`));
      expect(refunds).toEqual([]);
    });
  }

  it('lets one attempt work at a time, and a second copy take over when the first one hangs', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    // The first attempt holds a short lease and then stalls in writing past it: its heartbeat stops
    // renewing once it has made no progress for `stallMs`.
    const slow = runExecution(server.ctx, fakeServices({ latency: { write: 1500 } }), id, log, {
      leaseMs: 300,
      stallMs: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('busy');
    // Once the lease runs out, the next copy takes the run over and finishes it. Asked until then: on
    // a busy machine the first attempt reaches its stall later than on an idle one.
    const takeOver = async (deadline: number): Promise<string> => {
      const outcome = await runExecution(server.ctx, fakeServices(), id, log);
      if (outcome !== 'busy' || Date.now() > deadline) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return takeOver(deadline);
    };
    expect(await takeOver(Date.now() + 10_000)).toBe('completed');
    expect(await slow).toBe('lease-lost');
    expect(await postsOf(alice.user.id, id)).toHaveLength(1);
    await postQueuedPinsNow(server, id);
    expect(await pinsOf(alice.user.id, alice.board.id, id)).toHaveLength(3);
  });

  it('fails after the last attempt with a message, and refunds its credits exactly once', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);
    const services = fakeServices({ failIn: { step: 'plan', times: 100 } });
    expect(await runLikeTheQueue(server.ctx, services, id)).toBe('failed');
    const row = await execution(id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe(`${Messages.generationFailed} ${Messages.creditsRefunded}`);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
    // A late copy of the job changes nothing.
    expect(await runExecution(server.ctx, services, id, log)).toBe('gone');
    const refunds = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `refund:${id}`));
    expect(refunds).toHaveLength(1);
    expect(await postsOf(alice.user.id, id)).toEqual([]);
  });

  it('fails at once, refunded, when the user disconnected the blog before it ran', async () => {
    const bob = await buildSignedInUser(server.ctx);
    await connectDemoBlog(server, bob.headers);
    await setAmazonTag(server, bob.headers);
    const id = await newRun(bob.headers, false);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/wordpress',
      headers: bob.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('failed');
    expect((await execution(id)).errorMessage).toBe(
      `${Messages.runNeedsWordPress} ${Messages.creditsRefunded}`,
    );
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(10);
  });

  it('pushes its progress as Server-Sent Events until it is done', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    const res = await fetch(`${server.config.appUrl}/api/campaigns/executions/${id}/events`, {
      headers: alice.headers,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = res.text();
    await runExecution(server.ctx, fakeServices({ latency: { plan: 50 } }), id, log);
    const events = (await reading)
      .split('\n\n')
      .filter((block) => block.startsWith('event: execution'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)));
    expect(events[0]).toMatchObject({ id, status: 'queued' });
    expect(events.at(-1)).toMatchObject({ status: 'completed', result_data: { step2_completed: true } });
    const firstImages = events.findIndex((event) => event.result_data.step1_completed);
    expect(firstImages).toBeGreaterThan(0);
    expect(events[firstImages].result_data.step2_completed).toBe(false);
    expect(events[firstImages].result_data.subject).toEqual(expect.any(String));
  });
});

const mediaOf = (userId: string, executionId: string) => mediaOfRun(server, userId, executionId);

/**
 * The blog of a hostile (or broken) site: everything works but publishing, which it refuses after
 * the media and the draft reached it; `deleting: false` refuses deletions too.
 */
function refusingToPublish({ deleting = true }: { deleting?: boolean } = {}): AppContext {
  return withBlog(server.ctx, (wordpress) => ({
    updatePost: async (...args) => {
      if (args[2].status === 'publish') throw new BlogError('unknown', 'Internal error.', 500);
      return wordpress.updatePost(...args);
    },
    ...(deleting
      ? {}
      : {
          deletePost: async () => {
            throw new BlogError('permissions', 'Sorry, you are not allowed to delete this post.', 403);
          },
        }),
  }));
}

async function grantCredits(userId: string, credits: number) {
  await server.ctx.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId,
      delta: credits,
      reason: 'adjustment',
      reference: `test:${userId}:${credits}`,
    }),
  );
}

function postImage(headers: Headers, id: string, imageNumber: number) {
  return server.app.inject({
    method: 'POST',
    url: `/api/campaigns/executions/${id}/pinterest/post-image`,
    headers,
    payload: { imageNumber },
  });
}

async function campaignOf(id: string) {
  const [row] = await server.ctx.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, (await execution(id)).campaignId));
  if (!row) throw new Error('no campaign');
  return row;
}

describe('a run that fails after its draft reached the blog', () => {
  it('takes back its draft, media and pins, then is refunded: its images are no longer served or postable', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers, false);
    const hostile = refusingToPublish();
    // The first attempt: the media and the draft reach the blog, publishing is refused.
    await expect(runExecution(hostile, fakeServices(), id, log)).rejects.toThrow('Internal error.');
    expect((await postsOf(alice.user.id, id)).map((post) => post.status)).toEqual(['draft']);
    expect(await mediaOf(alice.user.id, id)).toHaveLength(4);
    // Meanwhile the user posts an image from the modal.
    expect((await postImage(alice.headers, id, 1)).statusCode).toBe(200);
    expect(await pinsOf(alice.user.id, alice.board.id, id)).toHaveLength(1);
    const images = Object.values((await execution(id)).resultData.images as Record<string, string>);
    expect(images).toHaveLength(3);
    // Until the run is finished its images may be taken back: caches revalidate them.
    const served = await server.app.inject({ url: images[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, no-cache');

    expect(await runLikeTheQueue(hostile, fakeServices(), id)).toBe('failed');
    const row = await execution(id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe(`${Messages.generationFailed} ${Messages.creditsRefunded}`);
    expect(await postsOf(alice.user.id, id)).toEqual([]);
    expect(await mediaOf(alice.user.id, id)).toEqual([]);
    expect(await pinsOf(alice.user.id, alice.board.id, id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
    for (const image of images) expect((await server.app.inject({ url: image })).statusCode).toBe(404);
    expect(row.resultData.images).toEqual({ image1: null, image2: null, image3: null });
    const refused = await postImage(alice.headers, id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.RUN_WITHDRAWN,
      message: Messages.runRefundedImagesGone,
    });
    // What was withdrawn is marked so: never adopted or published again.
    const rows = await server.ctx.db.select().from(publications).where(eq(publications.executionId, id));
    expect(rows.map((publication) => publication.status)).toEqual(Array(rows.length).fill('deleted'));
    // The post, its four images (featured and pins) and the pin posted from the modal.
    expect(rows.map((publication) => publication.key).sort()).toEqual([
      'media:0',
      'media:1',
      'media:2',
      'media:3',
      'pin:1',
      'post',
    ]);
    // A late copy of the job changes nothing; the refund happened once.
    expect(await runExecution(hostile, fakeServices(), id, log)).toBe('gone');
    const refunds = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `refund:${id}`));
    expect(refunds).toHaveLength(1);
  });

  it(`refunds ${REFUNDS_AFTER_DELIVERY_PER_DAY} such runs a day: the next one is withdrawn but not refunded`, async () => {
    const bob = await signedInWithEverything();
    await grantCredits(bob.user.id, 30);
    const hostile = refusingToPublish();
    const messages: (string | null)[] = [];
    for (let n = 0; n <= REFUNDS_AFTER_DELIVERY_PER_DAY; n += 1) {
      const id = await newRun(bob.headers, false);
      expect(await runLikeTheQueue(hostile, fakeServices(), id)).toBe('failed');
      messages.push((await execution(id)).errorMessage);
      expect(await postsOf(bob.user.id, id)).toEqual([]);
      expect(await mediaOf(bob.user.id, id)).toEqual([]);
    }
    expect(messages).toEqual([
      ...Array(REFUNDS_AFTER_DELIVERY_PER_DAY).fill(
        `${Messages.generationFailed} ${Messages.creditsRefunded}`,
      ),
      `${Messages.generationFailed} ${Messages.runRefundLimitReached}`,
    ]);
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(30);
    // A run that fails before anything reached the blog is refunded as before.
    const early = await newRun(bob.headers, false);
    expect(
      await runLikeTheQueue(server.ctx, fakeServices({ failIn: { step: 'plan', times: 100 } }), early),
    ).toBe('failed');
    expect((await execution(early)).errorMessage).toBe(
      `${Messages.generationFailed} ${Messages.creditsRefunded}`,
    );
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(30);
  });

  it('is not refunded when the blog refuses to delete the draft, and says why', async () => {
    const carol = await signedInWithEverything();
    const id = await newRun(carol.headers, false);
    expect(await runLikeTheQueue(refusingToPublish({ deleting: false }), fakeServices(), id)).toBe('failed');
    const row = await execution(id);
    expect(row.errorMessage).toBe(`${Messages.generationFailed} ${Messages.runWithdrawFailed}`);
    expect((await reloadUser(server.ctx, carol.user.id)).credits).toBe(0);
    expect(await postsOf(carol.user.id, id)).toHaveLength(1);
    // Paid for: its images stay.
    const image = (row.resultData.images as { image1: string }).image1;
    expect((await server.app.inject({ url: image })).statusCode).toBe(200);
    expect((await campaignOf(id)).completedRuns).toBe(1);
  });
});

describe('a refunded run', () => {
  it('gives its slot back: a campaign it completed runs again, and the next run takes the next number', async () => {
    const alice = await signedInWithEverything();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: alice.headers,
      payload: {
        name: 'Once',
        product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
        product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
        frequency: 6,
        totalRuns: 1,
        autoPostPinterest: false,
        selectedPinterestBoardId: null,
        selectedPinterestBoardName: null,
        descriptionPinterest: null,
      },
    });
    const first = res.json().data.execution.id as string;
    expect(await campaignOf(first)).toMatchObject({
      status: 'completed',
      completedRuns: 1,
      remainingRuns: 0,
    });
    const before = Date.now();
    expect(
      await runLikeTheQueue(server.ctx, fakeServices({ failIn: { step: 'plan', times: 100 } }), first),
    ).toBe('failed');
    const campaign = await campaignOf(first);
    expect(campaign).toMatchObject({ status: 'active', completedRuns: 0, remainingRuns: 1, startedRuns: 1 });
    expect(campaign.nextRun?.getTime()).toBeGreaterThan(before);
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/execute`,
      headers: alice.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.execution.run_number).toBe(2);
    expect(again.json().data.campaign).toMatchObject({
      status: 'completed',
      completed_runs: 1,
      remaining_runs: 0,
    });
  });
});
