/**
 * HTTP routes of PRODUCT.md §7 "Campaigns": campaigns, their runs, a run's progress (polling and
 * Server-Sent Events), a run's auto-post switch. Every route reads only the signed-in user's data:
 * another user's ids answer 404.
 */
import {
  campaignResponseSchema,
  campaignStatusResponseSchema,
  campaignsResponseSchema,
  createCampaignBodySchema,
  createCampaignResponseSchema,
  deleteCampaignQuerySchema,
  ESTIMATED_GENERATION_MINUTES,
  executeCampaignResponseSchema,
  executionPinterestBodySchema,
  executionResponseSchema,
  executionsQuerySchema,
  executionsResponseSchema,
  Messages,
  messageEnvelopeSchema,
  updateCampaignBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writerLanguages } from '../../integrations/ai/ai-models.ts';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { presentCampaign, presentExecution } from './campaign.presenter.ts';
import {
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  runCampaignNow,
  takeDownCampaignPosts,
  updateCampaign,
} from './campaigns.service.ts';
import { streamExecution } from './execution-events.ts';
import { findExecution, listExecutions, setExecutionAutoPost } from './executions.service.ts';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const executionParams = z.object({ executionId: z.uuid() });

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // PRODUCT.md §9: the client allows itself 20 requests a minute per key; the server allows a margin over it.
  const writes = ctx.config.rateLimits.campaignWritesPerMinute;
  const readLimit = perIp(writes * 4, '1 minute');
  const writeLimit = perIp(writes, '1 minute');

  app.get(
    '/campaigns',
    { config: readLimit, schema: { tags, security, response: { 200: campaignsResponseSchema } } },
    async (request) => {
      const { campaigns, stats } = await listCampaigns(ctx.db, authOf(request).user.id);
      return {
        success: true as const,
        message: Messages.campaignsFetched,
        data: { campaigns: campaigns.map(presentCampaign), stats },
      };
    },
  );

  /** One campaign (its page, issue 21); another user's, or a deleted one, is not found. */
  app.get(
    '/campaigns/:id',
    {
      config: readLimit,
      schema: { tags, security, params: idParams, response: { 200: campaignResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.campaignFetched,
      data: {
        campaign: presentCampaign(await findCampaign(ctx.db, authOf(request).user.id, request.params.id)),
      },
    }),
  );

  app.post(
    '/campaigns',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        body: createCampaignBodySchema,
        response: { 201: createCampaignResponseSchema },
      },
    },
    async (request, reply) => {
      const { campaign, execution } = await createCampaign(ctx, authOf(request).user.id, request.body, {
        languages: writerLanguages(ctx.config.ai.provider),
      });
      return reply.code(201).send({
        success: true as const,
        message: execution ? Messages.campaignCreated : Messages.campaignScheduled,
        data: {
          campaign: presentCampaign(campaign),
          execution: execution ? presentExecution(execution, campaign) : null,
        },
      });
    },
  );

  app.patch(
    '/campaigns/:id',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params: idParams,
        body: updateCampaignBodySchema,
        response: { 200: campaignResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const campaign = await updateCampaign(ctx.db, authOf(request).user.id, request.params.id, body);
      const message =
        'status' in body
          ? body.status === 'active'
            ? Messages.campaignResumed
            : Messages.campaignPaused
          : Messages.campaignUpdated;
      return { success: true as const, message, data: { campaign: presentCampaign(campaign) } };
    },
  );

  app.delete(
    '/campaigns/:id',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: deleteCampaignQuerySchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await ctx.db.transaction(async (tx) => {
        await deleteCampaign(tx, userId, request.params.id);
        // Its posts taken down too, when the user asked (issue 27): one job per run, or none at all.
        if (request.query.unpublish) await takeDownCampaignPosts(ctx, tx, userId, request.params.id);
      });
      return { success: true as const, message: Messages.campaignDeleted };
    },
  );

  app.post(
    '/campaigns/:id/execute',
    {
      config: writeLimit,
      schema: { tags, security, params: idParams, response: { 200: executeCampaignResponseSchema } },
    },
    async (request) => {
      const { campaign, execution } = await runCampaignNow(ctx, authOf(request).user.id, request.params.id);
      return {
        success: true as const,
        message: Messages.campaignStarted,
        campaignId: campaign.id,
        executionId: execution.id,
        nextRun: presentCampaign(campaign).next_run,
        estimatedTime: `${ESTIMATED_GENERATION_MINUTES} minutes`,
        status: execution.status,
        data: { execution: presentExecution(execution, campaign), campaign: presentCampaign(campaign) },
      };
    },
  );

  app.get(
    '/campaigns/executions',
    {
      config: readLimit,
      schema: {
        tags,
        security,
        querystring: executionsQuerySchema,
        response: { 200: executionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.executionsFetched,
      data: { executions: await listExecutions(ctx.db, authOf(request).user.id, request.query) },
    }),
  );

  app.get(
    '/campaigns/:id/executions',
    {
      config: readLimit,
      schema: {
        tags,
        security,
        params: idParams,
        querystring: executionsQuerySchema,
        response: { 200: executionsResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await findCampaign(ctx.db, userId, request.params.id);
      return {
        success: true as const,
        message: Messages.executionsFetched,
        data: {
          executions: await listExecutions(ctx.db, userId, {
            ...request.query,
            campaignId: request.params.id,
          }),
        },
      };
    },
  );

  app.get(
    '/campaigns/:id/status',
    {
      config: readLimit,
      schema: { tags, security, params: idParams, response: { 200: campaignStatusResponseSchema } },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await findCampaign(ctx.db, userId, request.params.id);
      const [latest] = await listExecutions(ctx.db, userId, { campaignId: request.params.id, limit: 1 });
      return { success: true as const, data: { latestExecution: latest ?? null } };
    },
  );

  app.get(
    '/campaigns/executions/:executionId',
    {
      config: readLimit,
      schema: { tags, security, params: executionParams, response: { 200: executionResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: {
        execution: (await findExecution(ctx.db, authOf(request).user.id, request.params.executionId)).wire,
      },
    }),
  );

  app.get(
    '/campaigns/executions/:executionId/events',
    { config: readLimit, schema: { tags, security, params: executionParams } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      // 404 before the stream opens.
      await findExecution(ctx.db, userId, request.params.executionId);
      return streamExecution(ctx.db, userId, request.params.executionId, request, reply);
    },
  );

  app.put(
    '/campaigns/executions/:executionId/pinterest',
    {
      config: writeLimit,
      schema: {
        tags,
        security,
        params: executionParams,
        body: executionPinterestBodySchema,
        response: { 200: executionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.executionUpdated,
      data: {
        execution: await setExecutionAutoPost(
          ctx.db,
          authOf(request).user.id,
          request.params.executionId,
          request.body.autoPost,
        ),
      },
    }),
  );
};
