/** What leaves the server of Pinterest's boards and pins: PRODUCT.md §3's fields, never a token. */
import type { PinterestBoard, PinterestPin } from '@aa/contracts';
import type { SocialBoard, SocialPin } from '../../integrations/social/social-publisher.ts';

export function presentBoard(board: SocialBoard): PinterestBoard {
  return {
    id: board.id,
    name: board.name,
    description: board.description ?? null,
    privacy: board.privacy ?? 'PUBLIC',
    pin_count: board.pin_count ?? null,
    follower_count: board.follower_count ?? null,
    media: { image_cover_url: board.media?.image_cover_url ?? null },
  };
}

/** The largest image Pinterest lists for the pin. */
function imageOf(pin: SocialPin): string | null {
  const images = pin.media?.images;
  if (!images) return null;
  for (const size of ['originals', '1200x', '600x', '400x300', '150x150']) {
    const url = images[size]?.url;
    if (url) return url;
  }
  return null;
}

export function presentPin(pin: SocialPin): PinterestPin {
  return {
    id: pin.id,
    board_id: pin.board_id ?? null,
    title: pin.title ?? null,
    description: pin.description ?? null,
    link: pin.link ?? null,
    alt_text: pin.alt_text ?? null,
    created_at: pin.created_at ?? null,
    image_url: imageOf(pin),
  };
}
