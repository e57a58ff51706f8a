import { Messages } from '@aa/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { CLIENT_LIMIT, resetClientSlots, takeClientSlot } from './client-rate-limit.ts';

describe('the client rate limit (PRODUCT.md §9)', () => {
  beforeEach(resetClientSlots);

  it('allows 20 calls a minute per key, then answers PRODUCT.md’s message until the window moves on', () => {
    const now = 1_000_000;
    for (let n = 0; n < CLIENT_LIMIT; n += 1)
      takeClientSlot('campaigns', Messages.clientRateLimited, now + n);
    expect(() => takeClientSlot('campaigns', Messages.clientRateLimited, now + 100)).toThrow(
      new ApiError(429, Messages.clientRateLimited),
    );
    // Another key has its own window.
    expect(() => takeClientSlot('status:a', Messages.statusRateLimited, now + 100)).not.toThrow();
    expect(() => takeClientSlot('campaigns', Messages.clientRateLimited, now + 60_001)).not.toThrow();
  });
});
