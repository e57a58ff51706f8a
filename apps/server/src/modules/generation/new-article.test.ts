/**
 * A new article every run (issue 19): the uniqueness check against the campaign's and the user's
 * earlier posts on the same products, rewriting on another angle, then refusing (refunded); and the
 * run's checkpoint, each step's output validated when it is read back.
 */
import { Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executions } from '../../db/schema/index.ts';
import { COMPOSITE_WITH_AI, xmpOf } from '../../lib/png-metadata.ts';
import { reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { solidPng } from '../../test/png.ts';
import {
  executionRow,
  grantCredits as grant,
  pinsOf as pinsOn,
  postQueuedPinsNow,
  postsOfRun,
  nextRun as runNow,
  newRun as startRun,
  userWithEverything,
} from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { imageBytes } from './images.ts';
import { runExecution } from './pipeline.ts';
import { RUN_STEPS } from './steps/all-steps.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
type Headers = Record<string, string>;

const signedInWithEverything = () => userWithEverything(server);
const newRun = (headers: Headers) => startRun(server, headers);
const nextRun = (headers: Headers, userId: string, campaignId: string) =>
  runNow(server, headers, userId, campaignId);
const grantCredits = (userId: string, credits: number) => grant(server, userId, credits);
const execution = (id: string) => executionRow(server, id);
const pinsOf = (userId: string, boardId: string, id: string) => pinsOn(server, userId, boardId, id);

const postsOf = (userId: string, id: string) => postsOfRun(server, userId, id);

describe('a new article every run (the uniqueness check)', () => {
  it('publishes a second run whose article differs, after comparing it with the first', async () => {
    const alice = await signedInWithEverything();
    const first = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), first, log)).toBe('completed');
    const second = await nextRun(alice.headers, alice.user.id, (await execution(first)).campaignId);
    const calls: Record<string, number> = {};
    expect(await runExecution(server.ctx, fakeServices({ calls }), second, log)).toBe('completed');
    const checkpoint = readCheckpoint((await execution(second)).checkpoint);
    expect(checkpoint.uniqueness).toMatchObject({ compared: 1, closestRun: expect.any(String) });
    expect(checkpoint.uniqueness?.overlap).toBeLessThan(0.2);
    expect(checkpoint.subject?.angle).not.toBe(
      readCheckpoint((await execution(first)).checkpoint).subject?.angle,
    );
    expect(calls.subject).toBe(1);
  });

  it('rewrites an article too close to an earlier one on another angle, and publishes the rewrite', async () => {
    const alice = await signedInWithEverything();
    const first = await newRun(alice.headers);
    // The model writes angles 1 and 2 alike; angle 3 reads differently.
    const services = (calls?: Record<string, number>) =>
      fakeServices({ calls, writes: (angle) => (angle === 'angle 3' ? 'fresh' : 'repeated') });
    expect(await runExecution(server.ctx, services(), first, log)).toBe('completed');
    const second = await nextRun(alice.headers, alice.user.id, (await execution(first)).campaignId);
    const calls: Record<string, number> = {};
    expect(await runExecution(server.ctx, services(calls), second, log)).toBe('completed');
    const row = await execution(second);
    const checkpoint = readCheckpoint(row.checkpoint);
    // Each draft names its own search phrase in its first sentence: the rest repeated, it is still 90%+.
    expect(checkpoint.rejected).toEqual([
      {
        subject: 'Which one to buy, take 2',
        angle: 'angle 2',
        searchPhrase: expect.stringMatching(/ vs .*: angle 2$/),
        overlap: expect.closeTo(0.97, 1),
      },
    ]);
    expect(checkpoint.subject?.angle).toBe('angle 3');
    // The subject, plan, pins and article were made again; the products were not looked up again.
    expect(calls).toMatchObject({ product: 2, subject: 2, plan: 2, pinCopy: 2 });
    const posts = await postsOf(alice.user.id, second);
    expect(posts).toHaveLength(1);
    expect(row.resultData).toMatchObject({ subject: 'Which one to buy, take 3' });
    // Its images were drawn for the rewrite only: three, not six.
    await postQueuedPinsNow(server, second);
    expect(await pinsOf(alice.user.id, alice.board.id, second)).toHaveLength(3);
  });

  it('fails, refunded, saying why, when a model writes the same article whatever the angle', async () => {
    const alice = await signedInWithEverything();
    const first = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices({ writes: 'same' }), first, log)).toBe('completed');
    const second = await nextRun(alice.headers, alice.user.id, (await execution(first)).campaignId);
    const calls: Record<string, number> = {};
    expect(await runExecution(server.ctx, fakeServices({ calls, writes: 'same' }), second, log)).toBe(
      'failed',
    );
    const row = await execution(second);
    expect(row.status).toBe('failed');
    // The same article but for its first sentence, which names the run's own search phrase.
    const percent = /\((\d+)% the same wording\)/.exec(row.errorMessage ?? '')?.[1];
    expect(row.errorMessage).toBe(
      `${Messages.runTooSimilar.replace('{{percent}}', percent ?? '?')} ${Messages.creditsRefunded}`,
    );
    expect(Number(percent)).toBeGreaterThanOrEqual(95);
    expect(readCheckpoint(row.checkpoint).rejected?.map((draft) => draft.angle)).toEqual([
      'angle 2',
      'angle 3',
    ]);
    expect(calls.subject).toBe(3);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
    expect(await postsOf(alice.user.id, second)).toEqual([]);
    expect(await pinsOf(alice.user.id, alice.board.id, second)).toEqual([]);
  });

  it("compares with the user's other campaigns about the same products, not other users'", async () => {
    const alice = await signedInWithEverything();
    const bob = await signedInWithEverything();
    const bobs = await newRun(bob.headers);
    expect(await runExecution(server.ctx, fakeServices({ writes: 'same' }), bobs, log)).toBe('completed');
    const first = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices({ writes: 'same' }), first, log)).toBe('completed');
    expect(readCheckpoint((await execution(first)).checkpoint).uniqueness).toMatchObject({ compared: 0 });
    // Alice's second campaign on the same pair writes the same text: refused.
    await grantCredits(alice.user.id, 10);
    const again = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices({ writes: 'same' }), again, log)).toBe('failed');
    expect((await execution(again)).errorMessage).toMatch(/\((9[5-9]|100)% the same wording\)/);
  });
});

describe("a run's checkpoint", () => {
  it('holds every step’s output, which reads back valid', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const stored = (await execution(id)).checkpoint;
    const read = readCheckpoint(stored);
    for (const step of RUN_STEPS) {
      expect(read[step.key], step.key).toBeDefined();
      expect(read[step.key]).toEqual(stored[step.key]);
    }
  });

  it('makes a damaged part again, and what was built on it, keeping the rest', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    const calls: Record<string, number> = {};
    const services = fakeServices({ failIn: { step: 'write', times: 1 }, calls });
    await expect(runExecution(server.ctx, services, id, log)).rejects.toThrow('injected failure in write');
    const stored = (await execution(id)).checkpoint as Record<string, unknown>;
    // The plan, as older or broken code might have left it: no sections.
    await server.ctx.db
      .update(executions)
      .set({ checkpoint: { ...stored, plan: { ...(stored.plan as object), sections: 'none' } } })
      .where(eq(executions.id, id));
    expect(await runExecution(server.ctx, services, id, log)).toBe('completed');
    expect(calls).toMatchObject({ product: 2, trends: 1, subject: 1, plan: 2 });
    expect(readCheckpoint((await execution(id)).checkpoint).plan?.sections).toHaveLength(3);
  });
});

describe("a campaign's pins", () => {
  it('never share a title or a description, even from a model that repeats itself', async () => {
    const alice = await signedInWithEverything();
    const first = await newRun(alice.headers);
    const calls: Record<string, number> = {};
    // This model writes "Pin 1", "Pin 2", "Pin 3" on every run.
    const repeating = (counted?: Record<string, number>) =>
      fakeServices({ calls: counted, pinsRepeat: true });
    expect(await runExecution(server.ctx, repeating(), first, log)).toBe('completed');
    const second = await nextRun(alice.headers, alice.user.id, (await execution(first)).campaignId);
    expect(await runExecution(server.ctx, repeating(calls), second, log)).toBe('completed');
    // Asked once more with the repeats to avoid, then made distinct.
    expect(calls.pinCopy).toBe(2);
    const pins = [first, second].flatMap(
      async (id) => readCheckpoint((await execution(id)).checkpoint).pins ?? [],
    );
    const all = (await Promise.all(pins)).flat();
    expect(all).toHaveLength(6);
    expect(new Set(all.map((pin) => pin.title.toLowerCase())).size).toBe(6);
    expect(new Set(all.map((pin) => pin.description.toLowerCase())).size).toBe(6);
    expect(all.every((pin) => pin.title.length <= 100 && pin.description.length <= 800)).toBe(true);
    // What Pinterest got is what the checkpoint holds.
    await postQueuedPinsNow(server, second);
    const posted = await pinsOf(alice.user.id, alice.board.id, second);
    expect(posted.map((pin) => pin.title).sort()).toEqual(
      all
        .slice(3)
        .map((pin) => pin.title)
        .sort(),
    );
  });
});

describe('with an image model', () => {
  it("draws the plan's three scenes and composes each pin over its picture", async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    const base = fakeServices();
    const scenes: string[] = [];
    const composed: { variant: number; picture?: Buffer; seed?: string; domain?: string }[] = [];
    const services = {
      ...base,
      drawPicture: async (prompt: string) => {
        scenes.push(prompt);
        return solidPng(4, 6, [200, 120, scenes.length * 40]);
      },
      composePin: async (input: Parameters<typeof base.composePin>[0]) => {
        composed.push(input);
        return base.composePin(input);
      },
      composeFeatured: async (input: Parameters<typeof base.composeFeatured>[0]) => {
        featured.push(input);
        return base.composeFeatured(input);
      },
    };
    const featured: Parameters<typeof base.composeFeatured>[0][] = [];
    expect(await runExecution(server.ctx, services, id, log)).toBe('completed');
    const angle = readCheckpoint((await execution(id)).checkpoint).subject?.angle;
    expect(scenes.sort()).toEqual(
      [1, 2, 3].map((n) => `Scene ${n}: ${angle}, a sunny kitchen counter, no text`),
    );
    expect(composed.map((input) => input.variant).sort()).toEqual([1, 2, 3]);
    expect(composed.every((input) => input.picture instanceof Buffer && input.seed === id)).toBe(true);
    expect(composed[0]?.domain).toBe('127.0.0.1');
    // The featured image is the first pin's picture in landscape, under the article's title: no
    // fourth scene drawn (nor paid for).
    const plan = readCheckpoint((await execution(id)).checkpoint).plan;
    const firstPin = composed.find((input) => input.variant === 1);
    expect(featured).toHaveLength(1);
    expect(featured[0]?.title).toBe(plan?.title);
    expect(featured[0]?.picture).toBe(firstPin?.picture);
    // Issue 32: each image says it holds an AI picture, in its file (IPTC's source type, which
    // Pinterest reads to label the pin) and on the run.
    const row = await execution(id);
    expect((row.resultData as { image_pictures?: unknown }).image_pictures).toEqual({
      featured: 'ai',
      image1: 'ai',
      image2: 'ai',
      image3: 'ai',
    });
    for (const number of [0, 1, 2, 3]) {
      const png = await imageBytes(server.ctx, id, number);
      expect(png && xmpOf(png)).toContain(`<Iptc4xmpExt:DigitalSourceType>${COMPOSITE_WITH_AI}<`);
    }
  });

  it('without one, says its pictures are designs and writes no AI source type', async () => {
    const alice = await signedInWithEverything();
    const id = await newRun(alice.headers);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const row = await execution(id);
    expect((row.resultData as { image_pictures?: unknown }).image_pictures).toEqual({
      featured: 'design',
      image1: 'design',
      image2: 'design',
      image3: 'design',
    });
    const png = await imageBytes(server.ctx, id, 1);
    expect(png && xmpOf(png)).toBeUndefined();
  });
});
