/**
 * HTTP routes of PRODUCT.md §7 "Campaigns": list, read, create, pause/resume or change, delete. A
 * campaign's runs ("Run now", the runs, a run's progress) are the runs module's routes
 * (runs/runs.routes.ts); what creating and deleting ask of the runs comes through the `runs` option
 * (the `CampaignRuns` port, wired by app.ts). Every route reads only the signed-in user's data:
 * another user's ids answer 404.
 */
import {
  campaignImportBodySchema,
  campaignImportResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  createCampaignBodySchema,
  createCampaignResponseSchema,
  deleteCampaignQuerySchema,
  Messages,
  messageEnvelopeSchema,
  updateCampaignBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writerLanguages } from '../../integrations/ai/ai-models.ts';
import { campaignRouteLimits } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { presentCampaign } from './campaign.presenter.ts';
import { importCampaigns } from './campaign-import.ts';
import {
  type CampaignRuns,
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  updateCampaign,
} from './campaigns.service.ts';

const tags = ['campaigns'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });

export const campaignsRoutes: FastifyPluginAsyncZod<{ runs: CampaignRuns }> = async (app, { runs }) => {
  const { ctx } = app;
  const { readLimit, writeLimit } = campaignRouteLimits(ctx.config.rateLimits.campaignWritesPerMinute);

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
        runs,
        languages: writerLanguages(ctx.config.ai.provider),
      });
      return reply.code(201).send({
        success: true as const,
        message: execution ? Messages.campaignCreated : Messages.campaignScheduled,
        data: {
          campaign: presentCampaign(campaign),
          execution,
        },
      });
    },
  );

  // Campaigns in bulk (issue 31): checked without `confirm`, the valid rows created with it.
  app.post(
    '/campaigns/import',
    {
      config: writeLimit,
      // 500 rows of long links and notes.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        security,
        body: campaignImportBodySchema,
        response: { 200: campaignImportResponseSchema },
      },
    },
    async (request) => {
      const result = await importCampaigns(ctx, authOf(request).user.id, request.body, {
        runs,
        languages: writerLanguages(ctx.config.ai.provider),
      });
      return {
        success: true as const,
        message: request.body.confirm ? Messages.importCreated : Messages.importChecked,
        data: result,
      };
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
      const campaign = await updateCampaign(
        ctx.db,
        authOf(request).user.id,
        request.params.id,
        body,
        new Date(),
        writerLanguages(ctx.config.ai.provider),
      );
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
        if (request.query.unpublish) await runs.takeDownPosts(tx, userId, request.params.id);
      });
      return { success: true as const, message: Messages.campaignDeleted };
    },
  );
};
