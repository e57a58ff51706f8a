/**
 * The user's own photos of a campaign's products (issue 32): added (checked and kept by
 * photo-file.ts, at most CAMPAIGN_PHOTOS_MAX per product, counted under the campaign's row lock so
 * two uploads at once cannot pass the limit together), listed, served to their owner, deleted. The
 * runs of the campaign compose their pins and featured image over them (`photosForRun`), in turn, so
 * no two runs open with the same photo while there are others.
 */
import {
  CAMPAIGN_PHOTOS_MAX,
  type CampaignPhoto,
  ErrorCode,
  Messages,
  type PhotoProduct,
} from '@aa/contracts';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignPhotos } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/errors.ts';
import { lockCampaign } from './campaign-schedule.service.ts';
import { campaignNotFound, findCampaign } from './campaigns.service.ts';
import { keepPhoto } from './photo-file.ts';

const photoNotFound = () => AppError.notFound(Messages.photoNotFound);

const listed = {
  id: campaignPhotos.id,
  campaignId: campaignPhotos.campaignId,
  product: campaignPhotos.product,
  width: campaignPhotos.width,
  height: campaignPhotos.height,
  createdAt: campaignPhotos.createdAt,
};

type ListedPhoto = {
  id: string;
  campaignId: string;
  product: number | null;
  width: number;
  height: number;
  createdAt: Date;
};

/** The address its owner's browser reads a photo at. */
export function photoPath(photo: { id: string; campaignId: string }): string {
  return `/api/campaigns/${photo.campaignId}/photos/${photo.id}.jpg`;
}

export function presentPhoto(photo: ListedPhoto): CampaignPhoto {
  return {
    id: photo.id,
    product: photo.product === 1 || photo.product === 2 ? photo.product : null,
    url: photoPath(photo),
    width: photo.width,
    height: photo.height,
    created_at: photo.createdAt.toISOString(),
  };
}

/** A campaign's photos, oldest first; another user's campaign is not found. */
export async function listPhotos(db: Database, userId: string, campaignId: string): Promise<ListedPhoto[]> {
  await findCampaign(db, userId, campaignId);
  return db
    .select(listed)
    .from(campaignPhotos)
    .where(eq(campaignPhotos.campaignId, campaignId))
    .orderBy(asc(campaignPhotos.createdAt), asc(campaignPhotos.id));
}

/**
 * Adds a photo of `product` (null: both) to the user's campaign: checked and re-encoded first (no
 * lock held while libvips works), then counted and inserted under the campaign's lock.
 */
export async function addPhoto(
  db: Database,
  userId: string,
  campaignId: string,
  product: PhotoProduct,
  file: Buffer,
): Promise<ListedPhoto> {
  // Not found before the file is even looked at: another user's campaign learns nothing of it.
  await findCampaign(db, userId, campaignId);
  const kept = await keepPhoto(file);
  return db.transaction(async (tx) => {
    if (!(await lockCampaign(tx, campaignId, userId))) throw campaignNotFound();
    const [held] = await tx
      .select({ n: count() })
      .from(campaignPhotos)
      .where(
        and(
          eq(campaignPhotos.campaignId, campaignId),
          product === null ? isNull(campaignPhotos.product) : eq(campaignPhotos.product, product),
        ),
      );
    if ((held?.n ?? 0) >= CAMPAIGN_PHOTOS_MAX)
      throw new AppError(ErrorCode.PHOTO_REFUSED, Messages.photoLimit, 409);
    const [inserted] = await tx
      .insert(campaignPhotos)
      .values({ campaignId, userId, product, width: kept.width, height: kept.height, bytes: kept.jpeg })
      .returning(listed);
    if (!inserted) throw new Error('photo not inserted');
    return inserted;
  });
}

/** Photo `photoId` of the user's campaign (another user's is none). */
const usersPhoto = (userId: string, campaignId: string, photoId: string) =>
  and(
    eq(campaignPhotos.id, photoId),
    eq(campaignPhotos.campaignId, campaignId),
    eq(campaignPhotos.userId, userId),
  );

/** Deletes one of the user's photos; the runs composed over it keep their images. */
export async function deletePhoto(db: Database, userId: string, campaignId: string, photoId: string) {
  const deleted = await db
    .delete(campaignPhotos)
    .where(usersPhoto(userId, campaignId, photoId))
    .returning({ id: campaignPhotos.id });
  if (deleted.length === 0) throw photoNotFound();
}

/** A photo's JPEG, for its owner only. */
export async function photoBytes(db: Database, userId: string, campaignId: string, photoId: string) {
  const [row] = await db
    .select({ bytes: campaignPhotos.bytes })
    .from(campaignPhotos)
    .where(usersPhoto(userId, campaignId, photoId))
    .limit(1);
  if (!row) throw photoNotFound();
  return row.bytes;
}

/**
 * The photos run `runNumber` of a campaign composes its `count` images over (image 1 first), or none
 * when the campaign has none: the campaign's photos in turn, each run starting `count` further on,
 * so runs differ while there are photos enough. A photo of one product, of the other and of both are
 * all used; the composer covers the image with it.
 */
export async function photosForRun(
  db: Database,
  campaignId: string,
  runNumber: number,
  imageCount: number,
  offset = 0,
): Promise<{ id: string; jpeg: Buffer }[]> {
  const ids = await db
    .select({ id: campaignPhotos.id })
    .from(campaignPhotos)
    .where(eq(campaignPhotos.campaignId, campaignId))
    .orderBy(asc(campaignPhotos.createdAt), asc(campaignPhotos.id));
  if (ids.length === 0) return [];
  const picked = Array.from(
    { length: imageCount },
    (_, index) => ids[((runNumber - 1) * imageCount + index + offset) % ids.length]?.id ?? '',
  );
  const rows = await db
    .select({ id: campaignPhotos.id, bytes: campaignPhotos.bytes })
    .from(campaignPhotos)
    .where(and(eq(campaignPhotos.campaignId, campaignId), inArray(campaignPhotos.id, [...new Set(picked)])));
  const bytes = new Map(rows.map((row) => [row.id, row.bytes]));
  return picked.flatMap((id) => {
    const jpeg = bytes.get(id);
    return jpeg ? [{ id, jpeg }] : [];
  });
}
