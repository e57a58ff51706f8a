/** HTTP routes of SPEC §7 "User" under /api/user. */
import {
  changePasswordBodySchema,
  Messages,
  messageEnvelopeSchema,
  profileResponseSchema,
  updateLanguageBodySchema,
  updateProfileBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extraLimits, perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/authenticate.ts';
import { presentProfile } from './user.presenter.ts';
import { changePassword, getUser, requestEmailChange, setLanguage } from './users.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Checks of the current password per account, whatever the address (a stolen session guessing it).
  const perAccount = extraLimits(app, [
    {
      name: 'reauth-account',
      max: ctx.config.rateLimits.loginPerMinute,
      timeWindow: '1 hour',
      key: (request) => request.auth?.user.id ?? '',
    },
  ]);

  app.get(
    '/profile',
    { config: { access: 'signed-in' }, schema: { tags, security, response: { 200: profileResponseSchema } } },
    async (request) => {
      const auth = authOf(request);
      return {
        success: true as const,
        message: Messages.profileFetched,
        data: presentProfile(await getUser(ctx, auth.user.id), auth),
      };
    },
  );

  app.put(
    '/profile',
    {
      preHandler: perAccount,
      config: perIp(ctx.config.rateLimits.emailPerHour, '1 hour'),
      schema: { tags, security, body: updateProfileBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      const { pending } = await requestEmailChange(ctx, authOf(request), request.body);
      return {
        success: true as const,
        message: pending ? Messages.emailChangePending : Messages.emailUpdated,
      };
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: perAccount,
      config: perIp(ctx.config.rateLimits.loginPerMinute, '1 minute'),
      schema: { tags, security, body: changePasswordBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await changePassword(ctx, authOf(request), request.body);
      return { success: true as const, message: Messages.passwordUpdated };
    },
  );

  app.put(
    '/language',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, body: updateLanguageBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await setLanguage(ctx, authOf(request).user.id, request.body.language);
      return { success: true as const, message: Messages.languageUpdated };
    },
  );
};
