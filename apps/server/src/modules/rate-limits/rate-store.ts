/**
 * Rate-limit counters outside the process, so limits hold across every API instance (PRODUCT.md §14):
 * Redis when REDIS_URL is set, else the `rate_limits` table of the application database (PGlite or
 * PostgreSQL). Time comes from the store itself, so instances with skewed clocks agree.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

export interface Counter {
  count: number;
  /** Milliseconds until the window (or hold) ends. */
  ttlMs: number;
}

export interface RateStore {
  readonly kind: 'redis' | 'database';
  /**
   * Counts one hit of `key`. A fixed window starts at the first hit; a sliding one restarts at every
   * hit (a key that keeps failing stays counted).
   */
  hit(key: string, windowMs: number, options?: { sliding?: boolean }): Promise<Counter>;
  /** The key's live counter, without counting; null when it has none. */
  peek(key: string): Promise<Counter | null>;
  /** Keeps `key` alive for at least `ms` more (a "not before" hold). */
  holdFor(key: string, ms: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  /** Whether the store answers (readiness); the database's own check covers the database store. */
  ping(): Promise<boolean>;
  /** Forgets counters that ended a day ago or more (housekeeping; Redis expires keys itself). */
  purgeExpired(): Promise<number>;
  close(): Promise<void>;
}

type CounterRow = { count: number; ttl_ms: number | string };

function toCounter(row: CounterRow | undefined): Counter | null {
  if (!row) return null;
  return { count: Number(row.count), ttlMs: Math.max(0, Math.ceil(Number(row.ttl_ms))) };
}

const rows = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

export function createDatabaseRateStore(db: Database): RateStore {
  const ttl = sql`(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`;
  return {
    kind: 'database',
    async hit(key, windowMs, { sliding = false } = {}) {
      const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const result = await db.execute(sql`
        insert into ${rateLimits} (key, count, reset_at) values (${key}, 1, ${resetAt})
        on conflict (key) do update set
          count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
          reset_at = case when ${expired} or ${sliding} then excluded.reset_at else ${rateLimits.resetAt} end
        returning count, ${ttl} as ttl_ms`);
      const counter = toCounter(rows<CounterRow>(result)[0]);
      if (!counter) throw new Error('rate limit upsert returned nothing');
      return counter;
    },
    async peek(key) {
      const result = await db.execute(sql`
        select count, ${ttl} as ttl_ms from ${rateLimits}
        where key = ${key} and ${rateLimits.resetAt} > now()`);
      return toCounter(rows<CounterRow>(result)[0]);
    },
    async holdFor(key, ms) {
      const until = sql`now() + ${ms} * interval '1 millisecond'`;
      await db.execute(sql`
        insert into ${rateLimits} (key, count, reset_at) values (${key}, 1, ${until})
        on conflict (key) do update set reset_at = greatest(${rateLimits.resetAt}, excluded.reset_at)`);
    },
    async delete(...keys) {
      if (keys.length === 0) return;
      await db.execute(
        sql`delete from ${rateLimits} where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    },
    async purgeExpired() {
      const result = await db.execute(
        sql`delete from ${rateLimits} where ${rateLimits.resetAt} < now() - interval '1 day' returning key`,
      );
      return rows(result).length;
    },
    ping: async () => true,
    close: async () => undefined,
  };
}

/** INCR with a window set on the first hit (or on every hit when sliding); answers count and PTTL. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** Sets the key if absent and extends its expiry to at least ARGV[1] ms from now. */
const HOLD_SCRIPT = `
redis.call('SET', KEYS[1], 1, 'NX')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`;

export function createRedisRateStore(url: string, prefix = 'aa:rl:'): RateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const k = (key: string) => `${prefix}${key}`;
  return {
    kind: 'redis',
    async hit(key, windowMs, { sliding = false } = {}) {
      const [count, ttl] = (await redis.eval(
        HIT_SCRIPT,
        1,
        k(key),
        Math.max(1, Math.ceil(windowMs)),
        sliding ? '1' : '0',
      )) as [number, number];
      return { count, ttlMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), ttlMs: ttl };
    },
    async holdFor(key, ms) {
      await redis.eval(HOLD_SCRIPT, 1, k(key), Math.max(1, Math.ceil(ms)));
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
    purgeExpired: async () => 0,
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateStore(options: { redisUrl?: string; db: Database }): RateStore {
  return options.redisUrl ? createRedisRateStore(options.redisUrl) : createDatabaseRateStore(options.db);
}
