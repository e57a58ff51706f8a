/** The runner's bookkeeping: the step list is checked once, and a redo throws away what depends on it. */
import { describe, expect, it } from 'vitest';
import { checkSteps, dependentsOf } from './step-runner.ts';
import { RUN_STEPS } from './steps/all-steps.ts';
import type { AnyStep } from './steps/step.ts';

const step = (key: string, needs: string[]) => ({ key, needs }) as unknown as AnyStep;

describe('the step list', () => {
  it('is accepted as declared', () => {
    expect(() => checkSteps(RUN_STEPS)).not.toThrow();
  });

  it('refuses a key declared twice, a need no step makes, and a cycle', () => {
    expect(() => checkSteps([step('plan', []), step('plan', [])])).toThrow('step plan is declared twice');
    expect(() => checkSteps([step('plan', ['subject'])])).toThrow(
      'step plan needs subject, which no step makes',
    );
    expect(() => checkSteps([step('plan', ['article']), step('article', ['plan'])])).toThrow('cycle');
  });

  it('throws away a redone step and everything built on it, and nothing else', () => {
    expect([...dependentsOf(RUN_STEPS, ['subject'])].sort()).toEqual(
      ['article', 'images', 'pinning', 'pins', 'plan', 'post', 'subject', 'uniqueness'].sort(),
    );
    expect([...dependentsOf(RUN_STEPS, ['images'])].sort()).toEqual(['images', 'pinning', 'post']);
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
