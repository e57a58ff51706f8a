/**
 * HTTP routes of PRODUCT.md §7 "Pinterest" (OAuth completion, boards, pins, analytics), Pinterest's
 * platform routes (connect, delete, config) and the selected board of campaigns. Every call reaches
 * Pinterest with the user's own stored token; the browser never holds one.
 */
import {
  boardIdParamsSchema,
  boardPinsQuerySchema,
  boardResponseSchema,
  boardSectionResponseSchema,
  boardSectionsResponseSchema,
  campaignBoardsResponseSchema,
  createBoardBodySchema,
  createBoardSectionBodySchema,
  createPinBodySchema,
  ErrorCode,
  Messages,
  messageEnvelopeSchema,
  pinAnalyticsQuerySchema,
  pinAnalyticsResponseSchema,
  pinIdParamsSchema,
  pinPacingResponseSchema,
  pinPacingSchema,
  pinResponseSchema,
  pinsResponseSchema,
  pinterestAuthUrlResponseSchema,
  pinterestBoardsResponseSchema,
  pinterestCompleteBodySchema,
  pinterestConfigResponseSchema,
  pinterestConnectedResponseSchema,
  pinterestTokenBodySchema,
  pinterestUserInfoResponseSchema,
  selectBoardBodySchema,
  selectedBoardResponseSchema,
  updatePinBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import { findPinPacing, presentPinPacing, savePinPacing } from './pin-pacing.service.ts';
import { presentBoard, presentPin } from './pinterest.presenter.ts';
import {
  completePinterestAuthorization,
  createBoard,
  disconnectPinterest,
  findPinterestAccount,
  findSelectedBoard,
  notConnected,
  selectBoard,
  startPinterestAuthorization,
  withPinterest,
} from './pinterest-connection.ts';

const tags = ['pinterest'];
const security = [{ bearer: [] }];

export const pinterestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const oauthLimit = perIp(30, '1 minute');

  app.get(
    '/platforms/pinterest/config',
    { schema: { tags, security, response: { 200: pinterestConfigResponseSchema } } },
    async () => ({
      success: true as const,
      data: {
        isInSandboxMode: ctx.config.pinterest.isInSandboxMode,
        sandboxEnabled: ctx.config.pinterest.isInSandboxMode,
      },
    }),
  );

  app.get(
    '/pinterest/oauth/url',
    { config: oauthLimit, schema: { tags, security, response: { 200: pinterestAuthUrlResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await startPinterestAuthorization(ctx, authOf(request).user.id),
    }),
  );

  const complete = async (userId: string, body: { code: string; state: string }) => ({
    success: true as const,
    message: Messages.pinterestConnected,
    ...(await completePinterestAuthorization(ctx, userId, body)),
  });
  const completeSchema = {
    tags,
    security,
    body: pinterestCompleteBodySchema,
    response: { 200: pinterestConnectedResponseSchema },
  };

  app.post('/pinterest/oauth/complete', { config: oauthLimit, schema: completeSchema }, async (request) =>
    complete(authOf(request).user.id, request.body),
  );
  // PRODUCT.md §7's other name for the same step (payload not shown).
  app.post('/platforms/pinterest', { config: oauthLimit, schema: completeSchema }, async (request) =>
    complete(authOf(request).user.id, request.body),
  );
  app.post(
    '/pinterest/oauth/token',
    { config: oauthLimit, schema: { ...completeSchema, body: pinterestTokenBodySchema } },
    async (request) => {
      if (request.body.redirectUri !== ctx.config.pinterest.redirectUri) {
        throw new AppError(ErrorCode.PINTEREST_OAUTH_FAILED, Messages.pinterestTokenFailed, 400, {
          error: Messages.pinterestTokenFailed,
        });
      }
      return complete(authOf(request).user.id, request.body);
    },
  );

  app.delete(
    '/platforms/pinterest',
    { schema: { tags, security, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await disconnectPinterest(ctx.db, authOf(request).user.id);
      return { success: true as const, message: Messages.platformDeleted };
    },
  );

  app.get(
    '/platforms/pinterest/pacing',
    { schema: { tags, security, response: { 200: pinPacingResponseSchema } } },
    async (request) => {
      const stored = await findPinPacing(ctx.db, authOf(request).user.id);
      if (!stored) throw notConnected();
      return {
        success: true as const,
        data: { pacing: presentPinPacing(stored), timeZoneSaved: stored.timeZone !== null },
      };
    },
  );

  app.put(
    '/platforms/pinterest/pacing',
    { schema: { tags, security, body: pinPacingSchema, response: { 200: pinPacingResponseSchema } } },
    async (request) => {
      const saved = await savePinPacing(ctx.db, authOf(request).user.id, request.body);
      return {
        success: true as const,
        message: Messages.pinPacingSaved,
        data: { pacing: presentPinPacing(saved), timeZoneSaved: true },
      };
    },
  );

  app.get(
    '/pinterest/user-info',
    { schema: { tags, security, response: { 200: pinterestUserInfoResponseSchema } } },
    async (request) => {
      const account = await withPinterest(
        ctx,
        authOf(request).user.id,
        Messages.pinterestUserInfoFailed,
        (token) => ctx.pinterest.getUserAccount(token),
      );
      return {
        success: true as const,
        data: {
          username: account.username,
          profileImage: account.profileImage ?? null,
          accountType: account.accountType ?? 'BUSINESS',
          websiteUrl: account.websiteUrl ?? null,
        },
      };
    },
  );

  /** The account's boards and the board its campaigns pin to. */
  const boardsOf = async (userId: string) => {
    const account = await findPinterestAccount(ctx.db, userId);
    if (!account) throw notConnected();
    const boards = await withPinterest(ctx, userId, Messages.pinterestBoardsFailed, (token) =>
      ctx.pinterest.listAllBoards(token),
    );
    return {
      account,
      boards: boards.map(presentBoard),
      selectedBoard: account.selectedBoardId
        ? { boardId: account.selectedBoardId, boardName: account.selectedBoardName ?? '' }
        : null,
    };
  };

  app.get(
    '/pinterest/boards',
    { schema: { tags, security, response: { 200: pinterestBoardsResponseSchema } } },
    async (request) => {
      const { account, boards, selectedBoard } = await boardsOf(authOf(request).user.id);
      return {
        success: true as const,
        boards,
        user_info: { account_type: account.accountType, username: account.username },
        selectedBoard,
      };
    },
  );

  app.get(
    '/campaigns/pinterest/boards',
    { schema: { tags, security, response: { 200: campaignBoardsResponseSchema } } },
    async (request) => {
      const { boards, selectedBoard } = await boardsOf(authOf(request).user.id);
      return { success: true as const, data: { boards, selectedBoard } };
    },
  );

  app.post(
    '/pinterest/boards',
    { schema: { tags, security, body: createBoardBodySchema, response: { 201: boardResponseSchema } } },
    async (request, reply) => {
      const board = await createBoard(ctx, authOf(request).user.id, request.body);
      return reply.code(201).send({ success: true as const, data: { board: presentBoard(board) } });
    },
  );

  // Issue 32: a board's sections, and a new one (another account's board answers Pinterest's 404).
  app.get(
    '/pinterest/boards/:id/sections',
    {
      schema: { tags, security, params: boardIdParamsSchema, response: { 200: boardSectionsResponseSchema } },
    },
    async (request) => {
      const sections = await withPinterest(
        ctx,
        authOf(request).user.id,
        Messages.boardSectionsFailed,
        (token) => ctx.pinterest.listBoardSections(token, request.params.id),
      );
      return { success: true as const, data: { sections: sections.map(({ id, name }) => ({ id, name })) } };
    },
  );

  app.post(
    '/pinterest/boards/:id/sections',
    {
      schema: {
        tags,
        security,
        params: boardIdParamsSchema,
        body: createBoardSectionBodySchema,
        response: { 201: boardSectionResponseSchema },
      },
    },
    async (request, reply) => {
      const section = await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.createBoardSection(token, request.params.id, request.body.name),
      );
      return reply.code(201).send({
        success: true as const,
        message: Messages.boardSectionCreated,
        data: { section: { id: section.id, name: section.name } },
      });
    },
  );

  app.get(
    '/pinterest/boards/:id/pins',
    {
      schema: {
        tags,
        security,
        params: pinIdParamsSchema,
        querystring: boardPinsQuerySchema,
        response: { 200: pinsResponseSchema },
      },
    },
    async (request) => {
      const page = await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.listBoardPins(token, request.params.id, { bookmark: request.query.bookmark }),
      );
      return {
        success: true as const,
        data: { pins: page.items.map(presentPin), bookmark: page.bookmark ?? null },
      };
    },
  );

  app.post(
    '/pinterest/create-pin',
    { schema: { tags, security, body: createPinBodySchema, response: { 201: pinResponseSchema } } },
    async (request, reply) => {
      const { boardId, imageUrl, ...text } = request.body;
      const pin = await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.createPin(token, { boardId, media: { imageUrl }, ...text }),
      );
      return reply.code(201).send({ success: true as const, data: { pin: presentPin(pin) } });
    },
  );

  app.get(
    '/pinterest/pins/:id',
    { schema: { tags, security, params: pinIdParamsSchema, response: { 200: pinResponseSchema } } },
    async (request) => {
      const pin = await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.getPin(token, request.params.id),
      );
      return { success: true as const, data: { pin: presentPin(pin) } };
    },
  );

  app.patch(
    '/pinterest/pins/:id',
    {
      schema: {
        tags,
        security,
        params: pinIdParamsSchema,
        body: updatePinBodySchema,
        response: { 200: pinResponseSchema },
      },
    },
    async (request) => {
      const pin = await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.updatePin(token, request.params.id, request.body),
      );
      return { success: true as const, data: { pin: presentPin(pin) } };
    },
  );

  app.delete(
    '/pinterest/pins/:id',
    { schema: { tags, security, params: pinIdParamsSchema, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      await withPinterest(ctx, authOf(request).user.id, Messages.pinterestApiError, (token) =>
        ctx.pinterest.deletePin(token, request.params.id),
      );
      return { success: true as const, message: Messages.platformDeleted };
    },
  );

  app.get(
    '/pinterest/pins/:id/analytics',
    {
      schema: {
        tags,
        security,
        params: pinIdParamsSchema,
        querystring: pinAnalyticsQuerySchema,
        response: { 200: pinAnalyticsResponseSchema },
      },
    },
    async (request) => {
      const { startDate, endDate, metricTypes } = request.query;
      const analytics = await withPinterest(
        ctx,
        authOf(request).user.id,
        Messages.pinterestApiError,
        (token) =>
          ctx.pinterest.getPinAnalytics(token, request.params.id, {
            startDate,
            endDate,
            metricTypes: metricTypes.split(','),
          }),
      );
      return { success: true as const, data: { analytics: analytics as Record<string, unknown> } };
    },
  );

  app.get(
    '/campaigns/pinterest/selected-board',
    { schema: { tags, security, response: { 200: selectedBoardResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await findSelectedBoard(ctx.db, authOf(request).user.id),
    }),
  );

  app.post(
    '/campaigns/pinterest/selected-board',
    {
      schema: { tags, security, body: selectBoardBodySchema, response: { 200: selectedBoardResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.boardSelected,
      data: await selectBoard(ctx, authOf(request).user.id, request.body.boardId),
    }),
  );
};
