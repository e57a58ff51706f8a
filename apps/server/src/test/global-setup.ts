/**
 * Migrates one database for the whole run (schema + pg-boss), then each test file clones it:
 * PGlite from a dumped data directory, PostgreSQL (TEST_DATABASE_URL) from a template database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../jobs/queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
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

export default async function setup(project: TestProject) {
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
