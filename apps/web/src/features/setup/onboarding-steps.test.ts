/**
 * The tour's step is derived, not synchronised by effects: the user's last move, else the server's
 * start, moved on past what is already done elsewhere; a move is one reducer.
 */
import { ONBOARDING_STEPS, type Onboarding } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { missingSection, shownStep, tourReducer, watches } from './onboarding-steps.tsx';

const state = (change: Partial<Onboarding> = {}): Onboarding => ({
  completed: false,
  startStep: 1,
  wordpressConnected: false,
  pinterestConnected: false,
  amazonConfigured: false,
  demoAmazonTag: 'autopilotdemo-20',
  ...change,
});

describe('the step the tour shows', () => {
  it("is the server's start until the user moves, then the user's move", () => {
    expect(shownStep(null, state({ startStep: 2 }))).toBe(2);
    expect(shownStep(3, state({ startStep: 2 }))).toBe(3);
  });

  it('moves on past what is done elsewhere, as far as it is done', () => {
    expect(shownStep(3, state({ wordpressConnected: true }))).toBe(4);
    expect(shownStep(3, state({ wordpressConnected: true, pinterestConnected: true }))).toBe(5);
    expect(
      shownStep(3, state({ wordpressConnected: true, pinterestConnected: true, amazonConfigured: true })),
    ).toBe(6);
    // A tag alone does not skip Pinterest's step.
    expect(shownStep(4, state({ wordpressConnected: true, amazonConfigured: true }))).toBe(4);
    // The first two steps are the user's to read.
    expect(shownStep(1, state({ wordpressConnected: true, pinterestConnected: true }))).toBe(1);
  });
});

describe('a move', () => {
  it('goes to the next step, never past the last, or to the step asked', () => {
    expect(tourReducer(null, { type: 'next', from: 1 })).toBe(2);
    expect(tourReducer(5, { type: 'next', from: ONBOARDING_STEPS })).toBe(ONBOARDING_STEPS);
    expect(tourReducer(3, { type: 'go', step: 5 })).toBe(5);
  });
});

describe('what a step waits for', () => {
  it('is the blog first, then the tag; Pinterest on its own step', () => {
    expect(missingSection(6, state())).toBe('wordpress');
    expect(missingSection(6, state({ wordpressConnected: true }))).toBe('amazon');
    expect(missingSection(2, state())).toBeUndefined();
    expect(watches(4, state({ wordpressConnected: true }))).toBe(true);
    expect(watches(4, state({ wordpressConnected: true, pinterestConnected: true }))).toBe(false);
  });
});
