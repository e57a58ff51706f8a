/**
 * The images a run generated, served by an id nobody can guess. Each row holds the image's bytes, or
 * — when S3_BUCKET is set — its key in the object storage (images/<id>.png); rows made before the
 * bucket was set keep their bytes until `npm run images:to-s3` moves them. The row is the truth: an
 * object without a row (a crash between upload and insert, a deleted run) is removed by
 * `sweepStoredImages`, so deleting images is deleting rows, also inside a transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { generatedImages } from '../../db/schema/generation.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';

export interface StoredImage {
  id: string;
  number: number;
  width: number;
  height: number;
}

/** Where images are read and written: the database, and the object storage when configured. */
export interface ImageStore {
  db: Database;
  /** Required (though possibly undefined): a caller that forgot it would write to the wrong place. */
  storage: ObjectStorage | undefined;
}

const IMAGE_FOLDER = 'images/';

/** The object key of image `id`. */
export function imageKey(id: string): string {
  return `${IMAGE_FOLDER}${id}.png`;
}

/** The public path of an image (its bytes never change: cacheable forever). */
export function imagePath(id: string): string {
  return `/api/media/${id}.png`;
}

const columns = {
  id: generatedImages.id,
  number: generatedImages.number,
  width: generatedImages.width,
  height: generatedImages.height,
};

async function imageNumbered(db: Database, executionId: string, number: number) {
  const [row] = await db
    .select(columns)
    .from(generatedImages)
    .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)))
    .limit(1);
  return row;
}

/** A new image's row: its PNG in the row, or its key in the object storage. */
function imageRow(row: {
  id: string;
  executionId: string;
  number: number;
  image: { png: Buffer; width: number; height: number };
  storageKey: string | null;
}) {
  const { image, storageKey } = row;
  return {
    id: row.id,
    executionId: row.executionId,
    number: row.number,
    contentType: 'image/png',
    width: image.width,
    height: image.height,
    bytes: storageKey ? null : image.png,
    storageKey,
  };
}

/** Saves image `number` of a run, once: a retry that drew it again keeps the first one. */
export async function saveImage(
  { db, storage }: ImageStore,
  executionId: string,
  number: number,
  image: { png: Buffer; width: number; height: number },
): Promise<StoredImage> {
  const saved = await imageNumbered(db, executionId, number);
  if (saved) return saved;
  const id = randomUUID();
  const storageKey = storage ? imageKey(id) : null;
  // Uploaded first: a row always has its object. A crash in between leaves an object without a row,
  // which the sweep removes.
  if (storage && storageKey) await storage.put(storageKey, image.png, 'image/png');
  const [inserted] = await db
    .insert(generatedImages)
    .values(imageRow({ id, executionId, number, image, storageKey }))
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return inserted;
  // Another attempt saved it meanwhile: theirs stays, our upload goes (or the sweep takes it).
  if (storage && storageKey) await storage.delete(storageKey).catch(() => undefined);
  const row = await imageNumbered(db, executionId, number);
  if (!row) throw new Error(`image ${number} of ${executionId} vanished`);
  return row;
}

/**
 * Number 0 is the post's landscape featured image (issue 32); 1–3 are the pins. A run from before
 * issue 32 has no number 0: its post features its first pin.
 */
export const FEATURED_IMAGE_NUMBER = 0;

/** The run's pins (1000×1500), by number. */
export async function imagesOf(db: Database, executionId: string): Promise<StoredImage[]> {
  return db
    .select(columns)
    .from(generatedImages)
    .where(and(eq(generatedImages.executionId, executionId), gte(generatedImages.number, 1)))
    .orderBy(asc(generatedImages.number));
}

/** The run's landscape featured image; undefined for a run from before issue 32. */
export function featuredImageOf(db: Database, executionId: string): Promise<StoredImage | undefined> {
  return imageNumbered(db, executionId, FEATURED_IMAGE_NUMBER);
}

/**
 * Counts one more regeneration of image `number` of a run, when the run has made fewer than `free`
 * again over all its images (its rows locked: two clicks at once cannot both take the last one).
 * Answers the image's new count, or undefined when none is left (or there is no such image).
 */
export async function reserveRegeneration(
  db: Database,
  executionId: string,
  number: number,
  free: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ number: generatedImages.number, regeneration: generatedImages.regeneration })
      .from(generatedImages)
      .where(eq(generatedImages.executionId, executionId))
      .for('update');
    const used = rows.reduce((sum, row) => sum + row.regeneration, 0);
    const image = rows.find((row) => row.number === number);
    if (!image || used >= free) return undefined;
    await tx
      .update(generatedImages)
      .set({ regeneration: sql`${generatedImages.regeneration} + 1` })
      .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)));
    return image.regeneration + 1;
  });
}

/** Gives back a regeneration whose image could not be made or delivered. */
export async function releaseRegeneration(db: Database, executionId: string, number: number): Promise<void> {
  await db
    .update(generatedImages)
    .set({ regeneration: sql`greatest(${generatedImages.regeneration} - 1, 0)` })
    .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)));
}

/** How many of a run's images were made again. */
export async function regenerationsOf(db: Database, executionId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${generatedImages.regeneration}), 0)::int` })
    .from(generatedImages)
    .where(eq(generatedImages.executionId, executionId));
  return row?.used ?? 0;
}

/**
 * Image `number` of a run replaced by a new one (a regeneration): a new row, so a new id and address
 * (the old one is cached forever by browsers), keeping the count of regenerations. The old object, if
 * any, goes with the next sweep.
 */
export async function replaceImage(
  { db, storage }: ImageStore,
  executionId: string,
  number: number,
  image: { png: Buffer; width: number; height: number },
): Promise<StoredImage> {
  const id = randomUUID();
  const storageKey = storage ? imageKey(id) : null;
  if (storage && storageKey) await storage.put(storageKey, image.png, 'image/png');
  return db.transaction(async (tx) => {
    const [old] = await tx
      .delete(generatedImages)
      .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)))
      .returning({ regeneration: generatedImages.regeneration });
    const [inserted] = await tx
      .insert(generatedImages)
      .values({
        ...imageRow({ id, executionId, number, image, storageKey }),
        regeneration: old?.regeneration ?? 0,
      })
      .returning(columns);
    if (!inserted) throw new Error(`image ${number} of ${executionId} not replaced`);
    return inserted;
  });
}

/** The bytes of a row, from wherever they are. */
async function bytesOf(
  { storage }: ImageStore,
  row: { id: string; bytes: Buffer | null; storageKey: string | null },
): Promise<Buffer | undefined> {
  if (row.bytes) return row.bytes;
  if (!row.storageKey) return undefined;
  if (!storage) throw new Error(`image ${row.id} is in the object storage, but S3_BUCKET is not set`);
  return storage.get(row.storageKey);
}

export async function imageBytes(
  store: ImageStore,
  executionId: string,
  number: number,
): Promise<Buffer | undefined> {
  const [row] = await store.db
    .select({ id: generatedImages.id, bytes: generatedImages.bytes, storageKey: generatedImages.storageKey })
    .from(generatedImages)
    .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)))
    .limit(1);
  return row ? bytesOf(store, row) : undefined;
}

/**
 * Deletes a refunded run's images: nothing the user did not pay for stays served or postable. Rows
 * only (safe in a transaction): their objects go with the next sweep.
 */
export async function discardImages(db: Database, executionId: string): Promise<void> {
  await db.delete(generatedImages).where(eq(generatedImages.executionId, executionId));
}

/** Image `id` with its bytes, for serving it; undefined when there is none (or its object is gone). */
export async function findImage(store: ImageStore, id: string) {
  const [row] = await store.db
    .select({
      id: generatedImages.id,
      bytes: generatedImages.bytes,
      storageKey: generatedImages.storageKey,
      contentType: generatedImages.contentType,
      executionId: generatedImages.executionId,
    })
    .from(generatedImages)
    .where(eq(generatedImages.id, id))
    .limit(1);
  if (!row) return undefined;
  const bytes = await bytesOf(store, row);
  return bytes ? { bytes, contentType: row.contentType, executionId: row.executionId } : undefined;
}

/** An object younger than this may be an upload whose row is about to be written: left alone. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Deletes the stored objects that no image row names any more (a deleted or refunded run, a crash
 * between upload and insert), once older than ORPHAN_GRACE_MS. Pages through the bucket's folder.
 */
export async function sweepStoredImages(
  { db, storage }: ImageStore,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ deleted: number }> {
  if (!storage) return { deleted: 0 };
  let deleted = 0;
  let after: string | undefined;
  for (;;) {
    const page = await storage.list(IMAGE_FOLDER, after);
    const old = page.objects.filter(
      (object) => now.getTime() - object.lastModified.getTime() > ORPHAN_GRACE_MS,
    );
    if (old.length > 0) {
      const named = await db
        .select({ key: generatedImages.storageKey })
        .from(generatedImages)
        .where(
          inArray(
            generatedImages.storageKey,
            old.map((object) => object.key),
          ),
        );
      const kept = new Set(named.map((row) => row.key));
      for (const object of old) {
        if (kept.has(object.key)) continue;
        await storage.delete(object.key);
        deleted += 1;
      }
    }
    if (!page.more) return { deleted };
    after = page.objects.at(-1)?.key;
  }
}

/**
 * Moves images held in the database to the object storage, `batch` at a time: each is uploaded, then
 * its row is switched to the key in one update that only applies while the row still holds its bytes
 * (safe to run while the app runs, and again after an interruption).
 */
export async function moveImagesToStorage(
  { db, storage }: ImageStore & { storage: ObjectStorage },
  { batch = 50, onProgress }: { batch?: number; onProgress?: (moved: number) => void } = {},
): Promise<{ moved: number }> {
  let moved = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: generatedImages.id,
        bytes: generatedImages.bytes,
        contentType: generatedImages.contentType,
      })
      .from(generatedImages)
      .where(
        and(
          isNull(generatedImages.storageKey),
          isNotNull(generatedImages.bytes),
          gt(generatedImages.id, after),
        ),
      )
      .orderBy(asc(generatedImages.id))
      .limit(batch);
    for (const row of rows) {
      if (!row.bytes) continue;
      const key = imageKey(row.id);
      await storage.put(key, row.bytes, row.contentType);
      const switched = await db
        .update(generatedImages)
        .set({ storageKey: key, bytes: null })
        .where(and(eq(generatedImages.id, row.id), isNull(generatedImages.storageKey)))
        .returning({ id: generatedImages.id });
      if (switched.length > 0) moved += 1;
    }
    onProgress?.(moved);
    if (rows.length < batch) return { moved };
    after = rows.at(-1)?.id ?? after;
  }
}
