/**
 * @fastify/rate-limit's store interface over our RateStore. Every route limit and the extra limits
 * of the auth routes count in the shared store, so they hold across API instances.
 *
 * The global per-IP flood guard runs on every request, so it counts per instance, in memory, whatever
 * the store: no request pays a round trip for it (an upsert in the database cost ~75% of a cheap
 * request's throughput, a Redis round trip ~15%; bench/api.bench.ts). An instance refuses a flood on
 * its own; the limits that must hold across instances are the routes' own.
 */
import type { RateStore } from './rate-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child` at run time: the merged limit options, with the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed windows in process memory, for the global guard. */
function createMemoryCounters(maxKeys = 10_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string, windowMs: number) => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size >= maxKeys) {
        for (const [candidate, value] of windows) if (value.resetAt <= now) windows.delete(candidate);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      }
      entry = { count: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  };
}

export function rateLimitStoreClass(store: RateStore) {
  const globalInMemory = createMemoryCounters();
  return class SharedRateLimitStore {
    readonly scope: string;

    constructor(_globalOptions?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (this.scope === 'global') {
        callback(null, globalInMemory(key, timeWindow));
        return;
      }
      store.hit(`${this.scope}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** A route's own limit counts apart from the global one and from other routes. */
    child(options: object) {
      const { method, url } = (options as ChildOptions).routeInfo ?? {};
      // Limiters made with `createRateLimit` have no route: their keys carry their own name.
      const scope = url ? `${[method].flat().join(',')} ${url}` : 'limiter';
      return new SharedRateLimitStore(undefined, scope);
    }
  };
}
