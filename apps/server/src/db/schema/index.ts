/**
 * The database schema (Drizzle), one file per owning module: a module reads and writes only its own
 * tables and reaches the others through their module (scripts/check-imports.mjs checks it).
 * Migrations in ../migrations are generated from these files with `npm run db:generate` and
 * committed; they must stay valid on PostgreSQL 15 (CI) and PGlite.
 */
export * from './auth.ts';
export * from './billing.ts';
export * from './campaigns.ts';
export * from './credits.ts';
export * from './dev-mail.ts';
export * from './generation.ts';
export * from './pinterest.ts';
export * from './platforms.ts';
export * from './rate-limits.ts';
export * from './runs.ts';
export * from './support.ts';
export * from './users.ts';
