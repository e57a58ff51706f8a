/**
 * A run's post (issue 27): read it as it will look and edit it (GET/PUT …/article), approve or
 * discard a review run's draft, unpublish a live post; and "Post to Pinterest" of one of its images. Every route reads only the signed-in user's
 * runs: another user's id answers 404.
 */
import {
  changePinTimeBodySchema,
  editArticleBodySchema,
  executionResponseSchema,
  Messages,
  postImageBodySchema,
  postImageResponseSchema,
  regenerateImageParamsSchema,
  runArticleResponseSchema,
  scheduledPinParamsSchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { findExecution } from '../runs/runs.service.ts';
import { postPinNow } from './due-pins.ts';
import { generationServices } from './generation-services.ts';
import { cancelPin, movePin } from './pin-queue.ts';
import { postExecutionImage } from './post-image.ts';
import { regenerateImage } from './regenerate-image.ts';
import { approveRun, discardRun, editRunArticle, runArticle, unpublishRun } from './run-post.ts';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const params = z.object({ executionId: z.uuid() });

export const runPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const writes = ctx.config.rateLimits.campaignWritesPerMinute;
  const readLimit = perIp(writes * 4, '1 minute');
  const writeLimit = perIp(writes, '1 minute');

  app.get(
    '/campaigns/executions/:executionId/article',
    { config: readLimit, schema: { tags, security, params, response: { 200: runArticleResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: Messages.articleFetched,
      data: { article: await runArticle(ctx, authOf(request).user.id, request.params.executionId) },
    }),
  );

  app.put(
    '/campaigns/executions/:executionId/article',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params,
        body: editArticleBodySchema,
        response: { 200: runArticleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.postUpdated,
      data: {
        article: await editRunArticle(ctx, authOf(request).user.id, request.params.executionId, request.body),
      },
    }),
  );

  const action = (
    path: string,
    run: (userId: string, executionId: string) => ReturnType<typeof approveRun>,
    message: string,
  ) =>
    app.post(
      `/campaigns/executions/:executionId/${path}`,
      { config: writeLimit, schema: { tags, security, params, response: { 200: executionResponseSchema } } },
      async (request) => ({
        success: true as const,
        message,
        data: { execution: await run(authOf(request).user.id, request.params.executionId) },
      }),
    );
  action('approve', (userId, id) => approveRun(ctx, userId, id), Messages.draftApproved);
  action('discard', (userId, id) => discardRun(ctx, userId, id), Messages.draftDiscarded);
  action('unpublish', (userId, id) => unpublishRun(ctx, userId, id), Messages.postUnpublished);

  // One of the run's images made again (issue 32): 0 the featured image, 1–3 the pins; answers the run.
  app.post(
    '/campaigns/executions/:executionId/images/:number/regenerate',
    {
      // Composing and uploading an image: a tighter budget than the other writes.
      config: perIp(Math.max(1, Math.floor(writes / 2)), '1 minute'),
      schema: {
        tags,
        security,
        params: regenerateImageParamsSchema,
        response: { 200: executionResponseSchema },
      },
    },
    async (request) => {
      const { executionId, number } = request.params;
      return {
        success: true as const,
        message: Messages.imageRegenerated,
        data: { execution: await regenerateImage(ctx, authOf(request).user.id, executionId, number) },
      };
    },
  );

  // The run's pins in the queue (issue 32): post now, change time, cancel; each answers the run.
  const pinRoute = {
    tags,
    security,
    params: scheduledPinParamsSchema,
    response: { 200: executionResponseSchema },
  };
  const runNow = async (userId: string, executionId: string) =>
    (await findExecution(ctx.db, userId, executionId)).wire;

  app.post(
    '/campaigns/executions/:executionId/scheduled-pins/:pinId/post',
    { config: writeLimit, schema: pinRoute },
    async (request) => {
      const { executionId, pinId } = request.params;
      const userId = authOf(request).user.id;
      await postPinNow(ctx, generationServices(ctx), userId, executionId, pinId);
      return {
        success: true as const,
        message: Messages.imagePosted,
        data: { execution: await runNow(userId, executionId) },
      };
    },
  );

  app.patch(
    '/campaigns/executions/:executionId/scheduled-pins/:pinId',
    { config: writeLimit, schema: { ...pinRoute, body: changePinTimeBodySchema } },
    async (request) => {
      const { executionId, pinId } = request.params;
      const userId = authOf(request).user.id;
      await movePin(ctx, userId, executionId, pinId, new Date(request.body.scheduledFor));
      return {
        success: true as const,
        message: Messages.pinRescheduled,
        data: { execution: await runNow(userId, executionId) },
      };
    },
  );

  app.delete(
    '/campaigns/executions/:executionId/scheduled-pins/:pinId',
    { config: writeLimit, schema: pinRoute },
    async (request) => {
      const { executionId, pinId } = request.params;
      const userId = authOf(request).user.id;
      await cancelPin(ctx, userId, executionId, pinId);
      return {
        success: true as const,
        message: Messages.pinCancelled,
        data: { execution: await runNow(userId, executionId) },
      };
    },
  );

  app.post(
    '/campaigns/executions/:executionId/pinterest/post-image',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params,
        body: postImageBodySchema,
        response: { 200: postImageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.imagePosted,
      data: await postExecutionImage(
        ctx,
        authOf(request).user.id,
        request.params.executionId,
        request.body.imageNumber,
        request.body.board,
      ),
    }),
  );
};
