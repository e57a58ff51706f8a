/**
 * One process per embedded database. PGlite is a database inside this process: a second process
 * opening the same directory does not share it, it opens a copy of its files that drifts apart (two
 * servers, two truths; issue 30). The directory's lock file names the process that has it; a start
 * finding it held by a live process is refused with what to do instead, a stale one is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { ConfigError } from '../config.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `dir`'s lock for this process (refused while another live process holds it); returns its release. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const mine = String(process.pid);
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder === process.pid) break;
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
      throw new ConfigError(
        `Another process (pid ${holder}) is using the embedded database in ${dir}: PGlite serves one process, and a second one would work on a diverging copy. Stop that process first, or set DATABASE_URL to a PostgreSQL database to run several processes (docs/deploy.md).`,
      );
    // Its process is gone (a crash, kill -9): the lock is stale.
    unlinkSync(file);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
