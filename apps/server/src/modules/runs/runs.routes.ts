/**
 * HTTP routes of PRODUCT.md §7 "Campaigns" that are a campaign's runs: "Run now", the runs (everyone's
 * and one campaign's), a campaign's latest run, a run, its progress (polling and Server-Sent Events)
 * and its auto-post switch. Every route reads only the signed-in user's data: another user's ids
 * answer 404.
 */
import {
  campaignStatusResponseSchema,
  ESTIMATED_GENERATION_MINUTES,
  executeCampaignResponseSchema,
  executionPinterestBodySchema,
  executionResponseSchema,
  executionsQuerySchema,
  executionsResponseSchema,
  Messages,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignRouteLimits } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { presentCampaign } from '../campaigns/campaign.presenter.ts';
import { findCampaign } from '../campaigns/campaigns.service.ts';
import { streamExecution } from './execution-events.ts';
import { presentExecution } from './run.presenter.ts';
import { findExecution, listExecutions, runCampaignNow, setExecutionAutoPost } from './runs.service.ts';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const executionParams = z.object({ executionId: z.uuid() });

export const runsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { readLimit, writeLimit } = campaignRouteLimits(ctx.config.rateLimits.campaignWritesPerMinute);

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
