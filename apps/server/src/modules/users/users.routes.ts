/**
 * HTTP routes of PRODUCT.md §7 "User" under /api/user: the profile, its settings (`PATCH /profile`)
 * and the language. Changing the email or the password (`PUT /profile`, `PUT /change-password`) is
 * the auth module's (credentials.routes.ts).
 */
import {
  Messages,
  messageEnvelopeSchema,
  profileResponseSchema,
  updateLanguageBodySchema,
  updateSettingsBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { presentProfile } from './user.presenter.ts';
import { getUser, setLanguage, updateSettings } from './users.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

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

  // The session's own account only: there is no user id to name another.
  app.patch(
    '/profile',
    { schema: { tags, security, body: updateSettingsBodySchema, response: { 200: profileResponseSchema } } },
    async (request) => {
      const auth = authOf(request);
      return {
        success: true as const,
        message: Messages.settingsUpdated,
        data: presentProfile(await updateSettings(ctx, auth.user.id, request.body), auth),
      };
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
