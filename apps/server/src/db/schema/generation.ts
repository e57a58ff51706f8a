/**
 * What the generation pipeline made and put outside: its images and its publications; owned by the
 * generation module.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { executions } from './runs.ts';

/**
 * Everything a run created outside (the WordPress post, its media, each pin), keyed per run so a
 * retry finds it instead of creating it again. The row is written before the outside call is
 * confirmed done (`pending`), and completed with the outside id. A failed run deletes outside what
 * it delivered and marks the row `deleted` (kept: it counts the refunds after delivery, and a retry
 * must not publish it again). A call that failed before any request left marks it `unsent`: nothing
 * was delivered, and a retry makes the call again.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    /** 'post', 'media:1'…'media:3', 'pin:1'…'pin:3'. */
    key: text('key').notNull(),
    status: text('status').$type<'pending' | 'done' | 'deleted' | 'unsent'>().notNull().default('pending'),
    remoteId: text('remote_id'),
    remoteUrl: text('remote_url'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('publications_execution_key').on(t.executionId, t.key)],
);

/**
 * The images a run generated (pins, 1000×1500 PNG), served at /api/media/<id>.png by an id nobody can
 * guess; they become public anyway once posted to the blog and Pinterest.
 */
export const generatedImages = pgTable(
  'generated_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The PNG itself, when the database holds it (no S3_BUCKET when it was made). */
    bytes: bytea('bytes'),
    /** Its key in the object storage otherwise (images/<id>.png); exactly one of the two is set. */
    storageKey: text('storage_key'),
    /**
     * How many times the user had this image made again (issue 32: three per run free, counted over
     * its images); the new image replaces the row (a new id: the old address is cached forever).
     */
    regeneration: smallint('regeneration').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('generated_images_execution_number_key').on(t.executionId, t.number),
    uniqueIndex('generated_images_storage_key_key').on(t.storageKey).where(sql`storage_key IS NOT NULL`),
    check('generated_images_one_place', sql`(bytes IS NULL) <> (storage_key IS NULL)`),
  ],
);
