/** HTTP routes of SPEC §7 "User" under /api/user. */
import {
  changePasswordBodySchema,
  Messages,
  messageEnvelopeSchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf, requireUser, requireVerifiedUser } from '../auth/authenticate.ts';
import { presentProfile } from './user.presenter.ts';
import { changePassword, getUser, requestEmailChange } from './users.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/profile',
    { preHandler: requireUser, schema: { tags, security, response: { 200: profileResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: Messages.profileFetched,
      data: presentProfile(await getUser(ctx, authOf(request).user.id)),
    }),
  );

  app.put(
    '/profile',
    {
      preHandler: requireVerifiedUser,
      config: perIp(ctx.config.rateLimits.emailPerHour, '1 hour'),
      schema: { tags, security, body: updateProfileBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const { pending } = await requestEmailChange(ctx, authOf(request).user, request.body.email);
      return {
        success: true as const,
        message: pending ? Messages.emailChangePending : Messages.emailUpdated,
      };
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: requireVerifiedUser,
      config: perIp(ctx.config.rateLimits.loginPerMinute, '1 minute'),
      schema: { tags, security, body: changePasswordBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await changePassword(ctx, user, sessionId, request.body);
      return { success: true as const, message: Messages.passwordUpdated };
    },
  );
};
