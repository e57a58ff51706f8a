/** The images a run generated: stored in the database, served by an id nobody can guess. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { generatedImages } from '../../db/schema/generation.ts';

export interface StoredImage {
  id: string;
  number: number;
  width: number;
  height: number;
}

/** The public path of an image (its bytes never change: cacheable forever). */
export function imagePath(id: string): string {
  return `/api/media/${id}.png`;
}

/** Saves image `number` of a run, once: a retry that drew it again keeps the first one. */
export async function saveImage(
  db: Database,
  executionId: string,
  number: number,
  image: { png: Buffer; width: number; height: number },
): Promise<StoredImage> {
  const columns = {
    id: generatedImages.id,
    number: generatedImages.number,
    width: generatedImages.width,
    height: generatedImages.height,
  };
  const [inserted] = await db
    .insert(generatedImages)
    .values({
      executionId,
      number,
      contentType: 'image/png',
      width: image.width,
      height: image.height,
      bytes: image.png,
    })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return inserted;
  const [row] = await db
    .select(columns)
    .from(generatedImages)
    .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)))
    .limit(1);
  if (!row) throw new Error(`image ${number} of ${executionId} vanished`);
  return row;
}

export async function imagesOf(db: Database, executionId: string): Promise<StoredImage[]> {
  return db
    .select({
      id: generatedImages.id,
      number: generatedImages.number,
      width: generatedImages.width,
      height: generatedImages.height,
    })
    .from(generatedImages)
    .where(eq(generatedImages.executionId, executionId))
    .orderBy(asc(generatedImages.number));
}

export async function imageBytes(
  db: Database,
  executionId: string,
  number: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: generatedImages.bytes })
    .from(generatedImages)
    .where(and(eq(generatedImages.executionId, executionId), eq(generatedImages.number, number)))
    .limit(1);
  return row?.bytes;
}

/** Deletes a refunded run's images: nothing the user did not pay for stays served or postable. */
export async function discardImages(db: Database, executionId: string): Promise<void> {
  await db.delete(generatedImages).where(eq(generatedImages.executionId, executionId));
}

export async function findImage(db: Database, id: string) {
  const [row] = await db
    .select({
      bytes: generatedImages.bytes,
      contentType: generatedImages.contentType,
      executionId: generatedImages.executionId,
    })
    .from(generatedImages)
    .where(eq(generatedImages.id, id))
    .limit(1);
  return row;
}
