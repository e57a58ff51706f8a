/**
 * The user's own photos of a campaign's products (issue 32):
 *
 *   GET    /api/campaigns/{id}/photos                  the campaign's photos
 *   POST   /api/campaigns/{id}/photos?product=1|2|both the file itself is the body (any declared type:
 *                                                      its content decides), at most 10 MB
 *   GET    /api/campaigns/{id}/photos/{photoId}.jpg    the kept photo, for its owner only
 *   DELETE /api/campaigns/{id}/photos/{photoId}
 *
 * Another user's campaign or photo answers 404, its file unread.
 */
import {
  campaignPhotoResponseSchema,
  campaignPhotosResponseSchema,
  ErrorCode,
  Messages,
  messageEnvelopeSchema,
  PHOTO_MAX_BYTES,
  photoUploadQuerySchema,
} from '@aa/contracts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { campaignRouteLimits } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { addPhoto, deletePhoto, listPhotos, photoBytes, presentPhoto } from './campaign-photos.service.ts';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });
/** `<photo id>.jpg`. */
const photoFileParams = z.object({
  id: z.uuid(),
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/i),
});

export const campaignPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { readLimit, writeLimit } = campaignRouteLimits(ctx.config.rateLimits.campaignWritesPerMinute);
  // This plugin's scope only: an upload's body is its bytes, whatever type the browser declared.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/campaigns/:id/photos',
    {
      config: readLimit,
      schema: { tags, security, params: idParams, response: { 200: campaignPhotosResponseSchema } },
    },
    async (request) => {
      const photos = await listPhotos(ctx.db, authOf(request).user.id, request.params.id);
      return {
        success: true as const,
        message: Messages.photosFetched,
        data: { photos: photos.map(presentPhoto) },
      };
    },
  );

  app.post(
    '/campaigns/:id/photos',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: photoUploadQuerySchema,
        response: { 200: campaignPhotoResponseSchema },
      },
      // Fastify refuses a body over the limit before reading it: said as the photo's own refusal.
      errorHandler: (error: FastifyError, _request, _reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError(ErrorCode.PHOTO_REFUSED, Messages.photoTooLarge, 413);
        if (error.code === 'FST_ERR_CTP_EMPTY_BODY')
          throw new AppError(ErrorCode.PHOTO_REFUSED, Messages.photoType, 400);
        throw error;
      },
    },
    async (request) => {
      const { product } = request.query;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const photo = await addPhoto(
        ctx.db,
        authOf(request).user.id,
        request.params.id,
        product === 'both' ? null : product === '1' ? 1 : 2,
        body,
      );
      return { success: true as const, message: Messages.photoAdded, data: { photo: presentPhoto(photo) } };
    },
  );

  app.get(
    '/campaigns/:id/photos/:file',
    { config: readLimit, schema: { tags, security, params: photoFileParams } },
    async (request, reply) => {
      const { id, file } = request.params;
      const bytes = await photoBytes(ctx.db, authOf(request).user.id, id, file.slice(0, -'.jpg'.length));
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.delete(
    '/campaigns/:id/photos/:photoId',
    {
      config: writeLimit,
      schema: { tags, security, params: photoParams, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const { id, photoId } = request.params;
      await deletePhoto(ctx.db, authOf(request).user.id, id, photoId);
      return { success: true as const, message: Messages.photoDeleted };
    },
  );
};
