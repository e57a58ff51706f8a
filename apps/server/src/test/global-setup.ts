/**
 * Migrates one database for the whole run (schema + pg-boss), then each test file clones it:
 * PGlite from a dumped data directory, PostgreSQL (TEST_DATABASE_URL) from a template database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { findSecrets } from './secret-scan.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every test server logs here (debug level, production redaction); scanned for secrets at the end. */
    logDir: string;
    testDatabase:
      | { kind: 'pglite'; dumpFile: string }
      | { kind: 'postgres'; baseUrl: string; template: string };
  }
}

const silent = pino({ level: 'silent' });

export function databaseUrlWithName(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * After the whole run, the log output of every test server must hold no secret (PRODUCT.md §12): no
 * password hash, session or reset token, test password or application password.
 */
function scanLogs(logDir: string) {
  const files = readdirSync(logDir).filter((name) => name.endsWith('.log'));
  let lines = 0;
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(logDir, file), 'utf8');
    lines += text.split('\n').length - 1;
    for (const secret of findSecrets(text)) leaks.push(`${file}: ${secret}`);
  }
  if (leaks.length > 0) {
    throw new Error(`Secrets found in the test servers' logs (kept in ${logDir}):\n  ${leaks.join('\n  ')}`);
  }
  // The scan is only worth something if the servers logged: each writes at least its start line.
  if (lines < files.length) throw new Error(`${files.length} test servers wrote only ${lines} log lines`);
  console.log(`log scan: ${lines} lines from ${files.length} test servers, no secrets`);
  // KEEP_TEST_LOGS=1 keeps them for reading after a run.
  if (process.env.KEEP_TEST_LOGS) console.log(`test server logs kept in ${logDir}`);
  else rmSync(logDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'aa-test-logs-'));
  project.provide('logDir', logDir);
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    try {
      scanLogs(logDir);
    } catch (error) {
      // Vitest reports an error thrown here but still exits 0: fail the run explicitly.
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void> | void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `aa_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(baseUrl, template),
      poolSize: 2,
    });
    await handle.migrate();
    const jobs = await startJobQueue(handle.bossOptions, silent);
    await jobs.stop();
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', baseUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'aa-test-db-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  const jobs = await startJobQueue(handle.bossOptions, silent);
  await jobs.stop();
  if (!handle.pglite) throw new Error('expected an embedded database');
  const dump = await handle.pglite.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
