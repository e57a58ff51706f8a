/** A test file's place for its server processes (test/processes.ts starts them). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { databaseUrlWithName } from './global-setup.ts';
import { killServerProcesses } from './processes.ts';

/**
 * What a file's server processes share: a data directory, and a PostgreSQL database on `baseUrl`'s
 * server (created by `createDatabase`); after the file, the processes left are killed and both go.
 */
export function processScene(name: string, baseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `aa-${name}-`));
  const database = `aa_${name.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  afterAll(async () => {
    killServerProcesses();
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  return {
    dataDir,
    /** Creates the database; answers its URL. */
    async createDatabase(): Promise<string> {
      if (!baseUrl) throw new Error('no PostgreSQL server (TEST_DATABASE_URL)');
      await admin(`CREATE DATABASE ${database}`);
      return databaseUrlWithName(baseUrl, database);
    },
  };
}
