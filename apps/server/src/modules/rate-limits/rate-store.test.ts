import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createDatabaseRateStore, createRedisRateStore, type RateStore } from './rate-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same behaviour from both stores: Redis (REDIS_URL) and the database (the default). */
function behavesLikeARateStore(
  name: string,
  open: () => Promise<{ store: RateStore; close(): Promise<void> }>,
) {
  describe(name, () => {
    let store: RateStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close?.();
    });
    const key = (label: string) => `${label}:${randomBytes(6).toString('hex')}`;

    it('counts hits in a fixed window that starts at the first hit', async () => {
      const k = key('fixed');
      expect(await store.peek(k)).toBeNull();
      const first = await store.hit(k, 300);
      expect(first.count).toBe(1);
      expect(first.ttlMs).toBeGreaterThan(200);
      expect(first.ttlMs).toBeLessThanOrEqual(300);
      await sleep(120);
      const second = await store.hit(k, 300);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeLessThan(first.ttlMs);
      await sleep(250);
      expect(await store.peek(k)).toBeNull();
      expect((await store.hit(k, 300)).count).toBe(1);
    });

    it('restarts a sliding window at every hit', async () => {
      const k = key('sliding');
      await store.hit(k, 250, { sliding: true });
      await sleep(150);
      await store.hit(k, 250, { sliding: true });
      await sleep(150);
      expect((await store.peek(k))?.count).toBe(2);
    });

    it('holds a key at least as long as asked, never shorter, and deletes', async () => {
      const k = key('hold');
      await store.holdFor(k, 1000);
      await store.holdFor(k, 100);
      expect((await store.peek(k))?.ttlMs).toBeGreaterThan(800);
      await store.delete(k);
      expect(await store.peek(k)).toBeNull();
    });
  });
}

behavesLikeARateStore('database rate store', async () => {
  const server: TestServer = await startTestServer();
  const store = createDatabaseRateStore(server.ctx.db);
  return {
    store,
    async close() {
      await server.close();
    },
  };
});

// Redis runs on this machine and in CI (.ci/run sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  behavesLikeARateStore('redis rate store', async () => {
    const store = createRedisRateStore(redisUrl, `aa-test:${randomBytes(4).toString('hex')}:`);
    return { store, close: () => store.close() };
  });

  describe('the app on Redis', () => {
    it('keeps its counters in Redis when REDIS_URL is set', async () => {
      const server = await startTestServer({ REDIS_URL: redisUrl });
      try {
        expect(server.ctx.rates.kind).toBe('redis');
        const ip = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
        const statuses: number[] = [];
        for (let i = 0; i < 31; i++) {
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: ip,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({
              email: `spray${i}.${randomBytes(3).toString('hex')}@example.com`,
              password: 'x',
            }),
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
        expect(statuses[30]).toBe(429);
      } finally {
        await server.close();
      }
    });
  });
}
