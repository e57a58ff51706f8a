/** HTTP routes of SPEC §7 "Authentication" under /api/auth. */
import {
  emailBodySchema,
  googleAuthUrlResponseSchema,
  googleCallbackBodySchema,
  loginBodySchema,
  Messages,
  meResponseSchema,
  messageEnvelopeSchema,
  registerBodySchema,
  resendVerificationResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  tokenQuerySchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  verifyResetTokenResponseSchema,
} from '@aa/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, extraLimits, perIp, perIpAndEmail } from '../../lib/rate-limits.ts';
import { presentAuthUser } from '../users/user.presenter.ts';
import {
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  verifyResetToken,
} from './auth.service.ts';
import {
  authOf,
  clearSessionCookies,
  readSessionToken,
  requireUser,
  setSessionCookies,
} from './authenticate.ts';
import {
  finishGoogleSignIn,
  GOOGLE_FLOW_COOKIE,
  GOOGLE_FLOW_TTL_S,
  startGoogleSignIn,
} from './google.service.ts';
import {
  createLoginThrottle,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  DEVICE_COOKIE_PATH,
} from './login-throttle.ts';
import { revokeSession } from './sessions.service.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  // Per IP across emails (password spraying). Per email across IPs is the login throttle: it slows
  // guessing down without locking the owner out (login-throttle.ts).
  const loginSpread = extraLimits(app, [
    { name: 'login-ip', max: limits.loginPerMinute * 3, timeWindow: '1 minute', key: byIp },
  ]);
  const throttle = createLoginThrottle(ctx.rates, ctx.secrets, {
    freeFailures: limits.loginFreeFailures,
    maxDelaySeconds: limits.loginMaxDelaySeconds,
  });

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    setSessionCookies(reply, token, {
      secure: ctx.config.secureCookies,
      maxAgeSeconds: Math.floor(ctx.config.sessionTtlMs / 1000),
    });

  app.post(
    '/register',
    {
      config: perIp(limits.registerPerHour, '1 hour'),
      schema: { tags, body: registerBodySchema, response: { 201: messageEnvelopeSchema } },
    },
    async (request, reply) => {
      await register(ctx, request.body);
      return reply.code(201).send({ success: true, message: Messages.registered });
    },
  );

  app.post(
    '/login',
    {
      config: perIpAndEmail(limits.loginPerMinute, '1 minute'),
      preHandler: loginSpread,
      schema: { tags, body: loginBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, user, deviceCookie } = await login(ctx, throttle, {
        ...request.body,
        userAgent: request.headers['user-agent'],
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookie(reply, token);
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.config.secureCookies,
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return {
        success: true as const,
        message: Messages.loggedIn,
        data: { token, user: presentAuthUser(user) },
      };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: messageEnvelopeSchema } } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token && token.length <= 200) await revokeSession(ctx.db, token);
      clearSessionCookies(reply);
      return { success: true as const, message: Messages.loggedOut };
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 200: meResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.userFetched,
      data: presentAuthUser(authOf(request).user),
    }),
  );

  app.get(
    '/verify-email',
    {
      config: perIp(limits.emailPerHour * 3, '1 hour'),
      schema: { tags, querystring: verifyEmailQuerySchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.emailVerified,
      data: await verifyEmail(ctx, request.query.token),
    }),
  );

  app.post(
    '/resend-verification',
    {
      config: perIp(limits.emailPerHour, '1 hour'),
      schema: { tags, body: emailBodySchema, response: { 200: resendVerificationResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.resendAccepted,
      ...(await resendVerification(ctx, request.body.email)),
    }),
  );

  app.post(
    '/request-password-reset',
    {
      config: perIp(limits.emailPerHour, '1 hour'),
      schema: { tags, body: emailBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { success: true as const, message: Messages.resetRequested };
    },
  );

  app.get(
    '/verify-reset-token',
    {
      config: perIp(limits.emailPerHour * 3, '1 hour'),
      schema: { tags, querystring: tokenQuerySchema, response: { 200: verifyResetTokenResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.resetLinkValid,
      data: await verifyResetToken(ctx, request.query.token),
    }),
  );

  app.post(
    '/reset-password',
    {
      config: perIp(limits.emailPerHour, '1 hour'),
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request, reply) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      clearSessionCookies(reply);
      return { success: true as const, message: Messages.passwordReset };
    },
  );

  app.get(
    '/google',
    {
      config: perIp(limits.loginPerMinute, '1 minute'),
      schema: { tags, response: { 200: googleAuthUrlResponseSchema } },
    },
    async (request, reply) => {
      const { authUrl, flowCookie } = await startGoogleSignIn(ctx, request.log);
      reply.setCookie(GOOGLE_FLOW_COOKIE, flowCookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.secureCookies,
        path: '/api/auth/google',
        maxAge: GOOGLE_FLOW_TTL_S,
      });
      return { success: true as const, message: Messages.googleAuthUrl, data: { authUrl } };
    },
  );

  app.post(
    '/google/callback',
    {
      config: perIp(limits.loginPerMinute, '1 minute'),
      schema: { tags, body: googleCallbackBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const flowCookie = request.cookies[GOOGLE_FLOW_COOKIE];
      reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: '/api/auth/google' });
      const { token, user } = await finishGoogleSignIn(
        ctx,
        {
          code: request.body.code,
          state: request.body.state,
          flowCookie,
          userAgent: request.headers['user-agent'],
        },
        request.log,
      );
      setSessionCookie(reply, token);
      return {
        success: true as const,
        message: Messages.googleSuccess,
        data: { token, user: presentAuthUser(user) },
      };
    },
  );
};
