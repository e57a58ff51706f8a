/**
 * The Creators API client (issue 29) against the sandbox's stand-in, which speaks Amazon's protocol:
 * both sign-in families (2.x Cognito, 3.x Login with Amazon), the token cached and renewed when it
 * expires, a 429 retried, and Amazon's refusals told apart (an account without its 10 sales).
 */
import { creatorsCalls, TOKEN_SECONDS } from '@aa/sandbox/amazon/creators-sandbox';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/test-server.ts';
import { CreatorsApiError, createCreatorsApi } from './creators-api.ts';

const server = setupTestServer({}, { listen: true, workers: false });

const ECHO_DOT = 'B09B8V1LZ3';
const AIRPODS = 'B0D1XD1ZV3';

function client(now = Date.now) {
  const sandbox = server.ctx.sandboxes.amazon;
  if (!sandbox) throw new Error('the Amazon sandbox is off');
  return createCreatorsApi({
    fetch: (url, init) => fetch(url, init),
    apiUrl: `${sandbox.publicUrl}/creators`,
    tokenUrl: (version) => `${sandbox.publicUrl}/creators/auth/${version}/token`,
    retryDelaysMs: [20, 40],
    now,
  });
}

const credentials = (credentialId: string, version: '2.1' | '2.2' | '3.1' | '3.2' = '2.1') => ({
  credentialId,
  credentialSecret: 'sandbox-secret',
  version,
});

describe('the Creators API client', () => {
  it('reads items with either sign-in family, in the order asked, with a hotlinkable image and a price', async () => {
    for (const version of ['2.1', '3.1'] as const) {
      const items = await client().getItems(credentials('sandbox-creators', version), {
        marketplace: 'www.amazon.com',
        asins: [ECHO_DOT, 'B000NOSUCH0', AIRPODS],
        partnerTag: 'mine-20',
      });
      expect(items.map((item) => item.asin)).toEqual([ECHO_DOT, AIRPODS]);
      expect(items[0]).toMatchObject({
        title: 'Echo Dot (5th Gen) Smart Speaker with Alexa',
        brand: 'Amazon',
        detailPageUrl: expect.stringContaining('tag=mine-20'),
        imageUrl: expect.stringMatching(/\/creators\/images\/B09B8V1LZ3\.svg$/),
        price: { display: expect.stringMatching(/^\$\d+\.99$/), readAt: expect.any(String) },
      });
      expect(items[0]?.features.length).toBeGreaterThan(2);
    }
    // A European version reads amazon.fr's French listing.
    const [french] = await client().getItems(credentials('sandbox-creators', '3.2'), {
      marketplace: 'www.amazon.fr',
      asins: [AIRPODS],
      partnerTag: 'mine-21',
    });
    expect(french?.price?.display).toMatch(/€$/);
  });

  it('asks one token per credential until it is about to expire, then a new one', async () => {
    let clock = Date.now();
    const api = client(() => clock);
    const before = creatorsCalls.tokens.get('sandbox-creators') ?? 0;
    const ask = () =>
      api.getItems(credentials('sandbox-creators'), {
        marketplace: 'www.amazon.com',
        asins: [ECHO_DOT],
        partnerTag: 't-20',
      });
    await Promise.all([ask(), ask()]);
    await ask();
    expect(creatorsCalls.tokens.get('sandbox-creators')).toBe(before + 1);
    clock += TOKEN_SECONDS * 1000;
    await ask();
    expect(creatorsCalls.tokens.get('sandbox-creators')).toBe(before + 2);
  });

  it('waits and asks again after a 429', async () => {
    const before = creatorsCalls.items.get('sandbox-busy') ?? 0;
    const items = await client().getItems(credentials('sandbox-busy'), {
      marketplace: 'www.amazon.com',
      asins: [ECHO_DOT],
      partnerTag: 't-20',
    });
    expect(items).toHaveLength(1);
    expect(creatorsCalls.items.get('sandbox-busy')).toBe(before + 1);
  });

  it('tells Amazon’s refusals apart: wrong secret, an account not yet eligible, another region’s store', async () => {
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      return error instanceof CreatorsApiError ? error.kind : error;
    };
    const get = (given: ReturnType<typeof credentials>, marketplace = 'www.amazon.com') =>
      client().getItems(given, { marketplace, asins: [ECHO_DOT], partnerTag: 't-20' });
    expect(await refusal(get({ ...credentials('sandbox-creators'), credentialSecret: 'wrong' }))).toBe(
      'auth',
    );
    expect(await refusal(get({ ...credentials('sandbox-creators', '3.1'), credentialSecret: 'wrong' }))).toBe(
      'auth',
    );
    expect(await refusal(get(credentials('sandbox-new-associate')))).toBe('ineligible');
    expect(await refusal(get(credentials('sandbox-creators'), 'www.amazon.de'))).toBe('marketplace');
  });
});
