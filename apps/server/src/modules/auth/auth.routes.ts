/** HTTP routes of PRODUCT.md §7 "Authentication" under /api/auth, and the undo of an email change. */
import {
  emailBodySchema,
  googleAuthUrlResponseSchema,
  googleCallbackBodySchema,
  googleCallbackResponseSchema,
  googleLinkBodySchema,
  googleStartQuerySchema,
  loginBodySchema,
  Messages,
  meResponseSchema,
  messageEnvelopeSchema,
  registerBodySchema,
  resendVerificationResponseSchema,
  resetPasswordBodySchema,
  revertEmailChangeBodySchema,
  revertEmailChangeResponseSchema,
  sessionResponseSchema,
  tokenQuerySchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  verifyResetTokenResponseSchema,
} from '@aa/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, extraLimits, perIp, perIpAndEmail } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { presentAuthUser } from '../users/user.presenter.ts';
import {
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  revertEmailChange,
  verifyEmail,
  verifyResetToken,
} from './auth.service.ts';
import {
  clearSessionCookies,
  loadOptionalUser,
  readSessionToken,
  requireUser,
  setSessionCookies,
} from './authenticate.ts';
import {
  completeGoogleLink,
  finishGoogleSignIn,
  GOOGLE_COOKIE_PATH,
  GOOGLE_FLOW_COOKIE,
  GOOGLE_FLOW_TTL_S,
  GOOGLE_LINK_COOKIE,
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

const verifyEmailMessages = {
  verified: Messages.emailVerified,
  email_changed: Messages.emailChangeConfirmed,
  already_verified: Messages.emailAlreadyVerified,
} as const;

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

  /** The session cookies, and the device cookie that lets this browser past the sign-in throttle. */
  const startSession = (reply: FastifyReply, token: string, deviceCookie?: string) => {
    setSessionCookies(reply, token, {
      secure: ctx.config.secureCookies,
      maxAgeSeconds: Math.floor(ctx.config.sessionTtlMs / 1000),
    });
    if (deviceCookie) {
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.config.secureCookies,
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
  };
  const googleCookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    path: GOOGLE_COOKIE_PATH,
    maxAge: GOOGLE_FLOW_TTL_S,
  } as const;
  /** Routes that check a password: limited per IP and email, and per IP across emails (spraying). */
  const passwordCheck = {
    config: { ...perIpAndEmail(limits.loginPerMinute, '1 minute'), access: 'public' as const },
    preHandler: loginSpread,
  };

  app.post(
    '/register',
    {
      config: { ...perIp(limits.registerPerHour, '1 hour'), access: 'public' },
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
      ...passwordCheck,
      schema: { tags, body: loginBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, user, deviceCookie } = await login(ctx, throttle, {
        ...request.body,
        userAgent: request.headers['user-agent'],
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      startSession(reply, token, deviceCookie);
      return {
        success: true as const,
        message: Messages.loggedIn,
        data: { token, user: presentAuthUser(user) },
      };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags, response: { 200: messageEnvelopeSchema } } },
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
      config: { access: 'signed-in' },
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
      config: { ...perIp(limits.emailPerHour * 3, '1 hour'), access: 'public' },
      schema: { tags, querystring: verifyEmailQuerySchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => {
      const result = await verifyEmail(ctx, request.query.token);
      return { success: true as const, message: verifyEmailMessages[result.status], data: result };
    },
  );

  app.post(
    '/revert-email-change',
    {
      config: { ...perIp(limits.emailPerHour, '1 hour'), access: 'public' },
      schema: { tags, body: revertEmailChangeBodySchema, response: { 200: revertEmailChangeResponseSchema } },
    },
    async (request, reply) => {
      const data = await revertEmailChange(ctx, request.body.token);
      clearSessionCookies(reply);
      return { success: true as const, message: Messages.emailChangeReverted, data };
    },
  );

  app.post(
    '/resend-verification',
    {
      config: { ...perIp(limits.emailPerHour, '1 hour'), access: 'public' },
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
      config: { ...perIp(limits.emailPerHour, '1 hour'), access: 'public' },
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
      config: { ...perIp(limits.emailPerHour * 3, '1 hour'), access: 'public' },
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
      config: { ...perIp(limits.emailPerHour, '1 hour'), access: 'public' },
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
      // Public: a re-authentication (intent=reauth) checks the session itself.
      config: { ...perIp(limits.loginPerMinute, '1 minute'), access: 'public' },
      schema: { tags, querystring: googleStartQuerySchema, response: { 200: googleAuthUrlResponseSchema } },
    },
    async (request, reply) => {
      const { intent, lang, returnTo } = request.query;
      if (intent === 'reauth') await requireUser(request, reply);
      const { authUrl, flowCookie } = await startGoogleSignIn(
        ctx,
        { intent, language: lang, returnTo, session: request.auth ?? undefined },
        request.log,
      );
      reply.setCookie(GOOGLE_FLOW_COOKIE, flowCookie, googleCookie);
      return { success: true as const, message: Messages.googleAuthUrl, data: { authUrl } };
    },
  );

  app.post(
    '/google/callback',
    {
      config: { ...perIp(limits.loginPerMinute, '1 minute'), access: 'public' },
      schema: { tags, body: googleCallbackBodySchema, response: { 200: googleCallbackResponseSchema } },
    },
    async (request, reply) => {
      const flowCookie = request.cookies[GOOGLE_FLOW_COOKIE];
      reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: GOOGLE_COOKIE_PATH });
      await loadOptionalUser(request);
      const result = await finishGoogleSignIn(
        ctx,
        {
          code: request.body.code,
          state: request.body.state,
          flowCookie,
          userAgent: request.headers['user-agent'],
          session: request.auth ?? undefined,
        },
        request.log,
      );
      if (result.kind === 'link-required') {
        reply.setCookie(GOOGLE_LINK_COOKIE, result.linkCookie, googleCookie);
        return {
          success: true as const,
          message: Messages.googleLinkRequired,
          data: { intent: 'link' as const, email: result.email },
        };
      }
      if (result.kind === 'reauthenticated') {
        return {
          success: true as const,
          message: Messages.identityConfirmed,
          data: {
            token: authOf(request).token,
            user: presentAuthUser(result.user),
            intent: 'reauth' as const,
            returnTo: result.returnTo,
          },
        };
      }
      startSession(reply, result.token);
      return {
        success: true as const,
        message: Messages.googleSuccess,
        data: { token: result.token, user: presentAuthUser(result.user), intent: 'signin' as const },
      };
    },
  );

  app.post(
    '/google/link',
    {
      ...passwordCheck,
      schema: { tags, body: googleLinkBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, user, deviceCookie } = await completeGoogleLink(ctx, throttle, {
        linkCookie: request.cookies[GOOGLE_LINK_COOKIE],
        password: request.body.password,
        userAgent: request.headers['user-agent'],
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      reply.clearCookie(GOOGLE_LINK_COOKIE, { path: GOOGLE_COOKIE_PATH });
      startSession(reply, token, deviceCookie);
      return {
        success: true as const,
        message: Messages.googleLinked,
        data: { token, user: presentAuthUser(user) },
      };
    },
  );
};
