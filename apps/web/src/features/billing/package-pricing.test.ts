import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  isSessionExpiredError,
  packageFeatures,
  packagePrice,
  rewriteArticleCount,
} from './package-pricing.ts';

describe('package prices', () => {
  it('shows the full price monthly', () => {
    expect(packagePrice({ price: 19, credits: 300, billingCycle: 'monthly' })).toEqual({
      perMonth: 19,
      articles: 30,
    });
  });

  it('shows annual as price / 12 rounded, the yearly total and the rounded saving (Growth: 160, 13, 68)', () => {
    expect(packagePrice({ price: 160, originalPrice: 228, credits: 300, billingCycle: 'annual' })).toEqual({
      perMonth: 13,
      billedAnnually: 160,
      savings: 68,
      articles: 30,
    });
    expect(packagePrice({ price: 83, originalPrice: 118.2, credits: 100, billingCycle: 'annual' })).toEqual({
      perMonth: 7,
      billedAnnually: 83,
      savings: 35,
      articles: 10,
    });
    expect(packagePrice({ price: 160, credits: 305, billingCycle: 'annual' }).savings).toBeUndefined();
  });
});

describe('feature lines', () => {
  it('rewrites the article number only', () => {
    expect(rewriteArticleCount('30 AI articles with 3 images each', '25')).toBe(
      '25 AI articles with 3 images each',
    );
    expect(rewriteArticleCount('Up to 1,000 articles', '800')).toBe('Up to 800 articles');
    expect(rewriteArticleCount('80 articles IA avec 3 images chacun', '12')).toBe(
      '12 articles IA avec 3 images chacun',
    );
    expect(rewriteArticleCount('Priority support', '30')).toBe('Priority support');
  });

  it('prefers the translated copy, then the API text, then the defaults, three at most', () => {
    const api = ['10 articles', 'b', 'c', 'd'];
    expect(packageFeatures(api, ['9 articles traduits', 'y'], ['default'], '5')).toEqual([
      '5 articles traduits',
      'y',
    ]);
    expect(packageFeatures(api, undefined, ['default'], '5')).toEqual(['5 articles', 'b', 'c']);
    expect(packageFeatures([], ['translated'], ['AI articles + images'], '5')).toEqual([
      'AI articles + images',
    ]);
  });
});

describe('session expiry on package load', () => {
  it('is a 401 or a message naming authentication, a token or an expired session', () => {
    expect(isSessionExpiredError(new ApiError(401, 'Authentication required'))).toBe(true);
    expect(isSessionExpiredError(new Error('HTTP error! status: 401 - {}'))).toBe(true);
    expect(isSessionExpiredError(new Error('No authentication token found'))).toBe(true);
    expect(isSessionExpiredError(new Error('Authentication failed - session expired'))).toBe(true);
    expect(isSessionExpiredError(new ApiError(500, 'An unexpected error occurred. Please try again.'))).toBe(
      false,
    );
    expect(isSessionExpiredError(new ApiError(0, 'Network error. Please try again.'))).toBe(false);
  });
});
