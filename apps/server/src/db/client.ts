/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both get the same Drizzle schema and migrations, and an adapter pg-boss can use for jobs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import { fromPglite } from 'pg-boss';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction, or the database itself where no transaction is needed. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The embedded instance, when kind is pglite (tests dump and clone it). */
  pglite?: PGlite;
  /** Connection options for pg-boss on the same database. */
  bossOptions: ConstructorOptions;
  migrate(): Promise<void>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** Calls `onPayload` for every NOTIFY on `channel` (one listening connection per process). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Listening>;
  close(): Promise<void>;
}

/** A LISTEN connection: whether it is connected now (readiness), and its end. */
export interface Listening {
  alive(): boolean;
  stop(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations across processes starting at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_101;

/** Sees every SQL statement Drizzle sends (tests compare the work two paths do). */
export type QueryObserver = (sql: string) => void;

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
) & { onQuery?: QueryObserver };

const observerLogger = (onQuery: QueryObserver | undefined) =>
  onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};

/** The lock held by the one process serving the sandboxes on a PostgreSQL database (main.ts). */
export const SANDBOX_SERVER_LOCK_ID = 724_102;

/**
 * Takes the session-level advisory lock `id` on its own connection and keeps it until `release`
 * (or until the process ends: PostgreSQL drops a dead session's locks); undefined when another
 * session holds it.
 */
export async function holdAdvisoryLock(
  url: string,
  id: number,
): Promise<{ release(): Promise<void> } | undefined> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection loses the lock; the process goes on (the guard is for starts).
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [id]);
  if (!rows[0]?.held) {
    await client.end();
    return undefined;
  }
  return { release: () => client.end() };
}

export function databaseTargetFromConfig(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10, target.onQuery);
  return openPglite(target);
}

async function openPostgres(url: string, poolSize: number, onQuery?: QueryObserver): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (restart, failover) is dropped by the pool and the next
  // query opens a new one; without a listener the error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, ...observerLogger(onQuery) });
  return {
    kind: 'postgres',
    db,
    bossOptions: { connectionString: url, max: 4, backend: 'postgres' },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A dropped
 * connection is reopened after a second; notifications sent meanwhile are missed, which the SSE
 * streams cover by re-reading their row now and then.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => {
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return {
    alive: () => client !== undefined && !closed,
    async stop() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' | 'pglite-memory' }>) {
  let client: PGlite;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    client = await PGlite.create(target.dataDir).catch((error: unknown) => {
      unlock();
      throw error;
    });
  } else {
    client = await PGlite.create({ loadDataDir: target.loadDataDir });
  }
  const db = drizzlePglite(client, { schema, ...observerLogger(target.onQuery) });
  const handle: DatabaseHandle = {
    kind: 'pglite',
    db,
    pglite: client,
    bossOptions: { db: fromPglite(client), backend: 'pglite' },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      let stopped = false;
      return {
        alive: () => !stopped && !client.closed,
        async stop() {
          stopped = true;
          await unlisten();
        },
      };
    },
    async close() {
      await client.close();
      unlock();
    },
  };
  return handle;
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
