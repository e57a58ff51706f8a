/**
 * @fastify/rate-limit's store interface over our RateStore. Every route limit and the extra limits
 * of the auth routes count in the shared store, so they hold across API instances.
 *
 * The global per-IP flood guard runs on every request: on Redis it is shared too (a round trip costs
 * ~15% of a cheap request's throughput), but on the database an upsert per request would cost ~75%,
 * so there it counts per instance, in memory (measured with bench/api.bench.ts).
 */
import type { RateStore } from './rate-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child` at run time: the merged limit options, with the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed windows in process memory, for the global guard when the shared store is the database. */
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
  const globalInMemory = store.kind === 'database' ? createMemoryCounters() : null;
  return class SharedRateLimitStore {
    readonly scope: string;

    constructor(_globalOptions?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (this.scope === 'global' && globalInMemory) {
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
