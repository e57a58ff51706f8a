/** oidc-provider's storage for one provider instance, in memory. */
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** An adapter per provider (the bundled one shares module-level storage and warns on every start). */
export function createMemoryAdapter(): (model: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const sessionIdsByUid = new Map<string, string>();
  const idsByUserCode = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const sweep = (): void => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return (model) => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        if (entries.size > 10_000) sweep();
        const key = keyFor(id);
        entries.set(key, {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (model === 'Session' && payload.uid) sessionIdsByUid.set(payload.uid, id);
        if (payload.userCode) idsByUserCode.set(payload.userCode, id);
        if (payload.grantId) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          keysByGrant.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return read(keyFor(id));
      },
      async findByUid(uid) {
        const id = sessionIdsByUid.get(uid);
        return id === undefined ? undefined : read(keyFor(id));
      },
      async findByUserCode(userCode) {
        const id = idsByUserCode.get(userCode);
        return id === undefined ? undefined : read(keyFor(id));
      },
      async consume(id) {
        const payload = read(keyFor(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyFor(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
