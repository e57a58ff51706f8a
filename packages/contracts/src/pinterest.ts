/**
 * PRODUCT.md §7 "Pinterest": the OAuth completion, the boards and pins the server reaches for the user.
 * Tokens stay on the server: the browser only ever sees the account's name and picture.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { lineSchema, textSchema } from './text.ts';

/** PRODUCT.md §4: the five scopes the authorize URL asks for. */
export const PINTEREST_SCOPES = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
] as const;

/** Pinterest's own limits on a pin (POST /v5/pins). */
export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 800;
export const PIN_ALT_TEXT_MAX = 500;
export const PIN_LINK_MAX = 2048;

/** GET /pinterest/oauth/url: where to send the browser, with the state it must come back with. */
export const pinterestAuthUrlResponseSchema = envelope(z.object({ authUrl: z.string(), state: z.string() }));

const oauthValue = lineSchema().min(1).max(512);

/** POST /pinterest/oauth/complete (PRODUCT.md: {code}); the state issued with the authorize URL too. */
export const pinterestCompleteBodySchema = z.object({ code: oauthValue, state: oauthValue });
export type PinterestCompleteBody = z.infer<typeof pinterestCompleteBodySchema>;

/** POST /pinterest/oauth/token (PRODUCT.md: {code, redirectUri}): the same completion, redirect URI checked. */
export const pinterestTokenBodySchema = pinterestCompleteBodySchema.extend({
  redirectUri: lineSchema().max(2048),
});

/** PRODUCT.md §7 reads username and profileImage at the top level. */
export const pinterestConnectedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type PinterestConnectedResponse = z.infer<typeof pinterestConnectedResponseSchema>;

export const pinterestUserInfoSchema = z.object({
  username: z.string(),
  profileImage: z.string().nullable(),
  accountType: z.string(),
  websiteUrl: z.string().nullable(),
});
export const pinterestUserInfoResponseSchema = envelope(pinterestUserInfoSchema);

/** PRODUCT.md §3 Pinterest board (Pinterest's own field names). */
export const pinterestBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  privacy: z.string(),
  pin_count: z.number().int().nullable(),
  follower_count: z.number().int().nullable(),
  media: z.object({ image_cover_url: z.string().nullable() }).nullable(),
});
export type PinterestBoard = z.infer<typeof pinterestBoardSchema>;

/** PRODUCT.md §3 selected board. */
export const selectedBoardSchema = z.object({ boardId: z.string(), boardName: z.string() });
export type SelectedBoard = z.infer<typeof selectedBoardSchema>;

/** GET /pinterest/boards: boards and user_info at the top level (PRODUCT.md §7), and the board campaigns pin to. */
export const pinterestBoardsResponseSchema = z.object({
  success: z.literal(true),
  boards: z.array(pinterestBoardSchema),
  user_info: z.object({ account_type: z.string(), username: z.string() }),
  selectedBoard: selectedBoardSchema.nullable(),
});
export type PinterestBoardsResponse = z.infer<typeof pinterestBoardsResponseSchema>;

/** GET /campaigns/pinterest/boards (PRODUCT.md §7: data.boards), for the campaign form. */
export const campaignBoardsResponseSchema = envelope(
  z.object({ boards: z.array(pinterestBoardSchema), selectedBoard: selectedBoardSchema.nullable() }),
);

export const createBoardBodySchema = z.object({
  name: lineSchema().trim().min(1).max(180),
  description: textSchema().max(500).optional(),
  privacy: z.enum(['PUBLIC', 'SECRET']).optional(),
});
export const boardResponseSchema = envelope(z.object({ board: pinterestBoardSchema }));

export const pinterestPinSchema = z.object({
  id: z.string(),
  board_id: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  alt_text: z.string().nullable(),
  created_at: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type PinterestPin = z.infer<typeof pinterestPinSchema>;

const httpUrl = lineSchema()
  .max(PIN_LINK_MAX)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: 'Must be an http(s) URL',
  });

/** POST /pinterest/create-pin. */
export const createPinBodySchema = z.object({
  boardId: lineSchema().min(1).max(64),
  imageUrl: httpUrl,
  title: lineSchema().max(PIN_TITLE_MAX).optional(),
  description: textSchema().max(PIN_DESCRIPTION_MAX).optional(),
  link: httpUrl.optional(),
  altText: textSchema().max(PIN_ALT_TEXT_MAX).optional(),
});
export type CreatePinBody = z.infer<typeof createPinBodySchema>;

/** PATCH /pinterest/pins/{id}. */
export const updatePinBodySchema = createPinBodySchema.omit({ imageUrl: true }).partial();

export const pinResponseSchema = envelope(z.object({ pin: pinterestPinSchema }));
export const pinsResponseSchema = envelope(
  z.object({ pins: z.array(pinterestPinSchema), bookmark: z.string().nullable() }),
);

export const pinIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const pinAnalyticsQuerySchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  metricTypes: z
    .string()
    .regex(/^[A-Z_]+(,[A-Z_]+)*$/)
    .default('IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK'),
});
export const pinAnalyticsResponseSchema = envelope(
  z.object({ analytics: z.record(z.string(), z.unknown()) }),
);

export const boardPinsQuerySchema = z.object({ bookmark: lineSchema().max(512).optional() });

export const selectBoardBodySchema = z.object({
  boardId: lineSchema().min(1).max(64),
  boardName: lineSchema().max(180).optional(),
});
export const selectedBoardResponseSchema = envelope(selectedBoardSchema);

/** Issue 32: a section of a board. */
export const boardSectionSchema = z.object({ id: z.string(), name: z.string() });
export type BoardSection = z.infer<typeof boardSectionSchema>;

/** GET /pinterest/boards/{id}/sections. */
export const boardSectionsResponseSchema = envelope(z.object({ sections: z.array(boardSectionSchema) }));

/** POST /pinterest/boards/{id}/sections. */
export const createBoardSectionBodySchema = z.object({ name: lineSchema().trim().min(1).max(180) });
export const boardSectionResponseSchema = envelope(z.object({ section: boardSectionSchema }));

export const boardIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
