import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { lockDataDir } from './pglite-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'aa-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('refuses a directory a live process holds, saying what to do, and takes over a stale lock', async () => {
    const dir = path.join(root, 'pglite');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => other.once('spawn', resolve));
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(ConfigError);
    expect(() => lockDataDir(dir)).toThrow(`Another process (pid ${other.pid})`);
    expect(() => lockDataDir(dir)).toThrow('DATABASE_URL');

    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
