/**
 * Pinning a run's image to the user's board, once per image (publication `pin:N`): used by the
 * pipeline's publishing step and by the modal's "Post to Pinterest". A pin links to the published
 * post with a marker of its run and image, which is how a retry recognises a pin it already made.
 * Pinterest fetches the image itself from the blog's media library (the `media:N` publication's
 * public URL): the image is not read back from our database and sent as base64, except when it never
 * reached the blog or sits where Pinterest cannot reach it.
 */
import { ErrorCode, Messages, type PinterestPost } from '@aa/contracts';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context.ts';
import type { NewPin } from '../../integrations/social/social-publisher.ts';
import { AppError } from '../../lib/errors.ts';
import { pinsPosted } from '../../lib/metrics.ts';
import { isPublicAddress } from '../../lib/safe-fetch.ts';
import {
  findSelectedBoard,
  type OpenPinterest,
  openPinterest,
  withPinterestToken,
} from '../pinterest/pinterest-connection.ts';
import { imageBytes } from './images.ts';
import { findPublication, publishOnce } from './publications.ts';

export interface PinCopy {
  title: string;
  description: string;
  altText: string;
}

export interface PinTarget {
  userId: string;
  executionId: string;
  imageNumber: number;
  /** The campaign's board (and a section of it), else the user's selected board. */
  campaignBoard: { id: string | null; name: string | null; sectionId?: string | null };
  /** Where the pin leads: the published post (or, before it exists, the first product). */
  link: string;
  copy: PinCopy;
  /** The publication's key when this is not the image's first pin (another board): `pin:N:board`. */
  publishKey?: string;
}

/** The link a pin carries: the post, marked with its run and image so a retry can find the pin. */
export function pinLink(link: string, executionId: string, imageNumber: number): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', 'pinterest');
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('utm_content', `${executionId.slice(0, 8)}-${imageNumber}`);
  return url.toString();
}

export function pinUrl(pinId: string): string {
  return `https://www.pinterest.com/pin/${encodeURIComponent(pinId)}/`;
}

/** The board a run pins to: its campaign's, else the user's selected board. */
export async function boardFor(
  ctx: Pick<AppContext, 'db'>,
  target: Pick<PinTarget, 'userId' | 'campaignBoard'>,
  pinterest?: OpenPinterest,
) {
  if (target.campaignBoard.id)
    return { boardId: target.campaignBoard.id, boardName: target.campaignBoard.name };
  if (pinterest?.account.selectedBoardId)
    return {
      boardId: pinterest.account.selectedBoardId,
      boardName: pinterest.account.selectedBoardName ?? '',
    };
  return findSelectedBoard(ctx.db, target.userId);
}

/** The pin of image N of a run on a board, found by the marker its link carries (10 pages at most). */
export async function findPinOfRun(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config' | 'storage'>,
  userId: string,
  boardId: string,
  executionId: string,
  imageNumber: number,
  pinterest?: OpenPinterest,
) {
  const { accessToken } = pinterest ?? (await openPinterest(ctx, userId));
  const marker = `utm_content=${executionId.slice(0, 8)}-${imageNumber}`;
  let bookmark: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const pins = await withPinterestToken(accessToken, Messages.pinterestApiError, (token) =>
      ctx.pinterest.listBoardPins(token, boardId, { bookmark, pageSize: 100 }),
    );
    const found = pins.items.find((pin) => typeof pin.link === 'string' && pin.link.includes(marker));
    if (found) return found;
    if (!pins.bookmark) break;
    bookmark = pins.bookmark ?? undefined;
  }
  return undefined;
}

/**
 * Whether Pinterest's servers can fetch this URL: http(s) on a host that is not this machine or a
 * private network (the demo blog of a development server is on localhost). The simulator fetches
 * through the server's own allow-list, so it can reach the demo blog.
 */
export function reachableByPinterest(url: string, simulator: boolean): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') return false;
  if (simulator) return true;
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return ipaddr.isValid(host) ? isPublicAddress(host) : true;
}

/**
 * The pin's image as Pinterest takes it: the URL of image N in the blog's media library when it was
 * uploaded there (Pinterest fetches it), else the PNG we keep, as base64.
 */
async function pinMedia(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage'>,
  executionId: string,
  imageNumber: number,
): Promise<NewPin['media']> {
  const uploaded = await findPublication(ctx.db, executionId, `media:${imageNumber}`);
  const url = uploaded?.status === 'done' ? uploaded.remoteUrl : null;
  if (url && reachableByPinterest(url, ctx.config.pinterest.sandbox)) return { imageUrl: url };
  const png = await imageBytes(ctx, executionId, imageNumber);
  if (!png) throw new AppError(ErrorCode.NOT_READY, Messages.executionNotPublished, 409);
  return { imageBase64: png.toString('base64'), contentType: 'image/png' };
}

/**
 * Pins image N of a run; the post of an earlier attempt or an earlier click is returned, not
 * repeated. `pinterest`: the connection a series of pins opened once (else opened here).
 */
export async function pinImage(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config' | 'storage'>,
  target: PinTarget,
  opened?: OpenPinterest,
): Promise<{ post: PinterestPost; created: boolean }> {
  const pinterest = opened ?? (await openPinterest(ctx, target.userId));
  const board = await boardFor(ctx, target, pinterest);
  const link = pinLink(target.link, target.executionId, target.imageNumber);

  const published = await publishOnce(
    ctx.db,
    target.executionId,
    target.publishKey ?? `pin:${target.imageNumber}`,
    {
      create: async () => {
        const media = await pinMedia(ctx, target.executionId, target.imageNumber);
        const pin = await withPinterestToken(pinterest.accessToken, Messages.pinterestApiError, (token) =>
          ctx.pinterest.createPin(token, {
            boardId: board.boardId,
            ...(target.campaignBoard.id && target.campaignBoard.sectionId
              ? { boardSectionId: target.campaignBoard.sectionId }
              : {}),
            title: target.copy.title,
            description: target.copy.description,
            altText: target.copy.altText,
            link,
            media,
          }),
        ).catch((error: unknown) => {
          pinsPosted.inc({ outcome: 'failed' });
          throw error;
        });
        pinsPosted.inc({ outcome: 'posted' });
        return {
          remoteId: pin.id,
          remoteUrl: pinUrl(pin.id),
          details: { boardId: board.boardId, boardName: board.boardName },
        };
      },
      adopt: async () => {
        // The pin an interrupted attempt made carries this run's marker in its link.
        const found = await findPinOfRun(
          ctx,
          target.userId,
          board.boardId,
          target.executionId,
          target.imageNumber,
          pinterest,
        );
        return found
          ? {
              remoteId: found.id,
              remoteUrl: pinUrl(found.id),
              details: { boardId: board.boardId, boardName: board.boardName },
            }
          : null;
      },
    },
  );
  const details = published.details ?? {};
  return {
    created: published.created,
    post: {
      image_number: target.imageNumber,
      pin_id: published.remoteId,
      pin_url: published.remoteUrl ?? pinUrl(published.remoteId),
      board_id: String(details.boardId ?? board.boardId),
      board_name: (details.boardName as string | null | undefined) ?? board.boardName ?? null,
      posted_at: new Date().toISOString(),
    },
  };
}
