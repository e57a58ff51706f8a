/** A job's id made from what the job is about: pg-boss keeps one job per id, so enqueueing it twice makes one. */
import { createHash } from 'node:crypto';

/** A UUID (pg-boss's id type) derived from `key`: the same key, the same id. */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
