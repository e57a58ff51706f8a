/**
 * HTTP routes of PRODUCT.md §7 "Platforms" for WordPress and Amazon, the demo site, the status of all
 * three and the onboarding tour's state. Pinterest's own routes live in the pinterest module.
 */
import {
  amazonTagBodySchema,
  amazonTagParamsSchema,
  connectWordPressBodySchema,
  creatorsConnectionsResponseSchema,
  creatorsCredentialsBodySchema,
  creatorsRegionParamsSchema,
  demoConnectResponseSchema,
  ErrorCode,
  Messages,
  messageEnvelopeSchema,
  onboardingResponseSchema,
  onboardingStepBodySchema,
  platformSavedResponseSchema,
  platformStatusResponseSchema,
  updateWordPressSiteBodySchema,
  wordpressSiteParamsSchema,
  wordpressSitesResponseSchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { deleteAmazonTag, listAmazonTags, saveAmazonTag } from './amazon-tag.ts';
import {
  deleteCreatorsCredentials,
  listCreatorsConnections,
  saveCreatorsCredentials,
} from './creators-credentials.ts';
import { completeOnboarding, saveOnboardingStep } from './onboarding.ts';
import { presentAmazon, presentWordPress } from './platform.presenter.ts';
import { getOnboarding, getPlatformStatus } from './platforms.service.ts';
import {
  checkWordPressSite,
  connectWordPress,
  demoWordPressSite,
  disconnectWordPress,
  listWordPressSites,
  platformError,
  removeWordPressSite,
  updateWordPressSite,
} from './wordpress-connection.ts';

const tags = ['platforms'];
/** What the demo blog is called among a user's sites (they may rename it). */
const DEMO_SITE_NAME = 'Demo blog';
const security = [{ bearer: [] }];

export const platformsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Each connection attempt makes the server call a site on the user's behalf.
  const connectLimit = perIp(20, '1 minute');

  app.get(
    '/platforms/status',
    { schema: { tags, security, response: { 200: platformStatusResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: Messages.platformsFetched,
      status: await getPlatformStatus(ctx.db, authOf(request).user.id),
    }),
  );

  app.post(
    '/platforms/wordpress',
    {
      config: connectLimit,
      schema: {
        tags,
        security,
        body: connectWordPressBodySchema,
        response: { 200: platformSavedResponseSchema },
      },
    },
    async (request) => {
      const { username, apiKey, websiteUrl, name } = request.body;
      const row = await connectWordPress(
        ctx,
        authOf(request).user.id,
        { siteUrl: websiteUrl, username, applicationPassword: apiKey },
        { ...(name ? { name } : {}) },
      );
      return { success: true as const, message: Messages.wordpressConnected, data: presentWordPress(row) };
    },
  );

  // PRODUCT.md's single site: the default one goes (the next oldest becomes the default).
  app.delete(
    '/platforms/wordpress',
    { schema: { tags, security, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await disconnectWordPress(ctx.db, authOf(request).user.id);
      return { success: true as const, message: Messages.platformDeleted };
    },
  );

  // Several sites (issue 31): each listed, renamed, made the default, checked and removed by its id;
  // another user's id answers as a site the user does not have. Each action answers the sites anew.
  const sitesAfter = async (userId: string, done: unknown, message: string) => {
    if (!done) throw AppError.notFound(Messages.wordpressSiteNotFound);
    return { success: true as const, message, data: await listWordPressSites(ctx.db, userId) };
  };
  app.get(
    '/platforms/wordpress/sites',
    { schema: { tags, security, response: { 200: wordpressSitesResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await listWordPressSites(ctx.db, authOf(request).user.id),
    }),
  );

  app.patch(
    '/platforms/wordpress/sites/:id',
    {
      schema: {
        tags,
        security,
        params: wordpressSiteParamsSchema,
        body: updateWordPressSiteBodySchema,
        response: { 200: wordpressSitesResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const done = await updateWordPressSite(ctx.db, userId, request.params.id, request.body);
      return sitesAfter(userId, done, Messages.wordpressSiteSaved);
    },
  );

  app.post(
    '/platforms/wordpress/sites/:id/check',
    {
      config: connectLimit,
      schema: {
        tags,
        security,
        params: wordpressSiteParamsSchema,
        response: { 200: wordpressSitesResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const done = await checkWordPressSite(ctx, userId, request.params.id);
      return sitesAfter(userId, done, Messages.wordpressSiteChecked);
    },
  );

  app.delete(
    '/platforms/wordpress/sites/:id',
    {
      schema: {
        tags,
        security,
        params: wordpressSiteParamsSchema,
        response: { 200: wordpressSitesResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const done = await removeWordPressSite(ctx.db, userId, request.params.id);
      return sitesAfter(userId, done, Messages.wordpressSiteRemoved);
    },
  );

  app.post(
    '/demo/connect-wordpress',
    { config: connectLimit, schema: { tags, security, response: { 200: demoConnectResponseSchema } } },
    async (request) => {
      const site = demoWordPressSite(ctx);
      if (!site) {
        throw platformError(ErrorCode.WORDPRESS_FAILED, Messages.demoWordpressUnavailable, 503);
      }
      const row = await connectWordPress(ctx, authOf(request).user.id, site, {
        demo: true,
        newName: DEMO_SITE_NAME,
      });
      return { success: true as const, message: Messages.wordpressConnected, data: presentWordPress(row) };
    },
  );

  app.post(
    '/platforms/amazon',
    { schema: { tags, security, body: amazonTagBodySchema, response: { 200: platformSavedResponseSchema } } },
    async (request) => {
      const userId = authOf(request).user.id;
      await saveAmazonTag(
        ctx.db,
        userId,
        request.body.affiliateTag,
        request.body.store,
        request.body.affiliateTag.toLowerCase() === ctx.config.amazon.demoTag.toLowerCase(),
      );
      return {
        success: true as const,
        message: Messages.amazonSaved,
        data: presentAmazon(await listAmazonTags(ctx.db, userId)),
      };
    },
  );

  // Every store's tag: the Amazon platform disconnected (PRODUCT.md §7).
  app.delete(
    '/platforms/amazon',
    { schema: { tags, security, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await deleteAmazonTag(ctx.db, authOf(request).user.id);
      return { success: true as const, message: Messages.platformDeleted };
    },
  );

  // Amazon's Creators API with the user's own credentials, per region (issue 29).
  app.get(
    '/platforms/amazon/creators',
    { schema: { tags, security, response: { 200: creatorsConnectionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { connections: await listCreatorsConnections(ctx.db, authOf(request).user.id) },
    }),
  );

  // Checked with Amazon (a token, then GetItems) before they are kept; the secret is never answered.
  app.put(
    '/platforms/amazon/creators',
    {
      config: connectLimit,
      schema: {
        tags,
        security,
        body: creatorsCredentialsBodySchema,
        response: { 200: creatorsConnectionsResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await saveCreatorsCredentials(ctx, userId, request.body);
      return {
        success: true as const,
        message: Messages.creatorsSaved,
        data: { connections: await listCreatorsConnections(ctx.db, userId) },
      };
    },
  );

  app.delete(
    '/platforms/amazon/creators/:region',
    {
      schema: {
        tags,
        security,
        params: creatorsRegionParamsSchema,
        response: { 200: creatorsConnectionsResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      if (!(await deleteCreatorsCredentials(ctx.db, userId, request.params.region)))
        throw AppError.notFound(Messages.creatorsNotFound);
      return {
        success: true as const,
        message: Messages.creatorsRemoved,
        data: { connections: await listCreatorsConnections(ctx.db, userId) },
      };
    },
  );

  // One store's tag; the others stay.
  app.delete(
    '/platforms/amazon/:store',
    {
      schema: {
        tags,
        security,
        params: amazonTagParamsSchema,
        response: { 200: platformSavedResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      if (!(await deleteAmazonTag(ctx.db, userId, request.params.store)))
        throw AppError.notFound(Messages.amazonTagNotFound);
      return {
        success: true as const,
        message: Messages.amazonTagRemoved,
        data: presentAmazon(await listAmazonTags(ctx.db, userId)),
      };
    },
  );

  app.get(
    '/onboarding',
    { schema: { tags, security, response: { 200: onboardingResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await getOnboarding(ctx.db, authOf(request).user.id, ctx.config.amazon.demoTag),
    }),
  );

  // The step the session's user is on (a reload resumes there); like the tour's other calls, only the
  // global flood guard limits it: it writes one small row of the user's own.
  app.put(
    '/onboarding/step',
    {
      schema: { tags, security, body: onboardingStepBodySchema, response: { 200: onboardingResponseSchema } },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await saveOnboardingStep(ctx.db, userId, request.body.step);
      return { success: true as const, data: await getOnboarding(ctx.db, userId, ctx.config.amazon.demoTag) };
    },
  );

  app.post(
    '/onboarding/complete',
    { schema: { tags, security, response: { 200: onboardingResponseSchema } } },
    async (request) => {
      const userId = authOf(request).user.id;
      await completeOnboarding(ctx.db, userId);
      return { success: true as const, data: await getOnboarding(ctx.db, userId, ctx.config.amazon.demoTag) };
    },
  );
};
