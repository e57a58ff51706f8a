/** The runner's bookkeeping: the step list is checked once, and a redo throws away what depends on it. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSteps, dependentsOf, runSteps } from './step-runner.ts';
import { RUN_STEPS } from './steps/all-steps.ts';
import { type CheckpointParts, partSchema } from './steps/checkpoint.ts';
import type { AnyStep, StepContext } from './steps/step.ts';

const step = (key: string, needs: string[], notes?: Record<string, z.ZodType>) =>
  ({ key, needs, uses: [], notes, output: partSchema(key as keyof CheckpointParts) }) as unknown as AnyStep;

describe('the step list', () => {
  it('is accepted as declared', () => {
    expect(() => checkSteps(RUN_STEPS)).not.toThrow();
  });

  it('refuses a key declared twice, a need no step makes, and a cycle', () => {
    expect(() => checkSteps([step('plan', []), step('plan', [])])).toThrow(
      "the checkpoint's plan is declared twice",
    );
    expect(() => checkSteps([step('plan', ['subject'])])).toThrow(
      'step plan needs subject, which no step makes',
    );
    expect(() => checkSteps([step('plan', ['article']), step('article', ['plan'])])).toThrow('cycle');
  });

  it('refuses a part of the checkpoint two steps declare, as an output or a note', () => {
    const notes = { rejected: z.array(z.string()) };
    expect(() => checkSteps([step('uniqueness', [], notes), step('plan', [], notes)])).toThrow(
      "the checkpoint's rejected is declared twice",
    );
    expect(() => checkSteps([step('plan', [], { article: z.object({}) }), step('article', [])])).toThrow(
      "the checkpoint's article is declared twice",
    );
  });

  it("reads each part back with its step's own schema: the list is the checkpoint's", () => {
    for (const step of RUN_STEPS) expect(partSchema(step.key)).toBe(step.output);
    expect(() => partSchema('nothing' as keyof CheckpointParts)).toThrow('no step declares');
  });

  it('throws away a redone step and everything built on it, and nothing else', () => {
    expect([...dependentsOf(RUN_STEPS, ['subject'])].sort()).toEqual(
      [
        'approval',
        'article',
        'check',
        'images',
        'links',
        'live',
        'pinning',
        'pins',
        'plan',
        'post',
        'subject',
        'uniqueness',
      ].sort(),
    );
    expect([...dependentsOf(RUN_STEPS, ['images'])].sort()).toEqual([
      'approval',
      'check',
      'images',
      'links',
      'live',
      'pinning',
      'post',
    ]);
  });

  it('shows every step in one of the progress dialog’s seven', () => {
    const shown = new Set(RUN_STEPS.map((declared) => declared.shows));
    expect(shown).toEqual(
      new Set([
        'productInfo',
        'trendResearch',
        'subjectSelection',
        'images',
        'blogPlanning',
        'blogWriting',
        'publishing',
      ]),
    );
  });
});

describe('the runner', () => {
  it('gives each step only the ports of the application it declares', async () => {
    const seen: string[][] = [];
    const steps = [
      {
        key: 'uniqueness',
        needs: [],
        uses: ['db', 'config'],
        output: partSchema('uniqueness'),
        shows: 'blogWriting',
        run: async (_input: unknown, { ctx }: StepContext) => {
          seen.push(Object.keys(ctx).sort());
          return { overlap: 0, closestRun: null, compared: 0 };
        },
      },
      {
        key: 'check',
        needs: ['uniqueness'],
        uses: [],
        output: partSchema('check'),
        shows: 'publishing',
        run: async (_input: unknown, { ctx, executionId }: StepContext) => {
          seen.push([...Object.keys(ctx), executionId]);
          return { deferred: true };
        },
      },
    ] as unknown as AnyStep[];
    const everything = { db: 'db', config: 'config', jobs: 'jobs', blogs: 'blogs', secrets: 'secrets' };
    const context = { ctx: everything, executionId: 'run-1' } as unknown as StepContext;
    await runSteps(steps, {}, context, async () => {});
    expect(seen).toEqual([['config', 'db'], ['run-1']]);
  });

  it('starts what a step made ready even when that step finished while progress was being saved', async () => {
    const order: string[] = [];
    const steps = [
      {
        key: 'uniqueness',
        needs: [],
        uses: [],
        output: partSchema('uniqueness'),
        shows: 'blogWriting',
        run: async () => {
          order.push('uniqueness');
          return { overlap: 0, closestRun: null, compared: 0 };
        },
      },
      {
        key: 'post',
        needs: ['uniqueness'],
        uses: [],
        output: partSchema('post'),
        shows: 'publishing',
        run: async () => {
          order.push('post');
          return { postId: 1, link: 'https://blog.example/post' };
        },
      },
    ] as unknown as AnyStep[];
    // Showing progress takes longer than the step and its checkpoint (a busy database).
    const saved: Record<string, unknown>[] = [];
    const save = async (change: Record<string, unknown>) => {
      if (change.currentStep) await new Promise((resolve) => setTimeout(resolve, 30));
      saved.push(change);
    };
    const done = await runSteps(steps, {}, {} as StepContext, save);
    expect(order).toEqual(['uniqueness', 'post']);
    expect(done.post).toEqual({ postId: 1, link: 'https://blog.example/post' });
    expect(saved.filter((change) => change.checkpoint)).toHaveLength(2);
  });

  it('stops on a failed step only once the steps beside it have stopped, then throws its error', async () => {
    let sideFinished = false;
    const steps = [
      {
        key: 'trends',
        needs: [],
        uses: [],
        output: partSchema('trends'),
        shows: 'trendResearch',
        run: async () => Promise.reject(new Error('trends broke')),
      },
      {
        key: 'uniqueness',
        needs: [],
        uses: [],
        output: partSchema('uniqueness'),
        shows: 'blogWriting',
        run: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          sideFinished = true;
          return { overlap: 0, closestRun: null, compared: 0 };
        },
      },
    ] as unknown as AnyStep[];
    await expect(runSteps(steps, {}, {} as StepContext, async () => {})).rejects.toThrow('trends broke');
    expect(sideFinished).toBe(true);
  });
});

describe('the dialog’s step times', () => {
  const twoSteps = [
    {
      key: 'uniqueness',
      needs: [],
      uses: [],
      output: partSchema('uniqueness'),
      shows: 'productInfo',
      run: async () => ({ overlap: 0, closestRun: null, compared: 0 }),
    },
    {
      key: 'post',
      needs: ['uniqueness'],
      uses: [],
      output: partSchema('post'),
      shows: 'publishing',
      run: async () => ({ postId: 1, link: 'https://blog.example/post' }),
    },
  ] as unknown as AnyStep[];
  const startTimes = (saved: Record<string, unknown>[]) =>
    saved
      .map(
        (change) => (change.result as { step_started_at?: (string | null)[] } | undefined)?.step_started_at,
      )
      .filter((times) => times !== undefined);

  it('records when each shown step begins, once, in the run’s result', async () => {
    const saved: Record<string, unknown>[] = [];
    const before = Date.now();
    await runSteps(
      twoSteps,
      {},
      { run: { execution: { resultData: {} } } } as unknown as StepContext,
      async (change) => void saved.push(change),
    );
    const times = startTimes(saved);
    expect(times).toHaveLength(2);
    const last = times.at(-1) ?? [];
    expect(last).toHaveLength(7);
    expect(Date.parse(last[0] ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(last[6] ?? '')).toBeGreaterThanOrEqual(Date.parse(last[0] ?? ''));
    // Steps passed over (no work of theirs in this list) have no time rather than a made-up one.
    expect(last.slice(1, 6)).toEqual([null, null, null, null, null]);
  });

  it('keeps the times an earlier attempt recorded', async () => {
    const earlier = '2026-11-25T10:00:00.000Z';
    const saved: Record<string, unknown>[] = [];
    await runSteps(
      twoSteps,
      {},
      {
        run: {
          execution: { resultData: { step_started_at: [earlier, null, null, null, null, null, null] } },
        },
      } as unknown as StepContext,
      async (change) => void saved.push(change),
    );
    const last = startTimes(saved).at(-1) ?? [];
    expect(last[0]).toBe(earlier);
    expect(last[6]).not.toBeNull();
  });
});
