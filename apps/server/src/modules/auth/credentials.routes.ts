/**
 * PRODUCT.md §7 "User" routes that change what the account is keyed by, under /api/user beside the users
 * module's profile routes: `PUT /profile` (the email) and `PUT /change-password`. Each checks who is
 * asking again (the current password, or a fresh Google sign-in), limited per IP and per account.
 */
import {
  changePasswordBodySchema,
  Messages,
  messageEnvelopeSchema,
  updateProfileBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extraLimits, perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { changePassword, requestEmailChange } from './credentials.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
