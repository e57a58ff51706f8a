/**
 * Issue 32: the user's own photos of a campaign's products. Each campaign keeps up to
 * CAMPAIGN_PHOTOS_MAX photos for each of its two products and as many of both together (JPEG, PNG or
 * WebP, at most PHOTO_MAX_BYTES, checked by their content); they are kept resized, without their
 * metadata (EXIF, GPS), and used as the pictures of the campaign's pins and featured images instead of
 * the composer's patterns. Amazon's product images are never used so (Amazon forbids storing them).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Photos kept for each product of a campaign, and for both together. */
export const CAMPAIGN_PHOTOS_MAX = 10;
/** The largest photo taken, in bytes (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a photo may hold (a 40-megapixel camera's); decoding more costs too much memory. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The kinds of file taken, by their content (never by their name or declared type alone). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Which product a photo shows: 1 or 2, or `null` for both (a scene with the two). */
export const photoProductSchema = z.union([z.literal(1), z.literal(2)]).nullable();
export type PhotoProduct = z.infer<typeof photoProductSchema>;

export const campaignPhotoSchema = z.object({
  id: z.uuid(),
  product: photoProductSchema,
  /** The kept photo (JPEG), for its owner only. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type CampaignPhoto = z.infer<typeof campaignPhotoSchema>;

/** `POST /api/campaigns/{id}/photos?product=1|2|both`: the raw file is the body, its type the header. */
export const photoUploadQuerySchema = z.object({
  product: z.enum(['1', '2', 'both']).default('both'),
});

export const campaignPhotosResponseSchema = envelope(z.object({ photos: z.array(campaignPhotoSchema) }));
export const campaignPhotoResponseSchema = envelope(z.object({ photo: campaignPhotoSchema }));

/**
 * "Regenerate" on one of a run's images (issue 32): the featured image (0) or a pin (1–3) made again,
 * replacing the old on the blog and, for a pin still waiting in the queue, in the queue. Free up to
 * FREE_IMAGE_REGENERATIONS times per run, counted over its images.
 */
export const FREE_IMAGE_REGENERATIONS = 3;
export const regenerateImageParamsSchema = z.object({
  executionId: z.uuid(),
  number: z.coerce.number().int().min(0).max(3),
});
