import type { PlatformState, PlatformStatus } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { currentSetupStep, setupProgress } from './setup-steps.ts';

const state = (completed: boolean): PlatformState => ({
  completed,
  verified: completed,
  connected: completed,
  username: null,
  websiteUrl: null,
  apiKey: null,
  profileImage: null,
  affiliateTag: null,
});
const status = (wordpress: boolean, pinterest: boolean, amazon: boolean): PlatformStatus => ({
  wordpress: state(wordpress),
  pinterest: state(pinterest),
  amazon: state(amazon),
});

describe('setup wizard steps (PRODUCT.md §4)', () => {
  it('progress is the share of completed platforms', () => {
    expect(setupProgress(status(false, false, false))).toBe(0);
    expect(setupProgress(status(true, false, false))).toBe(33);
    expect(setupProgress(status(true, true, false))).toBe(67);
    expect(setupProgress(status(true, true, true))).toBe(100);
  });

  it('the current step follows the rules', () => {
    expect(currentSetupStep(status(false, false, false))).toBe(1);
    expect(currentSetupStep(status(false, true, true))).toBe(1);
    expect(currentSetupStep(status(true, false, false))).toBe(2);
    expect(currentSetupStep(status(true, true, false))).toBe(3);
    expect(currentSetupStep(status(true, false, true))).toBe(4);
    expect(currentSetupStep(status(true, true, true))).toBe(4);
  });
});
