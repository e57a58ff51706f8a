/**
 * A sandbox's state on disk: one JSON file, read at start and written after every change as a
 * temporary file renamed over the old one, so a crash never leaves half a file.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The saved state merged over `empty()`, or `empty()` when there is no file (or none is used). */
export function readStateFile<State extends { version: number }>(
  file: string | undefined,
  empty: () => State,
  what: string,
): State {
  if (!file || !existsSync(file)) return empty();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<State>;
  const fresh = empty();
  if (parsed.version !== fresh.version) throw new Error(`Unknown ${what} data format in ${file}`);
  return { ...fresh, ...parsed };
}

/** Writes `state` to `file` atomically (readable by this user only); nothing without a file. */
export function writeStateFile(file: string | undefined, state: unknown): void {
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
  renameSync(temporary, file);
}
